/** The review of closed deals in the OpenAPI document (worker/openapi.ts lists it with the others). */
import type { Param, RouteDoc } from './openapi.js';

const tableId: Param = { name: 'id', in: 'path', required: true, description: 'Table id', schema: { type: 'string', pattern: '^[a-z2-9]{12}$' } };
const deal: Param = { name: 'deal', in: 'path', required: true, description: 'Deal number, from 1 (as `view.deal`)', schema: { type: 'integer', minimum: 1 } };
const invite: Param = {
  name: 'invite', in: 'query', description: 'Invitation code: needed to read a private table without a seat at it (403 otherwise)',
  schema: { type: 'string', maxLength: 80 },
};

export const REVIEW_ROUTES: readonly RouteDoc[] = [
  {
    method: 'get', path: '/api/tables/{id}/deals/{deal}', tag: 'Tables', auth: 'optional', params: [tableId, deal, invite],
    ok: [200, 'DealReview'], errors: [401, 403, 404, 409],
    summary: 'Review a closed deal with all hands open',
    description:
      'One deal of a running or finished match, step by step with every hand open, as soon as its cards can no longer matter: ' +
      'after the deal in the trick games, after the whole hand (every round of one stock) in Tablanet, never earlier. The ' +
      'table state says how many deals are closed (`closedDeals`); any other deal answers 409 `DEAL_NOT_CLOSED`. At a table ' +
      'dealt from prearranged decks (a duplicate tournament round) the deals open when its match has ended. Readable by ' +
      'whoever may read the table; a public table\'s answer may be cached.',
  },
];
