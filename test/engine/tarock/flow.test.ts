/**
 * A deal from the auction to the score sheet with prearranged decks: Example 15 (auctions), the
 * Vorhand privileges and hand conditions (§7), the king call (§8), the talon (§9) and one full
 * deal of every contract.
 */
import { describe, expect, it } from 'vitest';
import { tarock } from '../../../shared/games/tarock/index.js';
import { CONTRACT_IDS } from '../../../shared/games/tarock/contracts.js';
import { A, B, C, finish, legal, run, start } from './helpers.js';

const BIRDS_AND_KINGS = ['T1', 'T2', 'T3', 'T4', 'HK', 'DK', 'SK', 'H4', 'H3', 'H2', 'D4', 'D3'];

describe('Example 15: auctions (wien)', () => {
  it('(a) equal rank cannot overbid; Bettler (6) over Solorufer (4) wins the auction', () => {
    let s = run(start(), ['bid vorhand', 'pass', 'bid piccolo']);
    expect(legal(s)).not.toContain('bid zwiccolo');
    expect(legal(s)).toContain('bid solorufer');
    s = run(s, ['bid solorufer', 'pass', 'bid bettler', 'pass']);
    expect(s.deal!.contract).toEqual({ id: 'bettler', bird: null, declarer: C });
  });

  it('(b) Sechserdreier opened by Vorhand, overbid by Uhurufer, Vorhand takes the Dreier with one talon half', () => {
    let s = run(start({ hands: { [B]: ['T2'] } }), ['bid sechserdreier']);
    expect(legal(s)).not.toContain('bid besserrufer pagat');
    s = run(s, ['bid besserrufer uhu', 'pass', 'pass']);
    // §14.2: Vorhand may bid higher or pass, never return to Sechserdreier, Rufer or Trischaken
    expect(legal(s).filter((a) => /sechserdreier|rufer$|trischaken/.test(a))).toEqual([]);
    s = run(s, ['bid dreier', 'pass']);
    expect(s.deal!.contract).toEqual({ id: 'dreier', bird: null, declarer: A });
    expect(s.deal!.phase).toBe('talon');
  });

  it('(c) after "Vorhand" and three passes Vorhand must choose: Rufer or Trischaken allowed, Sechserdreier not (§14.1)', () => {
    const s = run(start(), ['bid vorhand', 'pass', 'pass', 'pass']);
    expect(legal(s)).toContain('bid rufer');
    expect(legal(s)).toContain('bid trischaken');
    expect(legal(s)).not.toContain('bid sechserdreier');
    expect(legal(s)).not.toContain('pass');
  });

  it('(d) ooe: Vorhand holds the Piccolo ("ich halte") and plays it', () => {
    const s = run(start({}, { forehandMayHold: true, forehandMayOpenWithContract: true, tariff: 'ooe', contractSet: 'ooe' }), [
      'bid vorhand', 'bid piccolo', 'pass', 'pass', 'hold', 'pass',
    ]);
    expect(s.deal!.contract).toEqual({ id: 'piccolo', bird: null, declarer: A });
  });

  it('wien: Vorhand may open only with "Vorhand" or Sechserdreier; ooe: with any contract', () => {
    expect(legal(start())).toEqual(['bid vorhand', 'bid sechserdreier']);
    expect(legal(start({}, { forehandMayOpenWithContract: true }))).toContain('bid solodreier');
    expect(legal(start({}, { forehandMayOpenWithContract: true }))).not.toContain('bid rufer');
  });

  it('§7.2 hand conditions: Besserrufer needs its bird, colour contracts six colour cards, ooe forbids calling with four kings', () => {
    const tarocks = (c: string) => (c.startsWith('T') || c === 'SKUS') && !['T1', 'T2', 'T4'].includes(c);
    const s = run(start({ hands: { [B]: ['T3', 'HK', 'DK', 'SK', 'CK'] }, fill: { [B]: tarocks } }), ['bid vorhand']);
    expect(legal(s)).toContain('bid besserrufer kakadu');
    expect(legal(s)).not.toContain('bid besserrufer pagat');
    expect(legal(s)).not.toContain('bid farbendreier');
    expect(legal(s)).toContain('bid solorufer');
    const o = run(start({ hands: { [B]: ['T3', 'HK', 'DK', 'SK', 'CK'] }, fill: { [B]: tarocks } }, { fourKingsCall: 'forbidden', colourGameMinColourCards: 0 }), ['bid vorhand']);
    expect(legal(o)).not.toContain('bid solorufer');
    expect(legal(o)).toContain('bid farbendreier');
  });

  it('besserruferRanking single: every bird has one rank, so a Kakadurufer cannot overbid a Pagatrufer', () => {
    const s = run(start({ hands: { [B]: ['T1'], [C]: ['T3'] } }, { besserruferRanking: 'single' }), ['bid vorhand', 'bid besserrufer pagat']);
    expect(legal(s)).not.toContain('bid besserrufer kakadu');
    expect(legal(s)).toContain('bid bettler');
  });

  it('contractSet ooe has no Zwiccolo; tirol has Zwiccolo only ouvert', () => {
    const bids = (o: object) => legal(run(start({}, o), ['bid vorhand']));
    expect(bids({})).toContain('bid zwiccolo');
    expect(bids({ contractSet: 'ooe' })).not.toContain('bid zwiccolo');
    expect(bids({ contractSet: 'ooe' })).not.toContain('bid zwiccolo_ouvert');
    expect(bids({ contractSet: 'tirol' })).not.toContain('bid zwiccolo');
    expect(bids({ contractSet: 'tirol' })).toContain('bid zwiccolo_ouvert');
  });
});

