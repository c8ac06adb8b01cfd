/**
 * Announcements and Kontra (§11.2, §11.6), the hidden partner (§8.1, §13) and bad input.
 */
import { describe, expect, it } from 'vitest';
import { tarock } from '../../../shared/games/tarock/index.js';
import type { TarockState } from '../../../shared/games/tarock/state.js';
import { applyNotation } from '../../../shared/index.js';
import { A, B, C, D, finish, legal, run, start } from './helpers.js';

const layout = { hands: { [A]: ['T1', 'T2', 'T3', 'T4', 'HK', 'DK', 'SK', 'H4', 'H3', 'H2', 'D4', 'D3'], [C]: ['CK', 'T21'] } };
/** Rufer by A, partner C (holds CK), talon taken and laid away: the announcement phase, A to speak. */
const announcing = (): TarockState => {
  let s = run(start(layout), ['bid vorhand', 'pass', 'pass', 'pass', 'bid rufer', 'call CK', 'talon 1']);
  while (s.deal!.phase === 'layAway') s = run(s, [legal(s)[0]!]);
  return s;
};

describe('§11.6 announcements and Kontra in a Rufer', () => {
  it('the declarer announces held birds and party premiums, never König ultimo without the king, and cannot kontra himself', () => {
    const s = announcing();
    expect(s.deal!.turn).toBe(A);
    expect(legal(s)).toEqual(['pass', ...['trull', 'koenige', 'pagat', 'uhu', 'kakadu', 'quapil', 'valat'].map((p) => `announce ${p}`)]);
  });

  it('defenders may kontra; the partner, who knows, may not kontra his own party; he alone may announce König ultimo', () => {
    const s = run(announcing(), ['announce pagat', 'pass']);
    expect(legal(s, B)).toContain('kontra game');
    expect(legal(s, B)).toContain('kontra pagat');
    const c = run(s, ['pass']);
    expect(legal(c, C)).not.toContain('kontra game');
    expect(legal(c, C)).not.toContain('kontra pagat');
    expect(legal(c, C)).toContain('announce koenig_ultimo');
  });

  it('the partner stays hidden from everyone but himself until König ultimo is announced (§13)', () => {
    const s = run(announcing(), ['announce pagat', 'pass', 'pass']);
    for (const v of [A, B, D, 'spectator' as const]) {
      expect(tarock.view(s, v).partner).toBeNull();
      expect(tarock.view(s, v).partnerKnown).toBe(false);
    }
    expect(tarock.view(s, C).partner).toBe(C);
    const told = run(s, ['announce koenig_ultimo']);
    for (const v of [A, B, D, 'spectator' as const]) expect(tarock.view(told, v).partner).toBe(C);
  });

  it('views of a defender are identical whoever of the other two holds the called king', () => {
    // Same public actions, the called king once with C and once with D: B's view must not differ.
    const other = { hands: { ...layout.hands, [C]: ['T21'], [D]: ['CK'] } };
    const script = ['bid vorhand', 'pass', 'pass', 'pass', 'bid rufer', 'call CK', 'talon 1'];
    const strip = (s: TarockState) => {
      const { hand: _h, ...rest } = tarock.view(s, B);
      return rest;
    };
    let x = run(start(layout), script);
    let y = run(start(other), script);
    while (x.deal!.phase === 'layAway') {
      const a = legal(x)[0]!;
      x = run(x, [a]);
      y = run(y, [a]);
    }
    x = run(x, ['pass', 'pass', 'pass', 'pass']);
    y = run(y, ['pass', 'pass', 'pass', 'pass']);
    expect(x.deal!.phase).toBe('play');
    expect(strip(x)).toEqual(strip(y));
  });

  it('Kontra, Rekontra, Subkontra by alternating parties, each level once; three "gut" end the phase', () => {
    // a turn may hold several announcements and raises and is ended by "gut" (pass)
    let s = run(announcing(), ['pass', 'kontra game']);
    expect(s.deal!.announce!.items[0]!.level).toBe(2);
    expect(legal(s)).not.toContain('kontra game');
    s = run(s, ['pass', 'pass', 'pass']);
    expect(s.deal!.turn).toBe(A);
    expect(legal(s)).toEqual(['pass', 'rekontra game']);
    s = run(s, ['rekontra game', 'pass', 'subkontra game', 'pass']);
    expect(s.deal!.announce!.items[0]!.level).toBe(8);
    s = run(s, ['pass', 'pass', 'pass']);
    expect(s.deal!.phase).toBe('play');
    const v = tarock.view(s, D).announcements[0]!;
    expect(v).toMatchObject({ item: 'game', level: 8, worth: 8, raises: [{ seat: B, level: 2 }, { seat: A, level: 4 }, { seat: B, level: 8 }] });
  });

  it('an announced Valat is shown worth the game × 8 under valatMode multiplier (§12.4), not a fixed premium', () => {
    const s = run(announcing(), ['announce valat', 'pass', 'pass', 'pass', 'pass']);
    const valat = tarock.view(s, B).announcements.find((a) => a.item === 'valat')!;
    const game = tarock.view(s, B).announcements.find((a) => a.item === 'game')!;
    expect(valat.worth).toBe(game.worth * 8);
  });

  it('a defender may unknowingly kontra his co-defender\'s premium; it is void at scoring (§14.7)', () => {
    let s = run(announcing(), ['pass', 'announce trull', 'pass', 'pass']);
    expect(legal(s, D)).toContain('kontra trull');
    s = run(s, ['kontra trull', 'pass', 'pass', 'pass', 'pass']);
    expect(s.deal!.phase).toBe('play');
    const { sheet } = finish(s);
    const trull = sheet.items.find((i) => i.item === 'trull')!;
    expect(trull.multiplier).toEqual([1, 1, 1, 1]);
  });

  it('negative contracts: each defender kontras alone, the declarer rekontras that pair (§11.6)', () => {
    let s = run(start(), ['bid vorhand', 'bid piccolo', 'pass', 'pass', 'pass']);
    expect(s.deal!.turn).toBe(C);
    expect(legal(s)).toEqual(['pass', 'kontra game']);
    s = run(s, ['kontra game', 'pass', 'pass', 'pass']);
    expect(legal(s)).toEqual(['pass', 'rekontra game 2']);
    s = run(s, ['rekontra game 2']);
    expect(s.deal!.announce!.items.map((i) => [i.key, i.level])).toEqual([['game:0', 1], ['game:2', 4], ['game:3', 1]]);
  });

  it('colourGameValatOrKontra: a defender in a Farbendreier may announce Valat or kontra, not both', () => {
    const colour = { hands: { [A]: ['H4', 'H3', 'H2', 'H1', 'D4', 'D3', 'D2', 'D1', 'HK', 'DK'] } };
    let s = run(start(colour, { colourGameValatOrKontra: true }), ['bid vorhand', 'pass', 'pass', 'pass', 'bid farbendreier', 'talon 1']);
    while (s.deal!.phase === 'layAway') s = run(s, [legal(s)[0]!]);
    expect(legal(s)).toEqual(['pass', 'announce koenige', 'announce valat']);
    s = run(s, ['pass', 'announce valat']);
    expect(legal(s)).not.toContain('kontra game');
  });
});

