/**
 * A refusal reaches the player by its code in their language, not as the server's English detail —
 * among them the refusals a player meets on the site: a challenge already answered, a table that has
 * started or has not, a rematch asked for before the end.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../web/api/client.js';
import { problemText } from '../../web/core/texts.js';
import { setLocale } from '../../web/i18n/index.js';

const refused = (code: string) => new ApiError(409, code, 'this challenge was accepted already');

describe('a refusal in the player’s language', () => {
  afterAll(() => setLocale('en', false));

  it('French and Romanian say why, without the English detail', async () => {
    await setLocale('fr', false);
    expect(problemText(refused('CHALLENGE_CLOSED'))).toBe('Ce défi n’est plus ouvert.');
    expect(problemText(refused('NOT_STARTED'))).toBe('La partie commence quand toutes les places sont prises.');
    await setLocale('ro', false);
    expect(problemText(refused('MATCH_STARTED'))).toBe('Partida a început deja.');
  });

  it('a refusal at the table reads in Hungarian, a sign-in refusal on the site in Bosnian (through Croatian where the words agree)', async () => {
    await import('../../web/i18n/site.js');
    await setLocale('hu', false);
    expect(problemText(refused('UNKNOWN_CARD'))).toBe('Ez a lap nincs benne a játék paklijában.');
    await setLocale('bs', false);
    expect(problemText(refused('SIGN_IN_FAILED'))).toBe('Prijava nije uspjela: kod ili pristupni ključ nije ispravan ili je istekao — zatraži novi kod.');
    expect(problemText(refused('BAD_SEAT'))).toBe('Ovaj sto nema takvo mjesto.');
  });

  it('a code the site has no words for still shows the server’s detail', async () => {
    await setLocale('en', false);
    expect(problemText(refused('SOMETHING_NEW'))).toBe('Something went wrong: this challenge was accepted already');
  });
});
