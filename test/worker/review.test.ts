/**
 * GET /api/tables/:id/deals/:deal — a closed deal of a running match with every hand open, as soon as its
 * cards can no longer matter and never earlier: refused (409 DEAL_NOT_CLOSED) while the deal is played,
 * in Tablanet until the whole hand is over; once open, the hands are the ones the players held, and
 * nothing of the deal in play (its hands, the seed) is in the answer.
 */
import { describe, expect, it } from 'vitest';
import type { DealReview, TableState } from '../../shared/protocol.js';
import { act, call, json, newPlayer, newTable, patiently, problemOf, stateOf } from './helpers.js';

/** A table of `game` with every seat a person and no automatic moves. */
async function tableFor(game: string, seats: number, options: Record<string, unknown>, visibility: 'public' | 'private' = 'public') {
  const players = await Promise.all(Array.from({ length: seats }, (_, i) => newPlayer(`P${i}`)));
  const created = await newTable(players[0]!.token, { game, seats, seat: 0, options, autoPlaySingle: false, visibility });
  const id = created.table.id;
  for (let s = 1; s < seats; s++) {
    await json<TableState>(await call(`/api/tables/${id}/seats/${s}`, { token: players[s]!.token, body: { invite: created.invite } }));
  }
  return { id, tokens: players.map((p) => p.token), invite: created.invite };
}

const review = (id: string, deal: number | string, token?: string) =>
  patiently(() => call(`/api/tables/${id}/deals/${deal}`, token === undefined ? {} : { token }));

/** What each seat saw before each action it made, and the state after the last action. */
interface Seen {
  seq: number;
  seat: number;
  hand: string[];
  deal: number;
}

/** Plays (each seat the legal action at a fixed pseudo-random place) until `stop` holds for the state after an action. */
async function playUntil(id: string, tokens: readonly string[], seen: Seen[], stop: (s: TableState) => boolean): Promise<TableState> {
  for (let step = 0; step < 600; step++) {
    const watcher = await stateOf(id, tokens[0]);
    const seat = watcher.view.toAct[0]!;
    const mine = await stateOf(id, tokens[seat]);
    seen.push({ seq: mine.seq, seat, hand: mine.view.hand, deal: mine.view.deal });
    const after = await json<TableState>(await act(id, tokens[seat]!, mine.seq, mine.legal[(mine.seq * 7 + 3) % mine.legal.length]!));
    if (stop(after)) return after;
  }
  throw new Error('did not get there in 600 actions');
}

