/**
 * The claim check: does `seat`'s side win every remaining trick of the deal whatever the others
 * do? A perfect-information AND/OR search through the engine's own legalActions and apply: on the
 * claiming side's turns one card that keeps every trick must exist, on the other side's turns
 * every card must fail to take one. Cards that are interchangeable for winning tricks (neighbours
 * in one suit with no outside card between them) are tried once. A position too large to settle
 * within the node budget is not verified (false): claims are for the end of a deal.
 */
import type { AnyGameDef, CardId, Played, Seat, TrickRules, ViewBase } from '../core/index.js';
import type { BotInput, HistoryEntry } from './types.js';
import { botOptions, BotRng } from './util.js';
import { tarotClaim } from './tarot/claim.js';
import { talelesClaim } from './taleles/claim.js';
import { tarockClaim } from './tarock/claim.js';

/** What the claim search needs to know about a trick game beyond its GameDef. */
export interface TrickClaimHooks<S> {
  /** The state with the match cut to end after this deal, so that its last trick stays readable. */
  isolate(state: S): S;
  /** The deal's card play is under way. */
  playing(state: S): boolean;
  /** Completed tricks of the current deal, with the seat that won each (as the engine counts it). */
  tricks(state: S): readonly { readonly winner: Seat }[];
  sameSide(state: S, a: Seat, b: Seat): boolean;
  hands(state: S): readonly (readonly CardId[])[];
  trick(state: S): readonly Played[];
  trickRules(state: S): TrickRules;
  /** The card an action plays, undefined for any other action (announcements). */
  cardOf(action: unknown): CardId | undefined;
  /** One whole deal consistent with everything `seat` has seen (the bots' guess), or undefined. */
  guess(input: GuessInput, rng: BotRng): S | undefined;
}

/** What a guess of the unseen cards starts from: the seat's view, the public history, the parsed options. */
export interface GuessInput {
  readonly seat: Seat;
  readonly view: ViewBase;
  readonly history: readonly HistoryEntry[];
  readonly options: unknown;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const HOOKS: Record<string, TrickClaimHooks<any> | undefined> = {
  tarot: tarotClaim,
  taleles: talelesClaim,
  tarock: tarockClaim,
};

export const DEFAULT_CLAIM_NODES = 200_000;
/**
 * The budget of the check of a claim on the real deal when it is made: enough for about 96% of the
 * true claims with eight cards or fewer in hand, and at most a few hundred milliseconds on a position
 * it cannot settle.
 */
export const TABLE_CLAIM_NODES = 10_000;

class OutOfNodes extends Error {}

/** Deals of the unseen cards a claim must hold in before a table offers it. */
export const KNOWN_CLAIM_SAMPLES = 32;
/**
 * The search budget per guessed deal when a table decides whether to offer a claim. The table asks
 * after every action in the card play, so it must stay cheap where nothing can be claimed (early in a
 * deal the search runs out of budget): with 2,000 nodes the check costs 2–4 ms on average and at most
 * a few tens of milliseconds, and offers 95% of the claims a 10,000-node budget finds. Accepting uses
 * the larger TABLE_CLAIM_NODES, so whatever was offered is judged at least as generously.
 */
export const KNOWN_CLAIM_NODES = 2_000;

/**
 * Does the seat know it wins every remaining trick? The claim must hold, against every defence, in
 * each of `samples` deals of the cards it cannot see that agree with everything it has seen (voids
 * shown, cards played, an exposed chien or talon, announcements). The answer depends on the seat's
 * view, the public history and the seed only — never on where the hidden cards really are — so
 * offering a claim tells a player nothing they could not know. (The table still checks the real deal
 * when the claim is made.)
 */
export function claimKnown(def: AnyGameDef, input: BotInput, samples = KNOWN_CLAIM_SAMPLES, maxNodes = KNOWN_CLAIM_NODES): boolean {
  const hooks = HOOKS[def.id];
  if (!hooks) return false;
  let options: unknown;
  try {
    options = botOptions(def, input.options);
  } catch {
    return false;
  }
  const rng = new BotRng(input.seed);
  const guessInput: GuessInput = { seat: input.seat, view: input.view, history: input.history, options };
  for (let i = 0; i < samples; i++) {
    const deal = hooks.guess(guessInput, rng);
    if (deal === undefined || !canClaimAll(def, deal, input.seat, maxNodes)) return false;
  }
  return true;
}

/** Can the claim check judge this game? */
export const claimSupported = (game: string): boolean => HOOKS[game] !== undefined;

/** The claim hooks of a game (undefined for games without tricks to claim). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const claimHooks = (game: string): TrickClaimHooks<any> | undefined => HOOKS[game];

export function canClaimAll(def: AnyGameDef, state: unknown, seat: Seat, maxNodes = DEFAULT_CLAIM_NODES): boolean {
  const hooks = HOOKS[def.id];
  if (!hooks) return false;
  const root = hooks.isolate(state);
  if (!hooks.playing(root)) return false;
  let nodes = 0;

  const moves = (s: unknown, who: Seat): unknown[] => {
    const legal = def.legalActions(s, who) as unknown[];
    const cards = legal.filter((a) => hooks.cardOf(a) !== undefined);
    if (cards.length === 0) return legal.slice(0, 1);
    return distinctForTricks(hooks, s, who, cards);
  };

  const wins = (s: unknown): boolean => {
    if (++nodes > maxNodes) throw new OutOfNodes();
    if (!hooks.playing(s)) return true;
    const who = def.toAct(s)[0];
    if (who === undefined) return true;
    const mine = hooks.sameSide(s, who, seat);
    const done = hooks.tricks(s).length;
    for (const action of moves(s, who)) {
      const next = def.apply(s, who, action);
      if (!next.ok) throw new Error(`claim: a legal action was refused: ${next.error.message}`);
      const after = hooks.tricks(next.value);
      let kept = true;
      for (let i = done; i < after.length; i++) if (!hooks.sameSide(next.value, after[i]!.winner, seat)) kept = false;
      const ok = kept && wins(next.value);
      if (mine && ok) return true;
      if (!mine && !ok) return false;
    }
    return !mine;
  };

  try {
    return wins(root);
  } catch (e) {
    if (e instanceof OutOfNodes) return false;
    throw e;
  }
}

/** One card of each group of cards that are the same for winning tricks. */
function distinctForTricks<S>(hooks: TrickClaimHooks<S>, state: S, seat: Seat, actions: unknown[]): unknown[] {
  const rules = hooks.trickRules(state);
  const elsewhere: CardId[] = [];
  hooks.hands(state).forEach((h, s) => {
    if (s !== seat) elsewhere.push(...h);
  });
  for (const p of hooks.trick(state)) elsewhere.push(p.card);
  const out: unknown[] = [];
  const kept: CardId[] = [];
  for (const a of actions) {
    const card = hooks.cardOf(a)!;
    const cls = rules.classOf(card);
    const twin =
      cls !== undefined &&
      kept.some((k) => {
        if (rules.classOf(k) !== cls) return false;
        const lo = Math.min(rules.strength(k), rules.strength(card));
        const hi = Math.max(rules.strength(k), rules.strength(card));
        return !elsewhere.some((c) => rules.classOf(c) === cls && rules.strength(c) > lo && rules.strength(c) < hi);
      });
    if (twin) continue;
    kept.push(card);
    out.push(a);
  }
  return out;
}
