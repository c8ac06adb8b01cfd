/** Турнири, на српском ћирилицом: the Latin catalogue (sr-Latn.ts) transliterated letter by letter. */
import { toCyrillic } from '../../../shared/i18n/serbian-script.js';
import type { TournamentKey } from '../tournament.js';
import { tournamentSrLatn } from './sr-Latn.js';

export const tournamentSrCyrl = Object.fromEntries(Object.entries(tournamentSrLatn).map(([key, text]) => [key, toCyrillic(text)])) as Record<TournamentKey, string>;
