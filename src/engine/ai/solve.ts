// "Hard" after the auction: rebuild the position from the player's own view, solve it exactly, and play the best move.
//
// After the 13th auction a player can place every card (RULINGS §9) except, after the opponent's Joker
// exchange, which bid-card went back to their hand: then each possibility is solved and the move best
// on average is played. A solve that runs out of budget returns null, and the level searches instead.
import { cardId } from '../cards.ts';
import { solvePlayOff } from '../solver/playoff.ts';
import { solveDeal } from '../solver/deal.ts';
import { solveBestDeclaration, solveDeclaration } from '../solver/declaration.ts';
import type { BestDeclaration, DeclarationProblem, DeclarationSolution } from '../solver/declaration.ts';
import type { Action, Card, MeldsPhaseView, Pair, PlayerIndex, PlayerView, PlayOffPhaseView, TricksPhaseView } from '../types.ts';
import type { AiDecision } from './types.ts';
import { explain } from './explain.ts';
import { readKnowledge } from './knowledge.ts';
import { candidateKey } from './search.ts';

/** Node budgets: a decision stays well under a second even on a busy machine; past them, the level's search decides. */
const TRICKS_BUDGET = 1_500_000;
const PLAY_OFF_BUDGET = 2_000_000;
// Each of the declaration's 16 tricks solves (4 for the second to declare): 250,000 left one in eight inexact.
const TRUMP_BUDGET = 1_000_000;

interface Layout {
  hands: Pair<readonly Card[]>;
  piles: Pair<readonly Card[]>;
}

/** Every placement of the cards the view allows (one, or one per possible exchanged card), or null if the view does not add up. */
function layouts(view: PlayerView): Layout[] | null {
  const k = readKnowledge(view);
  if (k.stockCount !== 0 || k.oppPendingBid) return null;
  const me = view.player;
  const opp = k.opp;
  const oppHand = [...k.oppHandKnown, ...k.pool];
  const choices: (Card | null)[] = k.exchangeCandidates === null ? [null] : k.exchangeCandidates;
  const out: Layout[] = [];
  for (const c of choices) {
    const hand = c === null ? oppHand : [...oppHand, c];
    const pile = c === null ? k.oppPile : k.oppPile.filter((x) => cardId(x) !== cardId(c));
    if (hand.length !== view.handCounts[opp] || (view.phase !== 'play-off' && pile.length !== view.bidPileCounts[opp])) return null;
    const hands: Pair<readonly Card[]> = me === 0 ? [view.hand, hand] : [hand, view.hand];
    const piles: Pair<readonly Card[]> = me === 0 ? [view.bidPile, pile] : [pile, view.bidPile];
    out.push({ hands, piles });
  }
  return out;
}

/** The solver's decision: `value` is the mean over `placements` placements of the cards. */
function decision(view: PlayerView, action: Action, value: number, placements: number): AiDecision {
  const key = candidateKey(action);
  const legal = view.legalActions.find((a) => candidateKey(a) === key) ?? action;
  return { action: legal, reason: explain(view, legal), expectedDiff: value, solved: true, placements };
}

function tricksDecide(view: TricksPhaseView, places: Layout[]): AiDecision | null {
  const trick = view.trick;
  const me = view.player;
  const sign = me === 0 ? 1 : -1;
  const base = {
    leader: trick.leader,
    trumps: view.trumps,
    tricksWon: view.tricksWon,
    lead: trick.lead,
    rule: view.options.trickRule,
    score: view.score,
    budget: TRICKS_BUDGET,
    playOffBudget: PLAY_OFF_BUDGET,
  };
  if (places.length === 1) {
    const solved = solveDeal({ ...base, hands: places[0].hands, playOffHands: places[0].piles, oneBest: true });
    if (!solved.exact || solved.best.length === 0) return null;
    return decision(view, { type: 'play', player: me, card: solved.best[0] }, sign * solved.value, 1);
  }
  const totals = new Map<number, { card: Card; sum: number }>();
  for (const place of places) {
    const solved = solveDeal({ ...base, hands: place.hands, playOffHands: place.piles, moveValues: true });
    if (!solved.exact || solved.values === undefined) return null;
    for (const { card, value } of solved.values) {
      const entry = totals.get(cardId(card)) ?? { card, sum: 0 };
      entry.sum += sign * value;
      totals.set(cardId(card), entry);
    }
  }
  let best: { card: Card; sum: number } | null = null;
  for (const entry of totals.values()) if (best === null || entry.sum > best.sum) best = entry;
  if (best === null) return null;
  return decision(view, { type: 'play', player: me, card: best.card }, Math.round((best.sum / places.length) * 10) / 10, places.length);
}

