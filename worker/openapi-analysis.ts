/** The post-game analysis in the OpenAPI document (worker/openapi.ts lists it with the others). */
import * as A from '../shared/protocol-analysis.js';
import type { Param, RouteDoc } from './openapi.js';

export const ANALYSIS_SCHEMAS = {
  AnalysisResponse: A.AnalysisResponseSchema,
  DealAnalysis: A.DealAnalysisSchema,
  DecisionAnalysis: A.DecisionAnalysisSchema,
  Alternative: A.AlternativeSchema,
} as const;

const tableId: Param = { name: 'id', in: 'path', required: true, description: 'Table id', schema: { type: 'string', pattern: '^[a-z2-9]{12}$' } };
const deal: Param = { name: 'deal', in: 'path', required: true, description: 'Deal number, from 1 (as `view.deal`; Tablanet: the hand)', schema: { type: 'integer', minimum: 1 } };
const invite: Param = {
  name: 'invite', in: 'query', description: 'Invitation code: needed to read a private table without a seat at it (403 otherwise)',
  schema: { type: 'string', maxLength: 80 },
};

export const ANALYSIS_ROUTES: readonly RouteDoc[] = [
  {
    method: 'get', path: '/api/tables/{id}/analysis', tag: 'Tables', auth: 'optional', params: [tableId, invite],
    ok: [200, 'AnalysisResponse'], errors: [401, 403, 404, 409],
    summary: 'Post-game analysis',
    description:
      'Only once the match has ended (while it runs: 409 `NOT_FINISHED`, and nothing of it exists). Per deal, every decision of ' +
      'every seat with a real choice: each alternative valued in the seat\'s game points with the seat\'s information (the strong ' +
      'bot\'s search over deals consistent with what it knew) and with all cards open, the chosen action, its `loss` against the ' +
      'best and its `class` (best, good, inaccuracy, mistake, blunder by the game\'s `thresholds` per share), the best ' +
      '`continuation`; per deal the `graph` of the declarer\'s side and the `keyMoment`. The table computes it in the background ' +
      'after the end: until it is complete the answer is **202** with `status: "pending"`, the `progress`, the deals finished so ' +
      'far and `Retry-After`. See docs/analysis.md for the method, budgets and thresholds.',
  },
  {
    method: 'get', path: '/api/tables/{id}/deals/{deal}/analysis', tag: 'Tables', auth: 'optional', params: [tableId, deal, invite],
    ok: [200, 'AnalysisResponse'], errors: [401, 403, 404, 409],
    summary: 'Analysis of a closed deal',
    description:
      'The analysis of one deal (`deals` holds it) of a running or finished match, once its cards can no longer matter — the same ' +
      'gating as the review of closed deals (after the deal in the trick games, after the whole hand in Tablanet; at a table dealt ' +
      'from prearranged decks only after the end); any other deal answers 409 `DEAL_NOT_CLOSED`. In a running match the first ' +
      'request starts the work in the table\'s background (202 with `Retry-After` until it is done); nothing about the deal in play is ever analysed.',
  },
];
