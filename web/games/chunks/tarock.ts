/**
 * The Tarock chunk: its plug-in and its strings: English and German with it, every other language a
 * chunk of its own fetched when it is read. Loaded by ../loader.ts.
 */
import { addLazyMessages, addMessages } from '../../i18n/index.js';
import { tarockDe, tarockEn } from '../../i18n/games/tarock.js';
import '../tarock.js';

// Added while the chunk runs, before anything can draw the plug-in's parts.
addMessages({ en: tarockEn, de: tarockDe });
void addLazyMessages({
  fr: () => import('../../i18n/games/tarock-fr.js').then((m) => m.tarockFr),
  hu: () => import('../../i18n/games/tarock-hu.js').then((m) => m.tarockHu),
  ro: () => import('../../i18n/games/tarock-ro.js').then((m) => m.tarockRo),
  'sr-Latn': () => import('../../i18n/games/tarock-sr-Latn.js').then((m) => m.tarockSrLatn),
  'sr-Cyrl': () => import('../../i18n/games/tarock-sr-Cyrl.js').then((m) => m.tarockSrCyrl),
  hr: () => import('../../i18n/games/tarock-hr.js').then((m) => m.tarockHr),
  bs: () => import('../../i18n/games/tarock-bs.js').then((m) => m.tarockBs),
});