describe('§8 the king call and §9 the talon', () => {
  const rufer = (layout = { hands: { [A]: BIRDS_AND_KINGS } }, o = {}) => run(start(layout, o), ['bid vorhand', 'pass', 'pass', 'pass', 'bid rufer']);

  it('with three kings the declarer calls the missing king by name or as "the fourth king"; the view hides the suit', () => {
    const s = rufer();
    expect(s.deal!.phase).toBe('call');
    expect(legal(s)).toEqual(['call CK', 'call fourth']);
    const after = run(s, ['call fourth']);
    expect(tarock.view(after, B).called).toEqual({ suit: null, rank: 'K', fourth: true });
    expect(tarock.view(after, A).called).toEqual({ suit: 'C', rank: 'K', fourth: true });
  });

  it('with four kings a queen is called (wien); mayCallOwnKing offers every king', () => {
    const s = rufer({ hands: { [A]: ['HK', 'DK', 'SK', 'CK', 'HQ'] }, fill: { [A]: (c: string) => c.startsWith('T') } } as never);
    expect(legal(s)).toEqual(['call DQ', 'call SQ', 'call CQ']);
    expect(legal(rufer(undefined, { mayCallOwnKing: true }))).toEqual(['call HK', 'call DK', 'call SK', 'call CK']);
  });

  it('§9.1–9.2: both halves are shown to all; kings and Trull are never laid away, tarocks only with all colour cards', () => {
    let s = run(rufer({ hands: { [A]: ['HK', 'DK', 'T1', 'T21', 'SKUS', 'T5', 'T6', 'T7', 'T8', 'T9', 'T10', 'S7'] }, talon: [['CK', 'H4', 'T11'], ['SK', 'D4', 'T12']] } as never), ['call SK']);
    expect(s.deal!.phase).toBe('talon');
    for (const seat of [B, 'spectator' as const]) expect(tarock.view(s, seat).talon).toEqual([['CK', 'H4', 'T11'], ['SK', 'D4', 'T12']]);
    // §9.3: the called king lies in the talon — concede or play alone, everyone knows there is no partner
    expect(legal(s)).toEqual(['talon 1', 'talon 2', 'concede']);
    expect(tarock.view(s, B).partnerKnown).toBe(true);
    s = run(s, ['talon 1']);
    expect(legal(s)).toEqual(['discard S7', 'discard H4', ...['T5', 'T6', 'T7', 'T8', 'T9', 'T10', 'T11'].map((c) => `discard ${c}`)]);
    s = run(s, ['discard T5']);
    // a tarock is laid: every layable colour card must go too
    expect(legal(s)).toEqual(['discard S7', 'discard H4']);
    s = run(s, ['discard H4']);
    expect(legal(s)).toEqual(['discard S7']);
    s = run(s, ['discard S7']);
    expect(tarock.view(s, B).laidAway).toEqual(['T5']);
    expect(tarock.view(s, A).laidAway).toEqual(['T5', 'H4', 'S7']);
    expect(tarock.publicNotation(run(rufer({ hands: { [A]: BIRDS_AND_KINGS } }), ['call CK', 'talon 1']), A, { type: 'discard', card: 'H4' })).toBe('discard ?');
  });

  it('§9.3 Schleifen: conceding with the called king in the talon costs the Rufer 1 to each opponent', () => {
    const s = run(rufer({ hands: { [A]: BIRDS_AND_KINGS }, talon: [['CK', 'H1', 'S8'], []] } as never), ['call CK', 'concede']);
    expect(s.last!.items.map((i) => i.item)).toEqual(['schleifen']);
    expect(s.last!.schrift).toEqual([-3, 1, 1, 1]);
    expect(s.dealIndex).toBe(1);
  });

  it('Sechserdreier: all six talon cards go to the declarer unseen; six are laid away', () => {
    const s = run(start(), ['bid sechserdreier', 'pass', 'pass', 'pass']);
    expect(s.deal!.phase).toBe('layAway');
    expect(s.deal!.hands[A]).toHaveLength(18);
    expect(tarock.view(s, B).talon).toEqual([null, null]);
    expect(tarock.view(s, B).handCounts).toEqual([18, 12, 12, 12]);
  });

  it('Farbendreier lays away tarocks first, face down; colour cards only when no tarock is left, face up', () => {
    let s = run(start({ hands: { [A]: ['H4', 'H3', 'H2', 'H1', 'D4', 'D3', 'T5', 'T6', 'HK', 'DK', 'SK', 'CK'] }, talon: [['T7', 'S7', 'S8'], []] } as never), ['bid vorhand', 'pass', 'pass', 'pass', 'bid farbendreier', 'talon 1']);
    expect(legal(s)).toEqual(['discard T5', 'discard T6', 'discard T7']);
    s = run(s, ['discard T5', 'discard T6', 'discard T7']);
    expect(tarock.view(s, B).laidAway).toEqual([]);
    expect(s.deal!.phase).toBe('announce');
  });
});

