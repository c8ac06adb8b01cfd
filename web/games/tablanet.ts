/**
 * Tablanet at the table: the board with the table cards and the capture choice, captured cards and
 * tablas under each seat, the target score, and the last hand's score sheet (rules/tablanet.md §8).
 */
import { html, nothing } from 'lit';
import type { HandSheet, TablanetView } from '../../shared/games/tablanet/index.js';
import { cardLabel, cardsLabel } from '../cards/label.js';
import { parseCardPlay } from '../core/actions.js';
import { t, type MessageKey } from '../i18n/index.js';
import '../elements/tablanet-board.js';
import { registerGame, type TableContext } from './registry.js';

function tv(ctx: TableContext): TablanetView | undefined {
  return ctx.view.game === 'tablanet' ? (ctx.view as unknown as TablanetView) : undefined;
}

function sideOf(v: TablanetView, seat: number): number {
  return v.sides.findIndex((s) => s.includes(seat));
}

function sideName(ctx: TableContext, v: TablanetView, side: number): string {
  return (v.sides[side] ?? []).map((s) => ctx.seatName(s)).join(' + ');
}

function sheet(ctx: TableContext, last: HandSheet | null, v: TablanetView): unknown {
  if (!last) return nothing;
  return html`<details class="sheet">
    <summary>${t('tablanet.lastHand', { n: last.hand })}</summary>
    <table>
      <thead>
        <tr><th></th>${last.sides.map((_, i) => html`<th scope="col">${sideName(ctx, v, i)}</th>`)}</tr>
      </thead>
      <tbody>
        ${(last.sides[0]?.items ?? []).map(
          (item, row) => html`<tr>
            <th scope="row">${t(`tablanet.item.${item.item}` as MessageKey)}</th>
            ${last.sides.map((s) => {
              const it = s.items[row];
              return html`<td>${it ? `${it.points}` : ''}${it && it.count !== it.points ? html` <small>(${it.count})</small>` : nothing}</td>`;
            })}
          </tr>`,
        )}
        <tr><th scope="row">${t('tablanet.item.total')}</th>${last.sides.map((s) => html`<td><strong>${s.total}</strong></td>`)}</tr>
      </tbody>
    </table>
  </details>`;
}

registerGame('tablanet', {
  centre(ctx) {
    const v = tv(ctx);
    if (!v) return html``;
    const names = Array.from({ length: ctx.state.table.seats }, (_, s) => ctx.seatName(s));
    return html`<st-tablanet-board
      .cards=${v.table}
      .stock=${v.stock}
      .pending=${ctx.pending?.card ?? ''}
      .choices=${ctx.pending?.actions ?? []}
      .plays=${ctx.state.plays?.cards.find((c) => c.card === ctx.pending?.card) ?? null}
      .combine=${ctx.state.plays?.combine ?? true}
      .complete=${ctx.state.legalComplete !== false}
      .lastPlay=${v.lastPlay}
      .names=${names}
      card-style=${ctx.cardStyle}
      ?four-colour=${ctx.fourColour}
    ></st-tablanet-board>`;
  },
  // The board shows the capture choice among the table cards it concerns.
  chooser: () => nothing,
  seatNote(ctx, seat) {
    const v = tv(ctx);
    if (!v) return undefined;
    const side = sideOf(v, seat);
    const captured = t('tablanet.captured', { n: v.captured[side] ?? 0 });
    const tablas = v.tablas[side] ? ` · ${t('tablanet.tablas', { n: v.tablas[side] ?? 0 })}` : '';
    return captured + tablas;
  },
  describe(action, style) {
    const play = parseCardPlay(action);
    if (!play) return undefined;
    const card = cardLabel(play.card, style);
    return play.takes.length ? t('tablanet.move.take', { card, cards: cardsLabel(play.takes, style) }) : t('tablanet.move.trail', { card });
  },
  progress(ctx) {
    const v = tv(ctx);
    if (!v) return undefined;
    return `${t('tablanet.round', { r: v.round, n: v.rounds })} · ${t('tablanet.target', { n: v.targetScore })}`;
  },
  sheet(ctx) {
    const v = tv(ctx);
    return v ? html`${sheet(ctx, v.lastHand, v)}` : nothing;
  },
});
