// Play-off plays (RULINGS §6, R8, R11): classify a play, compare two plays (both in combos.ts), list a hand's plays.
import { isJoker, toCard } from './cards.ts';
import { beats, classifyCombo, distinctCards, HIGH_END, LONE_JOKER_RANK, LOW_END } from './combos.ts';
import { EngineError } from './errors.ts';
import type { Card, Combo } from './types.ts';
import { COMBO_KINDS } from './types.ts';

import { comboOfKey, forEachPlayMask } from './playoff-plays.ts';

export { beats, classifyCombo, LONE_JOKER_RANK };

export interface HandPlay {
  readonly cards: Card[];
  readonly combo: Combo;
}

/** Receives each play found: fresh cards array, shared combo object (do not mutate either). */
export type PlayEmitter = (cards: Card[], combo: Combo) => void;

/**
 * Every distinct combination that can be played from `hand`, or, if `toBeat` is given, every one
 * that beats it. Each card set appears once, with its cards in hand order.
 */
export function handPlays(hand: readonly Card[], toBeat: Combo | null): HandPlay[] {
  checkHand(hand);
  if (toBeat !== null && !isCombo(toBeat)) throw new EngineError('invalid-argument', 'toBeat must be a combination or null');
  const plays: HandPlay[] = [];
  forEachPlay(hand, toBeat, (cards, combo) => plays.push({ cards, combo }));
  return plays;
}

/** A hand for handPlays: an array of cards (see toCard), each at most once; else an EngineError. */
function checkHand(hand: readonly unknown[]): void {
  if (!Array.isArray(hand)) throw new EngineError('invalid-argument', 'a hand must be an array of cards');
  if (hand.length > MAX_HAND) throw new EngineError('invalid-argument', `a hand has at most ${MAX_HAND} cards`);
  if (distinctCards(hand)) return;
  // Say which was wrong: a non-card, or a card twice.
  for (let i = 0; i < hand.length; i++) if (toCard(hand[i]) === null) throw new EngineError('invalid-card', `hand[${i}]`);
  throw new EngineError('duplicate-card', 'the same card twice in the hand');
}

function isCombo(value: unknown): value is Combo {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, size, rank } = value as { kind?: unknown; size?: unknown; rank?: unknown };
  return (
    (COMBO_KINDS as readonly unknown[]).includes(kind) &&
    typeof size === 'number' &&
    Number.isInteger(size) &&
    size >= 1 &&
    typeof rank === 'number' &&
    Number.isInteger(rank) &&
    rank >= LONE_JOKER_RANK &&
    rank <= HIGH_END
  );
}

/** Plays are bitmasks of hand positions in 32-bit integers (a real play-off hand has at most 15 cards, R12). */
const MAX_HAND = 31;

/** handPlays without building the list: calls `emit` for each play. */
export function forEachPlay(hand: readonly Card[], toBeat: Combo | null, emit: PlayEmitter): void {
  // The hand's ranks as forEachPlayMask reads them (0 for a Joker).
  const handRanks = Uint8Array.from(hand, (card) => (isJoker(card) ? 0 : card.rank));
  forEachPlayMask(handRanks, hand.length, toBeat, (mask, key) => {
    const combo = comboOfKey(key);
    emit(playCards(hand, mask, combo), combo);
  });
}

/**
 * The cards of a play given as a bitmask of hand positions, in the order a play lists them: a set's
 * naturals then its Jokers, each in hand order; a sequence from its low end to its high end.
 */
export function playCards(hand: readonly Card[], mask: number, combo: Combo): Card[] {
  const cards: Card[] = new Array(combo.size);
  // The mask's set bits, lowest first (hand order): legalActions builds every play of the play-off this way.
  if (combo.kind === 'sequence') {
    const low = combo.rank - combo.size + 1;
    for (let m = mask; m !== 0; m &= m - 1) {
      const card = hand[31 - Math.clz32(m & -m)];
      const position = isJoker(card) ? (low === LOW_END ? LOW_END : HIGH_END) : card.rank === 14 && low === LOW_END ? LOW_END : card.rank;
      cards[position - low] = card;
    }
    return cards;
  }
  let n = 0;
  let jokers = 0;
  for (let m = mask; m !== 0; m &= m - 1) {
    const bit = m & -m;
    const card = hand[31 - Math.clz32(bit)];
    if (isJoker(card)) jokers |= bit;
    else cards[n++] = card;
  }
  for (let m = jokers; m !== 0; m &= m - 1) cards[n++] = hand[31 - Math.clz32(m & -m)];
  return cards;
}
