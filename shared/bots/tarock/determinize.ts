/**
 * A full Königrufen engine state built from one seat's view, the public history and a guess for
 * every card the seat cannot see. The guess deals the unseen cards to the other hands, the
 * hidden discards and the face-down talon so that everything the seat saw holds: its hand, the
 * cards played, voids and Stichzwang limits (knowledge.ts), open hands (ouvert), the talon halves
 * shown, the tarocks laid away (then the declarer kept no layable colour card, §9.2), announced
 * birds and König ultimo (their owner holds the card, §11.2), Besserrufer bids (the bidder held
 * the bird), the called king (not with the declarer; with "the fourth king" the declarer holds the
 * other three, with a called queen all four, §8). Then the deal is dealt from the guessed hands
 * and the deal's public history is replayed through the engine, so the state is one the engine
 * itself reached: `view(state, seat)` equals the seat's real view.
 */
import { type CardId, type Seat, seedRng } from '../../core/index.js';
import { isKing, isTarock, KINGS, PACK, TRULL } from '../../games/tarock/cards.js';
import { BIRD_CARD, type Bird, CONTRACTS, isBird } from '../../games/tarock/contracts.js';
import { newDeal } from '../../games/tarock/deal.js';
import { colourCount } from '../../games/tarock/flow.js';
import { tarock, type TarockAction, type TarockOptions, type TarockState, type TarockView } from '../../games/tarock/index.js';
import { next } from '../../games/tarock/state.js';
import { dealUnseen } from '../sample.js';
import type { HistoryEntry } from '../types.js';
import type { BotRng } from '../util.js';
import { dealHistory, dealPlays, type TarockTracker, trackerFromView } from './knowledge.js';

export interface TarockGuessInput {
  readonly seat: Seat;
  readonly view: TarockView;
  readonly history: readonly HistoryEntry[];
  readonly options: TarockOptions;
  readonly tracker?: TarockTracker | null;
}

/** One consistent guess of the whole deal as an engine state, or undefined if none was found. */
export function determinize(input: TarockGuessInput, rng: BotRng): TarockState | undefined {
  if (input.view.phase === 'matchOver') return undefined;
  const deal = dealHistory(input.view, input.history);
  // Without the deal's history (a history cut short) no state can be rebuilt.
  if (deal.length === 0 && input.view.auction.length > 0) return undefined;
  const tracker = input.tracker === undefined ? trackerFromView(input.view, input.history) : input.tracker;
  for (let attempt = 0; attempt < 16; attempt++) {
    const state = attemptGuess(input, deal, tracker, rng);
    if (state) return state;
  }
  return undefined;
}

/** Seats that bid a contract during the deal's auction, with the bid. */
function auctionBids(view: TarockView): { seat: Seat; contract: string; bird: Bird | null }[] {
  return view.auction
    .filter((a) => a.call !== 'vorhand' && a.call !== 'pass' && a.call !== 'hold')
    .map((a) => {
      const [contract, bird] = a.call.split(' ');
      return { seat: a.seat, contract: contract!, bird: bird && isBird(bird) ? bird : null };
    });
}

