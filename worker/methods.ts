/**
 * Which methods a path takes, read off the routes the app really serves: a request whose path exists
 * with other methods is answered 405 METHOD_NOT_ALLOWED with `Allow` (RFC 9110 §15.5.6), not 404.
 */
import type { RouterRoute } from 'hono/types';

interface PathMethods {
  readonly pattern: RegExp;
  readonly methods: Set<string>;
}

/** `/api/tables/:id/seats/:seat` as a pattern of whole path segments. */
function patternOf(path: string): RegExp {
  const segments = path.split('/').map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}/?$`);
}

const cache = new WeakMap<readonly RouterRoute[], PathMethods[]>();

function table(routes: readonly RouterRoute[]): PathMethods[] {
  let out = cache.get(routes);
  if (out) return out;
  const byPath = new Map<string, Set<string>>();
  for (const r of routes) {
    if (r.method === 'ALL' || r.path.includes('*')) continue;
    const set = byPath.get(r.path) ?? new Set<string>();
    set.add(r.method);
    byPath.set(r.path, set);
  }
  out = [...byPath].map(([path, methods]) => ({ pattern: patternOf(path), methods }));
  cache.set(routes, out);
  return out;
}

/** The methods `path` is served with (HEAD wherever GET is), sorted; [] for a path no route serves. */
export function allowedMethods(routes: readonly RouterRoute[], path: string): string[] {
  const allowed = new Set<string>();
  for (const { pattern, methods } of table(routes)) if (pattern.test(path)) methods.forEach((m) => allowed.add(m));
  if (allowed.size === 0) return [];
  if (allowed.has('GET')) allowed.add('HEAD');
  allowed.add('OPTIONS');
  return [...allowed].sort();
}
