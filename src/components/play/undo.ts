// Undo against the computer: which earlier decision may be taken back without showing a card that was hidden then.
//
// Ruling (stated on the play page too): undo goes back to the moment just before the person's last
// decision, and only if nothing they could not see at that moment has come into view since. So it is
// refused when, since then:
//   • a new deal began (fresh hands);
//   • sealed bids were revealed — the computer's pending bid was a hidden card at that moment, even when
//     the card itself was known to be in its hand (re-bidding knowing it would be unfair);
//   • any card came into view whose place the person did not know then: a new turn-up, an unseen card,
//     a card the computer played or melded from its concealed hand, the card it took back with its Joker.
// What remains possible is taking back a decision whose consequences showed only known cards: a follow in
// a trick you won, a Joker choice before you declared, most play-off moves (both play-off hands are the
// bids, which everyone saw). Undo is never offered once a deal is scored, after resigning, or in a game
// between two people (each would see what the other did). Re-seeding the hidden cards was rejected: it
// would change the deal under the players' feet and break the record's "same seed, same game".
import { knownCards, placedCardIds, playerView } from '../../engine/index';
import type { PlayerIndex, PlayerView } from '../../engine/index';
import { againstComputer } from './config';
import { currentState, HUMAN, type Session } from './session';

export type UndoRefusal = 'off' | 'two-people' | 'nothing' | 'scored' | 'new-deal' | 'bids-revealed' | 'card-revealed';

export type UndoPoint = { readonly ok: true; readonly keep: number } | { readonly ok: false; readonly why: UndoRefusal };

/**
 * Ids of the cards whose whereabouts the viewer has been shown (engine knownCards): their own cards,
 * everything face up or announced, the turn-ups the opponent took, the opponent's bids, and the Jokers.
 * A place known only by elimination does not count: the ruling is about what has come into view. Nor does
 * a bid the opponent may have taken back with their Joker (which one came back is private).
 */
export function knownCardIds(view: PlayerView): Set<number> {
  return placedCardIds(knownCards(view), { deduced: false });
}

/** Sealed bids revealed so far in the deal (settled auctions, plus the current one once both have bid). */
function revealedAuctions(view: PlayerView): number {
  return view.auctions.length + (view.phase === 'auction' && view.auction.outcome !== null ? 1 : 0);
}

/** Where undo would go back to (`keep` = entries kept), or why it is refused now. */
export function undoPoint(session: Session, player: PlayerIndex = HUMAN): UndoPoint {
  if (!session.config.undo) return { ok: false, why: 'off' };
  if (!againstComputer(session.config)) return { ok: false, why: 'two-people' };
  const now = currentState(session);
  if (now.phase === 'deal-over' || now.phase === 'game-over') return { ok: false, why: 'scored' };
  let index = -1;
  for (let i = session.entries.length - 1; i >= 0; i--) {
    const entry = session.entries[i];
    if (entry.player === player && entry.type !== 'resign') {
      index = i;
      break;
    }
  }
  if (index < 0) return { ok: false, why: 'nothing' };
  const then = session.history[index];
  if (then.game.dealNumber !== now.game.dealNumber || then.phase === 'deal-over') return { ok: false, why: 'new-deal' };
  const viewThen = playerView(then, player);
  const viewNow = playerView(now, player);
  if (revealedAuctions(viewNow) !== revealedAuctions(viewThen)) return { ok: false, why: 'bids-revealed' };
  const knownThen = knownCardIds(viewThen);
  for (const id of knownCardIds(viewNow)) if (!knownThen.has(id)) return { ok: false, why: 'card-revealed' };
  return { ok: true, keep: index };
}
