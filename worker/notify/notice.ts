/**
 * The sentence a notification says, written when it is sent, in the language of the player it goes
 * to (their choice, else their browser's; worker/notify/notifier.ts). Events carry facts — table
 * names, seats, times, public moves — and the catalogues in ./messages/ say them.
 */
import { formatMessage, lookupOrder, type Locale, type MessageParams } from '../../shared/locale.js';
import { toCyrillic } from '../../shared/i18n/serbian-script.js';
import type { NotifyEvent } from './event.js';
import { noticeBs } from './messages/bs.js';
import { noticeDe } from './messages/de.js';
import { noticeEn, type NoticeCatalogue, type NoticeKey } from './messages/en.js';
import { noticeFr } from './messages/fr.js';
import { noticeHr } from './messages/hr.js';
import { noticeHu } from './messages/hu.js';
import { noticeRo } from './messages/ro.js';
import { noticeSrLatn } from './messages/sr-Latn.js';

const cyrillic = (c: NoticeCatalogue): NoticeCatalogue =>
  Object.fromEntries(Object.entries(c).map(([key, text]) => [key, toCyrillic(text)])) as NoticeCatalogue;

export const NOTICE_CATALOGUES: Readonly<Record<Locale, Partial<NoticeCatalogue>>> = {
  en: noticeEn,
  de: noticeDe,
  fr: noticeFr,
  hu: noticeHu,
  ro: noticeRo,
  'sr-Latn': noticeSrLatn,
  'sr-Cyrl': cyrillic(noticeSrLatn),
  hr: noticeHr,
  bs: noticeBs,
};

/** One message of the notification catalogue in `locale`. */
export function notice(locale: Locale, key: NoticeKey, params?: MessageParams): string {
  const text = lookupOrder(locale).map((l) => NOTICE_CATALOGUES[l][key]).find((x) => x !== undefined) ?? noticeEn[key];
  return formatMessage(locale, text, params);
}

/** A date and time as the language writes it, in UTC (the zone named), e.g. "2 déc. 2026, 07:00 UTC". */
export function noticeTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC', timeZoneName: 'short' }).format(new Date(iso));
}

const list = (names: readonly string[], locale: Locale): string => new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);

/** The sentence of `event` in `locale`. */
export function noticeText(event: NotifyEvent, locale: Locale): string {
  const table = event.table?.name ?? '';
  switch (event.kind) {
    case 'turn': {
      const moves = (event.moves ?? []).map((m) => `${m.name} ${m.action}`).join(', ');
      const head = moves ? notice(locale, 'turnMoves', { table, moves }) : notice(locale, 'turn', { table });
      return event.deadline ? `${head} ${notice(locale, 'due', { time: noticeTime(event.deadline, locale) })}` : head;
    }
    case 'reminder':
      return notice(locale, 'reminder', { table, time: noticeTime(event.deadline ?? event.at, locale) });
    case 'timeout':
      return notice(locale, 'timeout', { table, time: noticeTime(event.graceUntil ?? event.deadline ?? event.at, locale) });
    case 'standin':
      return notice(locale, 'standin', { table });
    case 'finished':
      return finishedText(event, table, locale);
    case 'rematch':
      return notice(locale, 'rematch', { by: event.by ?? '', table, seat: (event.newSeat ?? 0) + 1 });
    case 'digest': {
      const tables = event.tables ?? [];
      return notice(locale, 'digest', { n: tables.length, names: tables.map((t) => t.name).join(', ') });
    }
    case 'test':
      return notice(locale, 'test', { name: event.player ?? '' });
  }
}

/**
 * How the match ended, by its result's code: a Pitsch made or lost (Taleles §12), a forfeit on time and
 * by whom, first place shared; else the winners and their score (also for an event without its outcome).
 */
function finishedText(event: NotifyEvent, table: string, locale: Locale): string {
  if (event.winners === undefined) return notice(locale, 'finished', { table });
  if (event.winners.length === 0) return notice(locale, 'finishedDraw', { table });
  const winners = { table, names: list(event.winners, locale), count: event.winners.length };
  const result = event.outcome?.result;
  switch (result?.code) {
    case 'pitsch':
      return notice(locale, result.made ? 'finishedPitschMade' : 'finishedPitschLost', winners);
    case 'forfeit':
      if (event.forfeited !== undefined) return notice(locale, 'finishedForfeit', { ...winners, name: event.forfeited });
      break;
    case 'shared':
      return notice(locale, 'finishedShared', { ...winners, score: result.score });
    case 'won':
    case 'draw':
    case undefined:
      break;
  }
  return notice(locale, 'finishedWon', { ...winners, score: event.score ?? 0 });
}