function playOffDecide(view: PlayOffPhaseView, places: Layout[]): AiDecision | null {
  const round = view.round;
  if (places.length !== 1) return null;
  const me = view.player;
  const solved = solvePlayOff({ hands: places[0].hands, toMove: me, toBeat: round.last, budget: PLAY_OFF_BUDGET, oneBest: true });
  if (!solved.exact || solved.best.length === 0) return null;
  const move = solved.best[0];
  const action: Action = move === 'pass' ? { type: 'pass', player: me } : { type: 'playoff-play', player: me, cards: move };
  return decision(view, action, (me === 0 ? 1 : -1) * solved.value, 1);
}

/**
 * The declaration problem of `view.player` from their view alone, or null when they have no trump to declare now (what
 * the page's worker pool solves in parts: solveDeclarationPart).
 */
export function declarationProblem(view: PlayerView, budget = TRUMP_BUDGET): DeclarationProblem | null {
  if (view.phase !== 'melds' || view.melds.step !== 'declare' || view.melds.toAct !== view.player) return null;
  const places = layouts(view);
  if (places === null) return null;
  const opp: PlayerIndex = view.player === 0 ? 1 : 0;
  return {
    layouts: places.map((place) => ({ hands: place.hands, playOffHands: place.piles })),
    firstPlayer: view.firstPlayer,
    player: view.player,
    otherTrump: view.trumps[opp],
    rule: view.options.trickRule,
    budget,
  };
}

/**
 * The exact value of each trump `view.player` may declare now, from their view alone: after the
 * other's Joker exchange, the average over each card it could have taken back. Null before the declarations.
 */
export function declarationFromView(view: PlayerView, budget = TRUMP_BUDGET): DeclarationSolution | null {
  const problem = declarationProblem(view, budget);
  return problem === null ? null : solveDeclaration(problem);
}

/** The best trump to declare now and its exact value, from the view alone (what "hard" declares by), or null before the declarations. */
export function bestDeclarationFromView(view: PlayerView, budget = TRUMP_BUDGET): BestDeclaration | null {
  const problem = declarationProblem(view, budget);
  return problem === null ? null : solveBestDeclaration(problem, []);
}

function declareDecide(view: MeldsPhaseView, placements: number, solved: BestDeclaration | null): AiDecision | null {
  if (solved === null || !solved.exact) return null;
  return decision(view, { type: 'declare', player: view.player, trump: solved.best }, solved.values[solved.best]!, placements);
}

/**
 * "Hard"'s choice of trump: the best of `solved`, the view's declaration problem solved exactly (what "hard" solves
 * itself in `decide`; the page solves it in parts in parallel, then asks this). Null when the view has no trump to
 * declare, or the solve ran out of budget (then `decide` chooses).
 */
export function trumpDecision(view: PlayerView, solved: BestDeclaration): AiDecision | null {
  if (view.phase !== 'melds' || view.melds.step !== 'declare' || view.melds.toAct !== view.player) return null;
  const places = layouts(view);
  return places === null ? null : declareDecide(view, places.length, solved);
}

/** The solver's decision for `view`, or null where it does not apply (before the declarations) or ran out of budget. */
export function solverDecide(view: PlayerView): AiDecision | null {
  if (view.phase !== 'tricks' && view.phase !== 'play-off' && !(view.phase === 'melds' && view.melds.step === 'declare')) return null;
  const places = layouts(view);
  if (places === null) return null;
  if (view.phase === 'tricks') return tricksDecide(view, places);
  if (view.phase === 'play-off') return playOffDecide(view, places);
  return declareDecide(view, places.length, bestDeclarationFromView(view));
}
