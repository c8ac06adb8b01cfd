/**
 * How large a tournament may grow (docs/tournaments.md, "Limits"). Seating, the standings and every
 * read of a tournament cost work in proportion to its entrants and rounds, and the Tournament object
 * keeps the whole tournament as one stored document; these caps keep each request's work bounded
 * (seating 256 entrants at tables of four takes about 80 ms) and the document well below a stored
 * row's 2 MB.
 */

/** Entrants of one tournament at most. */
export const MAX_ENTRANTS = 256;
/** Reserves (players who joined after the start) at most. */
export const MAX_RESERVES = 64;
/** Entrants × rounds at most: 64 entrants may play 50 rounds, 256 entrants 12. */
export const MAX_SEATINGS = 3_200;

/** The most entrants a tournament of `rounds` rounds takes. */
export const entrantCap = (rounds: number): number => Math.min(MAX_ENTRANTS, Math.floor(MAX_SEATINGS / Math.max(1, rounds)));
