/**
 * The shape of a French Tarot match as plain JSON: the match around the current deal, the deal
 * as a phase-tagged record, and the actions. Rules tables (contracts, parameters) live here too.
 */
import type { CardId, Played, RngState, Seat } from '../../core/index.js';
import type { TarotOptions } from './options.js';

/** Contracts from lowest to highest with their multipliers (§5). */
export const CONTRACTS = ['prise', 'garde', 'garde_sans', 'garde_contre'] as const;
export type Contract = (typeof CONTRACTS)[number];
export const COEF: Record<Contract, number> = { prise: 1, garde: 2, garde_sans: 4, garde_contre: 6 };
export const CONTRACT_NAMES: Record<Contract, string> = {
  prise: 'Prise',
  garde: 'Garde',
  garde_sans: 'Garde sans le Chien',
  garde_contre: 'Garde contre le Chien',
};

export const POIGNEE_LEVELS = ['simple', 'double', 'triple'] as const;
export type PoigneeLevel = (typeof POIGNEE_LEVELS)[number];
/** Poignée premiums (§8.2): the same at every player count and never multiplied. */
export const POIGNEE_PRIME: Record<PoigneeLevel, number> = { simple: 20, double: 30, triple: 40 };

/** Dealing and poignée parameters by number of active players (§4.1). */
export interface Params {
  readonly hand: number;
  readonly chien: number;
  readonly packet: number;
  readonly poignee: Readonly<Record<PoigneeLevel, number>>;
}
export const PARAMS: Readonly<Record<number, Params>> = {
  3: { hand: 24, chien: 6, packet: 4, poignee: { simple: 13, double: 15, triple: 18 } },
  4: { hand: 18, chien: 6, packet: 3, poignee: { simple: 10, double: 13, triple: 15 } },
  5: { hand: 15, chien: 3, packet: 3, poignee: { simple: 8, double: 10, triple: 13 } },
};
export function paramsFor(players: number): Params {
  const p = PARAMS[players];
  if (!p) throw new RangeError(`tarot: no parameters for ${players} players`);
  return p;
}

export type TarotAction =
  | { readonly type: 'pass' }
  | { readonly type: 'bid'; readonly contract: Contract }
  | { readonly type: 'call'; readonly card: CardId }
  | { readonly type: 'discard'; readonly card: CardId }
  | { readonly type: 'chelem' }
  | { readonly type: 'poignee'; readonly level: PoigneeLevel }
  | { readonly type: 'show'; readonly card: CardId }
  | { readonly type: 'play'; readonly card: CardId };

export interface Bid {
  readonly seat: Seat;
  /** null = pass */
  readonly contract: Contract | null;
}

export interface Poignee {
  readonly seat: Seat;
  readonly level: PoigneeLevel;
  /** Cards shown so far; the poignée is public once it holds all of them. */
  readonly cards: readonly CardId[];
  readonly complete: boolean;
}

export interface Trick {
  readonly plays: readonly Played[];
  readonly winner: Seat;
}

export type DealPhase = 'bidding' | 'call' | 'ecart' | 'announce' | 'play' | 'done';

export interface DealState {
  readonly phase: DealPhase;
  /** Active seats in playing order, starting with the dealer's right neighbour (the first speaker). */
  readonly order: readonly Seat[];
  /** Cards in hand by seat (empty for a seat that sits out), kept in display order. */
  readonly hands: readonly (readonly CardId[])[];
  /** The face-down chien; empty once the taker took it (prise, garde). */
  readonly chien: readonly CardId[];
  /** The chien as it was turned face up for everyone (prise, garde), else empty. */
  readonly chienShown: readonly CardId[];
  readonly ecart: readonly CardId[];
  readonly bids: readonly Bid[];
  /** The seat to act in this deal. */
  readonly turn: Seat;
  /** -1 until the bidding is over. */
  readonly taker: Seat;
  readonly contract: Contract | null;
  /** 5 players: the called card (§6). */
  readonly called: CardId | null;
  /** 5 players: the seat dealt the called card, or -1 when the taker plays alone. Secret until revealed. */
  readonly partner: Seat;
  /** The called card has been played (or the chien showed it): the camps are public. */
  readonly partnerRevealed: boolean;
  readonly chelem: boolean;
  readonly poignees: readonly Poignee[];
  readonly trick: readonly Played[];
  readonly tricks: readonly Trick[];
  /** Cards won by each seat (the Excuse goes back to its player's pile, §9.4). */
  readonly won: readonly (readonly CardId[])[];
  /** Who played the Excuse, and in which trick (0-based). */
  readonly excuse: { readonly seat: Seat; readonly trick: number } | null;
  /** The Excuse won the last trick of a chelem (§9.5). */
  readonly excuseWonLast: boolean;
}

