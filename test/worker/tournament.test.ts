/**
 * Club tournaments through the public API (docs/tournaments.md): eight players play a three-round
 * Tablanet tournament at tables of two, every move chosen from the `legal` list of the player's own
 * state; the standings are recomputed here from the tables' outcomes. The director's decisions (start,
 * annul, replay, replace) are refused to everyone else, and each is logged for the entrants to read.
 */
import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { CreatePlayerResponse, TableState, Tournament } from '../../shared/protocol.js';
import type { CorrTableState } from '../../shared/protocol-correspondence.js';
import type { CreateTournamentResponse, StandingsResponse } from '../../shared/tournament/protocol.js';
import { travel } from '../../worker/clock.js';
import type { TournamentEnv } from '../../worker/tournament/env.js';
import type { TournamentDoc } from '../../worker/tournament/store.js';
import { DAY, later, settle } from './corr-helpers.js';
import { act, call, eventually, json, newPlayer, problemOf, stateOf } from './helpers.js';

type Me = CreatePlayerResponse;

async function createTournament(director: Me, body: Record<string, unknown>): Promise<CreateTournamentResponse> {
  return json<CreateTournamentResponse>(await call('/api/tournaments', { token: director.token, body }), 201);
}

const view = async (id: string, who?: Me): Promise<Tournament> =>
  json<Tournament>(await call(`/api/tournaments/${id}`, who ? { token: who.token } : {}));

/** The tokens of a tournament table's seats (tournament tables are private: only their players read them). */
function seatTokens(t: Tournament, table: Tournament['played'][number]['tables'][number], byPlayer: ReadonlyMap<string, Me>): string[] {
  return table.seats.map((s) => byPlayer.get(t.entrants.find((e) => e.id === s.entrant)!.playerId)!.token);
}

/** Plays a table to its end, each seat choosing from its own legal list; returns the final state. */
async function playOut(tableId: string, tokens: readonly string[], pick: number): Promise<TableState> {
  let state = await stateOf(tableId, tokens[0]);
  for (let moves = 0; state.table.status !== 'finished'; moves++) {
    if (moves > 400) throw new Error(`table ${tableId} does not end`);
    const seat = state.table.toAct[0]!;
    const mine = await stateOf(tableId, tokens[seat]);
    const res = await act(tableId, tokens[seat]!, mine.seq, mine.legal[(moves * 7 + pick) % mine.legal.length]!);
    // The table may have played a forced card itself meanwhile (after 1.5 s, late on a loaded machine): read again.
    if (res.status === 409) state = await stateOf(tableId, tokens[0]);
    else state = await json<TableState>(res);
  }
  return state;
}

/** The round's tables once the tournament has heard of every end (the tables report it). */
async function roundClosed(id: string, round: number): Promise<Tournament> {
  return eventually(async () => {
    const t = await view(id);
    return t.played[round - 1]?.closedAt ? t : undefined;
  }, `round ${round} to close`);
}

