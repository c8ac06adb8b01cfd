/**
 * Claiming every remaining trick through the public API: the state offers the claim only when it
 * holds, the claim finishes the deal in one step for everyone (REST and socket), the record stays a
 * list of ordinary actions, and a claim that does not hold, or comes with a stale seq, changes nothing.
 */
import { describe, expect, it } from 'vitest';
import type { MatchRecordWire, TableState } from '../../shared/protocol.js';
import type { ServerMessage } from '../../shared/protocol.js';
import { act, call, json, newPlayer, newTable, patiently, problemOf, Socket, stateOf } from './helpers.js';

/** A table of `game` with every seat a person, playing a single deal without automatic moves. */
async function tableFor(game: string, seats: number, options: Record<string, unknown>) {
  const players = await Promise.all(Array.from({ length: seats }, (_, i) => newPlayer(`P${i}`)));
  const created = await newTable(players[0]!.token, { game, seats, seat: 0, options, autoPlaySingle: false });
  const id = created.table.id;
  for (let s = 1; s < seats; s++) await json<TableState>(await call(`/api/tables/${id}/seats/${s}`, { token: players[s]!.token, raw: '' }));
  return { id, tokens: players.map((p) => p.token) };
}

/** The seat to act and its state, asking only that seat (each player's requests are rate-limited). */
async function turn(id: string, tokens: readonly string[]): Promise<{ seat: number; state: TableState }> {
  const watcher = await stateOf(id);
  expect(watcher.table.status, `the match goes on (${JSON.stringify(watcher.view.toAct)})`).toBe('playing');
  const seat = watcher.view.toAct[0]!;
  return { seat, state: await stateOf(id, tokens[seat]) };
}

/** One fixed pseudo-random legal action of the seat to act (no Pitsch or Kontra, which could end a Taleles match at once). */
async function playOne(id: string, tokens: readonly string[], seat: number, state: TableState): Promise<void> {
  const pool = state.legal.filter((a) => a !== 'pitsch' && !a.startsWith('kontra'));
  const choice = pool[(state.seq * 7 + 3) % pool.length]!;
  await json<TableState>(await act(id, tokens[seat]!, state.seq, choice));
}

/**
 * Plays until the seat to act is offered a claim and `claim` makes it. An offered claim is refused
 * only when the unseen cards lie otherwise than every guess of them (about one offer in a hundred):
 * then nothing changed, and play goes on to the next offer.
 */
async function claimWhenOffered<T>(id: string, tokens: readonly string[], claim: (seat: number, state: TableState) => Promise<T | 'refused'>): Promise<{ seat: number; state: TableState; result: T }> {
  for (let step = 0; step < 400; step++) {
    const { seat, state } = await turn(id, tokens);
    if (state.claim) {
      // Nobody is ever offered a claim out of turn.
      for (const other of tokens) if (other !== tokens[seat]) expect((await stateOf(id, other)).claim).toBeUndefined();
      const result = await claim(seat, state);
      if (result !== 'refused') return { seat, state, result };
      expect((await stateOf(id, tokens[seat])).seq).toBe(state.seq);
    }
    await playOne(id, tokens, seat, state);
  }
  throw new Error('no claim was made in 400 actions');
}

