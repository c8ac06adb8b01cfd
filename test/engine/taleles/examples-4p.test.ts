/**
 * The 4-player worked examples of the rules (§19: W1, W2, W4, W5, W7, W12, W16) and the kept-back
 * exact tie, each replayed from a prearranged deck. Dealer seat 3, forehand seat 0.
 */
import { describe, expect, it } from 'vitest';
import { taleles, type TalelesState } from '../../../shared/games/taleles/index.js';
import { cardPoints, PACK } from '../../../shared/games/taleles/cards.js';
import {
  TIE_DECK,
  TIE_TRICKS,
  W2_BIDDING,
  W2_DECK,
  W2_DOUBLING,
  W2_TRICK1,
  W2_TRICKS,
  W4_DECK,
  W5_DECK,
  W5A_DECK,
  W5B_DECK,
  W7_DECK,
  W7_TRICKS,
  W12_DECK,
} from './fixtures.js';
import { legal, playOut, run, table, tricks } from './helpers.js';

const NO_BIDS = ['0 pass', '1 pass', '2 pass', '3 pass'];
const ANNOUNCE_PASSES = ['0 pass', '1 pass', '2 pass', '3 pass'];
const viewOf = (s: TalelesState, seat: number | 'spectator' = 'spectator') => taleles.view(s, seat);

describe('W1 card points and Beet', () => {
  it('totals 62 for trump, 30 per plain suit, 152 for the pack', () => {
    const suit = (s: string, trump: 'H' | null) => PACK.filter((c) => c[0] === s).reduce((a, c) => a + cardPoints(c, trump), 0);
    expect(suit('H', 'H')).toBe(62);
    expect(['D', 'S', 'C'].map((s) => suit(s, 'H'))).toEqual([30, 30, 30]);
    expect(PACK.reduce((a, c) => a + cardPoints(c, 'H'), 0)).toBe(152);
    expect(cardPoints('HJ', 'H') + cardPoints('H9', 'H')).toBe(34);
  });

  const beetAfter = (deck: string[], trump: string, melds: string[]) => {
    let s = run(table(4, 3, [deck]), ...NO_BIDS, `0 trump ${trump}`, ...ANNOUNCE_PASSES);
    s = run(s, ...melds);
    const sheet = playOut(s).last!;
    return [sheet.pot, sheet.beet];
  };

  it('no melds: pot 162, Beet 81', () => expect(beetAfter(W2_DECK, 'H', [])).toEqual([162, 81]));
  it('a Terz: pot 182, Beet 91', () =>
    expect(beetAfter(W2_DECK, 'H', ['0 play HJ', '1 play H8', '2 play HQ', '3 meld DJ+DQ+DK'])).toEqual([182, 91]));
  it('a Fünfzig: pot 212, Beet 106', () => expect(beetAfter(W5_DECK, 'S', ['0 meld C9+C10+CJ+CQ'])).toEqual([212, 106]));
  it('Terz + Bela: pot 202, Beet 101 (W2)', () => {
    const s = tricks(run(table(4, 3, [W2_DECK]), ...W2_BIDDING, ...W2_TRICK1, ...W2_DOUBLING), ...W2_TRICKS);
    expect([s.last!.pot, s.last!.beet]).toEqual([202, 101]);
  });
  it('Hundert + Achtzig: pot 342, Beet 171 (W5 c)', () => {
    const sheet = playOut(w5c()).last!;
    expect([sheet.pot, sheet.beet]).toEqual([342, 171]);
  });
});

/** W5 (c) up to the end of trick 1. */
function w5c(): TalelesState {
  return run(
    table(4, 3, [W5_DECK]),
    ...NO_BIDS,
    '0 trump S',
    ...ANNOUNCE_PASSES,
    '0 meld C9+C10+CJ+CQ+CK',
    '0 play S7',
    '1 meld H7+H8+H9+H10+HJ+HQ',
    '1 play C7',
    '2 meld HA+DA+SA+CA',
    '2 play S8',
    '3 play S9',
  );
}

