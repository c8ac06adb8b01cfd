/**
 * What a table tells its players' objects: the summary for "my tables" after every change (a burst of
 * actions costs one update per player and second), and the notifications — "your turn" once per turn
 * with the moves since the player's own last one (a trick, grouped, in public notation), reminders,
 * stand-ins, the end of the match and a rematch. Nothing here ever names a hidden card.
 */
import type { Seat } from '../../shared/index.js';
import type { NewAccountEvent } from '../../shared/protocol-platform.js';
import type { Env } from '../env.js';
import type { NotifyEvent, PublicMove } from '../notify/event.js';
import { now } from '../clock.js';
import type { Corr } from './corr-store.js';
import type { ActionRow } from './store.js';
import { seatOf, sharedSummary, summaryFor, type Table, toAct, turnDeadline } from './views.js';
import { isPersonSeat } from './due.js';

/** The players' lists follow the table this long after an action (bursts of actions coalesce). */
const INBOX_DELAY_MS = 1000;
/** At most this many moves are listed in one notification. */
const MAX_MOVES = 24;

export interface InboxHost {
  readonly env: Env;
  readonly ctx: DurableObjectState;
  table(): Table | undefined;
  /** Actions after `after` (public notations). */
  actionsAfter(after: number): readonly ActionRow[];
  lastSeqOf(seat: Seat): number;
  /** Will the table play this seat's turn itself (a pre-move, its only legal action)? */
  playsItself(t: Table, seat: Seat): boolean;
  /** Stores the corr fields changed here (who was told about their turn). */
  saveCorr(c: Corr): void;
}

export const seatName = (t: Table, seat: Seat): string => t.seats[seat]?.name ?? `Seat ${seat + 1}`;

export function tableRef(t: Table): { id: string; name: string; game: string } {
  return { id: t.info.id, name: t.info.name, game: t.info.game };
}

export class Inbox {
  /** Players who left a seat and whose "my tables" still lists it. */
  readonly departed = new Set<string>();
  #run: Promise<void> | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #again = false;

  constructor(private readonly host: InboxHost) {}

  /** Soon after an action; a burst of actions costs one round. */
  soon(): void {
    if (this.#timer !== undefined) return;
    this.host.ctx.waitUntil(
      new Promise<void>((resolve) => {
        this.#timer = setTimeout(() => {
          this.#timer = undefined;
          void this.sync().finally(resolve);
        }, INBOX_DELAY_MS);
      }),
    );
  }

  /** Now; calls during a round coalesce into one more round. */
  sync(): Promise<void> {
    this.#again = true;
    this.#run ??= (async () => {
      try {
        while (this.#again) {
          this.#again = false;
          await this.#push();
        }
      } finally {
        this.#run = undefined;
      }
    })();
    return this.#run;
  }

  /** Sends `event` to a player's object without holding anyone up. */
  notify(playerId: string, event: NotifyEvent): void {
    const stub = this.host.env.PLAYERS.get(this.host.env.PLAYERS.idFromName(playerId));
    this.host.ctx.waitUntil(
      stub.notify(event).then(
        () => undefined,
        (e: unknown) => console.error(`notification to ${playerId} failed`, e),
      ),
    );
  }

  /** An event for the player's account stream only (a chat mention): no notification channel sends it. */
  tell(playerId: string, event: NewAccountEvent): void {
    const stub = this.host.env.PLAYERS.get(this.host.env.PLAYERS.idFromName(playerId));
    this.host.ctx.waitUntil(stub.accountEvent(event).then(
      () => undefined,
      (e: unknown) => console.error(`account event to ${playerId} failed`, e),
    ));
  }

  /** Every seated person hears `event`. */
  notifyAll(t: Table, event: (seat: Seat) => NotifyEvent): void {
    for (const s of t.seats) if (s.playerId) this.notify(s.playerId, event(s.seat));
  }

  /**
   * One call to each player's object: their table summary and, when it is their turn, "your turn" —
   * the summary first, so that a client woken by the notification finds the list up to date.
   */
  async #push(): Promise<void> {
    const t = this.host.table();
    if (!t) return;
    const targets = new Set<string>(this.departed);
    this.departed.clear();
    for (const s of t.seats) if (s.playerId) targets.add(s.playerId);
    const turns = this.#turns(t);
    const shared = sharedSummary(t);
    const results = await Promise.allSettled(
      [...targets].map((id) => {
        const stub = this.host.env.PLAYERS.get(this.host.env.PLAYERS.idFromName(id));
        return stub.tableChanged(summaryFor(shared, t, seatOf(t, id)), t.head.rev, turns.get(id) ?? []);
      }),
    );
    for (const r of results) if (r.status === 'rejected') console.error(`table ${t.info.id}: inbox update failed`, r.reason);
  }

  /** "Your turn", once per turn, for each person whose turn it is (unless the table plays it for them), by player. */
  #turns(t: Table): Map<string, NotifyEvent[]> {
    const out = new Map<string, NotifyEvent[]>();
    if (t.head.status !== 'playing') return out;
    const told = [...t.corr.toldTurn];
    let changed = false;
    for (const seat of toAct(t)) {
      const playerId = t.seats[seat]?.playerId;
      if (!playerId || !isPersonSeat(t, seat) || this.host.playsItself(t, seat)) continue;
      const last = this.host.lastSeqOf(seat);
      if ((told[seat] ?? 0) > last) continue;
      told[seat] = t.head.seq + 1;
      changed = true;
      const moves: PublicMove[] = this.host
        .actionsAfter(last)
        .filter((a) => a.seat !== seat)
        .slice(-MAX_MOVES)
        .map((a) => ({ seat: a.seat, name: seatName(t, a.seat), action: a.public }));
      const event: NotifyEvent = {
        kind: 'turn',
        table: tableRef(t),
        seat,
        seq: t.head.seq,
        deadline: turnDeadline(t, seat),
        moves,
        at: new Date(now()).toISOString(),
      };
      out.set(playerId, [...(out.get(playerId) ?? []), event]);
    }
    if (changed) this.host.saveCorr({ ...t.corr, toldTurn: told });
    return out;
  }
}
