/**
 * Wire schemas of club lobbies (docs/api.md, "Club lobbies"): a club claims its lobby name, and from
 * then on only its owner and the members the owner lists may list tables there. `shared/protocol.ts`
 * re-exports everything here; this file imports nothing from there.
 */
import * as v from 'valibot';

const PLAYER_ID = /^[a-z2-9]{16}$/;

export const LobbyRoleSchema = v.picklist(['owner', 'member']);

export const LobbySchema = v.object({
  name: v.string(),
  claimed: v.pipe(v.boolean(), v.description('A club owns this name: only its owner and members list tables here')),
  owner: v.optional(v.object({ id: v.string(), name: v.string() })),
  members: v.optional(v.pipe(v.array(v.string()), v.description('Player ids of the members (shown to the owner and the members)'))),
  muted: v.optional(v.pipe(v.array(v.string()), v.description('Player ids the owner muted: they cannot chat at, create or join the club\'s tables (shown to the owner and the members)'))),
  you: v.optional(v.pipe(LobbyRoleSchema, v.description('Your place in the club, when you have one'))),
});

export const PutLobbyMembersBodySchema = v.strictObject({
  members: v.pipe(
    v.array(v.pipe(v.string(), v.regex(PLAYER_ID, 'a player id: 16 characters a–z, 2–9'))),
    v.maxLength(500, 'at most 500 members'),
    v.description('Player ids of the members who may list tables in this lobby (replaces the list)'),
  ),
});

export type Lobby = v.InferOutput<typeof LobbySchema>;
export type LobbyRole = v.InferOutput<typeof LobbyRoleSchema>;
export type PutLobbyMembersBody = v.InferOutput<typeof PutLobbyMembersBodySchema>;
