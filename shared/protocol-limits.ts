/**
 * Plain constants of the wire protocol that clients use at run time: kept apart from the valibot
 * schemas (shared/protocol*.ts), so a client that needs only these, such as the widget, does not
 * carry the schema library (about a fifth of embed.js otherwise).
 */

/** The longest chat message, in characters. */
export const CHAT_MAX_LENGTH = 500;

/** How a webhook's payload is shaped: plain JSON, or ready for Discord or Slack. */
export const WEBHOOK_FORMATS = ['json', 'discord', 'slack'] as const;
