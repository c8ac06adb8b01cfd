/** Az új asztal űrlapjának szavai magyarul (lásd ../options.ts). */
import type { OptionCatalogue } from './types.js';

export const optionsHu: OptionCatalogue = {
  options: {
    tablanet: {
      teams4: {
        label: 'Négyen párban',
        hint: 'A partnerek egymással szemben ülnek: az 1. és 3. hely a 2. és 4. ellen. Kikapcsolva mindenki magának játszik.',
      },
      valueScheme: {
        label: 'A kártyák értéke',
        hint: 'Mennyit érnek a figurák, amikor lapot visznek le az asztalról.',
        choices: {
          sweepJack: 'A bubi lesöpri az asztalt; a dáma 12, a király 13, és csak a saját rangjukat viszik',
          numeric: 'Bubi 12, dáma 13, király 14; minden lap vihet összeget',
          tablanette1939: 'A bubi lesöpri az asztalt; a dáma 13 és a király 14 összeget is visz (Tablanette, 1939)',
        },
      },
      aceValues: {
        label: 'Az ász értéke',
        hint: 'Mennyit ér az ász, amikor visz, vagy amikor egy összegben viszik.',
        choices: { auto: 'A kártyák értéke szerint (1, ha a bubi söpör, különben 1 vagy 11)', '1': '1', '1/11': '1 vagy 11, a játékos választása szerint' },
      },
      multiGroupCapture: {
        label: 'Több csoport egyetlen lappal',
        hint: 'Egy lap egyszerre több külön csoportot is vihet, például egy király egy királyt és 4 + 10-et.',
      },
      captureOptional: {
        label: 'Lerakhatsz akkor is, ha vihetnél',
        hint: 'A játékos lerakhat egy lapot az asztalra, pedig vihetne vele valamit (a bubi ilyenkor is söpör).',
      },
      rankCapturePriority: {
        label: 'Az azonos rangú lapokat vinni kell',
        hint: 'Ha a kijátszott rangú lap fekszik az asztalon, a lépésnek minden ilyen rangú lapot vinnie kell.',
      },
      jackSweepIsTabla: { label: 'A bubis söprés Tablának számít', hint: 'Aki bubival üríti ki az asztalt, Tablát kap.' },
      lastPlayTabla: { label: 'Tabla a legutolsó lappal', hint: 'Aki a kéz utolsó lapjával üríti ki az asztalt, az is Tablát kap.' },
      mostCardsTie: {
        label: 'Döntetlen a legtöbb lapnál',
        hint: 'Ki kapja a legtöbb lapért járó 3 pontot, ha két fél ugyanannyit vitt.',
        choices: { none: 'Senki', lastCapturer: 'Aki utoljára vitt, ha köztük van' },
      },
      scoring: {
        label: 'Pontok kezenként',
        hint: 'Mi számít minden kéz végén.',
        choices: {
          seed: 'Legtöbb lap 3, 10♦ 3, 2♣ 2, minden ász 1, minden Tabla 1',
          tablic22: 'Legtöbb lap 3, 10♦ 2, 2♣ 1, minden ász, figura és tízes 1, minden Tabla 1',
          tablanette1939: 'Mint a 22 pontos, de a Tabla az elvitt lapok értékét éri',
        },
      },
      targetScore: { label: 'Játék eddig', hint: 'A parti véget ér, amikor egy fél eléri ezt a pontszámot.' },
      openingJacks: {
        label: 'Bubi az első asztali lapok között',
        hint: 'A kezdő asztalhoz felfordított bubi a pakli alá kerül, vagy az asztalon marad.',
        choices: { auto: 'A pakli alá, ha a bubi söpör, különben marad', bury: 'Mindig a pakli alá', allow: 'Mindig az asztalon marad' },
      },
      threePlayerDeal: {
        label: 'Osztás hárman',
        hint: 'Hogyan osztják a lapokat körről körre, ha hárman játszanak.',
        choices: { '6-6-4': '6, 6 és 4 lapos körök', '4-4-4-4': 'Négy kör 4-4 lappal' },
      },
      showCapturedPiles: { label: 'Az elvitt lapok képpel felfelé', hint: 'Bárki átnézheti, mit vittek el az egyes felek.' },
      building: { label: 'Építés', hint: 'Összegek építése az asztalon, mint a Cassinóban, nem része a Tablanetnek.' },
    },
    taleles: {
      targetScore: { label: 'Játék eddig', hint: 'Hagyd üresen a szokásos célhoz: négyen 1001, ketten vagy hárman 501.' },
      deal4: {
        label: 'Osztás négyen',
        hint: 'Mely csomagokat látja a játékos, mielőtt adut választanak.',
        choices: { '3-3-2': '3 + 3 látható, 2 rejtett', '2-3-3': '2 + 3 látható, 3 rejtett' },
      },
      secondRoundMayRepeatTurnedSuit: {
        label: 'A második kör megnevezheti a felfordított színt',
        hint: 'Ketten vagy hárman az adu választásának második körében a felfordított lap színe is megnevezhető.',
      },
      overtrump: { label: 'Kötelező felülütni aduval', hint: 'Ha lehet, felül kell ütni az ütés legmagasabb aduját.' },
      partnerExemption: {
        label: 'Nem kell aduzni, ha a partner viszi',
        hint: 'Aki nem tud színt adni, nem köteles aduzni, amíg a partnere viszi az ütést.',
      },
      mustBeatLedSuit: {
        label: 'A hívott színben felül kell ütni',
        hint: 'Ha lehet, a hívott színben magasabbat kell tenni, amíg nincs adu az ütésben.',
      },
      kontraScope: {
        label: 'A Kontra vonatkozik',
        hint: 'Mit dupláz egy Kontra.',
        choices: { perAnnouncement: 'A játékra, minden bemondásra és a korai Belára', gameOnly: 'Csak a játékra' },
      },
      maxDoublingLevel: { label: 'Legmagasabb Kontra-szint', hint: 'Hányszor duplázható a tét; üresen hagyva nincs korlát.' },
      tieRule: {
        label: 'Pontosan a pontok fele',
        hint: 'Mi történik, ha az adut választó fél pontosan a pontok felét szerzi meg.',
        choices: {
          burdenLoses: 'Veszít, aki adut választott vagy utoljára duplázott',
          litige: 'A pontok félre kerülnek, és a következő osztás nyertese kapja őket',
        },
      },
      threePlayerGoal: {
        label: 'Mi kell hárman az adu választójának',
        hint: 'Mikor nyeri meg az osztást az, aki adut választott.',
        choices: { beatEachDefender: 'Több, mint a másik kettő bármelyike', beatHalfPot: 'Az összes pont több mint fele' },
      },
      pitschStakes: {
        label: 'A Pitsch eldönti',
        hint: 'A Pitsch annak bemondása, hogy valaki minden ütést elvisz. Akár nyer, akár veszít, eldönti:',
        choices: { match: 'Az egész partit', deal: 'Az osztást, minden pontjával' },
      },
      pitschBonus: { label: 'Jutalom a Pitschért', hint: 'Pontok a megnyert Pitschért, ha csak az osztást dönti el.' },
      allTricksBonus: { label: 'Jutalom minden ütésért', hint: 'Pontok, ha valaki Pitsch nélkül viszi el az összes ütést; 0, ha nincs jutalom.' },
      meldsNeedATrick: { label: 'A bemondásokhoz ütés kell', hint: 'Az a fél, amely egy ütést sem visz, elveszíti a bemondásait.' },
      belaAlwaysKept: { label: 'A Bela mindig megmarad', hint: 'A Bela a birtokosának számít akkor is, ha az osztást elvesztik.' },
      trickHistory: {
        label: 'Visszanézhető ütések',
        hint: 'Az osztás mely befejezett ütéseit láthatják a játékosok.',
        choices: { last: 'Az utolsó ütést, amíg a következő el nem kezdődik', all: 'Az osztás minden ütését' },
      },
      firstDealer: { label: 'Első osztó', hint: 'Ki osztja az első osztást.' },
      cards: { label: 'Kártya', hint: 'A pakli, amellyel az asztalnál játszanak.', choices: { french: 'Francia kártya', german: 'Magyar-német kártya (piros, tök, zöld, makk)' } },
    },
    tarock: {
      rounds: { label: 'A parti hossza (Radl)', hint: 'Egy Radl négy osztás: mindenki egyszer oszt.' },
      contractSet: {
        label: 'Választható játékok',
        hint: 'Mely játékokat lehet licitálni.',
        choices: { wien: 'Bécs: mind, Zwiccolóval', ooe: 'Felső-Ausztria: Zwiccolo nélkül', tirol: 'Tirol: Zwiccolo csak terítve' },
      },
      tariff: {
        label: 'Díjszabás',
        hint: 'Mennyit ér az egyes játék (a felső-ausztriai díjszabásnak saját licitsorrendje is van).',
        choices: { wien: 'Bécs', ooe: 'Felső-Ausztria', tirol: 'Tirol' },
      },
      besserruferRanking: {
        label: 'A madárhívások rangja',
        hint: 'Hogyan viszonyulnak egymáshoz a madárhívások (Pagat, Uhu, Kakadu, Quapil).',
        choices: { perBird: 'Minden madárnak saját rangja van', single: 'Mind egyenrangú' },
      },
      forehandMayOpenWithContract: {
        label: 'A Vorhand játékkal nyithat',
        hint: 'A Vorhand (az első licitáló) bármely játékkal nyithatja a licitet ahelyett, hogy „Vorhand”-ot mondana.',
      },
      forehandMayHold: { label: 'A Vorhand tarthat', hint: 'A Vorhand átveheti a legmagasabb licitet ugyanazon a szinten („tartom”).' },
      fourKingsCall: {
        label: 'Mind a négy királlyal',
        hint: 'Mit tehet hívásos játékban az, akinél mind a négy király van.',
        choices: { queen: 'Dámát hív', forbidden: 'Nem licitálhat hívásos játékot' },
      },
      mayCallOwnKing: { label: 'A saját király hívása', hint: 'A játékos a nála lévő királyt is hívhatja; ekkor egyedül játszik, a többiek tudta nélkül.' },
      colourGameMinColourCards: { label: 'Színes lapok a színjátékhoz', hint: 'Hány színes lap kell egy Farbendreier vagy Farbensolo licitálásához.' },
      winThresholdThirds: {
        label: 'Pontok a győzelemhez',
        hint: 'A kártyapontok, amelyek a játékosnak kellenek.',
        choices: { '107': '35 és 2 lap', '106': '35 és 1 lap' },
      },
      kaiserstich: {
        label: 'Kaiserstich',
        hint: 'A Sküs, a Mond és a Pagat egy ütésbe esik: a Pagat viszi.',
        choices: { anyOrder: 'Bármilyen sorrendben', ordered: 'Csak Mond, Sküs, Pagat sorrendben', off: 'Soha' },
      },
      trischakenBase: { label: 'A Trischaken értéke', hint: 'Mennyit ér egy Trischaken bármilyen duplázás előtt.' },
      trischakenTalon: {
        label: 'A talon a Trischakenben',
        hint: 'Kinek számít a talon hat lapja.',
        choices: { none: 'Senkinek', firstSixTricks: 'Egy-egy az első hat ütéshez', lastTrick: 'Mind az utolsó ütéshez', vorhandChooses: 'A Vorhand dönt' },
      },
      trischakenStichzwang: {
        label: 'Ütéskényszer a Trischakenben',
        hint: 'Kötelező-e elvinni az ütést, ha lehet.',
        choices: { true: 'Igen', false: 'Nem', vorhandChooses: 'A Vorhand dönt' },
      },
      trischakenScoring: {
        label: 'A Trischaken elszámolása',
        hint: 'Hogyan számolják el a Trischakent.',
        choices: { wien: 'Bécs: kasszából', ooe: 'Felső-Ausztria: helyezés szerinti kifizetés', pairs: 'A két legjobbnak a két leggyengébb fizet' },
      },
      valatMode: {
        label: 'Valat (minden ütés)',
        hint: 'Mit ér, ha valaki minden ütést elvisz.',
        choices: { multiplier: 'A játék helyett: csendben négyszeres, bemondva nyolcszoros', fixed: 'Fix prémium: csendben 10, bemondva 20' },
      },
      silentFailuresCount: {
        label: 'A be nem mondott, elbukott prémiumok számítanak',
        hint: 'A be nem mondott és elbukott prémium (az utolsó ütésben elvesztett Pagat) a saját fele ellen számít.',
      },
      reservationMode: {
        label: 'Bemondott madarak és König ultimo',
        hint: 'Meg kell-e tartani a bemondott madarat vagy királyt a saját ütéséig.',
        choices: { hard: 'A saját ütéséig marad, hacsak nincs más lap', soft: 'Korábban is kijátszható, de korábban soha nem üthet' },
      },
      colourGameValatOrKontra: { label: 'Színjátékok: Valat vagy Kontra, nem mindkettő', hint: 'Színjátékban egy ellenjátékos Valatot mondhat vagy Kontrát adhat, de mindkettőt nem.' },
      ouvertReveal: {
        label: 'Mit mutat a terített játék',
        hint: 'Mely kezek kerülnek nyílt lapra a terített játék első ütése után.',
        choices: { all: 'Mind a négy kéz', declarer: 'Csak a játékos keze' },
      },
      stopNegativeEarly: { label: 'A negatív játékok vesztéskor véget érnek', hint: 'A Bettel, Piccolo vagy Zwiccolo véget ér, amint elveszett.' },
      premiumsExtra: {
        label: 'További prémiumok',
        hint: 'A szokásosakon felül tarokkjátékokban számolt prémiumok.',
        choices: { mondfang: 'Mondfang (elfogják a Mondot)', sack1: 'Sack (egy fél 45 vagy több pontot visz)', sack2: 'Doppelsack (55 vagy több pont)' },
      },
      scoreLedger: {
        label: 'A parti állása',
        hint: 'Hogyan vezetik a parti állását.',
        choices: { total: 'Kontrával, mint pénzre játszva', schrift: 'Versenyértékelés, Kontra nélkül' },
      },
      trickHistory: {
        label: 'Visszanézhető ütések',
        hint: 'Az osztás mely befejezett ütéseit láthatják a játékosok.',
        choices: { all: 'Az osztás minden ütését', last: 'Csak az utolsó ütést' },
      },
      showLeftTalon: { label: 'A talon másik fele felfordítva marad', hint: 'A talonnak az a fele, amelyet a játékos nem vett fel, az első ütés után képpel felfelé fekszik.' },
      doubleRounds: {
        label: 'Dupla Radl következik',
        hint: 'Négy osztás dupla pontért a bejelöltek után; ha semmi sincs bejelölve: soha.',
        choices: { trischaken: 'Egy Trischaken', mondfang: 'Egy Mondfang', halfTime: 'A parti fele' },
      },
    },
    tarot: {
      deals: { label: 'Osztások a partiban', hint: '0: mindenki egyszer oszt. Az újraosztott leosztások nem számítanak.' },
      firstDealer: { label: 'Első osztó', hint: 'Ki osztja az első osztást.' },
      fivePlayerMode: {
        label: 'Öten',
        hint: 'Hogyan játszanak öten.',
        choices: { king_call: 'A vállaló királyt hív (15 lap fejenként, 3 lapos chien)', mort: 'Az osztó kimarad, a másik négy játszik' },
      },
      excuseLastTrick: {
        label: 'Az Excuse az utolsó ütésben',
        hint: 'Hová kerül az Excuse, ha az utolsó ütésbe játsszák, és nincs chelem.',
        choices: { trick_winner: 'Ahhoz a félhez, amelyik az ütést viszi', always_changes_camp: 'Mindig a másik félhez' },
      },
      excuseChelemDefence: {
        label: 'Az Excuse a védők chelemjét is megnyeri',
        hint: 'Az utolsó ütésbe hívott Excuse azoknak a védőknek is megnyeri az ütést, akik minden más ütést elvittek, nem csak a támadásnak.',
      },
      failedChelemDefenceAll: {
        label: 'Bemondott chelem, a védők visznek minden ütést',
        hint: 'Mit veszít a támadás.',
        choices: { both_terms: 'A bukott chelemet és a védők chelemjét (−200 mindkettő)', defence_chelem_only: 'Csak a védők chelemjét' },
      },
      discardedTrumpsInPoignee: {
        label: 'A letett aduk számítanak a poignée-be',
        hint: 'Megmutathatók-e még egyszer poignée-ként azok az aduk, amelyeket a vállalónak le kellett tennie.',
        choices: { generalised: 'Mindig', triple_only: 'Csak hármas poignée-nél', never: 'Soha' },
      },
      calledSuitLead: {
        label: 'Kezdés a hívott színben (öten)',
        hint: 'Az első hívás nem lehet a hívott színben: melyik lapra vonatkozik a tilalom.',
        choices: { first_card: 'Csak az osztás első lapjára', suit_setting_card: 'Az elsőként hívott Excuse utáni lapra is' },
      },
      partnerChelemShare: {
        label: 'A partner osztozik a chelemen (öten)',
        hint: 'A hívott partner megkapja a részét a chelemből; kikapcsolva a vállaló kapja a támadás teljes részét.',
      },
      trickReview: {
        label: 'Visszanézhető ütések',
        hint: 'Mely lejátszott ütéseket nézhetik vissza a játékosok.',
        choices: { last: 'Az utolsó ütést', all: 'Az osztás minden ütését' },
      },
    },
  },
  profiles: {
    'tablanet/tablic-v1': { name: 'Tablić (szerb)', description: 'A szokásos játék: a bubi söpör, a dáma 12 és a király 13 csak a saját rangját viszi, az ász 1; kezenként 12 pont és a Tablák; 101-ig.' },
    'tablanet/tabinet-v1': { name: 'Tabinet (román)', description: 'Mint a Tablić, 151-ig játszva.' },
    'tablanet/tablanette1939-v1': { name: 'Tablanette (1939)', description: 'Dáma 13, király 14, ász 1 vagy 11, a bubi söpör; a Tabla az elvitt lapokat éri; 251-ig.' },
    'tablanet/numeric-tablic-v1': { name: 'Tablić, a bubi 12', description: 'Bubi 12, dáma 13, király 14, ász 1 vagy 11, a bubi közönséges lap; kezenként 25 pont és a Tablák.' },
    'taleles/glogowatz-2019': {
      name: 'Glogovác (ahogy leírták)',
      description: 'A Taleles, ahogy a bánsági Glogovác lakói leírták: színt adni és aduzni kell, felülütni nem, Kontra a játékra és minden bemondásra, a Pitsch megnyeri a partit.',
    },
    'tarock/wien': { name: 'Bécs (Wiener Tarockcup)', description: 'A bécsi versenyszabályok: Zwiccolo, minden madárhívás saját ranggal, Kaiserstich, négy királlyal dámát hívnak, csak az utolsó ütés látható.' },
    'tarock/ooe': { name: 'Felső-Ausztria (Tarockcup)', description: 'A felső-ausztriai kupa szabályai: nincs Zwiccolo, a Vorhand játékkal nyithat és tarthat, nincs Kaiserstich, versenyértékelés Kontra nélkül.' },
    'tarock/tirol': { name: 'Tirol (Tiroler Tarockcup)', description: 'A tiroli kupa szabályai: Kaiserstich csak Mond, Sküs, Pagat sorrendben, fix Valat 10/20, Mondfang és Säcke, a Vorhand választja a Trischaken szabályait.' },
    'tarot/fft': { name: 'FFT (hivatalos szabályok)', description: 'A Francia Tarot Szövetség (Fédération Française de Tarot) hivatalos szabályai.' },
    'tarot/fft-correspondence': { name: 'FFT, minden ütés látható', description: 'A hivatalos szabályok, az osztás minden ütése látható marad: így könnyebb követni a napokon át játszott osztást.' },
  },
};
