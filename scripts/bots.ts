/**
 * The bot strength harness: `npm run bots` plays duplicate boards (shared/bots/duplicate.ts) for
 * each pairing of levels per game, times every decision of the measured bot with
 * process.cpuUsage, and writes docs/bots.md with an SVG plot per game. `--quick` is the short CI
 * version (prints the report, writes nothing unless --write, fails if the rule player does not
 * beat the random player clearly).
 *   npx tsx scripts/bots.ts [--quick] [--write] [--games tarot,tablanet] [--scale 0.5]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { botFor, type Bot, randomBot } from '../shared/bots/index.js';
import { eloFromRate, ladder, type Meter, pairingStats, type PairingStats, playBoard } from '../shared/bots/duplicate.js';
import { FORMATS } from '../shared/bots/formats.js';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const write = args.includes('--write') || !quick;
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const games = (flag('--games') ?? 'tarot,tablanet,taleles,tarock').split(',');
const scale = Number(flag('--scale') ?? 1);

interface Pairing {
  readonly a: string;
  readonly b: string;
  /** Boards in the full run and in the quick run. */
  readonly full: number;
  readonly quick: number;
}

const PLAN: Record<string, { format: string; pairings: Pairing[] }> = {
  tarot: {
    format: 'tarot-4',
    pairings: [
      { a: 'beginner', b: 'random', full: 1500, quick: 20 },
      { a: 'club', b: 'random', full: 1500, quick: 20 },
      { a: 'club', b: 'beginner', full: 1500, quick: 20 },
      { a: 'strong', b: 'club', full: 500, quick: 3 },
    ],
  },
  tablanet: {
    format: 'tablanet-2',
    pairings: [
      { a: 'beginner', b: 'random', full: 2000, quick: 30 },
      { a: 'club', b: 'random', full: 2000, quick: 30 },
      { a: 'club', b: 'beginner', full: 2000, quick: 30 },
      { a: 'strong', b: 'club', full: 1500, quick: 8 },
    ],
  },
  taleles: {
    format: 'taleles-4',
    pairings: [
      { a: 'beginner', b: 'random', full: 1000, quick: 10 },
      { a: 'club', b: 'random', full: 1000, quick: 10 },
      { a: 'club', b: 'beginner', full: 2000, quick: 10 },
      { a: 'strong', b: 'club', full: 1000, quick: 3 },
    ],
  },
  tarock: { format: 'tarock-4', pairings: [{ a: 'beginner', b: 'random', full: 1000, quick: 100 }, { a: 'club', b: 'random', full: 1000, quick: 100 }, { a: 'club', b: 'beginner', full: 2000, quick: 10 }, { a: 'strong', b: 'club', full: 1000, quick: 2 }] },
};

const LEVELS = ['random', 'beginner', 'club', 'strong'];
const botOf = (game: string, level: string): Bot => (level === 'random' ? randomBot : botFor(game, level as 'club'));

/** CPU milliseconds of every timed decision, by level. */
const times = new Map<string, number[]>();
const meterFor =
  (level: string): Meter =>
  (_bot, run) => {
    const t0 = process.cpuUsage();
    const out = run();
    const dt = process.cpuUsage(t0);
    const list = times.get(level) ?? [];
    list.push((dt.user + dt.system) / 1000);
    times.set(level, list);
    return out;
  };

const quantile = (xs: number[], q: number) => {
  const s = xs.slice().sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};

interface GameReport {
  readonly game: string;
  readonly format: string;
  readonly rows: (Pairing & { stats: PairingStats; elo: number; cpuS: number })[];
  readonly ratings: Map<string, number>;
  readonly times: Map<string, number[]>;
}

