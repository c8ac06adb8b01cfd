/**
 * Taleles bots: always legal, deterministic, blind to hidden cards; guessed deals the seat cannot
 * tell from the real one; the claim check on hand-made endgames; the decisions a Klammern player
 * would notice (the seven exchange, the late Bela, a Pitsch only with a sure hand, melds that can
 * still score, smearing onto the partner's trick, the trump Jack kept for a Ten); and a short
 * duplicate run in which the rule player beats the random player clearly.
 */
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, botFor, botInput, canClaimAll, randomBot, type Table } from '../../../shared/bots/index.js';
import { pairingStats, playBoard } from '../../../shared/bots/duplicate.js';
import { FORMATS } from '../../../shared/bots/formats.js';
import { determinize } from '../../../shared/bots/taleles/determinize.js';
import { chooseAnnounce, chooseBid, chooseMeld } from '../../../shared/bots/taleles/decide.js';
import { dealActions, TalelesTracker } from '../../../shared/bots/taleles/knowledge.js';
import { choosePlay, type PlayInfo } from '../../../shared/bots/taleles/rule.js';
import { surePitsch } from '../../../shared/bots/taleles/strength.js';
import { BotRng } from '../../../shared/bots/util.js';
import { type CardId, createMatch, getGame, randomInt, type RngState, sameCards, seedRng } from '../../../shared/index.js';
import type { TalelesState, TalelesView } from '../../../shared/games/taleles/index.js';
import { tokensOf } from '../invariants.js';
import { parseOptions } from './games.js';
import { type Position, randomPositions } from './helpers.js';

const def = getGame('taleles')!;
const STRONG = { maxNodes: 400 };
// Several deals per match (a Pitsch scored per deal does not end it), so later deals are reached too.
const MANY = { pitschStakes: 'deal', targetScore: 3000 };

const guess = (p: Position, salt: string) => {
  const view = def.view(p.table.state, p.seat) as TalelesView;
  return determinize({ seat: p.seat, view, history: p.table.history, options: parseOptions(def, p.table.options) }, new BotRng(salt));
};
const legalOf = (state: unknown, seat: number) => def.legalActions(state, seat).map((a: unknown) => def.makeAction(a));

describe.each([
  [4, {}],
  [3, {}],
  [2, {}],
  [4, { ...MANY, overtrump: true, partnerExemption: true, mustBeatLedSuit: true, deal4: '2-3-3', trickHistory: 'all' }],
  [3, { ...MANY, secondRoundMayRepeatTurnedSuit: true, threePlayerGoal: 'beatHalfPot' }],
  [2, { ...MANY, kontraScope: 'gameOnly', overtrump: true }],
] as const)('%i players, %j', (seats, options) => {
  const positions = [0, 1, 2, 3, 4].flatMap((s) => randomPositions('taleles', seats, options, `tal:${seats}:${s}`, 3, 10));

  it('every level answers one of the legal notations', () => {
    expect(positions.length).toBeGreaterThan(20);
    for (const [i, { table, seat }] of positions.entries()) {
      for (const level of BOT_LEVELS) {
        const input = botInput(table, seat, `seed:${i}`, level === 'strong' ? STRONG : undefined);
        expect(input.legal, `${level} at position ${i}`).toContain(botFor('taleles', level).choose(input));
      }
    }
  });

  it('guessed deals show the seat its real view, with the same legal actions and every card in place', () => {
    for (const [i, p] of positions.entries()) {
      const real = p.table.state as TalelesState;
      const view = def.view(real, p.seat);
      for (const k of [0, 1]) {
        const g = guess(p, `g${i}:${k}`);
        expect(g, `position ${i}`).toBeDefined();
        expect(def.view(g!, p.seat), `position ${i}`).toEqual(view);
        expect(legalOf(g, p.seat)).toEqual(legalOf(real, p.seat));
        expect(sameCards(Object.values(def.cardLocations(g!)).flat(), def.pack({}))).toBe(true);
        expect(sameCards(def.hiddenFrom(g!, p.seat), def.hiddenFrom(real, p.seat))).toBe(true);
        // Every declared meld's shape is really in the guessed hands.
        expect(g!.deal.melds.map((m) => [m.seat, m.kind, m.length, m.top])).toEqual(real.deal.melds.map((m) => [m.seat, m.kind, m.length, m.top]));
      }
    }
  });

  it('states that differ only in hidden cards give the same input and decision; the input names no hidden card', () => {
    let different = 0;
    const some = positions.filter((_, i) => i % 2 === 0);
    for (const [i, p] of some.entries()) {
      const other: Table = { ...p.table, state: guess(p, `twin:${i}`)!, history: p.table.history.slice() };
      if (JSON.stringify(other.state) !== JSON.stringify(p.table.state)) different++;
      const hidden = def.hiddenFrom(p.table.state, p.seat);
      // Earlier deals name cards that are hidden again after the next shuffle: the current deal's part.
      const input = botInput(p.table, p.seat, 's');
      const tokens = tokensOf({ ...input, history: dealActions(input.view as TalelesView, input.history) });
      expect(hidden.filter((c: string) => tokens.has(c))).toEqual([]);
      for (const level of BOT_LEVELS) {
        const budget = level === 'strong' ? STRONG : undefined;
        const a = botInput(p.table, p.seat, `seed:${i}`, budget);
        const b = botInput(other, p.seat, `seed:${i}`, budget);
        expect(b).toEqual(a);
        const bot = botFor('taleles', level);
        const first = bot.choose(a);
        expect(bot.choose(b)).toBe(first);
        expect(bot.choose(JSON.parse(JSON.stringify(a)))).toBe(first);
      }
    }
    expect(different).toBeGreaterThan(some.length / 2);
  });
});

