/** The site's calls for blocking and reporting (docs/api.md, "Blocking, reports and mutes"); kept out of the widget's Api. */
import type { BlocksResponse, CreateReportBody, CreateReportResponse, Report, ReportsResponse, ReportState } from '../../shared/protocol-moderation.js';
import type { Lobby } from '../../shared/protocol.js';
import { requestAs } from '../api/client.js';

export const blocks = (token: string) => requestAs(token)<BlocksResponse>('GET', '/api/me/blocks');
export const block = (token: string, id: string) => requestAs(token)<BlocksResponse>('PUT', `/api/me/blocks/${encodeURIComponent(id)}`);
export const unblock = (token: string, id: string) => requestAs(token)<BlocksResponse>('DELETE', `/api/me/blocks/${encodeURIComponent(id)}`);
export const report = (token: string, body: CreateReportBody) => requestAs(token)<CreateReportResponse>('POST', '/api/reports', body);

const reportsAt = (lobby: string, rest = '') => `/api/lobbies/${encodeURIComponent(lobby)}/reports${rest}`;
/** A lobby's reports, for its operator: the open ones first (`state`), newest first. */
export const reportsOf = (token: string, lobby: string, state: ReportState = 'open') => requestAs(token)<ReportsResponse>('GET', reportsAt(lobby, `?state=${state}`));
export const markHandled = (token: string, lobby: string, id: string, handled: boolean) =>
  requestAs(token)<Report>('PUT', reportsAt(lobby, `/${encodeURIComponent(id)}`), { handled });

/** A lobby as the caller sees it (the members and mutes only for the owner and the members). */
export const lobbyOf = (token: string | undefined, name: string) => requestAs(token)<Lobby>('GET', `/api/lobbies/${encodeURIComponent(name)}`);
export const mute = (token: string, lobby: string, id: string, on: boolean) =>
  requestAs(token)<Lobby>(on ? 'PUT' : 'DELETE', `/api/lobbies/${encodeURIComponent(lobby)}/mutes/${encodeURIComponent(id)}`);
/** A player's name, from their public page. */
export const nameOf = (id: string) =>
  fetch(`/api/players/${encodeURIComponent(id)}/profile`).then(async (r) => (r.ok ? ((await r.json()) as { name: string }).name : id));
