/**
 * The capacity model's simulation (issue 23, scripts/lib/simulation.ts) on a small seeded scenario:
 * the same seed gives the same day, and the lobby cache keeps the lobby objects' reads bounded by
 * locations × lists / TTL however many players browse (without it, every read reaches the lobby).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Costs, FULL_SCENARIO, type Scenario, simulate } from '../../../scripts/lib/simulation.js';

const costs = (JSON.parse(readFileSync(new URL('../../../bench/costs.json', import.meta.url), 'utf8')) as { costs: Costs }).costs;

const SMALL: Scenario = {
  ...FULL_SCENARIO,
  seed: 7,
  hours: 15, // the tournament's first round opens at 14:00 UTC
  playersOnline: 1_500,
  liveTables: 20,
  corrTables: 1_000,
  clubs: 5,
  tournamentEntrants: 40,
  sample: 0.2,
  locations: 4,
};

describe('the capacity simulation', () => {
  it('gives the same report for the same seed, and another day for another seed', () => {
    const a = simulate(SMALL, costs);
    expect(simulate(SMALL, costs)).toEqual(a);
    const b = simulate({ ...SMALL, seed: 8 }, costs);
    expect(b.events).not.toBe(a.events);
    expect(a.classes.table.requests).toBeGreaterThan(0);
    expect(a.classes.tournament.requests).toBeGreaterThan(0);
    expect(a.actions).toBeGreaterThan(0);
  });

  it('keeps the lobby objects\' reads within what the cache lets through, however many browse', () => {
    const cached = simulate(SMALL, costs);
    const uncached = simulate({ ...SMALL, lobbyCache: false }, costs);
    // The merged public list and one per game: at most one miss per location and list per TTL.
    const games = 4;
    const bound = (SMALL.locations * (1 + games)) / SMALL.lobbyTtlSeconds;
    expect(cached.classes.lobbyRoot.busiest.id).toBe('public');
    expect(cached.classes.lobbyRoot.busiest.requestsPerSecond).toBeLessThanOrEqual(bound);
    // Without the cache the public lobby saw every reader: hundreds a second here.
    expect(uncached.classes.lobbyRoot.busiest.requestsPerSecond).toBeGreaterThan(10 * cached.classes.lobbyRoot.busiest.requestsPerSecond);
  });
});
