/**
 * Taleles bots at three levels: beginner (the rule player misjudging hands and now and then
 * playing a random card), club (the rule player, decide.ts and rule.ts; Kontra from a few guessed
 * deals) and strong (PIMC search, search.ts).
 */
import type { CardId } from '../../core/index.js';
import { cardPoints, PACK, suitOfCard, trickStrength } from '../../games/taleles/cards.js';
import { taleles, type TalelesOptions, type TalelesView } from '../../games/taleles/index.js';
import { handSize } from '../../games/taleles/sides.js';
import { Budget, nodeBudget } from '../budget.js';
import type { Bot, BotInput, BotLevel, GameBots } from '../types.js';
import { botOptions, BotRng, mustBeLegal } from '../util.js';
import { chooseAnnounce, chooseBid, chooseMeld, playNotation } from './decide.js';
import type { TalelesGuessInput } from './determinize.js';
import { type TalelesTracker, trackerFromView } from './knowledge.js';
import { choosePlay } from './rule.js';
import { searchTaleles } from './search.js';
import { handValue } from './strength.js';

/** Engine steps per millisecond of CPU (rule-player rollouts and guessed deals), measured on a shared, loaded machine. */
export const TALELES_NODES_PER_MS = 20;
/** The strong level's default thinking: guessed deals and engine steps per decision. */
export const STRONG_SAMPLES = 24;
export const STRONG_NODES = 12_000;
/** Kontra at the club level: a few guessed deals played out. */
const CLUB_KONTRA_SAMPLES = 8;
const CLUB_KONTRA_NODES = 1_500;
/**
 * A clear edge for a Kontra or a re-double: the side wins the deal in this share of the guessed
 * deals, and the raise gains this much on average over passing (a doubled game is a bet of the
 * whole pot, §11.3: wrong, it costs the doubler even the points his side took).
 */
const KONTRA_WIN_SHARE = 0.75;
const KONTRA_EDGE = 20;
/** Beginner noise: a random card this often, and a hand judged this many points off. */
const BEGINNER_RANDOM = 0.3;
const BEGINNER_BID_NOISE = 14;

const optionsOf = (raw: unknown): TalelesOptions => botOptions(taleles, raw);

const outOfPlayOf = (view: TalelesView): CardId[] => (view.turnedCard ? [view.turnedCard] : []);

function guessInput(input: BotInput<TalelesView>): TalelesGuessInput {
  return { seat: input.seat, view: input.view, history: input.history, options: optionsOf(input.options) };
}

/** The rule player's answer; `noisy` for the beginner. */
function ruleChoice(input: BotInput<TalelesView>, rng: BotRng, level: BotLevel): string {
  const { view, legal, seat } = input;
  const noisy = level === 'beginner';
  switch (view.phase) {
    case 'bela':
    case 'bid1':
    case 'bid2': {
      const noise = noisy ? (rng.float() * 2 - 1) * BEGINNER_BID_NOISE : 0;
      return chooseBid(view.phase, view.hand, legal, view.players, view.turnedCard, noise);
    }
    case 'announce':
      return chooseAnnounce(view.hand, legal, view.trump!, outOfPlayOf(view), seat === view.forehand);
    case 'doubling': {
      if (noisy) return 'pass';
      // The guesses follow from what the seat sees, not from the seed: the club player is a fixed
      // function of its view, so two club players at mirrored tables decide alike.
      const guesses = new BotRng(`taleles:kontra:${JSON.stringify(view)}`);
      return kontraChoice(input, guesses, CLUB_KONTRA_SAMPLES, new Budget(nodeBudget(undefined, CLUB_KONTRA_NODES, TALELES_NODES_PER_MS)));
    }
    case 'play':
      return playChoice(input, rng, noisy);
    case 'over':
      return legal[0]!;
  }
}

function playChoice(input: BotInput<TalelesView>, rng: BotRng, noisy: boolean): string {
  const { view, legal, seat } = input;
  const options = optionsOf(input.options);
  if (view.trickNumber === 1) {
    const match = view.contract === 'pitsch' && options.pitschStakes === 'match';
    const meld = chooseMeld(view.hand, legal, view.melds, view.trump!, match);
    if (meld) return meld;
  }
  const cards = [...new Set(legal.filter((a) => a.startsWith('play ')).map((a) => a.split(' ')[1]!))];
  if (noisy && rng.float() < BEGINNER_RANDOM) return playNotation(rng.pick(cards), legal);
  const tracker = trackerFromView(view, input.history, options);
  return playNotation(choosePlay(infoOf(view, seat, tracker), cards), legal);
}

