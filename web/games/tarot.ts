/**
 * French Tarot at the table (rules/tarot.md): the centre with the contract, the chien, the écart
 * and the trick for 3, 4 or 5 players; the bidding, king-call, chelem and poignée panel; seat notes
 * with the taker and the partner once known; the score sheet of every deal with its formula.
 */
import { html, nothing } from 'lit';
import { t } from '../i18n/index.js';
import { contractName, describeTarot, levelName, tarotView } from '../elements/tarot-words.js';
import '../elements/tarot-centre.js';
import '../elements/tarot-panel.js';
import '../elements/tarot-sheet.js';
import { registerGame, type TableContext } from './registry.js';

function names(ctx: TableContext): string[] {
  return Array.from({ length: ctx.state.table.seats }, (_, s) => ctx.seatName(s));
}

registerGame('tarot', {
  centre(ctx) {
    const v = tarotView(ctx.view);
    if (!v) return html``;
    return html`<st-tarot-centre
      .view=${v}
      .legal=${ctx.state.legal}
      .names=${names(ctx)}
      excuse-rule=${String(ctx.state.table.options.excuseLastTrick ?? 'trick_winner')}
      card-style=${ctx.cardStyle}
      ?four-colour=${ctx.fourColour}
    ></st-tarot-centre>`;
  },
  panel(ctx, actions) {
    // A King in the taker's own hand may be called too (§6.3, he then plays alone): the table counts
    // that call as a card action, so the panel adds it back to offer every call in one place.
    const calls = ctx.state.legal.filter((a) => a.startsWith('call '));
    return html`<st-tarot-panel
      .actions=${[...calls, ...actions.filter((a) => !calls.includes(a))]}
      .view=${tarotView(ctx.view)}
      .names=${names(ctx)}
      card-style=${ctx.cardStyle}
      ?four-colour=${ctx.fourColour}
    ></st-tarot-panel>`;
  },
  seatNote(ctx, seat) {
    const v = tarotView(ctx.view);
    if (!v) return undefined;
    if (!v.active.includes(seat)) return t('tarot.sitsOut');
    const notes: string[] = [];
    if (v.phase === 'bidding') {
      const bid = v.bids.find((b) => b.seat === seat);
      if (bid) notes.push(bid.contract ? contractName(bid.contract) : t('tarot.bid.pass'));
    }
    if (v.contract?.taker === seat) {
      notes.push(`${t('tarot.taker')} · ${contractName(v.contract.contract)}`);
      if (v.partner === 'none') notes.push(t('tarot.alone'));
    }
    if (v.partner === seat) notes.push(t('tarot.partner'));
    for (const p of v.poignees) if (p.seat === seat && p.complete) notes.push(levelName(p.level));
    const tricks = v.tricksWon[seat] ?? 0;
    if (tricks > 0 && v.phase === 'play') notes.push(t('tarot.tricks', { n: tricks }));
    return notes.join(' · ') || undefined;
  },
  describe: describeTarot,
  progress(ctx) {
    const v = tarotView(ctx.view);
    return v ? t('tarot.progress', { n: v.dealsInMatch }) : undefined;
  },
  sheet(ctx) {
    const v = tarotView(ctx.view);
    if (!v || (!v.lastDeal && v.history.length === 0)) return nothing;
    return html`<st-tarot-sheet .sheet=${v.lastDeal} .history=${v.history} .names=${names(ctx)} card-style=${ctx.cardStyle} ?four-colour=${ctx.fourColour}></st-tarot-sheet>`;
  },
});
