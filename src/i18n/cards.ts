// The game's words in the page's language, written once: suits, ranks, cards, colours, meld announcements, combinations, separators.
import { shelved } from './books';
import { format, type Lang } from './lang';
import type { cardsEn } from './cards-en';

/** The card and combination shapes the engine uses (src/engine/types.ts), restated structurally so this file stays UI-only. */
type SuitCode = 'S' | 'H' | 'D' | 'C';
type AnyCard = { rank: number; suit: SuitCode } | { joker: 'red' | 'black' };
type Announcement = { kind: 'set'; rank: number; count: number } | { kind: 'sequence'; suit: SuitCode; length: number };
type AnyCombo = { kind: 'single' | 'set' | 'sequence'; rank: number; size: number };

export const cardStrings = shelved<typeof cardsEn>('cards');

type CardKey = keyof typeof cardStrings.en;

/** A game word by key in the given language. */
export function cardText(lang: Lang, key: CardKey): string {
  return cardStrings[lang][key];
}

/** A word looked up by a key built at run time (`count.7`), with a fallback so an unknown value never crashes. */
function lookup(lang: Lang, key: string, fallback: string): string {
  const t = cardStrings[lang] as Record<string, string>;
  return Object.hasOwn(t, key) ? t[key] : fallback;
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

/** A rank in words ("Ace"; plural "Aces", as in the announcement "Three Aces"). Japanese has no plural. */
export function rankName(rank: number, lang: Lang, plural = false): string {
  const t = cardStrings[lang];
  const word = t[`rank.${rank}` as CardKey];
  if (!plural) return word;
  // Every English plural adds -s except Six; the dictionary holds the one irregular form.
  return rank === 6 ? t['rank.plural.6'] : format(t['rank.plural'], { rank: word });
}

/** The suit's name (plural in English: "spades"). */
export function suitName(suit: SuitCode, lang: Lang): string {
  return cardStrings[lang][`suit.${suit}` as CardKey];
}

/** The suit glyph, shown beside the name so colour is never the only cue. */
export const SUIT_GLYPH: Record<SuitCode, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** "♠ spades" / 「♠スペード」: the glyph and the name, so colour is never the only cue. */
export function suitLabel(suit: SuitCode, lang: Lang): string {
  return format(cardStrings[lang]['suit.withGlyph'], { glyph: SUIT_GLYPH[suit], name: suitName(suit, lang) });
}

const RANK_LETTER: Readonly<Record<number, string>> = { 14: 'A', 13: 'K', 12: 'Q', 11: 'J' };

/** "A", "10", "K": a card's rank as printed on its face (the same in every language). */
export function rankLetter(rank: number): string {
  return RANK_LETTER[rank] ?? String(rank);
}

/** Whether a card is drawn in red (hearts, diamonds, the red Joker); the glyph or the word says which card it is too. */
export function isRedCard(card: AnyCard): boolean {
  return 'joker' in card ? card.joker === 'red' : card.suit === 'H' || card.suit === 'D';
}

/** The Joker's colour as printed on it ("RED", 「赤」). */
export function jokerMark(colour: 'red' | 'black', lang: Lang): string {
  return cardStrings[lang][colour === 'red' ? 'card.mark.red' : 'card.mark.black'];
}

/** A short face label for a card ("A♠", "10♥", "RJ"), shown on the card itself. */
export function cardFace(card: AnyCard): string {
  if ('joker' in card) return card.joker === 'red' ? 'RJ' : 'BJ';
  return `${rankLetter(card.rank)}${SUIT_GLYPH[card.suit]}`;
}

/** "♠A", "♥10": the short face of a card for lists inside sentences, suit first as in the pages' prose (a Joker by its name). */
export function shortCard(card: AnyCard, lang: Lang): string {
  return 'joker' in card ? cardName(card, lang) : `${SUIT_GLYPH[card.suit]}${rankLetter(card.rank)}`;
}

/** Cards as a short list: "♠A ♠K ♠Q", 「♠A・♠K・♠Q」. */
export function cardList(cards: readonly AnyCard[], lang: Lang): string {
  return cards.map((c) => shortCard(c, lang)).join(cardStrings[lang]['sep.cards']);
}

/** R6 announcement: "Three Aces", "Six clubs" / 「Aが3枚」「クラブの6枚続き」. */
export function announcementText(announcement: Announcement, lang: Lang): string {
  const t = cardStrings[lang];
  if (announcement.kind === 'set') {
    return format(t['ann.set'], { count: lookup(lang, `count.${announcement.count}`, String(announcement.count)), ranks: rankName(announcement.rank, lang, true) });
  }
  return format(t['ann.seq'], { count: lookup(lang, `count.${announcement.length}`, String(announcement.length)), suit: suitName(announcement.suit, lang) });
}

/** A play-off combination in words (R8, R11): "a pair of Sevens", "a sequence of 5 up to the Nine". */
export function comboName(combo: AnyCombo, lang: Lang): string {
  const t = cardStrings[lang];
  // R11: a Joker alone is the lowest single (rank 1); a Joker above the Ace tops a sequence (rank 15).
  if (combo.kind === 'single') return combo.rank < 2 ? t['combo.loneJoker'] : format(t['combo.single'], { rank: rankName(combo.rank, lang) });
  if (combo.kind === 'set') {
    const ranks = rankName(combo.rank, lang, true);
    return combo.size === 2 ? format(t['combo.pair'], { ranks }) : format(t['combo.set'], { size: combo.size, ranks });
  }
  if (combo.rank > 14) return format(t['combo.seqJoker'], { size: combo.size });
  return format(t['combo.seq'], { size: combo.size, rank: rankName(combo.rank, lang) });
}

/** The language's separators: the space between a label and its text (none in Japanese), list commas, colons. */
export function sep(lang: Lang, kind: 'gap' | 'list' | 'colon' | 'label' | 'heading'): string {
  return cardStrings[lang][`sep.${kind}`];
}

/** A text with a note after it: "♠A ♠K ♠Q (30 points)", 「♠A・♠K・♠Q（30点）」. */
export function withNote(text: string, note: string, lang: Lang): string {
  return format(cardStrings[lang]['sep.note'], { text, note });
}
