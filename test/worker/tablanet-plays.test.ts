/**
 * Tablanet's compact plays through the public API (docs/api.md, "Tablanet plays"): the seat to act gets
 * every legal play per hand card, the others and spectators none, and what it stands for is what `legal`
 * lists and what the table accepts.
 */
import { describe, expect, it } from 'vitest';
import type { TablanetPlaysWire, TableState } from '../../shared/protocol.js';
import { act, call, json, newPlayer, newTable, stateOf } from './helpers.js';

/** The captures `plays` allows for one card: unions of disjoint groups (one group without combine) holding mustTake. */
function captures(plays: TablanetPlaysWire, card: string): Set<string> {
  const p = plays.cards.find((c) => c.card === card)!;
  const out = new Set<string>();
  const grow = (from: number, taken: readonly string[]): void => {
    for (let i = from; i < p.groups.length; i++) {
      const g = p.groups[i]!;
      if (g.some((c) => taken.includes(c))) continue;
      const next = [...taken, ...g];
      if (p.mustTake.every((c) => next.includes(c))) out.add([...next].sort().join('+'));
      if (plays.combine) grow(i + 1, next);
    }
  };
  grow(0, []);
  return out;
}

describe('Tablanet plays', () => {
  it('come with the turn, say exactly what legal lists, and the table takes them', async () => {
    const ana = await newPlayer('Ana');
    const ben = await newPlayer('Ben');
    const { table } = await newTable(ana.token, { game: 'tablanet', seats: 2, seat: 0, autoPlaySingle: false });
    await json<TableState>(await call(`/api/tables/${table.id}/seats/1`, { token: ben.token, raw: '' }));
    const tokens = [ana.token, ben.token];
    let checked = 0;
    for (let step = 0; step < 24; step++) {
      const spectator = await stateOf(table.id);
      expect(spectator.plays).toBeUndefined();
      const seat = spectator.table.toAct[0]!;
      expect((await stateOf(table.id, tokens[1 - seat])).plays).toBeUndefined();
      const mine = await stateOf(table.id, tokens[seat]);
      const plays = mine.plays!;
      expect(plays.cards.map((c) => c.card)).toEqual(mine.view.hand);
      expect(mine.legalComplete).toBeUndefined();
      for (const { card, trail } of plays.cards) {
        const listed = mine.legal.filter((a) => a.split(' ')[1] === card);
        expect(listed.includes(`play ${card}`)).toBe(trail);
        const taken = listed.flatMap((a) => (a.includes(' x ') ? [a.split(' x ')[1]!.split('+').sort().join('+')] : []));
        expect(new Set(taken)).toEqual(captures(plays, card));
        checked += taken.length;
      }
      // Take the biggest capture the plays describe, else trail the first card.
      const best = plays.cards.flatMap((c) => [...captures(plays, c.card)].map((u) => ({ card: c.card, u }))).sort((a, b) => b.u.length - a.u.length)[0];
      const pick = best ? mine.legal.find((a) => a.startsWith(`play ${best.card} x`) && a.split(' x ')[1]!.split('+').sort().join('+') === best.u)! : mine.legal[0]!;
      const reply = await json<TableState>(await act(table.id, tokens[seat]!, mine.seq, pick));
      expect(reply.seq).toBe(mine.seq + 1);
    }
    expect(checked).toBeGreaterThan(0);
  });
});
