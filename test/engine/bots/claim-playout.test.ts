/**
 * The play-out of a claim over random positions of every trick game: whenever the table's claim check
 * says yes, the play-out is a list of legal actions that ends the deal's card play with every remaining
 * trick won by the claiming side, whatever card each side would have liked to play.
 */
import { describe, expect, it } from 'vitest';
import { canClaimAll, claimKnown, claimPlayout, TABLE_CLAIM_NODES } from '../../../shared/bots/index.js';
import { claimHooks } from '../../../shared/bots/claim.js';
import { type AnyGameDef, createMatch, getGame, randomInt, type RngState, seedRng } from '../../../shared/index.js';

const CASES: readonly [string, number][] = [['tarot', 3], ['tarot', 4], ['tarot', 5], ['taleles', 2], ['taleles', 3], ['taleles', 4], ['tarock', 4]];

/** Random positions of the card play with at most `maxHand` cards in the hand of the seat to act. */
function* positions(def: AnyGameDef, seats: number, seed: string, maxHand: number): Generator<[unknown, number, readonly (readonly [number, string])[]]> {
  const start = createMatch(def, { seats, options: {}, seed });
  if (!start.ok) throw new Error(start.error.message);
  const hooks = claimHooks(def.id)!;
  let state: unknown = start.value;
  let rng: RngState = seedRng(seed);
  const history: [number, string][] = [];
  for (let step = 0; step < 300; step++) {
    const who = def.toAct(state)[0];
    if (who === undefined) return;
    if (hooks.playing(state) && (hooks.hands(state)[who]?.length ?? 0) <= maxHand) yield [state, who, [...history]];
    const legal = def.legalActions(state, who) as unknown[];
    let k: number;
    [k, rng] = randomInt(rng, legal.length);
    history.push([who, def.publicNotation(state, who, legal[k] as never)]);
    const next = def.apply(state, who, legal[k]);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
}

describe.each(CASES)('claims played out: %s with %i players', (game, seats) => {
  it('every proven claim plays out legally and gives the claimer every remaining trick', () => {
    const def = getGame(game)!;
    const hooks = claimHooks(game)!;
    let proven = 0;
    for (let m = 0; m < 3; m++) {
      for (const [state, who] of positions(def, seats, `playout:${game}:${seats}:${m}`, 6)) {
        if (!canClaimAll(def, state, who, TABLE_CLAIM_NODES)) continue;
        proven++;
        // The defence plays its last legal card, the claimer its first: neither may break the claim.
        const prefer = (_s: unknown, p: number, legal: readonly unknown[]) => (hooks.sameSide(state, p, who) ? legal[0] : legal[legal.length - 1]);
        const actions = claimPlayout(def, state, who, prefer);
        expect(actions).toBeDefined();
        let iso = hooks.isolate(state);
        let real = state;
        const before = hooks.tricks(iso).length;
        for (const { seat, action } of actions!) {
          // Königrufen's hooks read the last trick off the position before it: let them see each one.
          hooks.tricks(iso);
          const a = def.apply(iso, seat, action);
          const b = def.apply(real, seat, action);
          expect(a.ok && b.ok).toBe(true);
          if (a.ok) iso = a.value;
          if (b.ok) real = b.value;
        }
        expect(hooks.playing(iso)).toBe(false);
        const won = hooks.tricks(iso).slice(before);
        expect(won.length).toBeGreaterThan(0);
        for (const t of won) expect(hooks.sameSide(iso, t.winner, who)).toBe(true);
      }
    }
    expect(proven).toBeGreaterThan(0);
  });
});

describe('claims a table offers: known from the seat\'s own view', () => {
  it('are offered from what the seat has seen, agree with the real deal, and hide what it cannot know', () => {
    let known = 0;
    let realOnly = 0;
    let knownButFalse = 0;
    for (const [game, seats] of [['tarot', 4], ['taleles', 2], ['tarock', 4]] as const) {
      const def = getGame(game)!;
      for (let m = 0; m < 2; m++) {
        for (const [state, who, history] of positions(def, seats, `known:${game}:${m}`, 5)) {
          if ((claimHooks(game)!.hands(state)[who]?.length ?? 0) < 2) continue;
          const input = { game, seat: who, view: def.view(state, who), legal: [], history, options: {}, seed: `k${history.length}` };
          const k = claimKnown(def, input);
          const real = canClaimAll(def, state, who, TABLE_CLAIM_NODES);
          // The same input always gives the same answer: it is the seat's knowledge, not luck.
          expect(claimKnown(def, input)).toBe(k);
          if (k) known++;
          if (k && !real) knownButFalse++;
          if (real && !k) realOnly++;
        }
      }
    }
    expect(known).toBeGreaterThan(10);
    // Claims that hold only because of where the unseen cards happen to lie are not offered ...
    expect(realOnly).toBeGreaterThan(0);
    // ... and a claim the seat "knows" is borne out by the real deal nearly always (the table checks it anyway).
    expect(knownButFalse).toBeLessThanOrEqual(Math.ceil(known * 0.05));
  });
});
