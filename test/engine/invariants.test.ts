import { describe, it } from 'vitest';
import { gameList } from '../../shared/index.js';
import { checkPlayout, type PlayoutConfig } from './invariants.js';

/**
 * Each game's test folder exports the playouts to run (seat counts × option sets × seeds),
 * as `test/engine/<game>/variants.ts` with `export const playouts: PlayoutConfig[]` and `seeds`.
 */
const modules = import.meta.glob<{ playouts: PlayoutConfig[]; seeds?: number }>('./*/variants.ts', { eager: true });

for (const def of gameList) {
  const mod = modules[`./${def.id}/variants.ts`];
  const playouts: PlayoutConfig[] = mod?.playouts ?? def.seatCounts.map((seats) => ({ seats, maxSteps: 100_000 }));
  const seeds = mod?.seeds ?? 3;
  describe(`invariants: ${def.name}`, () => {
    for (const config of playouts) {
      it(`${config.seats} seats ${JSON.stringify(config.options ?? {})}`, () => {
        for (let i = 0; i < seeds; i++) checkPlayout(def, config, `${def.id}-${config.seats}-${i}`);
      });
    }
  });
}
