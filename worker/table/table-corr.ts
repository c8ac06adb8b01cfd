/**
 * The correspondence methods of the Table object (docs/correspondence.md): pre-moves, chat, taking a
 * seat back from its stand-in, vacation news from a player's object, and the rematch.
 */
import type { CardId, Seat } from '../../shared/index.js';
import type { Player, Problem, ProfileRef } from '../../shared/protocol.js';
import type {
  ChatMessage,
  ChatResponse,
  PremoveBody,
  PremovesResponse,
  CorrCreateTableBody as CreateTableBody,
  CorrCreateTableResponse as CreateTableResponse,
  CorrTableState as TableState,
} from '../../shared/protocol-correspondence.js';
import { now } from '../clock.js';
import { lobbyRoot } from '../lobby-list.js';
import { randomId } from '../crypto.js';
import { type Answer, answer, problem, refuse } from '../problem.js';
import type { Limited, RateLimit } from '../ratelimit.js';
import type { Corr } from './corr-store.js';
import { tableRef } from './inbox.js';
import { impossible, unusable, MAX_PREMOVES, type Premove } from './premoves.js';
import { settingsOf } from './settings.js';
import type { SeatRow } from './store.js';
import { notFound, TableBase } from './table-base.js';
import type { TableRpc } from './table-do.js';
import { setVacation, startTurn } from './timecontrol.js';
import { premovesOf, seatOf, stateFor, type Table, toAct } from './views.js';

export { type Attachment, CALLER_HEADER, notFound } from './table-base.js';

export interface CreateInit extends CreateTableBody {
  readonly id: string;
  readonly creator: Player;
  /** A rematch: the seats as they are to be (everyone already seated) and the profile as stamped before. */
  readonly preset?: { readonly seats: readonly SeatRow[]; readonly profile?: ProfileRef | undefined } | undefined;
  /** A tournament's table (docs/tournaments.md): where it belongs, and in a duplicate round the seed and decks every table of the round shares. */
  readonly tournament?: { readonly id: string; readonly round: number; readonly table: number } | undefined;
  readonly seed?: string | undefined;
  readonly decks?: readonly (readonly CardId[])[] | undefined;
}

/** The seated players (other than the writer) a chat line names as `@name`, in any case. */
function mentioned(t: Table, text: string, writer: string): { seat: Seat; playerId: string }[] {
  const lower = text.toLowerCase();
  return t.seats.flatMap((s) =>
    s.playerId && s.playerId !== writer && s.name && lower.includes(`@${s.name.toLowerCase()}`) ? [{ seat: s.seat, playerId: s.playerId }] : [],
  );
}

/** Chat messages per player and table: a burst of 10, then one every 2 s. */
const CHAT_RATE: RateLimit = { burst: 10, perSecond: 0.5 };

export abstract class TableCorr extends TableBase {
  // -------------------------------------------------------------------------------------------------
  // Pre-moves

  premoves(caller: Player): Answer<PremovesResponse> {
    const found = this.#mySeat(caller);
    if (!found.ok) return found;
    return answer(premovesOf(found.value.t, found.value.seat));
  }

  /** Queues a pre-move for the caller's next turn; the engine judges it when the turn comes. */
  async addPremove(caller: Player, body: PremoveBody): Promise<Answer<PremovesResponse>> {
    const found = this.#mySeat(caller);
    if (!found.ok) return found;
    let { t } = found.value;
    const { seat } = found.value;
    if (t.head.status !== 'playing') return refuse(problem(t.head.status === 'waiting' ? 'NOT_STARTED' : 'MATCH_OVER', 'pre-moves wait for a match in progress'));
    const parsed: unknown = t.def.parseAction(body.action);
    if (parsed === undefined) return refuse(problem('BAD_NOTATION', `"${body.action}" is not an action of ${t.def.name}`));
    const action = t.def.makeAction(parsed);
    const queue = t.corr.premoves[seat] ?? [];
    if (queue.length >= MAX_PREMOVES) return refuse(problem('BAD_REQUEST', `at most ${MAX_PREMOVES} pre-moves can wait at once`));
    const view = t.def.view(t.state, seat) as { deal: number; hand: readonly string[]; trick?: unknown };
    const premove: Premove = { id: randomId(8), when: body.when, action, deal: view.deal, createdAt: now() };
    const wrong = unusable(premove, t.def.pack(t.info.options), view);
    if (wrong) return refuse(problem(wrong.code, `${wrong.path}: ${wrong.message}`, { errors: [{ path: wrong.path, message: wrong.message }] }));
    const why = impossible(premove, view);
    if (why !== undefined) return refuse(problem('ILLEGAL_ACTION', `${action}: ${why}`));
    t = this.#takeBack(t, seat, caller);
    const next = this.saveCorr({ ...t.corr, premoves: t.corr.premoves.map((q, s) => (s === seat ? [...q, premove] : q)) }) ?? t;
    this.broadcast(next);
    await this.schedule();
    return answer(premovesOf(next, seat));
  }

