/**
 * Rules beyond the worked examples: W14's legal plays, late Bela, the doubling ladder on single
 * announcements, and the scoring variants (meldsNeedATrick, belaAlwaysKept, allTricksBonus).
 */
import { describe, expect, it } from 'vitest';
import { taleles } from '../../../shared/games/taleles/index.js';
import { levelName } from '../../../shared/games/taleles/doubling.js';
import { talelesOptions } from '../../../shared/games/taleles/options.js';
import { legalPlays } from '../../../shared/games/taleles/play.js';
import { parse } from 'valibot';
import { BELA_DECK, W2_BIDDING, W2_DECK, W2_TRICK1, W2_TRICKS, W9_DECK, W12_DECK } from './fixtures.js';
import { legal, playOut, run, table, tricks } from './helpers.js';

const NO_BIDS = ['0 pass', '1 pass', '2 pass', '3 pass'];
const opts = (o: Record<string, unknown> = {}) => parse(talelesOptions, o);
const trick = (...cards: string[]) => cards.map((card, seat) => ({ seat, card }));
const plays = (hand: string, t: ReturnType<typeof trick>, o: Record<string, unknown> = {}, partner: number | null = null) =>
  legalPlays(hand.split(' '), t, 'S', opts(o), partner).sort();

describe('W14 legal plays (trump spades)', () => {
  it('(a) void in the suit led: must trump', () => expect(plays('S7 DQ CK', trick('HA'))).toEqual(['S7']));
  it('(b) after a ruff: any trump; overtrump: only a higher one', () => {
    expect(plays('SQ SA D9', trick('HA', 'SK'))).toEqual(['SA', 'SQ']);
    expect(plays('SQ SA D9', trick('HA', 'SK'), { overtrump: true })).toEqual(['SA']);
  });
  it('(c) must trump although the partner wins; partner exemption frees him', () => {
    expect(plays('SQ D9', trick('HA', 'H7'), {}, 0)).toEqual(['SQ']);
    expect(plays('SQ D9', trick('HA', 'H7'), { partnerExemption: true }, 0)).toEqual(['D9', 'SQ']);
  });
  it('(d) trump led: any trump; overtrump: above the 9', () => {
    expect(plays('SJ S7 CA', trick('S9'))).toEqual(['S7', 'SJ']);
    expect(plays('SJ S7 CA', trick('S9'), { overtrump: true })).toEqual(['SJ']);
  });
  it('(e) neither suit nor trump: anything', () => expect(plays('DQ CK', trick('HA'))).toEqual(['CK', 'DQ']));
  it('(f) follow suit; mustBeatLedSuit: head the trick', () => {
    expect(plays('DA D8 CQ', trick('DK'))).toEqual(['D8', 'DA']);
    expect(plays('DA D8 CQ', trick('DK'), { mustBeatLedSuit: true })).toEqual(['DA']);
  });
  it('overtrump when unable: still must trump (undertrump)', () => {
    expect(plays('S7 S8 D9', trick('HA', 'SJ'), { overtrump: true })).toEqual(['S7', 'S8']);
  });
  it('three players: the other defender counts as partner for the exemption (D-38)', () => {
    expect(plays('SQ D9', trick('HA', 'H7'), { partnerExemption: true }, 0)).toEqual(['D9', 'SQ']);
    expect(plays('SQ D9', trick('HA', 'H7'), { partnerExemption: true }, 1)).toEqual(['SQ']);
  });
});

describe('late Bela (§8)', () => {
  const noEarlyBela = W2_BIDDING.filter((l) => l !== '2 bela H');

  it('may be announced with either trump K or Q by the holder, and is not a doubling item', () => {
    let s = run(table(4, 3, [W2_DECK]), ...noEarlyBela, '0 play HJ', '1 play H8');
    expect(legal(s)).toEqual(['play HK', 'play HK bela', 'play HQ', 'play HQ bela']);
    s = run(s, '2 play HQ bela', '3 meld DJ+DQ+DK', '3 play H7');
    expect(taleles.view(s, 1).bela).toEqual({ seat: 2, early: false, cards: ['HK', 'HQ'] });
    expect(taleles.view(s, 'spectator').doubling.map((d) => d.id)).toEqual(['game', 'sequence']);
    s = tricks(run(s, '0 pass', '1 pass', '2 pass', '3 pass'), ...W2_TRICKS);
    // Same points as W2: the late Bela counts for the Beet and is kept by the winning maker side.
    expect(s.last).toMatchObject({ raw: [144, 58], pot: 202, credited: [144, 58] });
    expect(s.last!.lines.map((l) => l.item)).toEqual(['game', 'sequence', 'lateBela']);
  });

  it('is offered to nobody once a Bela is credited', () => {
    const s = run(table(4, 3, [W2_DECK]), ...W2_BIDDING, '0 play HJ', '1 play H8');
    expect(legal(s)).toEqual(['play HK', 'play HQ']);
  });
});

