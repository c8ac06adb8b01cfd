/**
 * The generic invariant suite (OpenSpiel's RandomSimulation for Stammtisch): seeded random
 * matches of any registered game, checking at every step what every game must guarantee.
 */
import { expect } from 'vitest';
import {
  actionOf,
  type AnyGameDef,
  applyNotation,
  createMatch,
  dealSpans,
  type MatchRecord,
  randomInt,
  replay,
  type RngState,
  sameCards,
  seedRng,
  type Viewer,
} from '../../shared/index.js';

export interface PlayoutConfig {
  readonly seats: number;
  readonly options?: Readonly<Record<string, unknown>>;
  /** Fails the playout if the match has not ended after this many actions. */
  readonly maxSteps: number;
}

/** Every alphanumeric token inside the string values of a JSON-like value (card ids, notations). */
export function tokensOf(value: unknown, out = new Set<string>(), before = 0, root = true): Set<string> {
  if (typeof value === 'string') {
    for (const t of value.split(/[^A-Za-z0-9]+/)) if (t) out.add(t);
  } else if (Array.isArray(value)) {
    for (const v of value) tokensOf(v, out, before, false);
  } else if (value !== null && typeof value === 'object') {
    // The score sheet of a deal before the one in play may name that deal's cards (a Tarot sheet shows
    // the chien and the écart): they were gathered and shuffled again, so they tell nothing.
    const deal = (value as { deal?: unknown }).deal;
    if (!root && typeof deal === 'number' && deal <= before) return out;
    for (const [k, v] of Object.entries(value)) {
      out.add(`key:${k}`);
      // A Tarot petit sec hand, shown as §4.3 requires, is of a deal thrown in and shuffled again.
      if (k === 'hand' && (value as { reason?: unknown }).reason === 'petit_sec') continue;
      tokensOf(v, out, before, false);
    }
  }
  return out;
}

const isPowerOfTwo = (n: number) => n > 0 && (n & (n - 1)) === 0;

