/**
 * The wire form of how a match ended as a code with parameters (shared/core/outcome.ts): its own file,
 * as the core schemas (protocol.ts) and the tournaments' (tournament/protocol.ts) both carry it.
 */
import * as v from 'valibot';

const seatList = (what: string) => v.pipe(v.array(v.number()), v.description(what));
const dealsPlayed = v.optional(v.pipe(v.number(), v.description('The deals played, in a game of a fixed number of deals')));

/** How a finished match ended as a code with parameters (shared/core/outcome.ts), for clients to say in their language. */
export const OutcomeResultSchema = v.pipe(
  v.variant('code', [
    v.object({
      code: v.pipe(v.literal('won'), v.description('One seat, or one team, has the best score')),
      seats: seatList('The winning seats'),
      score: v.number(),
      others: v.pipe(v.array(v.number()), v.description('The other sides\' scores, best first')),
      deals: dealsPlayed,
    }),
    v.object({
      code: v.pipe(v.literal('shared'), v.description('Several seats that are not partners share the best score')),
      seats: seatList('The seats sharing the best score'),
      score: v.number(),
      deals: dealsPlayed,
    }),
    v.object({ code: v.pipe(v.literal('draw'), v.description('Every seat has the same score')), score: v.number(), deals: dealsPlayed }),
    v.object({
      code: v.pipe(v.literal('pitsch'), v.description('A Taleles Pitsch ended the match, made or lost by its maker')),
      seats: seatList('The winning seats'),
      made: v.boolean(),
      others: v.pipe(v.array(v.number()), v.description('The other sides\' scores, best first')),
    }),
    v.object({
      code: v.pipe(v.literal('forfeit'), v.description('A seat forfeited on time (docs/correspondence.md)')),
      seat: v.number(),
      partners: seatList('The forfeiting seat\'s partners'),
      seats: seatList('The winning seats'),
    }),
  ]),
  v.description('How the match ended, as a code with parameters; `summary` says the same in English'),
);

export type OutcomeResultWire = v.InferOutput<typeof OutcomeResultSchema>;
