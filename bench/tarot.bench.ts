/**
 * French Tarot: random full deals per second at 3, 4 and 5 players (target ≥ 3,000 at 4 players
 * on one core). A deal is dealt, bid, called, laid away and played to the score sheet, choosing
 * uniformly among the legal actions at every step, through the public GameDef interface.
 */
import type { Bench } from './run.js';
import { tarot } from '../shared/games/tarot/index.js';
import type { TarotState } from '../shared/games/tarot/state.js';
import { createMatch, randomInt, type RngState, seedRng } from '../shared/index.js';

function randomDeals(seats: number, deals: number, seed: string): number {
  const start = createMatch<TarotState>(tarot, { seats, seed, options: { deals } });
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  let rng: RngState = seedRng(`bench:${seed}`);
  let actions = 0;
  while (!state.over) {
    const seat = state.deal.turn;
    const legal = tarot.legalActions(state, seat);
    let pick: number;
    [pick, rng] = randomInt(rng, legal.length);
    const next = tarot.apply(state, seat, legal[pick]!);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
    actions++;
  }
  return actions;
}

const bench: Bench = (report) => {
  for (const seats of [3, 4, 5]) {
    randomDeals(seats, 50, 'warmup');
    const matches = 20;
    const deals = matches * 100;
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    let actions = 0;
    for (let m = 0; m < matches; m++) actions += randomDeals(seats, 100, `tarot-${seats}-${m}`);
    const seconds = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    // CPU time of this process: what one core delivers, even when the machine is shared.
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    report({ name: `tarot ${seats}p random full deals`, value: deals / seconds, unit: 'deals/s' });
    report({ name: `tarot ${seats}p random full deals per CPU-second`, value: deals / cpuSeconds, unit: 'deals/cpu-s' });
    report({ name: `tarot ${seats}p actions (apply + legalActions)`, value: actions / seconds, unit: 'actions/s' });
  }
};

export default bench;
