// Undo against the computer: which earlier decision may be taken back without the person deciding again knowing more.
//
// Ruling S9 (stated on the Rulings and play pages too): undo goes back to the moment just before the person's last
// decision, and only if nothing they could not know at that moment has become known since. The engine's newsSince
// compares the person's view then and now; undo is refused when, since then:
//   • a new deal began, or the deal was scored;
//   • sealed bids were revealed — the computer's pending bid was hidden then, even when the card itself was known
//     to be in its hand (re-bidding knowing it would be unfair);
//   • the computer made any choice the person can see: taking or ceding, keeping or exchanging its Joker (R15),
//     declaring its trump (R5), a card led or followed, a play-off play or pass — even one that showed only known
//     cards, since knowing how it answered is itself news;
//   • a card came into view whose place the person did not know then: a new turn-up, an unseen card.
// What remains possible is taking back a decision the computer has not answered yet: a bid before it has bid, a
// choice while it is still thinking, a follow that won a trick (you lead next). Undo is never offered after
// resigning, or in a game between two people (each would see what the other did). Re-seeding the hidden cards
// was rejected: it would change the deal under the players' feet and break the record's "same seed, same game".
import { newsSince, playerView, type PlayerIndex, type ViewNews } from '../../../engine/index.ts';
import { againstComputer } from '../setup/config.ts';
import { currentState, HUMAN, type Session } from './session.ts';

export type UndoRefusal = 'off' | 'two-people' | 'nothing' | 'scored' | ViewNews;

export type UndoPoint = { readonly ok: true; readonly keep: number } | { readonly ok: false; readonly why: UndoRefusal };

/**
 * Whether the session may go back to its first `keep` entries, the moment of a decision of `player` (entry `keep`):
 * only if `player` has learned nothing there since (engine newsSince on their views then and now).
 */
export function mayGoBackTo(session: Session, keep: number, player: PlayerIndex = HUMAN): UndoPoint {
  if (!session.config.undo) return { ok: false, why: 'off' };
  if (!againstComputer(session.config)) return { ok: false, why: 'two-people' };
  const now = currentState(session);
  if (now.phase === 'deal-over' || now.phase === 'game-over') return { ok: false, why: 'scored' };
  const then = session.history[keep];
  if (then === undefined || keep >= session.entries.length) return { ok: false, why: 'nothing' };
  const news = newsSince(playerView(then, player), playerView(now, player));
  return news === null ? { ok: true, keep } : { ok: false, why: news };
}

/** Where undo would go back to (`keep` = entries kept): just before `player`'s last decision, or why it is refused now. */
export function undoPoint(session: Session, player: PlayerIndex = HUMAN): UndoPoint {
  let index = -1;
  for (let i = session.entries.length - 1; i >= 0; i--) {
    const entry = session.entries[i];
    if (entry.player === player && entry.type !== 'resign') {
      index = i;
      break;
    }
  }
  // With no decision to take back, the other refusals still come first ('off', 'two-people', 'scored'), then 'nothing'.
  if (index < 0) return mayGoBackTo(session, session.entries.length, player);
  return mayGoBackTo(session, index, player);
}
