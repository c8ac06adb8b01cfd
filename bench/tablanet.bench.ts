/**
 * Tablanet: random full matches to 101 per second at 2 and 4 players (target ≥ 300 at 2 players on one
 * core), actions per second, and the time legalActions takes on crowded tables of 12 cards (target
 * < 0.2 ms): the structured worst case of the perft test (four 4s, 5s and 6s against a 10 and a 9) and
 * random 12-card tables. Every action is chosen uniformly among the legal ones, through the GameDef.
 */
import type { Bench } from './run.js';
import { tablanet, type TablanetState } from '../shared/games/tablanet/index.js';
import { createMatch, DECK_52, randomInt, type RngState, seedRng, shuffle } from '../shared/index.js';

function randomMatch(seats: number, seed: string): number {
  const start = createMatch<TablanetState>(tablanet, { seats, seed });
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  let rng: RngState = seedRng(`bench:${seed}`);
  let actions = 0;
  while (state.phase === 'play') {
    const legal = tablanet.legalActions(state, state.turn);
    let pick: number;
    [pick, rng] = randomInt(rng, legal.length);
    const next = tablanet.apply(state, state.turn, legal[pick]!);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
    actions++;
  }
  return actions;
}

function seedFor(seats: number, dealer: number): string {
  for (let i = 0; ; i++) {
    const s = createMatch<TablanetState>(tablanet, { seats, seed: `bench-dealer-${i}` });
    if (s.ok && s.value.dealer === dealer) return `bench-dealer-${i}`;
  }
}

/**
 * The position after eight trails from a deal laid out as `hands` (dealt from the dealer's right) and
 * `table`: twelve table cards. Each seat lays its lowest cards in pack order (2 players: four each, 4: two).
 */
function crowded(seats: number, hands: string[][], table: string[]): TablanetState {
  const dealer = seats - 1;
  const deck: string[] = [];
  for (const k of [0, 3]) for (let s = 0; s < seats; s++) deck.push(...hands[s]!.slice(k, k + 3));
  deck.push(...table);
  deck.push(...DECK_52.filter((c) => !deck.includes(c)));
  const start = createMatch<TablanetState>(tablanet, { seats, seed: seedFor(seats, dealer), decks: [deck] });
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  for (let i = 0; i < 8; i++) {
    const r = tablanet.apply(state, state.turn, { type: 'play', card: state.hands[state.turn]![0]!, capture: [] });
    if (!r.ok) throw new Error(r.error.message);
    state = r.value;
  }
  if (state.table.length !== 12) throw new Error('not a 12-card table');
  return state;
}

/** Random deals with no jack among the cards laid, crowded by eight trails. */
function randomCrowded(seats: number, seed: string): TablanetState {
  const [deck] = shuffle(seedRng(seed), DECK_52);
  const noJacks = deck.filter((c) => !c.endsWith('J'));
  const hands = Array.from({ length: seats }, (_, s) => noJacks.slice(6 * s, 6 * s + 6));
  return crowded(seats, hands, noJacks.slice(6 * seats, 6 * seats + 4));
}

function msPerEnumeration(states: readonly TablanetState[], reps: number): number {
  for (const s of states) tablanet.legalActions(s, s.turn);
  const t0 = performance.now();
  for (let r = 0; r < reps; r++) for (const s of states) tablanet.legalActions(s, s.turn);
  return (performance.now() - t0) / (reps * states.length);
}

const bench: Bench = (report) => {
  for (const seats of [2, 4]) {
    for (let w = 0; w < 30; w++) randomMatch(seats, `warmup-${w}`);
    const matches = seats === 2 ? 200 : 300;
    const t0 = performance.now();
    let actions = 0;
    for (let m = 0; m < matches; m++) actions += randomMatch(seats, `tablanet-${seats}-${m}`);
    const seconds = (performance.now() - t0) / 1000;
    report({ name: `tablanet ${seats}p random matches to 101`, value: matches / seconds, unit: 'matches/s' });
    report({ name: `tablanet ${seats}p actions (legalActions + apply)`, value: actions / seconds, unit: 'actions/s' });

    const structured =
      seats === 2
        ? crowded(
            2,
            [
              ['S4', 'H4', 'S5', 'H5', 'D10', 'D9'],
              ['S6', 'H6', 'D6', 'C6', 'C10', 'C8'],
            ],
            ['D4', 'C4', 'D5', 'C5'],
          )
        : crowded(
            4,
            [
              ['S4', 'S5', 'S10', 'D9', 'D10', 'C9'],
              ['S6', 'D6', 'D7', 'D8', 'DQ', 'DK'],
              ['H4', 'H5', 'H8', 'H9', 'H10', 'HQ'],
              ['H6', 'C6', 'C7', 'C8', 'C10', 'CK'],
            ],
            ['D4', 'C4', 'D5', 'C5'],
          );
    const moves = tablanet.legalActions(structured, structured.turn).length;
    report({
      name: `tablanet ${seats}p legalActions, 12 cards (4s 5s 6s), ${moves} moves`,
      value: msPerEnumeration([structured], 300),
      unit: 'ms',
    });
    const random = Array.from({ length: 100 }, (_, i) => randomCrowded(seats, `crowded-${seats}-${i}`));
    const avg = random.reduce((n, s) => n + tablanet.legalActions(s, s.turn).length, 0) / random.length;
    report({
      name: `tablanet ${seats}p legalActions, random 12-card tables (avg ${avg.toFixed(0)} moves)`,
      value: msPerEnumeration(random, 20),
      unit: 'ms',
    });
  }
};

export default bench;
