/**
 * Who may read a table through the public API. A public table is open to anyone who knows its id. A
 * private table is not listed anywhere, and its state, feed, record, replay and socket are for the
 * players seated at it and for whoever brings its invitation code (`?invite=`, the code of the join
 * link): a table id seen over someone's shoulder or in a log is not enough.
 *
 * The public routes pass the code the reader brought (null for none); calls from inside the service
 * (tournaments, rematches) pass nothing and are not checked.
 */
import type { Player, Problem } from '../../shared/protocol.js';
import { sameSecret } from '../crypto.js';
import { problem } from '../problem.js';
import { seatOf, type Table } from './views.js';

/** The header that carries a socket's invitation code from the worker to the table (never taken from clients). */
export const INVITE_HEADER = 'x-stammtisch-invite';

/** Why `caller` (with `invite`) may not read `t`, or undefined when they may. */
export function readRefusal(t: Table, caller: Player | null, invite: string | null | undefined): Problem | undefined {
  if (invite === undefined || t.info.visibility !== 'private') return undefined;
  if (seatOf(t, caller?.id) !== null) return undefined;
  if (invite !== null && sameSecret(invite, t.info.invite)) return undefined;
  return problem('FORBIDDEN', 'this table is private: open it with its invitation link (?invite=…) or sit at it');
}

/** Did the reader bring the table's invitation code? */
export const invited = (t: Table, invite: string | null | undefined): boolean => !!invite && sameSecret(invite, t.info.invite);

/**
 * Whether a socket still may receive the table after its seats changed: always at a public table; at a
 * private one while its player sits there, or when it was opened with the invitation. A socket opened
 * by a player who has left their seat or was replaced, without the invitation, is closed.
 */
export const socketMayStay = (t: Table, playerId: string | undefined, openedInvited: boolean): boolean =>
  t.info.visibility === 'public' || openedInvited || seatOf(t, playerId) !== null;

/** The close code of a socket whose access ended (4000–4999 are the application's). */
export const ACCESS_ENDED = 4003;
