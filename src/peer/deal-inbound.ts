// Checking one deal's incoming messages on arrival: passes, keys, sealed bids and moves (each opened card filled into the table).
import { playersToAct } from '../engine/index.ts';
import type { GameState, PlayerIndex } from '../engine/index.ts';
import { fail, ok } from './codes.ts';
import type { PeerResult } from './codes.ts';
import { bidCommitment } from './deal-round.ts';
import type { DealRound } from './deal-round.ts';
import { keyFromHex, NATURAL_COUNT, pointFromHex } from './deck-crypto.ts';
import type { Point } from './deck-crypto.ts';
import type { Message } from './messages.ts';
import type { PositionMove } from './table.ts';

function other(round: DealRound): PlayerIndex {
  return round.seat === 0 ? 1 : 0;
}

export function auctionNumber(state: GameState): number {
  return state.phase === 'auction' ? state.auction.number : 0;
}

/** Once both bids are open, apply them to the engine (player 0's first, on both sides). */
export function applyBidsIfOpen(round: DealRound): PeerResult<void> {
  const r = round;
  const [a, b] = r.bidOpenings;
  if (a === null || b === null || !r.myBidOpened) return ok(undefined);
  if (!r.theirKeys.has(r.bidOpenings[other(round)]?.position ?? -1)) return ok(undefined);
  for (const [player, opening] of [
    [0, a],
    [1, b],
  ] as const) {
    const result = r.table.apply({ type: 'bid', player, position: opening.position });
    if (!result.ok) return fail('illegal-move', result.error.code, player);
  }
  r.bidOpenings[0] = null;
  r.bidOpenings[1] = null;
  r.bidCommits[0] = null;
  r.bidCommits[1] = null;
  r.myBidOpened = false;
  return ok(undefined);
}

/** Record the other's key for a position (a second, different key for it is a wrong share). */
function takeKey(round: DealRound, position: number, hex: string): PeerResult<bigint> {
  const key = keyFromHex(hex);
  if (key === null) return fail('wrong-share', 'not a scalar');
  const before = round.theirKeys.get(position);
  if (before !== undefined && before !== key) return fail('wrong-share', `second key for ${position}`);
  round.theirKeys.set(position, key);
  return ok(key);
}

/** Open `position` with the keys now known and fill it into the table. */
function openInto(round: DealRound, position: number): PeerResult<number> {
  const r = round;
  // Opened before with the same key (takeKey refuses a different one): nothing new to check.
  if (r.table.known[position]) return ok(r.table.assignment[position]);
  const card = r.open(position);
  if (card === null) return fail('wrong-share', `position ${position}`);
  // Both shuffles keep the Jokers in the last two places (derivePermutation), so a Joker anywhere else, or a natural
  // card there, is a shuffle no seed gives: caught as each card opens, before any move is made on that deck.
  if (position >= NATURAL_COUNT !== card >= NATURAL_COUNT) return fail('shuffle-mismatch', `card ${card} at ${position}`, other(round));
  const placed = r.table.reveal(position, card);
  return placed === 'ok' ? ok(card) : fail(placed, `position ${position}`);
}

export function receivePass(round: DealRound, points: readonly string[]): PeerResult<void> {
  const r = round;
  const index = r.passes.findIndex((p) => p === null);
  const theirs = round.seat === 0 ? index === 1 : index === 0 || index === 2;
  if (index < 0 || !theirs || r.commits[other(round)] === null) return fail('unexpected-message', 'pass');
  if (points.length !== r.layout.size) return fail('malformed-message', 'deck size');
  const parsed: Point[] = [];
  for (const hex of points) {
    const p = pointFromHex(hex);
    if (p === null || p.is0()) return fail('bad-point');
    parsed.push(p);
  }
  if (new Set(points).size !== points.length) return fail('duplicate-card', 'equal points');
  r.passes[index] = parsed;
  r.passHex[index] = points;
  return ok(undefined);
}

export function receiveKeys(round: DealRound, positions: readonly number[], keys: readonly string[]): PeerResult<void> {
  const r = round;
  if (r.final === null) return fail('unexpected-message', 'keys before the deck');
  const visible = new Set(r.visibleTo(round.seat));
  for (let i = 0; i < positions.length; i++) {
    if (!visible.has(positions[i]) || positions[i] >= r.layout.size) return fail('unexpected-message', `key for ${positions[i]}`);
    const taken = takeKey(round, positions[i], keys[i]);
    if (!taken.ok) return taken;
  }
  for (const p of positions) {
    const opened = openInto(round, p);
    if (!opened.ok) return opened;
  }
  return ok(undefined);
}

export function receiveBid(round: DealRound, position: number, key: string, nonce: string): PeerResult<void> {
  const r = round;
  const commitment = r.bidCommits[other(round)];
  if (commitment === null || r.bidCommits[round.seat] === null || r.table.state.phase !== 'auction')
    return fail('unexpected-message', 'bid-reveal');
  if (bidCommitment(r.number, auctionNumber(r.table.state), other(round), { position, nonce }) !== commitment) {
    return fail('bid-differs-from-commitment');
  }
  if (!r.table.hand(other(round)).includes(position)) return fail('card-not-held', `position ${position}`);
  const taken = takeKey(round, position, key);
  if (!taken.ok) return taken;
  const opened = openInto(round, position);
  if (!opened.ok) return opened;
  r.bidOpenings[other(round)] = { position, nonce };
  return applyBidsIfOpen(round);
}

export function receiveMove(round: DealRound, m: Extract<Message, { kind: 'move' }>): PeerResult<void> {
  const r = round;
  const state = r.table.state;
  if (!playersToAct(state).includes(other(round))) return fail('not-your-turn', m.move);
  const player = other(round);
  let move: PositionMove;
  switch (m.move) {
    case 'next-deal':
      // The peer starts the next deal itself (Peer.receiveNextDeal): it is never a move of this deal.
      return fail('unexpected-message', 'next-deal');
    case 'declare': {
      const declared = r.table.declare({ type: 'declare', player, trump: m.trump as NonNullable<typeof m.trump> }, m.melds ?? []);
      return declared === 'ok' ? ok(undefined) : fail(declared, m.move);
    }
    case 'play':
    case 'playoff-play': {
      const positions = m.positions ?? [];
      const keys = m.keys ?? [];
      for (const p of positions) {
        if (
          !r.table.hand(player).includes(p) &&
          !(r.table.mayBeExchanged(p) && r.table.settleExchange(p) && r.table.hand(player).includes(p))
        ) {
          return fail('card-not-held', `position ${p}`);
        }
      }
      for (let i = 0; i < positions.length; i++) {
        const taken = takeKey(round, positions[i], keys[i]);
        if (!taken.ok) return taken;
        const opened = openInto(round, positions[i]);
        if (!opened.ok) return opened;
      }
      move = m.move === 'play' ? { type: 'play', player, position: positions[0] } : { type: 'playoff-play', player, positions };
      break;
    }
    case 'take':
    case 'cede':
    case 'keep-joker':
    case 'pass':
      move = { type: m.move, player };
      break;
  }
  const result = r.table.apply(move);
  return result.ok ? ok(undefined) : fail('illegal-move', result.error.code);
}
