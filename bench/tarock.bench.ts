/**
 * Königrufen: random full deals per second (target ≥ 3,000 on one core). Each deal is bid,
 * called, laid away, announced and played to the score sheet, choosing uniformly among the
 * legal actions at every step, through the public GameDef interface. Matches of 25 Radl
 * (100 deals) under the engine defaults and under the `wien` and `ooe` profiles.
 */
import type { Bench } from './run.js';
import { tarock } from '../shared/games/tarock/index.js';
import { PROFILES } from '../shared/games/tarock/options.js';
import type { TarockState } from '../shared/games/tarock/state.js';
import { createMatch, randomInt, type RngState, seedRng } from '../shared/index.js';

function randomMatch(options: object, seed: string): { actions: number; contracts: Map<string, number> } {
  const start = createMatch<TarockState>(tarock, { seats: 4, seed, options: { ...options, rounds: 25 } });
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  let rng: RngState = seedRng(`bench:${seed}`);
  let actions = 0;
  const contracts = new Map<string, number>();
  while (state.deal) {
    const seat = state.deal.turn;
    const legal = tarock.legalActions(state, seat);
    let pick: number;
    [pick, rng] = randomInt(rng, legal.length);
    const next = tarock.apply(state, seat, legal[pick]!);
    if (!next.ok) throw new Error(next.error.message);
    if (next.value.last !== state.last && next.value.last) {
      const name = next.value.last.contractName;
      contracts.set(name, (contracts.get(name) ?? 0) + 1);
    }
    state = next.value;
    actions++;
  }
  return { actions, contracts };
}

const bench: Bench = (report) => {
  const sets: [string, object][] = [
    ['defaults', {}],
    ['wien', PROFILES.find((p) => p.id === 'tarock/wien')!.options],
    ['ooe', PROFILES.find((p) => p.id === 'tarock/ooe')!.options],
  ];
  for (const [name, options] of sets) {
    for (let w = 0; w < 3; w++) randomMatch(options, `warmup-${w}`);
    const matches = 10;
    // Best of three runs: the machine is shared, the fastest run is the least disturbed one.
    let seconds = Infinity;
    let actions = 0;
    const mix = new Map<string, number>();
    for (let run = 0; run < 3; run++) {
      const t0 = performance.now();
      let n = 0;
      for (let m = 0; m < matches; m++) {
        const r = randomMatch(options, `tarock-${name}-${m}`);
        n += r.actions;
        if (run === 0) for (const [k, v] of r.contracts) mix.set(k, (mix.get(k) ?? 0) + v);
      }
      const t = (performance.now() - t0) / 1000;
      if (t < seconds) [seconds, actions] = [t, n];
    }
    report({ name: `tarock ${name}: random full deals`, value: (matches * 100) / seconds, unit: 'deals/s' });
    report({ name: `tarock ${name}: actions (apply + legalActions)`, value: actions / seconds, unit: 'actions/s' });
    if (name === 'defaults') {
      const top = [...mix].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ');
      console.log(`  contract mix over ${matches * 100} deals: ${top}`);
    }
  }
};

export default bench;
