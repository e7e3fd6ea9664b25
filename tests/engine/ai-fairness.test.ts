// Fair by construction (RULINGS §9): re-dealing what a player cannot see leaves their view, and every computer player's decision, unchanged.
import { describe, expect, it } from 'vitest';
import { applyAction, cardId, isJoker, knownCards, newGame, playerView, playersToAct } from '../../src/engine/index.ts';
import type { Card, GameState, Pair, PlayerIndex, PlayerView } from '../../src/engine/index.ts';
import { AI_PLAYERS, decide } from '../../src/engine/ai/index.ts';
import type { AiDecision, AiPlayerName } from '../../src/engine/ai/index.ts';
import { LEVEL_BUDGETS, levelDecide } from '../../src/engine/ai/levels.ts';
import { chooser, deepFreeze, withDeal, wrongPlaces } from '../support/unit.ts';

/**
 * Another state that `player` cannot tell from `state`: the opponent's cards that the player has not
 * seen (not turn-ups they took, not their Joker, not announced melds), the opponent's sealed bid and
 * the stock are shuffled together and dealt back into the same places; the seed and generator change too.
 */
function redeal(state: GameState, player: PlayerIndex, seed: number): GameState {
  const opp: PlayerIndex = player === 0 ? 1 : 0;
  const seen = new Set<number>();
  for (const a of state.deal.auctions) if (a.turnUpTo === opp) seen.add(cardId(a.turnUp));
  for (const d of state.deal.declarations) if (d.player === opp) for (const m of d.melds) for (const c of m.cards) seen.add(cardId(c));
  const hiddenHand = state.deal.hands[opp].filter((c) => !isJoker(c) && !seen.has(cardId(c)));
  const pendingBid = state.phase === 'auction' && state.auction.outcome === null ? state.auction.bids[opp] : null;
  const hidden: Card[] = [
    ...hiddenHand,
    ...(pendingBid && !isJoker(pendingBid) && !seen.has(cardId(pendingBid)) ? [pendingBid] : []),
    ...state.deal.stock,
  ];
  const choose = chooser(seed);
  for (let i = hidden.length - 1; i > 0; i--) {
    const j = choose(i + 1);
    [hidden[i], hidden[j]] = [hidden[j], hidden[i]];
  }
  let next = 0;
  const oppHand = state.deal.hands[opp].map((c) => (!isJoker(c) && !seen.has(cardId(c)) ? hidden[next++] : c));
  let newBid = pendingBid;
  if (pendingBid && !isJoker(pendingBid) && !seen.has(cardId(pendingBid))) newBid = hidden[next++];
  const stock = state.deal.stock.map(() => hidden[next++]);
  const hands: Pair<readonly Card[]> = player === 0 ? [state.deal.hands[0], oppHand] : [oppHand, state.deal.hands[1]];
  const alt: GameState = {
    ...withDeal(state, { hands, stock }),
    rng: [seed, 7, 11, 13],
    options: { ...state.options, seed: `other-${seed}` },
  };
  if (alt.phase === 'auction' && state.phase === 'auction' && pendingBid !== null) {
    const bids: [Card | null, Card | null] = [state.auction.bids[0], state.auction.bids[1]];
    bids[opp] = newBid;
    return { ...alt, auction: { ...state.auction, bids } };
  }
  return alt;
}

/** The decision of each player; `medium` and `hard` with a reduced effort except where `full`. */
function decisionOf(view: PlayerView, name: AiPlayerName, full: boolean): AiDecision {
  if ((name !== 'hard' && name !== 'medium') || full || view.legalActions.length === 1) return decide(view, name, 42);
  const b = LEVEL_BUDGETS[name];
  return levelDecide(view, name, 42, { ...b, work: b.work / 30, minPlayouts: 10, maxPlayouts: 100 });
}

/** Decision points from a game between the rules and random players, a few in every phase. */
function positions(seed: string, jokers: boolean): { state: GameState; player: PlayerIndex }[] {
  const out: { state: GameState; player: PlayerIndex }[] = [];
  const choose = chooser(99);
  let state = newGame({ seed, jokers });
  let step = 0;
  while (state.phase !== 'deal-over' && state.phase !== 'game-over') {
    const actors = playersToAct(state);
    // During the auction let player 1 bid first now and then, so that player 0 decides facing a sealed bid.
    const order = state.phase === 'auction' && actors.length === 2 && step % 3 === 0 ? [1, 0] : actors;
    for (const player of order as PlayerIndex[]) {
      const view = playerView(state, player);
      if (view.legalActions.length === 0) continue;
      if (step % 5 === 0 && view.legalActions.length > 1) out.push({ state, player });
      step++;
      const action = choose(4) === 0 ? view.legalActions[choose(view.legalActions.length)] : decide(view, 'rules', 0).action;
      state = applyAction(state, action);
    }
  }
  return out;
}

describe('the computer decides from its view only', () => {
  for (const jokers of [false, true]) {
    it(`re-dealing hidden cards changes neither the view nor any decision (${jokers ? 'with' : 'without'} Jokers)`, () => {
      const found = positions(`fair:${jokers}`, jokers);
      const phases = new Set(found.map((p) => p.state.phase));
      expect([phases.has('auction'), phases.has('tricks'), phases.has('play-off')]).toEqual([true, true, true]);
      let changedHidden = 0;
      let facedSealedBid = 0;
      found.forEach(({ state, player }, i) => {
        const alt = redeal(state, player, 1000 + i);
        const view = deepFreeze(playerView(state, player));
        const altView = deepFreeze(playerView(alt, player));
        expect(altView).toEqual(view);
        // What the player can deduce holds in every state they cannot tell apart, not just the real one.
        const known = knownCards(view);
        expect(wrongPlaces(state, player, known)).toEqual([]);
        expect(wrongPlaces(alt, player, known)).toEqual([]);
        if (
          JSON.stringify(alt.deal.hands) !== JSON.stringify(state.deal.hands) ||
          JSON.stringify(alt.deal.stock) !== JSON.stringify(state.deal.stock)
        ) {
          changedHidden++;
        }
        if (view.auction?.hasBid[player === 0 ? 1 : 0] && view.auction.outcome === null) facedSealedBid++;
        for (const name of AI_PLAYERS) {
          const full = i === 3;
          expect([name, decisionOf(altView, name, full)]).toEqual([name, decisionOf(view, name, full)]);
        }
      });
      // The re-deal really moved hidden cards in the auction positions, and some faced a sealed bid.
      expect(changedHidden).toBeGreaterThan(3);
      expect(facedSealedBid).toBeGreaterThan(0);
    });
  }
});
