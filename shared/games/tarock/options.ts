/**
 * Variant options (rules §15) and house-rule profiles. The engine defaults are the `wien` column
 * with the two exceptions §15 names: `trischakenTalon: none` and `trickHistory: all`.
 */
import * as v from 'valibot';
import type { Profile } from '../../core/game.js';

const opt = <S extends v.GenericSchema>(schema: S, text: string) => v.pipe(schema, v.description(text));

export const TarockOptionsSchema = v.strictObject({
  rounds: v.optional(
    opt(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(25)), 'Length of the match in Radl (rounds of four deals: every player deals once).'),
    1,
  ),
  contractSet: v.optional(
    opt(v.picklist(['wien', 'ooe', 'tirol']), 'Contracts on offer: wien = all incl. Zwiccolo; ooe = without Zwiccolo; tirol = Zwiccolo only ouvert.'),
    'wien',
  ),
  tariff: v.optional(opt(v.picklist(['wien', 'ooe', 'tirol']), 'Contract values (and with ooe the Upper-Austrian bidding order).'), 'wien'),
  besserruferRanking: v.optional(
    opt(v.picklist(['perBird', 'single']), 'perBird: Pagat-, Uhu-, Kakadu-, Quapilrufer rank apart; single: one rank for every Besserrufer.'),
    'perBird',
  ),
  forehandMayOpenWithContract: v.optional(opt(v.boolean(), 'Vorhand may open the auction with any contract instead of "Vorhand".'), false),
  forehandMayHold: v.optional(opt(v.boolean(), 'Vorhand may take over the highest bid at equal rank ("ich halte").'), false),
  fourKingsCall: v.optional(
    opt(v.picklist(['queen', 'forbidden']), 'With all four kings: call a queen, or calling contracts may not be bid.'),
    'queen',
  ),
  mayCallOwnKing: v.optional(opt(v.boolean(), 'The declarer may call a king he holds himself (and then plays secretly alone).'), false),
  colourGameMinColourCards: v.optional(
    opt(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(12)), 'Colour cards a player must hold to bid Farbendreier or Farbensolo.'),
    6,
  ),
  winThresholdThirds: v.optional(
    opt(v.pipe(v.number(), v.integer(), v.minValue(106), v.maxValue(107)), 'Card points (in thirds) to win a point contract: 107 = 35 and 2 Blatt, 106 = 35 and 1 Blatt.'),
    107,
  ),
  kaiserstich: v.optional(
    opt(v.picklist(['anyOrder', 'ordered', 'off']), 'Sküs, Mond and Pagat in one trick: the Pagat wins (in any order, only in the order Mond–Sküs–Pagat, or never).'),
    'anyOrder',
  ),
  trischakenBase: v.optional(opt(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10)), 'Base value of Trischaken.'), 2),
  trischakenTalon: v.optional(
    opt(v.picklist(['none', 'firstSixTricks', 'lastTrick', 'vorhandChooses']), 'Trischaken talon: counted for nobody, one card to each of the first six tricks, all to the last trick, or Vorhand chooses.'),
    'none',
  ),
  trischakenStichzwang: v.optional(
    opt(v.union([v.boolean(), v.literal('vorhandChooses')]), 'Trischaken with the duty to win a trick if possible (or Vorhand chooses).'),
    true,
  ),
  trischakenScoring: v.optional(
    opt(v.picklist(['wien', 'ooe', 'pairs']), 'Trischaken settlement: Vienna pot, Upper-Austrian payouts, or the top two pay the bottom two.'),
    'wien',
  ),
  valatMode: v.optional(opt(v.picklist(['multiplier', 'fixed']), 'Valat replaces the game at ×4 silent / ×8 announced, or is a fixed premium 10/20.'), 'multiplier'),
  silentFailuresCount: v.optional(opt(v.boolean(), 'A silent premium that fails (e.g. Pagat played in trick 12 and lost) counts against its party.'), false),
  reservationMode: v.optional(
    opt(v.picklist(['hard', 'soft']), 'Announced birds and König ultimo: hard = kept until their trick unless forced; soft = may be given up early but never win a trick early.'),
    'hard',
  ),
  colourGameValatOrKontra: v.optional(opt(v.boolean(), 'In colour contracts a defender may announce Valat or say Kontra, not both.'), false),
  ouvertReveal: v.optional(opt(v.picklist(['all', 'declarer']), 'Ouvert contracts expose all four hands after trick 1, or only the declarer\'s.'), 'all'),
  stopNegativeEarly: v.optional(opt(v.boolean(), 'A negative contract ends as soon as it is lost.'), true),
  premiumsExtra: v.optional(
    opt(v.array(v.picklist(['mondfang', 'sack1', 'sack2'])), 'Extra premiums in tarock contracts: Mondfang (XXI captured), Sack (45/2), Doppelsack (55/2).'),
    [],
  ),
  scoreLedger: v.optional(opt(v.picklist(['total', 'schrift']), 'Match score: total = with Kontra (money), schrift = tournament score without Kontra.'), 'total'),
  trickHistory: v.optional(opt(v.picklist(['all', 'last']), 'Which finished tricks of the deal players may look at.'), 'all'),
  showLeftTalon: v.optional(opt(v.boolean(), 'The talon half the declarer left stays face up after trick 1.'), true),
  doubleRounds: v.optional(
    opt(v.array(v.picklist(['trischaken', 'mondfang', 'halfTime'])), 'Triggers of a doubled Radl (4 deals at double score); empty = never.'),
    [],
  ),
});

