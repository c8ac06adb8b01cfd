/**
 * What happens once a claim holds: the rest of the deal's card play is played out, so that the match
 * record stays a list of ordinary actions and the engine scores the deal as always. The claiming side
 * plays, at each of its turns, a card that keeps the claim (trying the preferred one first: the table
 * asks its bot, so that a Bela is still announced or the Petit kept for the last trick); the others
 * play their preferred card, since every defence loses every trick (that is what the check proved).
 */
import type { AnyGameDef, Seat } from '../core/index.js';
import { canClaimAll, claimHooks, TABLE_CLAIM_NODES } from './claim.js';

export interface ClaimedAction {
  readonly seat: Seat;
  readonly action: unknown;
  /** What the other seats learn of it (`publicNotation`), for a history that follows the play-out. */
  readonly publicNotation: string;
}

/**
 * The action `who` would like to play from `legal` in `state` (the real state, not a search copy),
 * knowing the actions of the play-out so far; undefined for "no preference".
 */
export type ClaimPreference = (state: unknown, who: Seat, legal: readonly unknown[], played: readonly ClaimedAction[]) => unknown;

/** Enough for the longest deal of any game (Tarot at three: 24 cards each, plus announcements). */
const MAX_PLAYOUT = 200;

/**
 * The actions that finish the deal's card play after `seat` claims every remaining trick, or
 * undefined when the claim does not hold (within `maxNodes` of search).
 */
export function claimPlayout(
  def: AnyGameDef,
  state: unknown,
  seat: Seat,
  prefer: ClaimPreference = () => undefined,
  maxNodes = TABLE_CLAIM_NODES,
): ClaimedAction[] | undefined {
  const hooks = claimHooks(def.id);
  if (!hooks || !canClaimAll(def, state, seat, maxNodes)) return undefined;
  const notation = (a: unknown): string => def.makeAction(a as never);
  // The search runs on the isolated copy (the deal's last trick stays readable there); the real
  // state moves along with it so that the preference sees the table as it is.
  let iso: unknown = hooks.isolate(state);
  let real: unknown = state;
  const out: ClaimedAction[] = [];
  while (hooks.playing(iso) && out.length < MAX_PLAYOUT) {
    const who = def.toAct(iso)[0];
    if (who === undefined) break;
    const legal = def.legalActions(real, who) as unknown[];
    const wanted = prefer(real, who, legal, out);
    const first = legal.find((a) => wanted !== undefined && notation(a) === notation(wanted));
    const order = first === undefined ? legal : [first, ...legal.filter((a) => a !== first)];
    const keeps = (action: unknown): unknown => {
      const next = def.apply(iso, who, action);
      if (!next.ok) return undefined;
      const before = hooks.tricks(iso).length;
      const after = hooks.tricks(next.value);
      for (let i = before; i < after.length; i++) if (!hooks.sameSide(next.value, after[i]!.winner, seat)) return undefined;
      return !hooks.playing(next.value) || canClaimAll(def, next.value, seat, maxNodes) ? next.value : undefined;
    };
    let chosen: unknown;
    let nextIso: unknown;
    if (hooks.sameSide(iso, who, seat)) {
      for (const a of order) {
        nextIso = keeps(a);
        if (nextIso !== undefined) {
          chosen = a;
          break;
        }
      }
      // The check proved a way through; not finding one again would be a bug of the search.
      if (chosen === undefined) return undefined;
    } else {
      chosen = order[0];
      const next = def.apply(iso, who, chosen);
      if (!next.ok) return undefined;
      nextIso = next.value;
    }
    const nextReal = def.apply(real, who, chosen);
    if (!nextReal.ok) return undefined;
    out.push({ seat: who, action: chosen, publicNotation: def.publicNotation(real, who, chosen as never) });
    iso = nextIso;
    real = nextReal.value;
  }
  return out;
}
