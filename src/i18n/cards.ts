// Card, suit and rank names spoken in the page's language ("Ace of spades", "スペードのA").
import { defineDictionary, format, type Lang } from './lang';

/** The card shapes the engine uses (src/engine/types.ts), restated structurally so this file stays UI-only. */
type SuitCode = 'S' | 'H' | 'D' | 'C';
type AnyCard = { rank: number; suit: SuitCode } | { joker: 'red' | 'black' };

export const cardStrings = defineDictionary(
  {
    'suit.S': 'spades',
    'suit.H': 'hearts',
    'suit.D': 'diamonds',
    'suit.C': 'clubs',
    'suitOne.S': 'spade',
    'suitOne.H': 'heart',
    'suitOne.D': 'diamond',
    'suitOne.C': 'club',
    'rank.14': 'Ace',
    'rank.13': 'King',
    'rank.12': 'Queen',
    'rank.11': 'Jack',
    'rank.10': 'Ten',
    'rank.9': 'Nine',
    'rank.8': 'Eight',
    'rank.7': 'Seven',
    'rank.6': 'Six',
    'rank.5': 'Five',
    'rank.4': 'Four',
    'rank.3': 'Three',
    'rank.2': 'Two',
    'rankPlural.14': 'Aces',
    'rankPlural.13': 'Kings',
    'rankPlural.12': 'Queens',
    'rankPlural.11': 'Jacks',
    'rankPlural.10': 'Tens',
    'rankPlural.9': 'Nines',
    'rankPlural.8': 'Eights',
    'rankPlural.7': 'Sevens',
    'rankPlural.6': 'Sixes',
    'rankPlural.5': 'Fives',
    'rankPlural.4': 'Fours',
    'rankPlural.3': 'Threes',
    'rankPlural.2': 'Twos',
    'card.suited': '{rank} of {suit}',
    'card.joker.red': 'Red Joker',
    'card.joker.black': 'Black Joker',
  },
  {
    'suit.S': 'スペード',
    'suit.H': 'ハート',
    'suit.D': 'ダイヤ',
    'suit.C': 'クラブ',
    'suitOne.S': 'スペード',
    'suitOne.H': 'ハート',
    'suitOne.D': 'ダイヤ',
    'suitOne.C': 'クラブ',
    'rank.14': 'A',
    'rank.13': 'K',
    'rank.12': 'Q',
    'rank.11': 'J',
    'rank.10': '10',
    'rank.9': '9',
    'rank.8': '8',
    'rank.7': '7',
    'rank.6': '6',
    'rank.5': '5',
    'rank.4': '4',
    'rank.3': '3',
    'rank.2': '2',
    'rankPlural.14': 'A',
    'rankPlural.13': 'K',
    'rankPlural.12': 'Q',
    'rankPlural.11': 'J',
    'rankPlural.10': '10',
    'rankPlural.9': '9',
    'rankPlural.8': '8',
    'rankPlural.7': '7',
    'rankPlural.6': '6',
    'rankPlural.5': '5',
    'rankPlural.4': '4',
    'rankPlural.3': '3',
    'rankPlural.2': '2',
    'card.suited': '{suit}の{rank}',
    'card.joker.red': '赤のジョーカー',
    'card.joker.black': '黒のジョーカー',
  },
);

type CardKey = keyof typeof cardStrings.en;

/** A card string by key in the given language. */
export function cardText(lang: Lang, key: CardKey): string {
  return cardStrings[lang][key];
}

/** The full spoken name of a card, used as the accessible name of every card button. */
export function cardName(card: AnyCard, lang: Lang): string {
  const t = cardStrings[lang];
  if ('joker' in card) return card.joker === 'red' ? t['card.joker.red'] : t['card.joker.black'];
  return format(t['card.suited'], {
    rank: t[`rank.${card.rank}` as CardKey],
    suit: t[`suit.${card.suit}` as CardKey],
  });
}

/** The suit's name (plural in English: "spades"). */
export function suitName(suit: SuitCode, lang: Lang): string {
  return cardStrings[lang][`suit.${suit}` as CardKey];
}

/** The suit glyph, shown beside the name so colour is never the only cue. */
export const SUIT_GLYPH: Record<SuitCode, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** A short face label for a card ("A♠", "10♥", "JKR"), shown on the card itself. */
export function cardFace(card: AnyCard): string {
  if ('joker' in card) return card.joker === 'red' ? 'RJ' : 'BJ';
  const rank = card.rank === 14 ? 'A' : card.rank === 13 ? 'K' : card.rank === 12 ? 'Q' : card.rank === 11 ? 'J' : String(card.rank);
  return `${rank}${SUIT_GLYPH[card.suit]}`;
}
