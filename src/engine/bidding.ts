// The sealed-bid ladder of the auction (RULINGS §3, R1) and the Joker bid (§7).
import { cardColour, isJoker, suitColour, suitParity } from './cards.ts';
import { EngineError } from './errors.ts';
import type { BidReason, Card } from './types.ts';

export interface BidResult {
  readonly winner: 'a' | 'b';
  readonly reason: BidReason;
}

/**
 * Which of two simultaneous bids wins, and the rung that decided it: rank, then the turn-up's
 * suit, colour, parity (R1: the ladder always decides for two different cards). A Joker always wins.
 */
export function resolveBid(turnUp: Card, a: Card, b: Card): BidResult {
  if (isJoker(turnUp)) throw new EngineError('invalid-argument', 'the turn-up cannot be a Joker');
  const jokerA = isJoker(a);
  const jokerB = isJoker(b);
  if (jokerA || jokerB) {
    if (!jokerB) return { winner: 'a', reason: 'joker' };
    if (!jokerA) return { winner: 'b', reason: 'joker' };
    // Ruling: two Jokers bid together are also decided under the reason 'joker' (the Joker
    // rule of §7 says the one of the turn-up's colour wins); 'colour' stays the natural ladder rung.
    if (a.joker === b.joker) throw new EngineError('invalid-argument', 'the same Joker twice');
    return { winner: cardColour(a) === suitColour(turnUp.suit) ? 'a' : 'b', reason: 'joker' };
  }
  // Both natural from here (narrowed by the Joker checks above).
  if (a.rank !== b.rank) return { winner: a.rank > b.rank ? 'a' : 'b', reason: 'rank' };
  if (a.suit === b.suit) throw new EngineError('invalid-argument', 'the same card twice');
  const turnUpSuit = turnUp.suit;
  if (a.suit === turnUpSuit) return { winner: 'a', reason: 'suit' };
  if (b.suit === turnUpSuit) return { winner: 'b', reason: 'suit' };
  const colour = suitColour(turnUpSuit);
  const colourA = suitColour(a.suit) === colour;
  if (colourA !== (suitColour(b.suit) === colour)) return { winner: colourA ? 'a' : 'b', reason: 'colour' };
  // R1: neither matches the colour, so both are of the other colour, whose two suits differ in parity.
  return { winner: suitParity(a.suit) === suitParity(turnUpSuit) ? 'a' : 'b', reason: 'parity' };
}
