/**
 * The rule player's auction (rules §7): Vorhand says "Vorhand" and plays Rufer when the others
 * pass; the others bid only with a hand that carries a contract alone — Solorufer, a Besserrufer
 * with long tarock and the bird, Dreier and Solodreier with strong tarock, the colour contracts
 * with long suits headed by kings, the negative contracts with very low hands. Thresholds are on
 * the counts of hand.ts; `noise` shifts the judgement (the beginner).
 */
import type { CardId } from '../../core/index.js';
import { BIRD_CARD, type Bird } from '../../games/tarock/contracts.js';
import { colourStrength, facts, handPoints, negativeRisk, sureTricks, tarockStrength } from './hand.js';

/** Minimum strength per positive contract (tarockStrength or colourStrength). */
export const THRESHOLD = {
  solorufer: 16,
  besserrufer: 17,
  dreier: 15.5,
  sechserdreier: 21,
  solodreier: 26,
  farbendreier: 14,
  farbensolo: 20,
} as const;

/** Highest negativeRisk per negative contract (the ouvert forms need a near-certain hand). */
export const RISK = {
  bettler: 3,
  bettler_ouvert: 1.6,
  piccolo: 2.6,
  piccolo_ouvert: 1.6,
  zwiccolo: 3,
  zwiccolo_ouvert: 1.6,
} as const;

/** The contracts this hand supports, each with how far it clears its bar (bigger = surer). */
export function supported(hand: readonly CardId[], noise = 0): Map<string, number> {
  const f = facts(hand);
  const ts = tarockStrength(hand) + noise;
  const cs = colourStrength(hand) + noise;
  const risk = negativeRisk(hand) - noise / 6;
  const sure = sureTricks(hand);
  const out = new Map<string, number>();
  const add = (bid: string, margin: number) => {
    if (margin >= 0) out.set(bid, margin);
  };
  add('bid solodreier', ts - THRESHOLD.solodreier);
  add('bid dreier', ts - THRESHOLD.dreier);
  add('bid sechserdreier', ts - THRESHOLD.sechserdreier);
  add('bid solorufer', ts - THRESHOLD.solorufer);
  // A Vogelrufer promises the bird its trick (§11.1): the Pagat needs long tarock, the others more.
  const birds: [Bird, number][] = [['pagat', 8], ['uhu', 10], ['kakadu', 11], ['quapil', 12]];
  for (const [bird, minTarocks] of birds) {
    if (hand.includes(BIRD_CARD[bird]) && f.tarocks >= minTarocks) add(`bid besserrufer ${bird}`, ts - THRESHOLD.besserrufer);
  }
  add('bid farbensolo', cs - THRESHOLD.farbensolo);
  add('bid farbendreier', cs - THRESHOLD.farbendreier);
  // Measured with the rule player: low hands cannot force a trick under Stichzwang, so Piccolo
  // and Zwiccolo want exactly their tricks in the Sküs (and Mond), the rest low.
  if (sure === 0) {
    add('bid bettler', RISK.bettler - risk);
    add('bid bettler_ouvert', RISK.bettler_ouvert - risk);
  }
  if (sure === 1) {
    add('bid piccolo', RISK.piccolo - (risk - 1.2));
    add('bid piccolo_ouvert', RISK.piccolo_ouvert - (risk - 1.2));
  }
  if (sure === 2) {
    add('bid zwiccolo', RISK.zwiccolo - (risk - 2.4));
    add('bid zwiccolo_ouvert', RISK.zwiccolo_ouvert - (risk - 2.4));
  }
  return out;
}

/** Contract values of the Vienna tariff (§6.2), to prefer the richer of two supported contracts. */
const WORTH: Readonly<Record<string, number>> = {
  'bid solodreier': 10, 'bid farbensolo': 10, 'bid bettler_ouvert': 8, 'bid piccolo_ouvert': 6, 'bid zwiccolo_ouvert': 6,
  'bid dreier': 5, 'bid farbendreier': 5, 'bid sechserdreier': 4, 'bid bettler': 4, 'bid solorufer': 2, 'bid piccolo': 2,
  'bid zwiccolo': 2, 'bid besserrufer pagat': 3, 'bid besserrufer uhu': 5, 'bid besserrufer kakadu': 7, 'bid besserrufer quapil': 9,
};

/**
 * One auction call. `highBid` is the standing bid's notation (for "ich halte"). With a free
 * choice after three passes (no `pass` among the legal calls) Vorhand plays Rufer, or Trischaken
 * with a hand of few points and low tarocks that would lose the Rufer.
 */
export function chooseBid(hand: readonly CardId[], legal: readonly string[], highBid: string | null, noise = 0): string {
  const want = supported(hand, noise);
  let best: string | null = null;
  let bestWorth = -Infinity;
  for (const bid of legal) {
    const margin = want.get(bid);
    if (margin === undefined) continue;
    const worth = (WORTH[bid] ?? 1) + Math.min(margin, 3) * 0.5;
    if (worth > bestWorth) {
      best = bid;
      bestWorth = worth;
    }
  }
  if (best) return best;
  if (legal.includes('hold') && highBid !== null && want.has(highBid)) return 'hold';
  if (legal.includes('bid vorhand')) return 'bid vorhand';
  if (legal.includes('pass')) return 'pass';
  // Vorhand's free choice (§7.3).
  const ts = tarockStrength(hand) + noise;
  if (legal.includes('bid trischaken') && ts < 7 && handPoints(hand) <= 22) return 'bid trischaken';
  if (legal.includes('bid rufer')) return 'bid rufer';
  return legal[0]!;
}
