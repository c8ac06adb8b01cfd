/**
 * Deal scoring (rules §11) and the match end (§12): raw totals, pot and Beet, who wins the deal,
 * what each item credits at its multiplier, litige, Pitsch, and the target.
 */
import type { Outcome, Seat } from '../../core/game.js';
import { finishedOutcome, type OutcomeResult } from '../../core/outcome.js';
import { ranksFromScores } from '../../core/scores.js';
import { LAST_TRICK_BONUS, PACK, pointsOf, suitOfCard } from './cards.js';
import { copyDeal, copyState } from './copy.js';
import { nextDeal } from './deal.js';
import { burdenHolder, itemLevel, levelName, multiplier } from './doubling.js';
import { MELD_NAMES, meldValue } from './melds.js';
import { handSize, partyOf, seatsOfUnit, unitCount, unitOf } from './sides.js';
import type { Deal, ItemId, MatchEnd, Party, ScoreLine, ScoreSheet, SheetMeld, TalelesState } from './types.js';

interface CreditedMeld {
  readonly item: ItemId | 'lateBela';
  readonly seat: Seat;
  readonly value: number;
  readonly level: number;
  readonly sheet: SheetMeld;
}

/** Points in play (§2.4, D-23): every card not lying in or under the stock, plus the last trick. */
export function pointsInPlay(deal: Deal): number {
  const out = pointsOf(deal.stock, deal.trump) + (deal.turned === null ? 0 : pointsOf([deal.turned], deal.trump));
  return PACK_POINTS - out + LAST_TRICK_BONUS;
}

/** All 32 cards are worth 152 whatever the trump (§2.4). */
const PACK_POINTS = pointsOf(PACK, 'H');

/** The credited melds of the deal (§7.4, §8), flagged `counted: false` when `meldsNeedATrick` strikes them. */
function creditedMelds(state: TalelesState, deal: Deal, tricksOf: (p: Party) => number): CreditedMeld[] {
  const n = state.seats;
  const out: CreditedMeld[] = [];
  const counted = (seat: Seat) => !(state.options.meldsNeedATrick && tricksOf(partyOf(deal, seat, n)) === 0);
  for (const [item, index] of [['sequence', deal.sequence], ['eighty', deal.eighty]] as const) {
    if (index === null) continue;
    const m = deal.melds[index]!;
    const suit = m.kind === 'achtzig' ? null : suitOfCard(m.cards[0]!);
    const sheet = { kind: m.kind, seat: m.seat, suit, top: m.top, length: m.length, value: meldValue(m), counted: counted(m.seat) };
    out.push({ item, seat: m.seat, value: sheet.value, level: itemLevel(deal, item), sheet });
  }
  if (deal.bela) {
    const { seat, early } = deal.bela;
    const sheet = { kind: 'bela' as const, seat, suit: deal.trump, top: 'K', length: 2, value: 20, counted: counted(seat) };
    out.push({ item: early ? 'bela' : 'lateBela', seat, value: 20, level: early ? itemLevel(deal, 'bela') : 0, sheet });
  }
  return out;
}

