// Sentences made of text and cards: a dictionary template is filled with words, numbers or cards (drawn as card faces).
import type { Card } from '../../../engine/index.ts';
import { cardName } from '../../../i18n/cards.ts';
import type { Lang } from '../../../i18n/lang.ts';

/** A piece of a sentence: plain text, or cards (shown as faces, read out by name). */
export type Part = string | { readonly cards: readonly Card[] };
export type Value = string | number | Card | readonly Card[] | readonly Part[];

function isCard(value: unknown): value is Card {
  return typeof value === 'object' && value !== null && ('joker' in value || 'suit' in value);
}

function isCardList(value: readonly unknown[]): value is readonly Card[] {
  return value.length > 0 && value.every(isCard);
}

/**
 * Fills `{name}` placeholders: text and numbers become text, a card or a list of cards becomes a card
 * part, a list of parts is spliced in. Unknown placeholders stay visible, as format() does.
 */
export function fill(template: string, values: Record<string, Value>): Part[] {
  const parts: Part[] = [];
  const push = (part: Part) => {
    const last = parts[parts.length - 1];
    if (typeof part === 'string' && typeof last === 'string') parts[parts.length - 1] = last + part;
    else if (part !== '') parts.push(part);
  };
  let at = 0;
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    push(template.slice(at, match.index));
    at = (match.index ?? 0) + match[0].length;
    const value = values[match[1]];
    if (value === undefined) push(match[0]);
    else if (typeof value === 'string' || typeof value === 'number') push(String(value));
    else if (isCard(value)) push({ cards: [value] });
    else if (Array.isArray(value) && isCardList(value)) push({ cards: value });
    else for (const part of value as readonly Part[]) push(part);
  }
  push(template.slice(at));
  return parts;
}

/** Joins several part lists with a separator. */
export function joinParts(lists: readonly (readonly Part[])[], separator: string): Part[] {
  const out: Part[] = [];
  lists.forEach((list, i) => {
    if (i > 0) out.push(separator);
    out.push(...list);
  });
  return fill('{all}', { all: out });
}

/** The sentence as plain text, cards by their spoken names joined by the language's list separator (for live announcements). */
export function partsText(parts: readonly Part[], lang: Lang, listSep: string): string {
  return parts.map((part) => (typeof part === 'string' ? part : part.cards.map((card) => cardName(card, lang)).join(listSep))).join('');
}
