// The cards an auction hint cites are true of the position: a meld only when the cards make it, whose cards they are, the bid pile's cards, the unseen count.
import { describe, expect, it } from 'vitest';
import { bestMeldTotal, cardId, handAfterExchange, isJoker, playerView, scoreMelds, SUITS } from '../../src/engine/index.ts';
import type { Action, Card, GameState, PlayerView } from '../../src/engine/index.ts';
import { AI_REASONS, citeAuction, decide } from '../../src/engine/ai/index.ts';
import type { AuctionCite } from '../../src/engine/ai/index.ts';
import { explain } from '../../src/engine/ai/explain.ts';
import { auctionChoiceStates } from '../support/ai-games.ts';

/** Player 0's decisions with a choice in the auction and at the Joker, in games between two rules players. */
const decisionStates = (games: number, jokers: boolean): GameState[] => auctionChoiceStates(`auction-cites:${jokers}`, games, jokers);

const ids = (cards: readonly Card[]) => cards.map(cardId).sort((a, b) => a - b);
const gainOf = (cards: readonly Card[], card: Card) => bestMeldTotal([...cards, card]) - bestMeldTotal(cards);

/** The cards player 1 really holds that player 0 saw them take as turn-ups (read from the true state, not the view). */
function theirTakenTurnUps(state: GameState): Card[] {
  const held = new Set(state.deal.hands[1].map(cardId));
  return state.deal.auctions.filter((a) => a.turnUpTo === 1 && held.has(cardId(a.turnUp))).map((a) => a.turnUp);
}

/**
 * The cards player 0 cannot place, from the true state: the stock, player 1's hand but the turn-ups they took and their
 * Joker (each player is dealt one, so theirs is known while not bid), a sealed bid.
 */
function hiddenFromPlayer0(state: GameState): Card[] {
  const taken = new Set([...theirTakenTurnUps(state), ...state.deal.hands[1].filter(isJoker)].map(cardId));
  const sealed = state.phase === 'auction' && state.auction.outcome === null ? state.auction.bids[1] : null;
  return [...state.deal.stock, ...state.deal.hands[1].filter((c) => !taken.has(cardId(c))), ...(sealed === null ? [] : [sealed])];
}

/** The melds `card` is in with `cards` under some trump are exactly the cited ones, with exactly the cited partners. */
function meldsHold(cards: readonly Card[], card: Card, cite: Extract<AuctionCite, { kind: 'meld' }>): boolean {
  return SUITS.some((trump) => {
    const melds = scoreMelds([...cards, card], trump).melds.filter((m) => m.cards.some((c) => cardId(c) === cardId(card)));
    const partners = [...new Set(melds.flatMap((m) => m.cards.map(cardId)).filter((id) => id !== cardId(card)))].sort((a, b) => a - b);
    const shapes = melds.map((m) => ({ kind: m.kind, size: m.cards.length }));
    return JSON.stringify(partners) === JSON.stringify(ids(cite.partners)) && JSON.stringify(shapes) === JSON.stringify(cite.melds);
  });
}

/** Checks every fact of `cite` on the true state: it holds of the cards player 0 can see. */
function checkCite(state: GameState, view: PlayerView, action: Action, cite: AuctionCite): void {
  const turnUp = state.phase === 'auction' ? state.auction.turnUp : null;
  const bid = action.type === 'bid' ? action.card : null;
  switch (cite.kind) {
    case 'turn-up':
      expect(cardId(cite.turnUp)).toBe(cardId(turnUp!));
      expect(cite.bid).toEqual(bid);
      return;
    case 'meld': {
      const cards = cite.whose === 'mine' ? view.hand.filter((c) => !isJoker(c)) : theirTakenTurnUps(state);
      const card = action.type === 'joker-exchange' ? action.card : turnUp!;
      expect(cardId(cite.card)).toBe(cardId(card));
      expect(cite.gain).toBe(gainOf(cards, card));
      expect(cite.gain).toBeGreaterThan(0);
      expect(ids(cards)).toEqual(expect.arrayContaining(ids(cite.partners)));
      expect(meldsHold(cards, card, cite)).toBe(true);
      expect(cite.bid).toEqual(bid);
      return;
    }
    case 'turn-up-idle':
    case 'all-idle': {
      expect(cardId(cite.turnUp)).toBe(cardId(turnUp!));
      expect(gainOf(view.hand, cite.turnUp)).toBe(0);
      const hidden = hiddenFromPlayer0(state);
      const melding = hidden.filter((c) => gainOf(view.hand, c) > 0).length;
      if (cite.kind === 'all-idle') expect(melding).toBe(0);
      else expect([cite.melding, cite.unseen]).toEqual([melding, hidden.length]);
      return;
    }
    case 'spare':
      expect(cite.bid).toEqual(bid);
      expect(isJoker(cite.bid) || cite.bid.rank >= 10).toBe(false);
      expect(bestMeldTotal(view.hand.filter((c) => cardId(c) !== cardId(cite.bid)))).toBe(bestMeldTotal(view.hand));
      return;
    case 'pile-rank':
    case 'pile-run': {
      expect(cite.bid).toEqual(bid);
      expect(ids(state.deal.bidPiles[0])).toEqual(expect.arrayContaining(ids(cite.pile)));
      const rank = 'rank' in cite.bid ? cite.bid.rank : 0;
      const ranks = cite.pile.map((c) => ('rank' in c ? c.rank : 0));
      expect(ranks).toEqual(cite.kind === 'pile-rank' ? ranks.map(() => rank) : [rank - 1, rank + 1]);
      return;
    }
    case 'taken-back':
      expect(action.type === 'joker-exchange' && cardId(action.card) === cardId(cite.card)).toBe(true);
      expect(ids(state.deal.bidPiles[0])).toContain(cardId(cite.card));
      return;
    default:
      cite satisfies never;
  }
}