function runGame(game: string): GameReport {
  const plan = PLAN[game]!;
  const format = FORMATS[plan.format]!;
  times.clear();
  const rows: GameReport['rows'][number][] = [];
  for (const p of plan.pairings) {
    const boards = Math.max(2, Math.round((quick ? p.quick : p.full) * scale));
    const a = botOf(game, p.a);
    const b = botOf(game, p.b);
    const diffs: number[] = [];
    const t0 = process.cpuUsage();
    for (let i = 0; i < boards; i++) diffs.push(playBoard(format, a, b, `bots-${game}`, i, undefined, meterFor(p.a)).diff);
    const dt = process.cpuUsage(t0);
    const stats = pairingStats(diffs);
    rows.push({ ...p, stats, elo: eloFromRate(stats.winRate), cpuS: (dt.user + dt.system) / 1e6 });
    const r = rows[rows.length - 1]!;
    console.error(`${game} ${p.a} vs ${p.b}: ${boards} boards, diff ${stats.meanDiff.toFixed(2)} ± ${stats.diffCi.toFixed(2)}, win ${(100 * stats.winRate).toFixed(1)}% ± ${(100 * stats.winCi).toFixed(1)}, ${r.cpuS.toFixed(1)} s`);
  }
  const ratings = ladder(
    LEVELS,
    rows.map((r) => [r.a, r.b, r.elo] as const),
  );
  return { game, format: plan.format, rows, ratings, times: new Map(times) };
}

const f1 = (x: number) => x.toFixed(1);
const f2 = (x: number) => x.toFixed(2);
/** A rate's interval, clipped to [0, 100]%. */
const pct = (x: number) => `${f1(100 * Math.min(1, Math.max(0, x)))}%`;

/** How the bots work and what was decided where nothing said how: kept with the numbers it explains. */
const ABOUT = `## How the bots play

A bot gets what its seat's view shows, the legal notations, the public history of the match (what
\`publicNotation\` gave every seat), the table's options (public at creation) and a seed; never the
state (\`shared/bots/types.ts\`). \`botFor(game, level)\` in \`shared/bots/index.ts\` returns it; a
game without bots of its own gets the random legal player until a folder \`shared/bots/<game>/\`
registers its \`GameBots\`. The same input and seed always give the same answer.

| level | Tarot | Tablanet |
|---|---|---|
| beginner | the club player, judging its hand up to ±18 points off and playing a random legal card 35% of the time | the club player, with a random legal play 30% of the time |
| club | bids from the club point count (bouts, trumps, major trumps, honours, long and short suits; thresholds 40/56/71/81 at 18 cards, scaled by hand size), calls a King it lacks in its longest suit, lays away its shortest suits without a King (honours first: they are safe in the écart), declares a poignée when taking; in play it counts the cards and the voids and trump limits every seat has shown, cashes Kings early, draws trumps when long as taker, makes the taker trump in his voids as defender, loads points only on tricks its camp holds for sure, saves the Petit when it wins for sure and plays the Excuse before the last trick | values every legal play: the card points it takes for the table's scoring, a share of the most-cards bonus per card, the tabla; minus what the next player can expect to take from the table left (every unseen rank weighted by the chance that the next hand holds it: a lone card is a ready tabla); minus a reserve for a Jack spent on a poor table while the hand is young |
| strong | PIMC: deals the unseen cards consistently with everything seen (hand, cards played, voids and trump limits, the turned chien, trumps shown in the écart, completed poignées), plays each candidate in each guessed deal and finishes the deal with the club player in every seat through the engine itself, then takes the best average of the engine's own deal score. Bidding (pass and the contracts up to one above the point count), the call, the écart (the six best discards of the club player) and the card play (equivalent cards merged) are searched | PIMC over the club player's six best plays, 32 guessed deals: the other hands and the stock order guessed (buried Jacks stay where they publicly are), each candidate played and the round finished by the club player (the cheap risk estimate), judged by the points difference (the hand's score sheet when the hand ends); longer rollouts (to the end of the next round or of the hand) measured weaker: they add more noise than insight |

Search budgets are counted in engine steps (\`budget.maxNodes\`); \`budget.maxMs\` is turned into
steps at a conservative measured rate, since \`shared/\` has no clock. The claim check
\`canClaimAll(def, state, seat)\` (\`shared/bots/claim.ts\`) searches every defence through the
engine's \`legalActions\`/\`apply\` (cards equivalent for winning tricks tried once); a position it
cannot settle within its node budget is not verified. A table offers a claim (\`claim: true\` in the
state, a button in the site) only when the seat can *know* it: \`claimKnown\` runs the same check on
32 deals of the unseen cards guessed by the bots' determinizers from the seat's view and the public
history, never on the real hands, so the offer leaks nothing; the real deal is checked when the claim
is made, and \`claimPlayout\` (\`shared/bots/claim-playout.ts\`) then plays the deal out as ordinary
actions (docs/api.md, "Claiming the rest of a deal"). Measured over random play (8 matches per format,
every position of the card play with 2 cards or more in hand): of the positions where the real deal
was claimable, 6% (Tarot 5) to 76% (Taleles 3) were knowable and offered; of the 225 offers, 1 was
refused by the real deal (Tarot 5). The knowledge check (32 guessed deals, 2,000 search nodes each)
took 2–8 ms on average per position and at most 235 ms (Node, loaded machine); its answer is
remembered per table state.

Decisions: a bot remembers every trick of the deal from the public history even where the table
shows only the last trick (as a player keeping notes would); the Excuse's trick counts as lost in a
claim unless the Excuse takes the last trick after a clean sweep (§9.5); the harness measures
single deals (Tarot: \`deals: 1\`, first dealer seat 0; Tablanet: the first hand of a match to 101).

Königrufen: how its bots play, the measured contract thresholds and what was decided are in [bots-tarock.md](bots-tarock.md); the harness measures the first deal of a match (engine defaults, first dealer drawn from the board's seed, the bot in each of the four seats in turn).
`;

