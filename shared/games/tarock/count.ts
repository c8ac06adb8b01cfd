/**
 * Whose pile each card ends in (rules §4.4) and which premiums a party achieved (§11.1).
 * Talon cards count as part of a party's tricks, also for Trull and Vier Könige (§4.4).
 */
import type { CardId } from '../../core/cards.js';
import type { Seat } from '../../core/game.js';
import { isKing, KINGS, thirds, TRULL } from './cards.js';
import { BIRD_CARD, BIRD_TRICK, CONTRACTS, isBird, type PremiumId } from './contracts.js';
import { declaringSide } from './announce.js';
import type { Deal, Trick } from './state.js';

export type Party = 'decl' | 'opp';
export const otherParty = (p: Party): Party => (p === 'decl' ? 'opp' : 'decl');

export interface Piles {
  readonly side: readonly Seat[];
  readonly decl: readonly CardId[];
  readonly opp: readonly CardId[];
  /** Each seat's own pile (tricks, Zuwaage, Trischaken talon; laid-away cards with the declarer). */
  readonly seat: readonly (readonly CardId[])[];
  /** Talon cards counted for nobody (negative contracts, Trischaken `none`). */
  readonly nobody: readonly CardId[];
}

export function piles(deal: Deal): Piles {
  const side = declaringSide(deal);
  const c = CONTRACTS[deal.contract!.id];
  const seat = deal.won.map((w) => w.slice());
  seat[deal.contract!.declarer]!.push(...deal.laid);
  const rest = [...deal.talon[0]!, ...deal.talon[1]!];
  const toDecl: CardId[] = [];
  const toOpp: CardId[] = [];
  const nobody: CardId[] = [];
  switch (c.talon) {
    case 'half':
    case 'all':
      toOpp.push(...rest);
      break;
    case 'opponents': {
      // §9.4: Solorufer with the called king in the talon — that half to the declarer.
      const h = c.calling ? deal.call?.talonHalf : null;
      if (h != null) {
        toDecl.push(...deal.talon[h]!);
        toOpp.push(...deal.talon[1 - h]!);
      } else toOpp.push(...rest);
      break;
    }
    case 'unused':
      nobody.push(...rest);
      break;
    case 'zuwaage':
      // §10.10 lastTrick: the whole talon to the winner of trick 12; `none`: counted for nobody.
      if (deal.trischaken?.talon === 'lastTrick' && deal.tricks.length === 12) seat[deal.tricks[11]!.winner]!.push(...rest);
      else nobody.push(...rest);
      break;
  }
  const decl = [...side.flatMap((s) => seat[s]!), ...toDecl];
  const opp = [...[0, 1, 2, 3].filter((s) => !side.includes(s)).flatMap((s) => seat[s]!), ...toOpp];
  return { side, decl, opp, seat, nobody };
}

const partyOf = (side: readonly Seat[], s: Seat): Party => (side.includes(s) ? 'decl' : 'opp');

function holderIn(t: Trick, card: CardId): Seat | undefined {
  return t.cards.find((p) => p.card === card)?.seat;
}

/** The party that achieved premium `p` (§11.1), or null. */
export function achieved(p: PremiumId, deal: Deal, pl: Piles): Party | null {
  const has = (pile: readonly CardId[], cards: readonly CardId[]) => cards.every((c) => pile.includes(c));
  const t = deal.tricks;
  switch (p) {
    case 'trull':
    case 'koenige': {
      const set = p === 'trull' ? TRULL : KINGS;
      return has(pl.decl, set) ? 'decl' : has(pl.opp, set) ? 'opp' : null;
    }
    case 'koenig_ultimo': {
      const last = t[11];
      if (!last || !deal.call || !isKing(deal.call.card) || holderIn(last, deal.call.card) === undefined) return null;
      return pl.side.includes(last.winner) ? 'decl' : null;
    }
    case 'pagat':
    case 'uhu':
    case 'kakadu':
    case 'quapil': {
      const trick = t[BIRD_TRICK[p] - 1];
      return trick && holderIn(trick, BIRD_CARD[p]) === trick.winner ? partyOf(pl.side, trick.winner) : null;
    }
    case 'valat': {
      const n = t.filter((x) => pl.side.includes(x.winner)).length;
      return t.length === 12 && n === 12 ? 'decl' : n === 0 && t.length === 12 ? 'opp' : null;
    }
    case 'mondfang': {
      const trick = t.find((x) => holderIn(x, 'T21') !== undefined);
      if (!trick) return null;
      const by = partyOf(pl.side, holderIn(trick, 'T21')!);
      const took = partyOf(pl.side, trick.winner);
      return by === took ? null : took;
    }
    case 'sack1':
    case 'sack2': {
      const need = p === 'sack1' ? 137 : 167; // 45/2 and 55/2 in thirds
      return thirds(pl.decl) >= need ? 'decl' : thirds(pl.opp) >= need ? 'opp' : null;
    }
  }
}

/** §15 `silentFailuresCount`: the party whose silent bird or König ultimo was played in its trick and lost. */
export function failedSilently(p: PremiumId, deal: Deal, pl: Piles): Party | null {
  if (isBird(p)) {
    const trick = deal.tricks[BIRD_TRICK[p] - 1];
    const by = trick && holderIn(trick, BIRD_CARD[p]);
    return by !== undefined && trick && by !== trick.winner ? partyOf(pl.side, by) : null;
  }
  if (p === 'koenig_ultimo' && deal.call && isKing(deal.call.card)) {
    const last = deal.tricks[11];
    if (last && holderIn(last, deal.call.card) !== undefined && !pl.side.includes(last.winner)) return 'decl';
  }
  return null;
}
