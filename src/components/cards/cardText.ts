// Reads typed or linked card text into engine cards, with problems that name the bad token (pure: no DOM).
import { words } from '../../i18n/books.ts';
import { cardId, formatCard, isJoker, parseCard } from '../../engine/index.ts';
import type { Card, Suit } from '../../engine/index.ts';
import { format, type Lang } from '../../i18n/lang.ts';

/** Why a token was refused. `slot` names another field (for 'used-elsewhere'); the caller turns it into words. */
export type CardProblemCode = 'not-a-card' | 'duplicate' | 'joker-off' | 'too-many' | 'used-elsewhere' | 'not-a-suit';

export interface CardProblem {
  readonly code: CardProblemCode;
  /** The offending text exactly as given (shortened only when shown). */
  readonly token: string;
  /** For 'used-elsewhere': the id of the field that already holds the card. */
  readonly slot?: string;
}

/** The cards read from one field and what was wrong with it. */
export interface CardField {
  readonly cards: Card[];
  readonly problems: CardProblem[];
}

export interface ReadOptions {
  /** Whether the two Jokers (RJ, BJ) are allowed. */
  readonly jokers: boolean;
  /** The most cards the field takes (1 for a single card). */
  readonly max?: number;
}

/** Longest token shown in a message; longer ones are cut and end with an ellipsis. */
export const MAX_TOKEN_CHARS = 16;
/** At most this many tokens of one field are read, so a hostile paste cannot stall the page. */
export const MAX_TOKENS = 60;

/** Card tokens are separated by spaces and/or commas (Japanese commas too). */
export function splitTokens(text: string): string[] {
  return text.split(/[\s,、，]+/u).filter((token) => token !== '');
}

/** Shortens a token for display, counting characters (not UTF-16 units) so no emoji is cut in half. */
export function shortToken(token: string): string {
  const chars = Array.from(token);
  return chars.length <= MAX_TOKEN_CHARS ? token : `${chars.slice(0, MAX_TOKEN_CHARS - 1).join('')}…`;
}

/** Reads a field of cards. Every refused token becomes a problem; the accepted cards are kept in order. */
export function readCards(text: string, options: ReadOptions): CardField {
  const cards: Card[] = [];
  const problems: CardProblem[] = [];
  const seen = new Set<number>();
  const tokens = splitTokens(text);
  for (const token of tokens.slice(0, MAX_TOKENS)) {
    let card: Card;
    try {
      card = parseCard(token);
    } catch {
      problems.push({ code: 'not-a-card', token });
      continue;
    }
    if (isJoker(card) && !options.jokers) {
      problems.push({ code: 'joker-off', token });
      continue;
    }
    if (seen.has(cardId(card))) {
      problems.push({ code: 'duplicate', token });
      continue;
    }
    if (options.max !== undefined && cards.length >= options.max) {
      problems.push({ code: 'too-many', token });
      continue;
    }
    seen.add(cardId(card));
    cards.push(card);
  }
  if (tokens.length > MAX_TOKENS) problems.push({ code: 'too-many', token: tokens[MAX_TOKENS] });
  return { cards, problems };
}

/** Refuses the field's cards that another field already holds; `others` maps field ids to their cards. */
export function refuseUsedElsewhere(field: CardField, others: Record<string, readonly Card[]>): CardField {
  const cards: Card[] = [];
  const problems = field.problems.slice();
  for (const card of field.cards) {
    const slot = Object.keys(others).find((id) => others[id].some((other) => cardId(other) === cardId(card)));
    if (slot === undefined) cards.push(card);
    else problems.push({ code: 'used-elsewhere', token: formatCard(card), slot });
  }
  return { cards, problems };
}

/** Canonical text of cards for a link or an input: 'AS,10H' (or space-separated). */
export function cardsToText(cards: readonly Card[], separator = ','): string {
  return cards.map(formatCard).join(separator);
}

/**
 * The text of a field after the card was pressed in a picker: its token removed if present, else the card
 * appended. Other tokens (even unreadable ones the user is still fixing) are kept as typed.
 */
export function toggleCardText(text: string, card: Card): string {
  const tokens = splitTokens(text);
  const id = cardId(card);
  const kept = tokens.filter((token) => {
    try {
      return cardId(parseCard(token)) !== id;
    } catch {
      return true;
    }
  });
  return (kept.length === tokens.length ? [...tokens, formatCard(card)] : kept).join(' ');
}

const SUIT_BY_TEXT: Readonly<Record<string, Suit>> = {
  S: 'S',
  H: 'H',
  D: 'D',
  C: 'C',
  '♠': 'S',
  '♥': 'H',
  '♦': 'D',
  '♣': 'C',
};

/** Reads a suit given as S H D C or a suit glyph; '' means none chosen. */
export function readSuit(text: string): { suit: Suit | null; problem: CardProblem | null } {
  const token = text.trim();
  if (token === '') return { suit: null, problem: null };
  // Same reading as the engine's parseCard: ASCII-only case folding, one optional variation selector at the end.
  const folded = token.replace(/[a-z]/g, (c) => c.toUpperCase()).replace(/[\uFE0E\uFE0F]$/, '');
  const suit = SUIT_BY_TEXT[folded];
  return suit ? { suit, problem: null } : { suit: null, problem: { code: 'not-a-suit', token } };
}

const PROBLEM_KEYS = {
  'not-a-card': 'problem.notCard',
  duplicate: 'problem.duplicate',
  'joker-off': 'problem.jokerOff',
  'too-many': 'problem.tooMany',
  'used-elsewhere': 'problem.usedElsewhere',
  'not-a-suit': 'problem.notSuit',
} as const;

/** The problem in words, in the page's language; `slotName` turns a field id into its label. */
export function problemMessage(problem: CardProblem, lang: Lang, slotName: (slot: string) => string = (s) => s): string {
  const template = words('tools-common', lang)[PROBLEM_KEYS[problem.code]];
  return format(template, { token: shortToken(problem.token), slot: problem.slot ? slotName(problem.slot) : '' });
}
