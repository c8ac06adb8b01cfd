/**
 * What a viewer can tell apart (issue 15): two deals that differ only in cards the viewer cannot see
 * must look the same to them. For every game and seat count, random matches are played from
 * prearranged decks; at points along the way a twin match is dealt from the same decks with hidden
 * cards moved — swapped between two other seats' hands (or a hand and the stock, talon or chien),
 * a hidden king moved to another seat (the called partner in Tarock and Tarot), the hidden part of
 * the stock, talon or chien reversed — and the same actions replayed. Wherever the twin is a match
 * the public history allows, the viewer's view, legal actions, compact plays, claim offer and every
 * public notation (what feeds, sockets and records carry) must be the same in both.
 */
import { describe, expect, it } from 'vitest';
import { claimKnown, claimSupported } from '../../shared/bots/index.js';
import { claimHooks } from '../../shared/bots/claim.js';
import { type AnyGameDef, type CardId, createMatch, gameList, getGame, legalNotations, randomInt, type RngState, type Seat, seedRng, shuffle, type Viewer } from '../../shared/index.js';
import { cardPoints as talelesPoints, type TalelesSuit } from '../../shared/games/taleles/cards.js';
import { leakConfigs } from './leaks.js';

type Entry = readonly [Seat, string];
const DECKS = 12;

/** Plays `log` on a match from `decks`: the state and the public notations, or undefined when an action does not fit. */
function playLog(def: AnyGameDef, seats: number, options: unknown, seed: string, decks: readonly (readonly CardId[])[], log: readonly Entry[]) {
  const start = createMatch<unknown>(def, { seats, options, seed, decks });
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  const heard: Entry[] = [];
  for (const [seat, text] of log) {
    const action: unknown = def.parseAction(text);
    const next = def.apply(state, seat, action);
    if (!next.ok) return undefined;
    heard.push([seat, def.publicNotation(state, seat, action)]);
    state = next.value;
  }
  return { state, heard };
}

/** Everything `viewer` receives about the match now. */
function seen(def: AnyGameDef, state: unknown, viewer: Viewer, history: readonly Entry[], options: unknown) {
  const seat = viewer === 'spectator' ? null : viewer;
  const out: Record<string, unknown> = { view: def.view(state, viewer), history };
  if (seat !== null) {
    out.legal = legalNotations(def, state, seat);
    if (def.plays) out.plays = def.plays(state, seat);
    const hooks = claimHooks(def.id);
    if (claimSupported(def.id) && hooks && def.toAct(state).includes(seat) && hooks.playing(state) && (hooks.hands(state)[seat]?.length ?? 0) >= 2) {
      out.claim = claimKnown(def, { game: def.id, seat, view: def.view(state, seat), legal: [], history, options, seed: 'same' }, 8, 500);
    }
  }
  return out;
}

/** The permutations of hidden cards to try for `viewer`: swaps between locations, a king moved, hidden stock parts reversed. */
function moves(def: AnyGameDef, state: unknown, viewer: Viewer, rng: RngState): [Map<CardId, CardId>[], RngState] {
  const hidden = new Set(def.hiddenFrom(state, viewer));
  const places = Object.entries(def.cardLocations(state))
    .map(([name, cards]) => ({ name, cards: cards.filter((c) => hidden.has(c)) }))
    .filter((p) => p.cards.length > 0);
  const out: Map<CardId, CardId>[] = [];
  const swap = (a: CardId, b: CardId) => out.push(new Map([[a, b], [b, a]]));
  let r = rng;
  let i: number;
  for (let k = 0; k < places.length; k++) {
    for (let l = k + 1; l < places.length; l++) {
      const [p, q] = [places[k]!, places[l]!];
      [i, r] = randomInt(r, p.cards.length);
      const a = p.cards[i]!;
      [i, r] = randomInt(r, q.cards.length);
      swap(a, q.cards[i]!);
      // A hidden king to the other place: in Tarock and Tarot the called king makes its holder the partner.
      const king = p.cards.find((c) => /K$/.test(c) && c !== a);
      if (king) swap(king, q.cards.find((c) => !/K$/.test(c)) ?? q.cards[0]!);
    }
    const p = places[k]!;
    if (!/^hand/.test(p.name) && p.cards.length > 1) {
      const reversed = p.cards.slice().reverse();
      out.push(new Map(p.cards.map((c, j) => [c, reversed[j]!])));
    }
  }
  return [out, r];
}

