/**
 * A "finished" notification says how the match ended (issue 20), from the outcome's result code: a
 * Pitsch made or lost, a forfeit on time and whose time ran out, first place shared; a plain win with
 * its score. An event without its outcome still reads as a win with its score.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../shared/locale.js';
import type { NotifyEvent } from '../../../worker/notify/event.js';
import { noticeText } from '../../../worker/notify/notice.js';

type Outcome = NonNullable<NotifyEvent['outcome']>;

const table = { id: 't1', name: 'Eck', game: 'taleles' };
const base = { scores: [0, 0, 0], winners: [1], ranks: [2, 1, 2], summary: '' };

function finished(outcome: Pick<Outcome, 'result'> & Partial<Outcome>, winners: readonly string[], more: Partial<NotifyEvent> = {}): NotifyEvent {
  return { kind: 'finished', table, seat: 0, at: '2026-12-02T10:00:00Z', outcome: { ...base, ...outcome }, winners, ...more };
}

const pitsch = (made: boolean) => finished({ result: { code: 'pitsch', seats: [1], made, others: [0] } }, ['Ben']);
const forfeit = finished(
  { result: { code: 'forfeit', seat: 0, partners: [], seats: [1, 2] }, forfeit: { seat: 0, reason: 'timeout' } },
  ['Ben', 'Cara'],
  { forfeited: 'Ana' },
);
const shared = finished({ result: { code: 'shared', seats: [0, 2], score: 54 } }, ['Ana', 'Cara'], { score: 54 });
const won = finished({ result: { code: 'won', seats: [1], score: 104, others: [16] } }, ['Ben'], { score: 104 });

describe('a finished match in the notification', () => {
  it('says whether the Pitsch was made or lost', () => {
    expect(noticeText(pitsch(true), 'en')).toBe('Eck has ended: the Pitsch was made; Ben won');
    expect(noticeText(pitsch(false), 'en')).toBe('Eck has ended: the Pitsch was lost; Ben won');
    expect(noticeText(pitsch(true), 'de')).toBe('Eck ist zu Ende: Der Pitsch ist gemacht; Ben gewinnt');
    expect(noticeText(pitsch(false), 'hu')).toBe('Véget ért: Eck: a Pitsch elbukott; Ben nyert');
  });

  it('says whose time ran out in a forfeit, and who won', () => {
    expect(noticeText(forfeit, 'en')).toBe('Eck has ended: Ana ran out of time; Ben and Cara won');
    expect(noticeText(forfeit, 'fr')).toBe('Eck est terminée : Ana perd au temps ; Ben et Cara gagnent');
    expect(noticeText(forfeit, 'ro')).toBe('Eck s-a încheiat: Ana a pierdut la timp; Ben și Cara au câștigat');
    expect(noticeText(forfeit, 'sr-Cyrl')).toBe('Партија Eck је готова (Ana: истекло време); Ben и Cara су победили');
    expect(noticeText(forfeit, 'bs')).toBe('Partija Eck je gotova (Ana: isteklo vrijeme); Ben i Cara su pobijedili');
  });

  it('says a shared first place as shared, a win with its score', () => {
    expect(noticeText(shared, 'en')).toBe('Eck has ended: Ana and Cara share first place with 54 points');
    expect(noticeText(shared, 'bs')).toBe('Partija Eck je gotova: Ana i Cara dijele prvo mjesto sa 54 boda');
    expect(noticeText(won, 'en')).toBe('Eck has ended: Ben won with 104 points');
    expect(noticeText({ ...won, outcome: undefined }, 'de')).toBe('Eck ist zu Ende: Ben gewinnt mit 104 Punkten');
  });

  it('every language says a Pitsch and a forfeit in its own words, not English', () => {
    const english = [noticeText(pitsch(true), 'en'), noticeText(pitsch(false), 'en'), noticeText(forfeit, 'en')];
    for (const locale of ['de', 'fr', 'hu', 'ro', 'sr-Latn', 'sr-Cyrl', 'hr', 'bs'] satisfies Locale[]) {
      const texts = [noticeText(pitsch(true), locale), noticeText(pitsch(false), locale), noticeText(forfeit, locale)];
      expect(texts.filter((text) => english.includes(text)), locale).toEqual([]);
      expect(texts[2], locale).toContain('Ana');
    }
  });
});