/** The report: the explanation, then one section per game in the plan's order. */
function markdown(sections: ReadonlyMap<string, string>): string {
  const out: string[] = [];
  out.push('# Bot strength', '');
  out.push(
    'Measured by `npm run bots` (scripts/bots.ts) with duplicate boards: each board is one prearranged deck and seed, played once per rotation with bot A moved round the table (one seat at Tarot, the other three seats played by bot B; one of the two seats at two-player Tablanet), so every hand of a board is played by A once and the luck of the cards cancels out. A board\'s result is A\'s score minus the average of the other seats, averaged over the rotations (Tarot: the deal\'s zero-sum score, §11.3; Tablanet: the hand\'s points, §8). It is zero on average when A and B are the same player.',
    '',
    '*Win rate* is the share of boards on which A came out ahead (ties count half); intervals are 95% (normal approximation). *Elo* is 400·log10(p/(1−p)) of that win rate, and the ladder fits all pairings by least squares with the random legal player at 0.',
    '',
    'Decision times are CPU milliseconds per decision of the measured bot (A) in Node 22 (`process.cpuUsage`), on a shared 2-core machine running other jobs: upper bounds rather than tight figures. The times inside workerd, where the tables run them, are in [Decision time in workerd](#decision-time-in-workerd) at the end. The default level at a table is **club**.',
    '',
    ABOUT,
  );
  // The games, then the workerd timings that `npm run bench -- bots-workerd --write` keeps up to date.
  for (const key of [...Object.keys(PLAN), 'workerd']) {
    const text = sections.get(key);
    if (text !== undefined) out.push(`<!-- bots:${key} -->`, text.trim(), `<!-- /bots:${key} -->`, '');
  }
  return out.join('\n');
}

/**
 * The sections of an earlier report, so that a run of some games (`--games taleles`) keeps the
 * measured numbers of the others, and every run keeps the workerd timings.
 */
function earlierSections(path: string): Map<string, string> {
  const out = new Map<string, string>();
  if (!existsSync(path)) return out;
  for (const m of readFileSync(path, 'utf8').matchAll(/<!-- bots:(\w+) -->\n([\s\S]*?)<!-- \/bots:\1 -->/g)) out.set(m[1]!, m[2]!);
  return out;
}

