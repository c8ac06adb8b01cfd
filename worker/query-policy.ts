/**
 * One policy for query parameters the route does not know (docs/api.md §8): they are ignored — a
 * cache-buster such as `?_=1733130000` never breaks a long poll — and named in a `Warning` header
 * (`299 - "ignored query parameters: _"`), so that a misspelt `?wiat=25` does not go unnoticed. The
 * known parameters are those the OpenAPI document lists for the operation (worker/openapi.ts).
 */
import type { MiddlewareHandler } from 'hono';
import { ROUTES } from './openapi.js';

interface Known {
  readonly method: string;
  readonly pattern: RegExp;
  readonly names: ReadonlySet<string>;
}

let known: Known[] | undefined;

function table(): Known[] {
  known ??= ROUTES.map((r) => ({
    method: r.method.toUpperCase(),
    pattern: new RegExp(`^${r.path.split('/').map((s) => (/^\{\w+\}$/.test(s) ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`),
    names: new Set((r.params ?? []).filter((p) => p.in === 'query').map((p) => p.name)),
  }));
  return known;
}

/** The query parameters of `url` that the documented operation does not take; [] for undocumented routes. */
export function unknownQueryParams(method: string, url: URL): string[] {
  const m = method === 'HEAD' ? 'GET' : method;
  const route = table().find((r) => r.method === m && r.pattern.test(url.pathname));
  if (!route) return [];
  return [...new Set([...url.searchParams.keys()].filter((name) => !route.names.has(name)))];
}

/** Quotes and backslashes would end the warning's quoted text early. */
const safe = (name: string): string => name.replace(/[^\x20-\x7e]|["\\]/g, '?').slice(0, 40);

export const queryPolicy: MiddlewareHandler = async (c, next) => {
  await next();
  // A WebSocket upgrade's answer carries the socket and must pass untouched.
  if (c.res.status === 101) return;
  const unknown = unknownQueryParams(c.req.method, new URL(c.req.url));
  if (unknown.length === 0) return;
  const res = new Response(c.res.body, c.res);
  res.headers.set('warning', `299 - "ignored query parameters: ${unknown.slice(0, 10).map(safe).join(', ')}"`);
  c.res = res;
};
