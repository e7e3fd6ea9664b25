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
import { cardId } from '../../engine/cards';
import { playerView } from '../../engine/views';
import type { Card, PlayerIndex, PlayerView } from '../../engine/types';
import { againstComputer } from './config';
import { currentState, HUMAN, type Session } from './session';

export type UndoRefusal = 'off' | 'two-people' | 'nothing' | 'scored' | 'new-deal' | 'bids-revealed' | 'card-revealed';

export type UndoPoint = { readonly ok: true; readonly keep: number } | { readonly ok: false; readonly why: UndoRefusal };

const RED_JOKER = 52;
const BLACK_JOKER = 53;

/**
 * Ids of the cards whose whereabouts the viewer knows: their own cards, everything face up on the
 * table or announced, the turn-ups the opponent took, and the opponent's bids (in its bid pile) unless
 * it has exchanged its Joker for one of them (then which one came back is private). Each player holds
 * exactly one Joker and its moves are public, so both Jokers are always known.
 */
export function knownCardIds(view: PlayerView): Set<number> {
  const known = new Set<number>();
  const add = (card: Card | null | undefined) => {
    if (card) known.add(cardId(card));
  };
  const me = view.player;
  view.hand.forEach(add);
  view.bidPile.forEach(add);
  view.unseen.forEach(add);
  view.outOfPlay.forEach(add);
  if (view.auction) {
    add(view.auction.turnUp);
    view.auction.bids.forEach(add);
  }
  const opponentExchanged = view.jokerChoices.some((choice) => choice.player !== me && choice.exchanged);
  for (const record of view.auctions) {
    add(record.turnUp);
    add(record.unseen);
    add(record.bids[me]);
    if (!opponentExchanged) add(record.bids[me === 0 ? 1 : 0]);
  }
  for (const choice of view.jokerChoices) add(choice.card);
  for (const declaration of view.declarations) for (const meld of declaration.melds) meld.cards.forEach(add);
  for (const trick of view.tricks) {
    add(trick.lead);
    add(trick.follow);
  }
  if (view.trick) add(view.trick.lead);
  for (const round of view.rounds) for (const move of round.moves) if (move.type === 'play') move.cards.forEach(add);
  if (view.round) for (const move of view.round.moves) if (move.type === 'play') move.cards.forEach(add);
  if (view.options.jokers) {
    known.add(RED_JOKER);
    known.add(BLACK_JOKER);
  }
  return known;
}

/** Sealed bids revealed so far in the deal (settled auctions, plus the current one once both have bid). */
function revealedAuctions(view: PlayerView): number {
  return view.auctions.length + (view.auction?.outcome ? 1 : 0);
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
  if (then.dealNumber !== now.dealNumber || then.phase === 'deal-over') return { ok: false, why: 'new-deal' };
  const viewThen = playerView(then, player);
  const viewNow = playerView(now, player);
  if (revealedAuctions(viewNow) !== revealedAuctions(viewThen)) return { ok: false, why: 'bids-revealed' };
  const knownThen = knownCardIds(viewThen);
  for (const id of knownCardIds(viewNow)) if (!knownThen.has(id)) return { ok: false, why: 'card-revealed' };
  return { ok: true, keep: index };
}
