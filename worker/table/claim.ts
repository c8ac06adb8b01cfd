/**
 * Claims at the table: a player who knows that their side wins every remaining trick of the deal,
 * whatever the others hold and play, may say so and have the deal finished for them (docs/api.md,
 * "Claiming the rest").
 *
 * The offer comes from the seat's knowledge only: the claim must hold in every one of the deals of
 * the unseen cards the bots' guesser draws from the seat's view and the public history (shared/bots
 * claimKnown, seeded by the table's public seedHash, seq and seat: tables dealt alike with the same
 * public history make the same offers). It never looks at the real hands, so the offer tells a
 * player nothing they could not know. When the claim is made, the real deal is checked too; in the
 * rare case where the guesses agreed but the cards lie otherwise the claim is refused and play goes on.
 * Both searches are bounded (a few hundred milliseconds at worst), and the offer is remembered per
 * engine state.
 */
import { botFor, type ClaimedAction, claimKnown, claimPlayout, claimSupported } from '../../shared/bots/index.js';
import { claimHooks } from '../../shared/bots/claim.js';
import { getGame, type Seat } from '../../shared/index.js';
import type { Table } from './views.js';

const offered = new WeakMap<object, Map<Seat, boolean>>();

/** A claim needs at least two tricks left: the last card of a deal is played anyway. */
const MIN_CARDS = 2;

/** Could `seat` claim now? Only a person, on their own turn, in the card play of a trick game. Cheap. */
function mayClaim(t: Table, seat: Seat): boolean {
  if (t.head.status !== 'playing' || t.corr.forfeit || !claimSupported(t.def.id)) return false;
  // The search reads engine states through hooks written for the current rules version's state shape:
  // a table still on a superseded version (rules-version.ts) plays its tricks out.
  if (getGame(t.def.id) !== t.def) return false;
  if (t.seats[seat]?.bot || !t.def.toAct(t.state).includes(seat)) return false;
  const hooks = claimHooks(t.def.id)!;
  return hooks.playing(t.state) && (hooks.hands(t.state)[seat]?.length ?? 0) >= MIN_CARDS;
}

/**
 * Is the offer to `seat` still to be worked out? The search costs far more CPU than a move, so it never
 * runs inside another player's request — the time of that request would tell everyone whether the next
 * seat may claim. The table's alarm works it out and tells that seat's sockets (due.ts, 'claim'); the
 * seat's own reads work it out when they come first.
 */
export function claimPending(t: Table, seat: Seat): boolean {
  return mayClaim(t, seat) && offered.get(t.state as object)?.get(seat) === undefined;
}

/**
 * May `seat` claim now? Only a person, on their own turn, in the card play of a trick game, who knows
 * it. `known`: answer only from an offer already worked out (false while it is pending).
 */
export function claimOffered(t: Table, seat: Seat, known = false): boolean {
  if (!mayClaim(t, seat)) return false;
  const state = t.state as object;
  let bySeat = offered.get(state);
  if (!bySeat) offered.set(state, (bySeat = new Map()));
  let yes = bySeat.get(seat);
  if (yes === undefined && known) return false;
  if (yes === undefined) {
    yes = claimKnown(t.def, {
      game: t.def.id,
      seat,
      view: t.def.view(t.state, seat),
      legal: [],
      history: t.publicHistory(),
      options: t.info.options,
      seed: `claim:${t.info.seedHash}:${t.head.seq}:${seat}`,
    });
    bySeat.set(seat, yes);
  }
  return yes;
}

/**
 * The actions that finish the deal after `seat`'s claim, as notations; 'not-known' when the claim is
 * not offered, 'fails' when the real deal does not bear it out. Every seat's card is the one the
 * club-level bot would play from that seat's own view and the public history, among the cards that
 * keep the claim for the claiming side.
 */
export function claimActions(t: Table, seat: Seat): { seat: Seat; action: string }[] | 'not-known' | 'fails' {
  if (!claimOffered(t, seat)) return 'not-known';
  const def = t.def;
  const bot = botFor(def.id, 'club');
  const history = t.publicHistory();
  const heard = [...history];
  const prefer = (state: unknown, who: Seat, legal: readonly unknown[], played: readonly ClaimedAction[]): unknown => {
    // The history grows with the play-out's own actions, as each seat would have seen them.
    while (heard.length < history.length + played.length) {
      const p = played[heard.length - history.length]!;
      heard.push([p.seat, p.publicNotation]);
    }
    const notations = legal.map((a) => def.makeAction(a as never));
    try {
      const seed = `claim:${t.info.seedHash}:${t.head.seq}:${played.length}`;
      const choice = bot.choose({ game: def.id, seat: who, view: def.view(state, who), legal: notations, history: heard, options: t.info.options, seed });
      return legal[notations.indexOf(choice)];
    } catch (e) {
      // Without a preference the play-out takes the first card that keeps the claim.
      console.error(`table ${t.info.id}: the bot could not choose a card of the claim's play-out`, e);
      return undefined;
    }
  };
  const actions = claimPlayout(def, t.state, seat, prefer);
  return actions ? actions.map((a) => ({ seat: a.seat, action: def.makeAction(a.action as never) })) : 'fails';
}
