/**
 * Scoring (rules §10.2, §11): the half-point rule, the deal value S seen from the attack with
 * every item spelled out, and the zero-sum split between the seats.
 */
import type { Seat } from '../../core/index.js';
import type { TarotOptions } from './options.js';
import { COEF, type Contract, type PoigneeLevel, POIGNEE_PRIME, type ScoreItem } from './state.js';

/** Points the attack must reach, by number of bouts (§2.4). */
export const TARGETS: readonly number[] = [56, 51, 41, 36];

/** What the score of a deal depends on (the test-vector form of §12). */
export interface DealFacts {
  readonly contract: Contract;
  /** Attack card points in half-points, after the Excuse settlement, before rounding. */
  readonly attackHp: number;
  readonly attackBouts: number;
  readonly petitAuBout: 'attack' | 'defence' | null;
  readonly poignees: readonly PoigneeLevel[];
  readonly chelemAnnounced: boolean;
  readonly attackAll: boolean;
  readonly defenceAll: boolean;
}

export interface DealValue {
  readonly target: number;
  readonly won: boolean;
  readonly diff: number;
  readonly items: readonly ScoreItem[];
  /** S: what each defender pays (S > 0) or receives (S < 0). */
  readonly value: number;
  /** The chelem part of S (for the 5-player share option, Q9). */
  readonly chelemValue: number;
  readonly formula: string;
}

const signed = (n: number) => (n < 0 ? `− ${-n}` : `+ ${n}`);
const num = (n: number) => (n < 0 ? `−${-n}` : `${n}`);

export function dealValue(f: DealFacts, options: Pick<TarotOptions, 'failedChelemDefenceAll'>): DealValue {
  const coef = COEF[f.contract];
  const target = TARGETS[f.attackBouts]!;
  // §10.2: decided on the exact value; a half point goes to the camp that wins the deal.
  const won = f.attackHp >= 2 * target;
  const rounded = f.attackHp % 2 === 0 ? f.attackHp / 2 : won ? (f.attackHp + 1) / 2 : (f.attackHp - 1) / 2;
  const diff = rounded - target;
  const sign = won ? 1 : -1;
  const pab = f.petitAuBout === 'attack' ? 10 : f.petitAuBout === 'defence' ? -10 : 0;

  const items: ScoreItem[] = [{ label: `contract ${won ? 'made' : 'failed'} by ${Math.abs(diff)}`, value: sign * (25 + Math.abs(diff)) * coef }];
  if (pab !== 0) items.push({ label: `petit au bout (${f.petitAuBout})`, value: pab * coef });
  for (const level of f.poignees) items.push({ label: `poignée ${level}`, value: sign * POIGNEE_PRIME[level] });
  let chelemValue = 0;
  const chelemTerms: ScoreItem[] = [];
  if (f.attackAll) chelemTerms.push(f.chelemAnnounced ? { label: 'chelem announced and made', value: 400 } : { label: 'chelem', value: 200 });
  else if (f.chelemAnnounced && !(f.defenceAll && options.failedChelemDefenceAll === 'defence_chelem_only')) {
    chelemTerms.push({ label: 'chelem announced, not made', value: -200 });
  }
  if (f.defenceAll) chelemTerms.push({ label: 'defence chelem', value: -200 });
  for (const t of chelemTerms) chelemValue += t.value;
  items.push(...chelemTerms);
  const value = items.reduce((s, i) => s + i.value, 0);

  // "(25 + 8 + 10) × 2 + poignée 20 = 106": the petit au bout folded in the brackets (§11.1 notes).
  const inner = ['25'];
  if (diff !== 0) inner.push(`+ ${Math.abs(diff)}`);
  if (pab !== 0) inner.push(signed(sign * pab));
  const bracket = inner.length === 1 ? '25' : `(${inner.join(' ')})`;
  let formula = `${won ? '' : '−'}${bracket} × ${coef}`;
  for (const level of f.poignees) formula += ` ${won ? '+' : '−'} poignée ${POIGNEE_PRIME[level]}`;
  for (const t of chelemTerms) formula += ` ${t.value < 0 ? '−' : '+'} ${t.label === 'defence chelem' ? 'defence chelem' : 'chelem'} ${Math.abs(t.value)}`;
  formula += ` = ${num(value)}`;
  return { target, won, diff, items, value, chelemValue, formula };
}

/**
 * Zero-sum split (§11.3): each defender −S; the taker +2S (3p), +3S (4p), +4S (5p alone) or
 * +2S with the partner +S (5p). Seats that sit out score 0.
 */
export function seatScores(
  seats: number,
  order: readonly Seat[],
  taker: Seat,
  partner: Seat,
  v: Pick<DealValue, 'value' | 'chelemValue'>,
  options: Pick<TarotOptions, 'partnerChelemShare'>,
): number[] {
  const out = Array.from({ length: seats }, () => 0);
  const defenders = order.filter((s) => s !== taker && s !== partner);
  for (const s of defenders) out[s] = -v.value;
  if (partner >= 0) {
    // Q9 alternative: the partner gets no part of the chelem amounts; the taker takes them.
    const c = options.partnerChelemShare ? 0 : v.chelemValue;
    out[taker] = 2 * v.value + c;
    out[partner] = v.value - c;
  } else {
    out[taker] = defenders.length * v.value;
  }
  return out.map((x) => x + 0);
}
