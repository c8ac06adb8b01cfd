/**
 * The state, actions and score sheet of a Taleles match: plain JSON, readonly by contract.
 */
import type { CardId } from '../../core/cards.js';
import type { Seat } from '../../core/game.js';
import type { RngState } from '../../core/rng.js';
import type { Played } from '../../core/tricks.js';
import type { TalelesSuit } from './cards.js';
import type { TalelesOptions } from './options.js';

/**
 * Interactive phases of a deal (§5). Dealing, trump fixing, meld resolution, scoring and the
 * redeal after four passes are automatic and happen inside `apply`.
 */
export type Phase = 'bela' | 'bid1' | 'bid2' | 'announce' | 'play' | 'doubling' | 'over';

/** The two parties of a deal: the maker's side and everybody else (§3). */
export type Party = 'maker' | 'defenders';

/** Doubling items (§9.1), in the order they are offered. */
export const ITEM_IDS = ['game', 'sequence', 'eighty', 'bela'] as const;
export type ItemId = (typeof ITEM_IDS)[number];

export type MeldKind = 'terz' | 'fuenfzig' | 'hundert' | 'achtzig';

/** A meld declared in trick 1 (§7.2). Only kind, length and top are public until it is credited. */
export interface DeclaredMeld {
  readonly seat: Seat;
  /** Canonical order: runs in natural order, an Achtzig in suit order H, D, S, C. */
  readonly cards: readonly CardId[];
  readonly kind: MeldKind;
  readonly length: number;
  /** Rank id of the highest card in natural order (for an Achtzig: its rank). */
  readonly top: string;
}

export interface DoneTrick {
  readonly leader: Seat;
  readonly cards: readonly Played[];
  readonly winner: Seat;
}

/** A doubling item with its ladder level k (multiplier 2^k) and the party that made the latest raise. */
export interface DoublingItem {
  readonly id: ItemId;
  readonly owner: Party;
  readonly level: number;
  readonly by: Party | null;
  /** Seat that made the latest raise (for display). */
  readonly bySeat: Seat | null;
}

export interface BelaCredit {
  readonly seat: Seat;
  /** Early (Bela round or announce phase) Bela is a doubling item; late Bela is not (§8). */
  readonly early: boolean;
}

/** A public bidding, announcing or doubling action, as its notation. */
export interface Call {
  readonly seat: Seat;
  readonly action: string;
}

export interface Deal {
  readonly phase: Phase;
  /** The one seat to act (meaningless once the match is over). */
  readonly turn: Seat;
  /** Consecutive passes in the current round (bidding, announce turns, doubling). */
  readonly passes: number;
  /** Cards in hand: before trump is fixed only the seen packets. */
  readonly hands: readonly (readonly CardId[])[];
  /** `hiddenCards`: face down, unseen even by their owner until trump is fixed (§4, D-9). */
  readonly hidden: readonly (readonly CardId[])[];
  /** Out of play, never revealed (D-35). */
  readonly stock: readonly CardId[];
  /** The face-up card at the bottom of the stock (2/3 players); after the seven exchange, the 7 of trump. */
  readonly turned: CardId | null;
  /** The seven exchange (§5.6): `got` = the turned card, `gave` = the 7 of trump now face up under the stock. */
  readonly exchange: { readonly seat: Seat; readonly got: CardId; readonly gave: CardId } | null;
  readonly trump: TalelesSuit | null;
  readonly maker: Seat | null;
  /** 1 = Bela round or first bidding round, 2 = second bidding round, 0 = not fixed yet. */
  readonly trumpRound: 0 | 1 | 2;
  /** Seat that declared a Pitsch (§10), or null for a normal contract. */
  readonly pitsch: Seat | null;
  readonly bela: BelaCredit | null;
  /** The seat that held trump K and Q at the start of trick 1: the only one who may still claim a late Bela. */
  readonly belaHolder: Seat | null;
  readonly calls: readonly Call[];
  readonly melds: readonly DeclaredMeld[];
  /** Indexes into `melds` of the credited run and Achtzig, set at meld resolution (§7.4). */
  readonly sequence: number | null;
  readonly eighty: number | null;
  readonly resolved: boolean;
  readonly items: readonly DoublingItem[];
  /** Party that made the most recent kontra of the deal (burden holder, §9.4). */
  readonly lastKontra: Party | null;
  readonly leader: Seat;
  readonly trick: readonly Played[];
  readonly tricks: readonly DoneTrick[];
  /** Card points won by each seat, the last-trick 10 included. */
  readonly points: readonly number[];
}

