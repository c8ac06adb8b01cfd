/**
 * Taleles: random full deals and matches per second at 2, 3 and 4 players (target ≥ 5,000 random
 * 4-player deals per second on one core), through the public GameDef interface.
 *
 * The random players choose uniformly among the legal actions, except that they never declare
 * Pitsch and never say Kontra: uniformly random players would declare a Pitsch in most deals (a
 * deal over after one trick, a match over at once) and climb the Kontra ladder to 2^40, so every
 * match would end after one short deal. Melds, Bela, the seven exchange and redeals stay in.
 * A second row per seat count keeps every action in, for comparison.
 *
 * Each figure is the best of several short rounds of wall time: on a shared machine the
 * neighbours slow some rounds down, and the best round is the closest to one free core.
 * (Process CPU time would overstate the cost: V8's garbage collector works on helper threads.)
 */
import type { Bench } from './run.js';
import { taleles, type TalelesAction, type TalelesState } from '../shared/games/taleles/index.js';
import { createMatch, randomInt, type RngState, seedRng } from '../shared/index.js';

const tame = (a: TalelesAction) => a.type !== 'declarePitsch' && a.type !== 'kontra';

/** Plays one random match; returns the number of scored deals and of actions. */
function randomMatch(seats: number, seed: string, options: Record<string, unknown>, filter: boolean): [number, number] {
  const start = createMatch<TalelesState>(taleles, { seats, seed, options });
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  let rng: RngState = seedRng(`bench:${seed}`);
  let actions = 0;
  let deals = 0;
  while (state.end === null) {
    const seat = state.deal.turn;
    const all = taleles.legalActions(state, seat);
    const legal = filter ? all.filter(tame) : all;
    let pick: number;
    [pick, rng] = randomInt(rng, legal.length);
    const before = state.last;
    const next = taleles.apply(state, seat, legal[pick]!);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
    if (state.last !== before) deals++;
    actions++;
  }
  return [deals, actions];
}

function measure(seats: number, options: Record<string, unknown>, filter: boolean, roundMs: number, rounds: number) {
  for (let i = 0; i < 5; i++) randomMatch(seats, `warmup-${i}`, options, filter);
  let best = { deals: 0, actions: 0, matches: 0, perMatch: 0 };
  let seed = 0;
  for (let r = 0; r < rounds; r++) {
    let deals = 0;
    let actions = 0;
    let matches = 0;
    const t0 = performance.now();
    while (performance.now() - t0 < roundMs) {
      const [d, a] = randomMatch(seats, `taleles-${seats}-${seed++}`, options, filter);
      deals += d;
      actions += a;
      matches++;
    }
    const seconds = (performance.now() - t0) / 1000;
    if (deals / seconds > best.deals) {
      best = { deals: deals / seconds, actions: actions / seconds, matches: matches / seconds, perMatch: deals / matches };
    }
  }
  return best;
}

const bench: Bench = (report) => {
  for (const seats of [4, 3, 2]) {
    const target = seats === 4 ? 1001 : 501;
    const r = measure(seats, {}, true, 300, 6);
    report({ name: `taleles ${seats}p random full deals (no Pitsch, no Kontra)`, value: r.deals, unit: 'deals/s' });
    report({ name: `taleles ${seats}p random matches to ${target} (${r.perMatch.toFixed(1)} deals each)`, value: r.matches, unit: 'matches/s' });
    report({ name: `taleles ${seats}p actions (apply + legalActions)`, value: r.actions, unit: 'actions/s' });
    const wild = measure(seats, { pitschStakes: 'deal', maxDoublingLevel: 2 }, false, 300, 3);
    report({ name: `taleles ${seats}p uniformly random deals (Pitsch per deal, Kontra ≤ 2)`, value: wild.deals, unit: 'deals/s' });
  }
};

export default bench;
