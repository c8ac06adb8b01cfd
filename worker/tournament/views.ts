/**
 * What callers see of a tournament: the document without its secrets, with the standings worked out by
 * shared/tournament.
 *
 * While a duplicate round is open every table plays the same cards, and a finished table's record
 * shows them. So until the round's last table has ended, each player sees of the round only their own
 * table; every other table shows no id, no invitation, no progress and no result, and counts as
 * playing. Its results are held back from everyone — the standings, the CSV and the log leave the
 * round out until it closes (docs/tournaments.md, "Duplicate deals"). The director sees everything
 * to direct the round, unless the director plays in it: then they see what every player sees, and
 * name tables by number (`<round>.<table>`) to annul or replay them.
 */
import type { Player } from '../../shared/protocol.js';
import { type Entrant, type RoundResult, type Standings, standings } from '../../shared/tournament/index.js';
import type { StandingsResponse, Tournament, TournamentRound } from '../../shared/tournament/protocol.js';
import type { LogRow, RoundEntry, TournamentDoc } from './store.js';

const iso = (ms: number): string => new Date(ms).toISOString();

export const entrantsOf = (doc: TournamentDoc): Entrant[] => doc.entrants.map((s) => ({ id: s.id, name: s.name, team: s.team }));

/** A duplicate round still being played: its tables and results are held back. */
export const heldBack = (doc: TournamentDoc, r: RoundEntry): boolean => doc.duplicate && r.closedAt === undefined;

/** The entrant slot of `playerId`, if they take part. */
const slotOf = (doc: TournamentDoc, playerId: string | undefined): string | undefined =>
  playerId === undefined ? undefined : doc.entrants.find((s) => s.playerId === playerId)?.id;

/** Does `playerId` sit at one of the round's tables? */
export const playsIn = (doc: TournamentDoc, r: RoundEntry, playerId: string): boolean => {
  const slot = slotOf(doc, playerId);
  return slot !== undefined && r.tables.some((t) => t.seats.includes(slot));
};

/**
 * The rounds as the standings see them; a replaced table gives way to its replay, and a duplicate round
 * counts only once it has closed.
 */
export function roundResults(doc: TournamentDoc): RoundResult[] {
  return doc.played.filter((r) => !heldBack(doc, r)).map((r) => ({
    round: r.round,
    duplicate: doc.duplicate,
    byes: r.seating.byes,
    tables: r.tables
      .filter((t) => t.status !== 'replaced')
      .map((t) => ({ seats: t.seats, status: t.status === 'replaced' ? 'annulled' : t.status, outcome: t.outcome })),
  }));
}

export const standingsOf = (doc: TournamentDoc): Standings =>
  standings({ scheme: doc.scheme, entrants: entrantsOf(doc), rounds: roundResults(doc) });

export function standingsResponse(doc: TournamentDoc): StandingsResponse {
  return {
    tournament: {
      id: doc.id,
      name: doc.name,
      game: doc.game,
      status: doc.status,
      rounds: doc.rounds,
      round: doc.played.length,
      complete: doc.played.filter((r) => r.closedAt !== undefined).length,
    },
    standings: wireStandings(standingsOf(doc), doc),
  };
}

/** The entrants (slots) that bot accounts play. */
const botSlots = (doc: TournamentDoc): Set<string> => new Set(doc.entrants.filter((s) => s.bot).map((s) => s.id));

function wireStandings(s: Standings, doc: TournamentDoc): Tournament['standings'] {
  const bots = botSlots(doc);
  return {
    scheme: s.scheme,
    duplicate: s.duplicate,
    order: [...s.order],
    rows: s.rows.map((r) => ({
      ...r,
      totals: { ...r.totals },
      rounds: [...r.rounds],
      ...(r.team === undefined ? {} : { team: r.team }),
      ...(bots.has(r.id) ? { bot: true as const } : {}),
    })),
    teams: s.teams.map((t) => ({ ...t, members: [...t.members], totals: { ...t.totals } })),
  };
}

