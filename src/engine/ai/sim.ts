// Fast playouts: the rest of a deal on mutable arrays with the rules of thumb, calling the engine's rule functions for every ruling.
//
// Same moves and same result as `playout` (playout.ts) on the same state and random stream — the
// tests hold the two in agreement — but several times faster, because nothing is copied per move.
import { cardId, isJoker } from '../cards.ts';
import { resolveBid } from '../bidding.ts';
import { bestTrumpTotals } from '../melds.ts';
import type { Rng } from '../rng.ts';
import { addPhase, playOffPoints, progressTotal, trickPoints } from '../scoring.ts';
import { legalTrickPlays, resolveTrick } from '../tricks.ts';
import type { Card, Combo, DealScoreProgress, GameState, Pair, PlayerIndex, Suit } from '../types.ts';
import { cheapestBeat, followCard, leadCard, longestLead, longestSuit, lowestKeepCard, wantsTurnUp } from './heuristics.ts';
import type { PlayoutOptions } from './playout.ts';

function removeCard(hand: Card[], card: Card): void {
  const id = cardId(card);
  for (let i = 0; i < hand.length; i++) {
    if (cardId(hand[i]) === id) {
      hand.splice(i, 1);
      return;
    }
  }
  throw new Error('ai sim: card not in hand');
}

const other = (p: PlayerIndex): PlayerIndex => (p === 0 ? 1 : 0);

/** Play the deal out from `state` like `playout`, returning `me`'s deal score minus the opponent's. */
export function fastPlayout(state: GameState, me: PlayerIndex, rng: Rng, options: PlayoutOptions): number {
  if (state.phase === 'deal-over' || state.phase === 'game-over') return diff(state.score, me);
  const hands: Pair<Card[]> = [state.hands[0].slice(), state.hands[1].slice()];
  const piles: Pair<Card[]> = [state.bidPiles[0].slice(), state.bidPiles[1].slice()];
  const trumps: Pair<Suit | null> = [state.trumps[0], state.trumps[1]];
  let score: DealScoreProgress = state.score;
  const eps = options.epsilon;
  const rule = state.options.trickRule;
  const explore = (): boolean => rng.next() / 4294967296 < eps;

  // ── Auction ──
  let leader: PlayerIndex = 0;
  if (state.phase === 'auction') {
    const stock = state.stock;
    let stockPos = 0;
    let turnUp = state.auction.turnUp;
    let bids: [Card | null, Card | null] = [state.auction.bids[0], state.auction.bids[1]];
    let outcome = state.auction.outcome;
    let firstPlayer: PlayerIndex = 0;
    for (;;) {
      if (outcome === null) {
        for (const p of [0, 1] as const) {
          if (bids[p] !== null) continue;
          const hand = hands[p];
          const card = explore() ? hand[rng.below(hand.length)] : lowestKeepCard(hand);
          removeCard(hand, card);
          bids[p] = card;
        }
        const b0 = bids[0] as Card;
        const b1 = bids[1] as Card;
        if (!isJoker(b0)) piles[0].push(b0);
        if (!isJoker(b1)) piles[1].push(b1);
        outcome = { winner: resolveBid(turnUp, b0, b1).winner === 'a' ? 0 : 1, reason: 'rank' };
      }
      const w = outcome.winner;
      const turnUpTo = wantsTurnUp(hands[w], turnUp) !== null ? w : other(w);
      hands[turnUpTo].push(turnUp);
      hands[other(turnUpTo)].push(stock[stockPos]);
      if (stock.length - stockPos > 1) {
        turnUp = stock[stockPos + 1];
        stockPos += 2;
        bids = [null, null];
        outcome = null;
        continue;
      }
      firstPlayer = other(turnUpTo);
      break;
    }
    score = declareBoth(hands, trumps, score, firstPlayer, [null, null]);
    leader = firstPlayer;
  } else if (state.phase === 'melds') {
    const declared: Pair<number | null> = [null, null];
    for (const d of state.declarations) declared[d.player] = d.total;
    score = declareBoth(hands, trumps, score, state.firstPlayer ?? state.toAct, declared);
    leader = state.firstPlayer ?? state.toAct;
  }

  // ── Tricks ──
  if (state.phase !== 'play-off') {
    const tricksWon: Pair<number> = [state.tricksWon[0], state.tricksWon[1]];
    let lead: Card | null = null;
    if (state.phase === 'tricks') {
      leader = state.trick.leader;
      lead = state.trick.lead;
    }
    for (;;) {
      const t0 = trumps[leader] as Suit;
      if (lead === null) {
        const hand = hands[leader];
        const x = explore();
        lead = x ? hand[rng.below(hand.length)] : leadCard(hand, t0).card;
        removeCard(hand, lead);
      }
      const f = other(leader);
      const t1 = trumps[f] as Suit;
      const fh = hands[f];
      const x = explore();
      const legal = legalTrickPlays(fh, lead, t0);
      const follow = x ? legal[rng.below(legal.length)] : followCard(legal, lead, t0, t1, rule).card;
      removeCard(fh, follow);
      const winner = resolveTrick({ lead, follow, leaderTrump: t0, followerTrump: t1, rule }).winner === 'leader' ? leader : f;
      tricksWon[winner]++;
      leader = winner;
      lead = null;
      if (hands[0].length === 0) break;
    }
    score = addPhase(score, [trickPoints(tricksWon[0]), trickPoints(tricksWon[1])]);
    hands[0] = piles[0];
    hands[1] = piles[1];
  }

  // ── Play-off ──
  let toAct: PlayerIndex = leader;
  let last: Combo | null = null;
  if (state.phase === 'play-off') {
    toAct = state.round.toAct;
    last = state.round.last;
  }
  for (;;) {
    const hand = hands[toAct];
    const play = last === null ? longestLead(hand) : cheapestBeat(hand, last);
    if (play === null) {
      last = null;
      toAct = other(toAct);
      continue;
    }
    for (const c of play.cards) removeCard(hand, c);
    if (hand.length === 0) {
      score = addPhase(score, playOffPoints([hands[0].length, hands[1].length]));
      return diff(score, me);
    }
    last = play.combo;
    toAct = other(toAct);
  }
}

/** Meld scoring for the players who have not declared yet, the R3 player first, as the rules player declares. */
function declareBoth(
  hands: Pair<Card[]>, trumps: Pair<Suit | null>, score: DealScoreProgress, first: PlayerIndex, declared: Pair<number | null>,
): DealScoreProgress {
  const points: Pair<number> = [0, 0];
  for (const p of [first, other(first)]) {
    const done = declared[p];
    if (done !== null) {
      points[p] = done;
      continue;
    }
    // The playout keeps a Joker in hand (no exchange), as policyAction does.
    const totals = bestTrumpTotals(hands[p]);
    const trump = longestSuit(hands[p], totals);
    trumps[p] = trump;
    points[p] = totals[trump];
  }
  return addPhase(score, points);
}

function diff(score: DealScoreProgress, me: PlayerIndex): number {
  const total = progressTotal(score);
  return me === 0 ? total[0] - total[1] : total[1] - total[0];
}
