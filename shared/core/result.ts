/** A value or a typed error. Rules code returns these instead of throwing. */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const err = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });

/**
 * Stable error codes of the engine. Clients may switch on `code`; the `message` is for people.
 * - NOT_YOUR_TURN: the seat is not among `toAct`.
 * - ILLEGAL_ACTION: the action is well-formed but not in `legalActions` for this seat now.
 * - MATCH_OVER: the match has ended; nothing is legal any more.
 * - BAD_NOTATION: the action text does not parse.
 * - UNKNOWN_CARD: the action names something that is not a card of this game's pack.
 * - BAD_SEAT: the seat number does not exist at this table.
 */
export type ActionErrorCode =
  | 'NOT_YOUR_TURN'
  | 'ILLEGAL_ACTION'
  | 'MATCH_OVER'
  | 'BAD_NOTATION'
  | 'UNKNOWN_CARD'
  | 'BAD_SEAT';

export interface ActionError {
  readonly code: ActionErrorCode;
  readonly message: string;
}

/** Stable error codes of `setup`/`fromRecord`: the table cannot be created as asked. */
export type SetupErrorCode = 'BAD_OPTIONS' | 'BAD_SEATS' | 'BAD_DECK' | 'BAD_RECORD' | 'UNKNOWN_GAME' | 'UNKNOWN_PROFILE';

export interface SetupError {
  readonly code: SetupErrorCode;
  readonly message: string;
}

export const actionError = (code: ActionErrorCode, message: string): ActionError => ({ code, message });
export const setupError = (code: SetupErrorCode, message: string): SetupError => ({ code, message });
