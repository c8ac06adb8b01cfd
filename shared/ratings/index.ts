/** Ratings per game and format (docs/ratings.md): the method, its parameters and the format keys. */
export * from './formats.js';
export * from './params.js';
export * from './rate.js';
