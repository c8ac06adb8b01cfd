/**
 * Bosanski katalog (ijekavski): samo poruke koje se razlikuju od hrvatskih (hr.ts). Poruku koje ovdje
 * nema bosanski čita iz hrvatskog kataloga (shared/locale.ts, `lookupOrder`: bs → hr), jer su oba
 * ijekavska i većinom iste riječi; ovdje stoje bosanske riječi (sto, ko, šta, tačno, hiljada,
 * pretraživač, salon, -isati…). Kad se hrvatska poruka promijeni, provjeri vrijedi li i za bosanski. Izrazi
 * Tablića kako ih igrači govore: tabla, žandar, kec; izrazi drugih igara (Bela, Kontra, Pagat…)
 * ostaju. Riječi za provjeru izvornih govornika: docs/translations.md.
 */
import type { LocaleCatalogue } from './keys.js';

export const bs: Partial<LocaleCatalogue> = {
  'nav.new': 'Novi sto',

  'game.tablanet.blurb': 'Tablić, balkanska igra nošenja: nosiš karte sa stola prema vrijednosti, a kad očistiš sto — tabla. 2–4 igrača.',
  'game.start': 'Otvori sto za {game}',

  'me.hint': 'Bez lozinke: ovaj pretraživač čuva ključ za tebe.',

  'create.company.people.hint': 'Pošalješ im link.',
  'create.byLot': 'Žrijebom',
  'create.defaultName': '{game} sa {name}',
  'embed.private.invite': 'Ovaj sto je privatan pa isječci nose njegovu pozivnicu: svako ko čita tvoju stranicu može gledati sto i, s imenom, zauzeti slobodno mjesto. Stavi ih samo na stranicu za ljude koje pozivaš.',
  'embed.private.none': 'Ovaj sto je privatan, a ovaj preglednik ne zna njegovu pozivnicu pa isječci prikazuju sto samo njegovim igračima (s njihovim tokenom). Otvori ovu stranicu preko linka pozivnice ili u pregledniku koji je napravio sto da dobiješ isječke s pozivnicom.',
  'create.title': 'Novi sto',
  'create.visibility': 'Ko može sjesti',
  'create.visibility.public': 'Svako (sto se vidi u salonu)',
  'create.visibility.private': 'Samo ko ima pozivni link',
  'create.lobby': 'Salon',
  'create.submit': 'Napravi sto',
  'create.done': 'Sto je spreman.',
  'create.open': 'Idi za sto',

  'lobby.name': 'Salon „{name}”',

  'mine.noPlayer': 'Prvo izaberi ime da bi igrao.',

  'table.notFound': 'Ovaj sto ne postoji.',
  'table.centre': 'Sto',
  'table.spectator': 'Gledaš ovaj sto.',
  'table.claimConfirm': 'Tražiš sve preostale štihove? Sto odmah odigra dijeljenje do kraja.',

  'capture.trail': 'Baci {card} na sto',

  'verb.choose': 'Izaberi',

  'tablanet.empty': 'Sto je prazan.',
  'tablanet.item.aces': 'Kečevi',



  'embed.title': 'Stavi ovaj sto na svoje web-mjesto',
  'embed.script': 'Web-komponenta (preporučeno): zalijepi ova dva retka tamo gdje se sto treba pojaviti.',
  'embed.lobby': 'Salon tvog kluba, s otvorenim stolovima:',

  'error.network': 'Nema veze s serverom.',
  'error.unauthorized': 'Tvoj ključ više ne vrijedi. Izaberi ime i dobit ćeš novi.',

  'problem.SEAT_TAKEN': 'Neko drugi je zauzeo to mjesto.',
  'problem.TABLE_FULL': 'Sto je pun.',
  'problem.RATE_LIMITED': 'Previše zahtjeva odjednom; sačekaj malo i pokušaj ponovno.',
  'problem.BAD_REQUEST': 'Server nije razumio ovaj zahtjev; ponovo učitaj stranicu i pokušaj ponovo.',
  'problem.UNAUTHORIZED': 'Nisi prijavljen ili je tvoj ključ istekao: izaberi ime ili se ponovo prijavi.',
  'problem.IDEMPOTENCY_MISMATCH': 'Pod istom oznakom već je poslan drugi potez; ponovo učitaj sto i pokušaj ponovo.',
  'problem.UPGRADE_REQUIRED': 'Veza uživo sa stolom nije se mogla otvoriti; ponovo učitaj stranicu.',
  'problem.BAD_NOTATION': 'To nije potez ove igre; ponovo učitaj sto i pokušaj ponovo.',
  'problem.BAD_SEAT': 'Ovaj sto nema takvo mjesto.',
  'problem.METHOD_NOT_ALLOWED': 'Server ovdje ne prima ovaj zahtjev; ponovo učitaj stranicu i pokušaj ponovo.',
  'problem.INTERNAL': 'Kod nas je nešto pošlo naopako; pokušaj ponovo za trenutak.',
  'problem.BAD_SEATS': 'Mjesta se ne slažu: provjeri koliko ima igrača i ko gdje sjedi.',
  'problem.UNKNOWN_PROFILE': 'Ova igra nema takva kućna pravila; izaberi druga.',
  'problem.PASSKEY_REFUSED': 'Pristupni ključ nije se mogao sačuvati; pokušaj ponovo ili na drugom uređaju.',
  'problem.DEAL_NOT_CLOSED': 'Ovo dijeljenje još nije gotovo za sve; sačekaj da se odigra do kraja.',
  'problem.TOO_FEW_ENTRANTS': 'Premalo se igrača prijavilo za ovo kolo; sačekaj još prijava ili pusti botove da popune stolove.',
  'problem.TEAM_TOO_LARGE': 'Jedna ekipa u ovom kolu ima više igrača nego što ima stolova; smanji ekipe ili sačekaj još prijava.',

  'language.browser': 'Jezik pretraživača',

  'rank.A': 'kec',
  'rank.J': 'žandar',
  'grank.A': 'kec (Daus)',

  'corr.chat.system': 'Sto',
  'corr.line.back': '{name} je ponovo na mjestu {seat}',
  'corr.line.rematch': '{name} traži revanš: svi se pomjeraju za jedno mjesto',

  'corr.premove.offer': 'Još nisi na potezu. Pripremiti {card} za tvoj sljedeći potez?',
  'corr.premove.queue': 'Sačuvaj ovu kartu',
  'corr.premove.title': 'Tvoji pripremljeni potezi',
  'corr.premove.cancelLabel': 'Poništi pripremljeni potez {action}',

  'corr.rematch.open': 'Idi za sto revanša',

  'corr.settings.noPlayer': 'Prvo izaberi ime da bi imao postavke.',
  'corr.notify.title': 'Obavještenja',
  'corr.notify.save': 'Sačuvaj',
  'corr.notify.saved': 'Sačuvano.',
  'corr.notify.push': 'Obavještenja u pretraživaču',
  'corr.notify.pushOn': 'Uključi u ovom pretraživaču',
  'corr.notify.pushCount': '{n, plural, one {prijavljen # pretraživač} few {prijavljena # pretraživača} other {prijavljeno # pretraživača}}',
  'corr.notify.pushUnsupported': 'Ovaj pretraživač ne može primati push obavještenja.',
  'corr.notify.language': 'Jezik obavještenja',

  'turns.next': 'Sljedeći sto gdje sam na potezu',
  'turns.nextNamed': 'Sljedeći sto gdje sam na potezu: {table}',
  'push.done': 'Gotovo: ovaj pretraživač će ti javiti kad si na potezu. To možeš promijeniti u postavkama.',
  'push.failed': 'Pretraživač nije dopustio obavještenja ({detail}). U postavkama možeš pokušati ponovno.',

  'offer.text': 'Dodaj pristupni ključ (passkey) pa se možeš prijaviti na računaru ili novom telefonu i igrati dalje.',
  'offer.cancelled': 'Pristupni ključ nije napravljen (otkazano ili nije dozvoljeno).',

  'table.queued': 'Pripremljeno za tvoj sljedeći potez: {cards}',
  'table.queuedCard': 'pripremljeno kao potez {n}',
  'nav.menu': 'Meni',
  'replay.dealNotClosed': 'Dijeljenje {n} može se pregledati sa otvorenim kartama kad njegove karte više nisu važne: nakon dijeljenja (u Tabliću nakon cijele ruke).',
  'replay.backToTable': 'Nazad za sto',
};
