/**
 * Playouts for the generic invariant suite: every seat count and a spread of the §11 options.
 * A low target keeps each match to one to three hands.
 */
import type { PlayoutConfig } from '../invariants.js';

const quick = { targetScore: 15 };
const maxSteps = 2_000;

export const seeds = 3;

export const playouts: PlayoutConfig[] = [
  { seats: 2, options: quick, maxSteps },
  { seats: 3, options: quick, maxSteps },
  { seats: 3, options: { ...quick, threePlayerDeal: '4-4-4-4', mostCardsTie: 'lastCapturer' }, maxSteps },
  { seats: 4, options: quick, maxSteps },
  { seats: 4, options: { ...quick, teams4: false, showCapturedPiles: true }, maxSteps },
  // numericTablic preset: J 12, Q 13, K 14, aces 1/11, every card sums, 22-point scoring
  { seats: 2, options: { targetScore: 30, valueScheme: 'numeric', aceValues: '1/11', scoring: 'tablic22' }, maxSteps },
  // tablanette1939 preset: tablanette values as tabla points, jack sweeps no tablanette
  {
    seats: 2,
    options: { targetScore: 60, valueScheme: 'tablanette1939', scoring: 'tablanette1939', jackSweepIsTabla: false },
    maxSteps,
  },
  { seats: 2, options: { ...quick, rankCapturePriority: true, multiGroupCapture: false }, maxSteps },
  { seats: 4, options: { ...quick, rankCapturePriority: true, captureOptional: false }, maxSteps },
  { seats: 3, options: { ...quick, captureOptional: false, lastPlayTabla: true, openingJacks: 'allow' }, maxSteps },
  { seats: 2, options: { ...quick, aceValues: '1/11', jackSweepIsTabla: false, multiGroupCapture: false }, maxSteps },
  { seats: 3, options: { targetScore: 30, valueScheme: 'numeric', scoring: 'tablic22', mostCardsTie: 'lastCapturer' }, maxSteps },
  {
    seats: 4,
    options: { targetScore: 60, valueScheme: 'tablanette1939', scoring: 'tablanette1939', rankCapturePriority: true },
    maxSteps,
  },
];
