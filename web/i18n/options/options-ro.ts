/** Cuvintele formularului pentru o masă nouă, în română (vezi ../options.ts). */
import type { OptionCatalogue } from './types.js';

export const optionsRo: OptionCatalogue = {
  options: {
    tablanet: {
      teams4: {
        label: 'În perechi la patru jucători',
        hint: 'Partenerii stau față în față: locurile 1 și 3 contra locurilor 2 și 4. Altfel, fiecare joacă pentru el.',
      },
      valueScheme: {
        label: 'Valoarea cărților',
        hint: 'Cât valorează figurile când iau cărți de pe masă.',
        choices: {
          sweepJack: 'Valetul strânge toată masa; dama 12 și popa 13 iau doar cărți de rangul lor',
          numeric: 'Valet 12, damă 13, popă 14; orice carte poate lua sume',
          tablanette1939: 'Valetul strânge toată masa; dama 13 și popa 14 iau și sume (Tablanette 1939)',
        },
      },
      aceValues: {
        label: 'Valoarea asului',
        hint: 'Cât valorează un as când ia sau când e luat într-o sumă.',
        choices: { auto: 'După valoarea cărților (1 când valetul strânge masa, altfel 1 sau 11)', '1': '1', '1/11': '1 sau 11, cum vrea jucătorul' },
      },
      multiGroupCapture: {
        label: 'Mai multe grupuri cu o singură carte',
        hint: 'O carte poate lua deodată mai multe grupuri separate, de exemplu un popă ia un popă și 4 + 10.',
      },
      captureOptional: {
        label: 'Se poate pune o carte jos chiar dacă ar putea lua',
        hint: 'Jucătorul poate pune o carte pe masă deși ar putea lua ceva cu ea (un valet tot strânge masa).',
      },
      rankCapturePriority: {
        label: 'Cărțile de același rang trebuie luate',
        hint: 'Dacă pe masă e o carte de rangul jucat, mutarea trebuie să ia toate cărțile de acel rang.',
      },
      jackSweepIsTabla: { label: 'Masa strânsă cu valetul e Tabla', hint: 'Cine golește masa cu un valet face o Tabla.' },
      lastPlayTabla: { label: 'Tabla cu ultima carte', hint: 'Cine golește masa cu ultima carte a mâinii face și el o Tabla.' },
      mostCardsTie: {
        label: 'Egalitate la cele mai multe cărți',
        hint: 'Cine primește cele 3 puncte pentru cele mai multe cărți când două părți au luat la fel de multe.',
        choices: { none: 'Nimeni', lastCapturer: 'Partea care a luat ultima, dacă e una dintre ele' },
      },
      scoring: {
        label: 'Puncte pe mână',
        hint: 'Ce se numără la sfârșitul fiecărei mâini.',
        choices: {
          seed: 'Cele mai multe cărți 3, 10♦ 3, 2♣ 2, fiecare as 1, fiecare Tabla 1',
          tablic22: 'Cele mai multe cărți 3, 10♦ 2, 2♣ 1, fiecare as, figură și zece 1, fiecare Tabla 1',
          tablanette1939: 'Ca la cele 22 de puncte, dar o Tabla valorează cât cărțile luate',
        },
      },
      targetScore: { label: 'Se joacă până la', hint: 'Partida se termină când o parte atinge acest scor.' },
      openingJacks: {
        label: 'Un valet printre primele cărți de pe masă',
        hint: 'Un valet întors pentru masa de început merge sub pachet sau rămâne pe masă.',
        choices: { auto: 'Sub pachet când valetul strânge masa, altfel rămâne', bury: 'Mereu sub pachet', allow: 'Rămâne mereu pe masă' },
      },
      threePlayerDeal: {
        label: 'Împărțirea la trei jucători',
        hint: 'Cum se împart cărțile, tură cu tură, când joacă trei.',
        choices: { '6-6-4': 'Ture de 6, 6 și 4 cărți', '4-4-4-4': 'Patru ture de câte 4 cărți' },
      },
      showCapturedPiles: { label: 'Cărțile luate stau cu fața în sus', hint: 'Oricine se poate uita prin cărțile luate de fiecare parte.' },
      building: { label: 'Construit', hint: 'Construirea de sume pe masă, ca la Cassino, nu face parte din Tablanet.' },
    },
    taleles: {
      targetScore: { label: 'Se joacă până la', hint: 'Lasă gol pentru ținta obișnuită: 1001 la patru, 501 la doi sau trei.' },
      deal4: {
        label: 'Împărțirea la patru jucători',
        hint: 'Ce pachete vede un jucător înainte să se aleagă atuul.',
        choices: { '3-3-2': '3 + 3 la vedere, 2 ascunse', '2-3-3': '2 + 3 la vedere, 3 ascunse' },
      },
      secondRoundMayRepeatTurnedSuit: {
        label: 'A doua tură poate numi culoarea întoarsă',
        hint: 'La doi sau trei jucători, a doua tură de alegere a atuului poate numi culoarea cărții întoarse.',
      },
      overtrump: { label: 'Trebuie să supratai', hint: 'Jucătorul trebuie să bată cel mai mare atu din levată când poate.' },
      partnerExemption: {
        label: 'Nu trebuie să tai când partenerul câștigă',
        hint: 'Cine nu poate răspunde la culoare nu e obligat să taie cât timp partenerul lui câștigă levata.',
      },
      mustBeatLedSuit: {
        label: 'Obligat să bați culoarea jucată',
        hint: 'Jucătorul trebuie să pună mai mare în culoarea jucată când poate și nu e niciun atu în levată.',
      },
      kontraScope: {
        label: 'Kontra se aplică la',
        hint: 'Ce dublează un Kontra.',
        choices: { perAnnouncement: 'Jocul, fiecare anunț și Bela timpurie', gameOnly: 'Doar jocul' },
      },
      maxDoublingLevel: { label: 'Cel mai înalt nivel de Kontra', hint: 'De câte ori se poate dubla miza; lasă gol pentru fără limită.' },
      tieRule: {
        label: 'Exact jumătate din puncte',
        hint: 'Ce se întâmplă când partea care a ales atuul face exact jumătate din puncte.',
        choices: {
          burdenLoses: 'Pierde partea care a ales atuul sau a dublat ultima',
          litige: 'Punctele se păstrează și merg la câștigătorul mâinii următoare',
        },
      },
      threePlayerGoal: {
        label: 'De ce are nevoie cel care alege atuul, la trei jucători',
        hint: 'Când câștigă mâna jucătorul care a ales atuul.',
        choices: { beatEachDefender: 'Mai mult decât fiecare dintre ceilalți doi', beatHalfPot: 'Mai mult de jumătate din toate punctele' },
      },
      pitschStakes: {
        label: 'Un Pitsch decide',
        hint: 'Un Pitsch e anunțul că faci toate levatele. Câștigat sau pierdut, decide:',
        choices: { match: 'Toată partida', deal: 'Mâna, cu toate punctele ei' },
      },
      pitschBonus: { label: 'Bonus pentru un Pitsch', hint: 'Puncte pentru un Pitsch câștigat când decide doar mâna.' },
      allTricksBonus: { label: 'Bonus pentru toate levatele', hint: 'Puncte pentru toate levatele făcute fără Pitsch; 0 pentru niciun bonus.' },
      meldsNeedATrick: { label: 'Anunțurile cer o levată', hint: 'O parte care nu face nicio levată își pierde anunțurile.' },
      belaAlwaysKept: { label: 'Bela rămâne mereu', hint: 'O Bela contează pentru cel care o are chiar dacă mâna e pierdută.' },
      trickHistory: {
        label: 'Levate de revăzut',
        hint: 'Ce levate terminate ale mâinii pot vedea jucătorii.',
        choices: { last: 'Ultima levată, până începe următoarea', all: 'Toate levatele mâinii' },
      },
      firstDealer: { label: 'Primul care împarte', hint: 'Cine împarte prima mână.' },
      cards: { label: 'Cărți', hint: 'Pachetul cu care se joacă la masă.', choices: { french: 'Cărți franțuzești', german: 'Cărți nemțești (roșu, dobă, verde, ghindă)' } },
    },
    tarock: {
      rounds: { label: 'Lungimea partidei (Radl)', hint: 'Un Radl înseamnă patru mâini: fiecare jucător împarte o dată.' },
      contractSet: {
        label: 'Jocuri oferite',
        hint: 'Ce jocuri se pot licita.',
        choices: { wien: 'Viena: toate, cu Zwiccolo', ooe: 'Austria Superioară: fără Zwiccolo', tirol: 'Tirol: Zwiccolo doar la vedere' },
      },
      tariff: {
        label: 'Tarif',
        hint: 'Cât valorează fiecare joc (tariful din Austria Superioară are și propria ordine a licitației).',
        choices: { wien: 'Viena', ooe: 'Austria Superioară', tirol: 'Tirol' },
      },
      besserruferRanking: {
        label: 'Rangul chemărilor de pasăre',
        hint: 'Cum se clasează între ele chemările de pasăre (Pagat, Uhu, Kakadu, Quapil).',
        choices: { perBird: 'Fiecare pasăre are rangul ei', single: 'Toate au același rang' },
      },
      forehandMayOpenWithContract: {
        label: 'Vorhand poate deschide cu un joc',
        hint: 'Vorhand (primul la licitație) poate deschide cu orice joc în loc să spună „Vorhand”.',
      },
      forehandMayHold: { label: 'Vorhand poate ține', hint: 'Vorhand poate prelua cea mai mare ofertă la același nivel („țin”).' },
      fourKingsCall: {
        label: 'Cu toți cei patru regi',
        hint: 'Ce poate face, într-un joc cu chemare, un jucător care are toți cei patru regi.',
        choices: { queen: 'Cheamă o damă', forbidden: 'Nu poate licita niciun joc cu chemare' },
      },
      mayCallOwnKing: { label: 'Chemarea propriului rege', hint: 'Declarantul poate chema un rege pe care îl are chiar el și joacă atunci singur, fără ca ceilalți să știe.' },
      colourGameMinColourCards: { label: 'Cărți de culoare pentru un joc de culoare', hint: 'Câte cărți de culoare trebuie pentru a licita un Farbendreier sau un Farbensolo.' },
      winThresholdThirds: {
        label: 'Puncte pentru a câștiga un joc',
        hint: 'Punctele din cărți de care are nevoie declarantul.',
        choices: { '107': '35 și 2 cărți', '106': '35 și 1 carte' },
      },
      kaiserstich: {
        label: 'Kaiserstich',
        hint: 'Sküs, Mond și Pagat cad în aceeași levată: o câștigă Pagat.',
        choices: { anyOrder: 'În orice ordine', ordered: 'Doar în ordinea Mond, Sküs, Pagat', off: 'Niciodată' },
      },
      trischakenBase: { label: 'Valoarea unui Trischaken', hint: 'Cât valorează un Trischaken înainte de orice dublare.' },
      trischakenTalon: {
        label: 'Talonul la Trischaken',
        hint: 'Cui îi revin cele șase cărți din talon.',
        choices: { none: 'Nimănui', firstSixTricks: 'Câte una la primele șase levate', lastTrick: 'Toate la ultima levată', vorhandChooses: 'Alege Vorhand' },
      },
      trischakenStichzwang: {
        label: 'Obligat să iei levata la Trischaken',
        hint: 'Dacă jucătorul trebuie să câștige levata când poate.',
        choices: { true: 'Da', false: 'Nu', vorhandChooses: 'Alege Vorhand' },
      },
      trischakenScoring: {
        label: 'Plata unui Trischaken',
        hint: 'Cum se decontează un Trischaken.',
        choices: { wien: 'Viena: dintr-un pot', ooe: 'Austria Superioară: plăți după loc', pairs: 'Cei doi mai buni sunt plătiți de cei doi mai slabi' },
      },
      valatMode: {
        label: 'Valat (toate levatele)',
        hint: 'Ce aduce faptul că iei toate levatele.',
        choices: { multiplier: 'Înlocuiește jocul: de patru ori neanunțat, de opt ori anunțat', fixed: 'O primă fixă: 10 neanunțat, 20 anunțat' },
      },
      silentFailuresCount: {
        label: 'Primele neanunțate ratate contează',
        hint: 'O primă neanunțată care eșuează (Pagat pierdut în ultima levată) contează împotriva părții ei.',
      },
      reservationMode: {
        label: 'Păsări anunțate și König ultimo',
        hint: 'Dacă o pasăre sau un rege anunțat trebuie păstrat pentru levata lui.',
        choices: { hard: 'Păstrat pentru levata lui, dacă nu e altă carte', soft: 'Poate fi jucat mai devreme, dar nu câștigă niciodată o levată mai devreme' },
      },
      colourGameValatOrKontra: { label: 'Jocuri de culoare: Valat sau Kontra, nu amândouă', hint: 'Într-un joc de culoare, un apărător poate anunța Valat sau spune Kontra, dar nu pe amândouă.' },
      ouvertReveal: {
        label: 'Ce arată un joc la vedere',
        hint: 'Ce mâini stau la vedere după prima levată a unui joc la vedere.',
        choices: { all: 'Toate cele patru mâini', declarer: 'Doar mâna declarantului' },
      },
      stopNegativeEarly: { label: 'Jocurile negative se opresc odată pierdute', hint: 'Un Bettel, Piccolo sau Zwiccolo se oprește de îndată ce e pierdut.' },
      premiumsExtra: {
        label: 'Prime suplimentare',
        hint: 'Prime socotite la jocurile de tarock pe lângă cele obișnuite.',
        choices: { mondfang: 'Mondfang (Mond e capturat)', sack1: 'Sack (o parte face 45 de puncte sau mai mult)', sack2: 'Doppelsack (55 de puncte sau mai mult)' },
      },
      scoreLedger: {
        label: 'Scorul partidei',
        hint: 'Cum se ține scorul partidei.',
        choices: { total: 'Cu Kontra, ca atunci când se joacă pe bani', schrift: 'Scor de turneu, fără Kontra' },
      },
      trickHistory: {
        label: 'Levate de revăzut',
        hint: 'Ce levate terminate ale mâinii pot vedea jucătorii.',
        choices: { all: 'Toate levatele mâinii', last: 'Doar ultima levată' },
      },
      showLeftTalon: { label: 'Cealaltă jumătate a talonului rămâne la vedere', hint: 'Jumătatea de talon pe care declarantul n-a luat-o stă cu fața în sus după prima levată.' },
      doubleRounds: {
        label: 'Urmează un Radl dublu',
        hint: 'Patru mâini cu scor dublu după ce e bifat; nimic bifat: niciodată.',
        choices: { trischaken: 'Un Trischaken', mondfang: 'Un Mondfang', halfTime: 'Jumătatea partidei' },
      },
    },
    tarot: {
      deals: { label: 'Mâini în partidă', hint: '0: fiecare jucător împarte o dată. Mâinile reîmpărțite nu se numără.' },
      firstDealer: { label: 'Primul care împarte', hint: 'Cine împarte prima mână.' },
      fivePlayerMode: {
        label: 'La cinci jucători',
        hint: 'Cum se joacă în cinci.',
        choices: { king_call: 'Cel care ia cheamă un rege (câte 15 cărți, chien de 3)', mort: 'Cel care împarte stă pe dinafară, ceilalți patru joacă' },
      },
      excuseLastTrick: {
        label: 'Excuse în ultima levată',
        hint: 'Unde merge Excuse când e jucată în ultima levată și nu e chelem.',
        choices: { trick_winner: 'La tabăra care câștigă levata', always_changes_camp: 'Mereu la cealaltă tabără' },
      },
      excuseChelemDefence: {
        label: 'Excuse câștigă și un chelem al apărării',
        hint: 'Excuse deschisă în ultima levată o câștigă și pentru o apărare care a făcut toate celelalte levate, nu doar pentru atac.',
      },
      failedChelemDefenceAll: {
        label: 'Chelem anunțat, apărarea face toate levatele',
        hint: 'Ce pierde atacul.',
        choices: { both_terms: 'Chelemul ratat și chelemul apărării (câte −200)', defence_chelem_only: 'Doar chelemul apărării' },
      },
      discardedTrumpsInPoignee: {
        label: 'Atuurile puse deoparte contează pentru o poignée',
        hint: 'Dacă atuurile pe care cel care ia a trebuit să le pună deoparte pot fi arătate din nou pentru o poignée.',
        choices: { generalised: 'Mereu', triple_only: 'Doar pentru o poignée triplă', never: 'Niciodată' },
      },
      calledSuitLead: {
        label: 'Deschiderea în culoarea chemată (cinci jucători)',
        hint: 'Prima deschidere nu poate fi în culoarea chemată: la ce carte se referă interdicția.',
        choices: { first_card: 'Doar prima carte a mâinii', suit_setting_card: 'Și cartea de după o Excuse jucată prima' },
      },
      partnerChelemShare: {
        label: 'Partenerul împarte chelemul (cinci jucători)',
        hint: 'Partenerul chemat primește partea lui dintr-un chelem; altfel cel care ia primește toată partea atacului.',
      },
      trickReview: {
        label: 'Levate de revăzut',
        hint: 'Ce levate jucate pot revedea jucătorii.',
        choices: { last: 'Ultima levată', all: 'Toate levatele mâinii' },
      },
    },
  },
  profiles: {
    'tablanet/tablic-v1': { name: 'Tablić (sârbesc)', description: 'Jocul obișnuit: valetul strânge masa, dama 12 și popa 13 iau doar rangul lor, asul 1; 12 puncte și Tablele pe mână; până la 101.' },
    'tablanet/tabinet-v1': { name: 'Tabinet (românesc)', description: 'Ca Tablić, jucat până la 151.' },
    'tablanet/tablanette1939-v1': { name: 'Tablanette (1939)', description: 'Dama 13, popa 14, asul 1 sau 11, valetul strânge masa; o Tabla valorează cărțile luate; până la 251.' },
    'tablanet/numeric-tablic-v1': { name: 'Tablić, valetul 12', description: 'Valet 12, damă 13, popă 14, asul 1 sau 11, valetul e o carte obișnuită; 25 de puncte și Tablele pe mână.' },
    'taleles/glogowatz-2019': {
      name: 'Glogovăț (cum a fost scris)',
      description: 'Taleles așa cum l-au scris oamenii din Glogovăț, în Banat: se răspunde la culoare și se taie, fără obligația de a supratăia, Kontra pe joc și pe fiecare anunț, un Pitsch câștigă partida.',
    },
    'tarock/wien': { name: 'Viena (Wiener Tarockcup)', description: 'Regulile turneelor din Viena: Zwiccolo, fiecare chemare de pasăre cu rangul ei, Kaiserstich, o damă chemată cu patru regi, doar ultima levată la vedere.' },
    'tarock/ooe': { name: 'Austria Superioară (Tarockcup)', description: 'Regulile cupei din Austria Superioară: fără Zwiccolo, Vorhand poate deschide cu un joc și poate ține, fără Kaiserstich, scor de turneu fără Kontra.' },
    'tarock/tirol': { name: 'Tirol (Tiroler Tarockcup)', description: 'Regulile cupei din Tirol: Kaiserstich doar în ordinea Mond, Sküs, Pagat, Valat fix 10/20, Mondfang și Säcke, Vorhand alege regulile de Trischaken.' },
    'tarot/fft': { name: 'FFT (reguli oficiale)', description: 'Regulile oficiale ale Federației Franceze de Tarot (Fédération Française de Tarot).' },
    'tarot/fft-correspondence': { name: 'FFT, toate levatele la vedere', description: 'Regulile oficiale, cu toate levatele mâinii la vedere: o mână jucată pe parcursul mai multor zile e mai ușor de urmărit.' },
  },
};