/** Scores the finished deal, then ends the match or deals the next hand. */
export function finishDeal(state: TalelesState, deal: Deal): TalelesState {
  const n = state.seats;
  const units = unitCount(n);
  const opts = state.options;
  const maker = deal.maker!;
  const party = (s: Seat) => partyOf(deal, s, n);
  const zero = (): number[] => new Array<number>(units).fill(0);
  const tricksWon = zero();
  const partyTricks = { maker: 0, defenders: 0 };
  for (const t of deal.tricks) {
    tricksWon[unitOf(t.winner, n)]! += 1;
    partyTricks[party(t.winner)] += 1;
  }
  const allTricks = deal.tricks.length === handSize(n);
  const sweep: Party | null = allTricks && partyTricks.defenders === 0 ? 'maker' : allTricks && partyTricks.maker === 0 ? 'defenders' : null;
  const melds = creditedMelds(state, deal, (p) => partyTricks[p]);
  const counted = melds.filter((m) => m.sheet.counted);
  const inPlay = pointsInPlay(deal);

  const tp = zero();
  deal.points.forEach((p, s) => (tp[unitOf(s, n)]! += p));
  // §11.1, D-32: the all-tricks bonus; with 3 players only for a maker who took every trick.
  if (deal.pitsch === null && opts.allTricksBonus > 0 && sweep !== null && (n !== 3 || sweep === 'maker')) {
    const unit = sweep === 'maker' ? unitOf(maker, n) : unitOf(deal.tricks[0]!.winner, n);
    tp[unit]! += opts.allTricksBonus;
  }
  const raw = tp.slice();
  for (const m of counted) raw[unitOf(m.seat, n)]! += m.value;
  const pot = raw.reduce((a, b) => a + b, 0);

  const makerUnit = unitOf(maker, n);
  const unitParty = (u: number): Party => party(seatsOfUnit(u, n)[0]!);
  const defenderUnits = Array.from({ length: units }, (_, u) => u).filter((u) => unitParty(u) === 'defenders');
  const lines: ScoreLine[] = [];
  const line = (item: ScoreLine['item'], label: string, level: number, amounts: number[]) =>
    lines.push({ item, label, level, multiplier: multiplier(level), amounts });
  const to = (targets: readonly number[], amount: number) => {
    const a = zero();
    for (const u of targets) a[u] = amount;
    return a;
  };
  const winnerUnits = (w: Party) => (w === 'maker' ? [makerUnit] : defenderUnits);

  let winner: Party | 'litige';
  let tie = false;
  let held = state.held;
  let pitschMade: boolean | null = null;
  let end: MatchEnd | null = null;
  const burden = burdenHolder(deal);
  const gameLevel = itemLevel(deal, 'game');
  const meldLabel = (m: CreditedMeld) =>
    `${MELD_NAMES[m.sheet.kind]} (${m.value})${m.level > 0 ? `, ${levelName(m.level)}` : ''}`;

  if (deal.pitsch !== null) {
    pitschMade = sweep === 'maker';
    winner = pitschMade ? 'maker' : 'defenders';
    if (opts.pitschStakes === 'match') {
      end = pitschEnd(state, deal, pitschMade);
    } else {
      // §11.4: winner takes all; each defender the full amount when a 3-player Pitsch fails.
      const w = winnerUnits(winner);
      line('pitsch', `Pitsch ${pitschMade ? 'made' : 'lost'}: ${inPlay} + ${opts.pitschBonus}`, gameLevel, to(w, multiplier(gameLevel) * (inPlay + opts.pitschBonus)));
      for (const m of counted) line(m.item, meldLabel(m), m.level, to(w, multiplier(m.level) * m.value));
    }
  } else {
    let cmp: number;
    if (n === 3 && opts.threePlayerGoal === 'beatEachDefender') {
      cmp = raw[makerUnit]! - Math.max(...defenderUnits.map((u) => raw[u]!));
    } else {
      cmp = 2 * raw[makerUnit]! - pot;
    }
    tie = cmp === 0;
    if (tie && opts.tieRule === 'litige' && n !== 3 && deal.lastKontra === null) {
      // §11.2 litige: the defenders keep their own now; the maker's raw hangs for the next winner.
      winner = 'litige';
      line('litige', 'Litige: defenders keep their own, the maker side\'s points are held', 0, defenderUnits.reduce((a, u) => ((a[u] = raw[u]!), a), zero()));
      held += raw[makerUnit]!;
    } else {
      // §11.2, D-26: on an exact tie the burden holder loses.
      winner = cmp > 0 ? 'maker' : cmp < 0 ? 'defenders' : burden === 'maker' ? 'defenders' : 'maker';
      creditNormal(n, winner, gameLevel, tp, makerUnit, defenderUnits, counted, opts.belaAlwaysKept, line, meldLabel, to);
    }
  }
  if (winner !== 'litige' && end === null && held > 0) {
    line('litige', 'Held litige points', 0, to(winnerUnits(winner).slice(0, 1), held));
    held = 0;
  }

  const credited = zero();
  for (const l of lines) l.amounts.forEach((a, u) => (credited[u]! += a));
  const sheet: ScoreSheet = {
    deal: state.dealNo,
    dealer: state.dealer,
    maker,
    trump: deal.trump!,
    contract: deal.pitsch === null ? 'normal' : 'pitsch',
    pointsInPlay: inPlay,
    tricksWon,
    trickPoints: tp,
    melds: melds.map((m) => m.sheet),
    raw,
    pot,
    beet: pot / 2,
    winner,
    tie,
    burden,
    lines,
    credited,
    held,
    pitschMade,
  };
  const scores = state.scores.map((s, u) => s + (credited[u] ?? 0));
  const scored = copyState(state);
  scored.scores = scores;
  scored.held = held;
  scored.last = sheet;
  scored.deal = deal;
  end ??= targetEnd(scored);
  if (!end) return nextDeal(scored);
  const over = copyDeal(deal);
  over.phase = 'over';
  scored.deal = over;
  scored.end = end;
  return scored;
}

