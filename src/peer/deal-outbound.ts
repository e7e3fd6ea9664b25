// What this player sends in one deal: its share of the shuffle, the keys it owes, its sealed bid and moves, and the closing reveal.
import { cardId } from '../engine/index.ts';
import type { Action, PlayerIndex } from '../engine/index.ts';
import type { RandomBytes } from './bytes.ts';
import { bytesToHex } from './bytes.ts';
import { fail, ok } from './codes.ts';
import type { PeerResult } from './codes.ts';
import { bidCommitment, exchangeCommitment, seedCommitment } from './deal-round.ts';
import type { DealRound } from './deal-round.ts';
import { keyToHex, lockPass, pointToHex, shuffleLockPass, shufflePass } from './deck-crypto.ts';
import type { Point } from './deck-crypto.ts';
import { applyBidsIfOpen, auctionNumber } from './deal-inbound.ts';
import type { Message, MessageBody } from './messages.ts';

/** Numbers a message body, records it as sent and returns it. */
export type Send = (body: MessageBody) => Message;

/** A move of this player's within the deal (dealing on is the session's, as it starts a new round). */
export type DealMove = Exclude<Action, { type: 'next-deal' }>;

/** Send whatever the protocol now needs from this player in this deal. */
export function advanceRound(round: DealRound, send: Send): Message[] {
  const out: Message[] = [];
  const r = round;
  const seat = r.seat;
  const other: PlayerIndex = seat === 0 ? 1 : 0;
  if (!r.commitSent) {
    r.commitSent = true;
    r.commits[seat] = seedCommitment(r.number, seat, r.seedHex);
    out.push(send({ kind: 'commit', commitment: r.commits[seat] }));
  }
  const pass = (index: number, points: Point[]) => {
    r.passes[index] = points;
    r.passHex[index] = points.map(pointToHex);
    out.push(send({ kind: 'pass', points: r.passHex[index] }));
  };
  if (seat === 0 && r.commits[1] !== null && r.passes[0] === null) pass(0, shufflePass(r.keys, r.perm));
  if (seat === 1 && r.passes[0] !== null && r.passes[1] === null) pass(1, shuffleLockPass(r.keys, r.perm, r.passes[0]));
  if (seat === 0 && r.passes[1] !== null && r.passes[2] === null) pass(2, lockPass(r.keys, r.passes[1]));
  if (r.final !== null) {
    const owed = r.visibleTo(other).filter((p) => !r.sharedByMe.has(p));
    if (owed.length > 0) {
      for (const p of owed) r.sharedByMe.add(p);
      out.push(send({ kind: 'keys', positions: owed, keys: owed.map((p) => keyToHex(r.myKey(p))) }));
    }
  }
  const mine = r.bidOpenings[seat];
  if (mine !== null && r.bidCommits[other] !== null && !r.myBidOpened) {
    r.myBidOpened = true;
    out.push(send({ kind: 'bid-reveal', position: mine.position, key: keyToHex(r.myKey(mine.position)), nonce: mine.nonce }));
    applyBidsIfOpen(r);
  }
  if (r.dealOver() && r.reveals[seat] === null) {
    r.reveals[seat] = { seed: r.seedHex, exchange: r.myExchange };
    out.push(send({ kind: 'reveal', seed: r.seedHex, exchange: r.myExchange }));
  }
  return out;
}

/** This player's move (already checked legal by the engine) applied to the deal: the message that announces it, or why not. */
export function sendMove(round: DealRound, action: DealMove, random: RandomBytes, send: Send): PeerResult<Message> {
  const r = round;
  const seat = r.seat;
  const keysOf = (positions: number[]) => positions.map((p) => keyToHex(r.myKey(p)));
  switch (action.type) {
    case 'bid': {
      if (r.bidOpenings[seat] !== null) return fail('unexpected-message', 'already bid');
      const opening = { position: r.table.positionOf(action.card), nonce: bytesToHex(random(32)) };
      r.bidOpenings[seat] = opening;
      r.bidCommits[seat] = bidCommitment(r.number, auctionNumber(r.table.state), seat, opening);
      return ok(send({ kind: 'bid-commit', commitment: r.bidCommits[seat] }));
    }
    case 'joker-exchange': {
      const opening = { position: r.table.positionOf(action.card), nonce: bytesToHex(random(32)) };
      r.myExchange = opening;
      r.exchangeCommits[seat] = exchangeCommitment(r.number, seat, opening);
      r.table.apply({ type: 'joker-exchange', player: seat, position: opening.position });
      return ok(send({ kind: 'exchange-commit', commitment: r.exchangeCommits[seat] }));
    }
    case 'play': {
      const position = r.table.positionOf(action.card);
      if (!r.table.hand(seat).includes(position)) return fail('card-not-held');
      r.table.apply({ type: 'play', player: seat, position });
      return ok(send({ kind: 'move', move: 'play', positions: [position], keys: keysOf([position]) }));
    }
    case 'playoff-play': {
      const positions = action.cards.map((c) => r.table.positionOf(c));
      r.table.apply({ type: 'playoff-play', player: seat, positions });
      return ok(send({ kind: 'move', move: 'playoff-play', positions, keys: keysOf(positions) }));
    }
    case 'declare': {
      r.table.apply({ type: 'declare', player: seat, trump: action.trump });
      // The melds this hand announces with this trump (the engine's), shown to the other player as R6 says.
      const declared = r.table.state.deal.declarations.find((d) => d.player === seat);
      const melds = (declared?.melds ?? []).map((meld) => meld.cards.map(cardId));
      return ok(send({ kind: 'move', move: 'declare', trump: action.trump, melds }));
    }
    case 'take':
    case 'cede':
    case 'keep-joker':
    case 'pass':
      r.table.apply({ type: action.type, player: seat });
      return ok(send({ kind: 'move', move: action.type }));
  }
}
