// The placements of the card a Joker exchange took back (R15) that the exchanger's announcement (R6) leaves open: the same in the review, "hard" and the hint.
import { describe, expect, it } from 'vitest';
import {
  announcedMelds,
  applyAction,
  cardId,
  isJoker,
  knownCards,
  legalActions,
  newGame,
  parseCard,
  playersToAct,
  playerView,
} from '../../src/engine/index.ts';
import type { Card, DealRecord, GameState, MeldsState, PlayerIndex } from '../../src/engine/index.ts';
import { decide, declarationProblem } from '../../src/engine/ai/index.ts';
import { readKnowledge } from '../../src/engine/ai/knowledge.ts';
import { declarationReviewProblem } from '../../src/engine/solver/index.ts';
import { positionAtDeclaration } from '../../scripts/solver-positions.ts';
import { randomPolicy } from '../support/unit.ts';

const other = (p: PlayerIndex): PlayerIndex => (p === 0 ? 1 : 0);
const ids = (cards: readonly Card[]): number[] => cards.map(cardId).sort((a, b) => a - b);

/** Both players exchanged their Jokers (the rules player deciding the rest); the first to declare has declared. */
function secondToDeclare(seed: string): MeldsState {
  const s = positionAtDeclaration(seed, true, true);
  if (s.phase !== 'melds') throw new Error('expected the declaration');
  const next = applyAction(s, decide(playerView(s, s.toAct), 'rules', 0).action);
  if (next.phase !== 'melds') throw new Error('expected the second declaration');
  return next;
}

/** The deal played out by the rules player from `state`, as its record. */
function finished(state: GameState): DealRecord {
  let s = state;
  while (s.phase !== 'deal-over' && s.phase !== 'game-over') {
    for (const player of playersToAct(s)) {
      const view = playerView(s, player);
      if (view.legalActions.length > 0) s = applyAction(s, decide(view, 'rules', 0).action);
    }
  }
  return s.game.deals[s.game.deals.length - 1];
}

/** The other player's hand in each of the review's placements of `player`'s declaration. */
function reviewedHands(deal: DealRecord, player: PlayerIndex): number[][] {
  const asked = declarationReviewProblem({ deal, player, jokers: true, trickRule: 'parlett' })!;
  return asked.problem.layouts.map((layout) => ids(layout.hands[other(player)]));
}

describe('placements of the card taken back, after the announcement', () => {
  it('leave out a bid that would have changed the announcement, and keep the true one', () => {
    // The first to declare took back ♠8 and announced, trump ♦, Three Aces, Three Nines and Four Fives: 70. Had they
    // taken back ♣6 instead, ♣4 ♣5 ♣6 would also have been announced (80), so ♣6 cannot be the card.
    const s = secondToDeclare('placements:15');
    const me = s.toAct;
    const owner = other(me);
    const [theirs] = s.deal.declarations;
    expect(theirs.player).toBe(owner);
    expect(theirs.trump).toBe('D');
    expect(theirs.total).toBe(70);
    const taken = parseCard('8S');
    const ruledOut = parseCard('6C');
    const rest = s.deal.hands[owner].filter((c) => cardId(c) !== cardId(taken));
    expect(rest).toHaveLength(12);
    expect(announcedMelds([...rest, ruledOut], 'D').total).toBe(80);

    // The view ("hard", the hint): 13 of the 14 bids remain, ♠8 among them, ♣6 in the pile.
    const view = playerView(s, me);
    const candidates = ids(readKnowledge(view).exchangeCandidates!);
    expect(candidates).toHaveLength(13);
    expect(candidates).toContain(cardId(taken));
    expect(candidates).not.toContain(cardId(ruledOut));
    expect(knownCards(view)[cardId(ruledOut)]).toBe('opponent-bid-pile');
    const layouts = declarationProblem(view)!.layouts;
    expect(layouts).toHaveLength(13);
    expect(layouts.some((l) => ids(l.hands[owner]).join() === ids(s.deal.hands[owner]).join())).toBe(true);

    // The review of the same declaration after the deal: the same placements.
    const hands = reviewedHands(finished(s), me);
    expect(hands).toHaveLength(13);
    expect(hands.map((h) => h.join()).sort()).toEqual(layouts.map((l) => ids(l.hands[owner]).join()).sort());
    expect(hands.some((h) => h.includes(cardId(ruledOut)))).toBe(false);
  });

  it('leave one placement when the card taken back was announced in a meld', () => {
    // ♠8 ends the announced ♠4–♠8 (five spades): any other bid would have announced four spades instead.
    const s = secondToDeclare('placements:13');
    const me = s.toAct;
    const owner = other(me);
    const taken = parseCard('8S');
    expect(s.deal.declarations[0].melds.some((m) => m.cards.some((c) => cardId(c) === cardId(taken)))).toBe(true);
    const view = playerView(s, me);
    expect(readKnowledge(view).exchangeCandidates).toBeNull();
    expect(knownCards(view)[cardId(taken)]).toBe('opponent-hand');
    expect(declarationProblem(view)!.layouts).toHaveLength(1);
    expect(reviewedHands(finished(s), me)).toEqual([ids(s.deal.hands[owner])]);
  });

  it('in random games, always keep the card truly taken back, and the view and the review keep the same', () => {
    let exchanges = 0;
    let narrowed = 0;
    for (let g = 0; g < 16; g++) {
      const policy = randomPolicy(100 + g);
      let s: GameState = newGame({ seed: `placements-random-${g}`, jokers: true, target: 1 });
      let atDeclaration: { player: PlayerIndex; hands: number[][] } | null = null;
      while (s.phase !== 'deal-over' && s.phase !== 'game-over') {
        const owner = other(s.phase === 'melds' ? s.toAct : 0);
        const exchanged = s.deal.jokerChoices.some((j) => j.player === owner && j.exchanged);
        if (s.phase === 'melds' && s.step === 'declare' && s.deal.declarations.length === 1 && exchanged) {
          // The second to declare, after the first exchanged: the true card is a candidate (or the one card left).
          const view = playerView(s, s.toAct);
          const bids = s.deal.auctions.map((a) => a.bids[owner]).filter((c) => !isJoker(c));
          const taken = bids.find((c) => s.deal.hands[owner].some((x) => cardId(x) === cardId(c)))!;
          expect(['opponent-hand', 'opponent-hand-or-bid-pile']).toContain(knownCards(view)[cardId(taken)]);
          const hands = declarationProblem(view)!.layouts.map((l) => ids(l.hands[owner]));
          expect(hands.map((h) => h.join())).toContain(ids(s.deal.hands[owner]).join());
          atDeclaration = { player: s.toAct, hands };
          exchanges++;
          if (hands.length < bids.length) narrowed++;
        }
        s = applyAction(s, policy(s, legalActions(s)));
      }
      if (atDeclaration === null) continue;
      const deal = s.game.deals[s.game.deals.length - 1];
      const reviewed = reviewedHands(deal, atDeclaration.player);
      expect(reviewed.map((h) => h.join()).sort()).toEqual(atDeclaration.hands.map((h) => h.join()).sort());
    }
    // These games have such declarations, and the announcement narrowed some of them.
    expect(exchanges).toBeGreaterThan(2);
    expect(narrowed).toBeGreaterThan(0);
  });
});
