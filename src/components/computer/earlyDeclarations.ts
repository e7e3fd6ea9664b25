// A live deal's declarations judged during its tricks, in parts in the background, so that the review after the deal has no declaration to wait for.
import type { DealHistory, GameState, PlayerIndex } from '../../engine/index.ts';
import type { DeclarationSolution, ReviewInput } from '../../engine/solver/index.ts';
import { computer, solveDeclarationInParts } from './computer.ts';

/** Judgements begun, by deal and seat (keyOf); only the last few, a game's deals being many. */
const begun = new Map<string, Promise<DeclarationSolution | undefined>>();
const KEPT = 8;

/**
 * A deal and seat have one key, live or finished: what every view of the deal shows alike (each auction's turn-up, bids
 * and winner, and the trumps declared), and the seat. The review's record is the person's view of the deal, which hides
 * the cards the other drew unseen.
 */
function keyOf(deal: DealHistory, player: PlayerIndex): string {
  const auctions = deal.auctions.map((a) => [a.turnUp, a.bids, a.winner]);
  return JSON.stringify([auctions, deal.declarations.map((d) => [d.player, d.trump]), player]);
}

/**
 * During the tricks of `state`'s deal (from the first, or once the page is loaded again), begin judging each seat's
 * declaration (once per deal and seat). Without workers nothing is begun: the review solves it after the deal.
 */
export function judgeDeclarationsEarly(state: GameState, seats: readonly PlayerIndex[]): void {
  if (state.phase !== 'tricks' || !computer.parallel) return;
  for (const player of seats) {
    const key = keyOf(state.deal, player);
    if (begun.has(key)) continue;
    // Background calls take their turns: the seats are judged one after the other.
    const solved = solveDeclarationInParts({ live: state, player }, { background: true }).then(
      (solution) => solution ?? undefined,
      () => undefined,
    );
    begun.set(key, solved);
    for (const old of begun.keys()) if (begun.size > KEPT) begun.delete(old);
  }
}

/** The judgement of this finished deal's declaration begun during its tricks (undefined: none; it resolves to undefined if it failed). */
export function earlyDeclaration(input: ReviewInput): Promise<DeclarationSolution | undefined> | undefined {
  return begun.get(keyOf(input.deal, input.player));
}
