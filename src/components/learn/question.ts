// The shape of a course question (options, verdict, explanation) and small helpers shared by the question builders.
import { formatCard, parseCards } from '../../engine/index.ts';
import type { Card, PlayerIndex, Suit } from '../../engine/index.ts';
import { SEVERAL, type Task } from './tasks.ts';

export const SUITS: readonly Suit[] = ['S', 'H', 'D', 'C'];

/** What an option shows: a card, a suit, a number, a word from the dictionary, or a group of cards. */
export type OptionView =
  | { readonly type: 'card'; readonly card: Card }
  | { readonly type: 'suit'; readonly suit: Suit }
  | { readonly type: 'number'; readonly value: number }
  | { readonly type: 'word'; readonly key: string }
  | { readonly type: 'cards'; readonly cards: Card[] };

export interface Option {
  readonly id: string;
  readonly view: OptionView;
}

/** One line of the position shown above the options ("Turn-up: ♠A"). */
export interface SceneLine {
  readonly label: string;
  readonly cards?: Card[];
  readonly suit?: Suit;
  readonly value?: number;
}

/** A value to put into a sentence: plain text or number, a card, a suit, or a dictionary word. */
export type Param =
  | string
  | number
  | { readonly card: Card }
  | { readonly suit: Suit }
  | { readonly word: string }
  | { readonly melds: readonly { readonly cards: Card[]; readonly points: number }[] }
  | { readonly cards: readonly Card[] };

/** A sentence of the dictionary and its values: an explanation of an answer. */
export interface Note {
  readonly key: string;
  readonly params: Record<string, Param>;
}

/**
 * What the engine says about wrong answers, worked out at build time (misses.ts), so the island explains a miss without
 * the engine: a note for a whole selection, else for the first option chosen that is in no right answer, else for the
 * first right option left out, else a note for any other miss.
 */
export interface Misses {
  readonly selections?: Readonly<Record<string, Note>>;
  readonly extra?: Readonly<Record<string, Note>>;
  readonly missing?: Readonly<Record<string, Note>>;
  readonly otherwise?: Note;
}

/** The rule an exercise trains: a rules page (path under the site root) and, where there is one, a ruling anchor. */
export interface RuleRef {
  readonly page: string;
  readonly ruling: string | null;
}

export interface Question {
  readonly several: boolean;
  readonly question: string;
  readonly scene: SceneLine[];
  readonly options: Option[];
  /** Whether this selection of option ids is a right answer. */
  readonly grade: (selected: readonly string[]) => boolean;
  /** One right selection, shown after a few misses (and used by the tests). */
  readonly answer: string[];
  /** The engine's explanation of the right answer: a dictionary key and its values. */
  readonly why: { readonly key: string; readonly params: Record<string, Param> };
  /** Where the house rule R7-S gives another answer (RULINGS.md asks that it be named there): that answer, explained. */
  readonly houseRule?: { readonly key: string; readonly params: Record<string, Param> };
  /** What a wrong answer does, from the engine (misses.ts). */
  readonly misses?: Misses;
  /** A nudge after a wrong answer (never the answer itself). */
  readonly hint: string;
  readonly rule: RuleRef;
}

export const cardsOf = (text: string) => parseCards(text);
export const cardOpt = (card: Card): Option => ({ id: formatCard(card), view: { type: 'card', card } });
export const word = (id: string, key: string): Option => ({ id, view: { type: 'word', key } });
export const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
export const one = (right: string) => (selected: readonly string[]) => selected.length === 1 && selected[0] === right;
export const exactly = (right: string[]) => (selected: readonly string[]) => sameSet(selected, right);
export const hasJoker = (cards: readonly Card[]) => cards.some((c) => 'joker' in c);
export const who = (p: PlayerIndex) => (p === 0 ? 'A' : 'B');
export const whoWord = (p: PlayerIndex) => ({ word: `who.${who(p)}` });
export const numbers = (offer: readonly number[]): Option[] =>
  offer.map((value) => ({ id: String(value), view: { type: 'number', value } }));

/** Picks the cards of `hand` whose ids are selected (unknown ids are ignored, so a bad selection is simply wrong). */
export function selectedCards(hand: readonly Card[], selected: readonly string[]): Card[] {
  return hand.filter((c) => selected.includes(formatCard(c)));
}

/** The fields every question shares: one or several answers, and the question and hint keys of its kind. */
export function baseOf(task: Task): { several: boolean; question: string; hint: string } {
  return { several: SEVERAL.has(task.kind), question: `q.${task.kind}`, hint: `hint.${task.kind}` };
}
