/**
 * End of a deal: count, score, write the score sheet, then deal again or end the match (Q14).
 */
import { addScores } from '../../core/index.js';
import { cardName } from './cards.js';
import { countDeal } from './count.js';
import { dealNext } from './deal.js';
import { dealValue, seatScores } from './score.js';
import { COEF, type ScoreSheet, type TarotState } from './state.js';

export function endDeal(state: TarotState): TarotState {
  const deal = state.deal;
  const contract = deal.contract!;
  const count = countDeal(deal, state.options);
  const poignees = deal.poignees.filter((p) => p.complete).map((p) => ({ seat: p.seat, level: p.level }));
  const value = dealValue(
    {
      contract,
      attackHp: count.attackHp,
      attackBouts: count.attackBouts,
      petitAuBout: count.petitAuBout,
      poignees: poignees.map((p) => p.level),
      chelemAnnounced: deal.chelem,
      attackAll: count.attackAll,
      defenceAll: count.defenceAll,
    },
    state.options,
  );
  const scores = seatScores(state.seats, deal.order, deal.taker, deal.partner, value, state.options);
  const sheet: ScoreSheet = {
    deal: state.scored + 1,
    dealer: state.dealer,
    taker: deal.taker,
    partner: deal.partner >= 0 ? deal.partner : null,
    called: deal.called === null ? null : cardName(deal.called),
    contract,
    coef: COEF[contract],
    attackHp: count.attackHp,
    attackPoints: count.attackHp / 2,
    attackBouts: count.attackBouts,
    target: value.target,
    won: value.won,
    diff: value.diff,
    asideHp: count.asideHp,
    asideBouts: count.asideBouts,
    asideTo: count.asideTo,
    petitAuBout: count.petitAuBout,
    poignees,
    chelemAnnounced: deal.chelem,
    attackAll: count.attackAll,
    defenceAll: count.defenceAll,
    items: value.items,
    value: value.value,
    formula: value.formula,
    scores,
    chien: deal.chienShown.length > 0 ? deal.chienShown.slice() : deal.chien.slice(),
    ecart: deal.ecart.slice(),
  };
  const scored = state.scored + 1;
  const done: TarotState = {
    ...state,
    scored,
    scores: addScores(state.scores, scores),
    history: [...state.history, scores],
    lastSheet: sheet,
    annulled: [],
    deal: { ...deal, phase: 'done', partnerRevealed: true },
  };
  if (scored >= state.dealsInMatch) return { ...done, over: true };
  return dealNext({ ...done, dealer: (state.dealer + 1) % state.seats });
}
