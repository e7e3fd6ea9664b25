// The end-of-deal audit: with both seeds open, check the other's passes and keys against what its seed gives, then replay the true deal with the engine.
import { cardFromId, tryApplyAction } from '../engine/index.ts';
import type { Action, GameState, PlayerIndex } from '../engine/index.ts';
import { hexToBytes } from './bytes.ts';
import { fail, ok } from './codes.ts';
import type { PeerResult } from './codes.ts';
import { deriveKeys, derivePermutation, mulKeys, verifyClaims } from './deck-crypto.ts';
import type { Claim, DeckKeys } from './deck-crypto.ts';
import { exchangeCommitment, seedCommitment } from './deal-round.ts';
import type { DealRound } from './deal-round.ts';
import { buildDealState } from './table.ts';
import type { PositionMove } from './table.ts';

/** The true deck of a deal: position i holds card first[second[i]] (the first pass's permutation, then the second's). */
export function trueDeck(seeds: readonly [Uint8Array, Uint8Array], size: number): number[] {
  return composeDeck(derivePermutation(seeds[0], size), derivePermutation(seeds[1], size));
}
function composeDeck(first: readonly number[], second: readonly number[]): number[] {
  return second.map((i) => first[i]);
}

/** A deal as the audit proved it: its true first state (every card), every move with its true cards, and its end. */
export interface AuditedDeal {
  readonly start: GameState;
  readonly actions: readonly Action[];
  readonly final: GameState;
}

/**
 * What each point of the other's passes must be, as scalar × card (the inviter's keys a, aᵢ and permutation
 * `first`; the friend's keys bᵢ): pass 1 holds a·card[first i], pass 2 a·bᵢ·card[deck i], pass 3
 * aᵢ·bᵢ·card[deck i]. Checking against the cards rather than against each pass's input is the same check for
 * an honest checker (each input is the plain deck or the checker's own pass, made by the protocol from the
 * other's earlier pass, which is checked too), and lets one multi-scalar multiplication cover both of the
 * inviter's passes.
 */
function passClaims(
  round: DealRound,
  pass: number,
  keys: readonly [DeckKeys, DeckKeys],
  first: readonly number[],
  deck: readonly number[],
): Claim[] {
  const points = round.passes[pass] ?? [];
  const hex = round.passHex[pass] ?? [];
  const [a, b] = keys;
  return points.map((point, i) => {
    const [scalar, card] =
      pass === 0
        ? [a.shuffle, first[i]]
        : pass === 1
          ? [mulKeys(a.shuffle, b.positions[i]), deck[i]]
          : [mulKeys(a.positions[i], b.positions[i]), deck[i]];
    return { point, hex: hex[i], scalar, card };
  });
}

/**
 * Check the whole deal once the other player's seed is open: its commitment, the other's passes, every
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
  const theirKeys = deriveKeys(theirSeed, size);
  const theirPerm = derivePermutation(theirSeed, size);
  const [first, second] = me === 0 ? [round.perm, theirPerm] : [theirPerm, round.perm];
  const deck = composeDeck(first, second);
  const keys: [DeckKeys, DeckKeys] = me === 0 ? [round.keys, theirKeys] : [theirKeys, round.keys];

  // The other's passes (the inviter's first and third, or the friend's second), all in one batch check;
  // only when it fails is each pass checked alone, to name the wrong one.
  const theirPasses = them === 0 ? [0, 2] : [1];
  if (theirPasses.some((p) => round.passes[p] === null)) return fail('shuffle-mismatch', 'a pass is missing', them);
  const claims = theirPasses.map((p) => passClaims(round, p, keys, first, deck));
  if (!verifyClaims(claims.flat(), round.seed, size)) {
    const wrong = theirPasses.find((_, i) => !verifyClaims(claims[i], round.seed, size)) ?? theirPasses[0];
    return fail('shuffle-mismatch', `pass ${wrong + 1}`, them);
  }
  for (const [position, key] of round.theirKeys) {
    if (theirKeys.positions[position] !== key) return fail('share-mismatch', `position ${position}`, them);
  }

  const exchanged = round.exchangeCommits[them] !== null;
  if (exchanged !== (reveal.exchange !== null)) return fail('exchange-differs-from-commitment', undefined, them);
  if (reveal.exchange !== null && exchangeCommitment(round.number, them, reveal.exchange) !== round.exchangeCommits[them]) {
    return fail('exchange-differs-from-commitment', undefined, them);
  }

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
    state = result.value;
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
