/**
 * The notes beside a score-sheet item (rules §12): why a premium counts (made, failed, failed
 * silently), how many tricks the declarer of a negative contract took, the card points of the game,
 * and what raised or split a Trischaken pot (Bürgermeister, Vorhand, Jungfrauen). Each is a code
 * with parameters, so that every reader sees it in their language (the site's Tarock catalogue); the
 * English text stays in the item's `note` for API clients and is all a sheet from before the codes has.
 */
import { formatMessage, type MessageParams } from '../../locale.js';
import { pointsBlatt } from './cards.js';
import type { SheetItem } from './state.js';

export const SHEET_NOTES_EN = {
  made: 'made',
  failed: 'failed',
  failedSilent: 'failed (silent)',
  calledTalon: 'called card in the talon',
  declarerTricks: '{n, plural, one {declarer took # trick} other {declarer took # tricks}}',
  /** Card points of the declaring side against the other, as thirds (107 = 35 and 2 Blatt). */
  cardPoints: '{decl} : {opp}',
  buergermeister: 'Bürgermeister',
  vorhandLoses: 'Vorhand loses',
  /** `seats`: the seats (0-based, comma-joined) that took no trick and share the pot. */
  jungfrau: 'Jungfrau {seats}',
  topTwoPay: 'top two pay the bottom two',
} as const;

export type SheetNoteCode = keyof typeof SHEET_NOTES_EN;
export const SHEET_NOTE_CODES = Object.keys(SHEET_NOTES_EN) as SheetNoteCode[];

export interface SheetNote {
  readonly code: SheetNoteCode;
  readonly params: MessageParams;
}

export const sheetNote = (code: SheetNoteCode, params: MessageParams = {}): SheetNote => ({ code, params });

/** The English of one note, as `note` has always said it. */
export function sheetNoteEnglish(n: SheetNote): string {
  const params = { ...n.params };
  if (n.code === 'cardPoints') {
    params.decl = pointsBlatt(Number(params.decl));
    params.opp = pointsBlatt(Number(params.opp));
  }
  if (n.code === 'jungfrau' && typeof params.seats === 'string') params.seats = params.seats.split(',').join(', ');
  return formatMessage('en', SHEET_NOTES_EN[n.code], params);
}

/** The English `note` of an item: its notes joined as before. */
export const sheetNotesEnglish = (notes: readonly SheetNote[]): string => notes.map(sheetNoteEnglish).join('; ');

/** An item's notes: the codes, and their English in `note`. */
export const withNotes = (notes: readonly SheetNote[]): Pick<SheetItem, 'note' | 'notes'> => ({ note: sheetNotesEnglish(notes), notes });
