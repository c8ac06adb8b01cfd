/**
 * The secrets of accounts and how they are spelled. Every one names the player it belongs to where it
 * must be checked without a lookup table (a bearer token, a socket ticket, a recovery code), so that
 * checking it asks exactly one Player object; only their SHA-256 hashes are stored. Link codes are
 * short enough to type, so they live in their own small object instead (pending-do.ts).
 */
import { randomHex, randomId, sha256Hex } from '../crypto.js';

/** `st_<playerId>_<secret>`: a session's bearer token. */
export const TOKEN_PATTERN = /^st_([a-z2-9]{16})_([0-9a-f]{64})$/;
/** `wt_<playerId>_<secret>`: a single-use socket ticket (≤ 60 s). */
export const TICKET_PATTERN = /^wt_([a-z2-9]{16})_([0-9a-f]{32})$/;

export const newToken = (playerId: string): string => `st_${playerId}_${randomHex(32)}`;
export const newTicket = (playerId: string): string => `wt_${playerId}_${randomHex(16)}`;

/** The player a token or ticket names, or undefined when it is not spelled like one. */
export function playerOfToken(token: string, pattern: RegExp = TOKEN_PATTERN): string | undefined {
  return pattern.exec(token)?.[1];
}

export const hashSecret = sha256Hex;

// ---------------------------------------------------------------------------------------------------
// Link codes: 8 characters of the unambiguous id alphabet (40 bits), shown as XXXX-XXXX.

const CODE_CHARS = /[^a-z2-9]/g;

export const newLinkCode = (): string => randomId(8);

/** What the person typed, as stored: lower case, without spaces or dashes; undefined if it cannot be a code. */
export function readLinkCode(typed: string): string | undefined {
  const code = typed.toLowerCase().replace(CODE_CHARS, '');
  return code.length === 8 ? code : undefined;
}

export const showLinkCode = (code: string): string => `${code.slice(0, 4)}-${code.slice(4)}`.toUpperCase();

// ---------------------------------------------------------------------------------------------------
// Recovery codes: the player id and 20 secret characters (100 bits), printed in groups of four.

const RECOVERY_SECRET = 20;

export function newRecoveryCode(playerId: string): string {
  const raw = playerId + randomId(RECOVERY_SECRET);
  return raw.match(/.{4}/g)!.join('-');
}

/** The player and the normalised code, or undefined when the text cannot be a recovery code. */
export function readRecoveryCode(typed: string): { playerId: string; code: string } | undefined {
  const code = typed.toLowerCase().replace(CODE_CHARS, '');
  if (code.length !== 16 + RECOVERY_SECRET) return undefined;
  return { playerId: code.slice(0, 16), code };
}
