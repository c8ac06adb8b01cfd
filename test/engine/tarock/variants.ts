/**
 * Königrufen in the generic invariant suite: four seats, short matches (1 Radl = 4 deals),
 * a spread of options and the three profiles' option sets.
 */
import { PROFILES } from '../../../shared/games/tarock/options.js';
import type { PlayoutConfig } from '../invariants.js';

const profile = (id: string) => ({ ...PROFILES.find((p) => p.id === id)!.options, rounds: 1 });

export const playouts: PlayoutConfig[] = [
  { seats: 4, maxSteps: 2_000 },
  { seats: 4, options: profile('tarock/wien'), maxSteps: 2_000 },
  { seats: 4, options: profile('tarock/ooe'), maxSteps: 2_000 },
  { seats: 4, options: profile('tarock/tirol'), maxSteps: 2_000 },
  {
    seats: 4,
    options: {
      rounds: 2, mayCallOwnKing: true, ouvertReveal: 'declarer', stopNegativeEarly: false, showLeftTalon: false,
      silentFailuresCount: true, reservationMode: 'soft', colourGameMinColourCards: 0, trischakenTalon: 'lastTrick',
      doubleRounds: ['trischaken', 'mondfang', 'halfTime'], winThresholdThirds: 106,
    },
    maxSteps: 4_000,
  },
];

export const seeds = 3;
