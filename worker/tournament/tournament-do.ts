/**
 * One Durable Object per tournament (docs/tournaments.md). It keeps the entrants and rounds, seats each
 * round with shared/tournament, opens the round's tables through the Table objects' own `create`, hears
 * from each table at every new deal and when it ends (so no read makes it ask its tables), closes a round once
 * every table has ended, and carries out the director's decisions — every one of them logged.
 */
import { DurableObject } from 'cloudflare:workers';
import { getGame } from '../../shared/index.js';
import type { OutcomeResultWire, Player } from '../../shared/protocol.js';
import { duplicateDeckCount, duplicateDecks, entrantCap, MAX_RESERVES, seatRound, standingsCsv, tablePlan } from '../../shared/tournament/index.js';
import { nameList, type TournamentLine } from '../../shared/tournament/log-lines.js';
import type {
  CreateTournamentBody,
  JoinTournamentBody,
  ReplaceEntrantBody,
  StandingsResponse,
  Tournament,
} from '../../shared/tournament/protocol.js';
import { now, realTime } from '../clock.js';
import { randomHex, randomId, sameSecret } from '../crypto.js';
import type { Env } from '../env.js';
import { type Answer, answer, problem, refuse } from '../problem.js';
import type { ProfileRef } from '../../shared/protocol.js';
import { migrate } from '../storage/migrate.js';
import { TOURNAMENT_SCHEMA } from '../storage/tournament.js';
import { FORMER_PLAYER } from '../table/table-accounts.js';
import { type LogRow, type RoundEntry, type Slot, type TableEntry, type TournamentDoc, TournamentStore } from './store.js';
import { keepNewestProgress, newer, type TableProgress } from './progress.js';
import { handOver, openTable, readTable } from './tables.js';
import { entrantsOf, heldBack, standingsOf, standingsResponse, tournamentView } from './views.js';

export interface CreateTournamentInit extends CreateTournamentBody {
  readonly id: string;
  readonly director: Player;
  /** Options and profile as resolved against the game (worker/table/setup.ts). */
  readonly resolved: { readonly options: Record<string, unknown>; readonly profile?: ProfileRef | undefined };
  readonly scheme: NonNullable<CreateTournamentBody['scheme']>;
}

type Line = Omit<LogRow, 'seq'>;

const DAY_MS = 86_400_000;
/** While a round is open, its tables are read this often (an end or a deal whose report was lost still counts). */
const CHECK_MS = 3_600_000;

const notFound = () => problem('NOT_FOUND', 'there is no tournament with this id');
const forbidden = () => problem('FORBIDDEN', 'only the tournament\'s director may do this');

