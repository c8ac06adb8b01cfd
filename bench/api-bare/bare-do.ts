/**
 * The benchmark's baseline (bench/api.bench.ts): a Durable Object that only appends a row to SQLite
 * and reads the last one back, over RPC and over a hibernating WebSocket. It is part of the bench-only
 * worker (bench/api-bare/worker.ts) and never of the production Worker.
 */
import { DurableObject } from 'cloudflare:workers';

export class BareDO extends DurableObject<object> {
  readonly #sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: object) {
    super(ctx, env);
    this.#sql = ctx.storage.sql;
    this.#sql.exec('CREATE TABLE IF NOT EXISTS log (seq INTEGER PRIMARY KEY, body TEXT NOT NULL, at INTEGER NOT NULL)');
  }

  append(body: string): { seq: number } {
    const row = this.#sql
      .exec<{ seq: number }>('INSERT INTO log (body, at) VALUES (?, ?) RETURNING seq', body, Date.now())
      .one();
    return { seq: row.seq };
  }

  /** The last row, as the table's state is read after an action. */
  last(): { seq: number; body: string | null } {
    const row = this.#sql.exec<{ seq: number; body: string }>('SELECT seq, body FROM log ORDER BY seq DESC LIMIT 1').toArray()[0];
    return row ?? { seq: 0, body: null };
  }

  override async fetch(): Promise<Response> {
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1]);
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    ws.send(JSON.stringify(this.append(typeof message === 'string' ? message : '')));
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {
      // already closed
    }
  }
}
