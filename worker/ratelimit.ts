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
