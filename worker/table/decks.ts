/**
 * The prearranged decks a finished match was dealt from (a duplicate round's), for its record: with
 * them, `replay()` reproduces the match (docs/api.md, "The record"). Only the decks the match dealt are
 * published, never the spares a longer match would have used: another table of the round may still
 * be dealing those.
 */
import { type CardId, replay, type Seat } from '../../shared/index.js';
import type { ActionRow } from './store.js';
import type { Table } from './views.js';

const found = new WeakMap<object, readonly (readonly CardId[])[]>();

/**
 * The fewest leading decks with which the record replays to the same end: every seat's final view equal
 * to the stored state's. Replaying from too few decks deals other cards, which the logged actions do not
 * fit. Remembered per table once the match has ended.
 */
export function dealtDecks(t: Table, actions: readonly ActionRow[]): readonly (readonly CardId[])[] | undefined {
  const decks = t.info.decks;
  if (!decks) return undefined;
  const known = found.get(t.info);
  if (known) return known;
  const viewers = ['spectator' as const, ...Array.from({ length: t.info.seats }, (_, s) => s)];
  const end = JSON.stringify(viewers.map((v) => t.def.view(t.state, v)));
  const log = actions.map((a) => [a.seat, a.action] as const satisfies readonly [Seat, string]);
  const first = Math.max(1, Math.min(decks.length, (t.def.view(t.state, 'spectator') as { deal?: number }).deal ?? 1));
  let out = decks;
  for (let k = first; k < decks.length; k++) {
    const tried = replay<unknown>(t.def, { game: t.info.game, version: t.info.version, seats: t.info.seats, options: t.info.options, seed: t.info.seed, decks: decks.slice(0, k), log });
    if (tried.ok && JSON.stringify(viewers.map((v) => t.def.view(tried.value, v))) === end) {
      out = decks.slice(0, k);
      break;
    }
  }
  found.set(t.info, out);
  return out;
}
