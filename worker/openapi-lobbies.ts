/** The club lobby routes of the OpenAPI document (worker/openapi.ts lists them with the others). */
import { LobbySchema, PutLobbyMembersBodySchema } from '../shared/protocol-lobby.js';
import type { Param, RouteDoc } from './openapi.js';

export const LOBBY_SCHEMAS = { Lobby: LobbySchema, PutLobbyMembersBody: PutLobbyMembersBodySchema } as const;

const lobbyName: Param = {
  name: 'name', in: 'path', required: true, description: 'Lobby name (a–z, 0–9, "-")', schema: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,39}$' },
};

export const LOBBY_ROUTES: readonly RouteDoc[] = [
  {
    method: 'get', path: '/api/lobbies/{name}', tag: 'Tables', auth: 'optional', params: [lobbyName], ok: [200, 'Lobby'], errors: [401, 422],
    summary: 'A lobby and who owns it',
    description: 'Whether a club has claimed the name and who owns it; the owner and the members also see the member list.',
  },
  {
    method: 'post', path: '/api/lobbies/{name}/claim', tag: 'Tables', auth: 'required', params: [lobbyName], ok: [200, 'Lobby'], errors: [401, 403, 422],
    summary: 'Claim a lobby for a club',
    description:
      'You become the owner of an unclaimed lobby name: from then on only you and the members you name list tables there ' +
      '(403 `FORBIDDEN` for others when they create a public table in it). "public" cannot be claimed; a name claimed by someone else is 403.',
  },
  {
    method: 'put', path: '/api/lobbies/{name}/members', tag: 'Tables', auth: 'required', params: [lobbyName], body: 'PutLobbyMembersBody',
    ok: [200, 'Lobby'], errors: [401, 403, 404],
    summary: 'Name the members (owner)',
    description: 'Replaces the list of player ids who may list tables in the lobby. A member taken off the list takes their open tables with them.',
  },
];
