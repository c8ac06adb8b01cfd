/**
 * The state of a Königrufen match as plain JSON (DESIGN: state is plain data). A deal is a
 * phase-tagged record: the fields of later phases are null until that phase is reached.
 */
import type { CardId } from '../../core/cards.js';
import type { Seat } from '../../core/game.js';
import type { RngState } from '../../core/rng.js';
import type { SheetNote } from './notes.js';
import type { Played } from '../../core/tricks.js';
import type { Bid, Bird, ContractId, PremiumId } from './contracts.js';
import type { TarockOptions } from './options.js';

export type Phase = 'bidding' | 'rules' | 'call' | 'talon' | 'layAway' | 'announce' | 'play';

/** What a seat said in the auction: a contract, the neutral "Vorhand", a pass or "ich halte". */
export type AuctionCall =
  | { readonly seat: Seat; readonly call: 'bid'; readonly bid: Bid }
  | { readonly seat: Seat; readonly call: 'vorhand' | 'pass' | 'hold' };

export interface Auction {
  readonly calls: readonly AuctionCall[];
  /** Seats that have not passed. */
  readonly active: readonly boolean[];
  readonly high: { readonly bid: Bid; readonly seat: Seat } | null;
  /** Vorhand opened with the neutral call (§7.3 `reserved`). */
  readonly reserved: boolean;
}

export interface Contract {
  readonly id: ContractId;
  readonly bird: Bird | null;
  readonly declarer: Seat;
}

export interface Call {
  /** The called king (or queen, §8.3). */
  readonly card: CardId;
  /** Called as "the fourth king" without naming the suit (§8.2). */
  readonly fourth: boolean;
  /** Holder of the called card when it was called; null when it lies in the talon. Secret (§13). */
  readonly partner: Seat | null;
  /** Index of the talon half holding it, or null. */
  readonly talonHalf: number | null;
}

export type RaiseLevel = 'kontra' | 'rekontra' | 'subkontra';

/** An item that can be doubled (§11.6): the game, or an announced premium. */
export interface Item {
  /** 'game', a premium id, or 'game:<seat>' for the per-defender game items of negative contracts. */
  readonly key: string;
  readonly premium: 'game' | PremiumId;
  /** Whose item it is: the declarer for the game, the announcer for a premium. */
  readonly owner: Seat;
  /** Negative contracts: the defender of this pair (§11.6). */
  readonly pair: Seat | null;
  readonly level: number;
  readonly raises: readonly { readonly seat: Seat; readonly level: number }[];
}

export interface Announce {
  readonly items: readonly Item[];
  /** Per seat: item key → level that seat has acknowledged with "gut". */
  readonly acked: readonly Readonly<Record<string, number>>[];
  /** Seats that have finished their first turn (premiums may be announced only in the first turn). */
  readonly hadTurn: readonly boolean[];
  readonly passes: number;
  /** The current turn contained an announcement or a raise. */
  readonly acted: boolean;
  /** Seats that said Kontra at least once (for `colourGameValatOrKontra`). */
  readonly kontra: readonly boolean[];
}

export interface Trick {
  readonly leader: Seat;
  readonly cards: readonly Played[];
  readonly winner: Seat;
  /** Trischaken: the talon card added to this trick's pile (§10.10 firstSixTricks). */
  readonly zuwaage: CardId | null;
}

export interface Deal {
  readonly phase: Phase;
  readonly turn: Seat;
  readonly vorhand: Seat;
  readonly hands: readonly (readonly CardId[])[];
  /** The two talon halves (§5.2); a half becomes [] once taken. */
  readonly talon: readonly (readonly CardId[])[];
  readonly auction: Auction;
  readonly contract: Contract | null;
  /** Trischaken rules in force (§10.10, `vorhandChooses` resolved in the 'rules' phase). */
  readonly trischaken: { readonly talon: 'none' | 'firstSixTricks' | 'lastTrick' | null; readonly stichzwang: boolean | null } | null;
  readonly call: Call | null;
  /** Talon halves shown to everyone (§9.1). */
  readonly talonExposed: boolean;
  /** Index of the half taken, 2 = both (Sechserdreier), null = none. */
  readonly talonTaken: number | null;
  readonly laid: readonly CardId[];
  readonly layCount: number;
  readonly announce: Announce | null;
  readonly tricks: readonly Trick[];
  readonly trick: readonly Played[];
  /** Cards won by each seat (tricks and Zuwaage). */
  readonly won: readonly (readonly CardId[])[];
  /** The partnership is public (called card played, König ultimo announced, called card in the exposed talon). */
  readonly partnerPublic: boolean;
}

/** One line of a deal's score sheet (§12.1). `schrift` without Kontra, `total` with it. */
export interface SheetItem {
  readonly item: string;
  readonly name: string;
  readonly announced: boolean;
  /** Seat that announced it (premiums), else null. */
  readonly by: Seat | null;
  readonly value: number;
  readonly winners: readonly Seat[];
  /** Kontra multiplier (for negative contracts: per defender, by seat; others 1). */
  readonly multiplier: readonly number[];
  readonly schrift: readonly number[];
  readonly total: readonly number[];
  /** The notes in English (joined by "; "), for API clients; a sheet from before `notes` has only this. */
  readonly note: string;
  /** The same notes as codes with parameters, for each reader's language (./notes.ts). */
  readonly notes?: readonly SheetNote[];
}

/** The settled deal, shown until the next deal ends (§13: everything is public after the hand). */
export interface DealSheet {
  readonly deal: number;
  readonly dealer: Seat;
  readonly vorhand: Seat;
  readonly contract: ContractId;
  readonly contractName: string;
  readonly declarer: Seat;
  readonly partner: Seat | null;
  readonly declaringSide: readonly Seat[];
  readonly thirds: readonly number[];
  readonly tricks: readonly number[];
  readonly won: boolean | null;
  readonly items: readonly SheetItem[];
  readonly schrift: readonly number[];
  readonly total: readonly number[];
  /** Doubled by a double round (§12.8). */
  readonly doubled: boolean;
  readonly summary: string;
}

export interface TarockState {
  readonly options: TarockOptions;
  readonly rng: RngState;
  readonly decks: readonly (readonly CardId[])[] | null;
  /** 0-based index of the current deal. */
  readonly dealIndex: number;
  readonly dealsTotal: number;
  readonly dealer: Seat;
  readonly schrift: readonly number[];
  readonly total: readonly number[];
  /** Deals left in a doubled round (§12.8). */
  readonly doubleLeft: number;
  readonly last: DealSheet | null;
  /** The deal in progress; null once the match is over. */
  readonly deal: Deal | null;
}

export type TarockAction =
  | { readonly type: 'bid'; readonly contract: ContractId | 'vorhand'; readonly bird?: Bird }
  | { readonly type: 'pass' }
  | { readonly type: 'hold' }
  | { readonly type: 'rule'; readonly rule: 'talon'; readonly value: 'firstSixTricks' | 'lastTrick' }
  | { readonly type: 'rule'; readonly rule: 'stichzwang'; readonly value: 'on' | 'off' }
  | { readonly type: 'call'; readonly card: CardId | 'fourth' }
  | { readonly type: 'talon'; readonly half: number }
  | { readonly type: 'concede' }
  | { readonly type: 'discard'; readonly card: CardId }
  | { readonly type: 'announce'; readonly premium: PremiumId }
  | { readonly type: 'raise'; readonly level: RaiseLevel; readonly item: string; readonly pair?: Seat }
  | { readonly type: 'play'; readonly card: CardId };

export const next = (s: Seat): Seat => (s + 1) % 4;