/** §11.3 for a normal contract: the game item and each meld item at their multipliers. */
function creditNormal(
  n: number,
  winner: Party,
  gameLevel: number,
  tp: readonly number[],
  makerUnit: number,
  defenderUnits: readonly number[],
  counted: readonly CreditedMeld[],
  belaAlwaysKept: boolean,
  line: (item: ScoreLine['item'], label: string, level: number, amounts: number[]) => void,
  meldLabel: (m: CreditedMeld) => string,
  to: (targets: readonly number[], amount: number) => number[],
): void {
  const m = multiplier(gameLevel);
  const total = tp.reduce((a, b) => a + b, 0);
  const gameName = `Game${gameLevel > 0 ? `, ${levelName(gameLevel)}` : ''}`;
  if (winner === 'maker') {
    line('game', gameName, gameLevel, gameLevel === 0 ? tp.slice() : to([makerUnit], m * total));
  } else if (n === 3) {
    // Each defender receives the maker's points in full (Zensern, D-25).
    const a = tp.map(() => 0);
    for (const d of defenderUnits) a[d] = m * (tp[d]! + tp[makerUnit]!);
    line('game', gameName, gameLevel, a);
  } else {
    line('game', gameName, gameLevel, to(defenderUnits, m * total));
  }
  for (const meld of counted) {
    const owner = n === 4 ? meld.seat % 2 : meld.seat;
    const mm = multiplier(meld.level);
    let targets: readonly number[];
    if (belaAlwaysKept && meld.sheet.kind === 'bela') targets = [owner];
    else if (meld.level === 0 && winner === 'maker') targets = [owner];
    else if (winner === 'maker') targets = [makerUnit];
    else if (n === 3 && owner !== makerUnit) targets = [owner];
    else targets = defenderUnits;
    line(meld.item, meldLabel(meld), meld.level, to(targets, mm * meld.value));
  }
}

/** §12: a Pitsch for the match ends it at once. */
function pitschEnd(state: TalelesState, deal: Deal, made: boolean): MatchEnd {
  const n = state.seats;
  const maker = deal.maker!;
  if (n !== 3) {
    const win: Party = made ? 'maker' : 'defenders';
    const ranks = Array.from({ length: n }, (_, s) => (partyOf(deal, s, n) === win ? 1 : 2));
    return { winners: ranks.flatMap((r, s) => (r === 1 ? [s] : [])), ranks, reason: 'pitsch' };
  }
  // 3 players: the maker first or last; the two defenders ranked by their scores, sharing on a tie (D-31).
  const ranks = Array.from({ length: 3 }, (_, s) => {
    if (s === maker) return made ? 1 : 3;
    const other = 3 - s - maker;
    return (made ? 2 : 1) + (state.scores[other]! > state.scores[s]! ? 1 : 0);
  });
  return { winners: ranks.flatMap((r, s) => (r === 1 ? [s] : [])), ranks, reason: 'pitsch' };
}

/** §12: once a side reaches the target, the single highest score wins; a shared top means play on. */
function targetEnd(state: TalelesState): MatchEnd | null {
  const n = state.seats;
  const max = Math.max(...state.scores);
  if (max < state.target) return null;
  const top = state.scores.flatMap((s, u) => (s === max ? [u] : []));
  if (top.length !== 1) return null;
  // Ranks by scoring unit: both partners of a team share their team's rank.
  const unitRanks = ranksFromScores(state.scores);
  const ranks = Array.from({ length: n }, (_, s) => unitRanks[unitOf(s, n)]!);
  return { winners: seatsOfUnit(top[0]!, n), ranks, reason: 'target' };
}

export const seatScoresOf = (state: TalelesState): number[] =>
  Array.from({ length: state.seats }, (_, s) => state.scores[unitOf(s, state.seats)]!);

export function outcomeOf(state: TalelesState): Outcome | undefined {
  const end = state.end;
  if (!end) return undefined;
  const scores = seatScoresOf(state);
  const winning = new Set(end.winners.map((s) => unitOf(s, state.seats)));
  const others = state.scores.filter((_, u) => !winning.has(u)).sort((a, b) => b - a);
  const result: OutcomeResult =
    end.reason === 'pitsch'
      ? { code: 'pitsch', seats: end.winners, made: state.last?.pitschMade === true, others }
      : { code: 'won', seats: end.winners, score: scores[end.winners[0]!]!, others };
  return finishedOutcome(scores, end.ranks, result);
}
