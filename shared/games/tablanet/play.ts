/**
 * Legal actions and their effects (rules file §5, §6.3), the end of the hand (§7) and the match check (§9).
 * `apply` accepts exactly what `plays` allows; the checks before it only give clearer messages.
 */
import type { CardId } from '../../core/cards.js';
import type { Seat } from '../../core/game.js';
import { type ActionError, actionError, err, ok, type Result } from '../../core/result.js';
import { ACE, captureSet, isSweeper, packIndex, rankIndex, tableIndices } from './captures.js';
import { maxGroups, splits } from './validate.js';
import { type CaptureRules, captureRules } from './options.js';
import { dealHand, dealRound, nextSeat, type Plays, plays, type TablanetAction, type TablanetState, update } from './rules.js';
import { matchWinner, scoreHand } from './score.js';

export function toAct(state: TablanetState): readonly Seat[] {
  return state.phase === 'play' ? [state.turn] : [];
}

/** Every legal play of `seat`: per hand card (pack order), the trail first, then the captures by union. */
export function legalActions(state: TablanetState, seat: Seat): TablanetAction[] {
  if (state.phase !== 'play' || seat !== state.turn) return [];
  const rules = captureRules(state.options);
  const byRank: (Plays | undefined)[] = [];
  const sorted = tableIndices(state.table);
  const out: TablanetAction[] = [];
  for (const card of state.hands[seat] ?? []) {
    const rank = rankIndex(card);
    let p = byRank[rank];
    if (!p) {
      p = plays(rules, state.table, card, sorted);
      byRank[rank] = p;
    }
    if (p.trail) out.push({ type: 'play', card, capture: [] });
    for (const capture of p.captures) out.push({ type: 'play', card, capture });
  }
  return out;
}

const byPack = (a: CardId, b: CardId) => packIndex(a) - packIndex(b);

function inPackOrder(cards: readonly CardId[]): boolean {
  for (let i = 1; i < cards.length; i++) if (packIndex(cards[i - 1]!) >= packIndex(cards[i]!)) return false;
  return true;
}

function isAction(a: unknown): a is TablanetAction {
  if (typeof a !== 'object' || a === null) return false;
  const x = a as Record<string, unknown>;
  return x.type === 'play' && typeof x.card === 'string' && Array.isArray(x.capture) && x.capture.every((c) => typeof c === 'string');
}

/**
 * §6.2: "A jack sweep may be submitted with `capture` absent": a sweeping jack played bare onto a table
 * with cards takes the whole table. Every other action stays as it is.
 */
export function canonical(state: TablanetState, _seat: Seat, action: TablanetAction): TablanetAction {
  if (!isAction(action) || action.capture.length > 0 || state.table.length === 0) return action;
  if (!isSweeper(captureRules(state.options), action.card)) return action;
  return { type: 'play', card: action.card, capture: state.table.slice().sort(byPack) };
}

export function apply(state: TablanetState, seat: Seat, submitted: TablanetAction): Result<TablanetState, ActionError> {
  const action = state.phase === 'play' ? canonical(state, seat, submitted) : submitted;
  if (state.phase === 'matchOver') return err(actionError('MATCH_OVER', 'the match is over'));
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats) {
    return err(actionError('BAD_SEAT', `there is no seat ${String(seat)} at this table`));
  }
  if (seat !== state.turn) return err(actionError('NOT_YOUR_TURN', `it is seat ${state.turn}'s turn, not seat ${seat}'s`));
  if (!isAction(action)) return err(actionError('ILLEGAL_ACTION', 'not a Tablanet action: expected "play <card>" or "play <card> x <cards>"'));
  const { card } = action;
  const unknown = packIndex(card) < 0 ? card : action.capture.find((c) => packIndex(c) < 0);
  if (unknown !== undefined) return err(actionError('UNKNOWN_CARD', `${unknown} is not a card of the 52-card pack`));
  if (!state.hands[seat]!.includes(card)) return err(actionError('ILLEGAL_ACTION', `you do not hold ${card}`));
  const capture = inPackOrder(action.capture) ? action.capture.slice() : action.capture.slice().sort(byPack);
  for (let i = 1; i < capture.length; i++) {
    if (capture[i] === capture[i - 1]) {
      return err(actionError('ILLEGAL_ACTION', `${capture[i]} is taken twice: groups may not share a card`));
    }
  }
  const missing = capture.find((c) => !state.table.includes(c));
  if (missing !== undefined) return err(actionError('ILLEGAL_ACTION', `${missing} is not on the table`));

  const rules = captureRules(state.options);
  if (!allowed(rules, state.table, card, capture)) {
    return err(actionError('ILLEGAL_ACTION', whyIllegal(rules, state.table, card, capture)));
  }
  return ok(play(state, seat, card, capture, rules));
}

/**
 * Is `capture` (distinct table cards, pack order) among `plays(rules, table, card)`? Checked as §6.2
 * validates: split the union into valid disjoint groups, then the option constraints. The property
 * tests hold this to the enumeration.
 */
function allowed(rules: CaptureRules, table: readonly CardId[], card: CardId, capture: readonly CardId[]): boolean {
  if (isSweeper(rules, card)) return capture.length === table.length;
  const rank = rankIndex(card);
  const hasSame = rules.rankPriority && table.some((t) => rankIndex(t) === rank);
  if (capture.length === 0) {
    if (hasSame) return false;
    return rules.captureOptional || captureSet(rules, tableIndices(table), card).unions.length === 0;
  }
  if (hasSame) {
    // D-8: every same-rank table card must be taken (with several groups that is always possible)
    if (rules.multiGroup) {
      return table.every((t) => rankIndex(t) !== rank || capture.includes(t)) && splits(rules, capture, card, false);
    }
    // one group only: the relaxed rule of §6.2 needs the whole list (it is short: single groups)
    const key = capture.join('+');
    return plays(rules, table, card).captures.some((u) => u.join('+') === key);
  }
  return splits(rules, capture, card, !rules.multiGroup);
}

