/**
 * Bad input: each returns a typed error with a clear message and leaves the state as it was.
 */
import { describe, expect, it } from 'vitest';
import { applyNotation, createMatch, DECK_52 } from '../../../shared/index.js';
import { actionFromGroups, type TablanetState } from '../../../shared/games/tablanet/index.js';
import { act, arrange, def, snapshot } from './helpers.js';

describe('setup', () => {
  const make = (options: unknown, seats = 2) => createMatch<TablanetState>(def, { seats, options, seed: 'bad' });

  it.each([
    [{ targetScore: 0 }, /^option targetScore: /],
    [{ targetScore: 100.5 }, /^option targetScore: /],
    [{ targetScore: '101' }, /^option targetScore: /],
    [{ valueScheme: 'jackpot' }, /^option valueScheme: /],
    [{ aceValues: [1, 11] }, /^option aceValues: /],
    [{ teams: true }, /^option teams: /],
    [{ building: true }, /^option building: building \(rules §12, Cassino-style builds\) is not available/],
    ['tablic', /./],
  ])('refuses malformed options %j with BAD_OPTIONS', (options, message) => {
    const r = make(options);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('BAD_OPTIONS');
    expect(r.error.message).toMatch(message);
  });

  it('setup itself checks its options too, and the seat count and decks', () => {
    const direct = def.setup({ seats: 2, seed: 's', options: { targetScore: -3 } as never });
    expect(direct.ok || direct.error).toEqual({ code: 'BAD_OPTIONS', message: 'option targetScore: Invalid value: Expected >=1 but received -3' });
    expect(make({}, 5)).toEqual({ ok: false, error: { code: 'BAD_SEATS', message: 'Tablanet is played by 2, 3, 4 players, not 5' } });
    const short = createMatch(def, { seats: 2, seed: 's', decks: [DECK_52.slice(1)] });
    expect(short.ok || short.error.code).toBe('BAD_DECK');
  });

  it('fills every default, and resolves the scheme-dependent ones (§11.1)', () => {
    const r = make(undefined);
    expect(r.ok && r.value.options).toEqual({
      teams4: true,
      valueScheme: 'sweepJack',
      aceValues: 'auto',
      multiGroupCapture: true,
      captureOptional: true,
      rankCapturePriority: false,
      jackSweepIsTabla: true,
      lastPlayTabla: false,
      mostCardsTie: 'none',
      scoring: 'seed',
      targetScore: 101,
      openingJacks: 'auto',
      threePlayerDeal: '6-6-4',
      showCapturedPiles: false,
      building: false,
    });
  });
});

describe('actions', () => {
  const state = act(
    arrange({
      seats: 2,
      dealer: 0,
      hands: [
        ['H7', 'SQ', 'HQ', 'DQ', 'S9', 'H9'],
        ['HK', 'CQ', 'D9', 'C9', 'S8', 'H8'],
      ],
      table: ['D7', 'C3', 'S4', 'DK'],
    }),
    1,
    'play HK x DK',
  );
  const before = snapshot(state);
  const refuse = (seat: number, text: string) => {
    const r = applyNotation(def, state, seat, text);
    expect(snapshot(state)).toBe(before);
    return r.ok ? undefined : r.error;
  };

  it('an unknown card id', () => {
    expect(refuse(0, 'play H11')).toEqual({ code: 'UNKNOWN_CARD', message: 'H11 is not a card of the 52-card pack' });
    expect(refuse(0, 'play H7 x Z3')).toEqual({ code: 'UNKNOWN_CARD', message: 'Z3 is not a card of the 52-card pack' });
    expect(refuse(0, 'play T21')).toEqual({ code: 'UNKNOWN_CARD', message: 'T21 is not a card of the 52-card pack' });
  });

  it('a capture that does not sum up', () => {
    expect(refuse(0, 'play H7 x C3')).toEqual({ code: 'ILLEGAL_ACTION', message: 'C3 cannot be split into groups each worth 7' });
    expect(refuse(0, 'play H7 x S4+D7')).toEqual({
      code: 'ILLEGAL_ACTION',
      message: 'S4+D7 cannot be split into groups each worth 7',
    });
    expect(refuse(0, 'play SQ x D7')).toEqual({ code: 'ILLEGAL_ACTION', message: 'Q captures only by rank, not by sum' });
  });

  it('acting out of turn, or from a seat that does not exist', () => {
    expect(refuse(1, 'play HQ')?.code).toBe('NOT_YOUR_TURN');
    expect(refuse(7, 'play H7')).toEqual({ code: 'BAD_SEAT', message: 'there is no seat 7 at this table' });
  });

  it('text that is no action, and objects that are no action', () => {
    expect(refuse(0, 'bid garde')?.code).toBe('BAD_NOTATION');
    expect(refuse(0, 'play')?.code).toBe('BAD_NOTATION');
    expect(refuse(0, 'play H7 x')?.code).toBe('BAD_NOTATION');
    const r = def.apply(state, 0, { type: 'bid', card: 'H7' } as never);
    expect(r.ok || r.error.code).toBe('ILLEGAL_ACTION');
    expect(snapshot(state)).toBe(before);
  });

  it('acting after the match ended', () => {
    const short = createMatch<TablanetState>(def, { seats: 2, seed: 'short', options: { targetScore: 1 } });
    if (!short.ok) throw new Error(short.error.message);
    let s = short.value;
    while (def.toAct(s).length) s = act(s, s.turn, def.makeAction(def.legalActions(s, s.turn).at(-1)!));
    const end = snapshot(s);
    expect(def.apply(s, 0, actionFromGroups('S2'))).toEqual({ ok: false, error: { code: 'MATCH_OVER', message: 'the match is over' } });
    expect(def.apply(s, 1, actionFromGroups('S2')).ok).toBe(false);
    expect(snapshot(s)).toBe(end);
  });
});
