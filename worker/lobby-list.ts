/**
 * Where a lobby lives and how its list is read at scale (docs/scale.md, "Hot spots").
 *
 * A lobby name has one root object (`idFromName(name)`): who owns and may list in it, and the open
 * challenges. Its tables are kept in one shard object per game (`name~game`, '~' never appears in a
 * lobby name), so that the tables of one busy game never queue behind those of another, and no one
 * object sees every table change of the site.
 *
 * Reads of the list go through the Workers Cache API with a short time to live: however many people
 * browse, each lobby object sees at most one read per list key per TTL from a location (and, within
 * one isolate, concurrent misses share one read). The writes that change a list from a request
 * (creating a table, taking or leaving a seat, claiming a lobby, naming members) forget the cached
 * lists of that lobby, so whoever made the change sees it at once; changes made by the tables
 * themselves (a bot filling the last seat, an expiry) show within the TTL.
 */
import type { TableSummary } from '../shared/protocol.js';
import { currentGames } from '../shared/registry.js';
import type { Env } from './env.js';
import type { LobbyListing } from './lobby-do.js';
import { withRatings } from './ratings/lobby-ratings.js';

/** Seconds a lobby list is served from the cache before a lobby object is asked again. */
export const LOBBY_CACHE_SECONDS = 2;
/** The most tables a list shows, newest first (each shard keeps to the same limit). */
export const LIST_LIMIT = 200;
/** Names nobody can claim: the site's own lobby. */
export const UNCLAIMABLE: ReadonlySet<string> = new Set(['public']);

export const lobbyRoot = (env: Env, name: string) => env.LOBBIES.get(env.LOBBIES.idFromName(name));
export const shardName = (lobby: string, game: string): string => `${lobby}~${game}`;
export const lobbyShard = (env: Env, lobby: string, game: string) => env.LOBBIES.get(env.LOBBIES.idFromName(shardName(lobby, game)));

/** Newest first, one entry per table (a legacy row and its shard's row may overlap while it moves). */
export function mergeNewestFirst(lists: readonly (readonly TableSummary[])[], limit = LIST_LIMIT): TableSummary[] {
  const seen = new Set<string>();
  const out: TableSummary[] = [];
  for (const t of lists.flat().sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))) {
    if (seen.has(t.id)) continue;
    seen.add(t.id);
    out.push(t);
  }
  return out.slice(0, limit);
}

/** The open tables of a lobby, from its objects (no cache): of one game, or of all games merged. */
export async function readLobbyTables(env: Env, lobby: string, game?: string): Promise<TableSummary[]> {
  // "public" can never be claimed: its lists need nothing from its root, the busiest object there is.
  // (Its tables from before the shards are handed on by the root's alarm when it first loads after
  // the deploy: the open challenges, kept there, load it.)
  // (The RPC type of the listing loses its shape through the stub's generics; it is plain JSON.)
  const { allowed, legacy } = UNCLAIMABLE.has(lobby)
    ? { allowed: null, legacy: [] }
    : ((await lobbyRoot(env, lobby).listing(lobby)) as unknown as LobbyListing);
  const games = game === undefined ? currentGames().map((g) => g.id) : [game];
  const shards = await Promise.all(games.map((g) => lobbyShard(env, lobby, g).tables(shardName(lobby, g), allowed)));
  return mergeNewestFirst([...shards, legacy.filter((t) => game === undefined || t.game === game)]);
}

/** The cache key of a list: the lobby and the query, on the site's own origin. */
function cacheKey(origin: string, lobby: string, game: string | undefined): Request {
  const url = new URL(`/api/lobbies/${lobby}/tables`, origin);
  if (game !== undefined) url.searchParams.set('game', game);
  return new Request(url.toString());
}

/** Reads of this isolate in flight, shared by concurrent misses of the same key. */
const inflight = new Map<string, Promise<string>>();
/** Bumped when a lobby's lists are forgotten, so that a read started before the change is not cached after it. */
const generation = new Map<string, number>();

/** The JSON body of `GET /api/lobbies/{lobby}/tables[?game=]` (with each table's seated ratings), from the cache when it is fresh. */
export async function cachedLobbyTables(env: Env, origin: string, lobby: string, game: string | undefined, waitUntil: (p: Promise<unknown>) => void): Promise<string> {
  const key = cacheKey(origin, lobby, game);
  const cache = await defaultCache();
  const hit = await cache?.match(key);
  if (hit) return hit.text();
  const pending = inflight.get(key.url);
  if (pending) return pending;
  const gen = generation.get(lobby) ?? 0;
  const read = readLobbyTables(env, lobby, game)
    .then((tables) => withRatings(env, tables))
    .then((tables) => {
      const body = JSON.stringify({ tables });
      if (cache && (generation.get(lobby) ?? 0) === gen) {
        const stored = new Response(body, { headers: { 'content-type': 'application/json', 'cache-control': `public, max-age=${LOBBY_CACHE_SECONDS}` } });
        waitUntil(cache.put(key, stored).catch(() => undefined));
      }
      return body;
    })
    .finally(() => inflight.delete(key.url));
  inflight.set(key.url, read);
  return read;
}

/** Forgets the cached lists of a lobby (every game's and the merged one) after a change made here. */
export async function forgetLobby(origin: string, lobby: string): Promise<void> {
  generation.set(lobby, (generation.get(lobby) ?? 0) + 1);
  const keys = [cacheKey(origin, lobby, undefined), ...currentGames().map((g) => cacheKey(origin, lobby, g.id))];
  for (const k of keys) inflight.delete(k.url);
  const cache = await defaultCache();
  if (cache) await Promise.all(keys.map((k) => cache.delete(k).catch(() => false)));
}

/** The Workers Cache API where the runtime has it (a plain Node test run has none: every read is a miss). */
async function defaultCache(): Promise<Cache | undefined> {
  const store = (globalThis as { caches?: CacheStorage & { default?: Cache } }).caches;
  return store?.default;
}
