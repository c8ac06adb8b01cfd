/**
 * Token buckets, kept in memory: per isolate in the worker (REST calls, keyed by player or client
 * address) and per table object (socket messages, keyed by player). A bucket holds `burst` tokens and
 * refills `perSecond` tokens a second; each request takes one.
 */
import { now as serviceNow } from './clock.js';

export interface RateLimit {
  readonly burst: number;
  readonly perSecond: number;
}

/** Parses "burst/perSecond" (e.g. "120/20"), falling back to `fallback`. */
export function parseRateLimit(text: string | undefined, fallback: RateLimit): RateLimit {
  const m = /^(\d+)\/(\d+(?:\.\d+)?)$/.exec(text ?? '');
  if (!m) return fallback;
  return { burst: Number(m[1]), perSecond: Number(m[2]) };
}

export interface Bucket {
  readonly tokens: number;
  readonly at: number;
}

/**
 * Takes a token from `bucket` (a full one when undefined) at `now`: the bucket afterwards, and 0 when
 * allowed or else the seconds to wait. Pure, so a bucket can also be kept in storage.
 */
export function takeFrom(bucket: Bucket | undefined, limit: RateLimit, now: number): { bucket: Bucket; wait: number } {
  const tokens = Math.min(limit.burst, (bucket?.tokens ?? limit.burst) + ((now - (bucket?.at ?? now)) / 1000) * limit.perSecond);
  if (tokens >= 1) return { bucket: { tokens: tokens - 1, at: now }, wait: 0 };
  return { bucket: { tokens, at: now }, wait: Math.max(1, Math.ceil((1 - tokens) / limit.perSecond)) };
}

/** A bucket's limit, the whole tokens left in it and the seconds until it is full again (for RateLimit headers). */
export interface LimitState {
  readonly limit: RateLimit;
  readonly remaining: number;
  readonly fullIn: number;
}

/** What an object answers for a limited request: what it did, or the seconds to wait; either way the bucket's state. */
export type Limited<T> = ({ readonly rate: LimitState } & T) | { readonly rate: LimitState; readonly retryAfter: number };

/** What is left of `bucket` (a full one when undefined) at `now`. */
export function stateOf(bucket: Bucket | undefined, limit: RateLimit, now: number): LimitState {
  const tokens = bucket ? Math.min(limit.burst, bucket.tokens + ((now - bucket.at) / 1000) * limit.perSecond) : limit.burst;
  return { limit, remaining: Math.floor(tokens), fullIn: Math.ceil((limit.burst - tokens) / limit.perSecond) };
}

export class Buckets {
  readonly #buckets = new Map<string, Bucket>();

  constructor(private readonly maxKeys = 10_000) {}

  /** Takes a token for `key`; returns 0 when allowed, or the seconds to wait before retrying. */
  take(key: string, limit: RateLimit, now = serviceNow()): number {
    const before = this.#buckets.get(key);
    if (!before && this.#buckets.size >= this.maxKeys) this.#sweep(limit, now);
    const { bucket, wait } = takeFrom(before, limit, now);
    this.#buckets.set(key, bucket);
    return wait;
  }

  /** The whole tokens left in `key`'s bucket now, and the seconds until it is full again. */
  left(key: string, limit: RateLimit, now = serviceNow()): LimitState {
    return stateOf(this.#buckets.get(key), limit, now);
  }

  /** Gives back a token taken for `key` (the request turned out to be charged elsewhere). */
  refund(key: string, limit: RateLimit): void {
    const b = this.#buckets.get(key);
    if (b) this.#buckets.set(key, { tokens: Math.min(limit.burst, b.tokens + 1), at: b.at });
  }

  /** Forgets full buckets (they behave like new ones), or everything if all are busy. */
  #sweep(limit: RateLimit, now: number): void {
    for (const [key, b] of this.#buckets) {
      if (b.tokens + ((now - b.at) / 1000) * limit.perSecond >= limit.burst) this.#buckets.delete(key);
    }
    if (this.#buckets.size >= this.maxKeys) this.#buckets.clear();
  }
}

/**
 * The IETF rate-limit headers (draft-ietf-httpapi-ratelimit-headers) of the buckets a request paid
 * from, one list item per limit: `RateLimit-Policy: "api";q=120;w=4` — a bucket of `q` requests that
 * refills completely in `w` seconds — and `RateLimit: "api";r=117;t=1` — `r` requests left now and
 * `t` seconds until the bucket is full again.
 */
export function rateLimitFields(used: ReadonlyMap<string, LimitState>): { policy: string; state: string } {
  const items = [...used];
  return {
    policy: items.map(([name, u]) => `"${name}";q=${u.limit.burst};w=${Math.ceil(u.limit.burst / u.limit.perSecond)}`).join(', '),
    state: items.map(([name, u]) => `"${name}";r=${u.remaining};t=${u.fullIn}`).join(', '),
  };
}