export class TournamentDO extends DurableObject<Env> {
  readonly #store: TournamentStore;
  #doc: TournamentDoc | undefined;
  /** Changes run one at a time: they await other objects, and requests may interleave meanwhile. */
  #queue: Promise<unknown> = Promise.resolve();
  /** Reads of the page and the standings since this object started (docs/scale.md: the cache keeps them few). */
  #reads = 0;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    migrate(ctx.storage, TOURNAMENT_SCHEMA);
    this.#store = new TournamentStore(ctx.storage);
    void ctx.blockConcurrencyWhile(async () => {
      this.#doc = this.#store.load();
    });
  }

  #exclusive<T>(run: () => Promise<T>): Promise<T> {
    const next = this.#queue.then(run, run);
    this.#queue = next.catch(() => undefined);
    return next;
  }

  #save(doc: TournamentDoc, lines: readonly Line[] = []): void {
    const kept = keepNewestProgress(doc, this.#doc);
    this.#store.save(kept, lines);
    this.#doc = kept;
  }

  /** A log line: what happened in English (`detail`) and as a code with parameters for every reader's language. */
  #line(actor: string, action: string, detail: string, line: TournamentLine): Line {
    return { at: now(), actor, action, detail, line };
  }

  #view(doc: TournamentDoc, caller: Player | null): Tournament {
    return tournamentView(doc, this.#store.log(), caller);
  }

  /** The doc, if `caller` directs it. */
  #directed(caller: Player): Answer<TournamentDoc> {
    const doc = this.#doc;
    if (!doc) return refuse(notFound());
    if (caller.id !== doc.director.id) return refuse(forbidden());
    return answer(doc);
  }

  // -------------------------------------------------------------------------------------------------
  // Reading

  async create(init: CreateTournamentInit): Promise<Answer<Tournament>> {
    if (this.#doc) return refuse(problem('BAD_REQUEST', 'a tournament with this id exists; try again'));
    const doc: TournamentDoc = {
      id: init.id,
      name: init.name,
      game: init.game,
      options: init.resolved.options,
      profile: init.resolved.profile,
      tableSize: init.tableSize,
      rounds: init.rounds,
      teamSize: init.teamSize,
      duplicate: init.duplicate,
      botsFill: init.botsFill,
      scheme: init.scheme,
      roundDays: init.roundDays,
      timeControl: init.timeControl,
      absence: init.absence,
      botLevel: init.botLevel,
      director: init.director,
      invite: randomId(20),
      secret: randomHex(32),
      createdAt: now(),
      status: 'open',
      entrants: [],
      reserves: [],
      played: [],
    };
    this.#save(doc, [this.#line(init.director.name, 'created', `${init.rounds} rounds of ${getGame(init.game)?.name ?? init.game} at tables of ${init.tableSize}`, {
      code: 'created',
      params: { rounds: init.rounds, game: init.game, size: init.tableSize },
    })]);
    return answer(this.#view(doc, init.director));
  }

  /**
   * Reads answer from the stored document: the tables report each new deal and their end themselves,
   * so no read — the director's included — makes the tournament ask its tables.
   */
  async view(caller: Player | null): Promise<Answer<Tournament>> {
    this.#reads++;
    if (!this.#doc) return refuse(notFound());
    return answer(this.#view(this.#doc, caller));
  }

  standings(): Answer<StandingsResponse> {
    this.#reads++;
    if (!this.#doc) return refuse(notFound());
    return answer(standingsResponse(this.#doc));
  }

  /** How many reads of the page and the standings reached this object since it started. */
  readCount(): number {
    return this.#reads;
  }

  csv(): Answer<{ name: string; csv: string }> {
    if (!this.#doc) return refuse(notFound());
    return answer({ name: this.#doc.name, csv: standingsCsv(standingsOf(this.#doc)) });
  }

  // -------------------------------------------------------------------------------------------------
  // Entrants

  /** Joins with the invitation: as an entrant before the start, as a reserve afterwards. */
  join(caller: Player, body: JoinTournamentBody): Promise<Answer<Tournament>> {
    return this.#exclusive(async () => {
      const doc = this.#doc;
      if (!doc) return refuse(notFound());
      if (!sameSecret(body.invite, doc.invite)) return refuse(problem('FORBIDDEN', 'the invitation code is not valid'));
      if (doc.entrants.some((s) => s.playerId === caller.id)) return refuse(problem('ALREADY_SEATED', 'you already take part'));
      if (doc.status !== 'open') {
        if (doc.status === 'finished') return refuse(problem('FORBIDDEN', 'the tournament has ended'));
        if (doc.reserves.some((p) => p.id === caller.id)) return answer(this.#view(doc, caller));
        if (doc.reserves.length >= MAX_RESERVES) return refuse(problem('TABLE_FULL', `the tournament has its ${MAX_RESERVES} reserves`));
        const next = { ...doc, reserves: [...doc.reserves, caller] };
        this.#save(next, [this.#line(caller.name, 'reserve', `${caller.name} stands by as a reserve`, { code: 'reserve', params: { name: caller.name } })]);
        return answer(this.#view(next, caller));
      }
      const cap = entrantCap(doc.rounds);
      if (doc.entrants.length >= cap) return refuse(problem('TABLE_FULL', `the tournament is full: at most ${cap} entrants for ${doc.rounds} rounds`));
      if (doc.teamSize > 1) {
        if (body.team === undefined) return refuse(problem('VALIDATION_FAILED', `this tournament is for teams of ${doc.teamSize}: name your team`));
        const members = doc.entrants.filter((s) => s.team === body.team).length;
        if (members >= doc.teamSize) return refuse(problem('TABLE_FULL', `team ${body.team} has its ${doc.teamSize} players`));
      }
      const slot: Slot = {
        id: `e${doc.entrants.length + 1}`,
        playerId: caller.id,
        name: caller.name,
        team: doc.teamSize > 1 ? body.team : undefined,
        ...(caller.bot ? { bot: true as const } : {}),
      };
      const next = { ...doc, entrants: [...doc.entrants, slot] };
      this.#save(next, [this.#line(
        caller.name,
        'joined',
        slot.team ? `${caller.name} joined for team ${slot.team}` : `${caller.name} joined`,
        slot.team ? { code: 'joinedTeam', params: { name: caller.name, team: slot.team } } : { code: 'joined', params: { name: caller.name } },
      )]);
      return answer(this.#view(next, caller));
    });
  }

  /** Leaves before the first round. */
  leave(caller: Player): Promise<Answer<Tournament>> {
    return this.#exclusive(async () => {
      const doc = this.#doc;
      if (!doc) return refuse(notFound());
      if (!doc.entrants.some((s) => s.playerId === caller.id)) return refuse(problem('NOT_FOUND', 'you do not take part'));
      if (doc.status !== 'open') return refuse(problem('FORBIDDEN', 'the tournament has started: ask the director to replace you'));
      // Slot ids follow the order of joining; they are given afresh while nobody has played.
      const entrants = doc.entrants.filter((s) => s.playerId !== caller.id).map((s, i) => ({ ...s, id: `e${i + 1}` }));
      const next = { ...doc, entrants };
      this.#save(next, [this.#line(caller.name, 'left', `${caller.name} left`, { code: 'left', params: { name: caller.name } })]);
      return answer(this.#view(next, caller));
    });
  }

  // -------------------------------------------------------------------------------------------------
  // The director

  /** Seats the next round and opens its tables. */
  startRound(caller: Player): Promise<Answer<Tournament>> {
    return this.#exclusive(async () => {
      const got = this.#directed(caller);
      if (!got.ok) return got;
      const doc = got.value;
      const last = doc.played.at(-1);
      if (doc.status === 'finished' || doc.played.length >= doc.rounds) return refuse(problem('FORBIDDEN', 'every round has been played'));
      if (last && last.closedAt === undefined) return refuse(problem('NOT_FINISHED', `round ${last.round} is still being played`));
      if (doc.teamSize > 1) {
        const short = [...new Set(doc.entrants.map((s) => s.team))].find((team) => doc.entrants.filter((s) => s.team === team).length !== doc.teamSize);
        if (short !== undefined) return refuse(problem('BAD_SEATS', `team ${short} does not have ${doc.teamSize} players`));
      }
      const def = getGame(doc.game);
      if (!def) return refuse(problem('UNKNOWN_GAME', `there is no game "${doc.game}"`));
      const seated = seatRound({
        entrants: entrantsOf(doc),
        tableSize: doc.tableSize,
        fillWithBots: doc.botsFill,
        history: doc.played.map((r) => r.seating),
        seed: doc.secret,
      });
      // A table size out of range cannot get this far (the create body's schema); the other two say what to change.
      if (!seated.ok) return refuse(problem(seated.error.code === 'BAD_TABLE_SIZE' ? 'BAD_SEATS' : seated.error.code, seated.error.message));
      const seating = seated.value;
      const round = seating.round;
      const duplicate = doc.duplicate
        ? {
            seed: randomHex(32),
            decks: duplicateDecks(def, doc.options, doc.secret, round, duplicateDeckCount(doc.game, doc.options, doc.tableSize)),
          }
        : undefined;
      const slots = new Map(doc.entrants.map((s) => [s.id, s]));
      const tables: TableEntry[] = seating.tables.map((t, i) => ({ index: i + 1, tableId: randomId(12), seats: t.seats, status: 'playing' }));
      const opened = await Promise.all(
        tables.map((t) =>
          openTable(this.env, doc, t.tableId, { id: doc.id, round, table: t.index }, t.seats.map((id) => (id === null ? null : slots.get(id)!)), duplicate),
        ),
      );
      const failed = opened.find((o) => !o.ok);
      if (failed && !failed.ok) return refuse(failed.problem);
      opened.forEach((o, i) => {
        if (o.ok) tables[i] = { ...tables[i]!, invite: o.value.invite };
      });
      const at = now();
      const entry: RoundEntry = {
        round,
        seating,
        startedAt: at,
        deadline: doc.roundDays === undefined ? undefined : at + doc.roundDays * DAY_MS,
        seed: duplicate?.seed ?? null,
        tables,
      };
      const next: TournamentDoc = { ...doc, status: 'running', played: [...doc.played, entry] };
      const plan = tablePlan(doc.entrants.length, doc.tableSize, doc.botsFill);
      const byes = seating.byes.map((id) => slots.get(id)?.name ?? id);
      const detail =
        `round ${round}: ${tables.length} table${tables.length === 1 ? '' : 's'}` +
        (byes.length ? `; bye for ${byes.join(', ')}` : '') +
        (plan.bots ? `; ${plan.bots} bot seat${plan.bots === 1 ? '' : 's'}` : '') +
        (doc.duplicate ? '; duplicate deals' : '');
      const started: TournamentLine = {
        code: 'roundStarted',
        params: { round, tables: tables.length, byes: nameList(byes), bots: plan.bots, duplicate: doc.duplicate ? 1 : 0 },
      };
      this.#save(next, [this.#line(caller.name, 'round started', detail, started)]);
      await this.#scheduleCheck();
      return answer(this.#view(next, caller));
    });
  }

  /** The table's result does not count: everyone at it scores like a bye. */
  annul(caller: Player, tableId: string, reason: string | undefined): Promise<Answer<Tournament>> {
    return this.#exclusive(async () => {
      const got = this.#directed(caller);
      if (!got.ok) return got;
      const found = this.#find(got.value, tableId);
      if (!found.ok) return found;
      const { round, table } = found.value;
      if (table.status === 'annulled' || table.status === 'replaced') return refuse(problem('FORBIDDEN', 'this table no longer counts'));
      const doc = this.#patchTable(got.value, round.round, table.tableId, { status: 'annulled' });
      const line = this.#line(caller.name, 'annulled', `round ${round.round}, table ${table.index} annulled${reason ? `: ${reason}` : ''}`, {
        code: 'annulled',
        params: { round: round.round, table: table.index, ...(reason ? { reason } : {}) },
      });
      this.#save(doc, [line]);
      this.#settle();
      return answer(this.#view(this.#doc!, caller));
    });
  }

  /** The table is played again at a new table: the same seats (after any replacement), the same deals in duplicate. */
  replay(caller: Player, tableId: string, reason: string | undefined): Promise<Answer<Tournament>> {
    return this.#exclusive(async () => {
      const got = this.#directed(caller);
      if (!got.ok) return got;
      const doc = got.value;
      const found = this.#find(doc, tableId);
      if (!found.ok) return found;
      const { round, table } = found.value;
      if (table.status === 'replaced') return refuse(problem('FORBIDDEN', 'this table has been replayed already'));
      if (round.round !== doc.played.length) return refuse(problem('FORBIDDEN', 'only tables of the current round are played again'));
      const def = getGame(doc.game)!;
      const duplicate =
        round.seed === null
          ? undefined
          : { seed: round.seed, decks: duplicateDecks(def, doc.options, doc.secret, round.round, duplicateDeckCount(doc.game, doc.options, doc.tableSize)) };
      const slots = new Map(doc.entrants.map((s) => [s.id, s]));
      const newId = randomId(12);
      const link = { id: doc.id, round: round.round, table: table.index };
      const opened = await openTable(this.env, doc, newId, link, table.seats.map((id) => (id === null ? null : slots.get(id)!)), duplicate);
      if (!opened.ok) return opened;
      const replaced = this.#patchTable(doc, round.round, table.tableId, { status: 'replaced', replacedBy: newId });
      const played = replaced.played.map((r) =>
        r.round === round.round
          ? { ...r, closedAt: undefined, tables: [...r.tables, { index: table.index, tableId: newId, invite: opened.value.invite, seats: table.seats, status: 'playing' as const }] }
          : r,
      );
      const line = this.#line(caller.name, 'replayed', `round ${round.round}, table ${table.index} is played again${reason ? `: ${reason}` : ''}`, {
        code: 'replayed',
        params: { round: round.round, table: table.index, ...(reason ? { reason } : {}) },
      });
      this.#save({ ...replaced, status: 'running', played }, [line]);
      await this.#scheduleCheck();
      return answer(this.#view(this.#doc!, caller));
    });
  }

  /** Hands an entrant's place (results so far, future rounds, seats at running tables) to a reserve. */
  replace(caller: Player, body: ReplaceEntrantBody): Promise<Answer<Tournament>> {
    return this.#exclusive(async () => {
      const got = this.#directed(caller);
      if (!got.ok) return got;
      const doc = got.value;
      const slot = doc.entrants.find((s) => s.id === body.entrant);
      if (!slot) return refuse(problem('NOT_FOUND', `there is no entrant ${body.entrant}`));
      const by = doc.reserves.find((p) => p.id === body.by);
      if (!by) return refuse(problem('NOT_FOUND', 'the replacement must first join with the invitation (as a reserve)'));
      // A director who has seen every table of a duplicate round in progress may not take a seat in it.
      const open = doc.played.at(-1);
      if (by.id === doc.director.id && open && heldBack(doc, open) && open.tables.some((t) => t.status === 'playing' && t.seats.includes(slot.id))) {
        return refuse(problem('FORBIDDEN', 'the director has seen the other tables of this duplicate round: choose another reserve, or wait until the round ends'));
      }
      for (const r of doc.played) {
        for (const t of r.tables) {
          if (t.status !== 'playing') continue;
          const seat = t.seats.indexOf(slot.id);
          if (seat < 0) continue;
          const moved = await handOver(this.env, t.tableId, seat, by);
          if (!moved.ok) return moved;
        }
      }
      const entrants = doc.entrants.map((s): Slot => (s.id === slot.id ? { id: s.id, team: s.team, playerId: by.id, name: by.name, ...(by.bot ? { bot: true as const } : {}) } : s));
      const reserves = doc.reserves.filter((p) => p.id !== by.id);
      const line = this.#line(caller.name, 'replaced', `${by.name} plays on for ${slot.name}${body.reason ? `: ${body.reason}` : ''}`, {
        code: 'replaced',
        params: { by: by.name, for: slot.name, ...(body.reason ? { reason: body.reason } : {}) },
      });
      this.#save({ ...doc, entrants, reserves }, [line]);
      return answer(this.#view(this.#doc!, caller));
    });
  }

  /**
   * A player deleted their account: they become "former player" in the entrants, the standings, the
   * outcomes and the log (the log is free text, so every whole-word occurrence of their name goes — an
   * other entrant of the same name is anonymised in those lines too, which loses nothing of the
   * results); their id goes too (no token can ever carry the stand-in ids); a reserve is dropped; a
   * deleted director's tournament goes on without one (rounds that need them wait, as for an absent one).
   */
  forgetPlayer(playerId: string, name: string): Promise<void> {
    return this.#exclusive(async () => {
      const doc = this.#doc;
      if (!doc) return;
      const involved = doc.director.id === playerId || doc.entrants.some((s) => s.playerId === playerId) || doc.reserves.some((p) => p.id === playerId);
      if (!involved) return;
      const rename = renamer(name, FORMER_PLAYER);
      const next: TournamentDoc = {
        ...doc,
        director: doc.director.id === playerId ? { id: 'former-director', name: FORMER_PLAYER } : doc.director,
        entrants: doc.entrants.map((s) => (s.playerId === playerId ? { ...s, playerId: `former-${s.id}`, name: FORMER_PLAYER } : s)),
        reserves: doc.reserves.filter((p) => p.id !== playerId),
        played: doc.played.map((r) => ({
          ...r,
          tables: r.tables.map((t) => (t.outcome ? { ...t, outcome: { ...t.outcome, summary: rename(t.outcome.summary) } } : t)),
        })),
      };
      this.#store.saveRenamed(next, rename);
      this.#doc = next;
    });
  }

  // -------------------------------------------------------------------------------------------------
  // Tables

  /** Called by a table of this tournament when its match has ended. */
  tableEnded(tableId: string): Promise<void> {
    return this.#exclusive(async () => {
      const doc = this.#doc;
      const table = doc?.played.flatMap((r) => r.tables).find((t) => t.tableId === tableId);
      if (!doc || !table || table.status !== 'playing') return;
      const read = await readTable(this.env, tableId);
      if (read?.finished) this.#finishTable(tableId, read);
    });
  }

  /**
   * Called by a table of this tournament when a new deal of its match begins: its progress, pushed.
   * It is not queued behind the changes that await other objects (#exclusive): it awaits nothing
   * itself and only merges a record that never goes back (#save keeps the newest), so a table that
   * reports is never made to wait on a change that is itself waiting on a table.
   */
  tableProgress(tableId: string, progress: TableProgress): void {
    const doc = this.#doc;
    const round = doc?.played.find((r) => r.tables.some((t) => t.tableId === tableId));
    const table = round?.tables.find((t) => t.tableId === tableId);
    // Reports may arrive out of order: an older one never replaces a newer one, nor an end.
    if (!doc || !round || !table || table.status !== 'playing' || !newer(progress, table.progress)) return;
    this.#save(this.#patchTable(doc, round.round, tableId, { progress: { ...progress, toAct: [...progress.toAct] } }));
  }

  /**
   * While a round is open: every hour the progress of its tables is read (so that an end whose report
   * was lost still counts), and at the round's deadline the log says which tables are still playing —
   * their own time control and absence policy end them; the director may annul or replay.
   */
  override async alarm(): Promise<void> {
    await this.#exclusive(async () => {
      if (!this.#doc) return;
      await this.#refreshNow();
      const doc = this.#doc;
      const open = doc.played.at(-1);
      if (!open || open.closedAt !== undefined) return;
      const at = now();
      if (open.deadline !== undefined && open.deadline <= at && !open.deadlineNoted) {
        const playing = open.tables.filter((t) => t.status === 'playing').map((t) => t.index);
        const still = playing.join(', ');
        const played = doc.played.map((r) => (r === open ? { ...r, deadlineNoted: true } : r));
        // Which tables of a duplicate round have ended is held back until it closes.
        const detail = heldBack(doc, open)
          ? `round ${open.round}: the deadline has passed while tables still play`
          : `round ${open.round}: the deadline has passed with table ${still} still playing`;
        const line: TournamentLine = heldBack(doc, open)
          ? { code: 'deadlineHeld', params: { round: open.round } }
          : { code: 'deadline', params: { round: open.round, tables: playing.join(','), count: playing.length } };
        this.#save({ ...doc, played }, [this.#line('Stammtisch', 'deadline', detail, line)]);
      }
      await this.#scheduleCheck();
    });
  }

  /** The next check of the open round: in an hour, or at its deadline if that comes first. */
  async #scheduleCheck(): Promise<void> {
    const open = this.#doc?.played.at(-1);
    if (!open || open.closedAt !== undefined) return;
    const at = now();
    const deadline = open.deadline !== undefined && !open.deadlineNoted && open.deadline > at ? open.deadline : Infinity;
    await this.ctx.storage.setAlarm(realTime(Math.min(at + CHECK_MS, deadline)));
  }

  /**
   * A table by its id, or by its number `<round>.<table>` (the current one of that number: a replayed
   * table's replay), which is how a director who plays in a duplicate round names the tables they
   * cannot see.
   */
  #find(doc: TournamentDoc, ref: string): Answer<{ round: RoundEntry; table: TableEntry }> {
    const numbered = /^(\d+)\.(\d+)$/.exec(ref);
    for (const round of doc.played) {
      const table = numbered
        ? round.round === Number(numbered[1]) ? round.tables.findLast((t) => t.index === Number(numbered[2])) : undefined
        : round.tables.find((t) => t.tableId === ref);
      if (table) return answer({ round, table });
    }
    return refuse(problem('NOT_FOUND', 'this table is not part of the tournament'));
  }

  #patchTable(doc: TournamentDoc, round: number, tableId: string, patch: Partial<TableEntry>): TournamentDoc {
    return {
      ...doc,
      played: doc.played.map((r) =>
        r.round !== round ? r : { ...r, tables: r.tables.map((t) => (t.tableId === tableId ? { ...t, ...patch } : t)) },
      ),
    };
  }

  #finishTable(tableId: string, read: Pick<TableEntry, 'progress' | 'outcome'>): void {
    const doc = this.#doc!;
    const { round, table } = (this.#find(doc, tableId) as { ok: true; value: { round: RoundEntry; table: TableEntry } }).value;
    const next = this.#patchTable(doc, round.round, tableId, { status: 'finished', outcome: read.outcome, progress: read.progress });
    // A duplicate round's results are logged when the round closes (#settle).
    this.#save(next, heldBack(doc, round) ? [] : [this.#finishedLine(round, { ...table, outcome: read.outcome })]);
    this.#settle();
  }

  #finishedLine(round: RoundEntry, table: TableEntry): Line {
    const detail = `round ${round.round}, table ${table.index}: ${table.outcome?.summary ?? 'ended'}`;
    const o = table.outcome;
    if (!o || o.winners.length === 0) return this.#line('Stammtisch', 'table finished', detail, { code: 'tableEnded', params: { round: round.round, table: table.index } });
    // Winners by name; a bot's seat (no entrant) is counted, each language names bots its own way.
    const slots = new Map(this.#doc!.entrants.map((s) => [s.id, s.name]));
    const nameOf = (seat: number): string | undefined => {
      const id = table.seats[seat];
      return id ? (slots.get(id) ?? id) : undefined;
    };
    const names = o.winners.flatMap((seat) => nameOf(seat) ?? []);
    return this.#line('Stammtisch', 'table finished', detail, {
      code: 'tableFinished',
      params: {
        round: round.round,
        table: table.index,
        names: nameList(names),
        bots: o.winners.length - names.length,
        count: o.winners.length,
        score: o.scores[o.winners[0]!] ?? 0,
        ...howParams(o.result, nameOf),
      },
    });
  }

  /**
   * Closes the open round once none of its tables is still playing; the last round ends the tournament.
   * A duplicate round's table results, held back while it ran, are logged now.
   */
  #settle(): void {
    const doc = this.#doc!;
    const open = doc.played.at(-1);
    if (!open || open.closedAt !== undefined || open.tables.some((t) => t.status === 'playing')) return;
    const last = open.round >= doc.rounds;
    const played = doc.played.map((r) => (r === open ? { ...r, closedAt: now() } : r));
    const held = heldBack(doc, open) ? open.tables.filter((t) => t.status === 'finished').map((t) => this.#finishedLine(open, t)) : [];
    const lines = [...held, this.#line('Stammtisch', 'round closed', `round ${open.round} is complete`, { code: 'roundClosed', params: { round: open.round } })];
    if (last) {
      const top = standingsOf({ ...doc, played }).rows.filter((r) => r.rank === 1).map((r) => r.name);
      lines.push(this.#line('Stammtisch', 'finished', `the tournament has ended; first: ${top.join(', ')}`, { code: 'finished', params: { names: nameList(top) } }));
    }
    this.#save({ ...doc, played, status: last ? 'finished' : doc.status }, lines);
  }

  /** Reads the progress of the tables still playing (the hourly check), finishing those that ended. */
  async #refreshNow(): Promise<void> {
    const doc = this.#doc;
    if (!doc) return;
    const playing = doc.played.flatMap((r) => r.tables.filter((t) => t.status === 'playing').map((t) => ({ round: r.round, t })));
    const reads = await Promise.all(playing.map(async ({ round, t }) => ({ round, t, read: await readTable(this.env, t.tableId) })));
    let next = this.#doc!;
    for (const { round, t, read } of reads) if (read && !read.finished) next = this.#patchTable(next, round, t.tableId, { progress: read.progress });
    if (next !== this.#doc) this.#save(next);
    for (const { t, read } of reads) if (read?.finished) this.#finishTable(t.tableId, read);
  }
}

type Remote<T> = { [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never };
/** The tournament's methods as the worker and the tables call them over RPC. */
export type TournamentRpc = Remote<
  Pick<TournamentDO, 'create' | 'view' | 'standings' | 'csv' | 'join' | 'leave' | 'startRound' | 'annul' | 'replay' | 'replace' | 'tableEnded' | 'tableProgress' | 'forgetPlayer'>
>;

/**
 * How a table's match ended, for its log line: `how` the outcome's code where it says more than who won
 * (a Pitsch made or lost, a forfeit and by whom: `forfeit` the name, '' for a bot's seat).
 */
function howParams(result: OutcomeResultWire | undefined, nameOf: (seat: number) => string | undefined): Record<string, string | number> {
  switch (result?.code) {
    case 'pitsch':
      return { how: result.made ? 'pitschMade' : 'pitschLost' };
    case 'forfeit':
      return { how: 'forfeit', forfeit: nameOf(result.seat) ?? '' };
    default:
      return {};
  }
}

/** Replaces every whole-word occurrence of `name` (letters and digits around it do not count as a match). */
function renamer(name: string, to: string): (text: string) => string {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'gu');
  return (text) => text.replace(pattern, to);
}
