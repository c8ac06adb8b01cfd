/**
 * Bad input: typed errors with a reason, and the state left exactly as it was. Notation round trips.
 */
import { describe, expect, it } from 'vitest';
import { applyNotation, createMatch } from '../../../shared/index.js';
import { taleles, type TalelesAction, type TalelesState } from '../../../shared/games/taleles/index.js';
import { W2_BIDDING, W2_DECK, W2_DOUBLING, W2_TRICK1, W5B_DECK, W12_DECK } from './fixtures.js';
import { playOut, run, table } from './helpers.js';
import { playRefusal } from '../../../shared/games/taleles/play.js';

/** Applies `text` by `seat`, expects a refusal with `code`, and checks that nothing changed. */
function refused(state: TalelesState, seat: number, text: string | TalelesAction, code: string): string {
  const before = JSON.stringify(state);
  const res = typeof text === 'string' ? applyNotation(taleles, state, seat, text) : taleles.apply(state, seat, text);
  expect(res.ok).toBe(false);
  expect(JSON.stringify(state)).toBe(before);
  if (res.ok) return '';
  expect(res.error.code).toBe(code);
  return res.error.message;
}

describe('typed errors', () => {
  const start = () => table(4, 3, [W2_DECK]);
  const trick2 = () => run(start(), ...W2_BIDDING, ...W2_TRICK1, ...W2_DOUBLING, '0 play H9');

  it('out of turn, bad seat, bad notation, unknown card', () => {
    expect(refused(start(), 1, 'pass', 'NOT_YOUR_TURN')).toMatch(/seat 0/);
    refused(start(), 7, 'pass', 'BAD_SEAT');
    refused(start(), 0, 'dance', 'BAD_NOTATION');
    refused(start(), 0, 'play H', 'UNKNOWN_CARD');
    refused(trick2(), 1, 'play H11', 'UNKNOWN_CARD');
    refused(trick2(), 1, { type: 'meld', meld: ['H7', 'X9', 'H9'] }, 'UNKNOWN_CARD');
    refused(trick2(), 1, { type: 'fly' } as unknown as TalelesAction, 'ILLEGAL_ACTION');
  });

  it('says why a card may not be played', () => {
    expect(refused(trick2(), 1, 'play SA', 'ILLEGAL_ACTION')).toBe('you must follow suit: hearts');
    expect(refused(trick2(), 1, 'play HK', 'ILLEGAL_ACTION')).toBe('you do not hold HK');
    const ruff = run(table(4, 3, [W5B_DECK]), '0 pass', '1 pass', '2 pass', '3 pass', '0 trump C', '0 pass', '1 pass', '2 pass', '3 pass', '0 play SA', '1 play S8', '2 play SJ');
    expect(refused(ruff, 3, 'play H10', 'ILLEGAL_ACTION')).toBe('you must trump (clubs)');
    // W14 (b) and (d) under `overtrump`.
    const t = (...cards: string[]) => cards.map((card, seat) => ({ seat, card }));
    expect(playRefusal(['SQ', 'SA', 'D9'], t('HA', 'SK'), 'S', 'SQ')).toBe('you must overtrump');
    expect(playRefusal(['SJ', 'S7', 'CA'], t('S9'), 'S', 'S7')).toBe('you must play a higher trump');
    expect(playRefusal(['DA', 'D8', 'CQ'], t('DK'), 'S', 'D8')).toBe('you must head the trick in diamonds');
  });

  it('refuses actions of another phase, melds after trick 1, and a late Bela without the pair', () => {
    refused(start(), 0, 'play HJ', 'ILLEGAL_ACTION');
    refused(start(), 0, 'trump H', 'ILLEGAL_ACTION');
    refused(start(), 0, 'bela H', 'ILLEGAL_ACTION'); // HQ is not among seat 0's seen cards
    expect(refused(trick2(), 1, 'meld H8+H9+H10', 'ILLEGAL_ACTION')).toBe('melds can only be declared in the first trick');
    refused(run(start(), ...W2_BIDDING), 0, 'play HJ bela', 'ILLEGAL_ACTION');
    refused(run(start(), ...W2_BIDDING, ...W2_TRICK1), 0, 'kontra game', 'ILLEGAL_ACTION'); // own item
  });

  it('refuses everything once the match is over', () => {
    const over = playOut(run(table(4, 3, [W12_DECK]), '0 bela H', '0 pitsch', '0 pass', '1 pass', '2 pass', '3 pass'));
    expect(taleles.toAct(over)).toEqual([]);
    refused(over, 0, 'pass', 'MATCH_OVER');
    expect([0, 1, 2, 3].map((s) => taleles.legalActions(over, s))).toEqual([[], [], [], []]);
  });

  it('rejects bad tables at setup', () => {
    const make = (seats: number, options: unknown, decks?: string[][]) =>
      createMatch(taleles, { seats, options, seed: 'x', decks });
    expect(make(5, {})).toMatchObject({ ok: false, error: { code: 'BAD_SEATS' } });
    expect(make(2, { firstDealer: 3 })).toMatchObject({ ok: false, error: { code: 'BAD_OPTIONS' } });
    expect(make(4, { kontra: true })).toMatchObject({ ok: false, error: { code: 'BAD_OPTIONS' } });
    expect(make(4, { targetScore: 0 })).toMatchObject({ ok: false, error: { code: 'BAD_OPTIONS' } });
    expect(make(4, {}, [W2_DECK.slice(1)])).toMatchObject({ ok: false, error: { code: 'BAD_DECK' } });
  });
});

describe('notation', () => {
  const all: TalelesAction[] = [
    { type: 'declareBela', suit: 'H' },
    { type: 'acceptTurnedCard' },
    { type: 'chooseTrump', suit: 'S' },
    { type: 'pass' },
    { type: 'exchangeSeven' },
    { type: 'declarePitsch' },
    { type: 'meld', meld: ['DJ', 'DQ', 'DK'] },
    { type: 'meld', meld: ['HA', 'DA', 'SA', 'CA'] },
    { type: 'kontra', target: 'game' },
    { type: 'play', card: 'H10' },
    { type: 'play', card: 'HK', announceBela: true },
  ];

  it('round-trips every action', () => {
    expect(all.map((a) => taleles.makeAction(a))).toEqual([
      'bela H',
      'accept',
      'trump S',
      'pass',
      'seven',
      'pitsch',
      'meld DJ+DQ+DK',
      'meld HA+DA+SA+CA',
      'kontra game',
      'play H10',
      'play HK bela',
    ]);
    for (const a of all) expect(taleles.parseAction(taleles.makeAction(a))).toEqual(a);
  });

  it('puts meld cards in canonical order and rejects junk', () => {
    expect(taleles.parseAction('meld CA+HA+SA+DA')).toEqual({ type: 'meld', meld: ['HA', 'DA', 'SA', 'CA'] });
    for (const bad of ['', 'bela', 'bela X', 'trump H S', 'kontra all', 'play', 'play H10 now', 'accept H', 'meld']) {
      expect(taleles.parseAction(bad), bad).toBeUndefined();
    }
  });

  it('tells other seats only the summary of a meld', () => {
    const s = run(table(4, 3, [W2_DECK]), ...W2_BIDDING, '0 play HJ', '1 play H8', '2 play HQ');
    expect(taleles.publicNotation(s, 3, { type: 'meld', meld: ['DJ', 'DQ', 'DK'] })).toBe('meld ? (Terz, top K)');
    expect(taleles.publicNotation(s, 3, { type: 'play', card: 'H7' })).toBe('play H7');
  });
});
