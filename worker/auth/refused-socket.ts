/**
 * A socket upgrade that is refused still completes, so that a browser learns why (a browser's
 * WebSocket sees neither the status nor the body of a refused handshake): the socket is accepted, one
 * error frame `{type:"error", code, detail}` is sent, and it is closed with 4000 + the HTTP status the
 * same refusal has over REST — 4401 (no valid token or ticket, a revoked session), 4403 (a private
 * table), 4404 (no such table).
 */
import type { Problem } from '../../shared/protocol.js';
import { socketError } from '../problem.js';

export function refusedSocket(p: Problem): Response {
  const pair = new WebSocketPair();
  const [client, server] = [pair[0], pair[1]];
  server.accept();
  server.send(JSON.stringify(socketError(p)));
  server.close(4000 + p.status, p.title.slice(0, 120));
  return new Response(null, { status: 101, webSocket: client });
}

/** Closes an open socket the same way (a session revoked, an account deleted). */
export function closeSocket(ws: WebSocket, p: Pick<Problem, 'code' | 'title' | 'detail' | 'status'>): void {
  try {
    ws.send(JSON.stringify(socketError(p)));
    ws.close(4000 + p.status, p.detail.slice(0, 120));
  } catch {
    // already closing
  }
}
