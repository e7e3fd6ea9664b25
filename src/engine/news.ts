// newsSince: what one player has come to know between two of their own views of a deal (the test behind undo, site ruling S9).
//
// A decision can be made again fairly only if the player knows no more than when they first made it. Between two
// views of the same player, everything new that their own moves did not decide is one of: the other player's
// public choices (a revealed bid, taking or ceding, a Joker kept or exchanged, a declared trump, a card led or
// followed, a play-off play or pass), or a card coming into view that could not be placed before (a turn-up, an
// unseen card). Everything else a view holds follows from those and the rules (trick winners, scores, who acts).
import { knownCards, placedCardIds } from './known-cards.ts';
import { EngineError } from './errors.ts';
import type { CardId, PlayerIndex, PlayerView } from './types.ts';

/** Why a later view holds something an earlier one did not, most specific first. */
export const VIEW_NEWS = [
  /** The later view is of another deal, or the earlier one of a deal already over. */
  'new-deal',
  /** The sealed bids of an auction were revealed (even a bid-card known to be in the opponent's hand: the choice is news). */
  'bids-revealed',
  /** The other player made a choice the viewer can see. */
  'opponent-choice',
  /** A card came into view whose place the viewer could not tell before. */
  'card-revealed',
] as const;
export type ViewNews = (typeof VIEW_NEWS)[number];

/**
 * How many public choices of `player` in the current deal `view` shows: bids revealed, takes and cedes, Joker
 * choices, declarations, cards played to tricks, play-off plays and passes. A sealed bid not revealed yet is no
 * public choice (only that a bid was made is seen, and every player must bid).
 */
export function publicChoiceCount(view: PlayerView, player: PlayerIndex): number {
  let count = 0;
  for (const a of view.auctions) count += a.winner === player ? 2 : 1;
  if (view.phase === 'auction' && view.auction.outcome !== null) count++;
  count += view.jokerChoices.filter((c) => c.player === player).length;
  count += view.declarations.filter((d) => d.player === player).length;
  // Each finished trick holds one card of each player.
  count += view.tricks.length;
  if (view.phase === 'tricks' && view.trick.lead !== null && view.trick.leader === player) count++;
  const rounds = view.phase === 'play-off' ? [...view.rounds, view.round] : view.rounds;
  for (const r of rounds) count += r.moves.filter((m) => m.player === player).length;
  return count;
}

/**
 * Ids of the cards whose whereabouts the viewer has been shown: their own cards, everything face up or
 * announced, the turn-ups the opponent took, the opponent's bids, the Jokers. A place known only by
 * elimination does not count (which card the opponent plays from it is their choice), nor a bid the opponent
 * may have taken back with their Joker.
 */
export function shownCardIds(view: PlayerView): Set<CardId> {
  return placedCardIds(knownCards(view), { deduced: false });
}

/** Sealed bids revealed so far in the deal: settled auctions, plus the current one once both have bid. */
function revealedAuctions(view: PlayerView): number {
  return view.auctions.length + (view.phase === 'auction' && view.auction.outcome !== null ? 1 : 0);
}

function dealOver(view: PlayerView): boolean {
  return view.phase === 'deal-over' || view.phase === 'game-over';
}

/**
 * What `after` tells its player that `before` (an earlier view of the same player in the same game) did not,
 * or null when it tells nothing new: then a decision taken at `before` may be taken again at no advantage.
 * Reaching the end of the deal is news (the deal is scored).
 */
export function newsSince(before: PlayerView, after: PlayerView): ViewNews | null {
  if (before.player !== after.player) throw new EngineError('invalid-argument', 'newsSince compares two views of the same player');
  if (before.dealNumber !== after.dealNumber || dealOver(before) || dealOver(after)) return 'new-deal';
  if (revealedAuctions(after) !== revealedAuctions(before)) return 'bids-revealed';
  const other: PlayerIndex = after.player === 0 ? 1 : 0;
  if (publicChoiceCount(after, other) !== publicChoiceCount(before, other)) return 'opponent-choice';
  const shownBefore = shownCardIds(before);
  for (const id of shownCardIds(after)) if (!shownBefore.has(id)) return 'card-revealed';
  return null;
}
