import { runDurableObjectAlarm } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { MatchRecordWire } from '../../shared/protocol.js';
import type { PremovesResponse, CorrTableState as TableState } from '../../shared/protocol-correspondence.js';
import { conditionHolds, decide, type Premove } from '../../worker/table/premoves.js';
import { settle, stateOf } from './corr-helpers.js';
import { act, call, json, newPlayer, newTable, problemOf, tableStub } from './helpers.js';

/** A Tablanet table for two at which it is Ana's turn; Ben queues pre-moves for his. */
async function anasTurn(extra: Record<string, unknown> = {}) {
  const ana = await newPlayer('Ana');
  const ben = await newPlayer('Ben');
  const { table } = await newTable(ana.token, { game: 'tablanet', seats: 2, seat: 0, autoPlaySingle: false, ...extra });
  await json<TableState>(await call(`/api/tables/${table.id}/seats/1`, { token: ben.token, raw: '' }));
  let s = await stateOf(table.id, ben.token);
  if (s.table.toAct.includes(1)) s = await json<TableState>(await act(table.id, ben.token, s.seq, s.legal[0]!));
  expect(s.table.toAct).toEqual([0]);
  return { ana, ben, id: table.id };
}

const premove = (id: string, token: string, body: unknown) => call(`/api/tables/${id}/premoves`, { token, body });
const lastAction = async (id: string) => (await json<MatchRecordWire>(await call(`/api/tables/${id}/record`))).actions.at(-1)!;

async function anaPlays(id: string, token: string): Promise<TableState> {
  const s = await stateOf(id, token);
  return json<TableState>(await act(id, token, s.seq, s.legal[0]!));
}