describe('a three-round tournament of eight players', () => {
  it('seats every round without repeats, plays its tables, closes the rounds and ranks by match points', async () => {
    const director = await newPlayer('Direktorin');
    const players = await Promise.all(['Ana', 'Ben', 'Cleo', 'Dora', 'Emil', 'Fritz', 'Gerda', 'Hans'].map((n) => newPlayer(n)));
    const byPlayer = new Map(players.map((p) => [p.player.id, p]));
    const created = await createTournament(director, {
      name: 'Wintercup',
      game: 'tablanet',
      options: { targetScore: 1 },
      tableSize: 2,
      rounds: 3,
    });
    const id = created.tournament.id;
    expect(created.tournament).toMatchObject({ status: 'open', scheme: 'wins', youDirect: true, invite: created.invite });
    expect(created.links.csv).toBe(`/api/tournaments/${id}/standings.csv`);

    await problemOf(await call(`/api/tournaments/${id}/entrants`, { token: players[0]!.token, body: { invite: 'nope' } }), 403, 'FORBIDDEN');
    for (const p of players) await json(await call(`/api/tournaments/${id}/entrants`, { token: p.token, body: { invite: created.invite } }));
    const open = await view(id, players[0]);
    expect(open.entrants.map((e) => e.name)).toEqual(['Ana', 'Ben', 'Cleo', 'Dora', 'Emil', 'Fritz', 'Gerda', 'Hans']);
    expect(open.invite).toBeUndefined();
    expect(open.yourEntrant).toBe('e1');

    // Only the director starts a round.
    await problemOf(await call(`/api/tournaments/${id}/rounds`, { token: players[1]!.token, raw: '' }), 403, 'FORBIDDEN');

    const outcomes: { seats: string[]; scores: number[]; winners: number[] }[] = [];
    for (let round = 1; round <= 3; round++) {
      const started = await json<Tournament>(await call(`/api/tournaments/${id}/rounds`, { token: director.token, raw: '' }), 201);
      const r = started.played[round - 1]!;
      expect(r.tables).toHaveLength(4);
      expect(r.byes).toEqual([]);
      // A second start while the round runs is refused.
      if (round === 1) await problemOf(await call(`/api/tournaments/${id}/rounds`, { token: director.token, raw: '' }), 409, 'NOT_FINISHED');
      // Every table is already seated with the entrants' players and shows up in their lists.
      for (const t of r.tables) {
        const s = await stateOf(t.id!, seatTokens(started, t, byPlayer)[0]);
        expect(s.table.status).toBe('playing');
        const entrants = t.seats.map((seat) => started.entrants.find((e) => e.id === seat.entrant)!);
        expect(s.table.players.map((p) => p.playerId)).toEqual(entrants.map((e) => e.playerId));
      }
      const mine = await eventually(async () => {
        const list = await json<{ tables: { id: string; yourTurn?: boolean }[] }>(await call('/api/me/tables', { token: players[0]!.token }));
        return list.tables.find((tb) => r.tables.some((t) => t.id === tb.id));
      }, 'the round table in Ana\'s list');
      expect(mine).toBeDefined();

      const ends = await Promise.all(r.tables.map((t, i) => playOut(t.id!, seatTokens(started, t, byPlayer), round + i)));
      ends.forEach((end, i) => {
        outcomes.push({ seats: r.tables[i]!.seats.map((s) => s.entrant!), scores: [...end.outcome!.scores], winners: [...end.outcome!.winners] });
      });
      const closed = await roundClosed(id, round);
      expect(closed.played[round - 1]!.tables.every((t) => t.status === 'finished' && t.outcome)).toBe(true);
    }

    const done = await view(id);
    expect(done.status).toBe('finished');
    // Tables of two in a field of eight: a round robin, nobody meets anybody twice.
    const pairs = outcomes.map((o) => [...o.seats].sort().join('|'));
    expect(new Set(pairs).size).toBe(12);

    // The standings by hand: a win is 1, a draw ½ each; points are the match scores added up.
    const expected = new Map(done.entrants.map((e) => [e.id, { mp: 0, points: 0 }]));
    for (const o of outcomes) {
      o.seats.forEach((e, seat) => {
        const row = expected.get(e)!;
        row.mp += o.winners.includes(seat) ? 1 : o.winners.length === 0 ? 0.5 : 0;
        row.points += o.scores[seat]!;
      });
    }
    const standings = await json<StandingsResponse>(await call(`/api/tournaments/${id}/standings`));
    expect(standings.tournament).toMatchObject({ status: 'finished', round: 3, rounds: 3, complete: 3 });
    expect(standings.standings.order).toEqual(['matchPoints', 'points', 'firsts']);
    for (const row of standings.standings.rows) {
      expect(row.totals.matchPoints, row.name).toBe(expected.get(row.id)!.mp);
      expect(row.totals.points, row.name).toBe(expected.get(row.id)!.points);
      expect(row.played).toBe(3);
    }
    const sorted = [...standings.standings.rows].sort((a, b) => a.rank - b.rank);
    for (let i = 1; i < sorted.length; i++) {
      const [a, b] = [sorted[i - 1]!.totals, sorted[i]!.totals];
      expect(a.matchPoints > b.matchPoints || (a.matchPoints === b.matchPoints && a.points >= b.points)).toBe(true);
    }

    const csv = await call(`/api/tournaments/${id}/standings.csv`);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('rank,name,team,played,byes,match points,points,first places,round 1,round 2,round 3');
    expect(lines).toHaveLength(9);
    expect(lines[1]!.split(',')[1]).toBe(sorted[0]!.name);

    expect(done.log.map((l) => l.action)).toEqual([
      'created', ...players.map(() => 'joined'),
      ...[1, 2, 3].flatMap(() => ['round started', 'table finished', 'table finished', 'table finished', 'table finished', 'round closed']),
      'finished',
    ]);
    // Each result is also a code naming the winners, for each reader's language.
    const results = done.log.filter((l) => l.action === 'table finished').map((l) => l.line);
    expect(results.every((r) => r?.code === 'tableFinished' && r.params.count === 1 && players.some((p) => p.player.name === r.params.names))).toBe(true);
    expect(done.log.at(-1)!.line).toEqual({ code: 'finished', params: { names: sorted.filter((r) => r.rank === 1).map((r) => r.name).join('\n') } });
  });
});

