/** Club tournaments, pure: seating per round, standings, duplicate deals, CSV (docs/tournaments.md). */
export * from './types.js';
export * from './seating.js';
export * from './standings.js';
export * from './duplicate.js';
export * from './csv.js';
export * from './limits.js';
export * from './log-lines.js';
