// knownCards: where a player can place each card from their view, never more than the view allows.
import { describe, expect, it } from 'vitest';
import { applyAction, cardId, CARD_PLACES, knownCards, legalActions, newGame, playerView } from '../../src/engine/index.ts';
import type { CardPlace, GameState, PlayerIndex } from '../../src/engine/index.ts';
import { placedCardIds } from '../../src/engine/views.ts';
import { neverBidJokerPolicy, playUntil, randomPolicy, wrongPlaces } from '../support/unit.ts';

/** Every state of random one-deal games, half of them with Jokers. */
function* states(games: number): Generator<GameState> {
  for (let g = 0; g < games; g++) {
    const policy = randomPolicy(g + 1);
    let s: GameState = newGame({ seed: `known-${g}`, jokers: g % 2 === 1, target: 1 });
    while (s.phase !== 'game-over' && s.phase !== 'deal-over') {
      yield s;
      s = applyAction(s, policy(s, legalActions(s)));
    }
  }
}

const other = (p: PlayerIndex): PlayerIndex => (p === 0 ? 1 : 0);

describe('knownCards', () => {
  it('places every card of the deck in play, and every place it gives is where the card really is', () => {
    const used = new Set<CardPlace>();
    for (const state of states(24)) {
      for (const player of [0, 1] as const) {
        const known = knownCards(playerView(state, player));
        expect(known).toHaveLength(state.options.jokers ? 54 : 52);
        expect(wrongPlaces(state, player, known)).toEqual([]);
        for (const place of known) used.add(place);
      }
    }
    // Every place occurs in these games.
    expect([...used].sort()).toEqual([...CARD_PLACES].sort());
  });

  it('after the auction the whole opponent hand is known, except the bid they took back with their Joker', () => {
    let exchanges = 0;
    for (const state of states(24)) {
      if (state.phase === 'auction') continue;
      for (const player of [0, 1] as const) {
        const known = knownCards(playerView(state, player));
        const opp = other(player);
        expect(known).not.toContain('unknown');
        const notKnown = state.deal.hands[opp].filter(
          (c) => known[cardId(c)] !== 'opponent-hand' && known[cardId(c)] !== 'opponent-hand-deduced',
        );
        expect(notKnown.length).toBeLessThanOrEqual(1);
        if (notKnown.length === 1) {
          exchanges++;
          expect(known[cardId(notKnown[0])]).toBe('opponent-hand-or-bid-pile');
          expect(state.deal.jokerChoices.some((j) => j.player === opp && j.exchanged)).toBe(true);
        }
      }
    }
    expect(exchanges).toBeGreaterThan(0);
  });

  it('before the stock runs out the opponent’s concealed cards and the stock stay unknown; their sealed bid too', () => {
    const s = newGame({ seed: 'known-sealed' });
    const bid = applyAction(s, { type: 'bid', player: 1, card: s.deal.hands[1][0] });
    const known = knownCards(playerView(bid, 0));
    expect(known[cardId(s.deal.hands[1][0])]).toBe('unknown');
    for (const c of s.deal.stock) expect(known[cardId(c)]).toBe('unknown');
    for (const c of s.deal.hands[0]) expect(known[cardId(c)]).toBe('hand');
    expect(knownCards(playerView(bid, 1))[cardId(s.deal.hands[1][0])]).toBe('sealed-bid');
  });

  it('in the play-off both hands are known from the bids, with no deduction needed', () => {
    const s = playUntil(newGame({ seed: 'known-po', jokers: true }), neverBidJokerPolicy, (x) => x.phase === 'play-off');
    expect(s.phase).toBe('play-off');
    const known = knownCards(playerView(s, 0));
    for (const c of s.deal.hands[1]) expect(known[cardId(c)]).toBe('opponent-hand');
    expect(placedCardIds(known, { deduced: false }).size).toBe(known.length);
  });
});
