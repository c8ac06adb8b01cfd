/**
 * Anonymous reads of a tournament at scale (docs/scale.md, "Hot spots"): its page and its standings
 * (embedded on club websites) are read by people without a token, and all of them would reach the one
 * Tournament object. They go through the Workers Cache API with a short time to live, like the lobby
 * lists (worker/lobby-list.ts): however many strangers look, the object sees at most one read per
 * kind per TTL from a location, and within one isolate concurrent misses share one read.
 *
 * Only reads without a token are cached, because they are the same for everyone; an entrant's or the
 * director's view is theirs alone. The changes made through requests (joining, leaving, a round
 * started, a table annulled or replayed, an entrant replaced, an account deleted) forget the cached
 * reads of that tournament, so that the change shows at once here; what its tables report (a new
 * deal, an end) shows within the TTL.
 */
import { type Answer, answer } from '../problem.js';

/** Seconds an anonymous read of a tournament is served from the cache before the object is asked again. */
export const TOURNAMENT_CACHE_SECONDS = 2;

/** The anonymous reads that are cached: the tournament's page (its view) and its standings. */
export type TournamentRead = 'view' | 'standings';
const READS: readonly TournamentRead[] = ['view', 'standings'];

/** The cache key of a read: its own URL on the site's origin. */
function cacheKey(origin: string, id: string, kind: TournamentRead): Request {
  return new Request(new URL(`/api/tournaments/${id}${kind === 'standings' ? '/standings' : ''}`, origin).toString());
}

/** Reads of this isolate in flight, shared by concurrent misses of the same key. */
const inflight = new Map<string, Promise<Answer<string>>>();
/** Bumped when a tournament's reads are forgotten, so that a read started before the change is not cached after it. */
const generation = new Map<string, number>();

/**
 * The JSON body of an anonymous read of tournament `id`, from the cache while it is fresh; `read`
 * asks the object. A refusal (no such tournament) is passed on and never cached.
 */
export async function cachedTournamentRead(
  origin: string,
  id: string,
  kind: TournamentRead,
  read: () => Promise<Answer<unknown>>,
  waitUntil: (p: Promise<unknown>) => void,
): Promise<Answer<string>> {
  const key = cacheKey(origin, id, kind);
  const cache = defaultCache();
  const hit = await cache?.match(key);
  if (hit) return answer(await hit.text());
  const pending = inflight.get(key.url);
  if (pending) return pending;
  const gen = generation.get(id) ?? 0;
  // The shared read stays in place until the cache holds its answer, so that no miss falls in between.
  const done = () => {
    if (inflight.get(key.url) === run) inflight.delete(key.url);
  };
  const run: Promise<Answer<string>> = read().then(
    (got) => {
      if (!got.ok || !cache || (generation.get(id) ?? 0) !== gen) {
        done();
        return got.ok ? answer(JSON.stringify(got.value)) : got;
      }
      const body = JSON.stringify(got.value);
      const stored = new Response(body, { headers: { 'content-type': 'application/json', 'cache-control': `public, max-age=${TOURNAMENT_CACHE_SECONDS}` } });
      waitUntil(cache.put(key, stored).catch(() => undefined).finally(done));
      return answer(body);
    },
    (e: unknown) => {
      done();
      throw e;
    },
  );
  inflight.set(key.url, run);
  return run;
}

/** Forgets the cached anonymous reads of a tournament after a change made through a request. */
export async function forgetTournament(origin: string, id: string): Promise<void> {
  generation.set(id, (generation.get(id) ?? 0) + 1);
  const keys = READS.map((kind) => cacheKey(origin, id, kind));
  for (const k of keys) inflight.delete(k.url);
  const cache = defaultCache();
  if (cache) await Promise.all(keys.map((k) => cache.delete(k).catch(() => false)));
}

/** The Workers Cache API where the runtime has it (elsewhere every read is a miss). */
function defaultCache(): Cache | undefined {
  return (globalThis as { caches?: CacheStorage & { default?: Cache } }).caches?.default;
}
