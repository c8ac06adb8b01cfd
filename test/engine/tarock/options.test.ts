/**
 * §15 options: the engine defaults, the profiles, and the options that change what players see
 * or how the match is booked (scoreLedger, trickHistory, showLeftTalon, doubleRounds, Trischaken talon).
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { tarock } from '../../../shared/games/tarock/index.js';
import { thirds } from '../../../shared/games/tarock/cards.js';
import { piles } from '../../../shared/games/tarock/count.js';
import { DEFAULT_OPTIONS, PROFILES, TarockOptionsSchema } from '../../../shared/games/tarock/options.js';
import { applyPlay } from '../../../shared/games/tarock/play.js';
import { A, B, finish, legal, run, start } from './helpers.js';

describe('§15 defaults and profiles', () => {
  it('engine defaults are the wien column except trischakenTalon none and trickHistory all', () => {
    const wien = PROFILES.find((p) => p.id === 'tarock/wien')!.options;
    const diff = Object.keys(wien).filter((k) => JSON.stringify(wien[k as keyof typeof wien]) !== JSON.stringify(DEFAULT_OPTIONS[k as keyof typeof DEFAULT_OPTIONS]));
    expect(diff.sort()).toEqual(['trickHistory', 'trischakenTalon']);
    expect(DEFAULT_OPTIONS).toMatchObject({ trischakenTalon: 'none', trickHistory: 'all', rounds: 1, winThresholdThirds: 107 });
  });

  it('every profile is a valid option set with a stable id; unknown options are refused', () => {
    expect(PROFILES.map((p) => p.id)).toEqual(['tarock/wien', 'tarock/ooe', 'tarock/tirol']);
    for (const p of PROFILES) expect(v.safeParse(TarockOptionsSchema, p.options).success).toBe(true);
    expect(v.safeParse(TarockOptionsSchema, { foo: 1 }).success).toBe(false);
    expect(v.safeParse(TarockOptionsSchema, { kaiserstich: 'sometimes' }).success).toBe(false);
  });
});

/** A Trischaken (A Vorhand) played to the end of trick `n`. */
const trischaken = (o: object, n: number) => {
  let s = run(start({}, o), ['bid vorhand', 'pass', 'pass', 'pass', 'bid trischaken']);
  for (let i = 0; i < 4 * n; i++) s = run(s, [legal(s)[0]!]);
  return s;
};

describe('options that change the view or the booking', () => {
  it('trickHistory: all shows every finished trick of the deal, last only the last one', () => {
    expect(tarock.view(trischaken({}, 3), B).tricks).toHaveLength(3);
    const last = tarock.view(trischaken({ trickHistory: 'last' }, 3), B);
    expect(last.tricks).toEqual([]);
    expect(last.lastTrick).not.toBeNull();
  });

  it('showLeftTalon false: the half left by the declarer is turned face down after trick 1', () => {
    const script = ['bid vorhand', 'pass', 'pass', 'pass', 'bid dreier', 'talon 1'];
    const go = (o: object) => {
      let s = run(start({}, o), script);
      while (s.deal!.tricks.length === 0) s = run(s, [legal(s)[0]!]);
      return tarock.view(s, B).talon;
    };
    expect(go({})[1]).not.toBeNull();
    expect(go({ showLeftTalon: false })[1]).toBeNull();
  });

  it('scoreLedger: the match score is the total (with Kontra) or the schrift (without)', () => {
    let s = run(start(), ['bid vorhand', 'bid piccolo', 'pass', 'pass', 'pass', 'kontra game', 'pass', 'pass', 'pass']);
    s = finish(s).state;
    expect(tarock.view(s, A).scores).toEqual(s.total);
    expect(s.total).not.toEqual(s.schrift);
    let t = run(start({}, { scoreLedger: 'schrift' }), ['bid vorhand', 'bid piccolo', 'pass', 'pass', 'pass', 'kontra game', 'pass', 'pass', 'pass']);
    t = finish(t).state;
    expect(tarock.view(t, A).scores).toEqual(t.schrift);
  });

  it('doubleRounds trischaken: the four deals after a Trischaken count double (§12.8)', () => {
    const s = finish(trischaken({ doubleRounds: ['trischaken'], rounds: 2 }, 0)).state;
    expect(s.doubleLeft).toBe(4);
    const n = finish(run(s, ['bid vorhand', 'pass', 'pass', 'pass', 'bid trischaken'])).state;
    expect(n.last!.doubled).toBe(true);
    expect(n.doubleLeft).toBe(3);
    const plain = [0, 1, 2, 3].map((seat) => n.last!.items.reduce((a, i) => a + i.schrift[seat]!, 0));
    expect(plain.some((x) => x !== 0)).toBe(true);
    expect(n.last!.schrift).toEqual(plain.map((x) => 2 * x));
  });

  it('Trischaken talon: none counts it for nobody, lastTrick gives it to the winner of trick 12', () => {
    for (const [talon, nobody] of [['none', 6], ['lastTrick', 0], ['firstSixTricks', 0]] as const) {
      const s = trischaken({ trischakenTalon: talon }, 11);
      const seat = s.deal!.turn;
      let d = s.deal!;
      for (let i = 0; i < 4; i++) {
        const card = legal({ ...s, deal: d }, d.turn)[0]!.slice(5);
        d = applyPlay(d, s.options, d.turn, card).deal;
      }
      const pl = piles(d);
      expect(pl.nobody).toHaveLength(nobody);
      expect(thirds(pl.seat.flat()) + thirds(pl.nobody)).toBe(210);
      expect(seat).toBe(s.deal!.turn);
    }
  });
});
