/**
 * The API document shows each game's view and `legal` list with the valibot schemas of
 * shared/games/<game>/view-schema.ts. Here real views of every game and player count — every seat's and
 * the spectator's, at every step of a seeded random match — and every `legal` list validate against
 * them, so the document cannot drift from the engine (a field added to a view and not to its schema
 * fails: the schemas are strict).
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createMatch, legalNotations, applyNotation } from '../../shared/core/match.js';
import { nextU32, seedRng } from '../../shared/core/rng.js';
import type { Viewer } from '../../shared/core/game.js';
import { gameList } from '../../shared/index.js';
import { GAME_SCHEMAS } from '../../worker/openapi-views.js';

/** Short matches (as the leak test plays them), and a bound on the steps looked at. */
const SHORT: Record<string, Record<string, unknown>> = { tablanet: { targetScore: 1 }, tarot: { deals: 1 }, tarock: { rounds: 1 }, taleles: {} };
const MAX_STEPS = 400;

const problems = (schema: v.GenericSchema, value: unknown): string[] => {
  const r = v.safeParse(schema, value);
  return r.success ? [] : r.issues.map((i) => `${v.getDotPath(i) ?? ''}: ${i.message}`);
};

describe('the games\' view schemas', () => {
  for (const def of gameList) {
    for (const seats of def.seatCounts) {
      it(`fit every view and legal list of ${def.id} for ${seats}`, () => {
        const { view, legal } = GAME_SCHEMAS[def.id];
        const start = createMatch<unknown>(def, { seats, options: SHORT[def.id] ?? {}, seed: `views-${def.id}-${seats}` });
        if (!start.ok) throw new Error(start.error.message);
        let state = start.value;
        let rng = seedRng(`views-${seats}`);
        const viewers: Viewer[] = [...Array.from({ length: seats }, (_, s) => s), 'spectator'];
        const phases = new Set<string>();
        let steps = 0;
        for (; steps < MAX_STEPS; steps++) {
          for (const viewer of viewers) {
            const shown = def.view(state, viewer);
            phases.add(shown.phase);
            expect(problems(view, shown), `view to ${viewer} at step ${steps}`).toEqual([]);
            if (viewer !== 'spectator') expect(problems(legal, legalNotations(def, state, viewer)), `legal of ${viewer} at step ${steps}`).toEqual([]);
          }
          const toAct = def.toAct(state);
          if (toAct.length === 0) break;
          const options = legalNotations(def, state, toAct[0]!);
          let r: number;
          [r, rng] = nextU32(rng);
          const next = applyNotation(def, state, toAct[0]!, options[r % options.length]!);
          if (!next.ok) throw new Error(next.error.message);
          state = next.value;
        }
        expect(steps).toBeGreaterThan(10);
        expect(phases.size).toBeGreaterThan(1);
      });
    }
  }

  it('refuse a view with a field the schema does not name', () => {
    const def = gameList.find((g) => g.id === 'tablanet')!;
    const start = createMatch<unknown>(def, { seats: 2, options: {}, seed: 'views-extra' });
    if (!start.ok) throw new Error(start.error.message);
    expect(problems(GAME_SCHEMAS.tablanet.view, def.view(start.value, 0))).toEqual([]);
    expect(problems(GAME_SCHEMAS.tablanet.view, { ...def.view(start.value, 0), peek: ['H2'] })).not.toEqual([]);
    expect(problems(GAME_SCHEMAS.tablanet.legal, ['jump H2'])).not.toEqual([]);
  });
});
