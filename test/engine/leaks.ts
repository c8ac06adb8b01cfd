/**
 * The leak check of every channel the table service builds from the engine, played over seeded random
 * matches in Node (fast): what each receiver gets is compared with the cards it may not know now,
 * stated independently by each game's `hiddenFrom`.
 *
 * Channels, as the worker builds them (worker/table/views.ts, table-do.ts):
 * - the view and the legal list of every seat and of spectators after every action (REST, WebSocket,
 *   event feed);
 * - the public notation of every action (event feed, record before the end), read by anyone: checked
 *   against what a spectator may not know right after the action;
 * - the record before the end (header + all public notations so far), read by anyone;
 * - the errors a seat gets for actions it may not make (out of turn, illegal, unknown cards): a
 *   refusal may repeat what the seat sent, nothing else it may not know;
 * - and nowhere the seed (nor an `rng`/`seed` field) before the match has ended.
 */
import {
  actionOf,
  type AnyGameDef,
  applyNotation,
  createMatch,
  legalNotations,
  randomInt,
  type RngState,
  type Seat,
  seedRng,
  type Viewer,
} from '../../shared/index.js';

/**
 * Every alphanumeric token inside the string values of a JSON-like value (card ids, notations), and
 * `key:<name>` for every key (the same reading as invariants.ts, which imports vitest and so cannot run
 * in the long `npm run fuzz`).
 */
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

export interface LeakConfig {
  readonly game: string;
  readonly seats: number;
  readonly options?: Readonly<Record<string, unknown>>;
}

export interface LeakReport {
  readonly actions: number;
  readonly payloads: number;
  readonly finished: boolean;
  /** Every leak found: which channel, which receiver, which cards. Empty when nothing leaked. */
  readonly leaks: string[];
}

/** The record a client reads before the end, built as worker/table/views.ts `record()` builds it. */
export function publicRecord(config: LeakConfig, def: AnyGameDef, log: readonly { seat: Seat; public: string }[]): unknown {
  return {
    id: 'abcdefghijkm',
    game: def.id,
    version: def.version,
    seats: config.seats,
    name: `${def.name} with Ana`,
    options: config.options ?? {},
    players: [],
    status: 'playing',
    seedHash: '0'.repeat(64),
    createdAt: '2026-01-01T00:00:00.000Z',
    actions: log.map((a, i) => ({ seq: i + 1, seat: a.seat, action: a.public, at: '2026-01-01T00:00:00.000Z' })),
  };
}

/**
 * Plays one random match (at most `maxSteps` actions) and checks every payload. `probes` wrong
 * actions are tried at every step for the error channel.
 */
export function checkLeaks(def: AnyGameDef, config: LeakConfig, seed: string, maxSteps = 5_000, probes = 2): LeakReport {
  const start = createMatch<unknown>(def, { seats: config.seats, options: config.options, seed });
  if (!start.ok) throw new Error(`setup failed: ${start.error.message}`);
  let state = start.value;
  let rng: RngState = seedRng(`leaks:${seed}`);
  const viewers: Viewer[] = [...Array.from({ length: config.seats }, (_, i) => i), 'spectator'];
  const pack = def.pack((state as { options?: unknown }).options ?? {});
  const log: { seat: Seat; public: string; deal: number }[] = [];
  const seen = new Set<string>();
  const leaks: string[] = [];
  let payloads = 0;

  /**
   * `payload` for `viewer`: no card of `secret` (by default what the viewer may not know now) other than
   * those in `sent`, and no seed (in `whole`, the payload as sent when only a part is checked for cards).
   */
  const check = (
    channel: string,
    viewer: Viewer,
    payload: unknown,
    sent: unknown = undefined,
    secret: readonly string[] = def.hiddenFrom(state, viewer),
    whole = JSON.stringify(payload),
  ): void => {
    payloads++;
    const tokens = tokensOf(payload);
    const hidden = namedSecrets(payload, secret, sent, dealOf(def, state) - 1);
    if (hidden.length > 0) leaks.push(`${channel} to ${viewer} at action ${log.length}: ${hidden.join(' ')}`);
    const text = whole;
    if (text.includes(seed) || tokens.has('key:rng') || tokens.has('key:seed')) {
      leaks.push(`${channel} to ${viewer} at action ${log.length}: the seed or the rng`);
    }
  };

  for (let step = 0; ; step++) {
    const toAct = def.toAct(state);
    if (toAct.length === 0 || step >= maxSteps) break;
    for (const viewer of viewers) {
      const legal = viewer === 'spectator' ? [] : withoutCalls(legalNotations(def, state, viewer));
      check('view', viewer, { view: def.view(state, viewer), legal });
    }

    // Wrong actions from every seat: out of turn, seen before but not legal now, a card named at random.
    for (let s = 0; s < config.seats; s++) {
      const legal = new Set(legalNotations(def, state, s));
      const tries: string[] = [];
      for (let p = 0; p < probes; p++) {
        let i: number;
        [i, rng] = randomInt(rng, pack.length);
        tries.push(`play ${pack[i]}`);
      }
      for (const n of seen) if (!legal.has(n) && tries.length < probes * 3) tries.push(n);
      for (const text of tries) {
        if (legal.has(text)) continue;
        // a shorthand of a legal action (Tablanet's bare jack sweep) is that action, not a wrong one
        const meant: unknown = actionOf(def, state, s, text);
        if (meant !== undefined && legal.has(def.makeAction(meant))) continue;
        const r = applyNotation(def, state, s, text);
        if (r.ok) {
          leaks.push(`error channel: "${text}" by seat ${s} accepted though not legal`);
          continue;
        }
        check('error', s, { code: r.error.code, detail: r.error.message }, text);
      }
    }

    let pick: number;
    [pick, rng] = randomInt(rng, toAct.length);
    const seat = toAct[pick]!;
    const options = legalNotations(def, state, seat);
    [pick, rng] = randomInt(rng, options.length);
    const text = options[pick]!;
    for (const n of options) seen.add(n);
    const before = state;
    const next = applyNotation(def, state, seat, text);
    if (!next.ok) throw new Error(`legal "${text}" refused: ${next.error.message}`);
    state = next.value;
    const published = def.publicNotation(before, seat, def.parseAction(text));
    // Each logged action belongs to the deal it was played in.
    const deal = dealOf(def, before);
    log.push({ seat, public: published, deal });
    // Everyone but the actor hears the public notation (the actor's own may name its own secret).
    for (const viewer of viewers) {
      if (viewer === seat) continue;
      const event = { seq: log.length, seat, action: published };
      check('event', viewer, event, isCall(published) ? published : undefined, notationSecret(def, before, state, seat, viewer));
    }
    if (def.toAct(state).length === 0) break;
    // The record (every few actions, as it grows): its actions of the current deal against what a
    // spectator may not know now (those of earlier deals were checked when they were published).
    if (log.length % RECORD_EVERY === 0) {
      const current = log.filter((a) => a.deal === dealOf(def, state) && !isCall(a.public));
      check('record', 'spectator', publicRecord(config, def, current), undefined, undefined, JSON.stringify(publicRecord(config, def, log)));
    }
  }
  return { actions: log.length, payloads, finished: def.toAct(state).length === 0, leaks };
}

