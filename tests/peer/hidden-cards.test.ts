// Property: no message ever lets its receiver open a card the rules hide from it, and none carries a card in the clear.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardFromId, formatCard, knownCards, playerView, tryApplyAction } from '../../src/engine/index.ts';
import type { GameState } from '../../src/engine/index.ts';
import { buildDealState, trueDeck } from '../../src/peer/index.ts';
import type { Peer } from '../../src/peer/index.ts';
import { Match } from './harness.ts';
import { runs } from '../support/deep.ts';

/** The true engine state behind `receiver`'s table: its moves replayed on the true deck (the other's R15 card from the other peer). */
function trueState(receiver: Peer, sender: Peer): { state: GameState; deck: number[] } {
  const r = receiver.round;
  const seeds: [Uint8Array, Uint8Array] = receiver.seat === 0 ? [r.seed, sender.round.seed] : [sender.round.seed, r.seed];
  const deck = trueDeck(seeds, r.layout.size);
  let state = buildDealState(r.table.base, r.layout, deck);
  for (const move of r.table.moves) {
    const settled =
      move.type === 'joker-exchange' && move.position === null ? { ...move, position: sender.round.myExchange?.position ?? -1 } : move;
    const card = (p: number) => cardFromId(deck[p]);
    const action =
      settled.type === 'bid' || settled.type === 'play' || settled.type === 'joker-exchange'
        ? { type: settled.type, player: settled.player, card: card(settled.position as number) }
        : settled.type === 'playoff-play'
          ? { type: settled.type, player: settled.player, cards: settled.positions.map(card) }
          : settled;
    const result = tryApplyAction(state, action);
    if (!result.ok) throw new Error(`replay refused: ${result.error.code}`);
    state = result.value;
  }
  return { state, deck };
}

describe('what a message reveals', () => {
  it('the receiver can open only cards its own view of the true game shows, at every message of a deal', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom('parlett', 'summary'),
        fc.integer({ min: 0, max: 1_000_000 }),
        (jokers, trickRule, seed) => {
          const match = new Match({ jokers, trickRule, target: 100_000 }, `hidden-${seed}`);
          let checks = 0;
          match.afterDelivery = (to) => {
            const receiver = match.peers[to];
            const sender = match.peers[to === 0 ? 1 : 0];
            if (receiver.round.final === null || receiver.round.dealOver()) return;
            const { state, deck } = trueState(receiver, sender);
            const places = knownCards(playerView(state, to));
            for (const position of receiver.round.theirKeys.keys()) {
              // A card the receiver can open must be one its view places (never 'unknown').
              expect([formatCard(cardFromId(deck[position])), places[deck[position]]]).not.toEqual([
                formatCard(cardFromId(deck[position])),
                'unknown',
              ]);
            }
            checks++;
          };
          expect(match.play(1)).toBe(true);
          expect(checks).toBeGreaterThan(50);
          // No message names a card: only points, keys, positions, commitments and public choices.
          for (const wire of match.log.wires) expect(wire.text).not.toMatch(/"(rank|suit|joker|card|cards)"/);
        },
      ),
      // Two random deals in an ordinary run (each checked at every one of its messages), four in npm run test:deep.
      { numRuns: runs(4, 2) },
    );
  });
});
