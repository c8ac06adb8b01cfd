/**
 * The benchmark's baseline: a Durable Object that only appends a row to SQLite and answers, over RPC
 * and over a hibernating WebSocket. Reachable only when the worker runs with BENCH_BARE=1.
 */
import { DurableObject } from 'cloudflare:workers';
import type { Env } from './env.js';

export class BareDO extends DurableObject<Env> {
  readonly #sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
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

  last(): { seq: number } {
    return this.#sql.exec<{ seq: number }>('SELECT coalesce(max(seq), 0) AS seq FROM log').one();
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