/**
 * A legal list without its calls: a call names a card as such (Tarot §6.2 and Königrufen let the taker
 * call any King, wherever it lies), not where it is, so the calls offered are the same wherever the
 * cards are and name no secret. Every other legal action may name only cards its seat may know.
 */
export const withoutCalls = (legal: readonly string[]): string[] => legal.filter((n) => !isCall(n));

/** A call (Tarot `call HK`, Königrufen `call CK`; the Königrufen "fourth king" is `call fourth`). */
export const isCall = (notation: string): boolean => notation.startsWith('call ');

/**
 * The cards of `secret` that `payload` names although `sent` did not (a refusal may echo the request).
 * The score sheets of deals 1…`before` may name their own cards, shuffled again since.
 */
export function namedSecrets(payload: unknown, secret: readonly string[], sent: unknown = undefined, before = 0): string[] {
  const tokens = tokensOf(payload, undefined, before);
  const echoed = tokensOf(sent);
  return secret.filter((c) => tokens.has(c) && !echoed.has(c));
}

/**
 * What the public notation of the action `actor` played from `before` (leading to `after`) may not name
 * for `viewer`: what the viewer may not know after it; for the action that ends a deal (the next deal
 * redeals its cards), what neither the viewer nor the actor knew before it.
 */
export function notationSecret(def: AnyGameDef, before: unknown, after: unknown, actor: Seat, viewer: Viewer): readonly string[] {
  return dealOf(def, before) === dealOf(def, after) ? def.hiddenFrom(after, viewer) : unknownToBoth(def, before, viewer, actor);
}

/**
 * Leaks of a record (or an event list) read when the table stood at `states.length - 1`: each action
 * against its own moment, and those of the current deal also against what the viewer may not know now.
 * `states[q]` is the true state after q actions.
 */
export function actionListLeaks(
  def: AnyGameDef,
  states: readonly unknown[],
  actions: readonly { seq: number; seat: number; action: string }[],
  viewer: Viewer,
  now = states.length - 1,
): string[] {
  const out: string[] = [];
  const current = states[now];
  for (const a of actions) {
    const before = states[a.seq - 1];
    const after = states[a.seq];
    if (before === undefined || after === undefined) continue;
    // A call names the called card as such, as the view does (see withoutCalls).
    if (isCall(a.action)) continue;
    const named = namedSecrets(a.action, notationSecret(def, before, after, a.seat, viewer));
    if (a.seq <= now && dealOf(def, before) === dealOf(def, current)) named.push(...namedSecrets(a.action, def.hiddenFrom(current, viewer)));
    if (named.length > 0) out.push(`action ${a.seq} "${a.action}" to ${viewer}: ${[...new Set(named)].join(' ')}`);
  }
  return out;
}

/** Cards neither `viewer` nor `actor` may know in `state` (an actor may show its own cards). */
function unknownToBoth(def: AnyGameDef, state: unknown, viewer: Viewer, actor: Seat): string[] {
  const actorHidden = new Set(def.hiddenFrom(state, actor));
  return def.hiddenFrom(state, viewer).filter((c) => actorHidden.has(c));
}

const RECORD_EVERY = 4;

export const dealOf = (def: AnyGameDef, state: unknown): number => def.view(state, 'spectator').deal;

/** The configurations the leak runs cover: every game and seat count, with short matches. */
export function leakConfigs(games: readonly AnyGameDef[]): LeakConfig[] {
  const short: Record<string, Record<string, unknown>> = {
    tablanet: { targetScore: 1 },
    tarot: { deals: 1 },
    tarock: { rounds: 1 },
    taleles: {},
  };
  return games.flatMap((g) => g.seatCounts.map((seats) => ({ game: g.id, seats, options: short[g.id] ?? {} })));
}