describe('guessed deals respect what the play has shown', () => {
  it('a seat that did not follow holds no card of that suit; one that discarded holds no trump', () => {
    const positions = [0, 1, 2, 3].flatMap((s) => randomPositions('taleles', 4, MANY, `voids:${s}`, 3, 20));
    let checked = 0;
    for (const [i, p] of positions.entries()) {
      const real = p.table.state as TalelesState;
      if (real.deal.phase !== 'play') continue;
      const g = guess(p, `v${i}`)!;
      for (const t of [...real.deal.tricks.map((x) => x.cards), real.deal.trick]) {
        const led = t[0]?.card[0];
        for (const { seat, card } of t.slice(1)) {
          if (card[0] === led || seat === p.seat) continue;
          checked++;
          const lacks = card[0] === real.deal.trump ? [led] : [led, real.deal.trump];
          expect(g.deal.hands[seat]!.filter((c: CardId) => lacks.includes(c[0]!)), `seat ${seat} at position ${i}`).toEqual([]);
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});

/** A 4-player deal played at random into trick `5` with these hands (3 cards each), trump hearts. */
function endgame(hands: string[][], turn: number, maker = 0): TalelesState {
  const start = createMatch<TalelesState>(def, { seats: 4, options: { firstDealer: 3 }, seed: 'claim' });
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  let rng: RngState = seedRng('claim');
  while (!(state.deal.phase === 'play' && state.deal.trick.length === 0 && state.deal.hands[state.deal.turn]!.length === 3)) {
    const seat = def.toAct(state)[0]!;
    const legal = def.legalActions(state, seat).filter((a: { type: string }) => a.type !== 'declarePitsch');
    let k: number;
    [k, rng] = randomInt(rng, legal.length);
    const next = def.apply(state, seat, legal[k]);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value as TalelesState;
  }
  return { ...state, deal: { ...state.deal, hands, trump: 'H', maker, turn, leader: turn, trick: [], bela: null, belaHolder: null } };
}

describe('claiming every remaining trick', () => {
  it('the top trumps against no trumps: claimed whoever leads, and not by the other side', () => {
    const hands = [['HJ', 'H9', 'HA'], ['S7', 'S8', 'D7'], ['C7', 'C8', 'D8'], ['S9', 'C9', 'D9']];
    expect(canClaimAll(def, endgame(hands, 0), 0)).toBe(true);
    expect(canClaimAll(def, endgame(hands, 1), 0)).toBe(true);
    expect(canClaimAll(def, endgame(hands, 1), 1)).toBe(false);
  });

  it('a side master is trumped by a void opponent: no claim', () => {
    const hands = [['SA', 'S10', 'CA'], ['H7', 'D7', 'D8'], ['C7', 'C8', 'D9'], ['S7', 'S8', 'C9']];
    // Seat 1 has neither spades nor clubs and must trump whichever Ace comes first.
    expect(canClaimAll(def, endgame(hands, 0), 0)).toBe(false);
  });

  it('the right order wins: trumps first draw the only outstanding trump, then the spades are safe', () => {
    const hands = [['HJ', 'SA', 'S10'], ['H7', 'D7', 'D8'], ['C7', 'C8', 'D9'], ['S7', 'S8', 'C9']];
    expect(canClaimAll(def, endgame(hands, 0), 0)).toBe(true);
  });

  it('the partner\'s cards count for the side', () => {
    const hands = [['SA', 'D7', 'C7'], ['S7', 'D8', 'C8'], ['HJ', 'H9', 'HA'], ['S8', 'D9', 'C9']];
    // Seat 2 holds every trump: his side wins every trick, whoever of them leads.
    expect(canClaimAll(def, endgame(hands, 2), 0)).toBe(true);
    expect(canClaimAll(def, endgame(hands, 2), 2)).toBe(true);
  });
});

describe('the decisions a player notices', () => {
  it('exchanges the seven whenever it may, and announces a Pitsch only with a hand that cannot lose a trick', () => {
    expect(chooseAnnounce(['D7', 'SA'], ['seven', 'pitsch', 'pass'], 'D', ['DK'], true)).toBe('seven');
    const sure = ['HJ', 'H9', 'HA', 'H10', 'HK', 'SA', 'S10', 'CA'];
    expect(surePitsch(sure, 'H', [], true)).toBe(true);
    expect(chooseAnnounce(sure, ['pitsch', 'pass'], 'H', [], true)).toBe('pitsch');
    // One trump short: the opponents may hold four of the other four and keep the last one.
    expect(surePitsch(['HJ', 'H9', 'HA', 'SA', 'S10', 'CA', 'DA', 'D10'], 'H', [], true)).toBe(false);
    // A side King under an outstanding Ace loses a trick.
    expect(chooseAnnounce(['HJ', 'H9', 'HA', 'H10', 'HK', 'SK', 'S10', 'CA'], ['pitsch', 'pass'], 'H', [], true)).toBe('pass');
  });

  it('takes trump with the Jack, Nine and length, passes a poor hand, and declares a Bela over a strong suit', () => {
    const legal4 = ['trump H', 'trump D', 'trump S', 'trump C', 'pass'];
    expect(chooseBid('bid1', ['SJ', 'S9', 'SA', 'S8', 'HA', 'D7'], legal4, 4, null)).toBe('trump S');
    expect(chooseBid('bid1', ['S7', 'H8', 'HQ', 'D9', 'C8', 'CK'], legal4, 4, null)).toBe('pass');
    expect(chooseBid('bela', ['HK', 'HQ', 'HJ', 'H9', 'SA', 'C7'], ['bela H', 'pass'], 4, null)).toBe('bela H');
    expect(chooseBid('bela', ['HK', 'HQ', 'S7', 'D8', 'C9', 'C8'], ['bela H', 'pass'], 4, null)).toBe('pass');
  });

  it('declares the best run unless a declared one beats it', () => {
    const hand = ['S8', 'S9', 'S10', 'SJ', 'HA', 'D7', 'C7', 'C8'];
    const legal = ['meld S8+S9+S10', 'meld S8+S9+S10+SJ', 'meld S9+S10+SJ', 'play S8'];
    expect(chooseMeld(hand, legal, [], 'H', false)).toBe('meld S8+S9+S10+SJ');
    expect(chooseMeld(hand, legal, [{ seat: 1, kind: 'hundert', length: 5, top: '10' }], 'H', false)).toBeUndefined();
    expect(chooseMeld(hand, legal, [{ seat: 1, kind: 'terz', length: 3, top: 'A' }], 'H', false)).toBe('meld S8+S9+S10+SJ');
    expect(chooseMeld(hand, legal, [], 'H', true)).toBeUndefined();
  });

  const info = (hand: CardId[], trick: { seat: number; card: CardId }[], seat: number, played: { seat: number; card: CardId }[] = []): PlayInfo => {
    const tracker = new TalelesTracker(4, 'H', 0, parseOptions(def, {}));
    for (const p of [...played, ...trick]) tracker.observe(p.seat, p.card);
    return { seat, n: 4, hand, trump: 'H', maker: 0, trick, tracker, outOfPlay: [], tricks: 8 };
  };

  it('smears a Ten onto the trick the partner surely wins, and gives a low card to the opponents\' trick', () => {
    // Seat 3 plays last; partner seat 1 wins with the trump Jack.
    const trick = [{ seat: 0, card: 'SA' }, { seat: 1, card: 'HJ' }, { seat: 2, card: 'S7' }];
    expect(choosePlay(info(['D10', 'D7', 'C8'], trick, 3), ['D10', 'D7', 'C8'])).toBe('D10');
    const lost = [{ seat: 0, card: 'SA' }, { seat: 1, card: 'S7' }, { seat: 2, card: 'S8' }];
    expect(choosePlay(info(['D10', 'D7', 'C8'], lost, 3), ['D10', 'D7', 'C8'])).not.toBe('D10');
  });

  it('keeps the trump Jack for a Ten: an empty trump lead gets a small trump', () => {
    const trick = [{ seat: 0, card: 'H7' }];
    expect(choosePlay(info(['HJ', 'H8', 'SA'], trick, 1), ['HJ', 'H8'])).toBe('H8');
    const rich = [{ seat: 0, card: 'H10' }];
    expect(choosePlay(info(['HJ', 'H8', 'SA'], rich, 1), ['HJ', 'H8'])).toBe('HJ');
  });

  it('the maker draws trumps with the master trump while the opponents may hold some', () => {
    expect(choosePlay(info(['HJ', 'H8', 'SA', 'D7'], [], 0), ['HJ', 'H8', 'SA', 'D7'])).toBe('HJ');
  });
});

describe.each([
  ['taleles-4', 10, 30],
  ['taleles-3', 8, 20],
  ['taleles-2', 8, 20],
] as const)('duplicate boards (%s)', (format, boards, margin) => {
  it('the same player against itself comes out even; the rule player beats the random player clearly', () => {
    const club = botFor('taleles', 'club');
    for (let i = 0; i < 2; i++) expect(playBoard(FORMATS[format]!, club, club, 'even', i).diff).toBeCloseTo(0, 9);
    const diffs = Array.from({ length: boards }, (_, i) => playBoard(FORMATS[format]!, club, randomBot, 'ci', i).diff);
    const stats = pairingStats(diffs);
    expect(stats.meanDiff - stats.diffCi).toBeGreaterThan(margin);
    expect(stats.winRate).toBeGreaterThan(0.75);
  });
});
