/**
 * Strings of the post-game analysis on the replay page (badges, the evaluation graph, a decision's
 * alternatives), in English and German. They join the catalogue when the replay page loads
 * (`addMessages`), so the widget does not carry them; `ta` looks them up with their keys checked.
 */
import { addMessages, t } from './index.js';

export const analysisEn = {
  'analysis.title': 'Analysis',
  'analysis.intro': 'Every decision valued by the strong bot’s search over the deals the player could have faced, with all cards open as a second opinion.',
  'analysis.pending': 'Analysis in progress: {done} of {total} decisions.',
  'analysis.pendingStart': 'Analysis in progress: it starts in a moment.',
  'analysis.pendingLabel': 'Analysis progress',
  'analysis.partial': 'The deals analysed so far are shown; this page adds the others when they are ready.',
  'analysis.unavailable': 'No analysis for this match.',
  'analysis.failed': 'The analysis could not be loaded: {detail}',
  'analysis.retry': 'Try again',
  'analysis.notReady': 'This deal is still being analysed.',

  'analysis.class.best': 'best',
  'analysis.class.good': 'good',
  'analysis.class.inaccuracy': 'inaccuracy',
  'analysis.class.mistake': 'mistake',
  'analysis.class.blunder': 'blunder',
  'analysis.keyMoment': 'key moment',
  'analysis.keyMomentOf': 'Key moment of the deal: move {n}.',
  'analysis.nothingLost': 'Nobody lost anything in this deal.',

  'analysis.graph.title': 'Deal {n}: points of {side}',
  'analysis.graph.side': '{name}’s side',
  'analysis.graph.seat': '{name}',
  'analysis.graph.desc': 'Game points of the declarer’s side with all cards open after each decision, from {min} to {max}.',
  'analysis.graph.point': 'Move {n}: {name}, {value} points',
  'analysis.graph.legend': 'Each dot is a decision; coloured dots mark inaccuracies, mistakes and blunders. Tap one to go to it.',

  'analysis.decision': 'Move {n}: {name}’s decision',
  'analysis.chosen': 'Played: {action}',
  'analysis.loss': 'Lost {loss} points against the best ({perShare} per share).',
  'analysis.lossOpen': 'With all cards open: {loss} points.',
  'analysis.noLoss': 'Nothing better was found.',
  'analysis.noChoice': 'No real choice here (only one legal move, or only equal cards).',
  'analysis.alternatives': 'Alternatives',
  'analysis.col.action': 'Move',
  'analysis.col.value': 'Value',
  'analysis.col.open': 'Open cards',
  'analysis.col.chosenMark': 'played',
  'analysis.col.bestMark': 'best',
  'analysis.exact': 'exact',
  'analysis.also': 'or {actions}',
  'analysis.continuation': 'Best continuation (all cards open)',
  'analysis.method': 'Values are {name}’s game points for the deal: “Value” with what {name} knew ({samples} guessed deals), “Open cards” with every hand visible.',
};

export type AnalysisKey = keyof typeof analysisEn;

export const analysisDe: Record<AnalysisKey, string> = {
  'analysis.title': 'Analyse',
  'analysis.intro': 'Jede Entscheidung bewertet von der Suche des starken Bots über die Verteilungen, die der Spieler vor sich haben konnte, und mit allen Karten offen als zweite Meinung.',
  'analysis.pending': 'Analyse läuft: {done} von {total} Entscheidungen.',
  'analysis.pendingStart': 'Analyse läuft: sie beginnt gleich.',
  'analysis.pendingLabel': 'Fortschritt der Analyse',
  'analysis.partial': 'Die schon analysierten Spiele werden gezeigt; die anderen kommen dazu, sobald sie fertig sind.',
  'analysis.unavailable': 'Für diese Partie gibt es keine Analyse.',
  'analysis.failed': 'Die Analyse ließ sich nicht laden: {detail}',
  'analysis.retry': 'Nochmal versuchen',
  'analysis.notReady': 'Dieses Spiel wird noch analysiert.',

  'analysis.class.best': 'bester Zug',
  'analysis.class.good': 'gut',
  'analysis.class.inaccuracy': 'Ungenauigkeit',
  'analysis.class.mistake': 'Fehler',
  'analysis.class.blunder': 'grober Fehler',
  'analysis.keyMoment': 'entscheidender Moment',
  'analysis.keyMomentOf': 'Entscheidender Moment des Spiels: Zug {n}.',
  'analysis.nothingLost': 'In diesem Spiel hat niemand etwas verschenkt.',

  'analysis.graph.title': 'Spiel {n}: Punkte {side}',
  'analysis.graph.side': 'der Partei von {name}',
  'analysis.graph.seat': 'von {name}',
  'analysis.graph.desc': 'Spielpunkte der Partei des Spielers mit allen Karten offen nach jeder Entscheidung, von {min} bis {max}.',
  'analysis.graph.point': 'Zug {n}: {name}, {value} Punkte',
  'analysis.graph.legend': 'Jeder Punkt ist eine Entscheidung; farbige Punkte zeigen Ungenauigkeiten, Fehler und grobe Fehler. Antippen springt hin.',

  'analysis.decision': 'Zug {n}: Entscheidung von {name}',
  'analysis.chosen': 'Gespielt: {action}',
  'analysis.loss': '{loss} Punkte weniger als der beste Zug ({perShare} je Anteil).',
  'analysis.lossOpen': 'Mit allen Karten offen: {loss} Punkte.',
  'analysis.noLoss': 'Nichts Besseres gefunden.',
  'analysis.noChoice': 'Hier gab es keine echte Wahl (nur ein erlaubter Zug oder nur gleichwertige Karten).',
  'analysis.alternatives': 'Möglichkeiten',
  'analysis.col.action': 'Zug',
  'analysis.col.value': 'Wert',
  'analysis.col.open': 'Karten offen',
  'analysis.col.chosenMark': 'gespielt',
  'analysis.col.bestMark': 'bester',
  'analysis.exact': 'exakt',
  'analysis.also': 'oder {actions}',
  'analysis.continuation': 'Beste Fortsetzung (alle Karten offen)',
  'analysis.method': 'Werte sind die Spielpunkte von {name} für das Spiel: „Wert“ mit dem, was {name} wusste ({samples} erratene Verteilungen), „Karten offen“ mit allen Händen sichtbar.',
};

addMessages({ en: analysisEn, de: analysisDe });

/** An analysis string in the current language. */
export function ta(key: AnalysisKey, params?: Readonly<Record<string, string | number>>): string {
  return t(key as Parameters<typeof t>[0], params);
}