describe('bad input: typed errors, state unchanged', () => {
  const trischaken = () =>
    run(start({ hands: { [A]: ['H4', 'H3'], [B]: ['HK', 'S7'] }, fill: { [A]: (c: string) => c.startsWith('T') } }), [
      'bid vorhand', 'pass', 'pass', 'pass', 'bid trischaken', 'play H4',
    ]);

  it('NOT_YOUR_TURN, ILLEGAL_ACTION with the reason, UNKNOWN_CARD, BAD_NOTATION, BAD_SEAT', () => {
    const s = trischaken();
    const before = JSON.stringify(s);
    const tryIt = (seat: number, text: string) => applyNotation(tarock, s, seat, text);
    expect(tryIt(C, 'play T5')).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_TURN' } });
    expect(tryIt(B, 'play S7')).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', message: 'you must follow suit: hearts' } });
    expect(tryIt(B, 'play T21')).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION', message: 'you do not hold T21' } });
    expect(tryIt(B, 'play HZ')).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CARD' } });
    expect(tryIt(B, 'bid dreier')).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION' } });
    expect(tryIt(B, 'dance')).toMatchObject({ ok: false, error: { code: 'BAD_NOTATION' } });
    expect(tryIt(7, 'play HK')).toMatchObject({ ok: false, error: { code: 'BAD_SEAT' } });
    expect(JSON.stringify(s)).toBe(before);
    expect(tryIt(B, 'play HK').ok).toBe(true);
  });

  it('MATCH_OVER after the last deal of the match; outcome and an empty toAct', () => {
    let s = start({}, { rounds: 1 });
    while (s.deal) s = finish(s).state;
    expect(tarock.toAct(s)).toEqual([]);
    const out = tarock.outcome(s)!;
    expect(out.scores.reduce((a, b) => a + b)).toBe(0);
    // The code names the seats with the best score, and the deals played.
    const best = Math.max(...out.scores);
    const top = [0, 1, 2, 3].filter((seat) => out.scores[seat] === best);
    expect(out.result).toMatchObject({ code: top.length === 4 ? 'draw' : top.length > 1 ? 'shared' : 'won', score: best, deals: 4 });
    expect(out.winners).toEqual(top.length === 4 ? [] : top);
    expect(applyNotation(tarock, s, 0, 'pass')).toMatchObject({ ok: false, error: { code: 'MATCH_OVER' } });
    expect(s.dealIndex).toBe(4);
  });

  it('setup refuses other seat counts and decks that are not the pack', () => {
    const res = tarock.setup({ seats: 4, options: tarock.profiles[0]!.options as never, seed: 'x', decks: [['HK']] });
    expect(res).toMatchObject({ ok: false, error: { code: 'BAD_DECK' } });
  });
});