const rankName = (card: CardId) => card.slice(1);

function valueText(rules: CaptureRules, card: CardId): string {
  const r = rankIndex(card);
  return r === ACE && rules.aceEleven ? '1 or 11' : String(rules.value[r]);
}

/** A human reason for a play that `plays` does not allow (§6.4). */
function whyIllegal(rules: CaptureRules, table: readonly CardId[], card: CardId, capture: readonly CardId[]): string {
  const all = table.slice().sort(byPack).join('+');
  if (isSweeper(rules, card)) {
    return capture.length === 0
      ? `a jack must sweep the whole table: play ${card} x ${all}`
      : `a jack takes the whole table (${all}), not part of it`;
  }
  const rank = rankIndex(card);
  const same = table.filter((t) => rankIndex(t) === rank).sort(byPack);
  if (capture.length === 0) {
    if (rules.rankPriority && same.length) return `rank capture has priority: you must take ${same.join('+')}`;
    return 'you must capture when you can';
  }
  if (!splits(rules, capture, card, false)) {
    if (!rules.summable[rank]) return `${rankName(card)} captures only by rank, not by sum`;
    const odd = capture.find((t) => rankIndex(t) !== rank && !rules.summable[rankIndex(t)]);
    if (odd !== undefined) return `${odd} cannot be part of a sum`;
    return `${capture.join('+')} cannot be split into groups each worth ${valueText(rules, card)}`;
  }
  if (!rules.multiGroup) return `only one group per capture: ${capture.join('+')} is not a single group worth ${valueText(rules, card)}`;
  if (rules.rankPriority && same.some((t) => !capture.includes(t))) {
    return `rank capture has priority: the capture must take ${same.join('+')}`;
  }
  return `${card} cannot take ${capture.join('+')}`;
}

/** The points of a tabla: 1, or under the 1939 scoring the capture values taken, capturing card included (§8.3). */
function tablaValue(state: TablanetState, rules: CaptureRules, card: CardId, capture: readonly CardId[]): number {
  if (state.options.scoring !== 'tablanette1939') return 1;
  if (isSweeper(rules, card)) return capture.reduce((s, c) => s + (rules.value[rankIndex(c)] ?? 0), 0);
  // Every group is worth the value the played card takes for it, so the tablanette is (groups + 1) × that
  // value; an ace that may count 11 counts 11 (each of its groups can reach 11).
  const r = rankIndex(card);
  const v = r === ACE && rules.aceEleven ? 11 : (rules.value[r] ?? 0);
  return (maxGroups(rules, capture, card) + 1) * v;
}

function play(state: TablanetState, seat: Seat, card: CardId, capture: CardId[], rules: CaptureRules): TablanetState {
  const side = seat % state.piles.length;
  const hands = state.hands.map((h, s) => (s === seat ? h.filter((c) => c !== card) : h));
  const empty = hands.every((h) => h.length === 0);
  let next: TablanetState;
  if (capture.length === 0) {
    next = update(state, {
      hands,
      table: [...state.table, card],
      lastPlay: { seat, card, capture, tabla: false },
      turn: nextSeat(seat, state.seats),
    });
  } else {
    const table = state.table.filter((c) => !capture.includes(c));
    // §6.3: a tabla clears the table, is not the final play of the hand (D-12), and a jack sweep counts if so set (D-11).
    const tabla =
      table.length === 0 &&
      (!(empty && state.stock.length === 0) || state.options.lastPlayTabla) &&
      (!isSweeper(rules, card) || state.options.jackSweepIsTabla);
    const points = tabla ? tablaValue(state, rules, card, capture) : 0;
    next = update(state, {
      hands,
      table,
      piles: state.piles.map((p, s) => (s === side ? [...p, card, ...capture] : p)),
      tablas: tabla ? state.tablas.map((t, s) => (s === side ? t + 1 : t)) : state.tablas,
      tablaPoints: tabla ? state.tablaPoints.map((t, s) => (s === side ? t + points : t)) : state.tablaPoints,
      lastCapturer: side,
      lastPlay: { seat, card, capture, tabla },
      turn: nextSeat(seat, state.seats),
    });
  }
  if (!empty) return next;
  if (next.stock.length > 0) return update(next, dealRound(next));
  return endHand(next);
}

/** §7 leftovers, §8 scoring, §9 match check; otherwise the deal passes to the right (§3). */
function endHand(state: TablanetState): TablanetState {
  const owner = state.lastCapturer;
  const left = state.table;
  const piles = owner === null ? state.piles : state.piles.map((p, s) => (s === owner ? [...p, ...left] : p));
  const unclaimed = owner === null ? [...left] : [];
  const sheet = scoreHand({ ...state, piles }, state.options, state.seats, state.handNo + 1, {
    side: left.length && owner !== null ? owner : null,
    count: left.length,
  });
  const scores = state.scores.map((s, side) => s + sheet.sides[side]!.total);
  const handTotals = [...state.handTotals, sheet.sides.map((s) => s.total)];
  const winner = matchWinner(scores, state.options.targetScore);
  if (winner !== null) {
    return update(state, { scores, lastSheet: sheet, handTotals, phase: 'matchOver', piles, table: [], unclaimed, winner });
  }
  const hand = dealHand(state, state.rng, state.handNo + 1, nextSeat(state.dealer, state.seats));
  return update(state, { scores, lastSheet: sheet, handTotals, ...hand });
}
