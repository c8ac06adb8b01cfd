/**
 * Taleles at the table (rules/taleles.md): its own centre (trump, Beet, turned card, trick, melds,
 * Kontra items), the decision panel, the Bela choice of a trump K or Q, seat notes, moves in words,
 * and the scores with the last deal's sheet. The table's `cards` option can ask for German cards.
 */
import { html, nothing } from 'lit';
import type { TalelesView } from '../../shared/games/taleles/index.js';
import { cardLabel } from '../cards/label.js';
import type { ActionItem } from '../elements/actions.js';
import { beetText, describeTaleles } from '../elements/taleles-words.js';
import { t } from '../i18n/index.js';
import '../elements/actions.js';
import '../elements/taleles-centre.js';
import '../elements/taleles-panel.js';
import '../elements/taleles-sheet.js';
import { registerGame, type TableContext } from './registry.js';

function tv(ctx: TableContext): TalelesView | undefined {
  return ctx.view.game === 'taleles' ? (ctx.view as unknown as TalelesView) : undefined;
}

const names = (ctx: TableContext): string[] => Array.from({ length: ctx.state.table.seats }, (_, s) => ctx.seatName(s));

registerGame('taleles', {
  cardStyle(view, chosen) {
    // A table dealt with German cards shows them to everybody; a French table follows the player's switch.
    return (view as { cards?: unknown }).cards === 'german' ? 'german' : chosen;
  },
  centre(ctx) {
    const v = tv(ctx);
    if (!v) return html``;
    return html`<st-taleles-centre
      .view=${v}
      .names=${names(ctx)}
      .viewer=${ctx.state.yourSeat}
      card-style=${ctx.cardStyle}
      ?four-colour=${ctx.fourColour}
    ></st-taleles-centre>`;
  },
  panel(ctx, actions) {
    const v = tv(ctx);
    if (!v) return html``;
    return html`<st-taleles-panel
      .view=${v}
      .actions=${actions}
      .names=${names(ctx)}
      card-style=${ctx.cardStyle}
      ?four-colour=${ctx.fourColour}
    ></st-taleles-panel>`;
  },
  // A trump K or Q held with its partner since trick 1 may carry a late Bela (§8).
  chooser(ctx) {
    if (!ctx.pending) return nothing;
    const card = cardLabel(ctx.pending.card, ctx.cardStyle);
    const items: ActionItem[] = ctx.pending.actions.map((action) => ({
      action,
      label: t(action.endsWith(' bela') ? 'taleles.btn.playBela' : 'taleles.btn.play', { card }),
    }));
    return html`<st-actions .items=${items} heading=${t('taleles.ask.playBela', { card })} cancellable></st-actions>`;
  },
  seatNote(ctx, seat) {
    const v = tv(ctx);
    if (!v) return undefined;
    const notes: string[] = [];
    const hidden = v.hiddenCounts[seat] ?? 0;
    if (hidden > 0) notes.push(t('taleles.note.hidden', { n: hidden }));
    if (v.trump !== null) notes.push(t('taleles.note.tricks', { n: v.tricksWon[seat] ?? 0 }));
    if (v.maker === seat) notes.push(t('taleles.note.maker'));
    if (v.pitsch === seat) notes.push(t('taleles.note.pitsch'));
    if (v.bela?.seat === seat) notes.push(t('taleles.note.bela'));
    return notes.join(' · ') || undefined;
  },
  describe: describeTaleles,
  progress(ctx) {
    const v = tv(ctx);
    if (!v) return undefined;
    return [t('taleles.progress', { n: v.target }), v.beet === null ? '' : beetText(v.beet)].filter(Boolean).join(' · ');
  },
  sheet(ctx) {
    const v = tv(ctx);
    if (!v) return nothing;
    return html`<st-taleles-sheet .view=${v} .names=${names(ctx)} card-style=${ctx.cardStyle} ?four-colour=${ctx.fourColour}></st-taleles-sheet>`;
  },
});
