/**
 * Königrufen bots: legal at every level in every phase and rule profile, deterministic, blind to
 * hidden cards (two deals that differ only in what the seat cannot see give the same input and
 * decision), guessed deals the seat cannot tell from the real one, the claim check on hand-made
 * endgames, and a short duplicate run in which the rule player beats the random player.
 */
import { describe, expect, it } from 'vitest';
import { act, BOT_LEVELS, botFor, botInput, canClaimAll, randomBot, type Table } from '../../../shared/bots/index.js';
import { pairingStats, playBoard } from '../../../shared/bots/duplicate.js';
import { FORMATS } from '../../../shared/bots/formats.js';
import { determinize } from '../../../shared/bots/tarock/determinize.js';
import { dealHistory } from '../../../shared/bots/tarock/knowledge.js';
import { BotRng } from '../../../shared/bots/util.js';
import { type CardId, createMatch, getGame, sameCards } from '../../../shared/index.js';
import { classOf } from '../../../shared/games/tarock/cards.js';
import type { ContractId } from '../../../shared/games/tarock/contracts.js';
import { PROFILES } from '../../../shared/games/tarock/options.js';
import type { TarockState, TarockView } from '../../../shared/games/tarock/index.js';
import { tokensOf } from '../invariants.js';
import { start } from '../tarock/helpers.js';
import { parseOptions } from './games.js';
import { type Position, randomPositions } from './helpers.js';

const def = getGame('tarock')!;
const STRONG = { maxNodes: 250 };
const OPTION_SETS: [string, Record<string, unknown>][] = [
  ['defaults', {}],
  ...PROFILES.map((p) => [p.id, p.options as Record<string, unknown>] as [string, Record<string, unknown>]),
  ['ouvert and talon to the first six tricks', { trischakenTalon: 'firstSixTricks', showLeftTalon: false, mayCallOwnKing: false }],
];

/** Snapshots of a match the rule player plays in every seat (real Rufer and Dreier with discards), every `every` actions. */
function clubPositions(options: Record<string, unknown>, seed: string, every: number, max: number): Position[] {
  const begun = createMatch<TarockState>(def, { seats: 4, options, seed });
  if (!begun.ok) throw new Error(begun.error.message);
  const table: Table = { def, options, state: begun.value, history: [] };
  const out: Position[] = [];
  for (let step = 0; out.length < max; step++) {
    const seat = def.toAct(table.state)[0];
    if (seat === undefined) break;
    const input = botInput(table, seat, `${seed}:${step}`);
    if (step % every === 0 && input.legal.length > 1) out.push({ table: { ...table, history: table.history.slice() }, seat });
    act(table, seat, botFor('tarock', 'club').choose(input));
  }
  return out;
}

function guess(p: Position, salt: string): TarockState | undefined {
  const view = def.view(p.table.state, p.seat) as TarockView;
  const options = parseOptions(def, p.table.options);
  return determinize({ seat: p.seat, view, history: p.table.history, options }, new BotRng(salt));
}

