/** The Taleles chunk: its plug-in and its strings in both languages. Loaded by ../loader.ts. */
import { addMessages } from '../../i18n/index.js';
import { talelesDe, talelesEn } from '../../i18n/games/taleles.js';
import '../taleles.js';

// Added while the chunk runs, before anything can draw the plug-in's parts.
addMessages({ en: talelesEn, de: talelesDe });