describe('the director', () => {
  async function smallTournament(extra: Record<string, unknown> = {}) {
    const director = await newPlayer('Leiter');
    const players = await Promise.all(['Ida', 'Jan', 'Kai', 'Lea', 'Max'].map((n) => newPlayer(n)));
    const created = await createTournament(director, { name: 'Vereinsabend', game: 'tablanet', options: { targetScore: 1 }, tableSize: 2, rounds: 2, ...extra });
    for (const p of players.slice(0, 4)) await json(await call(`/api/tournaments/${created.tournament.id}/entrants`, { token: p.token, body: { invite: created.invite } }));
    return { director, players, id: created.tournament.id, invite: created.invite };
  }

  it('alone may annul, replay and replace (403 for an entrant and for a stranger), and every decision is logged', async () => {
    const { director, players, id, invite } = await smallTournament();
    const started = await json<Tournament>(await call(`/api/tournaments/${id}/rounds`, { token: director.token, raw: '' }), 201);
    const [first, second] = started.played[0]!.tables;
    const stranger = await newPlayer('Fremd');
    for (const who of [players[0]!, stranger]) {
      await problemOf(await call(`/api/tournaments/${id}/tables/${first!.id}/annul`, { token: who.token, raw: '' }), 403, 'FORBIDDEN');
      await problemOf(await call(`/api/tournaments/${id}/tables/${first!.id}/replay`, { token: who.token, raw: '' }), 403, 'FORBIDDEN');
      await problemOf(await call(`/api/tournaments/${id}/replace`, { token: who.token, body: { entrant: 'e1', by: who.player.id } }), 403, 'FORBIDDEN');
      await problemOf(await call(`/api/tournaments/${id}/rounds`, { token: who.token, raw: '' }), 403, 'FORBIDDEN');
    }
    await problemOf(await call(`/api/tournaments/${id}/rounds`, { raw: '' }), 401, 'UNAUTHORIZED');

    // Replay: a new table with the same seats; the old one no longer counts.
    const replayed = await json<Tournament>(
      await call(`/api/tournaments/${id}/tables/${first!.id}/replay`, { token: director.token, body: { reason: 'a misdeal' } }),
    );
    const tables = replayed.played[0]!.tables;
    expect(tables).toHaveLength(3);
    expect(tables[0]).toMatchObject({ status: 'replaced', index: 1 });
    expect(tables[2]).toMatchObject({ status: 'playing', index: 1, seats: first!.seats });
    expect(tables[0]!.replacedBy).toBe(tables[2]!.id);
    const again = await stateOf(tables[2]!.id!, seatTokens(replayed, tables[2]!, new Map(players.map((p) => [p.player.id, p])))[0]);
    expect(again.table.players.map((p) => p.name)).toEqual(first!.seats.map((s) => s.name));
    expect(again.yourSeat).toBe(0);

    // Replace: a reserve joins with the invitation, then takes over an entrant's place and seat.
    const reserve = players[4]!;
    const joined = await json<Tournament>(await call(`/api/tournaments/${id}/entrants`, { token: reserve.token, body: { invite } }));
    expect(joined.reserves.map((p) => p.name)).toEqual(['Max']);
    const leaving = second!.seats[0]!.entrant!;
    const handed = await json<Tournament>(
      await call(`/api/tournaments/${id}/replace`, { token: director.token, body: { entrant: leaving, by: reserve.player.id, reason: 'moved away' } }),
    );
    expect(handed.entrants.find((e) => e.id === leaving)).toMatchObject({ playerId: reserve.player.id, name: 'Max' });
    expect(handed.reserves).toEqual([]);
    const seat0 = await stateOf(second!.id!, reserve.token);
    expect(seat0.yourSeat).toBe(0);

    // Annul: the replayed table does not count; its players score like a bye.
    const annulled = await json<Tournament>(
      await call(`/api/tournaments/${id}/tables/${tables[2]!.id}/annul`, { token: director.token, body: { reason: 'both agreed' } }),
    );
    expect(annulled.played[0]!.tables[2]!.status).toBe('annulled');

    const log = (await view(id, players[1])).log;
    expect(log.slice(-4).map((l) => [l.actor, l.action])).toEqual([
      ['Leiter', 'replayed'],
      ['Max', 'reserve'],
      ['Leiter', 'replaced'],
      ['Leiter', 'annulled'],
    ]);
    expect(log.at(-4)!.detail).toMatch(/a misdeal/);
    expect(log.at(-2)!.detail).toMatch(/Max plays on for .*moved away/);
    // The same lines as codes with parameters, for each reader's language; the director's reason as written.
    expect(log.at(-4)!.line).toEqual({ code: 'replayed', params: { round: 1, table: 1, reason: expect.stringMatching(/a misdeal/) } });
    expect(log.at(-3)!.line).toEqual({ code: 'reserve', params: { name: 'Max' } });
    expect(log.at(-2)!.line).toEqual({ code: 'replaced', params: { by: 'Max', for: expect.any(String), reason: 'moved away' } });
    expect(log.at(-1)!.line).toEqual({ code: 'annulled', params: { round: 1, table: 1, reason: 'both agreed' } });
    expect(log.find((l) => l.action === 'round started')!.line).toMatchObject({ code: 'roundStarted', params: { round: 1, tables: 2 } });
  });

  it('shows a duplicate round\'s table ids only to the director and to the table\'s own players', async () => {
    const { director, players, id } = await smallTournament({ duplicate: true });
    const started = await json<Tournament>(await call(`/api/tournaments/${id}/rounds`, { token: director.token, raw: '' }), 201);
    expect(started.played[0]!.tables.every((t) => t.id !== null)).toBe(true);
    const outsider = await view(id);
    expect(outsider.played[0]!.tables.map((t) => t.id)).toEqual([null, null]);
    const ida = await view(id, players[0]);
    const hers = ida.played[0]!.tables.filter((t) => t.id !== null);
    expect(hers).toHaveLength(1);
    expect(hers[0]!.seats.some((s) => s.entrant === ida.yourEntrant)).toBe(true);
    // Both tables hold the same cards seat for seat.
    const [a, b] = started.played[0]!.tables;
    const handsOf = async (t: typeof a) => {
      const tokens = t!.seats.map((s) => players.find((p) => p.player.id === started.entrants.find((e) => e.id === s.entrant)!.playerId)!.token);
      return Promise.all(tokens.map(async (tk) => (await stateOf(t!.id!, tk)).view.hand));
    };
    expect(await handsOf(b)).toEqual(await handsOf(a));
  });

  it('refuses a tournament of a size the game is not played with, and unknown games', async () => {
    const director = await newPlayer('Leiter');
    await problemOf(await call('/api/tournaments', { token: director.token, body: { name: 'X', game: 'tarock', tableSize: 3, rounds: 2 } }), 422, 'BAD_SEATS');
    await problemOf(await call('/api/tournaments', { token: director.token, body: { name: 'X', game: 'skat', tableSize: 3, rounds: 2 } }), 422, 'UNKNOWN_GAME');
    await problemOf(await call('/api/tournaments', { token: director.token, body: { name: 'X', game: 'tarot', tableSize: 4, rounds: 0 } }), 422, 'VALIDATION_FAILED');
    await problemOf(await call('/api/tournaments/zzzzzzzzzzzz'), 404, 'NOT_FOUND');
  });

  it('says why a round cannot be seated: too few entrants for a table, by its own code', async () => {
    const director = await newPlayer('Leiterin');
    const { tournament } = await createTournament(director, { name: 'Leer', game: 'tarot', tableSize: 4, rounds: 2 });
    await problemOf(await call(`/api/tournaments/${tournament.id}/rounds`, { token: director.token, raw: '' }), 422, 'TOO_FEW_ENTRANTS');
  });
});