function section(r: GameReport): string {
  const out: string[] = [];
  out.push(`## ${FORMATS[r.format]!.def.name} (${r.format})`, '');
  out.push(`![${r.game} ladder](bots-${r.game}.svg)`, '');
  out.push('| A | B | boards | A − B per board | 95% CI | A win rate | 95% CI | Elo A over B | CPU s |');
  out.push('|---|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of r.rows) {
    const s = row.stats;
    out.push(
      `| ${row.a} | ${row.b} | ${s.boards} | ${f2(s.meanDiff)} | [${f2(s.meanDiff - s.diffCi)}, ${f2(s.meanDiff + s.diffCi)}] | ${pct(s.winRate)} | [${pct(s.winRate - s.winCi)}, ${pct(s.winRate + s.winCi)}] | ${Math.round(row.elo)} | ${f1(row.cpuS)} |`,
    );
  }
  out.push('', '**Ladder** (Elo-like, random = 0): ' + LEVELS.map((l) => `${l} ${Math.round(r.ratings.get(l) ?? 0)}`).join(' · '), '');
  out.push('| level | decisions timed | median ms | p90 ms | p99 ms | max ms |', '|---|---:|---:|---:|---:|---:|');
  for (const level of LEVELS.slice(1)) {
    const xs = r.times.get(level) ?? [];
    if (xs.length === 0) continue;
    out.push(`| ${level} | ${xs.length} | ${f2(quantile(xs, 0.5))} | ${f2(quantile(xs, 0.9))} | ${f2(quantile(xs, 0.99))} | ${f1(xs.reduce((m, x) => Math.max(m, x), 0))} |`);
  }
  return out.join('\n');
}

/** A forest plot of the pairings' win rates with their intervals, and the ladder beside it. */
function svg(r: GameReport): string {
  const W = 640;
  const rowH = 34;
  const top = 40;
  const H = top + r.rows.length * rowH + 70;
  const x0 = 170;
  const x1 = 470;
  const x = (p: number) => x0 + Math.min(1, Math.max(0, p)) * (x1 - x0);
  const parts: string[] = [];
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="system-ui, sans-serif" font-size="13">`);
  parts.push(`<rect width="${W}" height="${H}" fill="#fff"/>`);
  parts.push(`<text x="${W / 2}" y="22" text-anchor="middle" font-weight="bold">${FORMATS[r.format]!.def.name}: win rate of A against B (95% CI)</text>`);
  for (const t of [0, 0.25, 0.5, 0.75, 1]) {
    parts.push(`<line x1="${x(t)}" y1="${top - 6}" x2="${x(t)}" y2="${top + r.rows.length * rowH}" stroke="${t === 0.5 ? '#888' : '#ddd'}" stroke-dasharray="${t === 0.5 ? '4 3' : ''}"/>`);
    parts.push(`<text x="${x(t)}" y="${top + r.rows.length * rowH + 16}" text-anchor="middle" fill="#555">${t * 100}%</text>`);
  }
  r.rows.forEach((row, i) => {
    const y = top + i * rowH + rowH / 2;
    const s = row.stats;
    parts.push(`<text x="${x0 - 10}" y="${y + 4}" text-anchor="end">${row.a} vs ${row.b}</text>`);
    parts.push(`<line x1="${x(s.winRate - s.winCi)}" y1="${y}" x2="${x(s.winRate + s.winCi)}" y2="${y}" stroke="#1f5fa8" stroke-width="3"/>`);
    parts.push(`<circle cx="${x(s.winRate)}" cy="${y}" r="5" fill="#1f5fa8"/>`);
    parts.push(`<text x="${x1 + 10}" y="${y + 4}">${f1(100 * s.winRate)}% (${s.boards} boards)</text>`);
  });
  const ly = top + r.rows.length * rowH + 44;
  const ladderText = LEVELS.map((l) => `${l} ${Math.round(r.ratings.get(l) ?? 0)}`).join('   ·   ');
  parts.push(`<text x="${W / 2}" y="${ly}" text-anchor="middle">Elo-like ladder: ${ladderText}</text>`);
  parts.push('</svg>');
  return parts.join('\n') + '\n';
}

const reports = games.map(runGame);
const sections = write ? earlierSections('docs/bots.md') : new Map<string, string>();
for (const r of reports) sections.set(r.game, section(r));
const md = markdown(sections);
console.log(md);
if (write) {
  writeFileSync('docs/bots.md', md + '\n');
  for (const r of reports) writeFileSync(`docs/bots-${r.game}.svg`, svg(r));
  console.error('wrote docs/bots.md and the plots');
}
if (quick) {
  // CI: the rule player must beat the random player clearly in every game.
  const weak = reports.flatMap((r) => r.rows.filter((row) => row.a === 'club' && row.b === 'random' && row.stats.meanDiff - row.stats.diffCi <= 0).map(() => r.game));
  if (weak.length > 0) {
    console.error(`the club bot does not beat the random player clearly in: ${weak.join(', ')}`);
    process.exitCode = 1;
  }
}
