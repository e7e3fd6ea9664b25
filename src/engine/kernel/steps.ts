// The rules kernel's step functions, one per kind of move, in the engine's order of play; each calls the engine's rule functions.
//
// Steps trust their move (the kernel's legalMoves, or an action applyAction has validated): they do
// not check it again. The sealed auction (R1, S1 Jokers), R3, the Joker decisions (R15) and meld
// scoring (R5, R6), the tricks (R7/R7-S, R10), bid piles becoming play-off hands and the play-off
// (R8, R11, S3), and the deal score with R13, all call the same functions applyAction calls.
import { cardId } from '../cards.ts';
import { trumpTotalsOfMasks } from '../melds.ts';
import { addPhase, playOffPoints, trickPoints } from '../scoring.ts';
import type { Card, Combo, PlayerIndex } from '../types.ts';
import {
  countPlayOffRanks,
  DECLARE_STEP,
  dropPlayOffRank,
  holdsJoker,
  isJokerId,
  JOKER_STEP,
  Kernel,
  MELDS,
  naturalRankOfId,
  naturalSuitOfId,
  other,
  OVER,
  PLAY_OFF,
  pushCard,
  removeCard,
  TRICKS,
} from './scratch.ts';
import { bidOutcome, bidReasonOf, trickOutcome, trickReasonOf } from './tables.ts';

/** A sealed bid; once both have bid, the bids are revealed and resolved (R1; a bid Joker is out of play, R9). */
export function stepBid(k: Kernel, p: PlayerIndex, id: number): void {
  removeCard(k.hands, k.handLength, p, id);
  k.bids[p] = id;
  const b0 = k.bids[0];
  const b1 = k.bids[1];
  if (b0 < 0 || b1 < 0) return;
  if (!isJokerId(b0)) pushCard(k.piles, k.pileLength, 0, b0);
  if (!isJokerId(b1)) pushCard(k.piles, k.pileLength, 1, b1);
  const outcome = bidOutcome(k.turnUp, b0, b1);
  k.winner = outcome & 1;
  k.bidReason = bidReasonOf(outcome);
}

/** The winner takes the turn-up (take) or cedes it; the other gets the next card unseen; R3 after the last auction. */
export function stepSettle(k: Kernel, take: boolean): void {
  const w = k.winner as PlayerIndex;
  const turnUpTo: PlayerIndex = take ? w : other(w);
  const unseen = k.stock[k.stockPos];
  // Both cards go to the end of their hands, player 0's first (as applyAction builds them).
  pushCard(k.hands, k.handLength, 0, turnUpTo === 0 ? k.turnUp : unseen);
  pushCard(k.hands, k.handLength, 1, turnUpTo === 1 ? k.turnUp : unseen);
  k.bids[0] = -1;
  k.bids[1] = -1;
  k.winner = -1;
  if (k.stockLength - k.stockPos > 1) {
    k.turnUp = k.stock[k.stockPos + 1];
    k.stockPos += 2;
    return;
  }
  k.stockPos = k.stockLength;
  k.turnUp = -1;
  const first = other(turnUpTo);
  k.firstPlayer = first;
  k.phase = MELDS;
  // R15: the Joker decisions come first, the R3 player's first; then the declarations.
  if (holdsJoker(k, first)) {
    k.toAct = first;
    k.step = JOKER_STEP;
  } else if (holdsJoker(k, other(first))) {
    k.toAct = other(first);
    k.step = JOKER_STEP;
  } else {
    k.toAct = first;
    k.step = DECLARE_STEP;
  }
}

/** R15: keep the Joker (id < 0) or exchange it for bid-card `id` of the player's own pile. */
export function stepJokerChoice(k: Kernel, p: PlayerIndex, id: number): void {
  const first = k.firstPlayer < 0 ? p : (k.firstPlayer as PlayerIndex);
  if (p === first && holdsJoker(k, other(first))) {
    k.toAct = other(first);
    k.step = JOKER_STEP;
  } else {
    k.toAct = first;
    k.step = DECLARE_STEP;
  }
  if (id < 0) return;
  const start = p * 16;
  let joker = -1;
  for (let i = start; i < start + k.handLength[p]; i++) {
    if (isJokerId(k.hands[i])) {
      joker = k.hands[i];
      break;
    }
  }
  removeCard(k.hands, k.handLength, p, joker);
  pushCard(k.hands, k.handLength, p, id);
  removeCard(k.piles, k.pileLength, p, id);
  pushCard(k.piles, k.pileLength, p, joker);
}