/** The paths at which two payloads differ. */
function differences(a: unknown, b: unknown, path = ''): string {
  if (JSON.stringify(a) === JSON.stringify(b)) return '';
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return `${path}: ${JSON.stringify(a)} / ${JSON.stringify(b)}`;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].map((k) => differences((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`)).filter(Boolean).join('; ');
}

/**
 * Public sums a twin must keep. Taleles with 2 and 3 players publishes the Beet, half the points in play
 * (rules file D-23, §10: public), so the points of the cards left out of play (the stock) are known in sum:
 * a card moved into or out of the stock changes places only with one of the same points.
 */
function keepsPublicSums(def: AnyGameDef, state: unknown, perm: ReadonlyMap<CardId, CardId>): boolean {
  if (def.id !== 'taleles') return true;
  const stock = new Set(def.cardLocations(state).stock ?? []);
  const trump = (def.view(state, 'spectator') as { trump?: TalelesSuit | null }).trump ?? null;
  let moved = 0;
  for (const [from, to] of perm) if (stock.has(from) && !stock.has(to)) moved += talelesPoints(to, trump) - talelesPoints(from, trump);
  return moved === 0;
}

describe('a viewer cannot tell apart deals that differ in cards they cannot see', () => {
  for (const config of leakConfigs(gameList)) {
    it(`${config.game} for ${config.seats}`, () => {
      const def = getGame(config.game)!;
      let twins = 0;
      const matches = config.game === 'tarock' ? 1 : 2;
      const every = config.game === 'tarock' ? 29 : 7;
      for (let m = 0; m < matches; m++) {
        let rng = seedRng(`twins:${config.game}:${config.seats}:${m}`);
        const probe = createMatch<{ options?: unknown }>(def, { seats: config.seats, options: config.options, seed: 'probe' });
        if (!probe.ok) throw new Error(probe.error.message);
        const pack = def.pack(probe.value.options ?? {});
        const decks: CardId[][] = [];
        for (let d = 0; d < DECKS; d++) {
          let deck: CardId[];
          [deck, rng] = shuffle(rng, pack);
          decks.push(deck);
        }
        const seed = `twin-seed-${m}`;
        const start = createMatch<unknown>(def, { seats: config.seats, options: config.options, seed, decks });
        if (!start.ok) throw new Error(start.error.message);
        let state = start.value;
        const log: Entry[] = [];
        const heard: Entry[] = [];
        for (let step = 0; step < 400 && def.toAct(state).length > 0; step++) {
          if (step % every === 3) {
            const deal = def.view(state, 'spectator').deal - 1;
            const viewers: Viewer[] = [...Array.from({ length: config.seats }, (_, s) => s), 'spectator'];
            for (const viewer of viewers) {
              let perms: Map<CardId, CardId>[];
              [perms, rng] = moves(def, state, viewer, rng);
              const mine = JSON.stringify(seen(def, state, viewer, heard, config.options));
              for (const perm of perms) {
                if (!keepsPublicSums(def, state, perm)) continue;
                const twinDecks = decks.map((d, k) => (k === deal ? d.map((c) => perm.get(c) ?? c) : d));
                const twin = playLog(def, config.seats, config.options, seed, twinDecks, log);
                // A move the public history rules out (a seat that showed a void now holding the suit) is no twin.
                if (!twin || JSON.stringify(twin.heard) !== JSON.stringify(heard)) continue;
                if (JSON.stringify(twin.state) === JSON.stringify(state)) continue;
                twins++;
                const theirs = JSON.stringify(seen(def, twin.state, viewer, twin.heard, config.options));
                const where = theirs === mine ? '' : differences(JSON.parse(mine), JSON.parse(theirs));
                expect(where, `${config.game}/${config.seats}, action ${log.length}, viewer ${viewer}, moved ${[...perm].map(([a, b]) => `${a}→${b}`).join(' ')}`).toBe('');
              }
            }
          }
          const seat = def.toAct(state)[0]!;
          const legal = def.legalActions(state, seat);
          let i: number;
          [i, rng] = randomInt(rng, legal.length);
          const action = legal[i];
          const next = def.apply(state, seat, action);
          if (!next.ok) throw new Error(next.error.message);
          log.push([seat, def.makeAction(action)]);
          heard.push([seat, def.publicNotation(state, seat, action)]);
          state = next.value;
        }
      }
      expect(twins).toBeGreaterThan(10);
    });
  }
});
