/** Riječi obrasca za novi stol, na hrvatskom (vidi ../options.ts). */
import type { OptionCatalogue } from './types.js';

export const optionsHr: OptionCatalogue = {
  options: {
    tablanet: {
      teams4: {
        label: 'U paru kad igraju četvorica',
        hint: 'Partneri sjede jedan nasuprot drugome: mjesta 1 i 3 protiv mjesta 2 i 4. Isključeno: svatko igra za sebe.',
      },
      valueScheme: {
        label: 'Vrijednosti karata',
        hint: 'Koliko vrijede slike kad se nosi sa stola.',
        choices: {
          sweepJack: 'Dečko čisti stol; dama 12 i kralj 13 nose samo svoj rang',
          numeric: 'Dečko 12, dama 13, kralj 14; svaka karta može nositi zbrojeve',
          tablanette1939: 'Dečko čisti stol; dama 13 i kralj 14 nose i zbrojeve (Tablanette 1939)',
        },
      },
      aceValues: {
        label: 'Koliko vrijedi as',
        hint: 'Vrijednost asa kad nosi ili kad se nosi u zbroju.',
        choices: { auto: 'Kako kažu vrijednosti karata (1 kad dečko čisti stol, inače 1 ili 11)', '1': '1', '1/11': '1 ili 11, po izboru igrača' },
      },
      multiGroupCapture: {
        label: 'Više grupa jednom kartom',
        hint: 'Jedna karta smije odjednom nositi više odvojenih grupa, na primjer kralj nosi kralja i 4 + 10.',
      },
      captureOptional: {
        label: 'Smije se baciti karta i kad bi mogla nositi',
        hint: 'Igrač smije spustiti kartu na stol iako bi njome mogao nešto nositi (dečko svejedno čisti stol).',
      },
      rankCapturePriority: {
        label: 'Karte istog ranga moraju se nositi',
        hint: 'Ako na stolu leži karta ranga odigrane karte, potez mora nositi sve karte tog ranga.',
      },
      jackSweepIsTabla: { label: 'Čišćenje dečkom je tabla', hint: 'Tko dečkom očisti stol, dobiva tablu.' },
      lastPlayTabla: { label: 'Tabla posljednjom kartom', hint: 'Tko očisti stol posljednjom kartom iz ruke, i on dobiva tablu.' },
      mostCardsTie: {
        label: 'Jednako karata kod najviše karata',
        hint: 'Tko dobiva 3 boda za najviše karata kad su dvije strane nosile jednako mnogo.',
        choices: { none: 'Nitko', lastCapturer: 'Strana koja je posljednja nosila, ako je jedna od njih' },
      },
      scoring: {
        label: 'Bodovi po ruci',
        hint: 'Što se broji na kraju svake ruke.',
        choices: {
          seed: 'Najviše karata 3, 10♦ 3, 2♣ 2, svaki as 1, svaka tabla 1',
          tablic22: 'Najviše karata 3, 10♦ 2, 2♣ 1, svaki as, slika i desetka 1, svaka tabla 1',
          tablanette1939: 'Kao 22 boda, ali tabla vrijedi koliko karte koje je odnijela',
        },
      },
      targetScore: { label: 'Igra se do', hint: 'Partija završava kad jedna strana dosegne toliko bodova.' },
      openingJacks: {
        label: 'Dečko među prvim kartama na stolu',
        hint: 'Dečko okrenut za početni stol ide pod špil ili ostaje na stolu.',
        choices: { auto: 'Pod špil kad dečko čisti stol, inače ostaje', bury: 'Uvijek pod špil', allow: 'Uvijek ostaje na stolu' },
      },
      threePlayerDeal: {
        label: 'Dijeljenje kad igraju trojica',
        hint: 'Kako se karte dijele krug po krug kad igraju trojica.',
        choices: { '6-6-4': 'Krugovi od 6, 6 i 4 karte', '4-4-4-4': 'Četiri kruga po 4 karte' },
      },
      showCapturedPiles: { label: 'Odnesene karte okrenute su licem prema gore', hint: 'Svatko smije pregledati karte koje je svaka strana odnijela.' },
      building: { label: 'Građenje', hint: 'Građenje zbrojeva na stolu kao u Kazinu nije dio Tablića.' },
    },
    taleles: {
      targetScore: { label: 'Igra se do', hint: 'Ostavi prazno za uobičajeni cilj: 1001 u četvero, 501 u dvoje ili troje.' },
      deal4: {
        label: 'Dijeljenje kad igraju četvorica',
        hint: 'Koje pakete igrač vidi prije nego što se bira adut.',
        choices: { '3-3-2': '3 + 3 otvoreno, 2 skriveno', '2-3-3': '2 + 3 otvoreno, 3 skriveno' },
      },
      secondRoundMayRepeatTurnedSuit: {
        label: 'Drugi krug smije izabrati okrenutu boju',
        hint: 'U dvoje ili troje drugi krug biranja aduta smije izabrati boju okrenute karte.',
      },
      overtrump: { label: 'Obavezno nadsijecanje', hint: 'Igrač mora nadjačati najjači adut u štihu kad može.' },
      partnerExemption: {
        label: 'Ne mora se sjeći dok partner nosi štih',
        hint: 'Tko ne može odgovoriti na boju ne mora sjeći dok njegov partner nosi štih.',
      },
      mustBeatLedSuit: {
        label: 'Mora se nadjačati izigrana boja',
        hint: 'Igrač mora igrati jaču kartu u izigranoj boji kad može i kad u štihu nema aduta.',
      },
      kontraScope: {
        label: 'Kontra vrijedi za',
        hint: 'Što Kontra udvostručuje.',
        choices: { perAnnouncement: 'Igru, svako zvanje i ranu Belu', gameOnly: 'Samo igru' },
      },
      maxDoublingLevel: { label: 'Najviši stupanj Kontre', hint: 'Koliko se puta ulog smije udvostručiti; ostavi prazno za bez ograničenja.' },
      tieRule: {
        label: 'Točno pola bodova',
        hint: 'Što biva kad strana koja je izabrala aduta napravi točno pola bodova.',
        choices: {
          burdenLoses: 'Gubi strana koja je izabrala aduta ili posljednja udvostručila',
          litige: 'Bodovi ostaju po strani i idu pobjedniku sljedećeg dijeljenja',
        },
      },
      threePlayerGoal: {
        label: 'Što treba onome tko bira aduta kad igraju trojica',
        hint: 'Kad igrač koji je izabrao aduta dobiva dijeljenje.',
        choices: { beatEachDefender: 'Više od svakoga od druge dvojice', beatHalfPot: 'Više od polovine svih bodova' },
      },
      pitschStakes: {
        label: 'Pitsch odlučuje',
        hint: 'Pitsch je najava da ćeš nositi sve štihove. Dobiven ili izgubljen, on odlučuje:',
        choices: { match: 'Cijelu partiju', deal: 'Dijeljenje, sa svim njegovim bodovima' },
      },
      pitschBonus: { label: 'Bonus za Pitsch', hint: 'Bodovi za dobiveni Pitsch kad odlučuje samo dijeljenje.' },
      allTricksBonus: { label: 'Bonus za sve štihove', hint: 'Bodovi za sve štihove bez Pitscha; 0 za bez bonusa.' },
      meldsNeedATrick: { label: 'Zvanjima treba štih', hint: 'Strana koja ne nosi nijedan štih gubi svoja zvanja.' },
      belaAlwaysKept: { label: 'Bela uvijek ostaje', hint: 'Bela se računa onome tko je ima čak i kad je dijeljenje izgubljeno.' },
      trickHistory: {
        label: 'Štihovi za pregled',
        hint: 'Koje završene štihove dijeljenja igrači mogu vidjeti.',
        choices: { last: 'Posljednji štih, dok ne počne sljedeći', all: 'Sve štihove dijeljenja' },
      },
      firstDealer: { label: 'Prvi djelitelj', hint: 'Tko dijeli prvo dijeljenje.' },
      cards: { label: 'Karte', hint: 'Špil kojim se igra za stolom.', choices: { french: 'Francuske karte', german: 'Njemačke karte (herc, šelna, zelena, žir)' } },
    },
    tarock: {
      rounds: { label: 'Duljina partije (Radl)', hint: 'Radl su četiri dijeljenja: svatko dijeli jednom.' },
      contractSet: {
        label: 'Ponuđene igre',
        hint: 'Koje se igre smiju licitirati.',
        choices: { wien: 'Beč: sve, sa Zwiccolom', ooe: 'Gornja Austrija: bez Zwiccola', tirol: 'Tirol: Zwiccolo samo otvoreno' },
      },
      tariff: {
        label: 'Tarifa',
        hint: 'Koliko vrijedi svaka igra (gornjoaustrijska tarifa ima i svoj redoslijed licitacije).',
        choices: { wien: 'Beč', ooe: 'Gornja Austrija', tirol: 'Tirol' },
      },
      besserruferRanking: {
        label: 'Rang zvanja ptica',
        hint: 'Kako se zvanja ptica (Pagat, Uhu, Kakadu, Quapil) rangiraju međusobno.',
        choices: { perBird: 'Svaka ptica ima svoj rang', single: 'Sve imaju isti rang' },
      },
      forehandMayOpenWithContract: {
        label: 'Vorhand smije otvoriti igrom',
        hint: 'Vorhand (prvi u licitaciji) smije otvoriti licitaciju bilo kojom igrom umjesto da kaže „Vorhand”.',
      },
      forehandMayHold: { label: 'Vorhand smije držati', hint: 'Vorhand smije preuzeti najvišu ponudu na istom stupnju („držim”).' },
      fourKingsCall: {
        label: 'Sa sva četiri kralja',
        hint: 'Što smije igrač koji ima sva četiri kralja u igri sa zvanjem.',
        choices: { queen: 'Zvati damu', forbidden: 'Ne smije licitirati igru sa zvanjem' },
      },
      mayCallOwnKing: { label: 'Zvanje vlastitog kralja', hint: 'Igrač smije zvati kralja kojeg sam drži i onda igra sam, a da ostali to ne znaju.' },
      colourGameMinColourCards: { label: 'Karte u boji za igru u boji', hint: 'Koliko karata u boji treba za licitiranje igre Farbendreier ili Farbensolo.' },
      winThresholdThirds: {
        label: 'Bodovi za dobivanje igre',
        hint: 'Bodovi iz karata koji su igraču potrebni.',
        choices: { '107': '35 i 2 karte', '106': '35 i 1 karta' },
      },
      kaiserstich: {
        label: 'Kaiserstich',
        hint: 'Sküs, Mond i Pagat padnu u isti štih: Pagat ga nosi.',
        choices: { anyOrder: 'Bilo kojim redom', ordered: 'Samo redom Mond, Sküs, Pagat', off: 'Nikad' },
      },
      trischakenBase: { label: 'Vrijednost Trischakena', hint: 'Koliko Trischaken vrijedi prije bilo kakvog udvostručenja.' },
      trischakenTalon: {
        label: 'Talon u Trischakenu',
        hint: 'Kome se računa šest karata talona.',
        choices: { none: 'Nikome', firstSixTricks: 'Po jedna uz prvih šest štihova', lastTrick: 'Sve uz posljednji štih', vorhandChooses: 'Bira Vorhand' },
      },
      trischakenStichzwang: {
        label: 'Obavezno nošenje štiha u Trischakenu',
        hint: 'Mora li igrač nositi štih kad može.',
        choices: { true: 'Da', false: 'Ne', vorhandChooses: 'Bira Vorhand' },
      },
      trischakenScoring: {
        label: 'Obračun Trischakena',
        hint: 'Kako se obračunava Trischaken.',
        choices: { wien: 'Beč: iz blagajne', ooe: 'Gornja Austrija: isplata po plasmanu', pairs: 'Dvojici najboljih plaćaju dvojica najslabijih' },
      },
      valatMode: {
        label: 'Valat (svi štihovi)',
        hint: 'Što donose svi štihovi.',
        choices: { multiplier: 'Zamjenjuje igru: četverostruko tiho, osmerostruko najavljeno', fixed: 'Stalna premija: 10 tiho, 20 najavljeno' },
      },
      silentFailuresCount: {
        label: 'Propale nenajavljene premije se računaju',
        hint: 'Nenajavljena premija koja propadne (Pagat izgubljen u posljednjem štihu) računa se protiv svoje strane.',
      },
      reservationMode: {
        label: 'Najavljene ptice i König ultimo',
        hint: 'Mora li se najavljena ptica ili kralj čuvati za svoj štih.',
        choices: { hard: 'Čuva se za svoj štih, osim ako nema druge karte', soft: 'Smije pasti ranije, ali nikad ne nosi štih ranije' },
      },
      colourGameValatOrKontra: { label: 'Igre u boji: Valat ili Kontra, ne oboje', hint: 'U igri u boji protivnik smije najaviti Valat ili reći Kontra, ali ne oboje.' },
      ouvertReveal: {
        label: 'Što pokazuje otvorena igra',
        hint: 'Koje ruke leže otvorene nakon prvog štiha otvorene igre.',
        choices: { all: 'Sve četiri ruke', declarer: 'Samo ruka igrača' },
      },
      stopNegativeEarly: { label: 'Negativne igre završavaju čim su izgubljene', hint: 'Bettel, Piccolo ili Zwiccolo završava čim je izgubljen.' },
      premiumsExtra: {
        label: 'Dodatne premije',
        hint: 'Premije koje se u tarok igrama računaju uz uobičajene.',
        choices: { mondfang: 'Mondfang (Mond je uhvaćen)', sack1: 'Sack (jedna strana napravi 45 bodova ili više)', sack2: 'Doppelsack (55 bodova ili više)' },
      },
      scoreLedger: {
        label: 'Rezultat partije',
        hint: 'Kako se vodi rezultat partije.',
        choices: { total: 'S Kontrom, kao kad se igra za novac', schrift: 'Turnirski rezultat, bez Kontre' },
      },
      trickHistory: {
        label: 'Štihovi za pregled',
        hint: 'Koje završene štihove dijeljenja igrači mogu vidjeti.',
        choices: { all: 'Sve štihove dijeljenja', last: 'Samo posljednji štih' },
      },
      showLeftTalon: { label: 'Druga polovina talona ostaje otvorena', hint: 'Polovina talona koju igrač nije uzeo leži licem prema gore nakon prvog štiha.' },
      doubleRounds: {
        label: 'Slijedi dvostruki Radl',
        hint: 'Četiri dijeljenja računaju se dvostruko nakon onoga što je označeno; ništa označeno: nikad.',
        choices: { trischaken: 'Trischakena', mondfang: 'Mondfanga', halfTime: 'Polovine partije' },
      },
    },
    tarot: {
      deals: { label: 'Dijeljenja u partiji', hint: '0: svatko dijeli jednom. Ponovljena dijeljenja se ne računaju.' },
      firstDealer: { label: 'Prvi djelitelj', hint: 'Tko dijeli prvo dijeljenje.' },
      fivePlayerMode: {
        label: 'Kad igra petero',
        hint: 'Kako igra petero.',
        choices: { king_call: 'Igrač zove kralja (po 15 karata, talon od 3)', mort: 'Djelitelj pauzira, igraju ostala četvorica' },
      },
      excuseLastTrick: {
        label: 'Excuse u posljednjem štihu',
        hint: 'Kamo ide Excuse kad se odigra u posljednji štih, a nema šlema.',
        choices: { trick_winner: 'Strani koja nosi štih', always_changes_camp: 'Uvijek drugoj strani' },
      },
      excuseChelemDefence: {
        label: 'Excuse dobiva i šlem obrane',
        hint: 'Excuse izigran u posljednji štih nosi ga i za obranu koja je uzela sve ostale štihove, ne samo za napad.',
      },
      failedChelemDefenceAll: {
        label: 'Najavljen šlem, obrana nosi sve štihove',
        hint: 'Što napad gubi.',
        choices: { both_terms: 'Propali šlem i šlem obrane (po −200)', defence_chelem_only: 'Samo šlem obrane' },
      },
      discardedTrumpsInPoignee: {
        label: 'Odbačeni aduti računaju se u pokazivanje aduta',
        hint: 'Smiju li se aduti koje je igrač morao odbaciti ponovo pokazati kao pokazivanje aduta (poignée).',
        choices: { generalised: 'Uvijek', triple_only: 'Samo za trostruko pokazivanje', never: 'Nikad' },
      },
      calledSuitLead: {
        label: 'Izigravanje pozvane boje (petero)',
        hint: 'Prvo izigravanje ne smije biti u pozvanoj boji: na koju se kartu zabrana odnosi.',
        choices: { first_card: 'Samo na prvu kartu dijeljenja', suit_setting_card: 'I na kartu nakon prvo izigranog Excusea' },
      },
      partnerChelemShare: {
        label: 'Partner dijeli šlem (petero)',
        hint: 'Pozvani partner dobiva svoj dio šlema; isključeno: igrač dobiva cijeli dio napada.',
      },
      trickReview: {
        label: 'Štihovi za pregled',
        hint: 'Koje odigrane štihove igrači mogu ponovo vidjeti.',
        choices: { last: 'Posljednji štih', all: 'Sve štihove dijeljenja' },
      },
    },
  },
  profiles: {
    'tablanet/tablic-v1': { name: 'Tablić (srpski)', description: 'Uobičajena igra: dečko čisti stol, dama 12 i kralj 13 nose samo svoj rang, as 1; 12 bodova i table po ruci; do 101.' },
    'tablanet/tabinet-v1': { name: 'Tabinet (rumunjski)', description: 'Kao Tablić, igra se do 151.' },
    'tablanet/tablanette1939-v1': { name: 'Tablanette (1939)', description: 'Dama 13, kralj 14, as 1 ili 11, dečko čisti stol; tabla vrijedi koliko odnesene karte; do 251.' },
    'tablanet/numeric-tablic-v1': { name: 'Tablić, dečko vrijedi 12', description: 'Dečko 12, dama 13, kralj 14, as 1 ili 11, dečko je obična karta; 25 bodova i table po ruci.' },
    'taleles/glogowatz-2019': {
      name: 'Glogonj (kako je zapisano)',
      description: 'Taleles kako su ga zapisali ljudi iz Glogonja u Banatu: odgovara se na boju i siječe, bez obaveznog nadsijecanja, Kontra na igru i na svako zvanje, Pitsch dobiva partiju.',
    },
    'tarock/wien': { name: 'Beč (Wiener Tarockcup)', description: 'Pravila bečkih turnira: Zwiccolo, svako zvanje ptice sa svojim rangom, Kaiserstich, s četiri kralja zove se dama, vidi se samo posljednji štih.' },
    'tarock/ooe': { name: 'Gornja Austrija (Tarockcup)', description: 'Pravila gornjoaustrijskog kupa: bez Zwiccola, Vorhand smije otvoriti igrom i držati, bez Kaiserstich, turnirski rezultat bez Kontre.' },
    'tarock/tirol': { name: 'Tirol (Tiroler Tarockcup)', description: 'Pravila tirolskog kupa: Kaiserstich samo redom Mond, Sküs, Pagat, Valat stalno 10/20, Mondfang i Säcke, Vorhand bira pravila Trischakena.' },
    'tarot/fft': { name: 'FFT (službena pravila)', description: 'Službena pravila Francuskog saveza za tarot (FFT).' },
    'tarot/fft-correspondence': { name: 'FFT, svi štihovi vidljivi', description: 'Službena pravila, svi štihovi dijeljenja ostaju vidljivi: dijeljenje koje se igra danima lakše se prati.' },
  },
};