describe.each(OPTION_SETS)('Königrufen bots, %s', (_name, options) => {
  const positions = [
    ...[0, 1].flatMap((s) => randomPositions('tarock', 4, options, `tk:${_name}:${s}`, 4, 16)),
    ...clubPositions(options, `tkc:${_name}`, 3, 16),
  ];

  it('every level answers one of the legal notations', () => {
    expect(positions.length).toBeGreaterThan(40);
    expect(positions.filter((p) => (p.table.state as TarockState).deal?.laid.length).length).toBeGreaterThan(5);
    for (const [i, { table, seat }] of positions.entries()) {
      for (const level of BOT_LEVELS) {
        const input = botInput(table, seat, `seed:${i}`, level === 'strong' ? STRONG : undefined);
        expect(input.legal, `${level} at position ${i}`).toContain(botFor('tarock', level).choose(input));
      }
    }
  });

  it('guessed deals show the seat its real view, the same legal actions, every card in place and the voids it saw', () => {
    let guessed = 0;
    for (const [i, p] of positions.entries()) {
      const real = p.table.state as TarockState;
      const g = guess(p, `g${i}`);
      expect(g, `position ${i} (${real.deal?.phase})`).toBeDefined();
      guessed++;
      expect(def.view(g!, p.seat)).toEqual(def.view(real, p.seat));
      const legalOf = (s: unknown) => def.legalActions(s, p.seat).map((a: unknown) => def.makeAction(a));
      expect(legalOf(g)).toEqual(legalOf(real));
      expect(sameCards(Object.values(def.cardLocations(g!)).flat(), def.pack(options))).toBe(true);
      expect(sameCards(def.hiddenFrom(g!, p.seat), def.hiddenFrom(real, p.seat))).toBe(true);
      const d = real.deal!;
      for (const trick of [...d.tricks.map((t) => t.cards), d.trick]) {
        const led = trick[0] && classOf(trick[0].card);
        for (const x of trick.slice(1)) {
          if (classOf(x.card) !== led) expect(g!.deal!.hands[x.seat]!.filter((c: CardId) => classOf(c) === led), `seat ${x.seat} showed a void`).toEqual([]);
        }
      }
      // The called card is never guessed into the declarer's hand while he cannot know his partner.
      if (d.call && !d.partnerPublic && d.call.partner !== d.contract!.declarer) {
        expect(g!.deal!.hands[d.contract!.declarer]).not.toContain(d.call.card);
      }
    }
    expect(guessed).toBe(positions.length);
  });

  it('states that differ only in hidden cards give the same input and decision; the input names no hidden card', () => {
    let different = 0;
    for (const [i, p] of positions.entries()) {
      const other: Table = { ...p.table, state: guess(p, `twin:${i}`)!, history: p.table.history.slice() };
      if (JSON.stringify(other.state) !== JSON.stringify(p.table.state)) different++;
      // The called king's name is public (§8.1); only its holder is hidden.
      const called = (p.table.state as TarockState).deal?.call?.card;
      const hidden = def.hiddenFrom(p.table.state, p.seat).filter((c: string) => c !== called);
      for (const level of BOT_LEVELS) {
        const budget = level === 'strong' ? STRONG : undefined;
        const a = botInput(p.table, p.seat, `seed:${i}`, budget);
        const b = botInput(other, p.seat, `seed:${i}`, budget);
        expect(b).toEqual(a);
        expect(botFor('tarock', level).choose(b)).toBe(botFor('tarock', level).choose(a));
        if (level === 'club') {
          // Earlier deals of the match name cards that are hidden again in this one.
          const tokens = tokensOf({ ...a, history: dealHistory(a.view as TarockView, a.history) });
          expect(hidden.filter((c: string) => tokens.has(c))).toEqual([]);
        }
      }
    }
    expect(different).toBeGreaterThan(positions.length / 2);
  });

  it('the same input and seed give the same decision, also after a JSON round trip', () => {
    for (const [i, { table, seat }] of positions.slice(0, 16).entries()) {
      for (const level of BOT_LEVELS) {
        const input = botInput(table, seat, `again:${i}`, level === 'strong' ? STRONG : undefined);
        const bot = botFor('tarock', level);
        const first = bot.choose(input);
        expect(bot.choose(JSON.parse(JSON.stringify(input)))).toBe(first);
      }
    }
  });
});

/** A deal in its card play with these hands left (seat 0 declares), `turn` to lead. */
function endgame(contract: ContractId, hands: string[][], turn: number, call?: { card: string; partner: number }): TarockState {
  const base = start();
  const left = hands[0]!.length;
  const deal = base.deal!;
  return {
    ...base,
    deal: {
      ...deal,
      phase: 'play',
      contract: { id: contract, bird: null, declarer: 0 },
      trischaken: contract === 'trischaken' ? { talon: 'none', stichzwang: true } : null,
      call: call ? { card: call.card, fourth: false, partner: call.partner, talonHalf: null } : null,
      hands,
      turn,
      trick: [],
      tricks: Array.from({ length: 12 - left }, () => ({ leader: 0, cards: [], winner: 0, zuwaage: null })),
      announce: { items: [{ key: 'game', premium: 'game', owner: 0, pair: null, level: 1, raises: [] }], acked: [{}, {}, {}, {}], hadTurn: [true, true, true, true], passes: 3, acted: false, kontra: [false, false, false, false] },
      partnerPublic: false,
    },
  };
}

