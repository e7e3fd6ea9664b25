// The end-of-deal audit: with both seeds open, re-derive the other's passes and keys, then replay the true deal with the engine.
import { cardFromId, tryApplyAction } from '../engine/index.ts';
import type { Action, GameState, PlayerIndex } from '../engine/index.ts';
import { hexToBytes } from './bytes.ts';
import { fail, ok } from './codes.ts';
import type { PeerResult } from './codes.ts';
import { deriveKey, derivePermutation, plainDeck, verifyLockPass, verifyShufflePass } from './deck-crypto.ts';
import { exchangeCommitment, seedCommitment } from './deal-round.ts';
import type { DealRound } from './deal-round.ts';
import { buildDealState } from './table.ts';
import type { PositionMove } from './table.ts';

/** The true deck of a deal: position i holds card first[second[i]] (the first pass's permutation, then the second's). */
export function trueDeck(seeds: readonly [Uint8Array, Uint8Array], size: number): number[] {
  const first = derivePermutation(seeds[0], size);
  const second = derivePermutation(seeds[1], size);
  return second.map((i) => first[i]);
}

/** A deal as the audit proved it: its true first state (every card), every move with its true cards, and its end. */
export interface AuditedDeal {
  readonly start: GameState;
  readonly actions: readonly Action[];
  readonly final: GameState;
}

/**
 * Check the whole deal once the other player's seed is open: its commitment, the other's two passes, every
 * key it sent, its R15 exchange against its commitment, every card seen during the deal, and every move
 * by replaying the true deal with the engine to the same scores. `base` is the deal's first state.
 * Returns the true deal: its first state, its moves and its final state.
 */
export function auditDeal(round: DealRound, base: GameState): PeerResult<AuditedDeal> {
  const me = round.seat;
  const them: PlayerIndex = me === 0 ? 1 : 0;
  const reveal = round.reveals[them];
  if (reveal === null) return fail('unexpected-message', 'no seed to audit');
  if (seedCommitment(round.number, them, reveal.seed) !== round.commits[them]) return fail('seed-differs-from-commitment', undefined, them);
  const theirSeed = hexToBytes(reveal.seed);
  const size = round.layout.size;

  // The other's passes: the first or second of each pair, from what it was given.
  const [first, second] = them === 0 ? [0, 2] : [1, 3];
  const input = first === 0 ? plainDeck(size) : round.passes[0];
  const given = round.passHex[first];
  if (input === null || given === null || !verifyShufflePass(theirSeed, input, given, round.seed))
    return fail('shuffle-mismatch', `pass ${first + 1}`, them);
  const lockInput = round.passes[second - 1];
  const lockGiven = round.passHex[second];
  if (lockInput === null || lockGiven === null || !verifyLockPass(theirSeed, lockInput, lockGiven, round.seed)) {
    return fail('shuffle-mismatch', `pass ${second + 1}`, them);
  }
  for (const [position, key] of round.theirKeys) {
    if (deriveKey(theirSeed, position) !== key) return fail('share-mismatch', `position ${position}`, them);
  }

  const exchanged = round.exchangeCommits[them] !== null;
  if (exchanged !== (reveal.exchange !== null)) return fail('exchange-differs-from-commitment', undefined, them);
  if (reveal.exchange !== null && exchangeCommitment(round.number, them, reveal.exchange) !== round.exchangeCommits[them]) {
    return fail('exchange-differs-from-commitment', undefined, them);
  }

  const seeds: [Uint8Array, Uint8Array] = me === 0 ? [round.seed, theirSeed] : [theirSeed, round.seed];
  const deck = trueDeck(seeds, size);
  for (let p = 0; p < size; p++) {
    if (round.table.known[p] && round.table.assignment[p] !== deck[p]) return fail('share-mismatch', `card at ${p}`, them);
  }

  const start = buildDealState(base, round.layout, deck);
  const actions: Action[] = [];
  let state = start;
  for (const move of round.table.moves) {
    const settled: PositionMove =
      move.type === 'joker-exchange' && move.position === null ? { ...move, position: reveal.exchange?.position ?? -1 } : move;
    const action = actionOf(settled, deck);
    const result = action === null ? null : tryApplyAction(state, action);
    if (result === null || !result.ok) return fail('illegal-move', `${move.type} by ${move.player}`, move.player);
    actions.push(action as Action);
    state = result.state;
  }
  const scores = (s: GameState) => JSON.stringify([s.phase, s.game.totals, s.game.deals.map((d) => d.score)]);
  if (scores(state) !== scores(round.table.state)) {
    return fail('result-mismatch', undefined, them);
  }
  return ok({ start, actions, final: state });
}

function actionOf(move: PositionMove, deck: readonly number[]): Parameters<typeof tryApplyAction>[1] | null {
  const card = (p: number) => (p >= 0 && p < deck.length ? cardFromId(deck[p]) : null);
  switch (move.type) {
    case 'bid':
    case 'play':
    case 'joker-exchange': {
      const c = card(move.position ?? -1);
      return c === null ? null : { type: move.type, player: move.player, card: c };
    }
    case 'playoff-play': {
      const cards = move.positions.map(card);
      return cards.some((c) => c === null)
        ? null
        : { type: 'playoff-play', player: move.player, cards: cards as NonNullable<(typeof cards)[number]>[] };
    }
    case 'declare':
      return move;
    case 'take':
    case 'cede':
    case 'keep-joker':
    case 'pass':
      return move;
  }
}
