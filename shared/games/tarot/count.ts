/**
 * Counting a finished deal (rules §9.4, §10): the camps' piles, the Excuse settled by accounting
 * (Q10), the chien or écart, bouts, petit au bout and chelem status.
 */
import { EXCUSE } from '../../core/index.js';
import { boutCount, cardHp, PETIT, pileHp } from './cards.js';
import type { TarotOptions } from './options.js';
import { isAttack } from './play.js';
import type { DealState } from './state.js';

export interface DealCount {
  /** Attack half-points after the Excuse settlement (§10.1). */
  readonly attackHp: number;
  /** Defence half-points, counted from its own piles; attackHp + defenceHp = 182. */
  readonly defenceHp: number;
  readonly attackBouts: number;
  readonly defenceBouts: number;
  /** The écart (prise, garde) or the chien (garde sans, garde contre). */
  readonly asideHp: number;
  readonly asideBouts: number;
  readonly asideTo: 'attack' | 'defence';
  readonly petitAuBout: 'attack' | 'defence' | null;
  readonly attackAll: boolean;
  readonly defenceAll: boolean;
}

export function countDeal(deal: DealState, options: Pick<TarotOptions, 'excuseLastTrick'>): DealCount {
  const camp = (seat: number) => (isAttack(deal, seat) ? 'attack' : 'defence');
  const hp = { attack: 0, defence: 0 };
  const bouts = { attack: 0, defence: 0 };
  for (const seat of deal.order) {
    hp[camp(seat)] += pileHp(deal.won[seat]!);
    bouts[camp(seat)] += boutCount(deal.won[seat]!);
  }
  const aside = deal.contract === 'prise' || deal.contract === 'garde' ? deal.ecart : deal.chien;
  const asideTo = deal.contract === 'garde_contre' ? 'defence' : 'attack';
  hp[asideTo] += pileHp(aside);
  bouts[asideTo] += boutCount(aside);

  const last = deal.tricks.length - 1;
  const ex = deal.excuse;
  if (ex !== null) {
    const exCamp = camp(ex.seat);
    const other = exCamp === 'attack' ? 'defence' : 'attack';
    const winCamp = camp(deal.tricks[ex.trick]!.winner);
    if (ex.trick < last) {
      // §9.4: the Excuse stays with its camp, which owes the winners a 0.5-point card.
      if (winCamp !== exCamp) {
        hp[exCamp] -= 1;
        hp[winCamp] += 1;
      }
    } else if (!deal.excuseWonLast && options.excuseLastTrick === 'always_changes_camp' && winCamp === exCamp) {
      // Q1 alternative: at the last trick the Excuse always crosses to the other camp.
      hp[exCamp] -= cardHp(EXCUSE);
      bouts[exCamp] -= 1;
      hp[other] += cardHp(EXCUSE);
      bouts[other] += 1;
    }
  }

  // §10.3: the Petit in the last trick; after an Excuse chelem win, in the one before.
  const lastTrick = deal.tricks[last]!;
  const before = deal.tricks[last - 1];
  let petitAuBout: 'attack' | 'defence' | null = null;
  if (lastTrick.plays.some((p) => p.card === PETIT)) petitAuBout = camp(lastTrick.winner);
  else if (deal.excuseWonLast && before?.plays.some((p) => p.card === PETIT)) petitAuBout = camp(before.winner);

  return {
    attackHp: hp.attack,
    defenceHp: hp.defence,
    attackBouts: bouts.attack,
    defenceBouts: bouts.defence,
    asideHp: pileHp(aside),
    asideBouts: boutCount(aside),
    asideTo,
    petitAuBout,
    attackAll: deal.tricks.every((t) => isAttack(deal, t.winner)),
    defenceAll: deal.tricks.every((t) => !isAttack(deal, t.winner)),
  };
}