describe('claiming every remaining trick (Königrufen)', () => {
  it('top tarocks against colour cards: the declarer claims whoever leads; a defender cannot', () => {
    const hands = [['SKUS', 'T21', 'T20'], ['S7', 'S8', 'H1'], ['H2', 'H3', 'D1'], ['D2', 'C7', 'C8']];
    expect(canClaimAll(def, endgame('dreier', hands, 0), 0)).toBe(true);
    expect(canClaimAll(def, endgame('dreier', hands, 2), 0)).toBe(true);
    expect(canClaimAll(def, endgame('dreier', hands, 2), 1)).toBe(false);
  });

  it('the right order wins: the Sküs first draws the last tarock, then the hearts stand', () => {
    const hands = [['SKUS', 'HK', 'HQ'], ['T5', 'S7', 'S8'], ['H4', 'H3', 'S9'], ['H2', 'H1', 'S10']];
    expect(canClaimAll(def, endgame('dreier', hands, 0), 0)).toBe(true);
    // Led into by the tarock holder, the declarer must spend the Sküs first and a heart gets trumped.
    expect(canClaimAll(def, endgame('dreier', hands, 1), 0)).toBe(false);
  });

  it('the last trick counts: a Mond loses it to the Sküs', () => {
    expect(canClaimAll(def, endgame('dreier', [['T21'], ['SKUS'], ['H4'], ['H3']], 0), 0)).toBe(false);
    expect(canClaimAll(def, endgame('dreier', [['SKUS'], ['T21'], ['H4'], ['H3']], 0), 0)).toBe(true);
  });

  it('a Rufer party claims together; in Trischaken nobody shares a trick', () => {
    // The declarer's T20 falls to the Sküs: his partner's, or an opponent's.
    const hands = [['T20', 'H4'], ['H3', 'H2'], ['SKUS', 'HK'], ['S7', 'C7']];
    expect(canClaimAll(def, endgame('rufer', hands, 0, { card: 'HK', partner: 2 }), 0)).toBe(true);
    expect(canClaimAll(def, endgame('rufer', hands, 0, { card: 'HK', partner: 2 }), 2)).toBe(true);
    expect(canClaimAll(def, endgame('rufer', hands, 0, { card: 'SK', partner: 1 }), 0)).toBe(false);
    // Alone in Trischaken, the Sküs draws the Mond, and then the King takes the Ace.
    const alone = [['SKUS', 'H1'], ['H3', 'H2'], ['T21', 'HK'], ['S7', 'C7']];
    expect(canClaimAll(def, endgame('rufer', alone, 0, { card: 'HK', partner: 2 }), 0)).toBe(true);
    expect(canClaimAll(def, endgame('trischaken', alone, 0), 0)).toBe(false);
  });
});

describe('Königrufen duplicate boards', () => {
  const format = FORMATS['tarock-4']!;
  it('the same player against itself: every board comes out even', () => {
    const club = botFor('tarock', 'club');
    for (let i = 0; i < 3; i++) expect(playBoard(format, club, club, 'even', i).diff).toBeCloseTo(0, 9);
  });

  it('the rule player beats the random player by a clear margin', () => {
    const club = botFor('tarock', 'club');
    const diffs = Array.from({ length: 24 }, (_, i) => playBoard(format, club, randomBot, 'ci', i).diff);
    const stats = pairingStats(diffs);
    expect(stats.meanDiff - stats.diffCi).toBeGreaterThan(20);
    expect(stats.winRate).toBeGreaterThan(0.7);
  });
});

describe('a history that does not reach back to the deal', () => {
  it('still gets a legal answer at every level', () => {
    const positions = clubPositions({}, 'cut', 5, 12);
    for (const [i, { table, seat }] of positions.entries()) {
      for (const level of BOT_LEVELS) {
        const input = { ...botInput(table, seat, `cut:${i}`, level === 'strong' ? STRONG : undefined), history: [] };
        expect(input.legal).toContain(botFor('tarock', level).choose(input));
      }
    }
  });
});
