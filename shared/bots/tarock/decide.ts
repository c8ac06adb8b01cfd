/**
 * The rule player's decisions outside the card play: talon half, announcements and Kontra, and
 * who is on which side as a seat knows it (the partner is hidden until the called king shows,
 * §8.1, §13). Shared by the bot (from a view) and the rollouts (from a full state, reading only
 * what the seat to act may know).
 */
import type { CardId, Seat } from '../../core/index.js';
import { isKing, isTarock } from '../../games/tarock/cards.js';
import type { Family } from '../../games/tarock/contracts.js';
import { THRESHOLD } from './bidding.js';
import { facts, halfValue, tarockStrength } from './hand.js';

/**
 * Party of every seat as `seat` knows it: 1 same, −1 other, 0 unknown. `partner` is the
 * declarer's partner as far as `seat` knows: a seat, null for none (he plays alone), undefined
 * when it does not know yet.
 */
export function sidesFor(seat: Seat, declarer: Seat, family: Family, calling: boolean, partner: Seat | null | undefined): number[] {
  const out = [0, 0, 0, 0];
  for (let s = 0; s < 4; s++) {
    if (s === seat) out[s] = 1;
    else if (family === 'trischaken') out[s] = -1;
    else if (!calling || partner === null) out[s] = (s === declarer) === (seat === declarer) ? 1 : -1;
    else if (partner === undefined) out[s] = seat === declarer ? 0 : s === declarer ? -1 : 0;
    else {
      const mine = seat === declarer || seat === partner;
      const theirs = s === declarer || s === partner;
      out[s] = mine === theirs ? 1 : -1;
    }
  }
  return out;
}

/** The talon half to take (§9.1); never Schleifen: playing alone costs no more than conceding and may win. */
export function chooseTalon(hand: readonly CardId[], halves: readonly (readonly CardId[] | null)[], legal: readonly string[], colourGame: boolean, called: CardId | null): string {
  let best = 'talon 1';
  let bestValue = -Infinity;
  halves.forEach((half, i) => {
    if (!half || !legal.includes(`talon ${i + 1}`)) return;
    const v = halfValue(hand, half, colourGame, called);
    if (v > bestValue) {
      best = `talon ${i + 1}`;
      bestValue = v;
    }
  });
  return legal.includes(best) ? best : legal.find((a) => a.startsWith('talon')) ?? legal[0]!;
}

/**
 * Announcements and Kontra (§11): premiums only when they are safe — Trull with all three and
 * long tarock, Pagat ultimo with very long tarock and a top tarock to pull the rest, Vier Könige
 * with all four kings and long tarock; Kontra on the game only with a hand that beats the
 * contract's bar; Rekontra only with a hand far above it.
 */
export function chooseAnnounce(hand: readonly CardId[], legal: readonly string[], declarer: boolean, family: Family, alone: boolean, bias = 0): string {
  const f = facts(hand);
  const ts = tarockStrength(hand) + bias;
  if (family === 'tarock') {
    if (legal.includes('announce trull') && f.skus && f.mond && f.pagat && f.tarocks >= 9) return 'announce trull';
    if (legal.includes('announce pagat') && f.pagat && f.tarocks >= 10 && (f.skus || f.mond) && declarer) return 'announce pagat';
    if (legal.includes('announce koenige') && hand.filter(isKing).length === 4 && f.tarocks >= 8 && declarer) return 'announce koenige';
  }
  if (!declarer && legal.includes('kontra game') && family === 'tarock') {
    // Alone against three the declarer needs more; against a Rufer party our hand must carry more.
    const bar = alone ? 14 : 16;
    if (ts >= bar) return 'kontra game';
  }
  if (declarer && legal.includes('rekontra game') && family === 'tarock' && ts >= THRESHOLD.solodreier + 2) return 'rekontra game';
  return 'pass';
}

export const tarocksIn = (hand: readonly CardId[]) => hand.filter(isTarock).length;
