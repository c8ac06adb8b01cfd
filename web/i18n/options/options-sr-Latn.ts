/** Reči formulara za novi sto, na srpskom, latinicom (vidi ../options.ts); ćirilica nastaje iz njih (./options-sr-Cyrl.ts). */
import type { OptionCatalogue } from './types.js';

export const optionsSrLatn: OptionCatalogue = {
  options: {
    tablanet: {
      teams4: {
        label: 'U paru kad igraju četvorica',
        hint: 'Partneri sede jedan naspram drugog: mesta 1 i 3 protiv mesta 2 i 4. Isključeno: svako igra za sebe.',
      },
      valueScheme: {
        label: 'Vrednosti karata',
        hint: 'Koliko vrede slike kad se nosi sa stola.',
        choices: {
          sweepJack: 'Žandar čisti sto; dama 12 i kralj 13 nose samo svoj rang',
          numeric: 'Žandar 12, dama 13, kralj 14; svaka karta može da nosi zbirove',
          tablanette1939: 'Žandar čisti sto; dama 13 i kralj 14 nose i zbirove (Tablanette 1939)',
        },
      },
      aceValues: {
        label: 'Koliko vredi kec',
        hint: 'Vrednost keca kad nosi ili kad se nosi u zbiru.',
        choices: { auto: 'Kako kažu vrednosti karata (1 kad žandar čisti sto, inače 1 ili 11)', '1': '1', '1/11': '1 ili 11, po izboru igrača' },
      },
      multiGroupCapture: {
        label: 'Više grupa jednom kartom',
        hint: 'Jedna karta sme odjednom da nosi više odvojenih grupa, na primer kralj nosi kralja i 4 + 10.',
      },
      captureOptional: {
        label: 'Sme da se baci karta i kad bi mogla da nosi',
        hint: 'Igrač sme da spusti kartu na sto iako bi njome mogao nešto da nosi (žandar svejedno čisti sto).',
      },
      rankCapturePriority: {
        label: 'Karte istog ranga moraju da se nose',
        hint: 'Ako na stolu leži karta ranga odigrane karte, potez mora da nosi sve karte tog ranga.',
      },
      jackSweepIsTabla: { label: 'Čišćenje žandarom je tabla', hint: 'Ko žandarom očisti sto, dobija tablu.' },
      lastPlayTabla: { label: 'Tabla poslednjom kartom', hint: 'Ko očisti sto poslednjom kartom iz ruke, i on dobija tablu.' },
      mostCardsTie: {
        label: 'Isto karata kod najviše karata',
        hint: 'Ko dobija 3 poena za najviše karata kad su dve strane nosile isto toliko.',
        choices: { none: 'Niko', lastCapturer: 'Strana koja je poslednja nosila, ako je jedna od njih' },
      },
      scoring: {
        label: 'Poeni po ruci',
        hint: 'Šta se broji na kraju svake ruke.',
        choices: {
          seed: 'Najviše karata 3, 10♦ 3, 2♣ 2, svaki kec 1, svaka tabla 1',
          tablic22: 'Najviše karata 3, 10♦ 2, 2♣ 1, svaki kec, slika i desetka 1, svaka tabla 1',
          tablanette1939: 'Kao 22 poena, ali tabla vredi koliko karte koje je odnela',
        },
      },
      targetScore: { label: 'Igra se do', hint: 'Partija se završava kad jedna strana dostigne ovoliko poena.' },
      openingJacks: {
        label: 'Žandar među prvim kartama na stolu',
        hint: 'Žandar okrenut za početni sto ide pod špil ili ostaje na stolu.',
        choices: { auto: 'Pod špil kad žandar čisti sto, inače ostaje', bury: 'Uvek pod špil', allow: 'Uvek ostaje na stolu' },
      },
      threePlayerDeal: {
        label: 'Deljenje kad igraju trojica',
        hint: 'Kako se karte dele krug po krug kad igraju trojica.',
        choices: { '6-6-4': 'Krugovi od 6, 6 i 4 karte', '4-4-4-4': 'Četiri kruga po 4 karte' },
      },
      showCapturedPiles: { label: 'Odnete karte su okrenute licem nagore', hint: 'Svako sme da pregleda karte koje je svaka strana odnela.' },
      building: { label: 'Građenje', hint: 'Građenje zbirova na stolu kao u Kazinu nije deo Tablića.' },
    },
    taleles: {
      targetScore: { label: 'Igra se do', hint: 'Ostavi prazno za uobičajeni cilj: 1001 u četvoro, 501 u dvoje ili troje.' },
      deal4: {
        label: 'Deljenje kad igraju četvorica',
        hint: 'Koje pakete igrač vidi pre nego što se bira adut.',
        choices: { '3-3-2': '3 + 3 otvoreno, 2 skriveno', '2-3-3': '2 + 3 otvoreno, 3 skriveno' },
      },
      secondRoundMayRepeatTurnedSuit: {
        label: 'Drugi krug sme da izabere okrenutu boju',
        hint: 'U dvoje ili troje drugi krug biranja aduta sme da izabere boju okrenute karte.',
      },
      overtrump: { label: 'Obavezno nadsecanje', hint: 'Igrač mora da nadjača najjači adut u štihu kad može.' },
      partnerExemption: {
        label: 'Ne mora da se seče dok partner nosi štih',
        hint: 'Ko ne može da odgovori na boju ne mora da seče dok njegov partner nosi štih.',
      },
      mustBeatLedSuit: {
        label: 'Mora da se nadjača izigrana boja',
        hint: 'Igrač mora da igra jaču kartu u izigranoj boji kad može i kad u štihu nema aduta.',
      },
      kontraScope: {
        label: 'Kontra važi za',
        hint: 'Šta Kontra duplira.',
        choices: { perAnnouncement: 'Igru, svako zvanje i ranu Belu', gameOnly: 'Samo igru' },
      },
      maxDoublingLevel: { label: 'Najviši stepen Kontre', hint: 'Koliko puta ulog sme da se duplira; ostavi prazno za bez granice.' },
      tieRule: {
        label: 'Tačno pola poena',
        hint: 'Šta biva kad strana koja je izabrala aduta napravi tačno pola poena.',
        choices: {
          burdenLoses: 'Gubi strana koja je izabrala aduta ili poslednja duplirala',
          litige: 'Poeni ostaju po strani i idu pobedniku sledećeg deljenja',
        },
      },
      threePlayerGoal: {
        label: 'Šta treba onom ko bira aduta kad igraju trojica',
        hint: 'Kad igrač koji je izabrao aduta dobija deljenje.',
        choices: { beatEachDefender: 'Više od svakog od druge dvojice', beatHalfPot: 'Više od polovine svih poena' },
      },
      pitschStakes: {
        label: 'Pitsch odlučuje',
        hint: 'Pitsch je najava da ćeš nositi sve štihove. Dobijen ili izgubljen, on odlučuje:',
        choices: { match: 'Celu partiju', deal: 'Deljenje, sa svim njegovim poenima' },
      },
      pitschBonus: { label: 'Bonus za Pitsch', hint: 'Poeni za dobijen Pitsch kad odlučuje samo deljenje.' },
      allTricksBonus: { label: 'Bonus za sve štihove', hint: 'Poeni za sve štihove bez Pitscha; 0 za bez bonusa.' },
      meldsNeedATrick: { label: 'Zvanjima treba štih', hint: 'Strana koja ne nosi nijedan štih gubi svoja zvanja.' },
      belaAlwaysKept: { label: 'Bela uvek ostaje', hint: 'Bela se računa onome ko je ima čak i kad je deljenje izgubljeno.' },
      trickHistory: {
        label: 'Štihovi za pregled',
        hint: 'Koje završene štihove deljenja igrači mogu da vide.',
        choices: { last: 'Poslednji štih, dok ne počne sledeći', all: 'Sve štihove deljenja' },
      },
      firstDealer: { label: 'Prvi delilac', hint: 'Ko deli prvo deljenje.' },
      cards: { label: 'Karte', hint: 'Špil kojim se igra za stolom.', choices: { french: 'Francuske karte', german: 'Nemačke karte (herc, šelna, grin, žir)' } },
    },
    tarock: {
      rounds: { label: 'Dužina partije (Radl)', hint: 'Radl su četiri deljenja: svako deli jednom.' },
      contractSet: {
        label: 'Ponuđene igre',
        hint: 'Koje igre smeju da se licitiraju.',
        choices: { wien: 'Beč: sve, sa Zwiccolom', ooe: 'Gornja Austrija: bez Zwiccola', tirol: 'Tirol: Zwiccolo samo otvoreno' },
      },
      tariff: {
        label: 'Tarifa',
        hint: 'Koliko vredi svaka igra (gornjoaustrijska tarifa ima i svoj redosled licitacije).',
        choices: { wien: 'Beč', ooe: 'Gornja Austrija', tirol: 'Tirol' },
      },
      besserruferRanking: {
        label: 'Rang zvanja ptica',
        hint: 'Kako se zvanja ptica (Pagat, Uhu, Kakadu, Quapil) rangiraju međusobno.',
        choices: { perBird: 'Svaka ptica ima svoj rang', single: 'Sve imaju isti rang' },
      },
      forehandMayOpenWithContract: {
        label: 'Vorhand sme da otvori igrom',
        hint: 'Vorhand (prvi u licitaciji) sme da otvori licitaciju bilo kojom igrom umesto da kaže „Vorhand”.',
      },
      forehandMayHold: { label: 'Vorhand sme da drži', hint: 'Vorhand sme da preuzme najvišu ponudu na istom stepenu („držim”).' },
      fourKingsCall: {
        label: 'Sa sva četiri kralja',
        hint: 'Šta sme igrač koji ima sva četiri kralja u igri sa zvanjem.',
        choices: { queen: 'Da zove damu', forbidden: 'Ne sme da licitira igru sa zvanjem' },
      },
      mayCallOwnKing: { label: 'Zvanje sopstvenog kralja', hint: 'Igrač sme da zove kralja kog sam drži i onda igra sam, a da ostali to ne znaju.' },
      colourGameMinColourCards: { label: 'Karte u boji za igru u boji', hint: 'Koliko karata u boji treba za licitiranje igre Farbendreier ili Farbensolo.' },
      winThresholdThirds: {
        label: 'Poeni za dobijanje igre',
        hint: 'Poeni iz karata koji su igraču potrebni.',
        choices: { '107': '35 i 2 karte', '106': '35 i 1 karta' },
      },
      kaiserstich: {
        label: 'Kaiserstich',
        hint: 'Sküs, Mond i Pagat padnu u isti štih: Pagat ga nosi.',
        choices: { anyOrder: 'Bilo kojim redom', ordered: 'Samo redom Mond, Sküs, Pagat', off: 'Nikad' },
      },
      trischakenBase: { label: 'Vrednost Trischakena', hint: 'Koliko Trischaken vredi pre bilo kakvog dupliranja.' },
      trischakenTalon: {
        label: 'Talon u Trischakenu',
        hint: 'Kome se računa šest karata talona.',
        choices: { none: 'Nikome', firstSixTricks: 'Po jedna uz prvih šest štihova', lastTrick: 'Sve uz poslednji štih', vorhandChooses: 'Bira Vorhand' },
      },
      trischakenStichzwang: {
        label: 'Obavezno nošenje štiha u Trischakenu',
        hint: 'Da li igrač mora da nosi štih kad može.',
        choices: { true: 'Da', false: 'Ne', vorhandChooses: 'Bira Vorhand' },
      },
      trischakenScoring: {
        label: 'Obračun Trischakena',
        hint: 'Kako se obračunava Trischaken.',
        choices: { wien: 'Beč: iz kase', ooe: 'Gornja Austrija: isplata po plasmanu', pairs: 'Dvojici najboljih plaćaju dvojica najslabijih' },
      },
      valatMode: {
        label: 'Valat (svi štihovi)',
        hint: 'Šta donose svi štihovi.',
        choices: { multiplier: 'Zamenjuje igru: četvorostruko tiho, osmostruko najavljeno', fixed: 'Stalna premija: 10 tiho, 20 najavljeno' },
      },
      silentFailuresCount: {
        label: 'Propale nenajavljene premije se računaju',
        hint: 'Nenajavljena premija koja propadne (Pagat izgubljen u poslednjem štihu) računa se protiv svoje strane.',
      },
      reservationMode: {
        label: 'Najavljene ptice i König ultimo',
        hint: 'Da li najavljena ptica ili kralj mora da se čuva za svoj štih.',
        choices: { hard: 'Čuva se za svoj štih, osim ako nema druge karte', soft: 'Sme da padne ranije, ali nikad ne nosi štih ranije' },
      },
      colourGameValatOrKontra: { label: 'Igre u boji: Valat ili Kontra, ne oboje', hint: 'U igri u boji protivnik sme da najavi Valat ili da kaže Kontra, ali ne oboje.' },
      ouvertReveal: {
        label: 'Šta pokazuje otvorena igra',
        hint: 'Koje ruke leže otvorene posle prvog štiha otvorene igre.',
        choices: { all: 'Sve četiri ruke', declarer: 'Samo ruka igrača' },
      },
      stopNegativeEarly: { label: 'Negativne igre se završavaju čim su izgubljene', hint: 'Bettel, Piccolo ili Zwiccolo se završava čim je izgubljen.' },
      premiumsExtra: {
        label: 'Dodatne premije',
        hint: 'Premije koje se u tarok igrama računaju pored uobičajenih.',
        choices: { mondfang: 'Mondfang (Mond je uhvaćen)', sack1: 'Sack (jedna strana napravi 45 poena ili više)', sack2: 'Doppelsack (55 poena ili više)' },
      },
      scoreLedger: {
        label: 'Rezultat partije',
        hint: 'Kako se vodi rezultat partije.',
        choices: { total: 'Sa Kontrom, kao kad se igra za novac', schrift: 'Turnirski rezultat, bez Kontre' },
      },
      trickHistory: {
        label: 'Štihovi za pregled',
        hint: 'Koje završene štihove deljenja igrači mogu da vide.',
        choices: { all: 'Sve štihove deljenja', last: 'Samo poslednji štih' },
      },
      showLeftTalon: { label: 'Druga polovina talona ostaje otvorena', hint: 'Polovina talona koju igrač nije uzeo leži licem nagore posle prvog štiha.' },
      doubleRounds: {
        label: 'Sledi dupli Radl',
        hint: 'Četiri deljenja se računaju dvostruko posle onoga što je označeno; ništa označeno: nikad.',
        choices: { trischaken: 'Trischakena', mondfang: 'Mondfanga', halfTime: 'Polovine partije' },
      },
    },
    tarot: {
      deals: { label: 'Deljenja u partiji', hint: '0: svako deli jednom. Ponovljena deljenja se ne računaju.' },
      firstDealer: { label: 'Prvi delilac', hint: 'Ko deli prvo deljenje.' },
      fivePlayerMode: {
        label: 'Kad igra petoro',
        hint: 'Kako igra petoro.',
        choices: { king_call: 'Igrač zove kralja (po 15 karata, talon od 3)', mort: 'Delilac pauzira, igraju ostala četvorica' },
      },
      excuseLastTrick: {
        label: 'Excuse u poslednjem štihu',
        hint: 'Kuda ide Excuse kad se odigra u poslednji štih, a nema šlema.',
        choices: { trick_winner: 'Strani koja nosi štih', always_changes_camp: 'Uvek drugoj strani' },
      },
      excuseChelemDefence: {
        label: 'Excuse dobija i šlem odbrane',
        hint: 'Excuse izigran u poslednji štih nosi ga i za odbranu koja je uzela sve ostale štihove, ne samo za napad.',
      },
      failedChelemDefenceAll: {
        label: 'Najavljen šlem, odbrana nosi sve štihove',
        hint: 'Šta napad gubi.',
        choices: { both_terms: 'Propali šlem i šlem odbrane (po −200)', defence_chelem_only: 'Samo šlem odbrane' },
      },
      discardedTrumpsInPoignee: {
        label: 'Odbačeni aduti se računaju u pokazivanje aduta',
        hint: 'Da li aduti koje je igrač morao da odbaci smeju ponovo da se pokažu kao pokazivanje aduta (poignée).',
        choices: { generalised: 'Uvek', triple_only: 'Samo za trostruko pokazivanje', never: 'Nikad' },
      },
      calledSuitLead: {
        label: 'Izigravanje pozvane boje (petoro)',
        hint: 'Prvo izigravanje ne sme da bude u pozvanoj boji: na koju kartu se zabrana odnosi.',
        choices: { first_card: 'Samo na prvu kartu deljenja', suit_setting_card: 'I na kartu posle prvo izigranog Excusea' },
      },
      partnerChelemShare: {
        label: 'Partner deli šlem (petoro)',
        hint: 'Pozvani partner dobija svoj deo šlema; isključeno: igrač dobija ceo deo napada.',
      },
      trickReview: {
        label: 'Štihovi za pregled',
        hint: 'Koje odigrane štihove igrači mogu ponovo da vide.',
        choices: { last: 'Poslednji štih', all: 'Sve štihove deljenja' },
      },
    },
  },
  profiles: {
    'tablanet/tablic-v1': { name: 'Tablić (srpski)', description: 'Uobičajena igra: žandar čisti sto, dama 12 i kralj 13 nose samo svoj rang, kec 1; 12 poena i table po ruci; do 101.' },
    'tablanet/tabinet-v1': { name: 'Tabinet (rumunski)', description: 'Kao Tablić, igra se do 151.' },
    'tablanet/tablanette1939-v1': { name: 'Tablanette (1939)', description: 'Dama 13, kralj 14, kec 1 ili 11, žandar čisti sto; tabla vredi koliko odnete karte; do 251.' },
    'tablanet/numeric-tablic-v1': { name: 'Tablić, žandar vredi 12', description: 'Žandar 12, dama 13, kralj 14, kec 1 ili 11, žandar je obična karta; 25 poena i table po ruci.' },
    'taleles/glogowatz-2019': {
      name: 'Glogonj (kako je zapisano)',
      description: 'Taleles kako su ga zapisali ljudi iz Glogonja u Banatu: odgovara se na boju i seče, bez obaveznog nadsecanja, Kontra na igru i na svako zvanje, Pitsch dobija partiju.',
    },
    'tarock/wien': { name: 'Beč (Wiener Tarockcup)', description: 'Pravila bečkih turnira: Zwiccolo, svako zvanje ptice sa svojim rangom, Kaiserstich, sa četiri kralja zove se dama, vidi se samo poslednji štih.' },
    'tarock/ooe': { name: 'Gornja Austrija (Tarockcup)', description: 'Pravila gornjoaustrijskog kupa: bez Zwiccola, Vorhand sme da otvori igrom i da drži, bez Kaiserstich, turnirski rezultat bez Kontre.' },
    'tarock/tirol': { name: 'Tirol (Tiroler Tarockcup)', description: 'Pravila tirolskog kupa: Kaiserstich samo redom Mond, Sküs, Pagat, Valat stalno 10/20, Mondfang i Säcke, Vorhand bira pravila Trischakena.' },
    'tarot/fft': { name: 'FFT (zvanična pravila)', description: 'Zvanična pravila Francuskog saveza za tarot (FFT).' },
    'tarot/fft-correspondence': { name: 'FFT, svi štihovi vidljivi', description: 'Zvanična pravila, svi štihovi deljenja ostaju vidljivi: deljenje koje se igra danima lakše se prati.' },
  },
};
