/**
 * What a table tells a player's object, and what the player's channels send on. Built from public
 * facts only: the table's name and game, seat numbers and names, deadlines and the public notation of
 * moves (what every seat saw). Never a hand, never a card that is still hidden from anyone.
 */
import type { CorrTableState } from '../../shared/protocol-correspondence.js';
import { WEBHOOK_EVENT_KINDS } from '../../shared/protocol-webhooks.js';

type Outcome = NonNullable<CorrTableState['outcome']>;

export const EVENT_KINDS = WEBHOOK_EVENT_KINDS;
export type EventKind = (typeof EVENT_KINDS)[number];

/** One move as everybody saw it. */
export interface PublicMove {
  readonly seat: number;
  readonly name: string;
  readonly action: string;
}

export interface TableRef {
  readonly id: string;
  readonly name: string;
  readonly game: string;
}

export interface NotifyEvent {
  readonly kind: EventKind;
  readonly table?: TableRef | undefined;
  readonly seat?: number | null | undefined;
  /** ISO time the seat's time runs out. */
  readonly deadline?: string | null | undefined;
  /** The moves since the player's own last one: a trick, grouped, not card by card. */
  readonly moves?: readonly PublicMove[] | undefined;
  /** The digest's tables, your turn at each. */
  readonly tables?: readonly (TableRef & { readonly deadline: string | null })[] | undefined;
  /** For a rematch: the new table. */
  readonly rematch?: string | undefined;
  /** "Your turn": the table's seq, to act with (the account event stream passes it on). */
  readonly seq?: number | undefined;
  /** "Finished": how the match ended (public once it has). */
  readonly outcome?: Outcome | undefined;
  /** For a finished match: the names of the winners (none for a draw) and the winning score. */
  readonly winners?: readonly string[] | undefined;
  readonly score?: number | undefined;
  /** For a match that ended by a forfeit on time: the name of the player whose time ran out. */
  readonly forfeited?: string | undefined;
  /** For a rematch: who asked, and the seat (0-based) the player has at the new table. */
  readonly by?: string | undefined;
  readonly newSeat?: number | undefined;
  /** For a timeout: ISO time the table's absence policy acts. */
  readonly graceUntil?: string | undefined;
  /** For a test message: the player's name. */
  readonly player?: string | undefined;
  readonly at: string;
}

/**
 * An event as it goes out: with its sentence written in the player's language (worker/notify/notice.ts)
 * at the time it is sent, and that language's tag.
 */
export interface DeliveredEvent extends NotifyEvent {
  readonly text: string;
  readonly language: string;
}
