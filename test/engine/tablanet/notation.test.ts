/**
 * The action notation (docs/games/tablanet.md): `play <card>` and `play <card> x <union in pack order>`,
 * plus the forms parseAction also reads (groups, the rules file's §13 colon form).
 */
import { describe, expect, it } from 'vitest';
import { actionFromGroups, tablanetProfiles } from '../../../shared/games/tablanet/index.js';
import { createMatch } from '../../../shared/index.js';
import { def } from './helpers.js';

const play = (card: string, capture: string[] = []) => ({ type: 'play' as const, card, capture });

describe('makeAction', () => {
  it('writes trails and captures, the union in pack order', () => {
    expect(def.makeAction(play('S4'))).toBe('play S4');
    expect(def.makeAction(actionFromGroups('S7', [['H7'], ['C3', 'D4'], ['S2', 'C5']]))).toBe('play S7 x S2+H7+D4+C3+C5');
  });
});

describe('parseAction', () => {
  it.each([
    ['play S4', play('S4')],
    ['play S7 x S2+H7+D4+C3+C5', play('S7', ['S2', 'H7', 'D4', 'C3', 'C5'])],
    // any order and spacing, lower case: normalised to the union in pack order
    ['  play s7 X c5 + s2+H7+d4+C3 ', play('S7', ['S2', 'H7', 'D4', 'C3', 'C5'])],
    // groups separated by ';'
    ['play S7 x H7; D4+C3; S2+C5', play('S7', ['S2', 'H7', 'D4', 'C3', 'C5'])],
    // the rules file's §13 notation, with or without groups
    ['play:S4', play('S4')],
    ['play:S7:S2.H7.D4.C3.C5', play('S7', ['S2', 'H7', 'D4', 'C3', 'C5'])],
    ['play:S7:H7;D4.C3;S2.C5', play('S7', ['S2', 'H7', 'D4', 'C3', 'C5'])],
    // a card in two groups stays twice, for apply to refuse (E2)
    ['play C7 x H3+C4; H3+D4', play('C7', ['H3', 'H3', 'D4', 'C4'])],
    // card-like tokens that are no card are kept, for apply to answer UNKNOWN_CARD
    ['play H11', play('H11')],
  ])('reads %j', (text, action) => {
    expect(def.parseAction(text)).toEqual(action);
  });

  it.each(['', 'play', 'pass', 'play S7 x', 'play S7 x H7++C3', 'play S7 y H7', 'play S7 x H7;', 'play:S7:', 'play S7-H7', 'play SEVEN'])(
    'refuses %j',
    (text) => {
      expect(def.parseAction(text)).toBeUndefined();
    },
  );

  it('round-trips every legal action of a position, and publicNotation tells all', () => {
    const s = createMatch<never>(def, { seats: 3, seed: 'notation', options: tablanetProfiles[3]!.options });
    if (!s.ok) throw new Error(s.error.message);
    const seat = def.toAct(s.value)[0]!;
    for (const a of def.legalActions(s.value, seat)) {
      expect(def.parseAction(def.makeAction(a))).toEqual(a);
      expect(def.publicNotation(s.value, seat, a)).toBe(def.makeAction(a));
    }
  });
});
