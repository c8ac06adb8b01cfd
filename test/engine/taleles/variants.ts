/**
 * Taleles playouts for the generic invariant suite: 2, 3 and 4 seats across the option space.
 * Uniformly random players declare Pitsch and climb the Kontra ladder all the time, so the
 * default-rules playouts mostly end at once by Pitsch; the others score Pitsch per deal and cap the
 * ladder, so that their matches run over several deals (redeals, litige, the target) in a few seconds.
 */
import type { PlayoutConfig } from '../invariants.js';

const maxSteps = 20_000;

export const playouts: PlayoutConfig[] = [
  { seats: 4, options: { targetScore: 150 }, maxSteps },
  { seats: 3, options: { targetScore: 150 }, maxSteps },
  { seats: 2, options: { targetScore: 150 }, maxSteps },
  {
    seats: 4,
    options: {
      targetScore: 4000,
      pitschStakes: 'deal',
      maxDoublingLevel: 1,
      deal4: '2-3-3',
      overtrump: true,
      partnerExemption: true,
      trickHistory: 'all',
      cards: 'german',
      firstDealer: 2,
    },
    maxSteps,
  },
  {
    seats: 3,
    options: {
      targetScore: 3000,
      pitschStakes: 'deal',
      threePlayerGoal: 'beatHalfPot',
      mustBeatLedSuit: true,
      partnerExemption: true,
      meldsNeedATrick: true,
      kontraScope: 'gameOnly',
      maxDoublingLevel: 1,
    },
    maxSteps,
  },
  { seats: 3, options: { targetScore: 2500, pitschStakes: 'deal', maxDoublingLevel: 2, pitschBonus: 0 }, maxSteps },
  {
    seats: 2,
    options: {
      targetScore: 3000,
      pitschStakes: 'deal',
      secondRoundMayRepeatTurnedSuit: true,
      tieRule: 'litige',
      allTricksBonus: 90,
      belaAlwaysKept: true,
      maxDoublingLevel: 1,
      overtrump: true,
    },
    maxSteps,
  },
];

export const seeds = 3;