function roundView(doc: TournamentDoc, r: RoundEntry, caller: Player | null): TournamentRound {
  const names = new Map(doc.entrants.map((s) => [s.id, s.name]));
  const bots = botSlots(doc);
  const mySlot = slotOf(doc, caller?.id);
  const director = caller?.id === doc.director.id;
  // Everything, unless the round is held back: then the director who does not play in it.
  const all = !heldBack(doc, r) || (director && !playsIn(doc, r, caller.id));
  const out: TournamentRound = {
    round: r.round,
    startedAt: iso(r.startedAt),
    byes: [...r.seating.byes],
    tables: r.tables.map((t) => {
      const seen = all || (mySlot !== undefined && t.seats.includes(mySlot));
      // A decision of the director (annulled, played again) is public; whether a table has ended is not.
      const status = seen || t.status === 'annulled' || t.status === 'replaced' ? t.status : 'playing';
      return {
        index: t.index,
        id: seen ? t.tableId : null,
        status,
        seats: t.seats.map((id, seat) => ({
          entrant: id,
          name: id === null ? `Bot ${seat + 1}` : (names.get(id) ?? id),
          ...(id !== null && bots.has(id) ? { botAccount: true as const } : {}),
        })),
        ...(seen && t.progress ? { progress: { ...t.progress, toAct: [...t.progress.toAct] } } : {}),
        ...(seen && t.outcome ? { outcome: { ...t.outcome, scores: [...t.outcome.scores], winners: [...t.outcome.winners], ranks: [...t.outcome.ranks] } } : {}),
        ...(t.replacedBy === undefined ? {} : { replacedBy: seen ? t.replacedBy : '' }),
        ...(director && all && t.invite !== undefined ? { invite: t.invite } : {}),
      };
    }),
  };
  if (r.deadline !== undefined) out.deadline = iso(r.deadline);
  if (r.closedAt !== undefined) out.closedAt = iso(r.closedAt);
  return out;
}

export function tournamentView(doc: TournamentDoc, log: readonly LogRow[], caller: Player | null): Tournament {
  const director = caller?.id === doc.director.id;
  const out: Tournament = {
    id: doc.id,
    name: doc.name,
    game: doc.game,
    options: { ...doc.options },
    tableSize: doc.tableSize,
    rounds: doc.rounds,
    teamSize: doc.teamSize,
    duplicate: doc.duplicate,
    botsFill: doc.botsFill,
    scheme: doc.scheme,
    status: doc.status,
    director: { ...doc.director },
    createdAt: iso(doc.createdAt),
    entrants: doc.entrants.map((s) => ({ id: s.id, playerId: s.playerId, name: s.name, ...(s.team === undefined ? {} : { team: s.team }), ...(s.bot ? { bot: true as const } : {}) })),
    reserves: doc.reserves.map((p) => ({ ...p })),
    played: doc.played.map((r) => roundView(doc, r, caller)),
    log: log.map((l) => ({ seq: l.seq, at: iso(l.at), actor: l.actor, action: l.action, detail: l.detail, ...(l.line ? { line: l.line } : {}) })),
    standings: wireStandings(standingsOf(doc), doc),
  };
  if (doc.profile) out.profile = { ...doc.profile };
  if (doc.roundDays !== undefined) out.roundDays = doc.roundDays;
  if (doc.timeControl !== undefined) out.timeControl = doc.timeControl;
  if (doc.absence !== undefined) out.absence = doc.absence;
  if (doc.botLevel !== undefined) out.botLevel = doc.botLevel as NonNullable<Tournament['botLevel']>;
  if (caller) {
    out.youDirect = director;
    const mine = doc.entrants.find((s) => s.playerId === caller.id);
    if (mine) out.yourEntrant = mine.id;
  }
  if (director) out.invite = doc.invite;
  return out;
}
