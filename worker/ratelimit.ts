/**
 * Token buckets, kept in memory: per isolate in the worker (REST calls, keyed by player or client
 * address) and per table object (socket messages, keyed by player). A bucket holds `burst` tokens and
 * refills `perSecond` tokens a second; each request takes one.
 */
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

interface Bucket {
  tokens: number;
  at: number;
}

export class Buckets {
  readonly #buckets = new Map<string, Bucket>();

  constructor(private readonly maxKeys = 10_000) {}

  /** Takes a token for `key`; returns 0 when allowed, or the seconds to wait before retrying. */
  take(key: string, limit: RateLimit, now = Date.now()): number {
    let b = this.#buckets.get(key);
    if (!b) {
      if (this.#buckets.size >= this.maxKeys) this.#sweep(limit, now);
      b = { tokens: limit.burst, at: now };
      this.#buckets.set(key, b);
    }
    b.tokens = Math.min(limit.burst, b.tokens + ((now - b.at) / 1000) * limit.perSecond);
    b.at = now;
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - b.tokens) / limit.perSecond));
  }

  /** Gives back a token taken for `key` (the request turned out to be charged elsewhere). */
  refund(key: string, limit: RateLimit): void {
    const b = this.#buckets.get(key);
    if (b) b.tokens = Math.min(limit.burst, b.tokens + 1);
  }

  /** Forgets full buckets (they behave like new ones), or everything if all are busy. */
  #sweep(limit: RateLimit, now: number): void {
    for (const [key, b] of this.#buckets) {
      if (b.tokens + ((now - b.at) / 1000) * limit.perSecond >= limit.burst) this.#buckets.delete(key);
    }
    if (this.#buckets.size >= this.maxKeys) this.#buckets.clear();
  }
}
