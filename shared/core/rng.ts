/**
 * Seeded integer PRNG (sfc32) whose whole state is four 32-bit integers kept inside game state,
 * so that `apply` stays pure and replays are exact. Never used for secrets: the worker creates
 * seeds with crypto.getRandomValues and the seed itself is hidden until the match ends.
 */
export type RngState = readonly [number, number, number, number];

/** Hashes a seed string into four 32-bit words (cyrb128). */
function hashSeed(seed: string): RngState {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

export function seedRng(seed: string): RngState {
  let state = hashSeed(seed);
  // Discard the first outputs: sfc32 mixes weakly for a few steps after seeding.
  for (let i = 0; i < 12; i++) state = nextU32(state)[1];
  return state;
}

/** One sfc32 step: returns a uniform 32-bit unsigned integer and the next state. */
export function nextU32(rng: RngState): [number, RngState] {
  let [a, b, c, d] = rng;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return [t >>> 0, [a >>> 0, b >>> 0, c >>> 0, d >>> 0]];
}

/** Uniform integer in [0, n) without modulo bias (rejection sampling). */
export function randomInt(rng: RngState, n: number): [number, RngState] {
  if (!Number.isInteger(n) || n <= 0 || n > 0x100000000) throw new RangeError(`randomInt: bad bound ${n}`);
  const limit = 0x100000000 - (0x100000000 % n);
  let state = rng;
  for (;;) {
    const [x, next] = nextU32(state);
    state = next;
    if (x < limit) return [x % n, state];
  }
}

/** Fisher–Yates shuffle; returns a new array and the advanced RNG state. */
export function shuffle<T>(rng: RngState, items: readonly T[]): [T[], RngState] {
  const out = items.slice();
  let state = rng;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = randomInt(state, i + 1);
    state = next;
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return [out, state];
}
