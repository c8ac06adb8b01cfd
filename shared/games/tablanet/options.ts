/**
 * Tablanet options (rules file §11) and the capture values they select (§2.2).
 * The presets of §11.2 are house-rule profiles: a profile's options sit under the explicitly given ones,
 * which is exactly §11.2's "any explicitly given option overrides the preset".
 */
import * as v from 'valibot';
import type { Profile } from '../../core/game.js';

export const VALUE_SCHEMES = ['sweepJack', 'numeric', 'tablanette1939'] as const;
export type ValueScheme = (typeof VALUE_SCHEMES)[number];
export const SCORINGS = ['seed', 'tablic22', 'tablanette1939'] as const;
export type Scoring = (typeof SCORINGS)[number];

export const tablanetOptions = v.strictObject({
  teams4: v.optional(
    v.pipe(v.boolean(), v.description('With 4 players: partners sit opposite (seats 0+2 against 1+3). Off: each for himself.')),
    true,
  ),
  valueScheme: v.optional(
    v.pipe(
      v.picklist(VALUE_SCHEMES),
      v.description(
        'Capture values: sweepJack (J sweeps the table, Q 12 and K 13 by rank only), numeric (J 12, Q 13, K 14, all sum), tablanette1939 (J sweeps, Q 13, K 14).',
      ),
    ),
    'sweepJack',
  ),
  aceValues: v.optional(
    v.pipe(
      v.picklist(['auto', '1', '1/11']),
      v.description('Aces count 1, or 1 or 11 at the capturer\'s choice. auto: 1 under sweepJack, 1 or 11 otherwise.'),
    ),
    'auto',
  ),
  multiGroupCapture: v.optional(
    v.pipe(v.boolean(), v.description('One card may take several separate groups at once (K takes K and 4+10).')),
    true,
  ),
  captureOptional: v.optional(
    v.pipe(v.boolean(), v.description('A player may lay a card on the table although it could capture (a jack still sweeps).')),
    true,
  ),
  rankCapturePriority: v.optional(
    v.pipe(
      v.boolean(),
      v.description('If a card of the played rank lies on the table, the play must capture every card of that rank.'),
    ),
    false,
  ),
  jackSweepIsTabla: v.optional(
    v.pipe(v.boolean(), v.description('A jack sweep that clears the table scores a tabla.')),
    true,
  ),
  lastPlayTabla: v.optional(
    v.pipe(v.boolean(), v.description('Clearing the table with the very last card of the hand scores a tabla too.')),
    false,
  ),
  mostCardsTie: v.optional(
    v.pipe(
      v.picklist(['none', 'lastCapturer']),
      v.description('Tie for most cards: nobody gets the 3 points, or the last capturer does if he is among the tied.'),
    ),
    'none',
  ),
  scoring: v.optional(
    v.pipe(
      v.picklist(SCORINGS),
      v.description(
        'Points per hand: seed (cards 3, 10♦ 3, 2♣ 2, aces 1, tablas 1), tablic22 (22 card points + 3), tablanette1939.',
      ),
    ),
    'seed',
  ),
  targetScore: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.description('The match ends when a side reaches this score.')),
    101,
  ),
  openingJacks: v.optional(
    v.pipe(
      v.picklist(['auto', 'bury', 'allow']),
      v.description(
        'A jack drawn for the opening table goes to the bottom of the stock (bury) or stays. auto: bury unless numeric.',
      ),
    ),
    'auto',
  ),
  threePlayerDeal: v.optional(
    v.pipe(v.picklist(['6-6-4', '4-4-4-4']), v.description('With 3 players: rounds of 6, 6, 4 cards or four rounds of 4.')),
    '6-6-4',
  ),
  showCapturedPiles: v.optional(
    v.pipe(v.boolean(), v.description('Captured piles lie face up: everyone may look through them.')),
    false,
  ),
  building: v.optional(
    v.pipe(
      v.literal(false, 'building (rules §12, Cassino-style builds) is not available in this version'),
      v.description('Cassino-style building (§12). Not available yet: strict Tablić forbids it.'),
    ),
    false,
  ),
});

export type TablanetOptions = v.InferOutput<typeof tablanetOptions>;

