/**
 * Riječi obrasca za novi sto, na bosanskom (vidi ../options.ts): samo one koje se razlikuju od
 * hrvatskih (./options-hr.ts). Sve ostalo bosanski čitalac čita na hrvatskom (shared/locale.ts).
 */
import type { OwnOptionCatalogue } from './types.js';

export const optionsBs: OwnOptionCatalogue = {
  options: {
    tablanet: {
      teams4: { hint: 'Partneri sjede jedan nasuprot drugome: mjesta 1 i 3 protiv mjesta 2 i 4. Isključeno: svako igra za sebe.' },
      valueScheme: { choices: { sweepJack: 'Žandar čisti sto; dama 12 i kralj 13 nose samo svoj rang', numeric: 'Žandar 12, dama 13, kralj 14; svaka karta može nositi zbirove', tablanette1939: 'Žandar čisti sto; dama 13 i kralj 14 nose i zbirove (Tablanette 1939)' } },
      aceValues: { label: 'Koliko vrijedi kec', hint: 'Vrijednost keca kad nosi ili kad se nosi u zbiru.', choices: { auto: 'Kako kažu vrijednosti karata (1 kad žandar čisti sto, inače 1 ili 11)' } },
      captureOptional: { hint: 'Igrač smije spustiti kartu na sto iako bi njome mogao nešto nositi (žandar svejedno čisti sto).' },
      jackSweepIsTabla: { label: 'Čišćenje žandarom je tabla', hint: 'Ko žandarom očisti sto, dobiva tablu.' },
      lastPlayTabla: { hint: 'Ko očisti sto posljednjom kartom iz ruke, i on dobiva tablu.' },
      mostCardsTie: { hint: 'Ko dobiva 3 boda za najviše karata kad su dvije strane nosile jednako mnogo.', choices: { none: 'Niko' } },
      scoring: { hint: 'Šta se broji na kraju svake ruke.', choices: { seed: 'Najviše karata 3, 10♦ 3, 2♣ 2, svaki kec 1, svaka tabla 1', tablic22: 'Najviše karata 3, 10♦ 2, 2♣ 1, svaki kec, slika i desetka 1, svaka tabla 1' } },
      openingJacks: { label: 'Žandar među prvim kartama na stolu', hint: 'Žandar okrenut za početni sto ide pod špil ili ostaje na stolu.', choices: { auto: 'Pod špil kad žandar čisti sto, inače ostaje' } },
      showCapturedPiles: { hint: 'Svako smije pregledati karte koje je svaka strana odnijela.' },
      building: { hint: 'Građenje zbirova na stolu kao u Kazinu nije dio Tablića.' },
    },
    taleles: {
      partnerExemption: { hint: 'Ko ne može odgovoriti na boju ne mora sjeći dok njegov partner nosi štih.' },
      kontraScope: { hint: 'Šta Kontra duplira.' },
      maxDoublingLevel: { label: 'Najviši stepen Kontre', hint: 'Koliko se puta ulog smije duplirati; ostavi prazno za bez ograničenja.' },
      tieRule: { label: 'Tačno pola bodova', hint: 'Šta biva kad strana koja je izabrala aduta napravi tačno pola bodova.', choices: { burdenLoses: 'Gubi strana koja je izabrala aduta ili posljednja duplirala' } },
      threePlayerGoal: { label: 'Šta treba onome ko bira aduta kad igraju trojica' },
      belaAlwaysKept: { hint: 'Bela se računa onome ko je ima čak i kad je dijeljenje izgubljeno.' },
      firstDealer: { hint: 'Ko dijeli prvo dijeljenje.' },
    },
    tarock: {
      rounds: { label: 'Dužina partije (Radl)', hint: 'Radl su četiri dijeljenja: svako dijeli jednom.' },
      forehandMayHold: { hint: 'Vorhand smije preuzeti najvišu ponudu na istom stepenu („držim”).' },
      fourKingsCall: { hint: 'Šta smije igrač koji ima sva četiri kralja u igri sa zvanjem.' },
      trischakenBase: { hint: 'Koliko Trischaken vrijedi prije bilo kakvog dupliranja.' },
      trischakenScoring: { choices: { wien: 'Beč: iz kase' } },
      valatMode: { hint: 'Šta donose svi štihovi.' },
      ouvertReveal: { label: 'Šta pokazuje otvorena igra' },
    },
    tarot: {
      deals: { hint: '0: svako dijeli jednom. Ponovljena dijeljenja se ne računaju.' },
      firstDealer: { hint: 'Ko dijeli prvo dijeljenje.' },
      excuseLastTrick: { hint: 'Kuda ide Excuse kad se odigra u posljednji štih, a nema šlema.' },
      excuseChelemDefence: { label: 'Excuse dobiva i šlem odbrane', hint: 'Excuse izigran u posljednji štih nosi ga i za odbranu koja je uzela sve ostale štihove, ne samo za napad.' },
      failedChelemDefenceAll: { label: 'Najavljen šlem, odbrana nosi sve štihove', hint: 'Šta napad gubi.', choices: { both_terms: 'Propali šlem i šlem odbrane (po −200)', defence_chelem_only: 'Samo šlem odbrane' } },
    },
  },
  profiles: {
    'tablanet/tablic-v1': { description: 'Uobičajena igra: žandar čisti sto, dama 12 i kralj 13 nose samo svoj rang, kec 1; 12 bodova i table po ruci; do 101.' },
    'tablanet/tabinet-v1': { name: 'Tabinet (rumunski)' },
    'tablanet/tablanette1939-v1': { description: 'Dama 13, kralj 14, kec 1 ili 11, žandar čisti sto; tabla vrijedi koliko odnesene karte; do 251.' },
    'tablanet/numeric-tablic-v1': { name: 'Tablić, žandar vrijedi 12', description: 'Žandar 12, dama 13, kralj 14, kec 1 ili 11, žandar je obična karta; 25 bodova i table po ruci.' },
    'tarot/fft': { name: 'FFT (zvanična pravila)', description: 'Zvanična pravila Francuskog saveza za tarot (FFT).' },
    'tarot/fft-correspondence': { description: 'Zvanična pravila, svi štihovi dijeljenja ostaju vidljivi: dijeljenje koje se igra danima lakše se prati.' },
  },
};