describe('the Kontra ladder', () => {
  it('names every level of the seed and counts on after "beim Giewelloch naus"', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(levelName)).toEqual([
      'Kontra',
      'Re-Kontra',
      'Sub-Re',
      'Mort',
      'Hirsch',
      'Brand',
      'Feier',
      'beim Giewelloch naus',
      '1',
      '2',
    ]);
  });

  const w2Doubling = (options = {}) => run(table(4, 3, [W2_DECK], options), ...W2_BIDDING, ...W2_TRICK1);

  it('alternates between the sides on one item and doubles a single announcement', () => {
    // A doubles B's Terz; B answers; A raises again: Sub-Re, ×8.
    let s = run(w2Doubling(), '0 kontra sequence', '1 kontra sequence');
    expect(legal(s)).toEqual(['kontra sequence', 'pass']); // the game and the Bela are A's own
    s = run(s, '2 kontra sequence', '3 pass', '0 pass', '1 pass', '2 pass');
    expect(taleles.view(s, 'spectator').doubling.find((d) => d.id === 'sequence')).toMatchObject({ level: 3, name: 'Sub-Re', multiplier: 8, by: 2 });
    s = tricks(s, ...W2_TRICKS);
    // The maker side wins the deal, so it takes the doubled Terz: 8 × 20.
    expect(s.last!.lines.map((l) => [l.item, l.amounts])).toEqual([
      ['game', [124, 38]],
      ['sequence', [160, 0]],
      ['bela', [20, 0]],
    ]);
  });

  it('stops at maxDoublingLevel', () => {
    const s = run(w2Doubling({ maxDoublingLevel: 1 }), '0 kontra sequence');
    expect(legal(s)).toEqual(['kontra game', 'kontra bela', 'pass']);
  });

  it('offers only the game with kontraScope gameOnly', () => {
    const s = w2Doubling({ kontraScope: 'gameOnly' });
    expect(taleles.view(s, 'spectator').doubling.map((d) => d.id)).toEqual(['game']);
    expect(legal(s)).toEqual(['pass']);
  });
});

describe('scoring variants', () => {
  const belaDeal = (options = {}) => {
    let s = run(table(4, 3, [BELA_DECK], options), ...NO_BIDS, '0 trump H', '0 pass', '1 bela H', '1 pass', '2 pass', '3 pass');
    s = tricks(s, '0 HJ HK HA H8');
    return playOut(run(s, '0 kontra bela', '1 pass', '2 pass', '3 pass', '0 pass')).last!;
  };

  it('a doubled Bela goes to the deal winner, or with belaAlwaysKept to its holder', () => {
    expect(belaDeal().winner).toBe('maker');
    expect(belaDeal().lines.find((l) => l.item === 'bela')!.amounts).toEqual([40, 0]);
    expect(belaDeal({ belaAlwaysKept: true }).lines.find((l) => l.item === 'bela')!.amounts).toEqual([0, 40]);
  });

  const pitschDeal = (options: Record<string, unknown>) => {
    let s = run(table(4, 3, [W12_DECK], { pitschStakes: 'deal', ...options }), '0 bela H', '0 pitsch', '0 pass', '1 pass', '2 pass', '3 pass');
    s = run(s, '0 play HJ', '1 meld S7+S8+S9');
    return playOut(s).last!;
  };

  it('the trickless side\'s Terz goes to the Pitsch winner, unless meldsNeedATrick strikes it', () => {
    expect(pitschDeal({}).credited).toEqual([162 + 90 + 20 + 20, 0]);
    const struck = pitschDeal({ meldsNeedATrick: true });
    expect(struck.credited).toEqual([162 + 90 + 20, 0]);
    expect(struck.melds.map((m) => [m.kind, m.counted])).toEqual([['terz', false], ['bela', true]]);
  });

  it('allTricksBonus rewards taking every trick without a Pitsch', () => {
    const s = playOut(run(table(4, 3, [W12_DECK], { allTricksBonus: 90 }), '0 bela H', '0 pass', '1 pass', '2 pass', '3 pass'));
    expect(s.last).toMatchObject({ trickPoints: [252, 0], raw: [272, 0], credited: [272, 0] });
  });
});

describe('views', () => {
  it('hide the hidden packet from its owner until trump is fixed, and the stock always', () => {
    const s = table(2, 1, [W9_DECK]);
    const v = taleles.view(s, 0);
    expect(v.hand).toHaveLength(6);
    expect(taleles.hiddenFrom(s, 0)).toEqual(expect.arrayContaining(['DQ', 'H8', 'C7', 'D8', 'SJ']));
    expect(JSON.stringify(taleles.view(s, 'spectator'))).not.toMatch(/"(DQ|D8|SJ)"/);
  });

  it('show the last trick only until the next trick starts, or all tricks with trickHistory all', () => {
    const after = (options = {}) => tricks(run(table(4, 3, [W2_DECK], options), ...W2_BIDDING, ...W2_TRICK1, '0 pass', '1 pass', '2 pass', '3 pass'), W2_TRICKS[0]!);
    let s = after();
    expect(taleles.view(s, 'spectator').tricks.map((t) => t.cards[0]!.card)).toEqual(['H9']);
    s = run(s, '0 play HA');
    expect(taleles.view(s, 'spectator')).toMatchObject({ tricks: [], previousTrick: null });
    s = run(after({ trickHistory: 'all' }), '0 play HA');
    expect(taleles.view(s, 'spectator').tricks.map((t) => t.winner)).toEqual([0, 0]);
  });

  it('deal 2 + 3 seen and 3 hidden with deal4 2-3-3', () => {
    const s = table(4, 3, [W2_DECK], { deal4: '2-3-3' });
    // Seat 0 (forehand) gets the top two cards, then cards 8–10 in the second packet.
    expect(taleles.view(s, 0).hand.slice().sort()).toEqual([W2_DECK[0], W2_DECK[1], W2_DECK[8], W2_DECK[9], W2_DECK[10]].sort());
    expect(taleles.view(s, 0).hiddenCounts).toEqual([3, 3, 3, 3]);
  });

  it('carry the card style for the UI', () => {
    expect(taleles.view(table(4, 3, [W2_DECK], { cards: 'german' }), 0).cards).toBe('german');
  });
});