describe('tournament tables on the clock', () => {
  const stub = (id: string) => {
    const ns = (env as unknown as TournamentEnv).TOURNAMENTS;
    return ns.get(ns.idFromName(id));
  };
  /** The tournament as stored, read without asking it to look at its tables. */
  const stored = (id: string) =>
    runInDurableObject(stub(id), (_o, state) => JSON.parse(state.storage.sql.exec<{ data: string }>('SELECT data FROM doc').one().data) as TournamentDoc);

  async function twoPlayerRound(extra: Record<string, unknown>, spendVacation = false) {
    const director = await newPlayer('Leiterin');
    const players = await Promise.all(['Ute', 'Vic'].map((n) => newPlayer(n)));
    if (spendVacation) {
      // Both take all 7 of their vacation days and let them pass: no vacation starts by itself later.
      for (const p of players) await json(await call('/api/me/vacation', { token: p.token, body: { on: true, days: 7 } }));
      travel(7 * DAY);
    }
    const created = await createTournament(director, { name: 'Fernturnier', game: 'tablanet', options: { targetScore: 1 }, tableSize: 2, rounds: 1, ...extra });
    const id = created.tournament.id;
    for (const p of players) await json(await call(`/api/tournaments/${id}/entrants`, { token: p.token, body: { invite: created.invite } }));
    const started = await json<Tournament>(await call(`/api/tournaments/${id}/rounds`, { token: director.token, raw: '' }), 201);
    const table = started.played[0]!.tables[0]!;
    return { id, director, table, tokens: seatTokens(started, table, new Map(players.map((p) => [p.player.id, p]))) };
  }

  it('a silent seat forfeits at its deadline by the tournament\'s absence policy, and the table reports the result by itself', async () => {
    const { id, table, tokens } = await twoPlayerRound({
      timeControl: { perMoveSeconds: 86_400 },
      absence: { policy: 'forfeit', graceSeconds: 0 },
    }, true);
    const first = await json<CorrTableState>(await call(`/api/tables/${table.id}`, { token: tokens[0] }));
    expect(first.table.absence).toEqual({ policy: 'forfeit', graceSeconds: 0 });
    expect(first.table.timeControl).toMatchObject({ perMoveSeconds: 86_400 });
    const silent = first.table.toAct[0]!;
    // Nobody moves: the deadline passes and the seat forfeits.
    await later(table.id!, DAY + 1000);
    await settle(table.id!);
    const ended = await stateOf(table.id!, tokens[0]);
    expect(ended.table.status).toBe('finished');
    expect(ended.outcome!.winners).toEqual([1 - silent]);
    const doc = await eventually(async () => {
      const d = await stored(id);
      return d.played[0]!.tables[0]!.status === 'finished' ? d : undefined;
    }, 'the table to report its end');
    expect(doc.played[0]!.tables[0]!.outcome!.summary).toMatch(/forfeits/);
    // The log line says who ran out of time, as a code each reader's language renders.
    const finished = (await view(id)).log.find((l) => l.action === 'table finished');
    expect(finished?.line).toMatchObject({ code: 'tableFinished', params: { how: 'forfeit', forfeit: table.seats[silent]!.name } });
    expect(doc.status).toBe('finished');
    const standings = await json<StandingsResponse>(await call(`/api/tournaments/${id}/standings`));
    expect(standings.standings.rows.find((r) => r.rank === 1)!.id).toBe(table.seats[1 - silent]!.entrant);
  });

  it('logs a round\'s deadline once while a table still plays', async () => {
    const { id, director } = await twoPlayerRound({ roundDays: 2 });
    // The hourly check: a day in, nothing to say. (The director reads: a stranger's read may come
    // from the cache for a moment, tournament/read-cache.ts.)
    travel(DAY);
    expect(await runDurableObjectAlarm(stub(id))).toBe(true);
    const early = await view(id, director);
    expect(early.log.some((l) => l.action === 'deadline')).toBe(false);
    expect(Date.parse(early.played[0]!.deadline!) - Date.parse(early.played[0]!.startedAt)).toBe(2 * DAY);
    // Past the deadline it says so, once.
    travel(DAY + 1000);
    expect(await runDurableObjectAlarm(stub(id))).toBe(true);
    expect(await runDurableObjectAlarm(stub(id))).toBe(true);
    const log = (await view(id, director)).log.filter((l) => l.action === 'deadline');
    expect(log).toHaveLength(1);
    expect(log[0]!.detail).toMatch(/round 1: the deadline has passed with table 1 still playing/);
    expect(log[0]!.line).toEqual({ code: 'deadline', params: { round: 1, tables: '1', count: 1 } });
  });
});