/** The reasons of the auction and the Joker's choice: the ones that cite cards. */
const AUCTION_REASONS = AI_REASONS.filter((r) => /^(bid|take|cede|keep|exchange)-/.test(r));

describe("the cards an auction hint's reason cites", () => {
  const states = [...decisionStates(4, false), ...decisionStates(4, true)];

  it('every fact cited, whatever the reason asked for, is true of the cards player 0 can see', () => {
    const kinds = new Set<string>();
    states.forEach((state, i) => {
      const view = playerView(state, 0);
      // A cite that does not name the action's card is the same for every action: checked once per position.
      const checked = new Set<string>();
      for (const action of view.legalActions)
        for (const reason of AUCTION_REASONS) {
          const cite = citeAuction(view, action, reason);
          const key = JSON.stringify([i, cite]);
          if (cite === undefined || checked.has(key)) continue;
          checked.add(key);
          kinds.add(cite.kind);
          checkCite(state, view, action, cite);
        }
    });
    // Every kind of cite is met in these positions, so each is checked above ('all-idle', rare, is 'turn-up-idle' with none melding).
    expect([...kinds].filter((k) => k !== 'all-idle').sort()).toEqual([
      'meld',
      'pile-rank',
      'pile-run',
      'spare',
      'taken-back',
      'turn-up',
      'turn-up-idle',
    ]);
  });

  it("a reason cites a meld exactly when the cards make it: the player's own, or the turn-ups the other took and kept", () => {
    let melds = 0;
    for (const state of states) {
      if (state.phase !== 'auction') continue;
      const view = playerView(state, 0);
      const turnUp = state.auction.turnUp;
      const mine = !isJoker(turnUp) && gainOf(view.hand, turnUp) > 0;
      const theirs = !isJoker(turnUp) && gainOf(theirTakenTurnUps(state), turnUp) > 0;
      for (const action of view.legalActions) {
        const cases = [
          ['bid-to-win-meld', 'mine', mine],
          ['take-turn-up-for-meld', 'mine', mine],
          ['cede-for-unseen', 'mine', mine],
          ['bid-to-deny', 'theirs', theirs],
          ['take-to-deny', 'theirs', theirs],
        ] as const;
        for (const [reason, whose, holds] of cases) {
          // A bid's reason is given only for a bid.
          if (reason.startsWith('bid-') && action.type !== 'bid') continue;
          const cite = citeAuction(view, action, reason);
          const isMeld = cite?.kind === 'meld' && cite.whose === whose;
          expect(isMeld, `${reason} ${JSON.stringify(turnUp)}`).toBe(holds);
          if (isMeld) melds++;
        }
      }
    }
    expect(melds).toBeGreaterThan(10);
  });

  it('the reason the hint gives and the cards it cites agree: a meld reason always has its meld, an idle one never melds', () => {
    let cited = 0;
    for (const state of states) {
      const view = playerView(state, 0);
      for (const action of view.legalActions)
        for (const winChance of [0.2, 0.8]) {
          const reason = explain(view, action, { winChance });
          const cite = citeAuction(view, action, reason);
          if (/-meld$|-deny$/.test(reason)) expect(cite?.kind, reason).toBe('meld');
          if (reason === 'cede-weak-turn-up') expect(['turn-up-idle', 'all-idle']).toContain(cite?.kind);
          if (reason === 'exchange-joker-for-meld' && action.type === 'joker-exchange')
            expect(bestMeldTotal(handAfterExchange(view.hand, action.card))).toBeGreaterThan(bestMeldTotal(view.hand));
          if (cite !== undefined) cited++;
        }
    }
    expect(cited).toBeGreaterThan(100);
  });

  it('a decision carries the cites of its reason, and none outside the auction and the Joker', () => {
    let auction = 0;
    for (const state of states.slice(0, 40)) {
      const view = playerView(state, 0);
      const d = decide(view, 'rules', 1);
      expect(d.cites).toEqual(citeAuction(view, d.action, d.reason));
      if (d.cites !== undefined) auction++;
    }
    expect(auction).toBeGreaterThan(10);
    for (const reason of AI_REASONS.filter((r) => !AUCTION_REASONS.includes(r))) {
      const view = playerView(states[0], 0);
      expect(citeAuction(view, view.legalActions[0], reason)).toBeUndefined();
    }
  });
});