describe('one full deal of every contract', () => {
  const chooseBy: Record<string, string[]> = {
    sechserdreier: ['bid sechserdreier', 'pass', 'pass', 'pass'],
  };
  it.each(CONTRACT_IDS.map((c) => [c]))('%s', (id) => {
    const bid = id === 'besserrufer' ? 'bid besserrufer pagat' : `bid ${id}`;
    let s = run(start({ hands: { [A]: BIRDS_AND_KINGS } }), chooseBy[id] ?? ['bid vorhand', 'pass', 'pass', 'pass', bid]);
    expect(s.deal!.contract!.id).toBe(id);
    const { sheet } = finish(s);
    expect(sheet.contract).toBe(id);
    expect(sheet.schrift.reduce((a, b) => a + b)).toBe(0);
    expect(sheet.total.reduce((a, b) => a + b)).toBe(0);
    s = run(start({ hands: { [A]: BIRDS_AND_KINGS } }), chooseBy[id] ?? ['bid vorhand', 'pass', 'pass', 'pass', bid]);
    // who leads trick 1 (§10.1): the declarer in negative contracts, otherwise Vorhand — both A here
    while (s.deal!.phase !== 'play') s = run(s, [legal(s)[0]!]);
    expect(s.deal!.turn).toBe(A);
  });

  it('negative contracts: the declarer leads, and a Zwiccolo ends with the declarer\'s third trick (§10.9)', () => {
    const top = ['SKUS', 'T21', 'T20', 'T19', 'T18', 'T17', 'T16', 'T15', 'T14', 'T13', 'T12', 'T11'];
    let s = run(start({ hands: { [C]: top } }), ['bid vorhand', 'pass', 'bid zwiccolo', 'pass', 'pass', 'pass', 'pass', 'pass']);
    expect(s.deal!.phase).toBe('play');
    expect(s.deal!.turn).toBe(C);
    const { sheet } = finish(s);
    expect(sheet.tricks).toEqual([0, 0, 3, 0]);
    expect(sheet.schrift).toEqual([2, 2, -6, 2]);
    s = run(start({ hands: { [C]: top } }, { stopNegativeEarly: false }), ['bid vorhand', 'pass', 'bid zwiccolo', 'pass', 'pass', 'pass', 'pass', 'pass']);
    expect(finish(s).sheet.tricks).toEqual([0, 0, 12, 0]);
  });

  it('ouvert: after trick 1 all hands are open to everybody (ouvertReveal all) or only the declarer\'s', () => {
    const script = ['bid vorhand', 'pass', 'bid bettler_ouvert', 'pass', 'pass', 'pass', 'pass', 'pass'];
    const low = { hands: { [C]: ['S7', 'S8', 'H4', 'H3', 'D4', 'D3', 'C7', 'C8', 'T2', 'T3', 'T5', 'T6'] } };
    let s = run(start(low), script);
    expect(tarock.view(s, A).openHands).toEqual([null, null, null, null]);
    for (let i = 0; i < 4; i++) s = run(s, [legal(s)[0]!]);
    expect(s.dealIndex).toBe(0);
    expect(tarock.view(s, 'spectator').openHands.every((h) => h !== null)).toBe(true);
    let d = run(start(low, { ouvertReveal: 'declarer' }), script);
    for (let i = 0; i < 4; i++) d = run(d, [legal(d)[0]!]);
    expect(tarock.view(d, A).openHands.map((h) => h !== null)).toEqual([false, false, true, false]);
  });

  it('Trischaken under the wien profile: talon card k goes face up to the winner of trick k', () => {
    let s = run(start({ talon: [['H4', 'H3', 'H2'], ['D4', 'D3', 'D2']] }, { trischakenTalon: 'firstSixTricks' }), ['bid vorhand', 'pass', 'pass', 'pass', 'bid trischaken']);
    for (let i = 0; i < 4; i++) s = run(s, [legal(s)[0]!]);
    const t = tarock.view(s, B).lastTrick!;
    expect(t.zuwaage).toBe('H4');
    expect(s.deal!.won[t.winner]).toHaveLength(5);
  });

  it('Trischaken with vorhandChooses: Vorhand picks the talon rule and Stichzwang first', () => {
    const s = run(start({}, { trischakenTalon: 'vorhandChooses', trischakenStichzwang: 'vorhandChooses' }), ['bid vorhand', 'pass', 'pass', 'pass', 'bid trischaken']);
    expect(legal(s)).toEqual(['rule talon firstSixTricks', 'rule talon lastTrick']);
    const t = run(s, ['rule talon lastTrick']);
    expect(legal(t)).toEqual(['rule stichzwang on', 'rule stichzwang off']);
    expect(run(t, ['rule stichzwang off']).deal!.trischaken).toEqual({ talon: 'lastTrick', stichzwang: false });
  });
});
