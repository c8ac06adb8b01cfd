/**
 * A chat message as its reader sees it: a line of the table itself (shared/system-chat.ts) in the
 * reader's language, its instant in their time zone and the winning seats joined as their language
 * joins a list; a player's message, and a table's line from before the codes, as written.
 */
import type { ChatMessage } from '../../shared/protocol-correspondence.js';
import { localeTag, t } from '../i18n/index.js';

export function chatText(m: ChatMessage): string {
  if (!m.line) return m.text;
  const params = { ...m.line.params };
  if (typeof params.until === 'string') {
    params.until = new Intl.DateTimeFormat(localeTag(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(params.until));
  }
  if (typeof params.winners === 'string') params.winners = new Intl.ListFormat(localeTag(), { type: 'conjunction' }).format(params.winners.split(','));
  return t(`corr.line.${m.line.code}`, params);
}
