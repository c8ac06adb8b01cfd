/**
 * The site says how a match ended from the outcome's code, in the reader's language: a Pitsch made or
 * lost, a shared first place, a forfeit on time — never the engine's English summary.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { OutcomeResultWire } from '../../shared/protocol.js';
import { outcomeText } from '../../web/core/texts.js';
import { setLocale } from '../../web/i18n/index.js';

const names = ['Ana', 'Ben', 'Cara', 'Dan'];
const name = (seat: number) => names[seat]!;
const outcome = (scores: number[], winners: number[], result: OutcomeResultWire) => ({ scores, winners, result, summary: 'English words' });

const pitschLost = outcome([0, 240, 0, 240], [1, 3], { code: 'pitsch', seats: [1, 3], made: false, others: [0] });
const shared = outcome([12, -30, 12, 6], [0, 2], { code: 'shared', seats: [0, 2], score: 12, deals: 8 });
const forfeit = outcome([61, 40], [0], { code: 'forfeit', seat: 1, partners: [], seats: [0] });
const won = outcome([104, 102], [0], { code: 'won', seats: [0], score: 104, others: [102] });

describe('how a match ended, in the reader’s language', () => {
  afterAll(() => setLocale('en', false));

  it('French', async () => {
    await setLocale('fr', false);
    expect(outcomeText(won, name)).toBe('Ana gagne avec 104 points.');
    expect(outcomeText(pitschLost, name)).toBe('Ben et Dan gagnent : le Pitsch a chuté.');
    expect(outcomeText(shared, name)).toBe('Ana et Cara partagent la première place avec 12 points.');
    expect(outcomeText(forfeit, name)).toBe('Ben perd au temps ; Ana gagne.');
  });

  it('Croatian', async () => {
    await setLocale('hr', false);
    expect(outcomeText(won, name)).toBe('Ana je pobijedio s 104 boda.'); // 2–4 (but 12–14) take the paucal: 104 boda, 105 bodova
    expect(outcomeText(outcome([105, 102], [0], { code: 'won', seats: [0], score: 105, others: [102] }), name)).toBe('Ana je pobijedio s 105 bodova.');
    expect(outcomeText(pitschLost, name)).toBe('Ben i Dan su pobijedili: Pitsch je pao.');
    expect(outcomeText(forfeit, name)).toBe('Ben: isteklo vrijeme; Ana je pobijedio.');
  });

  it('English, and an outcome stored before the codes from its winners and scores', async () => {
    await setLocale('en', false);
    expect(outcomeText(pitschLost, name)).toBe('Ben and Dan won: the Pitsch was lost.');
    expect(outcomeText({ scores: [50, 50], winners: [] }, name)).toBe('A draw at 50 points.');
    expect(outcomeText({ scores: [104, 102], winners: [0] }, name)).toBe('Ana won with 104 points.');
  });
});