/** One credited line of a score sheet, spelled out: what, at which multiplier, how much to each scoring unit. */
export interface ScoreLine {
  readonly item: ItemId | 'lateBela' | 'pitsch' | 'litige';
  readonly label: string;
  readonly level: number;
  readonly multiplier: number;
  /** Per scoring unit (team with 4 players, else player). */
  readonly amounts: readonly number[];
}

/** A credited meld on the score sheet (no card ids: the cards are back in the pack by the next deal). */
export interface SheetMeld {
  readonly kind: MeldKind | 'bela';
  readonly seat: Seat;
  readonly suit: TalelesSuit | null;
  readonly top: string;
  readonly length: number;
  readonly value: number;
  /** False when `meldsNeedATrick` struck it off. */
  readonly counted: boolean;
}

/** The score sheet of a finished deal (§11). Arrays are per scoring unit. */
export interface ScoreSheet {
  readonly deal: number;
  readonly dealer: Seat;
  readonly maker: Seat;
  readonly trump: TalelesSuit;
  readonly contract: 'normal' | 'pitsch';
  readonly pointsInPlay: number;
  readonly tricksWon: readonly number[];
  readonly trickPoints: readonly number[];
  readonly melds: readonly SheetMeld[];
  readonly raw: readonly number[];
  readonly pot: number;
  /** Half the pot; may end in .5 with 2 players. */
  readonly beet: number;
  /** 'maker' or 'defenders' won the deal; 'litige' = exact tie held over (§11.2). */
  readonly winner: Party | 'litige';
  readonly tie: boolean;
  readonly burden: Party;
  readonly lines: readonly ScoreLine[];
  readonly credited: readonly number[];
  /** Litige points hanging after this deal. */
  readonly held: number;
  /** For a Pitsch: whether it succeeded. */
  readonly pitschMade: boolean | null;
}

export interface MatchEnd {
  readonly winners: readonly Seat[];
  readonly ranks: readonly number[];
  readonly reason: 'target' | 'pitsch';
}

export interface TalelesState {
  readonly seats: number;
  readonly options: TalelesOptions;
  readonly target: number;
  readonly rng: RngState;
  readonly decks: readonly (readonly CardId[])[] | null;
  /** 1-based number of the current deal, annulled deals included. */
  readonly dealNo: number;
  readonly dealer: Seat;
  /** Match score per scoring unit: per team with 4 players (seats 0+2, 1+3), else per player. */
  readonly scores: readonly number[];
  /** Litige points waiting for the winner of the next scored deal. */
  readonly held: number;
  readonly deal: Deal;
  readonly last: ScoreSheet | null;
  readonly end: MatchEnd | null;
}

export type TalelesAction =
  | { readonly type: 'declareBela'; readonly suit: TalelesSuit }
  | { readonly type: 'acceptTurnedCard' }
  | { readonly type: 'chooseTrump'; readonly suit: TalelesSuit }
  | { readonly type: 'pass' }
  | { readonly type: 'exchangeSeven' }
  | { readonly type: 'declarePitsch' }
  | { readonly type: 'meld'; readonly meld: readonly CardId[] }
  | { readonly type: 'kontra'; readonly target: ItemId }
  | { readonly type: 'play'; readonly card: CardId; readonly announceBela?: true };
