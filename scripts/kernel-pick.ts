// The benches' random policy on the rules kernel: the move `legalMoves` would list at a drawn index, without listing (white-box: it reads the kernel's scratch).
import { countPlaysOfRankCounts, playMaskAt } from '../src/engine/playoff-count.ts';
import { comboKey, LONE_JOKER_RANK } from '../src/engine/playoff-plays.ts';
import { BID, CEDE, DECLARE, EXCHANGE, KEEP_JOKER, moveOf, PASS, PLAY, PLAY_OFF_PLAY, TAKE } from '../src/engine/kernel/moves.ts';
import { AUCTION, DECLARE_STEP, Kernel, MELDS, other, PLAY_OFF, TRICKS } from '../src/engine/kernel/scratch.ts';
import { FOLLOWS, PLAY_OFF_RANK, SUIT_LED } from '../src/engine/kernel/tables.ts';
import type { PlayerIndex } from '../src/engine/index.ts';

/** The hand's ranks, to decode a play-off pick. */
const ranks = new Uint8Array(16);

/**
 * The move `legalMoves` would list at index `pick(count)`, `count` being how many it would list, without
 * listing them: a uniformly random legal move (the benches' random policy) costs a count and one decode,
 * and draws the same numbers as choosing from the listing.
 */
export function pickMove(k: Kernel, pick: (count: number) => number): number {
  switch (k.phase) {
    case AUCTION: {
      if (k.winner >= 0) return pick(2) === 0 ? moveOf(TAKE, k.winner as PlayerIndex) : moveOf(CEDE, k.winner as PlayerIndex);
      const n0 = k.bids[0] < 0 ? k.handLength[0] : 0;
      const n1 = k.bids[1] < 0 ? k.handLength[1] : 0;
      const i = pick(n0 + n1);
      return i < n0 ? moveOf(BID, 0, k.hands[i]) : moveOf(BID, 1, k.hands[16 + i - n0]);
    }
    case MELDS: {
      const p = k.toAct;
      if (k.step === DECLARE_STEP) return moveOf(DECLARE, p, pick(4));
      const i = pick(k.pileLength[p] + 1);
      return i === 0 ? moveOf(KEEP_JOKER, p) : moveOf(EXCHANGE, p, k.piles[p * 16 + i - 1]);
    }
    case TRICKS: {
      if (k.lead < 0) return moveOf(PLAY, k.leader, k.hands[k.leader * 16 + pick(k.handLength[k.leader])]);
      const p = other(k.leader);
      const suit = SUIT_LED[k.lead * 4 + k.trumps[k.leader]];
      const start = p * 16;
      const end = start + k.handLength[p];
      let following = 0;
      for (let i = start; i < end; i++) following += FOLLOWS[k.hands[i] * 4 + suit];
      if (following === 0) return moveOf(PLAY, p, k.hands[start + pick(k.handLength[p])]);
      let index = pick(following);
      for (let i = start; ; i++) if (FOLLOWS[k.hands[i] * 4 + suit] && index-- === 0) return moveOf(PLAY, p, k.hands[i]);
    }
    case PLAY_OFF: {
      // Counted from the hand's rank counts (kept up to date by the steps); its ranks only to decode the pick.
      const p = k.toAct;
      const n = k.handLength[p];
      const plays = countPlaysOfRankCounts(k.rankCounts, p * 16, k.heldRanks[p], k.pairedRanks[p], n, k.last);
      const last = k.last;
      const i = pick(last === null ? plays : plays + 1);
      if (i === plays) return moveOf(PASS, p);
      // Singles come first, in hand order (every card on the lead; above the single to beat): read off the hand.
      if (last === null ? i < n : last.kind === 'single') return singleAt(k, p, i, last === null ? 0 : last.rank);
      for (let j = 0; j < n; j++) ranks[j] = PLAY_OFF_RANK[k.hands[p * 16 + j]];
      return moveOf(PLAY_OFF_PLAY, p, playMaskAt(i, ranks));
    }
    default:
      return -1;
  }
}

/** The play-off move of the index-th card of player p's hand above `minRank` (a lone Joker ranks LONE_JOKER_RANK). */
function singleAt(k: Kernel, p: PlayerIndex, index: number, minRank: number): number {
  for (let i = 0; ; i++) {
    const rank = PLAY_OFF_RANK[k.hands[p * 16 + i]] || LONE_JOKER_RANK;
    if (rank > minRank && index-- === 0) return moveOf(PLAY_OFF_PLAY, p, (1 << i) | (comboKey('single', 1, rank) << 16));
  }
}