/** Plays one seeded random match and checks the invariants at every step. Returns the number of actions. */
export function checkPlayout(def: AnyGameDef, config: PlayoutConfig, seed: string): number {
  const start = createMatch<unknown>(def, { seats: config.seats, options: config.options, seed });
  if (!start.ok) throw new Error(`setup failed: ${start.error.message}`);
  let state = start.value;
  let rng: RngState = seedRng(`choices:${seed}`);
  const log: [number, string][] = [];
  const pack = def.pack(JSON.parse(JSON.stringify((state as { options?: unknown }).options ?? {})));
  const seenNotations = new Set<string>();
  const viewers: Viewer[] = [...Array.from({ length: config.seats }, (_, i) => i), 'spectator'];
  let closedBefore = 0;

  for (let step = 0; ; step++) {
    const toAct = def.toAct(state);
    const outcome = def.outcome(state);
    expect(outcome === undefined, `step ${step}: outcome defined iff toAct empty`).toBe(toAct.length > 0);

    // plain JSON
    expect(JSON.parse(JSON.stringify(state)), `step ${step}: JSON round trip`).toEqual(state);

    // cards conserved
    const locations = def.cardLocations(state);
    const all = Object.values(locations).flat();
    expect(sameCards(all, pack), `step ${step}: cards conserved (${all.length} of ${pack.length})`).toBe(true);

    // no leaks: no view holds a card the viewer may not see, nor the seed (sheets of earlier deals may
    // name their own cards)
    const earlier = def.view(state, 'spectator').deal - 1;
    for (const viewer of viewers) {
      const view = def.view(state, viewer);
      expect(view.hand, `step ${step}: spectators hold no hand`).toEqual(viewer === 'spectator' ? [] : view.hand);
      const tokens = tokensOf(view, undefined, earlier);
      const hidden = def.hiddenFrom(state, viewer);
      const leaked = hidden.filter((c) => tokens.has(c));
      expect(leaked, `step ${step}: view for ${viewer} leaks`).toEqual([]);
      expect(JSON.stringify(view).includes(seed), `step ${step}: view leaks the seed`).toBe(false);
      expect(tokens.has('key:rng') || tokens.has('key:seed'), `step ${step}: view has rng/seed`).toBe(false);
    }

    // closed deals: every deal before the one in play (all of them at the end), one more at a time
    const closed = def.closedDeals(state);
    const dealNow = def.view(state, 'spectator').deal;
    expect(closed, `step ${step}: closedDeals against deal ${dealNow}`).toBe(toAct.length > 0 ? dealNow - 1 : dealNow);
    expect([closedBefore, closedBefore + 1], `step ${step}: closedDeals moves by one deal at most`).toContain(closed);
    closedBefore = closed;

    // replay equals the state built step by step
    if (isPowerOfTwo(step) || toAct.length === 0) {
      const record: MatchRecord = {
        game: def.id,
        version: def.version,
        seats: config.seats,
        options: config.options ?? {},
        seed,
        log,
      };
      const rebuilt = replay(def, record);
      expect(rebuilt.ok && rebuilt.value, `step ${step}: replay`).toEqual(state);
    }

    if (toAct.length === 0) {
      for (let s = 0; s < config.seats; s++) expect(def.legalActions(state, s)).toEqual([]);
      // the record splits into deals 1…n without gaps, every one closed at the end
      const spans = dealSpans(def, { game: def.id, version: def.version, seats: config.seats, options: config.options ?? {}, seed, log });
      expect(spans.ok).toBe(true);
      if (spans.ok) {
        expect(spans.value.map((d) => d.deal)).toEqual(Array.from({ length: closed }, (_, i) => i + 1));
        expect(spans.value.every((d, i) => d.closed && d.first === (spans.value[i - 1]?.end ?? 0))).toBe(true);
        expect(spans.value.at(-1)?.end).toBe(log.length);
      }
      return step;
    }
    if (step >= config.maxSteps) throw new Error(`match did not end within ${config.maxSteps} actions`);

    const before = JSON.stringify(state);
    const actingLegal = new Map<number, string[]>();
    for (let s = 0; s < config.seats; s++) {
      const legal = def.legalActions(state, s);
      const notations = legal.map((a) => def.makeAction(a));
      if (!toAct.includes(s)) {
        expect(legal, `step ${step}: seat ${s} is not to act`).toEqual([]);
        continue;
      }
      expect(legal.length, `step ${step}: seat ${s} to act has actions`).toBeGreaterThan(0);
      expect(new Set(notations).size, `step ${step}: notations unique`).toBe(notations.length);
      for (let i = 0; i < legal.length; i++) {
        expect(def.parseAction(notations[i]!), `notation round trip of ${notations[i]}`).toEqual(legal[i]);
        seenNotations.add(notations[i]!);
      }
      actingLegal.set(s, notations);
    }

    // a seat that is not to act is refused
    const idle = Array.from({ length: config.seats }, (_, i) => i).find((s) => !toAct.includes(s));
    const firstActing = toAct[0]!;
    if (idle !== undefined) {
      const some = def.parseAction(actingLegal.get(firstActing)![0]!);
      const res = def.apply(state, idle, some);
      expect(res.ok, `step ${step}: out of turn accepted`).toBe(false);
      if (!res.ok) expect(res.error.code).toBe('NOT_YOUR_TURN');
    }
    // an action seen earlier but not legal now is refused, and nothing changes
    const legalNow = new Set(actingLegal.get(firstActing));
    // (a shorthand the rules allow is accepted as exactly the legal action it stands for)
    const illegal = [...seenNotations].find((n) => !legalNow.has(n));
    if (illegal !== undefined) {
      const res = def.apply(state, firstActing, def.parseAction(illegal));
      const meant = def.makeAction(actionOf(def, state, firstActing, illegal));
      if (legalNow.has(meant)) {
        const written = applyNotation(def, state, firstActing, meant);
        expect(res.ok && written.ok && res.value, `step ${step}: "${illegal}" is "${meant}"`).toEqual(written.ok && written.value);
      } else {
        expect(res.ok, `step ${step}: illegal "${illegal}" accepted`).toBe(false);
        if (!res.ok) expect(['ILLEGAL_ACTION', 'UNKNOWN_CARD']).toContain(res.error.code);
      }
    }

    // play a random legal action
    let pick: number;
    [pick, rng] = randomInt(rng, toAct.length);
    const seat = toAct[pick]!;
    const options = def.legalActions(state, seat);
    [pick, rng] = randomInt(rng, options.length);
    const action = options[pick];
    const next = def.apply(state, seat, action);
    expect(JSON.stringify(state), `step ${step}: apply mutated its input`).toBe(before);
    if (!next.ok) throw new Error(`step ${step}: legal action ${def.makeAction(action)} rejected: ${next.error.message}`);
    log.push([seat, def.makeAction(action)]);
    state = next.value;
  }
}