function attemptGuess(input: TarockGuessInput, history: readonly HistoryEntry[], tracker: TarockTracker | null, rng: BotRng): TarockState | undefined {
  const { seat, view, options: o } = input;
  const plays = dealPlays(history);
  const c = view.contract;
  const def = c ? CONTRACTS[c.id] : null;
  const d: Seat = c ? c.declarer : -1;
  const known = new Set<CardId>(view.hand);
  for (const p of plays) known.add(p.card);
  const fixed: CardId[][] = [[], [], [], []];
  const own = (s: Seat, card: CardId) => {
    if (s === seat || known.has(card)) return;
    fixed[s]!.push(card);
    known.add(card);
  };
  view.openHands.forEach((h, s) => h && s !== seat && h.forEach((x) => own(s, x)));
  const publicLaid = view.laidAway;
  for (const x of publicLaid) known.add(x);

  // The talon: six positions (half 1, then half 2, in dealing order); null = not known.
  const talon: (CardId | null)[] = [null, null, null, null, null, null];
  const taken = view.talonTaken;
  const inDeclarer = (pos: number) => taken === 2 || (taken !== null && Math.floor(pos / 3) === taken);
  view.talon.forEach((half, h) => half?.forEach((x, i) => (talon[h * 3 + (3 - half.length) + i] = x)));
  const done = view.tricksWon.reduce((a, b) => a + b, 0);
  const zuwaage = view.options.trickHistory === 'all' ? view.tricks.map((t) => t.zuwaage) : [];
  if (view.lastTrick?.zuwaage) zuwaage[done - 1] = view.lastTrick.zuwaage;
  zuwaage.forEach((x, i) => x && i < 6 && (talon[i] = x));
  for (const x of talon) if (x) known.add(x);

  // What the auction, the call and the announcements tell about hands.
  const birdHolders: { seat: Seat; card: CardId }[] = [];
  for (const b of auctionBids(view)) if (b.bird) birdHolders.push({ seat: b.seat, card: BIRD_CARD[b.bird] });
  for (const a of view.announcements) if (isBird(a.item)) birdHolders.push({ seat: a.by, card: BIRD_CARD[a.item] });
  for (const b of birdHolders) own(b.seat, b.card);
  let called: CardId | null = null;
  if (view.called && c) {
    if (view.called.suit !== null) called = `${view.called.suit}${view.called.rank}`;
    else {
      // "The fourth king", suit unknown to us: one of the kings we cannot see.
      const candidates = KINGS.filter((k) => !known.has(k));
      if (candidates.length === 0) return undefined;
      called = rng.pick(candidates);
    }
    // §8.2, §8.3: with "the fourth king" the declarer held the other three; with a queen, all four.
    if (view.called.fourth || view.called.rank === 'Q') for (const k of KINGS) if (k !== called) own(d, k);
    const koenigUltimo = view.announcements.find((a) => a.item === 'koenig_ultimo');
    if (koenigUltimo) own(koenigUltimo.by, called);
    else if (view.partnerKnown && view.partner !== null && view.partner !== seat) own(view.partner, called);
  }
  const partnerUnknown = called !== null && !view.partnerKnown && seat !== d;
  const declarerUnknown = called !== null && !view.partnerKnown;

  const cards = PACK.filter((x) => !known.has(x));
  // Places: 0–3 hands, 4 hidden discards, 5 + k the k-th unknown talon position.
  const capacity = [0, 0, 0, 0, 0];
  for (let s = 0; s < 4; s++) if (s !== seat) capacity[s] = view.handCounts[s]! - fixed[s]!.length;
  capacity[4] = seat === d ? 0 : view.laidCount - publicLaid.length;
  const talonPlaces: number[] = [];
  talon.forEach((x, pos) => {
    if (x === null && !inDeclarer(pos)) {
      talonPlaces.push(pos);
      capacity.push(1);
    }
  });
  const colourGame = def?.family === 'colour';
  const laidTarock = publicLaid.some(isTarock);
  const laidColour = publicLaid.some((x) => !isTarock(x));
  const layable = (x: CardId) => !isKing(x) && !TRULL.includes(x) && (colourGame ? isTarock(x) : !isTarock(x));
  const soloCall = c?.id === 'solorufer';
  const allowed = (x: CardId, place: number): boolean => {
    if (x === called && !o.mayCallOwnKing) {
      // The called card is with neither the declarer nor (while the partner is hidden) in an exposed talon.
      if (place === d && declarerUnknown) return false;
      if (place >= 5 && partnerUnknown && !soloCall) return false;
      if (place < 4 && view.partnerKnown && view.partner === null && place !== d) return false;
    }
    if (place === 4) return layable(x);
    if (place >= 5) return true;
    if (tracker && !tracker.mayHold(place, x)) return false;
    if (place === d && def) {
      // §9.2: a tarock laid away means no layable colour card was left (the reverse in the Farbendreier).
      if (!colourGame && laidTarock && !isTarock(x) && !isKing(x)) return false;
      if (colourGame && laidColour && isTarock(x) && !TRULL.includes(x)) return false;
    }
    return true;
  };
  const placed = dealUnseen(cards, capacity, allowed, rng);
  if (!placed) return undefined;

  const hands: CardId[][] = [0, 1, 2, 3].map((s) => (s === seat ? view.hand.slice() : [...fixed[s]!, ...placed[s]!]));
  // The public history writes a face-down discard as `discard ?`, also for the declarer, who has them in his view.
  const hiddenLaid = seat === d ? publicLaid.filter((x) => (colourGame ? isTarock(x) : !isTarock(x))) : placed[4]!;
  talonPlaces.forEach((pos, k) => (talon[pos] = placed[5 + k]![0]!));

  // The declarer's pool after taking the talon: which of its cards came from the talon is a guess too.
  const initial = hands.map((h) => h.slice());
  for (const p of plays) initial[p.seat]!.push(p.card);
  const laid = seat === d ? publicLaid.slice() : [...publicLaid, ...hiddenLaid];
  if (d >= 0 && taken !== null) {
    const pool = [...initial[d]!, ...laid];
    const size = taken === 2 ? 6 : 3;
    const part = talonPart(pool, size, d, called, view, o, birdHolders, rng);
    if (!part) return undefined;
    initial[d] = pool.filter((x) => !part.includes(x));
    const positions = [0, 1, 2, 3, 4, 5].filter(inDeclarer);
    positions.forEach((pos, k) => (talon[pos] = part[k]!));
  }
  if (initial.some((h) => h.length !== 12) || talon.some((x) => x === null)) return undefined;

  // Deal it as §5.2 would and replay the deal's public history through the engine.
  const vorhand = view.vorhand!;
  const deck: CardId[] = [];
  for (let round = 0; round < 2; round++) {
    for (let k = 0, p = vorhand; k < 4; k++, p = next(p)) deck.push(...initial[p]!.slice(round * 6, round * 6 + 6));
    if (round === 0) deck.push(...(talon as CardId[]));
  }
  const rngState = seedRng(`tarock-guess:${rng.int(0x7fffffff)}`);
  const [fresh] = newDeal(rngState, 0, view.dealer, [deck]);
  let state: TarockState = {
    options: o,
    rng: rngState,
    decks: null,
    dealIndex: view.deal - 1,
    dealsTotal: view.dealsTotal,
    dealer: view.dealer,
    schrift: view.schrift.slice(),
    total: view.total.slice(),
    doubleLeft: view.doubleLeft,
    last: view.lastDeal,
    deal: fresh,
  };
  let secret = 0;
  for (const [s, text] of history) {
    const action: TarockAction | undefined = text === 'discard ?' ? { type: 'discard', card: hiddenLaid[secret++]! } : tarock.parseAction(text);
    if (!action) return undefined;
    const r = tarock.apply(state, s, action);
    if (!r.ok) return undefined;
    state = r.value;
  }
  const d2 = state.deal;
  if (!d2 || d2.turn !== view.toAct[0] || d2.phase !== view.phase || d2.auction.calls.length !== view.auction.length || d2.tricks.length !== done) return undefined;
  return state;
}

