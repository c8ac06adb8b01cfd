/**
 * What a table does for accounts (docs/api.md §1): it closes the sockets of a revoked session or a
 * deleted player at once (4401 with an error frame), refuses a socket of a session revoked a moment
 * ago whose upgrade was already on its way, puts together a player's part of their export, and forgets
 * a deleted player: "former player" in the seats and the chat, and at an open table the seat follows
 * the absence policy at once (a bot plays it to the end, or it forfeits); a table still waiting for
 * players frees the seat.
 */
import type { Problem } from '../../shared/protocol.js';
import type { ExportTable } from '../../shared/protocol-accounts.js';
import { closeSocket } from '../auth/refused-socket.js';
import type { Caller } from '../auth/session-store.js';
import { now } from '../clock.js';
import { problem } from '../problem.js';
import { advanceClocks } from './due.js';
import { settingsOf } from './settings.js';
import type { Head, SeatRow } from './store.js';
import { TableCorr } from './table-corr.js';
import { record, seatOf, stateFor, summary, type Table, toAct } from './views.js';

/** How a deleted player is named in what remains of their games. */
export const FORMER_PLAYER = 'former player';

/** How long a table remembers a revoked session (an upgrade verified just before the revocation arrives within it). */
const REVOKED_MEMORY_MS = 120_000;

export abstract class TableAccounts extends TableCorr {
  readonly #revoked = new Map<string, number>();

  /** Closes every socket of a session (revoked); returns how many were open. */
  closeSession(sessionId: string, reason: string): number {
    const at = Date.now();
    for (const [id, until] of this.#revoked) if (until < at) this.#revoked.delete(id);
    this.#revoked.set(sessionId, at + REVOKED_MEMORY_MS);
    return this.#close(`session:${sessionId}`, reason);
  }

  /** Why a socket upgrade of this caller is refused before anything else, if it is. */
  protected socketRefusal(caller: Caller | null): Problem | undefined {
    const until = caller ? this.#revoked.get(caller.session.id) : undefined;
    if (until === undefined || until < Date.now()) return undefined;
    return problem('UNAUTHORIZED', 'this session was signed out');
  }

  /** Closes every socket of a player (their account was deleted). */
  closePlayer(playerId: string, reason: string): number {
    return this.#close(`player:${playerId}`, reason);
  }

  /**
   * A player's part of their export: the table as they see it, their seat's state now while the match
   * runs (the per-seat view: no card another seat holds), the record (public notation until the end,
   * everything after it), and the chat lines they wrote.
   */
  exportFor(playerId: string): ExportTable {
    const t = this.t;
    if (!t) return { id: '', chat: [], missing: 'the table no longer exists' };
    const seat = seatOf(t, playerId);
    const out: ExportTable = {
      id: t.info.id,
      table: summary(t, seat),
      record: record(t, this.store.actionsAfter(0, Number.MAX_SAFE_INTEGER)),
      chat: this.corrStore.chatBy(playerId),
    };
    if (seat !== null && t.head.status !== 'finished') out.state = stateFor(t, seat);
    return out;
  }

  /** Forgets a deleted player (see above); returns the tournament this table belongs to, if any. */
  async forgetPlayer(playerId: string): Promise<string | null> {
    const t = this.t;
    if (!t) return null;
    this.closePlayer(playerId, 'this account was deleted');
    this.corrStore.anonymiseChat(playerId, FORMER_PLAYER);
    this.inbox.departed.delete(playerId);
    const seat = seatOf(t, playerId);
    const tournament = t.info.tournament?.id ?? null;
    if (seat === null) return tournament;
    const at = now();
    const status = t.head.status;
    const forfeit = status === 'playing' && settingsOf(t.info).absence.policy === 'forfeit';
    const row: SeatRow =
      status === 'waiting' ? { seat, bot: false } : { seat, bot: status === 'playing' && !forfeit, name: FORMER_PLAYER };
    const seats = t.seats.map((s) => (s.seat === seat ? row : s));
    const head: Head = { ...t.head, rev: t.head.rev + 1, updatedAt: at };
    const seated: Table = { ...t, seats, head };
    const next: Table = status === 'playing' ? { ...seated, corr: { ...t.corr, clocks: advanceClocks(seated, toAct(t), null, at) } } : seated;
    this.store.updateSeats(seats, head, () => this.corrStore.save(next.corr));
    this.t = next;
    if (status === 'playing') {
      this.systemChat({ code: forfeit ? 'leftForfeit' : 'leftBot', params: { seat } });
    }
    if (forfeit) this.forfeitSeat(next, seat, at);
    await this.afterSeatsChanged(this.t ?? next);
    return tournament;
  }

  #close(tag: string, reason: string): number {
    const sockets = this.ctx.getWebSockets(tag);
    for (const ws of sockets) closeSocket(ws, problem('UNAUTHORIZED', reason));
    return sockets.length;
  }
}