describe('pre-moves', () => {
  it('fire when the turn comes and they are legal, and are dropped with the reason when they are not', async () => {
    const { ana, ben, id } = await anasTurn();
    const hand = (await stateOf(id, ben.token)).view.hand;
    // Laying a card that is not a jack is always legal (captures are optional at this table).
    const card = hand.find((c) => !c.endsWith('J'))!;
    const queued = await json<PremovesResponse>(await premove(id, ben.token, { action: `play ${card}` }), 201);
    expect(queued.premoves).toEqual([{ id: expect.any(String), when: 'any', action: `play ${card}`, createdAt: expect.any(String) }]);
    expect((await stateOf(id, ben.token)).premoves?.premoves).toHaveLength(1);

    const reply = await anaPlays(id, ana.token);
    // The reply is not held up: the pre-move is played right after, from the alarm.
    expect(reply.table.toAct).toEqual([1]);
    await settle(id);
    expect(await lastAction(id)).toMatchObject({ seq: reply.seq + 1, seat: 1, action: `play ${card}` });
    const after = await json<PremovesResponse>(await call(`/api/tables/${id}/premoves`, { token: ben.token }));
    expect(after.premoves).toEqual([]);
    expect(after.log.at(-1)).toMatchObject({ action: `play ${card}`, result: 'played' });

    // Capturing a card of his own hand can never be legal: the engine refuses it when the turn comes.
    const rest = (await stateOf(id, ben.token)).view.hand;
    const [own, other] = rest.filter((c) => !c.endsWith('J'));
    await json(await premove(id, ben.token, { action: `play ${own} x ${other}` }), 201);
    // Tablanet has no tricks: a condition on the led suit could never hold, so it is refused at once.
    const cannot = await problemOf(await premove(id, ben.token, { when: { led: 'H' }, action: `play ${other}` }), 422, 'VALIDATION_FAILED');
    expect(cannot.errors).toEqual([{ path: 'when', message: 'this game has no tricks: a pre-move here can only be "any"' }]);
    const second = await anaPlays(id, ana.token);
    await settle(id);
    const dropped = await stateOf(id, ben.token);
    expect(dropped.seq).toBe(second.seq);
    expect(dropped.table.toAct).toEqual([1]);
    expect(dropped.legal.length).toBeGreaterThan(0);
    expect(dropped.premoves!.premoves).toEqual([]);
    const bad = dropped.premoves!.log.at(-1);
    expect(bad).toMatchObject({ action: `play ${own} x ${other}`, result: 'dropped' });
    expect(bad!.reason).toMatch(/^not legal when your turn came: /);
  });

  it('are refused at once when they cannot be played: an unknown action, a card not in the hand', async () => {
    const { ana, ben, id } = await anasTurn();
    await problemOf(await premove(id, ben.token, { action: 'bid garde' }), 422, 'BAD_NOTATION');
    const mine = new Set((await stateOf(id, ben.token)).view.hand);
    const notMine = ['H2', 'H3', 'H4', 'H5', 'H6', 'H7', 'H8'].find((c) => !mine.has(c))!;
    const p = await problemOf(await premove(id, ben.token, { action: `play ${notMine}` }), 422, 'ILLEGAL_ACTION');
    expect(p.detail).toBe(`play ${notMine}: ${notMine} is no longer in your hand`);
    await problemOf(await premove(id, ben.token, { action: 'play H2', when: { led: 'X' } }), 422, 'VALIDATION_FAILED');
    // A card no pack of the game has is named as such, whatever the hand.
    const unknown = await problemOf(await premove(id, ben.token, { action: 'play H11' }), 422, 'UNKNOWN_CARD');
    expect(unknown.errors).toEqual([{ path: 'action', message: "H11 is not a card of this game's pack" }]);
    const stranger = await newPlayer('Cleo');
    await problemOf(await premove(id, stranger.token, { action: 'play H2' }), 403, 'FORBIDDEN');
    // Withdrawn before the turn comes, a pre-move is never played.
    const card = [...mine][0]!;
    const queued = await json<PremovesResponse>(await premove(id, ben.token, { action: `play ${card}` }), 201);
    const gone = await json<PremovesResponse>(await call(`/api/tables/${id}/premoves/${queued.premoves[0]!.id}`, { method: 'DELETE', token: ben.token }));
    expect(gone.premoves).toEqual([]);
    await anaPlays(id, ana.token);
    await settle(id);
    expect((await stateOf(id, ben.token)).table.toAct).toEqual([1]);
  });

  it('judge their conditions on the seat\'s view: the led suit, an empty trick; cancelled when the card has gone', () => {
    const view = (trick: string[]) => ({ deal: 2, hand: ['H7', 'S9'], trick: trick.map((card, seat) => ({ seat, card })) });
    expect(conditionHolds({ led: 'H' }, view(['HK']))).toBe(true);
    expect(conditionHolds({ led: 'H' }, view(['SK']))).toBe(false);
    // The Excuse leads nothing: the next card sets the lead (a trump here).
    expect(conditionHolds({ led: 'T' }, view(['EX', 'T4']))).toBe(true);
    expect(conditionHolds({ trickEmpty: true }, view([]))).toBe(true);
    expect(conditionHolds({ trickEmpty: true, led: 'H' }, view(['HK']))).toBe(false);
    const q = (id: string, action: string, deal = 2): Premove => ({ id, when: 'any', action, deal, createdAt: 0 });
    const d = decide([q('a', 'play D3'), q('b', 'play H7', 1), q('c', 'play S9'), q('d', 'play H7')], view(['HK']), ['play H7'], 5, () => 'you must follow suit: hearts');
    expect(d.kind === 'play' && d.premove.id).toBe('d');
    expect(d.outcomes.map((o) => [o.id, o.result, o.reason])).toEqual([
      ['a', 'cancelled', 'D3 is no longer in your hand'],
      ['b', 'cancelled', 'a new deal began'],
      ['c', 'dropped', 'not legal when your turn came: you must follow suit: hearts'],
      ['d', 'played', 'its condition held and it was legal'],
    ]);
  });
});

