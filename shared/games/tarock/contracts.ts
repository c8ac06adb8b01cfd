/**
 * Contracts and premiums as data (rules §6, §11.1; STYLE principle 7). Everything that differs
 * between contracts lives in CONTRACTS; the few places where behaviour really differs are:
 * the talon (talon.ts, by `talon`), the play context (play.ts, by `family`), the end of play
 * (play.ts, by `tricksGoal`) and the scoring (score.ts, by `family` and `solo`).
 */
import type { Tariff, TarockOptions } from './options.js';

export const CONTRACT_IDS = [
  'rufer', 'trischaken', 'piccolo', 'zwiccolo', 'solorufer', 'besserrufer', 'bettler', 'sechserdreier',
  'farbendreier', 'dreier', 'piccolo_ouvert', 'zwiccolo_ouvert', 'bettler_ouvert', 'farbensolo', 'solodreier',
] as const;
export type ContractId = (typeof CONTRACT_IDS)[number];

export const BIRDS = ['pagat', 'uhu', 'kakadu', 'quapil'] as const;
export type Bird = (typeof BIRDS)[number];

export const PREMIUM_IDS = [
  'trull', 'koenige', 'koenig_ultimo', 'pagat', 'uhu', 'kakadu', 'quapil', 'valat', 'mondfang', 'sack1', 'sack2',
] as const;
export type PremiumId = (typeof PREMIUM_IDS)[number];

/** §6.1 families: who trumps and which play rules apply. */
export type Family = 'tarock' | 'colour' | 'negative' | 'trischaken';
/**
 * §9.1 talon procedure: `half` = both halves exposed, one taken, 3 laid away; `all` = all six taken
 * unseen, 6 laid away; `opponents` = untouched, counted for the opponents (solo); `unused` = counted
 * for nobody (negative); `zuwaage` = Trischaken (§10.10).
 */
export type TalonUse = 'half' | 'all' | 'opponents' | 'unused' | 'zuwaage';

export interface ContractDef {
  readonly id: ContractId;
  readonly name: string;
  readonly family: Family;
  /** A king (or queen) is called (§8). */
  readonly calling: boolean;
  /** Played without talon; every premium doubled (§11.5). */
  readonly solo: boolean;
  readonly talon: TalonUse;
  /** Negative contracts: the exact number of tricks the declarer must take (§6.4). */
  readonly tricksGoal: number | null;
  /** All hands exposed after trick 1 (§10.8). */
  readonly ouvert: boolean;
  /** The declarer leads to trick 1 (negative contracts), otherwise Vorhand (§10.1). */
  readonly declarerLeads: boolean;
  /** §7.1: `hintennach` = only Vorhand after "Vorhand" and three passes; `firstCall` = only as Vorhand's first call. */
  readonly vorhandOnly: 'hintennach' | 'firstCall' | null;
  /** Premiums that exist in this contract (§6.2 last column, §11.1); extras of §15 are added to tarock contracts. */
  readonly premiums: readonly PremiumId[];
  /** Bidding rank in the Vienna (§6.2) and Upper-Austrian (§6.3) order; 0 = not biddable in the auction. */
  readonly rank: { readonly wien: number; readonly ooe: number };
  /** Score value per tariff (§6.2, §6.3); Besserrufer: the game item only, the bird is booked apart. */
  readonly value: Readonly<Record<Tariff, number>>;
}

const TAROCK: readonly PremiumId[] = ['trull', 'koenige', 'pagat', 'uhu', 'kakadu', 'quapil', 'valat'];
const CALLING: readonly PremiumId[] = [...TAROCK, 'koenig_ultimo'];
const COLOUR: readonly PremiumId[] = ['koenige', 'valat'];

const def = (
  id: ContractId,
  name: string,
  family: Family,
  talon: TalonUse,
  rank: [number, number],
  value: [number, number, number],
  more: Partial<ContractDef> = {},
): ContractDef => ({
  id, name, family, talon,
  calling: false, solo: false, tricksGoal: null, ouvert: false, declarerLeads: family === 'negative', vorhandOnly: null,
  premiums: family === 'tarock' ? TAROCK : family === 'colour' ? COLOUR : [],
  rank: { wien: rank[0], ooe: rank[1] },
  value: { wien: value[0], ooe: value[1], tirol: value[2] },
  ...more,
});