describe('W2 complete 4-player deal', () => {
  it('runs the Bela round, the trump choice and the announce phase as in §19', () => {
    let s = table(4, 3, [W2_DECK]);
    // No seen K + Q pair anywhere: seat 3's DQ is still face down.
    for (const seat of [0, 1, 2, 3]) {
      expect(legal(s)).toEqual(['pass']);
      s = run(s, `${seat} pass`);
    }
    expect(legal(s)).toEqual(['trump H', 'trump D', 'trump S', 'trump C', 'pass']);
    expect(viewOf(s, 0).hand).toHaveLength(6);
    expect(viewOf(s, 0).hiddenCounts).toEqual([2, 2, 2, 2]);
    s = run(s, '0 trump H');
    expect(viewOf(s, 0).hand).toEqual(['HJ', 'H9', 'HA', 'S7', 'D8', 'CA', 'C10', 'CK']);
    expect(viewOf(s).hiddenCounts).toEqual([0, 0, 0, 0]);
    expect(viewOf(s)).toMatchObject({ trump: 'H', maker: 0, makerSide: [0, 2], phase: 'announce' });
    s = run(s, '0 pass', '1 pass');
    expect(legal(s)).toEqual(['bela H', 'pitsch', 'pass']);
    s = run(s, '2 bela H');
    expect(viewOf(s, 1).bela).toEqual({ seat: 2, early: true, cards: ['HK', 'HQ'] });
    expect(taleles.hiddenFrom(s, 1)).not.toContain('HQ');
    s = run(s, '2 pass', '3 pass');
    expect(viewOf(s).phase).toBe('play');
  });

  it('shows only the summary of a meld until it is credited, then its cards', () => {
    let s = run(table(4, 3, [W2_DECK]), ...W2_BIDDING, '0 play HJ', '1 play H8', '2 play HQ', '3 meld DJ+DQ+DK');
    expect(viewOf(s, 0).melds).toEqual([
      { seat: 3, kind: 'terz', length: 3, top: 'K', summary: 'Terz, top K', credited: false, cards: null },
    ]);
    expect(viewOf(s, 3).melds[0]!.cards).toEqual(['DJ', 'DQ', 'DK']);
    expect(taleles.publicNotation(run(table(4, 3, [W2_DECK]), ...W2_BIDDING, '0 play HJ', '1 play H8', '2 play HQ'), 3, {
      type: 'meld',
      meld: ['DJ', 'DQ', 'DK'],
    })).toBe('meld ? (Terz, top K)');
    s = run(s, '3 play H7');
    // Trick 1 won by seat 0 with HJ: 20 + 0 + 3 + 0.
    expect(viewOf(s).previousTrick).toEqual({
      leader: 0,
      winner: 0,
      cards: [{ seat: 0, card: 'HJ' }, { seat: 1, card: 'H8' }, { seat: 2, card: 'HQ' }, { seat: 3, card: 'H7' }],
    });
    expect(viewOf(s, 0).melds[0]).toMatchObject({ credited: true, cards: ['DJ', 'DQ', 'DK'] });
    expect(viewOf(s).phase).toBe('doubling');
    // Side A may double B's run; side B the game and A's Bela.
    expect(legal(s)).toEqual(['kontra sequence', 'pass']);
    s = run(s, '0 pass');
    expect(legal(s)).toEqual(['kontra game', 'kontra bela', 'pass']);
  });

  it('scores A +144 and B +58 (maker above the Beet of 101)', () => {
    const s = tricks(run(table(4, 3, [W2_DECK]), ...W2_BIDDING, ...W2_TRICK1, ...W2_DOUBLING), ...W2_TRICKS);
    expect(s.last).toMatchObject({
      trickPoints: [124, 38],
      raw: [144, 58],
      pot: 202,
      beet: 101,
      winner: 'maker',
      credited: [144, 58],
    });
    expect(s.last!.melds.map((m) => [m.kind, m.seat, m.value])).toEqual([['terz', 3, 20], ['bela', 2, 20]]);
    expect(s.scores).toEqual([144, 58]);
    expect(viewOf(s)).toMatchObject({ deal: 2, dealer: 0, scores: [144, 58, 144, 58], phase: 'bela' });
  });
});

describe('W4 only one run scores', () => {
  const trick1 = [
    '0 meld C9+C10+CJ',
    '0 play SA',
    '1 meld D7+D8+D9',
    '1 play SQ',
    '2 meld S8+S9+S10',
    '2 meld H8+H9+H10',
    '2 play S8',
    '3 meld CQ+CK+CA',
    '3 play S7',
  ];
  const start = () => run(table(4, 3, [W4_DECK]), ...NO_BIDS, '0 trump H', ...ANNOUNCE_PASSES);

  it('credits seat 3 (top A) to side B and nothing else', () => {
    const s = run(start(), ...trick1);
    expect(viewOf(s).melds.filter((m) => m.credited).map((m) => [m.seat, m.cards])).toEqual([[3, ['CQ', 'CK', 'CA']]]);
    expect(viewOf(s).doubling.map((d) => [d.id, d.owner])).toEqual([['game', [0, 2]], ['sequence', [1, 3]]]);
    const sheet = playOut(s).last!;
    expect(sheet.melds.map((m) => [m.kind, m.seat, m.value])).toEqual([['terz', 3, 20]]);
    expect(sheet.pot).toBe(182);
  });

  it('without seat 3\'s run, seat 0 (top J) beats seat 2\'s two Terzes: side A 20, not 60', () => {
    const s = run(start(), ...trick1.filter((l) => !l.startsWith('3 meld')));
    expect(viewOf(s).melds.filter((m) => m.credited).map((m) => m.seat)).toEqual([0]);
    const sheet = playOut(s).last!;
    expect(sheet.melds.map((m) => [m.seat, m.value])).toEqual([[0, 20]]);
    expect(sheet.raw[0]! - sheet.trickPoints[0]!).toBe(20);
  });
});