const MASKS = [0, 0, 0, 0];
const TOTALS = [0, 0, 0, 0];

/** Name a personal trump (suit index); melds score automatically; after both, phase 1 ends (R13's first chance). */
export function stepDeclare(k: Kernel, p: PlayerIndex, suit: number): void {
  const masks = MASKS;
  masks[0] = masks[1] = masks[2] = masks[3] = 0;
  const start = p * 16;
  for (let i = start; i < start + k.handLength[p]; i++) {
    const id = k.hands[i];
    if (!isJokerId(id)) masks[naturalSuitOfId(id)] |= 1 << naturalRankOfId(id);
  }
  k.meldPoints[p] = trumpTotalsOfMasks(masks, TOTALS)[suit];
  k.trumps[p] = suit;
  if (++k.declared < 2) {
    k.toAct = other(p);
    k.step = DECLARE_STEP;
    return;
  }
  k.score = addPhase(k.score, [k.meldPoints[0], k.meldPoints[1]]);
  k.phase = TRICKS;
  k.leader = k.firstPlayer < 0 ? p : (k.firstPlayer as PlayerIndex);
  k.lead = -1;
}

/** Lead or follow a card; a complete trick is resolved by the game's rule; after 13, the bid piles become play-off hands. */
export function stepPlay(k: Kernel, p: PlayerIndex, id: number): void {
  removeCard(k.hands, k.handLength, p, id);
  if (k.lead < 0) {
    k.lead = id;
    return;
  }
  const leader = k.leader;
  const outcome = trickOutcome(k.lead, id, k.trumps[leader], k.trumps[p], k.rule);
  const winner = outcome & 1 ? p : leader;
  k.trickReason = trickReasonOf(outcome);
  k.tricksWon[winner]++;
  k.leader = winner;
  k.lead = -1;
  if (k.handLength[0] > 0) return;
  // End of phase 2: trick points (R13's second chance); each picks up their bid pile; the last trick's winner leads.
  k.score = addPhase(k.score, [trickPoints(k.tricksWon[0]), trickPoints(k.tricksWon[1])]);
  k.hands.set(k.piles);
  k.handLength[0] = k.pileLength[0];
  k.handLength[1] = k.pileLength[1];
  k.pileLength[0] = 0;
  k.pileLength[1] = 0;
  k.phase = PLAY_OFF;
  k.toAct = winner;
  k.last = null;
  countPlayOffRanks(k);
}

/** Play a combination (already known to be legal) in the play-off; going out ends the deal (phase 3, R13). */
export function stepPlayOff(k: Kernel, p: PlayerIndex, cards: readonly Card[], combo: Combo): void {
  for (const card of cards) {
    const id = cardId(card);
    removeCard(k.hands, k.handLength, p, id);
    dropPlayOffRank(k, p, id);
  }
  afterPlayOff(k, p, combo);
}

/** After a play: going out ends the deal (play-off points, R13's last chance); else the other must beat `combo` or pass. */
function afterPlayOff(k: Kernel, p: PlayerIndex, combo: Combo): void {
  if (k.handLength[p] === 0) {
    k.score = addPhase(k.score, playOffPoints([k.handLength[0], k.handLength[1]]));
    k.phase = OVER;
    return;
  }
  k.last = combo;
  k.toAct = other(p);
}

/** stepPlayOff for a play given as a mask of hand positions (the kernel's own play-off moves). */
export function stepPlayOffMask(k: Kernel, p: PlayerIndex, mask: number, combo: Combo): void {
  const start = p * 16;
  const n = k.handLength[p];
  let kept = 0;
  for (let i = 0; i < n; i++) {
    const id = k.hands[start + i];
    if (mask & (1 << i)) dropPlayOffRank(k, p, id);
    else k.hands[start + kept++] = id;
  }
  k.handLength[p] = kept;
  afterPlayOff(k, p, combo);
}

/** Pass: the other player's combination stands and they lead the next round. */
export function stepPass(k: Kernel, p: PlayerIndex): void {
  k.last = null;
  k.toAct = other(p);
  k.leader = other(p);
}
