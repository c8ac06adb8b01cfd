/**
 * Königrufen na bosanskom: samo ono što se razlikuje od hrvatskog (tarock-hr.ts), koji bosanski
 * čita kad poruke ovdje nema (shared/locale.ts, `lookupOrder`: bs → hr → sr-Latn). Imena igara
 * ostaju bečka, premije kao u hrvatskom: trula, četiri kralja, pagat ultimo, valat.
 */
import type { tarockEn } from './tarock.js';

export const tarockBs: Partial<Record<keyof typeof tarockEn, string>> = {
  'tarock.gloss.trischaken': 'svako za sebe: ko ima najviše bodova, plaća',
  'tarock.gloss.piccolo': 'sam, tačno jedan štih',
  'tarock.gloss.zwiccolo': 'sam, tačno dva štiha',
  'tarock.panel.call': 'Zovi kralja: ko ga ima, tvoj je tajni partner',
  'tarock.panel.talon': 'Izaberi polovinu talona',
  'tarock.levelGloss.rekontra': 'udvostruči ponovo (za stranu koja je najavila)',
  'tarock.doubled': 'duplo (još {n})',
  'tarock.sheet.doubled': 'dupla runda: svaka stavka se računa dvaput',
  'tarock.note.vorhandLoses': 'Vorhand plaća sam: ulog se duplira',
  'tarock.note.buergermeister': 'Bürgermeister: ulog se duplira',
};
