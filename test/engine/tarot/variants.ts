/**
 * French Tarot playouts for the generic invariant suite: 3, 4 and 5 seats with a spread of the
 * §17 options, short matches so the whole run stays within a few seconds.
 */
import type { PlayoutConfig } from '../invariants.js';

export const playouts: PlayoutConfig[] = [
  { seats: 3, options: { deals: 2 }, maxSteps: 2_000 },
  { seats: 4, options: { deals: 2 }, maxSteps: 2_000 },
  { seats: 5, options: { deals: 2 }, maxSteps: 2_000 },
  { seats: 4, options: { deals: 1, excuseLastTrick: 'always_changes_camp', trickReview: 'all', firstDealer: 0 }, maxSteps: 1_000 },
  {
    seats: 5,
    options: { deals: 1, calledSuitLead: 'suit_setting_card', partnerChelemShare: false, discardedTrumpsInPoignee: 'triple_only' },
    maxSteps: 1_000,
  },
  { seats: 5, options: { deals: 2, fivePlayerMode: 'mort', excuseChelemDefence: false }, maxSteps: 2_000 },
  { seats: 3, options: { deals: 1, failedChelemDefenceAll: 'defence_chelem_only', discardedTrumpsInPoignee: 'never' }, maxSteps: 1_000 },
];

export const seeds = 3;
