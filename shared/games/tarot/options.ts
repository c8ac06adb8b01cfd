/**
 * Table options (rules §17) and the house-rule profiles. Every field has the FFT default, so
 * `{}` is the official game; the web app builds its create-table form from this schema.
 */
import * as v from 'valibot';
import type { Profile } from '../../core/index.js';

const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

export const tarotOptions = v.strictObject({
  deals: v.optional(
    v.pipe(
      int(0, 100),
      v.description('Number of scored deals in the match; 0 = one deal per player (each seat deals once). Annulled deals do not count (Q14).'),
    ),
    0,
  ),
  firstDealer: v.optional(v.pipe(int(-1, 4), v.description('Seat of the first dealer; -1 = drawn at random (§3).')), -1),
  fivePlayerMode: v.optional(
    v.pipe(
      v.picklist(['king_call', 'mort']),
      v.description('5 players: king_call (15 cards, chien 3, §6) or mort (the dealer sits out, the other four play the 4-player game) (Q8).'),
    ),
    'king_call',
  ),
  excuseLastTrick: v.optional(
    v.pipe(
      v.picklist(['trick_winner', 'always_changes_camp']),
      v.description('Excuse played to the last trick outside a chelem: it goes to the camp winning that trick, or always to the other camp (Q1).'),
    ),
    'trick_winner',
  ),
  excuseChelemDefence: v.optional(
    v.pipe(v.boolean(), v.description('The Excuse wins the last trick for a defence that won every earlier trick, not only for the attack (Q2).')),
    true,
  ),
  failedChelemDefenceAll: v.optional(
    v.pipe(
      v.picklist(['both_terms', 'defence_chelem_only']),
      v.description('Chelem announced and the defence takes every trick: count both −200 terms, or only the defence chelem (Q3).'),
    ),
    'both_terms',
  ),
  discardedTrumpsInPoignee: v.optional(
    v.pipe(
      v.picklist(['generalised', 'triple_only', 'never']),
      v.description('Trumps the taker had to discard count toward his poignée when shown again: always, only for a triple (the FFT case), or never (Q5).'),
    ),
    'generalised',
  ),
  calledSuitLead: v.optional(
    v.pipe(
      v.picklist(['first_card', 'suit_setting_card']),
      v.description('5 players: the ban on leading the called suit covers the first card of the deal only, or also the card that sets the suit after an Excuse lead (Q6).'),
    ),
    'first_card',
  ),
  partnerChelemShare: v.optional(
    v.pipe(v.boolean(), v.description('5 players: the partner takes his third of the chelem amounts; if off, the taker takes the whole attack share of them (Q9).')),
    true,
  ),
  trickReview: v.optional(
    v.pipe(v.picklist(['last', 'all']), v.description('Played tricks the players may review: the last completed trick (FFT §9.6) or every trick of the deal (Q13).')),
    'last',
  ),
});

export type TarotOptions = v.InferOutput<typeof tarotOptions>;

export const PROFILES: readonly Profile<TarotOptions>[] = [
  {
    id: 'tarot/fft',
    version: 1,
    name: 'FFT (Règlement officiel 2012)',
    description: 'The official rules of the Fédération Française de Tarot with the defaults of rules §17.',
    options: {},
  },
  {
    id: 'tarot/fft-correspondence',
    version: 1,
    name: 'FFT, every trick reviewable',
    description: 'FFT rules; all tricks of the deal stay reviewable, since a deal is played over days.',
    options: { trickReview: 'all' },
  },
];