describe('GET /api/tables/:id/deals/:deal', () => {
  it('opens a French Tarot deal with all hands at the last card of it, never before, and shows nothing of the next deal', async () => {
    const { id, tokens } = await tableFor('tarot', 3, { deals: 3 });
    const seen: Seen[] = [];
    // the deal in play is refused, to players and strangers alike
    expect((await stateOf(id, tokens[0])).closedDeals).toBe(0);
    const early = await problemOf(await review(id, 1, tokens[0]), 409, 'DEAL_NOT_CLOSED');
    expect(early.detail).toMatch(/can no longer matter/);
    // one action before the end of deal 1: still refused
    const last = await playUntil(id, tokens, seen, (s) => s.view.handCounts.every((n) => n <= 1) && s.view.toAct.length > 0 && (s.view as { trick?: unknown[] }).trick?.length === 2);
    expect(last.closedDeals).toBe(0);
    await problemOf(await review(id, 1), 409, 'DEAL_NOT_CLOSED');
    // the last card of deal 1
    const after = await playUntil(id, tokens, seen, () => true);
    expect(after.view.deal).toBe(2);
    expect(after.closedDeals).toBe(1);
    await problemOf(await review(id, 2, tokens[1]), 409, 'DEAL_NOT_CLOSED');

    const res = await review(id, 1);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const text = await res.clone().text();
    const body = await json<DealReview>(res);
    expect(body).toMatchObject({ deal: 1, closed: 1 });
    const actions = seen.filter((s) => s.deal === 1);
    expect(body.frames).toHaveLength(actions.length + 1);
    expect(body.frames.map((f) => f.seq)).toEqual(Array.from({ length: actions.length + 1 }, (_, i) => i));
    // each hand is the one its player held before acting
    for (const s of actions) expect(body.frames[s.seq]!.hands[s.seat], `seat ${s.seat} before action ${s.seq + 1}`).toEqual(s.hand);
    expect(body.frames[0]!.hands.flat()).toHaveLength(72);
    // the end of the deal: no hand of deal 2, the score sheet of deal 1 in the public view
    const hands2 = await Promise.all(tokens.map(async (t) => (await stateOf(id, t)).view.hand));
    const end = body.frames.at(-1)!;
    expect(end.hands.flat()).toEqual([]);
    for (const f of body.frames) for (const [seat, hand] of hands2.entries()) expect(f.hands[seat]).not.toEqual(hand);
    expect((end.view as { lastDeal?: { deal: number } }).lastDeal?.deal).toBe(1);
    // the seed stays secret while the match runs
    const state = await stateOf(id);
    expect(state.seed).toBeUndefined();
    expect(text).not.toContain(state.seedHash);
  });

  it('opens a Tablanet hand only after its last round: the rounds share one stock', async () => {
    const { id, tokens } = await tableFor('tablanet', 2, { targetScore: 500 });
    const seen: Seen[] = [];
    // two players: four rounds of six cards from one stock (§4); in round 2 the stock still matters
    const round2 = await playUntil(id, tokens, seen, (s) => (s.view as { round?: number }).round === 2);
    expect(round2.closedDeals).toBe(0);
    await problemOf(await review(id, 1, tokens[0]), 409, 'DEAL_NOT_CLOSED');
    const round4 = await playUntil(id, tokens, seen, (s) => (s.view as { round?: number }).round === 4);
    expect((round4.view as { stock?: number }).stock).toBe(0);
    await problemOf(await review(id, 1), 409, 'DEAL_NOT_CLOSED');
    const next = await playUntil(id, tokens, seen, (s) => s.view.deal === 2);
    expect(next.closedDeals).toBe(1);
    const body = await json<DealReview>(await review(id, 1));
    expect(body.frames).toHaveLength(48 + 1);
    expect(body.frames[0]!.hands.map((h) => h.length)).toEqual([6, 6]);
    // the hand ends with every card played: no hand of the next one is shown
    expect(body.frames.at(-1)!.hands).toEqual([[], []]);
    expect(body.frames.at(-1)!.view.deal).toBe(2);
  });

  it('of a private table: for its players and the invitation, and never kept by a cache', async () => {
    const { id, tokens, invite } = await tableFor('tarot', 3, { deals: 2 }, 'private');
    await playUntil(id, tokens, [], (s) => s.view.deal === 2);
    const eve = await newPlayer('Eve');
    await problemOf(await review(id, 1), 403, 'FORBIDDEN');
    await problemOf(await review(id, 1, eve.token), 403, 'FORBIDDEN');
    for (const res of [await review(id, 1, tokens[2]), await patiently(() => call(`/api/tables/${id}/deals/1?invite=${invite}`))]) {
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect((await json<DealReview>(res)).frames.length).toBeGreaterThan(1);
    }
  });

  it('answers 404 for what cannot be a deal or a table', async () => {
    const { id } = await tableFor('tarot', 3, { deals: 2 });
    for (const bad of ['0', 'abc', '-1', '1.5', '99999']) await problemOf(await review(id, bad), 404, 'NOT_FOUND');
    await problemOf(await review('zzzzzzzzzzzz', 1), 404, 'NOT_FOUND');
    await problemOf(await review('not-an-id', 1), 404, 'NOT_FOUND');
  });
});
