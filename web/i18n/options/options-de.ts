/** Die Wörter des Formulars für neue Tische auf Deutsch (siehe ../options.ts). */
import type { OptionCatalogue } from './types.js';

export const optionsDe: OptionCatalogue = {
  options: {
    tablanet: {
      teams4: {
        label: 'Zu viert als Partner',
        hint: 'Partner sitzen einander gegenüber: Platz 1 und 3 gegen Platz 2 und 4. Aus: jeder spielt für sich.',
      },
      valueScheme: {
        label: 'Kartenwerte',
        hint: 'Was die Bildkarten beim Nehmen vom Tisch wert sind.',
        choices: {
          sweepJack: 'Der Bube räumt den Tisch ab; Dame 12 und König 13 nehmen nur ihren eigenen Rang',
          numeric: 'Bube 12, Dame 13, König 14; jede Karte kann Summen nehmen',
          tablanette1939: 'Der Bube räumt den Tisch ab; Dame 13 und König 14 nehmen auch Summen (Tablanette 1939)',
        },
      },
      aceValues: {
        label: 'Asse zählen',
        hint: 'Der Wert eines Asses, wenn es nimmt oder in einer Summe genommen wird.',
        choices: { auto: 'Wie bei den Kartenwerten (1, wenn der Bube abräumt, sonst 1 oder 11)', '1': '1', '1/11': '1 oder 11, nach Wahl' },
      },
      multiGroupCapture: {
        label: 'Mehrere Gruppen mit einer Karte nehmen',
        hint: 'Eine Karte darf mehrere getrennte Gruppen auf einmal nehmen, zum Beispiel ein König einen König und 4 + 10.',
      },
      captureOptional: {
        label: 'Ablegen erlaubt, auch wenn die Karte nehmen könnte',
        hint: 'Man darf eine Karte auf den Tisch legen, obwohl sie etwas nehmen könnte (ein Bube räumt trotzdem ab).',
      },
      rankCapturePriority: {
        label: 'Karten gleichen Rangs müssen genommen werden',
        hint: 'Liegt eine Karte vom Rang der gespielten auf dem Tisch, muss der Zug alle Karten dieses Rangs nehmen.',
      },
      jackSweepIsTabla: { label: 'Abräumen mit dem Buben ist eine Tabla', hint: 'Wer den Tisch mit einem Buben leer räumt, bekommt eine Tabla.' },
      lastPlayTabla: { label: 'Tabla mit der allerletzten Karte', hint: 'Auch wer den Tisch mit der letzten Karte der Hand leer räumt, bekommt eine Tabla.' },
      mostCardsTie: {
        label: 'Gleich viele Karten',
        hint: 'Wer die 3 Punkte für die meisten Karten bekommt, wenn zwei Seiten gleich viele haben.',
        choices: { none: 'Niemand', lastCapturer: 'Wer zuletzt genommen hat, wenn er dabei ist' },
      },
      scoring: {
        label: 'Punkte pro Runde',
        hint: 'Was am Ende jeder Runde zählt.',
        choices: {
          seed: 'Meiste Karten 3, Karo 10 3, Kreuz 2 2, jedes Ass 1, jede Tabla 1',
          tablic22: 'Meiste Karten 3, Karo 10 2, Kreuz 2 1, jedes Ass, Bild und jede Zehn 1, jede Tabla 1',
          tablanette1939: 'Wie die 22 Punkte, aber eine Tabla zählt den Wert der genommenen Karten',
        },
      },
      targetScore: { label: 'Partie bis', hint: 'Die Partie endet, wenn eine Seite diese Punktzahl erreicht.' },
      openingJacks: {
        label: 'Ein Bube unter den ersten Tischkarten',
        hint: 'Ein Bube, der beim Auslegen aufgedeckt wird, kommt unter den Stock oder bleibt liegen.',
        choices: { auto: 'Unter den Stock, wenn der Bube abräumt, sonst bleibt er', bury: 'Immer unter den Stock', allow: 'Bleibt immer liegen' },
      },
      threePlayerDeal: {
        label: 'Geben zu dritt',
        hint: 'Wie zu dritt Runde für Runde gegeben wird.',
        choices: { '6-6-4': 'Runden mit 6, 6 und 4 Karten', '4-4-4-4': 'Vier Runden mit je 4 Karten' },
      },
      showCapturedPiles: { label: 'Genommene Karten liegen offen', hint: 'Alle dürfen die Karten ansehen, die jede Seite genommen hat.' },
      building: { label: 'Bauen', hint: 'Summen auf dem Tisch bauen wie beim Cassino gehört nicht zu Tablanet.' },
    },
    taleles: {
      targetScore: { label: 'Partie bis', hint: 'Leer lassen für das übliche Ziel: 1001 zu viert, 501 zu zweit oder zu dritt.' },
      deal4: {
        label: 'Geben zu viert',
        hint: 'Welche Päckchen man sieht, bevor Trumpf gewählt wird.',
        choices: { '3-3-2': '3 + 3 offen, 2 verdeckt', '2-3-3': '2 + 3 offen, 3 verdeckt' },
      },
      secondRoundMayRepeatTurnedSuit: {
        label: 'Zweite Runde darf die aufgedeckte Farbe wählen',
        hint: 'Zu zweit oder zu dritt darf in der zweiten Trumpfrunde die Farbe der aufgedeckten Karte gewählt werden.',
      },
      overtrump: { label: 'Übertrumpfen ist Pflicht', hint: 'Man muss den höchsten Trumpf im Stich schlagen, wenn man kann.' },
      partnerExemption: {
        label: 'Kein Trumpfzwang, wenn der Partner sticht',
        hint: 'Wer nicht bedienen kann, muss nicht trumpfen, solange sein Partner den Stich hat.',
      },
      mustBeatLedSuit: {
        label: 'Die ausgespielte Farbe muss überstochen werden',
        hint: 'Man muss in der ausgespielten Farbe höher spielen, wenn man kann und kein Trumpf im Stich liegt.',
      },
      kontraScope: {
        label: 'Kontra gilt für',
        hint: 'Was ein Kontra verdoppelt.',
        choices: { perAnnouncement: 'Das Spiel und jede Meldung und frühe Bela', gameOnly: 'Nur das Spiel' },
      },
      maxDoublingLevel: { label: 'Höchste Kontra-Stufe', hint: 'Wie oft verdoppelt werden darf; leer lassen für unbegrenzt.' },
      tieRule: {
        label: 'Genau die Hälfte der Punkte',
        hint: 'Was gilt, wenn die Seite, die Trumpf gewählt hat, genau die Hälfte der Punkte macht.',
        choices: {
          burdenLoses: 'Wer Trumpf gewählt oder zuletzt verdoppelt hat, verliert',
          litige: 'Die Punkte bleiben stehen und gehen an den Gewinner des nächsten Spiels',
        },
      },
      threePlayerGoal: {
        label: 'Was der Trumpfwähler zu dritt braucht',
        hint: 'Wann der Spieler, der Trumpf gewählt hat, das Spiel gewinnt.',
        choices: { beatEachDefender: 'Mehr als jeder der beiden anderen', beatHalfPot: 'Mehr als die Hälfte aller Punkte' },
      },
      pitschStakes: {
        label: 'Ein Pitsch entscheidet',
        hint: 'Ein Pitsch ist die Ansage, alle Stiche zu machen. Gewonnen oder verloren entscheidet er:',
        choices: { match: 'Die ganze Partie', deal: 'Das Spiel mit allen seinen Punkten' },
      },
      pitschBonus: { label: 'Bonus für einen Pitsch', hint: 'Punkte für einen gewonnenen Pitsch, wenn er nur das Spiel entscheidet.' },
      allTricksBonus: { label: 'Bonus für alle Stiche', hint: 'Punkte für alle Stiche ohne Pitsch; 0 für keinen Bonus.' },
      meldsNeedATrick: { label: 'Meldungen brauchen einen Stich', hint: 'Eine Seite ohne Stich verliert ihre Meldungen.' },
      belaAlwaysKept: { label: 'Bela bleibt immer', hint: 'Eine Bela zählt für ihren Besitzer, auch wenn das Spiel verloren geht.' },
      trickHistory: {
        label: 'Stiche zum Zurückschauen',
        hint: 'Welche fertigen Stiche des Spiels man sehen kann.',
        choices: { last: 'Den letzten Stich, bis der nächste beginnt', all: 'Alle Stiche des Spiels' },
      },
      firstDealer: { label: 'Erster Geber', hint: 'Wer das erste Spiel gibt.' },
      cards: { label: 'Karten', hint: 'Das Blatt, mit dem gespielt wird.', choices: { french: 'Französisches Blatt', german: 'Deutsches Blatt (Herz, Schelle, Grün, Eichel)' } },
    },
    tarock: {
      rounds: { label: 'Länge der Partie (Radl)', hint: 'Ein Radl sind vier Spiele: Jeder gibt einmal.' },
      contractSet: {
        label: 'Angebotene Spiele',
        hint: 'Welche Spiele lizitiert werden dürfen.',
        choices: { wien: 'Wien: alle, mit Zwiccolo', ooe: 'Oberösterreich: ohne Zwiccolo', tirol: 'Tirol: Zwiccolo nur ouvert' },
      },
      tariff: {
        label: 'Tarif',
        hint: 'Was jedes Spiel wert ist (der oberösterreichische Tarif hat auch seine eigene Lizitationsreihenfolge).',
        choices: { wien: 'Wien', ooe: 'Oberösterreich', tirol: 'Tirol' },
      },
      besserruferRanking: {
        label: 'Rang der Besserrufer',
        hint: 'Wie die Vogelrufer (Pagat-, Uhu-, Kakadu-, Quapilrufer) zueinander stehen.',
        choices: { perBird: 'Jeder Vogel hat seinen eigenen Rang', single: 'Alle gleich' },
      },
      forehandMayOpenWithContract: {
        label: 'Vorhand darf mit einem Spiel eröffnen',
        hint: 'Vorhand darf die Lizitation mit einem beliebigen Spiel statt mit „Vorhand“ eröffnen.',
      },
      forehandMayHold: { label: 'Vorhand darf halten', hint: 'Vorhand darf das höchste Gebot auf gleicher Stufe übernehmen („ich halte“).' },
      fourKingsCall: {
        label: 'Mit allen vier Königen',
        hint: 'Was ein Spieler mit allen vier Königen in einem Rufspiel darf.',
        choices: { queen: 'Eine Dame rufen', forbidden: 'Kein Rufspiel lizitieren' },
      },
      mayCallOwnKing: { label: 'Den eigenen König rufen', hint: 'Der Spieler darf einen König rufen, den er selbst hat, und spielt dann unerkannt allein.' },
      colourGameMinColourCards: { label: 'Farbkarten für ein Farbenspiel', hint: 'Wie viele Farbkarten man für einen Farbendreier oder ein Farbensolo braucht.' },
      winThresholdThirds: {
        label: 'Punkte zum Gewinnen',
        hint: 'Die Kartenpunkte, die der Spieler braucht.',
        choices: { '107': '35 und 2 Blatt', '106': '35 und 1 Blatt' },
      },
      kaiserstich: {
        label: 'Kaiserstich',
        hint: 'Sküs, Mond und Pagat fallen in einen Stich: Der Pagat gewinnt ihn.',
        choices: { anyOrder: 'In jeder Reihenfolge', ordered: 'Nur in der Reihenfolge Mond, Sküs, Pagat', off: 'Nie' },
      },
      trischakenBase: { label: 'Wert eines Trischaken', hint: 'Was ein Trischaken vor jedem Verdoppeln wert ist.' },
      trischakenTalon: {
        label: 'Der Talon beim Trischaken',
        hint: 'Für wen die sechs Talonkarten zählen.',
        choices: { none: 'Für niemanden', firstSixTricks: 'Je eine zu den ersten sechs Stichen', lastTrick: 'Alle zum letzten Stich', vorhandChooses: 'Vorhand entscheidet' },
      },
      trischakenStichzwang: {
        label: 'Stichzwang beim Trischaken',
        hint: 'Ob man den Stich machen muss, wenn man kann.',
        choices: { true: 'Ja', false: 'Nein', vorhandChooses: 'Vorhand entscheidet' },
      },
      trischakenScoring: {
        label: 'Abrechnung des Trischaken',
        hint: 'Wie ein Trischaken abgerechnet wird.',
        choices: { wien: 'Wien: aus einem Topf', ooe: 'Oberösterreich: Auszahlung nach Platz', pairs: 'Die zwei Besten bekommen von den zwei Schlechtesten' },
      },
      valatMode: {
        label: 'Valat (alle Stiche)',
        hint: 'Was alle Stiche zählen.',
        choices: { multiplier: 'Ersetzt das Spiel: vierfach still, achtfach angesagt', fixed: 'Eine feste Prämie: 10 still, 20 angesagt' },
      },
      silentFailuresCount: {
        label: 'Verlorene stille Prämien zählen',
        hint: 'Eine nicht angesagte Prämie, die misslingt (der Pagat im letzten Stich verloren), zählt gegen ihre Partei.',
      },
      reservationMode: {
        label: 'Angesagte Vögel und König ultimo',
        hint: 'Ob ein angesagter Vogel oder König für seinen Stich aufgehoben werden muss.',
        choices: { hard: 'Bleibt bis zu seinem Stich, außer es geht nicht anders', soft: 'Darf früher fallen, aber nie früher stechen' },
      },
      colourGameValatOrKontra: { label: 'Farbenspiele: Valat oder Kontra, nicht beides', hint: 'Im Farbenspiel darf ein Gegenspieler Valat ansagen oder Kontra geben, aber nicht beides.' },
      ouvertReveal: {
        label: 'Was ein Ouvert-Spiel zeigt',
        hint: 'Welche Hände nach dem ersten Stich eines Ouvert-Spiels offen liegen.',
        choices: { all: 'Alle vier Hände', declarer: 'Nur die Hand des Spielers' },
      },
      stopNegativeEarly: { label: 'Negativspiele enden, sobald verloren', hint: 'Ein Bettel, Piccolo oder Zwiccolo endet, sobald er verloren ist.' },
      premiumsExtra: {
        label: 'Zusätzliche Prämien',
        hint: 'Prämien in Tarockspielen zusätzlich zu den üblichen.',
        choices: { mondfang: 'Mondfang (der Mond wird gefangen)', sack1: 'Sack (eine Partei macht 45 Punkte oder mehr)', sack2: 'Doppelsack (55 Punkte oder mehr)' },
      },
      scoreLedger: {
        label: 'Stand der Partie',
        hint: 'Wie der Stand der Partie geführt wird.',
        choices: { total: 'Mit Kontra, wie beim Spiel um Geld', schrift: 'Turnierwertung, ohne Kontra' },
      },
      trickHistory: {
        label: 'Stiche zum Zurückschauen',
        hint: 'Welche fertigen Stiche des Spiels man sehen kann.',
        choices: { all: 'Alle Stiche des Spiels', last: 'Nur den letzten Stich' },
      },
      showLeftTalon: { label: 'Die andere Talonhälfte bleibt offen', hint: 'Die Talonhälfte, die der Spieler nicht genommen hat, liegt nach dem ersten Stich offen.' },
      doubleRounds: {
        label: 'Ein doppeltes Radl folgt',
        hint: 'Vier Spiele zählen doppelt nach dem, was angekreuzt ist; nichts angekreuzt: nie.',
        choices: { trischaken: 'Einem Trischaken', mondfang: 'Einem Mondfang', halfTime: 'Der Halbzeit der Partie' },
      },
    },
    tarot: {
      deals: { label: 'Spiele in der Partie', hint: '0: Jeder gibt einmal. Neu gegebene Spiele zählen nicht.' },
      firstDealer: { label: 'Erster Geber', hint: 'Wer das erste Spiel gibt.' },
      fivePlayerMode: {
        label: 'Zu fünft',
        hint: 'Wie zu fünft gespielt wird.',
        choices: { king_call: 'Der Spieler ruft einen König (je 15 Karten, Chien aus 3)', mort: 'Der Geber setzt aus, die anderen vier spielen' },
      },
      excuseLastTrick: {
        label: 'Die Excuse im letzten Stich',
        hint: 'Wohin die Excuse geht, wenn sie in den letzten Stich gespielt wird und kein Chelem vorliegt.',
        choices: { trick_winner: 'Zum Lager, das den Stich gewinnt', always_changes_camp: 'Immer zum anderen Lager' },
      },
      excuseChelemDefence: {
        label: 'Die Excuse gewinnt auch einen Chelem der Verteidigung',
        hint: 'Die in den letzten Stich ausgespielte Excuse gewinnt ihn auch für eine Verteidigung, die alle anderen Stiche gemacht hat, nicht nur für den Angriff.',
      },
      failedChelemDefenceAll: {
        label: 'Chelem angesagt, die Verteidigung macht alle Stiche',
        hint: 'Was der Angriff verliert.',
        choices: { both_terms: 'Den misslungenen Chelem und den Chelem der Verteidigung (je −200)', defence_chelem_only: 'Nur den Chelem der Verteidigung' },
      },
      discardedTrumpsInPoignee: {
        label: 'Gedrückte Trümpfe zählen für eine Poignée',
        hint: 'Ob Trümpfe, die der Spieler ins Écart legen musste, für eine Poignée noch einmal gezeigt werden dürfen.',
        choices: { generalised: 'Immer', triple_only: 'Nur für eine dreifache Poignée', never: 'Nie' },
      },
      calledSuitLead: {
        label: 'Ausspielen der gerufenen Farbe (zu fünft)',
        hint: 'Zuerst darf die gerufene Farbe nicht ausgespielt werden: für welche Karte das gilt.',
        choices: { first_card: 'Nur die erste Karte des Spiels', suit_setting_card: 'Auch die Karte nach einer zuerst gespielten Excuse' },
      },
      partnerChelemShare: {
        label: 'Der Partner teilt einen Chelem (zu fünft)',
        hint: 'Der gerufene Partner bekommt seinen Teil eines Chelem; aus: der Spieler bekommt den ganzen Teil des Angriffs.',
      },
      trickReview: {
        label: 'Stiche zum Zurückschauen',
        hint: 'Welche gespielten Stiche man noch einmal sehen kann.',
        choices: { last: 'Den letzten Stich', all: 'Alle Stiche des Spiels' },
      },
    },
  },
  profiles: {
    'tablanet/tablic-v1': { name: 'Tablić (serbisch)', description: 'Das übliche Spiel: Der Bube räumt ab, Dame 12 und König 13 nehmen nur ihren Rang, Asse 1; 12 Punkte und die Tablas pro Runde; bis 101.' },
    'tablanet/tabinet-v1': { name: 'Tabinet (rumänisch)', description: 'Wie Tablić, bis 151 gespielt.' },
    'tablanet/tablanette1939-v1': { name: 'Tablanette (1939)', description: 'Dame 13, König 14, Asse 1 oder 11, der Bube räumt ab; eine Tabla zählt die genommenen Karten; bis 251.' },
    'tablanet/numeric-tablic-v1': { name: 'Tablić, Bube zählt 12', description: 'Bube 12, Dame 13, König 14, Asse 1 oder 11, der Bube ist eine gewöhnliche Karte; 25 Punkte und die Tablas pro Runde.' },
    'taleles/glogowatz-2019': {
      name: 'Glogowatz (wie aufgeschrieben)',
      description: 'Taleles, wie es die Glogowatzer im Banat aufgeschrieben haben: bedienen und trumpfen, kein Übertrumpfen, Kontra auf das Spiel und jede Meldung, ein Pitsch gewinnt die Partie.',
    },
    'tarock/wien': { name: 'Wien (Wiener Tarockcup)', description: 'Wiener Turnierregeln: Zwiccolo, jeder Vogelrufer mit eigenem Rang, Kaiserstich, mit vier Königen eine Dame rufen, nur der letzte Stich zu sehen.' },
    'tarock/ooe': { name: 'Oberösterreich (Tarockcup)', description: 'Oberösterreichische Cupregeln: kein Zwiccolo, Vorhand darf mit einem Spiel eröffnen und halten, kein Kaiserstich, Turnierwertung ohne Kontra.' },
    'tarock/tirol': { name: 'Tirol (Tiroler Tarockcup)', description: 'Tiroler Cupregeln: Kaiserstich nur als Mond, Sküs, Pagat, Valat fest 10/20, Mondfang und Säcke, Vorhand wählt die Trischaken-Regeln.' },
    'tarot/fft': { name: 'FFT (offizielle Regeln)', description: 'Die offiziellen Regeln der Fédération Française de Tarot.' },
    'tarot/fft-correspondence': { name: 'FFT, alle Stiche sichtbar', description: 'Die offiziellen Regeln, alle Stiche des Spiels bleiben sichtbar: Ein Spiel über Tage ist so leichter zu verfolgen.' },
  },
};
