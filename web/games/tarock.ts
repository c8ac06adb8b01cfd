/**
 * Königrufen at the table (rules/tarock.md): the centre with contract, called king, partner, talon
 * halves, cards laid away, the trick of four and the announcements; a decision panel for bids,
 * the king call, the talon half, announcements and Kontra with what each is worth; the score sheet
 * of the last deal with every premium spelled out. Cards are laid away and played from the hand.
 */
import { html, nothing } from 'lit';
import { cardLabel } from '../cards/label.js';
import type { CardStyle } from '../cards/model.js';
import { t } from '../i18n/index.js';
import '../elements/tarock-centre.js';
import '../elements/tarock-panel.js';
import '../elements/tarock-sheet.js';
import type { TarockChoice } from '../elements/tarock-panel.js';
import { registerGame, type TableContext } from './registry.js';
import {
  announceWorth,
  bidValue,
  concedeCost,
  contractGloss,
  contractName,
  parseRaise,
  premiumGloss,
  premiumName,
  raiseWorth,
  ruleLabel,
  type TarockView,
} from './tarock-terms.js';

function tv(ctx: TableContext): TarockView | undefined {
  return ctx.view.game === 'tarock' ? (ctx.view as unknown as TarockView) : undefined;
}

const names = (ctx: TableContext): string[] => [0, 1, 2, 3].map((s) => ctx.seatName(s));

/** The item a raise or an announcement names: the game by its contract, a premium by its name. */
function itemName(v: TarockView, item: string): string {
  return item === 'game' && v.contract ? contractName(v.contract.id, v.contract.bird) : premiumName(item);
}

/** §11.6: the declarer's first word in the announcement phase is "Ich liege", everyone else's pass is "Gut". */
function liegt(v: TarockView, seat: number | null): boolean {
  return seat !== null && v.contract?.declarer === seat && v.announcements.every((a) => a.by === seat && a.raises.length === 0);
}

function choice(ctx: TableContext, v: TarockView, action: string): TarockChoice {
  const [verb = '', x = '', y] = action.split(' ');
  const seat = ctx.state.yourSeat;
  switch (verb) {
    case 'bid':
      return x === 'vorhand'
        ? { action, label: contractName('vorhand'), gloss: contractGloss('vorhand') }
        : { action, label: contractName(x, y), gloss: contractGloss(x, y), worth: bidValue(x, y, v) };
    case 'hold':
      return { action, label: t('tarock.hold'), gloss: t('tarock.holdGloss') };
    case 'pass':
      if (v.phase === 'bidding') return { action, label: t('tarock.pass.bid'), gloss: t('tarock.pass.bidGloss') };
      return liegt(v, seat)
        ? { action, label: t('tarock.pass.liege'), gloss: t('tarock.pass.liegeGloss') }
        : { action, label: t('tarock.pass.gut'), gloss: t('tarock.pass.gutGloss') };
    case 'rule':
      return { action, label: ruleLabel(action) };
    case 'call':
      if (x === 'fourth') return { action, label: t('tarock.call.fourth'), gloss: t('tarock.call.fourthGloss') };
      return { action, label: cardLabel(x, ctx.cardStyle), cards: [x], ...(x.endsWith('Q') ? { gloss: t('tarock.call.queen') } : {}) };
    case 'talon':
      return { action, label: t('tarock.take', { n: x }), cards: v.talon[Number(x) - 1] ?? [] };
    case 'concede':
      return { action, label: t('tarock.concede'), gloss: t('tarock.concedeGloss', { n: concedeCost(v) }) };
    case 'announce':
      return { action, label: t('tarock.announceItem', { name: premiumName(x) }), gloss: premiumGloss(x), worth: announceWorth(x, v), group: t('verb.announce') };
    default: {
      const raise = parseRaise(action);
      if (!raise) return { action, label: describe(action, ctx.cardStyle) ?? action };
      const pair = raise.pair !== null ? ` (${t('tarock.pairOf', { seat: ctx.seatName(raise.pair) })})` : '';
      return {
        action,
        label: t('tarock.raiseItem', { level: t(`tarock.level.${raise.level}`), name: itemName(v, raise.item) + pair }),
        gloss: t(`tarock.levelGloss.${raise.level}`),
        worth: raiseWorth(v, raise, seat),
        group: t('verb.kontra'),
      };
    }
  }
}

