/**
 * Structured logs: one JSON object per line, which Workers Logs (and `wrangler tail`) index by field.
 * Callers pass what they choose to show — ids, counts, codes, times — never a state, a view, a hand or
 * a request body; as a second guard, anything shaped like a bearer token or an invitation query is
 * masked before the line is written. docs/operations.md lists the events and their fields.
 */

export type Level = 'info' | 'warn' | 'error';

/** A bearer token (`st_<player>_<secret>`, see worker/http.ts) anywhere in a text. */
const TOKEN = /st_[a-z2-9]{16}_[0-9a-f]{64}/g;
/** `token=` and `invite=` values in a logged URL or query. */
const SECRET_PARAM = /\b(token|invite)=[^&\s"]*/g;

/** Masks what must never reach a log. */
export function scrub(text: string): string {
  return text.replace(TOKEN, 'st_[redacted]').replace(SECRET_PARAM, '$1=[redacted]');
}

/** Writes one line `{"level", "event", …fields}`; `error` and `warn` go to the error stream. */
export function log(level: Level, event: string, fields: Readonly<Record<string, unknown>> = {}): void {
  const line = scrub(JSON.stringify({ level, event, ...fields }));
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

/** An error as a log field: its name and message, without the stack (which may quote values). */
export function errorField(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}