export type TarockOptions = v.InferOutput<typeof TarockOptionsSchema>;
export type Tariff = TarockOptions['tariff'];

/** The engine defaults (every field of the schema at its default). */
export const DEFAULT_OPTIONS: TarockOptions = v.parse(TarockOptionsSchema, {});

/** §15 column `wien`: the Vienna tournament profile (Wiener Tarockcup). */
const WIEN: Partial<TarockOptions> = {
  contractSet: 'wien', tariff: 'wien', besserruferRanking: 'perBird', forehandMayOpenWithContract: false,
  forehandMayHold: false, fourKingsCall: 'queen', mayCallOwnKing: false, colourGameMinColourCards: 6,
  winThresholdThirds: 107, kaiserstich: 'anyOrder', trischakenBase: 2, trischakenTalon: 'firstSixTricks',
  trischakenStichzwang: true, trischakenScoring: 'wien', valatMode: 'multiplier', silentFailuresCount: false,
  reservationMode: 'hard', colourGameValatOrKontra: false, ouvertReveal: 'all', stopNegativeEarly: true,
  premiumsExtra: [], scoreLedger: 'total', trickHistory: 'last', showLeftTalon: true, doubleRounds: [],
};

/** §15 column `ooe`: Raiffeisen Tarockcup Austria / OÖ 4/2023. */
const OOE: Partial<TarockOptions> = {
  ...WIEN, contractSet: 'ooe', tariff: 'ooe', besserruferRanking: 'single', forehandMayOpenWithContract: true,
  forehandMayHold: true, fourKingsCall: 'forbidden', colourGameMinColourCards: 0, kaiserstich: 'off', trischakenBase: 1,
  trischakenTalon: 'lastTrick', trischakenScoring: 'ooe', reservationMode: 'soft', colourGameValatOrKontra: true,
  scoreLedger: 'schrift',
};

/** §15 column `tirol`: Tiroler Tarockcup 2019, listed by the rules file for comparison. */
const TIROL: Partial<TarockOptions> = {
  ...WIEN, contractSet: 'tirol', tariff: 'tirol', besserruferRanking: 'single', forehandMayOpenWithContract: true,
  kaiserstich: 'ordered', trischakenTalon: 'vorhandChooses', trischakenStichzwang: 'vorhandChooses',
  trischakenScoring: 'pairs', valatMode: 'fixed', premiumsExtra: ['mondfang', 'sack1', 'sack2'], scoreLedger: 'schrift',
};

export const PROFILES: readonly Profile<TarockOptions>[] = [
  {
    id: 'tarock/wien', version: 1, name: 'Wien (Wiener Tarockcup)',
    description: 'Vienna tournament rules: Zwiccolo, Vogelrufer ranked per bird, Kaiserstich, queen call with four kings, Valat ×4/×8, only the last trick may be viewed.',
    options: WIEN,
  },
  {
    id: 'tarock/ooe', version: 1, name: 'Oberösterreich (OÖ 4/2023)',
    description: 'Upper-Austrian cup rules: no Zwiccolo, Vorhand may open with a contract and hold, no Kaiserstich, Trischaken talon to the last trick, tournament score without Kontra.',
    options: OOE,
  },
  {
    id: 'tarock/tirol', version: 1, name: 'Tirol (Tiroler Tarockcup 2019)',
    description: 'Tyrolean cup tariff: Kaiserstich only in the order Mond–Sküs–Pagat, fixed Valat 10/20, Mondfang and Säcke, Vorhand chooses the Trischaken rules.',
    options: TIROL,
  },
];