const HEADINGS = {
  bidding: 'tarock.panel.bid',
  rules: 'tarock.panel.rules',
  call: 'tarock.panel.call',
  talon: 'tarock.panel.talon',
  announce: 'tarock.panel.announce',
} as const;

function describe(action: string, style: CardStyle): string | undefined {
  const [verb = '', x = '', y] = action.split(' ');
  switch (verb) {
    case 'bid':
      return x === 'vorhand' ? t('tarock.move.vorhand') : t('tarock.move.bid', { name: contractName(x, y) });
    case 'pass':
      return t('tarock.move.pass');
    case 'hold':
      return t('tarock.move.hold');
    case 'rule':
      return t('tarock.move.rule', { rule: ruleLabel(action) });
    case 'call':
      return x === 'fourth' ? t('tarock.move.callFourth') : t('tarock.move.call', { card: cardLabel(x, style) });
    case 'talon':
      return t('tarock.move.talon', { n: x });
    case 'concede':
      return t('tarock.move.concede');
    case 'discard':
      return x === '?' ? t('tarock.move.discardHidden') : t('tarock.move.discard', { card: cardLabel(x, style) });
    case 'announce':
      return t('tarock.move.announce', { name: premiumName(x) });
    case 'play':
      return t('tarock.move.play', { card: cardLabel(x, style) });
    default: {
      const raise = parseRaise(action);
      return raise ? t('tarock.move.raise', { level: t(`tarock.level.${raise.level}`), name: premiumName(raise.item) }) : undefined;
    }
  }
}

registerGame('tarock', {
  centre(ctx) {
    const v = tv(ctx);
    if (!v) return html``;
    return html`<st-tarock-centre
      .view=${v}
      .names=${names(ctx)}
      .viewer=${ctx.state.yourSeat}
      ?your-turn=${ctx.state.legal.length > 0}
      card-style=${ctx.cardStyle}
      ?four-colour=${ctx.fourColour}
    ></st-tarock-centre>`;
  },
  panel(ctx, actions) {
    const v = tv(ctx);
    if (!v) return html``;
    // A king the declarer holds himself (`mayCallOwnKing`) is named in the hand, but it is a call.
    const list = v.phase === 'call' ? ctx.state.legal.filter((a) => a.startsWith('call ')) : actions;
    const heading = v.phase in HEADINGS ? t(HEADINGS[v.phase as keyof typeof HEADINGS]) : t('table.choices');
    return html`<st-tarock-panel
      heading=${heading}
      hint=${v.phase === 'bidding' ? t('tarock.panel.bidHint') : ''}
      .choices=${list.map((a) => choice(ctx, v, a))}
      card-style=${ctx.cardStyle}
      ?four-colour=${ctx.fourColour}
    ></st-tarock-panel>`;
  },
  seatNote(ctx, seat) {
    const v = tv(ctx);
    if (!v || v.phase === 'matchOver') return undefined;
    const parts: string[] = [];
    if (v.phase === 'bidding') {
      const last = v.auction.filter((a) => a.seat === seat).at(-1);
      if (last) parts.push(last.call === 'pass' ? t('tarock.pass.bid') : last.call === 'hold' ? t('tarock.hold') : contractName(...(last.call.split(' ') as [string, string?])));
    }
    if (v.contract?.declarer === seat) parts.push(t('tarock.declarer'));
    else if (v.partner === seat) parts.push(t('tarock.partnerNote'));
    if (v.phase === 'play') parts.push(t('tarock.trickCount', { n: v.tricksWon[seat] ?? 0 }));
    if (v.openHands[seat]) parts.push(t('tarock.open'));
    return parts.join(' · ') || undefined;
  },
  describe,
  progress(ctx) {
    const v = tv(ctx);
    if (!v) return undefined;
    const doubled = v.doubleLeft > 0 ? ` · ${t('tarock.doubled', { n: v.doubleLeft })}` : '';
    return t('tarock.progress', { n: v.deal, total: v.dealsTotal }) + doubled;
  },
  sheet(ctx) {
    const v = tv(ctx);
    return v?.lastDeal ? html`<st-tarock-sheet .sheet=${v.lastDeal} .names=${names(ctx)}></st-tarock-sheet>` : nothing;
  },
});