  /** Withdraws one pre-move (by id) or all of them. */
  async deletePremoves(caller: Player, id?: string): Promise<Answer<PremovesResponse>> {
    const found = this.#mySeat(caller);
    if (!found.ok) return found;
    const { t, seat } = found.value;
    const queue = t.corr.premoves[seat] ?? [];
    if (id !== undefined && !queue.some((p) => p.id === id)) return refuse(problem('NOT_FOUND', `there is no pre-move ${id}`));
    const kept = id === undefined ? [] : queue.filter((p) => p.id !== id);
    const next = this.saveCorr({ ...t.corr, premoves: t.corr.premoves.map((q, s) => (s === seat ? kept : q)) }) ?? t;
    this.broadcast(next);
    await this.schedule();
    return answer(premovesOf(next, seat));
  }

  // -------------------------------------------------------------------------------------------------
  // Chat

  /**
   * The chat, to those who may read it (chatReadable). `hide`: the players the reader blocked, whose lines only this reader does not see.
   */
  chat(caller: Player | null, after: number, hide: readonly string[] = []): Answer<ChatResponse> {
    const t = this.t;
    if (!t) return refuse(notFound());
    if (!chatReadable(t, caller)) return refuse(problem('FORBIDDEN', 'the chat of a private table is for its players'));
    const { messages, hidden } = this.corrStore.chat(after, hide);
    const hiddenSeats = t.seats.flatMap((s) => (s.playerId && hide.includes(s.playerId) ? [s.seat] : []));
    return answer({ messages, ...(hidden > 0 ? { hidden } : {}), ...(hiddenSeats.length > 0 ? { hiddenSeats } : {}) });
  }

  /**
   * One line of the chat, for a report (routes/moderation.ts): who wrote it, what it said and the
   * table's lobby, to whoever may read the chat. A line not found and a chat not readable answer alike.
   */
  chatLine(caller: Player, id: number): Answer<{ author: string | null; message: ChatMessage; lobby: string }> {
    const t = this.t;
    const line = t && chatReadable(t, caller) ? this.corrStore.chatLine(id) : undefined;
    if (!t || !line) return refuse(problem('NOT_FOUND', `there is no chat line ${id} you can read here`));
    return answer({ ...line, lobby: t.info.lobby });
  }

  /**
   * Only seated players write, each at most CHAT_RATE (the answer says what is left of it, for the
   * RateLimit headers); at a club's table, not one its owner muted.
   */
  async postChat(caller: Player, text: string): Promise<Limited<{ answer: Answer<ChatMessage> }>> {
    const key = `chat:${caller.id}`;
    const refused = (p: Problem) => ({ rate: this.buckets.left(key, CHAT_RATE), answer: refuse(p) });
    const before = this.t;
    if (!before) return refused(notFound());
    if (seatOf(before, caller.id) !== null && (await this.mutedHere(before, caller.id))) {
      return refused(problem('MUTED', 'the owner of this club muted you: you cannot write in the chat of its tables'));
    }
    const t = this.t;
    if (!t) return refused(notFound());
    const seat = seatOf(t, caller.id);
    if (seat === null) return refused(problem('FORBIDDEN', 'only the players at this table can write in its chat'));
    const wait = this.buckets.take(key, CHAT_RATE);
    const rate = this.buckets.left(key, CHAT_RATE);
    if (wait > 0) return { rate, retryAfter: wait };
    const back = this.#takeBack(t, seat, caller);
    const message = this.corrStore.addChat({ seat, playerId: caller.id, name: caller.name, text, system: false, at: now() });
    this.broadcastChat(back, message);
    for (const s of mentioned(back, text, caller.id)) {
      this.inbox.tell(s.playerId, { kind: 'chatMention', table: tableRef(back), seat: s.seat, message: { seat, name: caller.name, text } });
    }
    return { rate, answer: answer(message) };
  }

  /** Whether the owner of the table's club lobby muted `playerId` (never in the public lobby). */
  protected async mutedHere(t: Table, playerId: string): Promise<boolean> {
    if (t.info.lobby === 'public') return false;
    return lobbyRoot(this.env, t.info.lobby).isMuted(playerId);
  }

  // -------------------------------------------------------------------------------------------------
  // Absence and vacation

  /** The person takes their seat back from the stand-in (any action of theirs does the same). */
  async returnSeat(caller: Player, seat: Seat): Promise<Answer<TableState>> {
    const t = this.t;
    if (!t) return refuse(notFound());
    if (t.seats[seat]?.playerId !== caller.id) return refuse(problem('FORBIDDEN', `seat ${seat} is not yours`));
    const next = this.#takeBack(t, seat, caller);
    await this.schedule();
    return answer(stateFor(next, seat));
  }

