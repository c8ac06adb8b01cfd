/** The site's calls for blocking and reporting (docs/api.md, "Blocking, reports and mutes"); kept out of the widget's Api. */
import type { BlocksResponse, CreateReportBody, CreateReportResponse } from '../../shared/protocol-moderation.js';
import type { Lobby, Problem } from '../../shared/protocol.js';
import { ApiError } from '../api/client.js';

async function send<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (e) {
    throw new ApiError(0, 'NETWORK', e instanceof Error ? e.message : String(e));
  }
  const text = await res.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (res.ok) return data as T;
  const p = (data ?? {}) as Partial<Problem>;
  throw new ApiError(res.status, p.code ?? `HTTP_${res.status}`, p.detail ?? p.title ?? res.statusText);
}

export const blocks = (token: string) => send<BlocksResponse>(token, 'GET', '/api/me/blocks');
export const block = (token: string, id: string) => send<BlocksResponse>(token, 'PUT', `/api/me/blocks/${encodeURIComponent(id)}`);
export const unblock = (token: string, id: string) => send<BlocksResponse>(token, 'DELETE', `/api/me/blocks/${encodeURIComponent(id)}`);
export const report = (token: string, body: CreateReportBody) => send<CreateReportResponse>(token, 'POST', '/api/reports', body);

/** A lobby as the caller sees it (the members and mutes only for the owner and the members). */
export const lobbyOf = (token: string | undefined, name: string) =>
  token ? send<Lobby>(token, 'GET', `/api/lobbies/${encodeURIComponent(name)}`) : fetch(`/api/lobbies/${encodeURIComponent(name)}`).then((r) => r.json() as Promise<Lobby>);
export const mute = (token: string, lobby: string, id: string, on: boolean) =>
  send<Lobby>(token, on ? 'PUT' : 'DELETE', `/api/lobbies/${encodeURIComponent(lobby)}/mutes/${encodeURIComponent(id)}`);
/** A player's name, from their public page. */
export const nameOf = (id: string) =>
  fetch(`/api/players/${encodeURIComponent(id)}/profile`).then(async (r) => (r.ok ? ((await r.json()) as { name: string }).name : id));
