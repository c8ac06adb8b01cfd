/**
 * The 2- and 3-player worked examples (§19 W9, W10) and kept-back examples: three-player scoring,
 * a failed Pitsch for the match, the second trump round and an annulled deal.
 */
import { describe, expect, it } from 'vitest';
import { taleles, type TalelesState } from '../../../shared/games/taleles/index.js';
import { P3_DECK, P3_TRICKS, W9_DECK, W10_DECK } from './fixtures.js';
import { legal, run, table, tricks } from './helpers.js';

const viewOf = (s: TalelesState, seat: number | 'spectator' = 'spectator') => taleles.view(s, seat);

describe('W9 two players: turned card, seven exchange, early Bela, Terz, full play', () => {
  it('plays the deal of §19 and credits P0 +147, P1 +31', () => {
    let s = table(2, 1, [W9_DECK]);
    expect(viewOf(s, 1)).toMatchObject({ turnedCard: 'DK', forehand: 0, hiddenCounts: [3, 3] });
    expect(legal(s)).toEqual(['pass']); // DQ is still face down
    s = run(s, '0 pass', '1 pass');
    expect(legal(s)).toEqual(['accept', 'pass']);
    s = run(s, '0 accept');
    expect(viewOf(s)).toMatchObject({ trump: 'D', maker: 0, trumpRound: 1 });
    expect(legal(s)).toEqual(['seven', 'pitsch', 'pass']);
    s = run(s, '0 seven');
    expect(viewOf(s, 1)).toMatchObject({ turnedCard: 'D7', exchange: { seat: 0, got: 'DK', gave: 'D7' } });
    expect(viewOf(s, 0).hand).toContain('DK');
    expect(legal(s)).toEqual(['bela D', 'pitsch', 'pass']);
    s = run(s, '0 bela D', '0 pass', '1 pass');
    // Points in play 128 + 10 = 138; with the Bela the Beet stands at 79 before trick 1.
    expect(viewOf(s).beet).toBe(79);
    s = run(s, '0 meld DJ+DQ+DK', '0 play DJ', '1 play D10');
    expect(viewOf(s).phase).toBe('doubling');
    expect(legal(s)).toEqual(['pass']); // every item is P0's own
    s = run(s, '0 pass');
    expect(legal(s)).toEqual(['kontra game', 'kontra sequence', 'kontra bela', 'pass']);
    s = run(s, '1 pass');
    s = tricks(s, '0 D9 DA', '0 SA S9', '0 S10 SK', '0 DK SQ', '0 DQ CJ', '0 CA HK', '0 H8 HA', '1 H10 C7');
    expect(s.last).toMatchObject({
      pointsInPlay: 138,
      trickPoints: [107, 31],
      raw: [147, 31],
      pot: 178,
      beet: 89,
      winner: 'maker',
      credited: [147, 31],
    });
    expect(viewOf(s)).toMatchObject({ deal: 2, dealer: 0, scores: [147, 31] });
  });
});

describe('match end with 2 players (target 501)', () => {
  it('W9 from 400 to 547 ends the match; the out-of-play cards are never shown', () => {
    let s: TalelesState = { ...table(2, 1, [W9_DECK]), scores: [400, 0] };
    s = run(s, '0 pass', '1 pass', '0 accept', '0 seven', '0 bela D', '0 pass', '1 pass');
    s = run(s, '0 meld DJ+DQ+DK', '0 play DJ', '1 play D10', '0 pass', '1 pass');
    s = tricks(s, '0 D9 DA', '0 SA S9', '0 S10 SK', '0 DK SQ', '0 DQ CJ', '0 CA HK', '0 H8 HA', '1 H10 C7');
    expect(taleles.outcome(s)).toMatchObject({ scores: [547, 31], winners: [0], ranks: [1, 2] });
    const stock = 'D8 SJ S8 S7 HQ HJ H9 H7 C10 CK CQ C9 C8'.split(' ');
    for (const viewer of [0, 1, 'spectator'] as const) {
      expect(taleles.hiddenFrom(s, viewer)).toEqual(expect.arrayContaining(stock));
      const tokens: string[] = JSON.stringify(taleles.view(s, viewer)).match(/[A-Z0-9]+/g) ?? [];
      expect(stock.filter((c) => tokens.includes(c))).toEqual([]);
    }
  });
});

