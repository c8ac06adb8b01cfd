/**
 * The account event stream (GET /api/me/events/stream, NDJSON) as an async iterator: every event once
 * and in order. When the stream ends (a restart, a network drop) it reconnects with `after` = the last
 * seq it handed out, so nothing is lost or repeated; heartbeats are read and dropped.
 */
import type { AccountEvent } from './client.js';

export interface EventStreamOptions {
  /** Start after this seq (the last one you handled); left out: from now on. */
  readonly after?: number;
  /** Called once the stream is open and its backlog read (its first heartbeat): you will miss nothing from here. */
  readonly onReady?: () => void;
  readonly signal?: AbortSignal;
}

export async function* accountEvents(base: string, token: string, options: EventStreamOptions = {}): AsyncGenerator<AccountEvent> {
  let after = options.after;
  let ready = false;
  for (let failures = 0; !options.signal?.aborted; ) {
    const url = new URL('/api/me/events/stream', base);
    if (after !== undefined) url.searchParams.set('after', String(after));
    try {
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, ...(options.signal ? { signal: options.signal } : {}) });
      if (res.status === 401 || res.status === 403) throw new Error(`the event stream refused the token (${res.status}): ${await res.text()}`);
      if (!res.ok || !res.body) throw new Error(`the event stream answered ${res.status}`);
      failures = 0;
      let buffered = '';
      for await (const chunk of res.body.pipeThrough(new TextDecoderStream())) {
        buffered += chunk;
        let newline: number;
        while ((newline = buffered.indexOf('\n')) >= 0) {
          const line = buffered.slice(0, newline).trim();
          buffered = buffered.slice(newline + 1);
          if (!line) continue;
          const record = JSON.parse(line) as AccountEvent | { kind: 'heartbeat'; last: number };
          if (record.kind === 'heartbeat') {
            // Without `after`, the stream starts from now: the heartbeat's `last` is where to resume.
            after ??= record.last;
            if (!ready) {
              ready = true;
              options.onReady?.();
            }
            continue;
          }
          after = record.seq;
          yield record;
        }
      }
    } catch (e) {
      if (options.signal?.aborted) return;
      if (e instanceof Error && /refused the token/.test(e.message)) throw e;
      failures++;
    }
    // Reconnect after a pause that grows with repeated failures (at most 30 s).
    await new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 500 * 2 ** failures)));
  }
}