  /**
   * News from a player's object: their vacation runs until `until` (or has ended). Their clocks here
   * follow: they stop with the time that was left, and run on with it, never more. A deadline that has
   * passed is final: a vacation taken in the grace period saves no seat (docs/correspondence.md).
   */
  async vacation(playerId: string, until: number | null): Promise<void> {
    const t = this.t;
    if (!t || t.head.status === 'finished') return;
    const seat = seatOf(t, playerId);
    if (seat === null) return;
    const tc = settingsOf(t.info).timeControl;
    const at = now();
    const next = this.withClock(t.corr, seat, (x) => setVacation(x, tc, until, at));
    const saved = this.saveCorr(next);
    if (saved) this.broadcast(saved);
    await this.schedule();
  }

  /** Takes the seat back from a stand-in: its clock starts again if it is to act. */
  #takeBack(t: Table, seat: Seat, caller: Player): Table {
    if (t.corr.clocks[seat]?.standIn !== true) return t;
    const tc = settingsOf(t.info).timeControl;
    const back: Corr = this.withStandIn(t.corr, seat, false);
    const acting = toAct(t).includes(seat);
    const next = this.saveCorr(acting ? this.withClock(back, seat, (x) => startTurn(x, tc, now())) : back) ?? t;
    this.systemChat({ code: 'back', params: { name: caller.name, seat } });
    this.broadcast(next);
    return next;
  }

  #mySeat(caller: Player): Answer<{ t: Table; seat: Seat }> {
    const t = this.t;
    if (!t) return refuse(notFound());
    const seat = seatOf(t, caller.id);
    if (seat === null) return refuse(problem('FORBIDDEN', 'you do not sit at this table'));
    return answer({ t, seat });
  }

  // -------------------------------------------------------------------------------------------------
  // Rematch

  /**
   * After the end: the same players, options and settings at a new table, everyone one seat on (the
   * player at seat i sits at i+1). Asking again gives the same new table. Everyone is told.
   */
  async rematch(caller: Player): Promise<Answer<CreateTableResponse>> {
    const t = this.t;
    if (!t) return refuse(notFound());
    if (seatOf(t, caller.id) === null) return refuse(problem('FORBIDDEN', 'only the players of this table can ask for a rematch'));
    if (t.head.status !== 'finished') return refuse(problem('NOT_FINISHED', 'a rematch can be asked for once the match has ended'));
    const links = (id: string, invite: string) => ({ table: `/t/${id}`, join: `/t/${id}?invite=${invite}` });
    const tableStub = (id: string): TableRpc => this.env.TABLES.get(this.env.TABLES.idFromName(id)) as unknown as TableRpc;
    if (t.corr.rematch !== undefined) {
      const existing = await tableStub(t.corr.rematch).state(caller);
      if (!existing.ok) return refuse(problem('BAD_REQUEST', 'the rematch table is being set up; ask again in a moment', { status: 409 }));
      const invite = existing.value.invite ?? '';
      return answer({ table: existing.value.table, invite, seedHash: existing.value.seedHash, links: links(t.corr.rematch, invite) });
    }
    const id = randomId(12);
    const n = t.info.seats;
    const seats = t.seats.map((s) => ({ ...s, seat: (s.seat + 1) % n })).sort((a, b) => a.seat - b.seat);
    // Booked before the new table exists, so that a second request cannot make a second table.
    this.saveCorr({ ...t.corr, rematch: id });
    const s = settingsOf(t.info);
    const created = await tableStub(id).create({
      id,
      creator: caller,
      game: t.info.game,
      seats: n,
      options: { ...t.info.options },
      visibility: t.info.visibility,
      lobby: t.info.lobby,
      name: t.info.name,
      bots: [],
      timeControl: s.timeControl,
      absence: s.absence,
      botLevel: s.botLevel,
      autoPlaySingle: s.autoPlaySingle,
      rated: s.rated === true,
      ...(s.allowBots === undefined ? {} : { allowBots: s.allowBots }),
      preset: { seats, profile: t.info.profile },
    });
    const current = this.t ?? t;
    if (!created.ok) {
      this.saveCorr({ ...current.corr, rematch: undefined });
      return created;
    }
    this.systemChat({ code: 'rematch', params: { name: caller.name } });
    this.broadcast(current);
    this.inbox.notifyAll(current, (seat) => ({
      kind: 'rematch',
      table: tableRef(current),
      seat,
      rematch: id,
      by: caller.name,
      newSeat: (seat + 1) % n,
      at: new Date(now()).toISOString(),
    }));
    void this.inbox.sync();
    return answer({ table: created.value.table, invite: created.value.invite, seedHash: created.value.seedHash, links: links(id, created.value.invite) });
  }
}

/** The chat is as visible as the table: anyone at a public table, the seated players at a private one. */
function chatReadable(t: Table, caller: Player | null): boolean {
  return t.info.visibility !== 'private' || seatOf(t, caller?.id) !== null;
}
