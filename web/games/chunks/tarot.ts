/** The Tarot chunk: its plug-in and its strings in the languages it has. Loaded by ../loader.ts. */
import { addMessages } from '../../i18n/index.js';
import { tarotDe, tarotEn } from '../../i18n/games/tarot.js';
import { tarotFr } from '../../i18n/games/tarot-fr.js';
import '../tarot.js';

// Added while the chunk runs, before anything can draw the plug-in's parts.
addMessages({ en: tarotEn, de: tarotDe, fr: tarotFr });
