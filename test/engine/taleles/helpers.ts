/**
 * Fixtures for the Taleles tests: decks built from the hands of a worked example (rules §4 deal
 * order), a table with a fixed dealer, and compact action scripts ("2 bela H").
 */
import { expect } from 'vitest';
import { applyNotation, type CardId, createMatch, DECK_32, sameCards } from '../../../shared/index.js';
import { taleles, type TalelesState } from '../../../shared/games/taleles/index.js';

export interface HandSpec {
  /** The cards dealt face up in packets 1 and 2 (packet 1 = the first `p1` of them). */
  readonly seen: readonly CardId[];
  /** The `hiddenCards` packet. */
  readonly hidden: readonly CardId[];
}

/**
 * The deck (index 0 = top) that deals `hands` (indexed by seat) when `dealer` deals: packets go
 * clockwise from forehand (§4); with 2 or 3 players the turned card and then the stock follow.
 */
export function deckFor(
  hands: readonly HandSpec[],
  dealer: number,
  rest: { turned?: CardId; stock?: readonly CardId[]; deal4?: '3-3-2' | '2-3-3' } = {},
): CardId[] {
  const n = hands.length;
  const order = Array.from({ length: n }, (_, i) => (dealer + 1 + i) % n);
  const p1 = n === 4 && rest.deal4 === '2-3-3' ? 2 : 3;
  const deck: CardId[] = [];
  for (const s of order) deck.push(...hands[s]!.seen.slice(0, p1));
  for (const s of order) deck.push(...hands[s]!.seen.slice(p1));
  for (const s of order) deck.push(...hands[s]!.hidden);
  if (rest.turned) deck.push(rest.turned);
  deck.push(...(rest.stock ?? []));
  if (!sameCards(deck, DECK_32)) {
    const missing = DECK_32.filter((c) => !deck.includes(c));
    const twice = deck.filter((c, i) => deck.indexOf(c) !== i);
    throw new Error(`fixture is not a 32-card pack: missing ${missing.join(' ')}, twice ${twice.join(' ')}`);
  }
  return deck;
}

/** A table whose first dealer is `dealer`, dealing `decks` in turn. */
export function table(
  seats: number,
  dealer: number,
  decks: readonly (readonly CardId[])[],
  options: Record<string, unknown> = {},
): TalelesState {
  const r = createMatch<TalelesState>(taleles, { seats, seed: 'fixture', options: { ...options, firstDealer: dealer }, decks });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Applies "seat notation" lines, each by the seat it names; fails the test on a refusal. */
export function run(state: TalelesState, ...lines: string[]): TalelesState {
  let s = state;
  for (const line of lines) {
    const m = /^(\d) (.+)$/.exec(line);
    if (!m) throw new Error(`bad script line ${line}`);
    const seat = Number(m[1]);
    expect(taleles.toAct(s), `before "${line}"`).toEqual([seat]);
    const next = applyNotation<TalelesState>(taleles, s, seat, m[2]!);
    if (!next.ok) throw new Error(`"${line}": ${next.error.code} ${next.error.message}`);
    s = next.value;
  }
  return s;
}

/** Plays tricks given as "seat card card card…" per trick, leader first; every card must be legal. */
export function tricks(state: TalelesState, ...rows: string[]): TalelesState {
  let s = state;
  for (const row of rows) {
    const [leader, ...cards] = row.split(' ');
    const n = s.seats;
    s = run(s, ...cards.map((c, i) => `${(Number(leader) + i) % n} play ${c}`));
  }
  return s;
}

/** The notations legal for the seat to act. */
export function legal(state: TalelesState): string[] {
  const seat = taleles.toAct(state)[0]!;
  return taleles.legalActions(state, seat).map((a) => taleles.makeAction(a));
}

/** Finishes the current deal: passes every doubling turn, plays the first legal card, never melds or claims Bela. */
export function playOut(state: TalelesState): TalelesState {
  let s = state;
  const deal = s.dealNo;
  while (s.dealNo === deal && s.end === null) {
    const seat = taleles.toAct(s)[0]!;
    const options = taleles.legalActions(s, seat);
    const pick = s.deal.phase === 'doubling' ? options.find((a) => a.type === 'pass') : options.find((a) => a.type === 'play' && !a.announceBela);
    if (!pick) throw new Error(`nothing to play in ${s.deal.phase}`);
    const next = taleles.apply(s, seat, pick);
    if (!next.ok) throw new Error(next.error.message);
    s = next.value;
  }
  return s;
}
