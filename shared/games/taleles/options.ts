/**
 * Taleles variant options (rules §15) and house-rule profiles. Every field has the rules file's
 * default; the web app builds its create-table form from this schema.
 */
import * as v from 'valibot';
import type { Profile } from '../../core/game.js';

const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/** The doubling ladder has no end in the rules (§9.2); the engine stops at 2^40 so credits stay exact. */
export const DOUBLING_CAP = 40;

export const talelesOptions = v.strictObject({
  targetScore: v.optional(
    v.pipe(
      v.nullable(int(1, 1_000_000)),
      v.description('Match target. Empty: 1001 with 4 players, 501 with 2 or 3 players (§12).'),
    ),
    null,
  ),
  deal4: v.optional(
    v.pipe(
      v.picklist(['3-3-2', '2-3-3']),
      v.description('4 players: packets 3+3 seen and 2 hidden, or 2+3 seen and 3 hidden (§4).'),
    ),
    '3-3-2',
  ),
  secondRoundMayRepeatTurnedSuit: v.optional(
    v.pipe(v.boolean(), v.description('2/3 players: the second trump round may name the turned card\'s suit (§5.3).')),
    false,
  ),
  overtrump: v.optional(
    v.pipe(v.boolean(), v.description('Must beat the highest trump in the trick when able (Klammern/Belote).')),
    false,
  ),
  partnerExemption: v.optional(
    v.pipe(v.boolean(), v.description('A player void in the suit led need not trump while his partner wins the trick.')),
    false,
  ),
  mustBeatLedSuit: v.optional(
    v.pipe(v.boolean(), v.description('Must head the suit led when able and no trump is in the trick (Croatian "über").')),
    false,
  ),
  kontraScope: v.optional(
    v.pipe(
      v.picklist(['perAnnouncement', 'gameOnly']),
      v.description('Kontra on the game and on each credited meld and early Bela, or on the game only (§9.1).'),
    ),
    'perAnnouncement',
  ),
  maxDoublingLevel: v.optional(
    v.pipe(v.nullable(int(1, DOUBLING_CAP)), v.description('Highest doubling level; empty: unbounded (engine cap 40).')),
    null,
  ),
  tieRule: v.optional(
    v.pipe(
      v.picklist(['burdenLoses', 'litige']),
      v.description('Exact tie at the Beet: the side that chose trump or doubled last loses, or French "litige".'),
    ),
    'burdenLoses',
  ),
  threePlayerGoal: v.optional(
    v.pipe(
      v.picklist(['beatEachDefender', 'beatHalfPot']),
      v.description('3 players: the maker must beat each defender, or half of all points (§11.2).'),
    ),
    'beatEachDefender',
  ),
  pitschStakes: v.optional(
    v.pipe(
      v.picklist(['match', 'deal']),
      v.description('A Pitsch wins or loses the whole match, or scores the deal winner-takes-all (§10).'),
    ),
    'match',
  ),
  pitschBonus: v.optional(v.pipe(int(0, 1000), v.description('Bonus of a Pitsch scored per deal.')), 90),
  allTricksBonus: v.optional(
    v.pipe(int(0, 1000), v.description('Bonus for taking every trick without a Pitsch (Croatian "štiglja" 90).')),
    0,
  ),
  meldsNeedATrick: v.optional(
    v.pipe(v.boolean(), v.description('A side that wins no trick loses its melds (Croatian Bela).')),
    false,
  ),
  belaAlwaysKept: v.optional(
    v.pipe(v.boolean(), v.description('A Bela is always credited to its holder, even on a lost deal (FFB Belote).')),
    false,
  ),
  trickHistory: v.optional(
    v.pipe(
      v.picklist(['last', 'all']),
      v.description('Completed tricks on view: only the last one until the next trick starts, or all of the deal.'),
    ),
    'last',
  ),
  firstDealer: v.optional(
    v.pipe(v.nullable(int(0, 3)), v.description('Seat of the first dealer; empty: drawn by lot (duplicate play fixes it).')),
    null,
  ),
  cards: v.optional(
    v.pipe(v.picklist(['french', 'german']), v.description('Card faces: French suits, or German Herz, Schelle, Grün, Eichel.')),
    'french',
  ),
});

export type TalelesOptions = v.InferOutput<typeof talelesOptions>;

/** The match target (§12, D-30). */
export function targetScore(options: TalelesOptions, seats: number): number {
  return options.targetScore ?? (seats === 4 ? 1001 : 501);
}

/** The highest doubling level allowed (§9.2). */
export function doublingCap(options: TalelesOptions): number {
  return Math.min(options.maxDoublingLevel ?? DOUBLING_CAP, DOUBLING_CAP);
}

/** Taleles as written in the seed (Glogowatz), every option at its rules-file default. */
export const talelesProfiles: readonly Profile<TalelesOptions>[] = [
  {
    id: 'taleles/glogowatz-2019',
    version: 1,
    name: 'Glogowatz (as written)',
    description:
      'Taleles as the former inhabitants of Glogowatz (Banat) wrote it down: must follow and must trump but no ' +
      'overtrumping, one run scores, Kontra on the game and on every announcement, Pitsch wins the match.',
    options: {
      targetScore: null,
      deal4: '3-3-2',
      secondRoundMayRepeatTurnedSuit: false,
      overtrump: false,
      partnerExemption: false,
      mustBeatLedSuit: false,
      kontraScope: 'perAnnouncement',
      maxDoublingLevel: null,
      tieRule: 'burdenLoses',
      threePlayerGoal: 'beatEachDefender',
      pitschStakes: 'match',
      pitschBonus: 90,
      allTricksBonus: 0,
      meldsNeedATrick: false,
      belaAlwaysKept: false,
      trickHistory: 'last',
    },
  },
];