describe('W5 run tie-breaks, Hundert length, independent Achtzig', () => {
  const credited = (s: TalelesState) => viewOf(s).melds.filter((m) => m.credited).map((m) => m.seat);

  it('(a) equal class and top: the run in trump wins', () => {
    const s = run(
      table(4, 3, [W5A_DECK]),
      ...NO_BIDS,
      '0 trump S',
      ...ANNOUNCE_PASSES,
      '0 meld H10+HJ+HQ',
      '0 play DA',
      '1 meld S10+SJ+SQ',
      '1 play DQ',
      '2 play D8',
      '3 play DJ',
    );
    expect(credited(s)).toEqual([1]);
  });

  it('(b) equal runs outside trump: the earlier seat in trick 1 wins', () => {
    let s = run(table(4, 3, [W5B_DECK]), ...NO_BIDS, '0 trump C', ...ANNOUNCE_PASSES, '0 play SA', '1 play S8');
    s = run(s, '2 meld D10+DJ+DQ', '2 play SJ', '3 meld H10+HJ+HQ');
    // Seat 3 has no spade: he must trump.
    expect(legal(s)).toEqual(['play CA', 'play CK']);
    s = run(s, '3 play CK');
    expect(credited(s)).toEqual([2]);
  });

  it('(c) the longer Hundert wins; the Achtzig counts on its own', () => {
    const s = w5c();
    const v = viewOf(s);
    expect(v.melds.map((m) => [m.seat, m.kind, m.length, m.top, m.credited])).toEqual([
      [0, 'hundert', 5, 'K', false],
      [1, 'hundert', 6, 'Q', true],
      [2, 'achtzig', 4, 'A', true],
    ]);
    expect(v.doubling.map((d) => [d.id, d.owner])).toEqual([
      ['game', [0, 2]],
      ['sequence', [1, 3]],
      ['eighty', [0, 2]],
    ]);
  });
});

describe('W7 the maker falls, with a Kontra', () => {
  const upToDoubling = () =>
    tricks(run(table(4, 3, [W7_DECK]), ...NO_BIDS, '0 trump H', ...ANNOUNCE_PASSES, '0 meld DJ+DQ+DK'), W7_TRICKS[0]!);

  it('B Kontra on the game: B gets 2 × 162 + 20 = 344, A nothing', () => {
    let s = run(upToDoubling(), '0 pass', '1 kontra game');
    expect(viewOf(s).doubling[0]).toMatchObject({ id: 'game', level: 1, name: 'Kontra', multiplier: 2, by: 1 });
    s = run(s, '2 pass', '3 pass', '0 pass', '1 pass');
    s = tricks(s, ...W7_TRICKS.slice(1));
    expect(s.last).toMatchObject({ trickPoints: [60, 102], raw: [80, 102], pot: 182, winner: 'defenders', credited: [0, 344] });
    expect(s.last!.lines.map((l) => [l.item, l.multiplier, l.amounts])).toEqual([
      ['game', 2, [0, 324]],
      ['sequence', 1, [0, 20]],
    ]);
  });

  it('with A\'s Re-Kontra B gets 4 × 162 + 20 = 668', () => {
    let s = run(upToDoubling(), '0 pass', '1 kontra game', '2 kontra game', '3 pass', '0 pass', '1 pass', '2 pass');
    expect(viewOf(s).doubling[0]).toMatchObject({ level: 2, name: 'Re-Kontra', multiplier: 4, by: 2 });
    s = tricks(s, ...W7_TRICKS.slice(1));
    expect(s.last!.credited).toEqual([0, 668]);
  });
});