/** §6.2 (wien ranks and values), §6.3 (ooe ranks and values, tirol values). */
export const CONTRACTS: Readonly<Record<ContractId, ContractDef>> = {
  rufer: def('rufer', 'Rufer', 'tarock', 'half', [0, 0], [1, 1, 1], { calling: true, premiums: CALLING, vorhandOnly: 'hintennach' }),
  trischaken: def('trischaken', 'Trischaken', 'trischaken', 'zuwaage', [0, 0], [2, 1, 2], { vorhandOnly: 'hintennach' }),
  piccolo: def('piccolo', 'Piccolo', 'negative', 'unused', [3, 1], [2, 2, 2], { tricksGoal: 1 }),
  zwiccolo: def('zwiccolo', 'Zwiccolo', 'negative', 'unused', [3, 1], [2, 2, 2], { tricksGoal: 2 }),
  solorufer: def('solorufer', 'Solorufer', 'tarock', 'opponents', [4, 3], [2, 2, 2], { calling: true, solo: true, premiums: CALLING }),
  besserrufer: def('besserrufer', 'Besserrufer', 'tarock', 'half', [5, 4], [1, 1, 3], { calling: true, premiums: CALLING }),
  bettler: def('bettler', 'Bettler', 'negative', 'unused', [6, 2], [4, 2, 4], { tricksGoal: 0 }),
  sechserdreier: def('sechserdreier', 'Sechserdreier', 'tarock', 'all', [7, 6], [4, 4, 4], { vorhandOnly: 'firstCall' }),
  farbendreier: def('farbendreier', 'Farbendreier', 'colour', 'half', [9, 5], [5, 3, 5]),
  dreier: def('dreier', 'Dreier', 'tarock', 'half', [10, 7], [5, 4, 5]),
  piccolo_ouvert: def('piccolo_ouvert', 'Piccolo ouvert', 'negative', 'unused', [11, 9], [6, 6, 8], { tricksGoal: 1, ouvert: true }),
  zwiccolo_ouvert: def('zwiccolo_ouvert', 'Zwiccolo ouvert', 'negative', 'unused', [11, 9], [6, 6, 8], { tricksGoal: 2, ouvert: true }),
  bettler_ouvert: def('bettler_ouvert', 'Bettler ouvert', 'negative', 'unused', [13, 10], [8, 7, 8], { tricksGoal: 0, ouvert: true }),
  farbensolo: def('farbensolo', 'Farbensolo', 'colour', 'opponents', [15, 8], [10, 6, 10], { solo: true }),
  solodreier: def('solodreier', 'Solodreier', 'tarock', 'opponents', [16, 11], [10, 8, 10], { solo: true }),
};

/** Vienna ranks of the four Besserrufer (§6.2: Pagat 5, Uhu 8, Kakadu 12, Quapil 14). */
const BIRD_RANK_WIEN: Readonly<Record<Bird, number>> = { pagat: 5, uhu: 8, kakadu: 12, quapil: 14 };

/** Premium values (§11.1): announced = 2 × silent. Valat is handled apart (§12.4). */
export const PREMIUMS: Readonly<Record<PremiumId, { readonly name: string; readonly silent: number; readonly announced: number }>> = {
  trull: { name: 'Trull', silent: 1, announced: 2 },
  koenige: { name: 'Vier Könige', silent: 1, announced: 2 },
  koenig_ultimo: { name: 'König ultimo', silent: 1, announced: 2 },
  pagat: { name: 'Pagat ultimo', silent: 1, announced: 2 },
  uhu: { name: 'Uhu', silent: 2, announced: 4 },
  kakadu: { name: 'Kakadu', silent: 3, announced: 6 },
  quapil: { name: 'Quapil', silent: 4, announced: 8 },
  valat: { name: 'Valat', silent: 10, announced: 20 },
  mondfang: { name: 'Mondfang', silent: 1, announced: 2 },
  sack1: { name: 'Sack (45/2)', silent: 1, announced: 2 },
  sack2: { name: 'Doppelsack (55/2)', silent: 1, announced: 2 },
};

/** The bird cards and the trick each must win (§11.1, §11.4). */
export const BIRD_CARD: Readonly<Record<Bird, string>> = { pagat: 'T1', uhu: 'T2', kakadu: 'T3', quapil: 'T4' };
export const BIRD_TRICK: Readonly<Record<Bird, number>> = { pagat: 12, uhu: 11, kakadu: 10, quapil: 9 };
export const isBird = (p: string): p is Bird => p === 'pagat' || p === 'uhu' || p === 'kakadu' || p === 'quapil';

/** A contract as bid: Besserrufer carries its bird. */
export interface Bid {
  readonly contract: ContractId;
  readonly bird?: Bird | undefined;
}

/** Contracts of the chosen set (§15 `contractSet`). */
export function inContractSet(id: ContractId, o: TarockOptions): boolean {
  if (o.contractSet === 'ooe') return id !== 'zwiccolo' && id !== 'zwiccolo_ouvert';
  if (o.contractSet === 'tirol') return id !== 'zwiccolo';
  return true;
}

/** Bidding rank (§7): the tariff picks the order (ooe → §6.3, otherwise §6.2); Besserrufer per `besserruferRanking`. */
export function rankOf(bid: Bid, o: TarockOptions): number {
  const c = CONTRACTS[bid.contract];
  const table = o.tariff === 'ooe' ? 'ooe' : 'wien';
  if (bid.contract !== 'besserrufer' || o.besserruferRanking === 'single' || !bid.bird) return c.rank[table];
  if (table === 'wien') return BIRD_RANK_WIEN[bid.bird];
  return c.rank.ooe + BIRDS.indexOf(bid.bird) / 4;
}

/** Game value of the contract (§12.2 `contractValue`); Trischaken's base is an option of its own. */
export function contractValue(id: ContractId, o: TarockOptions): number {
  return id === 'trischaken' ? o.trischakenBase : CONTRACTS[id].value[o.tariff];
}

/** Premiums that exist in this contract under these options (§11.1, §15 `premiumsExtra`). */
export function premiumsOf(id: ContractId, o: TarockOptions): readonly PremiumId[] {
  const c = CONTRACTS[id];
  if (c.family !== 'tarock' || o.premiumsExtra.length === 0) return c.premiums;
  return [...c.premiums, ...o.premiumsExtra.filter((p) => !c.premiums.includes(p))];
}

export function bidName(bid: Bid): string {
  if (bid.contract !== 'besserrufer' || !bid.bird) return CONTRACTS[bid.contract].name;
  return `${bid.bird[0]!.toUpperCase()}${bid.bird.slice(1)}rufer`;
}
