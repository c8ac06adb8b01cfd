/**
 * Test doubles of a future rules version, for the tests of rules versions across deploys
 * (test/engine/versions.test.ts, test/worker/deploy.test.ts). `nextVersion(def)` is `def` one version
 * on, with
 *  - a state-shape change: the state carries a new field, `house: { dealerPoints }` (snapshots written by
 *    the old version lack it; the old version's code never sees it);
 *  - a changed score rule (unless `scoreRule: false`): the dealer's point — when a deal closes
 *    (GameDef.closedDeals), its dealer gets one more match point, shown in every view's scores and in
 *    the outcome.
 * Everything else is the old version's, so a match in which no deal has closed yet has the same history
 * under both, and with `scoreRule: false` every match has.
 */
import { type AnyGameDef, ok, type Outcome, outcomeSummary, resultByScore, type Seat, type ViewBase, winnersOf } from '../../shared/index.js';

interface House {
  readonly dealerPoints: readonly number[];
}
/** The new shape; code written for the old one (the bots' guessed deals) may hand over a state without `house`. */
type Wrapped = Record<string, unknown> & { readonly house?: House };

/** The old version's state: the same object without the new field. */
function inner(state: Wrapped): unknown {
  const { house: _house, ...rest } = state;
  return rest;
}

export function nextVersion(def: AnyGameDef, { scoreRule = true }: { scoreRule?: boolean } = {}): AnyGameDef {
  const wrap = (state: unknown, dealerPoints: readonly number[]): Wrapped => ({ ...(state as Record<string, unknown>), house: { dealerPoints } });
  const pointsOf = (s: Wrapped): readonly number[] => s.house?.dealerPoints ?? [];
  const withPoints = (scores: readonly number[], s: Wrapped): number[] => scores.map((x, seat) => x + (pointsOf(s)[seat] ?? 0));
  const double: AnyGameDef = {
    id: def.id,
    name: def.name,
    version: def.version + 1,
    seatCounts: def.seatCounts,
    options: def.options,
    profiles: def.profiles,
    pack: (options) => def.pack(options),
    setup(init) {
      const made = def.setup(init);
      return made.ok ? ok(wrap(made.value, Array.from({ length: init.seats }, () => 0))) : made;
    },
    toAct: (s: Wrapped) => def.toAct(inner(s)),
    legalActions: (s: Wrapped, seat: Seat) => def.legalActions(inner(s), seat),
    apply(s: Wrapped, seat: Seat, action: unknown) {
      const before = inner(s);
      const next = def.apply(before, seat, action);
      if (!next.ok) return next;
      let points = def.view(before, 'spectator').scores.map((_, i) => pointsOf(s)[i] ?? 0);
      if (scoreRule && def.closedDeals(next.value) > def.closedDeals(before)) {
        const dealer = def.view(before, 'spectator').dealer;
        points = points.map((p, i) => (i === dealer ? p + 1 : p));
      }
      return ok(wrap(next.value, points));
    },
    view: (s: Wrapped, viewer) => {
      const v: ViewBase = def.view(inner(s), viewer);
      return { ...v, scores: withPoints(v.scores, s) };
    },
    outcome(s: Wrapped): Outcome | undefined {
      const o = def.outcome(inner(s));
      if (!o || pointsOf(s).every((p) => p === 0)) return o;
      const scores = withPoints(o.scores, s);
      const ranks = scores.map((x) => 1 + scores.filter((y) => y > x).length);
      const result = resultByScore(scores.map((_, seat) => [seat]), scores);
      return { scores, winners: [...winnersOf(result)], ranks, result, summary: `${outcomeSummary(result)} (with the dealer's points)` };
    },
    closedDeals: (s: Wrapped) => def.closedDeals(inner(s)),
    makeAction: (a) => def.makeAction(a),
    parseAction: (t) => def.parseAction(t),
    publicNotation: (s: Wrapped, seat: Seat, a: unknown) => def.publicNotation(inner(s), seat, a),
    cardLocations: (s: Wrapped) => def.cardLocations(inner(s)),
    hiddenFrom: (s: Wrapped, viewer) => def.hiddenFrom(inner(s), viewer),
  };
  return double;
}
