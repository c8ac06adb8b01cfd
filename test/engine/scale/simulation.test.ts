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
    // A game's shard of the public lobby is read for the merged list and for its own: at most once per
    // location and list per TTL. (The public root is never asked for a list.)
    const bound = (SMALL.locations * 2) / SMALL.lobbyTtlSeconds;
    expect(cached.classes.lobbyShard.busiest.id).toMatch(/^public~/);
    expect(cached.classes.lobbyShard.busiest.requestsPerSecond).toBeLessThanOrEqual(bound);
    expect(cached.classes.lobbyRoot.busiest.id).not.toBe('public');
    // Without the cache the one public lobby object saw every reader: over ten times as many.
    expect(uncached.classes.lobbyRoot.busiest.id).toBe('public');
    expect(uncached.classes.lobbyRoot.busiest.requestsPerSecond).toBeGreaterThan(10 * cached.classes.lobbyShard.busiest.requestsPerSecond);
  });
});