/** The presets of §11.2, each spelling out every option it fixes. */
export const tablanetProfiles: readonly Profile<TablanetOptions>[] = [
  {
    id: 'tablanet/tablic-v1',
    version: 1,
    name: 'Tablić (Serbian standard)',
    description: 'The default: the jack sweeps, Q 12 and K 13 by rank only, aces 1; 12 points plus tablas per hand; to 101.',
    options: { valueScheme: 'sweepJack', aceValues: '1', scoring: 'seed', targetScore: 101, jackSweepIsTabla: true, openingJacks: 'bury' },
  },
  {
    id: 'tablanet/tabinet-v1',
    version: 1,
    name: 'Tabinet (Romania)',
    description: 'As Tablić, played to 151.',
    options: { valueScheme: 'sweepJack', aceValues: '1', scoring: 'seed', targetScore: 151, jackSweepIsTabla: true, openingJacks: 'bury' },
  },
  {
    id: 'tablanet/tablanette1939-v1',
    version: 1,
    name: 'Tablanette (1939)',
    description: 'Phillips & Westall: Q 13, K 14, aces 1 or 11, the jack sweeps; a tablanette scores the pips taken; to 251.',
    options: {
      valueScheme: 'tablanette1939',
      aceValues: '1/11',
      scoring: 'tablanette1939',
      targetScore: 251,
      jackSweepIsTabla: false,
      openingJacks: 'bury',
    },
  },
  {
    id: 'tablanet/numeric-tablic-v1',
    version: 1,
    name: 'Tablić, numeric jack',
    description: 'Regional (pagat) Tablić: J 12, Q 13, K 14, aces 1 or 11, the jack is an ordinary card; 22 card points + 3.',
    options: { valueScheme: 'numeric', aceValues: '1/11', scoring: 'tablic22', targetScore: 101, openingJacks: 'allow' },
  },
];

/**
 * What the capture rules need from the options, resolved once (rank index 0 = A … 9 = 10, 10 = J, 11 = Q, 12 = K).
 * `value` counts aces 1; `aceEleven` adds 11 for aces, played or on the table (§6.1, D-18).
 */
export interface CaptureRules {
  readonly sweepJack: boolean;
  readonly value: readonly number[];
  readonly summable: readonly boolean[];
  readonly aceEleven: boolean;
  /** pv(c) per rank: the values a played card may sum to (empty: it captures by rank only). */
  readonly played: readonly (readonly number[])[];
  readonly multiGroup: boolean;
  readonly captureOptional: boolean;
  readonly rankPriority: boolean;
}

const SCHEMES: Record<ValueScheme, { sweepJack: boolean; value: number[]; summable: boolean[] }> = {
  // §2.2: under sweepJack only A…10 sum; Q and K capture by rank; the jack sweeps.
  sweepJack: { sweepJack: true, value: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 12, 13], summable: ranks((r) => r <= 9) },
  numeric: { sweepJack: false, value: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13, 14], summable: ranks(() => true) },
  tablanette1939: { sweepJack: true, value: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 13, 14], summable: ranks((r) => r !== 10) },
};

function ranks(f: (rank: number) => boolean): boolean[] {
  return Array.from({ length: 13 }, (_, r) => f(r));
}

const cache = new WeakMap<TablanetOptions, CaptureRules>();

export function captureRules(options: TablanetOptions): CaptureRules {
  const hit = cache.get(options);
  if (hit) return hit;
  const scheme = SCHEMES[options.valueScheme];
  const aceEleven = options.aceValues === 'auto' ? options.valueScheme !== 'sweepJack' : options.aceValues === '1/11';
  const rules: CaptureRules = {
    ...scheme,
    aceEleven,
    played: scheme.value.map((v, r) => (!scheme.summable[r] ? [] : r === 0 && aceEleven ? [v, 11] : [v])),
    multiGroup: options.multiGroupCapture,
    captureOptional: options.captureOptional,
    rankPriority: options.rankCapturePriority,
  };
  cache.set(options, rules);
  return rules;
}

/** §4.1: opening jacks are buried under the jack-sweep schemes unless the options say otherwise. */
export function buryOpeningJacks(options: TablanetOptions): boolean {
  return options.openingJacks === 'auto' ? options.valueScheme !== 'numeric' : options.openingJacks === 'bury';
}

/** Sides: partnerships 0+2 / 1+3 with four players in teams, otherwise one side per seat (§3). */
export function sideCount(seats: number, options: TablanetOptions): number {
  return seats === 4 && options.teams4 ? 2 : seats;
}

export function sideOf(seat: number, sides: number): number {
  return seat % sides;
}
