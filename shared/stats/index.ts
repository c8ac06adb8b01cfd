export { type Counters, dealFacts, latestSheet } from './deal-facts.js';
export { matchStats, type SeatMatchStats } from './match-stats.js';
export { addThink, medianSeconds, THINK_BUCKETS, thinkBucket } from './think-time.js';
