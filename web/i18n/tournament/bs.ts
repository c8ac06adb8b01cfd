/**
 * Turniri na bosanskom: samo ono što se razlikuje od hrvatskog (hr.ts), koji bosanski čita kad
 * poruke ovdje nema (shared/locale.ts, `lookupOrder`).
 */
import type { TournamentKey } from '../tournament.js';

export const tournamentBs: Partial<Record<TournamentKey, string>> = {
  'tournament.intro':
    'Klupski turnir: više kola, novi stolovi u svakom kolu, niko ne susreće iste protivnike ponovo dok se to može izbjeći. Ti ga vodiš; ostali se prijavljuju tvojim linkom.',
  'tournament.profile.default': 'Podrazumijevana pravila igre',
  'tournament.teamSize': 'Učesnici',
  'tournament.duplicate': 'Duplikat dijeljenja: svaki sto u kolu igra iste karte, mjesto za mjesto',
  'tournament.botsFill': 'Botovi popunjavaju posljednji sto (umjesto slobodnog kola)',
  'tournament.mine': 'Turniri u ovom pretraživaču',
  'tournament.share': 'Pošalji ovaj link učesnicima:',
  'tournament.entrants': 'Učesnici ({n})',
  'tournament.joined': 'Učestvuješ.',
  'tournament.table': 'Sto {n}',
  'tournament.table.open': 'Otvori sto',
  'tournament.table.status.replaced': 'ponovo odigran',
  'tournament.replay': 'Igraj ponovo',
  'tournament.replace.entrant': 'Učesnik',
  'tournament.confirm.annul': 'Poništiti sto {n}? Njegov rezultat se neće računati.',
  'tournament.confirm.replay': 'Ponovo odigrati sto {n} za novim stolom?',
  'tournament.log': 'Šta se desilo',
  'tournament.embed': 'Na web-stranici tvog kluba',
  'standings.byeRule': 'Slobodno kolo ili poništen sto dobija prosjek kola.',
  'tournament.line.roundStarted': 'kolo {round}: {tables, plural, one {# sto} few {# stola} other {# stolova}}',
  'tournament.line.annulled': 'kolo {round}, sto {table}: poništen',
  'tournament.line.replayed': 'kolo {round}, sto {table} se igra ponovo',
  'tournament.line.deadline': '{count, plural, one {kolo {round}: rok je istekao, sto {tables} još igra} other {kolo {round}: rok je istekao, stolovi {tables} još igraju}}',
  'tournament.line.tableFinished': '{count, plural, one {kolo {round}, sto {table}: pobjeđuje {names} sa {score}} other {kolo {round}, sto {table}: pobjeđuju {names} sa {score}}}',
  'tournament.line.tableEnded': 'kolo {round}, sto {table}: završeno',
};
