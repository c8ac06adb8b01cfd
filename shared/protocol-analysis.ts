/**
 * The wire form of the post-game analysis (GET /api/tables/:id/analysis, docs/api.md and
 * docs/analysis.md): per deal, per decision, the alternatives with their values, the chosen action,
 * its loss and class. Described loosely (plain objects) like every answer of the API, so that a newer
 * server adding a field does not break an older client.
 */
import * as v from 'valibot';
import { MOVE_CLASSES } from './analysis/types.js';

const points = (description: string) => v.pipe(v.number(), v.description(description));

export const MoveClassSchema = v.pipe(
  v.picklist(MOVE_CLASSES),
  v.description('best: nothing better; good: a loss under the inaccuracy threshold or within sampling noise; then inaccuracy, mistake, blunder'),
);

export const AlternativeSchema = v.object({
  action: v.pipe(v.string(), v.description('A legal action at the decision, in notation')),
  also: v.optional(v.pipe(v.array(v.string()), v.description('Other legal actions worth exactly the same (equal cards)'))),
  value: points('Mean game points of the seat for the deal over deals consistent with what the seat knew'),
  open: points('Game points of the seat for the deal with all cards open (double-dummy)'),
  exact: v.pipe(v.boolean(), v.description('The open value is exact: the search reached the end of the deal in every line')),
});

export const DecisionAnalysisSchema = v.object({
  seq: v.pipe(v.number(), v.description('The action\'s number in the match record (as in `record.actions[].seq`)')),
  seat: v.number(),
  deal: v.number(),
  phase: v.pipe(v.string(), v.description('The game\'s phase at the decision (bidding, ecart, play, …)')),
  chosen: v.pipe(v.string(), v.description('The action played')),
  alternatives: v.pipe(v.array(AlternativeSchema), v.description('Every alternative valued, best first')),
  loss: points('Best value minus the chosen action\'s value, with the seat\'s information (game points, ≥ 0)'),
  lossError: points('Sampling error of `loss` (standard error over the guessed deals)'),
  openLoss: points('Best open value minus the chosen action\'s open value (≥ 0)'),
  class: MoveClassSchema,
  shares: points('Shares the seat played for: the thresholds are per share (a lone taker against three plays for 3)'),
  openScores: v.pipe(v.array(v.number()), v.description('Every seat\'s game points at the end of the open-card line of the chosen action')),
  continuation: v.pipe(
    v.array(v.tuple([v.number(), v.string()])),
    v.description('The best alternative and the open-card line after it, as [seat, action] pairs'),
  ),
  samples: v.pipe(v.number(), v.description('Deals guessed for the seat\'s information')),
  search: v.pipe(
    v.picklist(['rollouts', 'exact', 'known']),
    v.description(
      'How each guessed deal was played out: by the rule player (the strong bot\'s search), or exactly with open cards when the rest of the deal was small enough; known: the seat could place every card, its values are the open ones',
    ),
  ),
  depth: v.pipe(v.number(), v.description('Card plays searched ahead with open cards before the rule player finished the deal')),
  nodes: v.pipe(v.number(), v.description('Engine steps spent on the decision')),
});

export const DealAnalysisSchema = v.object({
  deal: v.pipe(v.number(), v.description('The deal (Tablanet: the hand), numbered as in the views')),
  declarer: v.pipe(v.number(), v.description('The seat whose side the graph shows (taker, declarer, maker; Tablanet: seat 0)')),
  declarers: v.array(v.number()),
  decisions: v.array(DecisionAnalysisSchema),
  keyMoment: v.pipe(v.nullable(v.number()), v.description('seq of the decision that cost most, null when nothing was lost')),
  graph: v.pipe(
    v.array(v.object({ seq: v.number(), value: v.number() })),
    v.description('Per decision: the declarer\'s game points with open cards after the chosen action'),
  ),
});

export const AnalysisResponseSchema = v.object({
  status: v.pipe(
    v.picklist(['pending', 'complete']),
    v.description('pending: still being computed (answered 202 with the deals done so far and Retry-After); complete: final'),
  ),
  game: v.string(),
  version: v.pipe(v.number(), v.description('Version of the analysis that computed it')),
  progress: v.object({ done: v.number(), total: v.number() }),
  budget: v.pipe(
    v.object({ samples: v.number(), infoNodes: v.number(), openNodes: v.number() }),
    v.description('Guessed deals and engine steps per decision (docs/analysis.md)'),
  ),
  thresholds: v.pipe(
    v.object({ inaccuracy: v.number(), mistake: v.number(), blunder: v.number() }),
    v.description('The game\'s losses per share (game points) for each class'),
  ),
  deals: v.array(DealAnalysisSchema),
});

export type AlternativeWire = v.InferOutput<typeof AlternativeSchema>;
export type DecisionAnalysisWire = v.InferOutput<typeof DecisionAnalysisSchema>;
export type DealAnalysisWire = v.InferOutput<typeof DealAnalysisSchema>;
export type AnalysisResponse = v.InferOutput<typeof AnalysisResponseSchema>;
