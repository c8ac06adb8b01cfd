/**
 * The generic table parts every game gets unless its plug-in brings its own: the current trick
 * (with the previous one reviewable) read from the common view fields `trick` and
 * `previousTrick`/`lastTrick`, one button per legal decision, and a plain second choice.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { describeAction } from '../core/actions.js';
import type { ActionItem } from '../elements/actions.js';
import type { TrickPlay } from '../elements/trick.js';
import { cardLabel } from '../cards/label.js';
import type { CardStyle } from '../cards/model.js';
import { t } from '../i18n/index.js';
import '../elements/actions.js';
import '../elements/trick.js';
import { gamePlugin, type TableContext } from './registry.js';

const isPlay = (v: unknown): v is TrickPlay =>
  typeof v === 'object' && v !== null && typeof (v as TrickPlay).seat === 'number' && typeof (v as TrickPlay).card === 'string';

function plays(v: unknown): TrickPlay[] {
  return Array.isArray(v) ? v.filter(isPlay) : [];
}

interface LooseTrick {
  plays?: unknown;
  cards?: unknown;
  winner?: unknown;
}

function previousTrick(view: Record<string, unknown>): { plays: TrickPlay[]; winner: number | null } {
  const raw = (view.previousTrick ?? view.lastTrick) as LooseTrick | null | undefined;
  if (!raw || typeof raw !== 'object') return { plays: [], winner: null };
  return { plays: plays(raw.plays ?? raw.cards), winner: typeof raw.winner === 'number' ? raw.winner : null };
}

/** The table centre: the game's own, or the trick of a trick-taking view. */
export function centre(ctx: TableContext): TemplateResult | typeof nothing {
  const own = gamePlugin(ctx.state.table.game).centre;
  if (own) return own(ctx);
  const view = ctx.view as Record<string, unknown>;
  if (!Array.isArray(view.trick)) return nothing;
  const prev = previousTrick(view);
  const names = Array.from({ length: ctx.state.table.seats }, (_, s) => ctx.seatName(s));
  return html`<st-trick
    .plays=${plays(view.trick)}
    .previous=${prev.plays}
    .previousWinner=${prev.winner}
    .seats=${ctx.state.table.seats}
    .viewer=${ctx.state.yourSeat}
    .names=${names}
    card-style=${ctx.cardStyle}
    ?four-colour=${ctx.fourColour}
  ></st-trick>`;
}

/** A move in words: the game's own wording, else verbs translated and cards spelled out. */
export function describe(game: string, action: string, style: CardStyle): string {
  return gamePlugin(game).describe?.(action, style) ?? describeAction(action, style);
}

/** One button per legal decision that is not a card play (bid, pass, call…). */
export function panel(ctx: TableContext, actions: readonly string[]): TemplateResult | typeof nothing {
  if (actions.length === 0) return nothing;
  const own = gamePlugin(ctx.state.table.game).panel;
  if (own) return own(ctx, actions);
  const items: ActionItem[] = actions.map((action) => ({ action, label: describe(ctx.state.table.game, action, ctx.cardStyle) }));
  return html`<st-actions .items=${items} heading=${t('table.choices')}></st-actions>`;
}

/** The second choice after a card with several legal actions was picked. */
export function chooser(ctx: TableContext): TemplateResult | typeof nothing {
  if (!ctx.pending) return nothing;
  const own = gamePlugin(ctx.state.table.game).chooser;
  if (own) return own(ctx);
  const items: ActionItem[] = ctx.pending.actions.map((action) => ({ action, label: describe(ctx.state.table.game, action, ctx.cardStyle) }));
  const card = cardLabel(ctx.pending.card, ctx.cardStyle);
  return html`<st-actions .items=${items} heading=${card} cancellable></st-actions>`;
}