describe('exact tie at the Beet (kept-back example)', () => {
  const upToDoubling = (options = {}) =>
    tricks(run(table(4, 3, [TIE_DECK, W2_DECK], options), ...NO_BIDS, '0 trump H', ...ANNOUNCE_PASSES), TIE_TRICKS[0]!);
  const finish = (s: TalelesState) => tricks(s, ...TIE_TRICKS.slice(1));

  it('81 to 81 without doubling: the maker side loses everything', () => {
    const s = finish(run(upToDoubling(), ...ANNOUNCE_PASSES));
    expect(s.last).toMatchObject({ raw: [81, 81], tie: true, burden: 'maker', winner: 'defenders', credited: [0, 162] });
  });

  it('when the defenders doubled last they carry the burden and the maker wins', () => {
    const s = finish(run(upToDoubling(), '0 pass', '1 kontra game', '2 pass', '3 pass', '0 pass', '1 pass'));
    expect(s.last).toMatchObject({ tie: true, burden: 'defenders', winner: 'maker', credited: [324, 0] });
  });

  it('after a Re-Kontra the burden is the maker side\'s again', () => {
    const s = finish(run(upToDoubling(), '0 pass', '1 kontra game', '2 kontra game', '3 pass', '0 pass', '1 pass', '2 pass'));
    expect(s.last).toMatchObject({ burden: 'maker', winner: 'defenders', credited: [0, 648] });
  });

  it('litige: the defenders keep their 81, the maker side\'s 81 go to the next deal\'s winner', () => {
    let s = finish(run(upToDoubling({ tieRule: 'litige' }), ...ANNOUNCE_PASSES));
    expect(s.last).toMatchObject({ winner: 'litige', credited: [0, 81], held: 81 });
    expect(viewOf(s).held).toBe(81);
    // Next deal, dealt by seat 0: seat 1 makes hearts.
    s = run(s, '1 pass', '2 pass', '3 pass', '0 pass', '1 trump H', '1 pass', '2 pass', '3 pass', '0 pass');
    s = playOut(s);
    const w = s.last!.winner === 'maker' ? 1 : 0;
    expect(s.last!.lines.at(-1)).toMatchObject({ item: 'litige', amounts: w === 1 ? [0, 81] : [81, 0] });
    expect(s.held).toBe(0);
  });
});

describe('W12 Pitsch', () => {
  const announced = (options = {}) =>
    run(table(4, 3, [W12_DECK], options), '0 bela H', '0 pitsch', '0 pass', '1 pass', '2 pass', '3 pass');

  it('declared after a Bela-round trump; winning every trick wins the match at once', () => {
    let s = announced();
    expect(viewOf(s)).toMatchObject({ contract: 'pitsch', pitsch: 0, trump: 'H', maker: 0 });
    s = tricks(s, '0 HJ S7 S10 SK');
    // Pitsch for the match: no doubling window.
    expect(viewOf(s).phase).toBe('play');
    expect(viewOf(s).doubling).toEqual([]);
    s = playOut(s);
    expect(taleles.toAct(s)).toEqual([]);
    expect(taleles.outcome(s)).toMatchObject({
      winners: [0, 2],
      ranks: [1, 2, 1, 2],
      scores: [0, 0, 0, 0],
      result: { code: 'pitsch', seats: [0, 2], made: true, others: [0] },
      summary: 'Seats 0 and 2 win by Pitsch (made) (others 0)',
    });
  });

  it('for the deal: A gets 162 + 90 + 100 + 20 = 372, B nothing', () => {
    let s = announced({ pitschStakes: 'deal' });
    s = run(s, '0 meld H7+H8+H9+H10+HJ+HQ+HK+HA');
    s = playOut(s);
    expect(s.last).toMatchObject({ contract: 'pitsch', pitschMade: true, credited: [372, 0] });
    expect(s.scores).toEqual([372, 0]);
  });
});

describe('W16 match end at 1001', () => {
  const finalDeal = (scores: number[]) => {
    const s = { ...table(4, 3, [W2_DECK]), scores };
    return tricks(run(s, ...W2_BIDDING, ...W2_TRICK1, ...W2_DOUBLING), ...W2_TRICKS);
  };

  it('(a) A passes the target alone and wins', () => {
    const s = finalDeal([962, 940]);
    expect(taleles.outcome(s)).toMatchObject({
      scores: [1106, 998, 1106, 998],
      winners: [0, 2],
      ranks: [1, 2, 1, 2],
      result: { code: 'won', seats: [0, 2], score: 1106, others: [998] },
      summary: 'Seats 0 and 2 win 1106 to 998',
    });
    expect(viewOf(s).winners).toEqual([0, 2]);
  });

  it('(b) both pass the target: the higher score wins', () => {
    expect(taleles.outcome(finalDeal([930, 985]))).toMatchObject({ scores: [1074, 1043, 1074, 1043], winners: [0, 2] });
  });

  it('(c) tied at the top: another deal is played', () => {
    const s = finalDeal([914, 1000]);
    expect(s.scores).toEqual([1058, 1058]);
    expect(taleles.outcome(s)).toBeUndefined();
    expect(taleles.toAct(s)).toEqual([1]);
  });
});

describe('annulled deal (kept-back example)', () => {
  it('after all four pass twice the deal is void and the next dealer deals', () => {
    const s = run(table(4, 3, [W2_DECK]), ...NO_BIDS, ...NO_BIDS);
    expect(viewOf(s)).toMatchObject({ deal: 2, dealer: 0, forehand: 1, scores: [0, 0, 0, 0], lastDeal: null, phase: 'bela' });
  });
});