function infoOf(view: TalelesView, seat: number, tracker: TalelesTracker) {
  return { seat, n: view.players, hand: view.hand, trump: view.trump!, maker: view.maker!, trick: view.trick, tracker, outOfPlay: outOfPlayOf(view), tricks: handSize(view.players) };
}

/**
 * Kontra and the re-doubles (§9): estimated from guessed deals played out by the rule player.
 * A raise only with a clear edge: the side wins most guessed deals and the raise gains on average.
 */
function kontraChoice(input: BotInput<TalelesView>, rng: BotRng, samples: number, budget: Budget): string {
  const raises = input.legal.filter((a) => a.startsWith('kontra '));
  if (raises.length === 0) return 'pass';
  const result = searchTaleles(guessInput(input), ['pass', ...raises], rng, budget, samples);
  if (result.samples === 0 || result.wins[0]! < KONTRA_WIN_SHARE) return 'pass';
  let best = 0;
  for (let k = 1; k < raises.length + 1; k++) if (result.means[k]! - result.means[0]! >= KONTRA_EDGE && result.means[k]! > result.means[best]!) best = k;
  return best === 0 ? 'pass' : raises[best - 1]!;
}

/** The trump candidates worth searching: pass and the suits whose count is not far below taking. */
function bidCandidates(view: TalelesView, legal: readonly string[]): string[] {
  const out = ['pass'];
  const scored = legal
    .filter((a) => a !== 'pass')
    .map((a) => {
      const suit = a === 'accept' ? suitOfCard(view.turnedCard!) : (a.split(' ')[1] as 'H');
      return { a, v: handValue(view.hand, suit) };
    })
    .sort((x, y) => y.v - x.v);
  for (const { a } of scored.slice(0, 2)) out.push(a);
  return out.filter((a) => legal.includes(a));
}

/** One card of each run of cards equal for the play: same suit and points, nothing outstanding between them. */
export function distinctPlays(hand: readonly CardId[], played: ReadonlySet<CardId>, trump: string, plays: readonly string[]): string[] {
  const out: string[] = [];
  const kept: CardId[] = [];
  const str = (c: CardId) => trickStrength(c, trump as 'H');
  for (const text of plays) {
    const card = text.split(' ')[1]!;
    const twin =
      !text.endsWith(' bela') &&
      kept.some((k) => {
        if (suitOfCard(k) !== suitOfCard(card) || cardPoints(k, trump as 'H') !== cardPoints(card, trump as 'H')) return false;
        const lo = Math.min(str(k), str(card));
        const hi = Math.max(str(k), str(card));
        return !PACK.some((c) => suitOfCard(c) === suitOfCard(card) && str(c) > lo && str(c) < hi && !played.has(c) && !hand.includes(c));
      });
    if (twin) continue;
    kept.push(card);
    out.push(text);
  }
  return out;
}

function strongChoice(input: BotInput<TalelesView>, rng: BotRng): string {
  const { view, legal } = input;
  const budget = new Budget(nodeBudget(input.budget, STRONG_NODES, TALELES_NODES_PER_MS));
  switch (view.phase) {
    case 'bela':
    case 'bid1':
    case 'bid2': {
      const candidates = bidCandidates(view, legal);
      if (candidates.length === 1) return candidates[0]!;
      return searchTaleles(guessInput(input), candidates, rng, budget, STRONG_SAMPLES).best;
    }
    case 'doubling':
      return kontraChoice(input, rng, STRONG_SAMPLES, budget);
    case 'play': {
      const rule = ruleChoice(input, rng, 'strong');
      if (!rule.startsWith('play ')) return rule;
      const options = optionsOf(input.options);
      const played = trackerFromView(view, input.history, options).played;
      const plays = legal.filter((a) => a.startsWith('play ') && (!legal.includes(`${a} bela`) || a.endsWith(' bela')));
      const candidates = distinctPlays(view.hand, played, view.trump!, plays);
      if (candidates.length === 1) return candidates[0]!;
      return searchTaleles(guessInput(input), candidates, rng, budget, STRONG_SAMPLES).best;
    }
    default:
      return ruleChoice(input, rng, 'strong');
  }
}

function makeBot(level: BotLevel): Bot {
  const name = `taleles/${level}`;
  return {
    name,
    choose(input: BotInput): string {
      const talelesInput = input as BotInput<TalelesView>;
      if (input.legal.length === 1) return input.legal[0]!;
      const rng = new BotRng(`taleles:${level}:${input.seed}`);
      const choice = level === 'strong' ? strongChoice(talelesInput, rng) : ruleChoice(talelesInput, rng, level);
      return mustBeLegal(input.legal, choice, name);
    },
  };
}

export const talelesBots: GameBots = { beginner: makeBot('beginner'), club: makeBot('club'), strong: makeBot('strong') };
