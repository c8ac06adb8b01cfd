/**
 * The order of a deal's phases after the auction (rules §7.4): Trischaken rules (if Vorhand
 * chooses them), the king call, the talon, announcements and Kontra, then the play.
 * Each `enter…` returns the deal in the next phase that needs a decision.
 */
import { CONTRACTS, type PremiumId } from './contracts.js';
import { classOf, sortCards } from './cards.js';
import type { TarockOptions } from './options.js';
import { type Announce, type Deal, type Item, next } from './state.js';

/** After the king call (or directly after the auction): the talon (§9.1). */
export function enterTalon(deal: Deal, o: TarockOptions): Deal {
  const c = CONTRACTS[deal.contract!.id];
  const d = deal.contract!.declarer;
  if (c.talon === 'half') {
    // §9.3: the halves are face up; a called card lying there is seen by everyone.
    const inTalon = deal.call !== null && deal.call.talonHalf !== null;
    return { ...deal, phase: 'talon', turn: d, talonExposed: true, partnerPublic: deal.partnerPublic || inTalon };
  }
  if (c.talon === 'all') {
    // §9.1 Sechserdreier: all six taken unseen, six laid away.
    const hands = deal.hands.map((h, s) => (s === d ? sortCards([...h, ...deal.talon[0]!, ...deal.talon[1]!]) : h));
    return { ...deal, phase: 'layAway', turn: d, hands, talon: [[], []], talonTaken: 2, layCount: 6 };
  }
  return enterAnnounce(deal, o);
}

/** §11.6: the declarer announces first and says "ich liege"; negative contracts start with the first defender. */
export function enterAnnounce(deal: Deal, o: TarockOptions): Deal {
  const { id, declarer, bird } = deal.contract!;
  const c = CONTRACTS[id];
  if (c.family === 'trischaken') return enterPlay(deal, o);
  const items: Item[] = [];
  if (c.family === 'negative') {
    for (let s = 0; s < 4; s++) {
      if (s !== declarer) items.push({ key: `game:${s}`, premium: 'game', owner: declarer, pair: s, level: 1, raises: [] });
    }
  } else {
    items.push({ key: 'game', premium: 'game', owner: declarer, pair: null, level: 1, raises: [] });
    // §6.2: the Besserrufer bid is the compulsory announcement of its bird.
    if (bird) items.push({ key: bird, premium: bird as PremiumId, owner: declarer, pair: null, level: 1, raises: [] });
  }
  const negative = c.family === 'negative';
  const announce: Announce = {
    items,
    acked: [{}, {}, {}, {}],
    hadTurn: [0, 1, 2, 3].map((s) => negative && s === declarer),
    passes: 0,
    acted: false,
    kontra: [false, false, false, false],
  };
  return { ...deal, phase: 'announce', turn: negative ? next(declarer) : declarer, announce };
}

/** §10.1: Vorhand leads, the declarer in negative contracts. */
export function enterPlay(deal: Deal, _o: TarockOptions): Deal {
  const { id, declarer } = deal.contract!;
  return { ...deal, phase: 'play', turn: CONTRACTS[id].declarerLeads ? declarer : deal.vorhand, trick: [] };
}

/** Colour cards of a hand (§7.2 colour contracts). */
export const colourCount = (hand: readonly string[]): number => hand.filter((c) => classOf(c) !== 'T').length;
