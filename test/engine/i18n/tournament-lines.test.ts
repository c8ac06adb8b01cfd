/**
 * A tournament's log reaches each reader in their language: each line's code and parameters are
 * rendered from the reader's catalogue (names joined as their language joins a list, bots named in
 * their words, the director's reason as written); a line from before the codes shows its English.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { nameList, type TournamentLine } from '../../../shared/tournament/log-lines.js';
import { setLocale } from '../../../web/i18n/index.js';
import '../../../web/i18n/tournament.js';
import { logLineText } from '../../../web/site/tournament-line.js';

const game = (id: string) => (id === 'tablanet' ? 'Tablanet' : id);
const text = (line: TournamentLine | undefined, detail = 'as written') => logLineText({ detail, ...(line ? { line } : {}) }, game);

describe('a tournament log line in the reader’s language', () => {
  afterAll(() => setLocale('en', false));

  it('English from the codes, with plurals and lists', async () => {
    await setLocale('en', false);
    expect(text({ code: 'created', params: { rounds: 1, game: 'tablanet', size: 2 } })).toBe('1 round of Tablanet at tables of 2');
    expect(text({ code: 'roundStarted', params: { round: 2, tables: 3, byes: nameList(['Ida', 'Jan']), bots: 1, duplicate: 1 } })).toBe(
      'round 2: 3 tables; bye for Ida and Jan; 1 bot seat; duplicate deals',
    );
    expect(text({ code: 'tableFinished', params: { round: 1, table: 2, names: nameList(['Ida']), bots: 1, count: 2, score: 101 } })).toBe(
      'round 1, table 2: Ida and a bot win with 101',
    );
  });

  it('French, Hungarian and Croatian readers each read their own words', async () => {
    await setLocale('fr', false);
    expect(text({ code: 'deadline', params: { round: 1, tables: '1,3', count: 2 } })).toBe(
      'ronde 1 : l’échéance est passée, les tables 1 et 3 jouent encore',
    );
    expect(text({ code: 'annulled', params: { round: 1, table: 2, reason: 'both agreed' } })).toBe('ronde 1, table 2 annulée : both agreed');
    await setLocale('hu', false);
    expect(text({ code: 'tableFinished', params: { round: 3, table: 1, names: nameList(['Ida']), bots: 0, count: 1, score: 1001 } })).toBe(
      '3. forduló, 1. asztal: Ida nyert, 1001 ponttal',
    );
    await setLocale('hr', false);
    expect(text({ code: 'roundStarted', params: { round: 1, tables: 3, byes: '', bots: 0, duplicate: 0 } })).toBe('kolo 1: 3 stola');
    expect(text({ code: 'finished', params: { names: nameList(['Ida', 'Jan']) } })).toBe('turnir je završen; prvo mjesto: Ida i Jan');
  });

  it('Bosnian says its own words and reads Croatian for the rest; Serbian Cyrillic is transliterated', async () => {
    await setLocale('bs', false);
    expect(text({ code: 'roundStarted', params: { round: 1, tables: 5, byes: '', bots: 0, duplicate: 0 } })).toBe('kolo 1: 5 stolova');
    expect(text({ code: 'replayed', params: { round: 1, table: 2 } })).toBe('kolo 1, sto 2 se igra ponovo');
    expect(text({ code: 'left', params: { name: 'Ida' } })).toBe('odjava: Ida');
    await setLocale('sr-Cyrl', false);
    expect(text({ code: 'roundClosed', params: { round: 2 } })).toBe('коло 2 је завршено');
  });

  it('a table won by a Pitsch or by a forfeit on time says so, in the reader\'s words', async () => {
    const finished = (how: Record<string, string>) => ({ code: 'tableFinished' as const, params: { round: 2, table: 1, names: nameList(['Ida']), bots: 0, count: 1, score: 340, ...how } });
    await setLocale('en', false);
    expect(text(finished({ how: 'pitschLost' }))).toBe('round 2, table 1: Ida wins with 340; Pitsch lost');
    expect(text(finished({ how: 'forfeit', forfeit: 'Jan' }))).toBe('round 2, table 1: Ida wins with 340; Jan ran out of time');
    expect(text(finished({ how: 'forfeit', forfeit: '' }))).toBe('round 2, table 1: Ida wins with 340; a bot ran out of time');
    await setLocale('ro', false);
    expect(text(finished({ how: 'pitschMade' }))).toBe('runda 2, masa 1: câștigă Ida cu 340; Pitsch reușit');
    await setLocale('hr', false);
    expect(text(finished({ how: 'forfeit', forfeit: 'Jan' }))).toBe('kolo 2, stol 1: pobjeđuje Ida s 340; Jan: isteklo vrijeme');
  });

  it('a line from before the codes shows its English detail', async () => {
    await setLocale('de', false);
    expect(text(undefined, 'Ida joined')).toBe('Ida joined');
  });
});
