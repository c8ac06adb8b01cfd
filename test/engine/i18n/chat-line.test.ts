/**
 * The table's own chat lines reach each reader in their language: the code and its parameters are
 * rendered from the reader's catalogue, the instant in their format and the winners joined as their
 * language joins a list; a line from before the codes shows its English text as it was written.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../shared/protocol-correspondence.js';
import { systemLineEnglish, type SystemLine } from '../../../shared/system-chat.js';
import { chatText } from '../../../web/core/chat-line.js';
import { setLocale } from '../../../web/i18n/index.js';

const message = (line?: SystemLine, text = 'as written'): ChatMessage => ({
  id: 1, seat: null, name: 'Stammtisch', text, ...(line ? { line } : {}), system: true, at: '2026-12-02T09:00:00.000Z',
});

const forfeit: SystemLine = { code: 'forfeit', params: { name: 'Ben', seat: 1, winners: '0,2', count: 2 } };

describe('a line of the table in the reader’s language', () => {
  afterAll(() => setLocale('en', false));

  it('English for the API, from the same code', () => {
    expect(systemLineEnglish(forfeit)).toBe('Ben (seat 1) forfeits on time; seats 0 and 2 win');
    expect(systemLineEnglish({ code: 'vacation', params: { name: 'Ana', until: '2026-12-05T10:30:00.000Z' } })).toBe(
      'Ana is on vacation until 2026-12-05 10:30 UTC: their clock stands still',
    );
  });

  it('French, German and Croatian readers each read their own words, plurals and lists', async () => {
    await setLocale('fr', false);
    expect(chatText(message(forfeit))).toBe('Ben (place 1) perd au temps ; les places 0 et 2 gagnent');
    await setLocale('de', false);
    expect(chatText(message({ code: 'rematch', params: { name: 'Ana' } }))).toBe('Ana will eine Revanche: alle rücken einen Platz weiter');
    await setLocale('hr', false);
    expect(chatText(message({ ...forfeit, params: { ...forfeit.params, winners: '0', count: 1 } }))).toBe('Ben (mjesto 1) gubi zbog vremena; pobjeđuje mjesto 0');
  });

  it('Bosnian says its own words and reads Croatian for the rest', async () => {
    await setLocale('bs', false);
    expect(chatText(message({ code: 'back', params: { name: 'Ana', seat: 2 } }))).toBe('Ana je ponovo na mjestu 2');
    expect(chatText(message({ code: 'takeOver', params: { name: 'Ana', seat: 2, before: 'Ben' } }))).toBe('Ana preuzima mjesto 2 od igrača Ben');
  });

  it('an old line without a code, and a player’s message, show as written', async () => {
    await setLocale('fr', false);
    expect(chatText(message(undefined, 'Ben is back at seat 1'))).toBe('Ben is back at seat 1');
  });
});
