/**
 * Duplicate deals at engine level: two tables of a round set up with the same decks and seed, played
 * differently, hold the same hands seat for seat at the start of every deal both reach.
 */
import { describe, expect, it } from 'vitest';
import { type AnyGameDef, createMatch, getGame, randomInt, type RngState, seedRng, validDecks } from '../../../shared/index.js';
import { duplicateDeckCount, duplicateDecks } from '../../../shared/tournament/index.js';

/** Plays random legal actions (from `chooser`) and notes every seat's hand whenever a new deal begins. */
function handsPerDeal(def: AnyGameDef, seats: number, options: Record<string, unknown>, decks: string[][], chooser: string, steps: number) {
  const start = createMatch<unknown>(def, { seats, options, seed: 'round-seed', decks });
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  let rng: RngState = seedRng(chooser);
  const deals = new Map<number, string[][]>();
  for (let i = 0; i < steps; i++) {
    const deal = def.view(state, 'spectator').deal;
    if (!deals.has(deal)) deals.set(deal, Array.from({ length: seats }, (_, s) => [...def.view(state, s).hand]));
    const seat = def.toAct(state)[0];
    if (seat === undefined) break;
    // Random play, but no Taleles Pitsch or Kontra: they end the match within the first deal (§9, §11).
    const all = def.legalActions(state, seat);
    const calm = all.filter((a) => !/pitsch|kontra/.test(def.makeAction(a)));
    const legal = calm.length > 0 ? calm : all;
    let pick: number;
    [pick, rng] = randomInt(rng, legal.length);
    const next = def.apply(state, seat, legal[pick]);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  return deals;
}

const formats: [game: string, seats: number, options: Record<string, unknown>, steps: number][] = [
  ['tablanet', 2, { targetScore: 60 }, 150],
  ['tablanet', 4, { targetScore: 60 }, 150],
  ['taleles', 3, {}, 500],
  ['taleles', 4, {}, 500],
  ['tarock', 4, {}, 200],
  ['tarot', 4, { deals: 2 }, 220],
  ['tarot', 5, { deals: 2 }, 220],
];

describe('duplicate deals', () => {
  it.each(formats)('%s with %i: the same hands at every table, seat for seat, deal after deal', (game, seats, options, steps) => {
    const def = getGame(game)!;
    const decks = duplicateDecks(def, options, 'tournament-secret', 3, duplicateDeckCount(game, options, seats));
    expect(validDecks(def.pack(options), decks)).toBeUndefined();
    const a = handsPerDeal(def, seats, options, decks, 'table 1', steps);
    const b = handsPerDeal(def, seats, options, decks, 'table 2', steps);
    const common = [...a.keys()].filter((d) => b.has(d));
    expect(common.length).toBeGreaterThanOrEqual(2);
    for (const d of common) expect(b.get(d), `deal ${d}`).toEqual(a.get(d));
  });

  it('derives each round\'s decks from the secret and the round alone', () => {
    const def = getGame('tarot')!;
    const one = duplicateDecks(def, {}, 's', 1, 3);
    expect(duplicateDecks(def, {}, 's', 1, 3)).toEqual(one);
    expect(duplicateDecks(def, {}, 's', 2, 3)[0]).not.toEqual(one[0]);
    expect(duplicateDecks(def, {}, 't', 1, 3)[0]).not.toEqual(one[0]);
    expect(new Set(one.map((d) => d.join())).size).toBe(3);
  });

  it('prepares enough decks for the match length the options set', () => {
    expect(duplicateDeckCount('tarot', { deals: 0 }, 4)).toBe(10);
    expect(duplicateDeckCount('tarot', { deals: 12 }, 4)).toBe(26);
    expect(duplicateDeckCount('tarock', { rounds: 2 }, 4)).toBe(24);
    expect(duplicateDeckCount('tarock', { rounds: 25 }, 4)).toBe(64);
    expect(duplicateDeckCount('tablanet', {}, 2)).toBe(32);
  });
});
