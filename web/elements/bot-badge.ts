/**
 * The "bot" badge beside the name of a bot account (a player for whom a program plays, POST
 * /api/me/bot) wherever players are listed: seats, lobbies, player pages. Its title says what it means.
 */
import { css, html } from 'lit';
import { t } from '../i18n/index.js';

export const botBadge = (): unknown => html`<span class="bot-badge" title=${t('table.botAccount')}>${t('table.bot')}</span>`;

/** Its look, for the styles of a component that shows it. */
export const botBadgeStyles = css`
  .bot-badge {
    display: inline-block;
    padding: 0 0.35em;
    border: 1px solid currentColor;
    border-radius: 0.4em;
    font-size: 0.8em;
    line-height: 1.4;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.03em;
    white-space: nowrap;
  }
`;
