/** The Taleles chunk: its plug-in and its strings in the languages it has. Loaded by ../loader.ts. */
import { addMessages } from '../../i18n/index.js';
import { talelesDe, talelesEn } from '../../i18n/games/taleles.js';
import { talelesHu } from '../../i18n/games/taleles-hu.js';
import { talelesRo } from '../../i18n/games/taleles-ro.js';
import '../taleles.js';

// Added while the chunk runs, before anything can draw the plug-in's parts.
addMessages({ en: talelesEn, de: talelesDe, hu: talelesHu, ro: talelesRo });
