/**
 * A table's socket (GET /api/tables/{id}/ws): typed messages both ways, as an async iterator of what the
 * server sends. The upgrade carries `Authorization: Bearer` (Node's WebSocket takes headers; a browser
 * would fetch a ticket from POST /api/tables/{id}/ws-ticket instead). A refused socket yields its
 * `{type:"error"}` and ends; so does a closed one.
 */
import type { ClientMessage, ServerMessage } from './client.js';

export interface TableSocket extends AsyncIterable<ServerMessage> {
  send(message: ClientMessage): void;
  close(): void;
}

export function tableSocket(base: string, tableId: string, token: string): TableSocket {
  const url = new URL(`/api/tables/${tableId}/ws`, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const ws = new WebSocket(url, { headers: { authorization: `Bearer ${token}` } });
  const queue: ServerMessage[] = [];
  let wake: (() => void) | undefined;
  let open = true;
  const ping = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send('{"type":"ping"}'), 30_000);
  ws.addEventListener('message', (e) => {
    queue.push(JSON.parse(String(e.data)) as ServerMessage);
    wake?.();
  });
  ws.addEventListener('close', () => {
    open = false;
    clearInterval(ping);
    wake?.();
  });
  const opened = new Promise<void>((resolve) => ws.addEventListener('open', () => resolve(), { once: true }));
  return {
    send(message) {
      void opened.then(() => ws.send(JSON.stringify(message)));
    },
    close() {
      ws.close(1000);
    },
    async *[Symbol.asyncIterator]() {
      for (;;) {
        const next = queue.shift();
        if (next) {
          yield next;
          continue;
        }
        if (!open) return;
        await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
      }
    },
  };
}