describe('claiming the rest of the deal', () => {
  it('over REST: a refused claim changes nothing; an offered claim finishes the deal for everyone at once', async () => {
    const { id, tokens } = await tableFor('tarot', 3, { deals: 10 });
    const first = await stateOf(id, tokens[0]);
    const bidder = [0, 1, 2].find((s) => s === first.view.toAct[0])!;
    // In the bidding there is nothing to claim.
    const refused = await problemOf(await patiently(() => call(`/api/tables/${id}/claim`, { token: tokens[bidder]!, body: { seq: first.seq } })), 422, 'CLAIM_REFUSED');
    expect(refused.detail).toMatch(/every remaining trick/);
    expect((await stateOf(id, tokens[0])).seq).toBe(first.seq);

    const spectator = await Socket.open(id);
    const headers = { 'idempotency-key': 'claim-1' };
    const { seat, state, result: after } = await claimWhenOffered(id, tokens, async (seat, state) => {
      // A stale seq is answered with the current state.
      await problemOf(await patiently(() => call(`/api/tables/${id}/claim`, { token: tokens[seat]!, body: { seq: state.seq - 1 } })), 409, 'STALE_SEQ');
      const res = await patiently(() => call(`/api/tables/${id}/claim`, { token: tokens[seat]!, body: { seq: state.seq }, headers }));
      if (res.status === 422) return (await problemOf(res, 422, 'CLAIM_REFUSED'), 'refused' as const);
      return json<TableState>(res);
    });
    const cardsLeft = (state.view as { hand: string[] }).hand.length;
    // Every seat's remaining cards were played: the next deal is dealt.
    expect(after.seq).toBeGreaterThanOrEqual(state.seq + 3 * cardsLeft - 2);
    expect(after.view.deal).toBe(state.view.deal + 1);
    expect(after.claim).toBeUndefined();
    // A retry with the same key gets the same answer and plays nothing more.
    const again = await json<TableState>(await patiently(() => call(`/api/tables/${id}/claim`, { token: tokens[seat]!, body: { seq: state.seq }, headers })));
    expect(again.seq).toBe(after.seq);

    // The spectator's socket jumps straight to the new deal; the chat says what happened.
    let seen;
    do seen = await spectator.next();
    while (seen.type !== 'state' || seen.seq <= state.seq);
    expect(seen.seq).toBe(after.seq);
    expect(seen.view.deal).toBe(after.view.deal);
    spectator.close();
    const record = await json<MatchRecordWire>(await call(`/api/tables/${id}/record`));
    expect(record.actions.map((a) => a.seq)).toEqual(record.actions.map((_, i) => i + 1));
    expect(record.actions.slice(state.seq, after.seq).every((a) => a.action.startsWith('play '))).toBe(true);
    const chat = await json<{ messages: { text: string; system: boolean }[] }>(await call(`/api/tables/${id}/chat`, { token: tokens[0]! }));
    expect(chat.messages.some((m) => m.system && /claimed the remaining tricks/.test(m.text))).toBe(true);
  });

  it('over a socket, at Taleles for two: the claim comes back as the state with the requestId', async () => {
    const { id, tokens } = await tableFor('taleles', 2, { targetScore: 100_000 });
    const socket = await Socket.open(id, tokens[0]);
    const { seat, state, result: reply } = await claimWhenOffered(id, tokens, async (seat, state) => {
      if (seat !== 0) return 'refused' as const; // this test claims over seat 0's socket only
      socket.send({ type: 'claim', seq: state.seq, requestId: `c${state.seq}` });
      let m;
      do m = await socket.next();
      while (!(m.type === 'state' && m.requestId === `c${state.seq}`) && m.type !== 'error');
      if (m.type === 'error') {
        expect(m.code).toBe('CLAIM_REFUSED');
        return 'refused' as const;
      }
      return m;
    });
    expect(seat).toBe(0);
    expect(reply.seq).toBeGreaterThan(state.seq);
    // The deal's card play is over: a new deal has been dealt.
    expect(reply.view.deal).toBe(state.view.deal + 1);
    // A second claim on the old seq is stale.
    socket.send({ type: 'claim', seq: state.seq, requestId: 'again' });
    let error;
    do error = await socket.next();
    while (error.type !== 'error');
    expect(error).toMatchObject({ code: 'STALE_SEQ', requestId: 'again' });
    socket.close();
  });

  it('is worked out off the request that made the turn: that seat\'s socket hears of it afterwards, nobody else', async () => {
    // issue 15, item 2: the search inside the previous player's request made its time tell whether the next seat may claim.
    const { id, tokens } = await tableFor('taleles', 2, { targetScore: 100_000 });
    const seats = [await Socket.open(id, tokens[0]), await Socket.open(id, tokens[1])];
    const spectator = await Socket.open(id);
    /** The state messages of `socket` for `seq`, up to its pong. */
    const statesOf = async (socket: Socket, seq: number): Promise<ServerMessage[]> => {
      socket.send({ type: 'ping' });
      const out: ServerMessage[] = [];
      for (let m = await socket.next(); m.type !== 'pong'; m = await socket.next()) if (m.type === 'state' && m.seq === seq) out.push(m);
      return out;
    };
    for (let step = 0; step < 400; step++) {
      const { seat, state } = await turn(id, tokens);
      await playOne(id, tokens, seat, state);
      const next = await stateOf(id);
      const toAct = next.view.toAct[0]!;
      if (toAct === seat || next.seq !== state.seq + 1) continue;
      // The first state the next seat's socket gets is the broadcast of the move: never an offer in it.
      let m;
      do m = await seats[toAct]!.next();
      while (m.type !== 'state' || m.seq !== next.seq);
      expect(m.claim).toBeUndefined();
      const offered = (await stateOf(id, tokens[toAct])).claim === true;
      if (!offered) continue;
      // The alarm works the offer out and tells that seat's socket; the spectator and the other seat hear nothing of it.
      let told;
      do told = await seats[toAct]!.next();
      while (told.type !== 'state' || told.seq !== next.seq);
      expect(told.claim).toBe(true);
      for (const other of [spectator, seats[seat]!]) {
        const heard = await statesOf(other, next.seq);
        expect(heard.length).toBeLessThanOrEqual(1);
        expect(heard.every((h) => h.type === 'state' && h.claim === undefined)).toBe(true);
      }
      for (const s of [...seats, spectator]) s.close();
      return;
    }
    throw new Error('no claim was offered in 400 actions');
  });
});