describe('W10 three players: Bela priority and the seven exchange', () => {
  const start = () => table(3, 2, [W10_DECK]);

  it('P2\'s Bela fixes hearts ahead of P0; P0 exchanges the seven; P2 may declare his Terz in trick 1', () => {
    let s = start();
    expect(legal(s)).toEqual(['pass']); // CK + CQ are not of the turned suit
    s = run(s, '0 pass', '1 pass');
    expect(legal(s)).toEqual(['bela H', 'pass']);
    s = run(s, '2 bela H');
    expect(viewOf(s)).toMatchObject({ phase: 'announce', trump: 'H', maker: 2, trumpRound: 1, makerSide: [2] });
    expect(viewOf(s).bela).toEqual({ seat: 2, early: true, cards: ['HK', 'HQ'] });
    expect(legal(s)).toEqual(['seven', 'pass']); // a defender may not declare Pitsch
    s = run(s, '0 seven', '0 pass', '1 pass', '2 pass');
    expect(viewOf(s, 1)).toMatchObject({ turnedCard: 'H7', exchange: { seat: 0, got: 'HA', gave: 'H7' } });
    expect(taleles.hiddenFrom(s, 1)).not.toContain('HA');
    // Out of play S9 C8 DK D7 H7 = 4 points: 152 − 4 + 10 = 158 in play, + 20 Bela.
    expect(viewOf(s).beet).toBe(89);
    s = run(s, '0 play SA', '1 play S7');
    expect(legal(s)).toContain('meld SJ+SQ+SK');
  });

  it('a Pitsch for the match lost by the lone maker ranks him last; the defenders share first place', () => {
    let s = run(start(), '0 pass', '1 pass', '2 bela H', '0 pass', '1 pass', '2 pitsch', '2 pass');
    s = tricks(s, '0 SA S7 SJ');
    expect(taleles.outcome(s)).toMatchObject({ winners: [0, 1], ranks: [1, 1, 3], result: { code: 'pitsch', seats: [0, 1], made: false } });
    expect(taleles.outcome(s)!.summary).toMatch(/^Seats 0 and 1 win by Pitsch \(lost\) \(others \d+\)$/);
    expect(s.last).toMatchObject({ contract: 'pitsch', pitschMade: false, credited: [0, 0, 0] });
  });
});

describe('three-player scoring (kept-back example)', () => {
  const upToDoubling = () =>
    tricks(run(table(3, 2, [P3_DECK]), '0 pass', '1 pass', '2 pass', '0 accept', '0 pass', '1 pass', '2 pass'), P3_TRICKS[0]!);

  it('the maker falls: each defender gets his own points plus all of the maker\'s', () => {
    const s = tricks(run(upToDoubling(), '0 pass', '1 pass', '2 pass'), ...P3_TRICKS.slice(1));
    expect(s.last).toMatchObject({
      pointsInPlay: 149,
      trickPoints: [30, 43, 76],
      pot: 149,
      winner: 'defenders',
      credited: [0, 73, 106],
    });
  });

  it('with a defender\'s Kontra on the game each defender gets twice that', () => {
    let s = run(upToDoubling(), '0 pass', '1 kontra game');
    expect(legal(s)).toEqual(['pass']); // P2 is P1's fellow defender: no Re-Kontra
    s = run(s, '2 pass');
    expect(legal(s)).toEqual(['kontra game', 'pass']); // the maker may answer
    s = tricks(run(s, '0 pass', '1 pass'), ...P3_TRICKS.slice(1));
    expect(s.last!.credited).toEqual([0, 146, 212]);
  });
});

describe('second trump round and annulment (2 players)', () => {
  const afterFirstRound = (options = {}) => run(table(2, 1, [W9_DECK], options), '0 pass', '1 pass', '0 pass', '1 pass');

  it('the second round excludes the turned suit', () => {
    expect(legal(afterFirstRound())).toEqual(['trump H', 'trump S', 'trump C', 'pass']);
  });

  it('with the variant the turned suit may be named, but a second-round trump allows no seven exchange', () => {
    let s = afterFirstRound({ secondRoundMayRepeatTurnedSuit: true });
    expect(legal(s)).toEqual(['trump H', 'trump D', 'trump S', 'trump C', 'pass']);
    s = run(s, '0 trump D');
    expect(viewOf(s)).toMatchObject({ trumpRound: 2 });
    expect(viewOf(s, 0).hand).toContain('D7');
    expect(legal(s)).toEqual(['pitsch', 'pass']);
  });

  it('after both rounds pass the deal is void and P0 deals next', () => {
    const s = run(afterFirstRound(), '0 pass', '1 pass');
    expect(viewOf(s)).toMatchObject({ deal: 2, dealer: 0, forehand: 1, scores: [0, 0], phase: 'bela' });
  });
});
