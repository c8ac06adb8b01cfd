/**
 * Uređaji i prijava na bosanskom: samo ono što se razlikuje od hrvatskog (hr.ts), koji bosanski
 * čita kad poruke ovdje nema (shared/locale.ts, `lookupOrder`).
 */
import type { AccountKey } from '../accounts.js';

export const accountsBs: Partial<Record<AccountKey, string>> = {
  'account.intro': 'Igraj dalje s mobitela, računara ili tableta: svaki uređaj se prijavljuje za sebe i može se odjaviti za sebe.',
  'account.noPlayer': 'Ovaj pretraživač nije prijavljen.',
  'account.passkeys.intro': 'Pristupni ključ te prijavljuje na novom uređaju bez lozinke: telefon ili računar potvrđuje otiskom prsta, licem ili PIN-om.',
  'account.passkeys.unsupported': 'Ovaj pretraživač ne može koristiti pristupne ključeve. Poveži ovaj uređaj kodom.',
  'account.passkeys.save': 'Sačuvaj',
  'account.passkeys.cancelled': 'Pristupni ključ nije napravljen (otkazano ili nije dozvoljeno).',
  'account.passkeys.synced': 'sinhronizovan',
  'account.recovery.shown': 'Tvoj kod za oporavak — prikazuje se samo sada. Odštampaj ga ili ga zapiši:',
  'account.recovery.print': 'Odštampaj',
  'account.delete': 'Obriši moj račun',
  'account.delete.confirm': 'Da, obriši moj račun zauvijek',
  'signin.new': 'Nov si ovdje? Samo izaberi ime kad sjedneš za sto.',
  'signin.already': 'Ovaj pretraživač je prijavljen kao {name}.',
};