/** A deal annulled before play: petit sec (§4.3) or all pass (§5). */
export interface Annulment {
  readonly reason: 'petit_sec' | 'all_pass';
  readonly dealer: Seat;
  /** The holder of the petit sec. */
  readonly seat?: Seat;
  /**
   * The petit sec hand, shown to everyone as §4.3 requires. Its cards were gathered and shuffled again for
   * the next deal, so they say nothing about it (the leak checks read past `annulled[].hand`).
   */
  readonly hand?: readonly CardId[];
}

export interface ScoreItem {
  readonly label: string;
  readonly value: number;
}

/** The score sheet of a finished deal, every item spelled out (§10–§11). */
export interface ScoreSheet {
  readonly deal: number;
  readonly dealer: Seat;
  readonly taker: Seat;
  readonly partner: Seat | null;
  /**
   * The called card in words ("King of hearts"), not as a card id: after the redeal the card lies
   * in a new hand, and the sheet must not look like a hint about it.
   */
  readonly called: string | null;
  readonly contract: Contract;
  readonly coef: number;
  /** Attack card points after the Excuse settlement, in half-points (odd = x.5). */
  readonly attackHp: number;
  readonly attackPoints: number;
  readonly attackBouts: number;
  readonly target: number;
  readonly won: boolean;
  /** Points over (+) or under (−) the target after the half-point rule. */
  readonly diff: number;
  /** Chien (garde sans, garde contre) or écart: half-points and bouts, for the breakdown. */
  readonly asideHp: number;
  readonly asideBouts: number;
  readonly asideTo: 'attack' | 'defence';
  readonly petitAuBout: 'attack' | 'defence' | null;
  readonly poignees: readonly { readonly seat: Seat; readonly level: PoigneeLevel }[];
  readonly chelemAnnounced: boolean;
  readonly attackAll: boolean;
  readonly defenceAll: boolean;
  readonly items: readonly ScoreItem[];
  /** S, what each defender pays (S > 0) or receives (S < 0). */
  readonly value: number;
  /** e.g. "(25 + 8 + 10) × 2 + poignée 20 = 106". */
  readonly formula: string;
  /** Score of every seat in this deal (0 for a seat that sat out); sums to 0. */
  readonly scores: readonly number[];
  /**
   * The chien as dealt and the taker's écart (§7; empty under garde sans and garde contre), open once the
   * deal is over. The cards go back into the pack for the next deal, so they say nothing about it.
   */
  readonly chien: readonly CardId[];
  readonly ecart: readonly CardId[];
}

export interface TarotState {
  readonly seats: number;
  readonly options: TarotOptions;
  readonly rng: RngState;
  readonly decks: readonly (readonly CardId[])[] | null;
  /** Deals dealt so far, annulled ones included (indexes the prearranged decks). */
  readonly dealt: number;
  /** Deals played to the end and scored. */
  readonly scored: number;
  readonly dealsInMatch: number;
  readonly dealer: Seat;
  readonly scores: readonly number[];
  /** Per scored deal, the score of every seat. */
  readonly history: readonly (readonly number[])[];
  /** Deals annulled since the last scored deal. */
  readonly annulled: readonly Annulment[];
  readonly lastSheet: ScoreSheet | null;
  readonly deal: DealState;
  readonly over: boolean;
}
