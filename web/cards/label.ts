/** Accessible names of cards in the current language ("10 of hearts", "Herz 10", "Pagat (Tarock I)"). */
import { t, type MessageKey } from '../i18n/index.js';
import { cornerRank, parseCard, roman, type CardId, type CardStyle } from './model.js';

/** The Austrian nicknames of the lowest tarocks and the highest (rules/tarock.md). */
const TAROCK_NAMES: Readonly<Record<number, string>> = { 1: 'Pagat', 2: 'Uhu', 3: 'Kakadu', 4: 'Marabu', 21: 'Mond' };

export function cardLabel(card: CardId, style: CardStyle): string {
  const c = parseCard(card);
  if (!c) return card;
  switch (c.kind) {
    case 'excuse':
      return 'Excuse';
    case 'skus':
      return 'Sküs';
    case 'trump': {
      if (style === 'tarot') return c.n === 1 ? `Petit (${t('card.trump.tarot', { n: 1 })})` : t('card.trump.tarot', { n: c.n });
      const plain = t('card.trump.tarock', { n: roman(c.n) });
      const name = TAROCK_NAMES[c.n];
      return name ? `${name} (${plain})` : plain;
    }
    case 'suit': {
      const german = style === 'german';
      const suit = t(`${german ? 'gsuit' : 'suit'}.${c.suit}` as MessageKey);
      const rankKey = `${german ? 'grank' : 'rank'}.${c.rank}`;
      const rank = rankKey in RANK_KEYS ? t(rankKey as MessageKey) : c.rank;
      return t('card.suit', { rank, suit });
    }
  }
}

const RANK_KEYS: Readonly<Record<string, true>> = {
  'rank.A': true,
  'rank.J': true,
  'rank.C': true,
  'rank.Q': true,
  'rank.K': true,
  'grank.A': true,
  'grank.J': true,
  'grank.Q': true,
  'grank.K': true,
};

/** A list of cards read out in one go ("3 of diamonds, 4 of hearts"). */
export function cardsLabel(cards: readonly CardId[], style: CardStyle): string {
  return cards.map((c) => cardLabel(c, style)).join(', ');
}

const SUIT_SIGNS: Readonly<Record<string, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const GERMAN_SUITS: Readonly<Record<string, string>> = { S: 'Grün', H: 'Herz', D: 'Schelle', C: 'Eichel' };

/** A card as its corner reads, for a button's visible text: "K♥", "10♣"; German suits "Herz O"; trumps as the full label. */
export function cardShort(card: CardId, style: CardStyle): string {
  const c = parseCard(card);
  if (c?.kind !== 'suit') return cardLabel(card, style);
  const rank = cornerRank(c.rank, style);
  return style === 'german' ? `${GERMAN_SUITS[c.suit]} ${rank}` : `${rank}${SUIT_SIGNS[c.suit]}`;
}
