/**
 * Strings of correspondence play at the table (docs/correspondence.md): clocks, time control and absence
 * policy, chat, pre-moves, rematch. Spread into en.ts; the German ones are in correspondence-de.ts. The
 * create form's clock fields and the vacation and notification settings are the site's (site.ts).
 */
import { SYSTEM_LINES_EN, type SystemLineCode } from '../../shared/system-chat.js';

/** The table's own chat lines (shared/system-chat.ts), under `corr.line.<code>`. */
const linesEn = Object.fromEntries(Object.entries(SYSTEM_LINES_EN).map(([code, text]) => [`corr.line.${code}`, text])) as {
  readonly [K in SystemLineCode as `corr.line.${K}`]: (typeof SYSTEM_LINES_EN)[K];
};

export const corrEn = {
  ...linesEn,
  'corr.untimed': 'Untimed',
  'corr.perMove': '{time} per move',
  'corr.reserve': 'reserve {time}, +{inc} per move up to {cap}',
  'corr.weekendsOff': 'weekends off',
  'corr.absence.standin': 'if time runs out: a stand-in bot plays after {grace}',
  'corr.absence.forfeit': 'if time runs out: the seat forfeits after {grace}',
  'corr.autoPlay': 'single choices are played automatically',
  'corr.bots': 'bots: {level}',
  'corr.level.beginner': 'beginner',
  'corr.level.club': 'club player',
  'corr.level.strong': 'strong',
  'corr.timeLeft': '{time} left',
  'corr.reserveLeft': 'reserve {time}',
  'corr.overdue': 'time is up',
  'corr.vacation': 'on vacation',
  'corr.standIn': 'stand-in bot',

  'corr.rated': 'rated',
  'corr.casual': 'casual',

  'corr.chat': 'Chat',
  'corr.chat.empty': 'No messages yet.',
  'corr.chat.placeholder': 'Message to the table',
  'corr.chat.send': 'Send',
  'corr.chat.limit': '{n} of {max} characters',
  'corr.chat.readOnly': 'Only the players at this table can write.',
  'corr.chat.system': 'Table',

  'corr.premove.offer': 'Not your turn yet. Queue {card} for your next turn?',
  'corr.premove.queue': 'Queue this card',
  'corr.premove.title': 'Your pre-moves',
  'corr.premove.cancel': 'Cancel',
  'corr.premove.cancelLabel': 'Cancel pre-move {action}',
  'corr.premove.played': 'played: {action}',
  'corr.premove.dropped': 'dropped: {action} ({reason})',
  'corr.premove.cancelled': 'cancelled: {action} ({reason})',

  'corr.rematch': 'Rematch',
  'corr.rematch.open': 'Go to the rematch table',
  'corr.return': 'Take my seat back',
  'corr.return.note': 'A stand-in bot is playing your seat.',

} as const;