describe('a seat with exactly one legal action', () => {
  /** Plays from the front of each `legal` list until the seat to act has a single legal action. */
  async function untilForced(id: string, tokens: readonly string[]): Promise<{ state: TableState; seat: number }> {
    for (let n = 0; n < 200; n++) {
      const seat = (await stateOf(id)).table.toAct[0]!;
      const mine = await stateOf(id, tokens[seat]);
      if (mine.legal.length === 1) return { state: mine, seat };
      const reply = await json<TableState>(await act(id, tokens[seat]!, mine.seq, mine.legal[0]!));
      expect(reply.seq).toBe(mine.seq + 1);
    }
    throw new Error('no forced move came up');
  }

  it('is played for it from the alarm when the table allows it, and waits for the player when it does not', async () => {
    for (const autoPlaySingle of [true, false]) {
      const ana = await newPlayer('Ana');
      const ben = await newPlayer('Ben');
      const { table } = await newTable(ana.token, { game: 'tablanet', seats: 2, seat: 0, autoPlaySingle });
      await json(await call(`/api/tables/${table.id}/seats/1`, { token: ben.token, raw: '' }));
      const { state, seat } = await untilForced(table.id, [ana.token, ben.token]);
      expect(state.table.autoPlaySingle).toBe(autoPlaySingle);
      expect(await runDurableObjectAlarm(tableStub(table.id))).toBe(autoPlaySingle);
      const after = await stateOf(table.id);
      if (autoPlaySingle) {
        expect(after.seq).toBe(state.seq + 1);
        expect(await lastAction(table.id)).toMatchObject({ seat, action: state.legal[0] });
      } else {
        expect(after.seq).toBe(state.seq);
      }
    }
  });

  it('is left to the player when it is forced by cards nobody else can see: a follow among several cards', async () => {
    // issue 15, item 2: played 1.5 s after the turn began, a forced card among several told every spectator
    // "that was her only club" (feeds, sockets and records carry times to the millisecond).
    const players = await Promise.all([newPlayer('Ana'), newPlayer('Ben'), newPlayer('Cid')]);
    const tokens = players.map((p) => p.token);
    const { table } = await newTable(tokens[0]!, { game: 'tarot', seats: 3, seat: 0, options: { deals: 10 } });
    for (const s of [1, 2]) await json<TableState>(await call(`/api/tables/${table.id}/seats/${s}`, { token: tokens[s]!, raw: '' }));
    let hidden = 0;
    let last = 0;
    let seat = 0;
    for (let n = 0; n < 400 && (hidden === 0 || last === 0); n++) {
      let mine = await stateOf(table.id, tokens[seat]);
      for (let k = 0; k < 2 && !mine.table.yourTurn; k++) mine = await stateOf(table.id, tokens[(seat = (seat + 1) % 3)]);
      if (mine.legal.length === 1) {
        const cards = mine.view.hand.length;
        await settle(table.id);
        const after = await stateOf(table.id);
        if (cards > 1 && mine.legal[0]!.startsWith('play ')) {
          // The table plays nothing: the seat still has to act, and so does nobody else.
          expect(after.seq, `a forced card among ${cards}`).toBe(mine.seq);
          hidden++;
        } else if (cards === 1) {
          // Its last card is forced for all to see: the table plays it.
          expect(after.seq).toBeGreaterThan(mine.seq);
          const record = await json<MatchRecordWire>(await call(`/api/tables/${table.id}/record`));
          expect(record.actions[mine.seq]).toMatchObject({ seq: mine.seq + 1, seat, action: mine.legal[0] });
          last++;
          continue;
        }
      }
      const pick = mine.legal.at(-1)!;
      await json<TableState>(await act(table.id, tokens[seat]!, mine.seq, pick));
    }
    expect([hidden, last].every((n) => n > 0), `forced among several: ${hidden}, last cards: ${last}`).toBe(true);
  });
});
