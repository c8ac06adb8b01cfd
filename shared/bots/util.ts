/**
 * Small helpers every bot uses: its own seeded randomness (the core sfc32, never Math.random),
 * picking among scored actions, and the table's options parsed once.
 */
import { type GameDef, parseOptions, randomInt, type RngState, seedRng, type ViewBase } from '../core/index.js';

const optionsCache = new Map<string, Map<string, unknown>>();

/**
 * The table's options (as sent, possibly partial) with the game's defaults filled in, parsed once per
 * game and distinct options; options the game refuses throw, naming `who`.
 */
export function botOptions<O>(def: GameDef<unknown, unknown, ViewBase, O>, raw: unknown, who = `${def.id} bot`): O {
  let byGame = optionsCache.get(def.id);
  if (!byGame) optionsCache.set(def.id, (byGame = new Map()));
  const key = JSON.stringify(raw ?? {});
  if (!byGame.has(key)) {
    const parsed = parseOptions(def, raw);
    if (!parsed.ok) throw new Error(`${who}: ${parsed.error.message}`);
    byGame.set(key, parsed.value);
  }
  return byGame.get(key) as O;
}

/** A mutable handle on a seeded sfc32 stream, so that bot code reads like ordinary code. */
export class BotRng {
  #state: RngState;
  constructor(seed: string) {
    this.#state = seedRng(seed);
  }
  /** Uniform integer in [0, n). */
  int(n: number): number {
    const [x, next] = randomInt(this.#state, n);
    this.#state = next;
    return x;
  }
  /** Uniform in [0, 1). */
  float(): number {
    return this.int(0x40000000) / 0x40000000;
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('BotRng.pick: nothing to pick from');
    return items[this.int(items.length)]!;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = out[i]!;
      out[i] = out[j]!;
      out[j] = t;
    }
    return out;
  }
}

/** Index of the highest score; the first one on ties (legal lists come in a deterministic order). */
export function argmax(scores: readonly number[]): number {
  let best = 0;
  for (let i = 1; i < scores.length; i++) if (scores[i]! > scores[best]!) best = i;
  return best;
}

/** The legal notation that `choice` names, or throws: a bot answering outside `legal` is a bug. */
export function mustBeLegal(legal: readonly string[], choice: string, who: string): string {
  if (!legal.includes(choice)) throw new Error(`${who} chose "${choice}", which is not legal`);
  return choice;
}
