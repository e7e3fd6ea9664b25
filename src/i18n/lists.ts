// Cards in lists and the language's separators: "♠A ♠K ♠Q" / 「♠A・♠K・♠Q」, the space between a label and its text.
import { words } from './books.ts';
import { cardName, rankLetter, SUIT_GLYPH, type AnyCard } from './cards.ts';
import { format, type Lang } from './lang.ts';

// Their own book, shelved only by the islands that write lists (the course's).

/** "♠A", "♥10": the short face of a card for lists inside sentences, suit first as in the pages' prose (a Joker by its name). */
export function shortCard(card: AnyCard, lang: Lang): string {
  return 'joker' in card ? cardName(card, lang) : `${SUIT_GLYPH[card.suit]}${rankLetter(card.rank)}`;
}

/** Cards as a short list: "♠A ♠K ♠Q", 「♠A・♠K・♠Q」. */
export function cardList(cards: readonly AnyCard[], lang: Lang): string {
  return cards.map((c) => shortCard(c, lang)).join(words('lists', lang)['sep.cards']);
}

/** The language's separators: the space between a label and its text (none in Japanese), list commas, colons. */
export function sep(lang: Lang, kind: 'gap' | 'list' | 'colon' | 'label' | 'heading'): string {
  return words('lists', lang)[`sep.${kind}`];
}

/** A text with a note after it: "♠A ♠K ♠Q (30 points)", 「♠A・♠K・♠Q（30点）」. */
export function withNote(text: string, note: string, lang: Lang): string {
  return format(words('lists', lang)['sep.note'], { text, note });
}
