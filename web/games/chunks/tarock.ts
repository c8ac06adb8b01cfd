/** The Tarock chunk: its plug-in and its strings in both languages. Loaded by ../loader.ts. */
import { addMessages } from '../../i18n/index.js';
import { tarockDe, tarockEn } from '../../i18n/games/tarock.js';
import '../tarock.js';

// Added while the chunk runs, before anything can draw the plug-in's parts.
addMessages({ en: tarockEn, de: tarockDe });