/**
 * The cards of the declarer's pool (hand, plays, discards) that came from the talon: never a card
 * he needed for his bids or the call (the bird, his three or four kings), always the called king
 * when he has it (he could not hold it when calling); the colour contracts' six colour cards
 * (§7.2) are checked on the rest.
 */
function talonPart(
  pool: readonly CardId[], size: number, d: Seat, called: CardId | null, view: TarockView, o: TarockOptions,
  birdHolders: readonly { seat: Seat; card: CardId }[], rng: BotRng,
): CardId[] | undefined {
  const keep = new Set<CardId>(birdHolders.filter((b) => b.seat === d).map((b) => b.card));
  if (view.called && (view.called.fourth || view.called.rank === 'Q')) for (const k of KINGS) if (k !== called) keep.add(k);
  const must = called !== null && pool.includes(called) && !o.mayCallOwnKing ? [called] : [];
  const colourBid = auctionBids(view).some((b) => b.seat === d && (b.contract === 'farbendreier' || b.contract === 'farbensolo'));
  const free = pool.filter((x) => !keep.has(x) && !must.includes(x));
  for (let tries = 0; tries < 12; tries++) {
    const part = [...must, ...rng.shuffle(free).slice(0, size - must.length)];
    if (part.length !== size) return undefined;
    const rest = pool.filter((x) => !part.includes(x));
    if (colourBid && colourCount(rest) < o.colourGameMinColourCards) continue;
    return part;
  }
  return undefined;
}
