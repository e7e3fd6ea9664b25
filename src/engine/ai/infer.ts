// Reading the opponent's auction: hidden-card deals that explain their revealed bids and take/cede choices are sampled more often.
//
// The search deals the hidden cards at random (sample.ts). But a bid says something about the hand it
// came from: a player who bids the Nine rarely held a spare Three. Here a deal of the hidden cards is
// scored by how many of the opponent's revealed choices the rules of thumb (heuristics.ts) would NOT
// have made with the hand that deal gives them (walking the auctions back from their hand now; a bid is
// explained either as the lowest card worth keeping or, for a turn-up that completes one of their melds, as
// the keen bid the playouts make: see PlayoutOptions.keenBids), and a
// Metropolis chain over the deals prefers deals with fewer such misfits: each misfit divides a deal's
// weight by 1 / MISFIT_WEIGHT. The weight is soft, so an opponent who plays otherwise (a person, a
// searching level) only shifts the sample a little. Everything read is public in the view (bids, turn-ups,
// who took what), so the decision stays fair and, drawn from the search's generator, repeatable.
import { CARDS, cardId, RED_JOKER_ID } from '../cards.ts';
import type { Rng } from '../rng.ts';
import type { DecisionView } from '../types.ts';
import { keenBidId, lowestKeepId, wantsTurnUpIds } from './heuristics.ts';
import type { Knowledge } from './knowledge.ts';

/**
 * Relative weight of a deal per choice of the opponent it fails to explain. Firmer readings gained nothing against
 * medium, whose bids are close to the rules of thumb (npm run tournament -- --a hard --b medium --deals 400, share of
 * deals won over seeds 1, 2 and 3): 0.1 gave 0.823, 0.863, 0.835 (0.840); 0.01 gave 0.86, 0.84, 0.82 (0.840); 0.03
 * gave 0.848, 0.838 on seeds 1 and 2; 0.3 gave 0.83 on seed 1. Against the hard of 14ac79e, 0.01 won 0.56 of seed 1's
 * 200 deals (0.1: 0.575).
 */
export const MISFIT_WEIGHT = 0.1;
/** turnUpTakenAt of a card the opponent never took as a turn-up (above every auction index). */
const NEVER = 127;
/** Chain steps before the first deal kept, and between two deals kept. */
const BURN_IN = 100;
const STEPS_PER_DEAL = 4;
/**
 * Deals kept from the chain, handed out in a shuffled order (and again, in the same order, if the search
 * wants more): neighbours on the chain differ by a card or two, and the search's first round must not
 * see only a few hands.
 */
const KEPT_DEALS = 128;

/** One auction seen from the opponent's side, latest first. */
interface Step {
  readonly bid: number;
  readonly turnUp: number;
  /** What the opponent received after the bid: the turn-up, an unseen card, or nothing yet. */
  readonly received: 'turn-up' | 'unseen' | 'none';
  /** The opponent won the bid and chose: true = took the turn-up (null when they did not choose). */
  readonly took: boolean | null;
  /** Index of the auction (oldest 0): a turn-up taken earlier cannot be the unseen card of this one. */
  readonly index: number;
}

/** The opponent's revealed auction choices, latest first, with the auction where they took each turn-up. */
export interface AuctionEvidence {
  readonly steps: readonly Step[];
  /** By card id: index of the auction where the opponent took it as a turn-up, or NEVER. */
  readonly turnUpTakenAt: Int8Array;
}

/** The evidence in an auction view, or null when there is none to read (no revealed bid of theirs). */
export function readEvidence(view: DecisionView, k: Knowledge): AuctionEvidence | null {
  if (view.phase !== 'auction') return null;
  const opp = k.opp;
  const steps: Step[] = [];
  const turnUpTakenAt = new Int8Array(RED_JOKER_ID + 2).fill(NEVER);
  view.auctions.forEach((a, i) => {
    if (a.turnUpTo === opp) turnUpTakenAt[cardId(a.turnUp)] = i;
  });
  const current = view.auction;
  const currentBid = current.outcome !== null ? current.bids[opp] : null;
  if (currentBid !== null)
    steps.push({ bid: cardId(currentBid), turnUp: cardId(current.turnUp), received: 'none', took: null, index: view.auctions.length });
  for (let i = view.auctions.length - 1; i >= 0; i--) {
    const a = view.auctions[i];
    steps.push({
      bid: cardId(a.bids[opp]),
      turnUp: cardId(a.turnUp),
      received: a.turnUpTo === opp ? 'turn-up' : 'unseen',
      took: a.winner === opp ? a.choice === 'take' : null,
      index: i,
    });
  }
  return steps.length > 0 ? { steps, turnUpTakenAt } : null;
}

/** A natural card not taken as a turn-up before auction `index`: it may be the unseen card of that auction. */
function canArrive(taken: Int8Array, id: number, index: number): boolean {
  return id < RED_JOKER_ID && taken[id] >= index;
}

function removeAt(hand: number[], i: number): void {
  hand[i] = hand[hand.length - 1];
  hand.pop();
}

/**
 * How many of the opponent's revealed choices the rules of thumb would not have made, if their hand
 * now is `hand` (card ids). Which card of theirs was an unseen stock card is not known: the card least
 * worth keeping that could have been is taken for it (the reading that explains their bids best).
 */
export function misfits(evidence: AuctionEvidence, hand: readonly number[]): number {
  const h = hand.slice();
  let count = 0;
  for (const step of evidence.steps) {
    if (step.received === 'turn-up') {
      const at = h.indexOf(step.turnUp);
      if (at >= 0) removeAt(h, at);
    } else if (step.received === 'unseen') {
      // The card least worth keeping, if it can be the one that arrived (it would have been bid otherwise), else the lowest that can.
      const taken = evidence.turnUpTakenAt;
      const spare = lowestKeepId(h, 0, h.length);
      let low = canArrive(taken, spare, step.index) ? h.indexOf(spare) : -1;
      for (let i = 0; low < 0 && i < h.length; i++) if (canArrive(taken, h[i], step.index)) low = i;
      for (let i = low + 1; low >= 0 && spare !== h[low] && i < h.length; i++)
        if (canArrive(taken, h[i], step.index) && h[i] % 13 < h[low] % 13) low = i;
      if (low >= 0) removeAt(h, low);
    }
    if (step.took !== null) {
      if ((wantsTurnUpIds(h, 0, h.length, CARDS[step.turnUp]) !== null) !== step.took) count++;
    }
    h.push(step.bid);
    if (lowestKeepId(h, 0, h.length) !== step.bid && keenBidId(h, 0, h.length, CARDS[step.turnUp]) !== step.bid) count++;
  }
  return count;
}

/**
 * A Metropolis chain over the deals of the hidden pool (which cards the opponent holds): each `next`
 * returns a Knowledge with the opponent's unknown cards fixed (the rest of the pool is the stock, which
 * `determinize` then shuffles), drawn with weight MISFIT_WEIGHT ^ misfits.
 */
export class OpponentReader {
  private readonly k: Knowledge;
  private readonly evidence: AuctionEvidence;
  private readonly rng: Rng;
  private readonly ids: number[];
  private readonly known: number[];
  private readonly hand: number[];
  private misfits: number;
  private readonly kept: { ids: number[]; misfits: number }[] = [];
  private readonly order: number[];
  private handedOut = 0;
  private lastMisfits = 0;

  constructor(k: Knowledge, evidence: AuctionEvidence, rng: Rng) {
    this.k = k;
    this.evidence = evidence;
    this.rng = rng;
    this.ids = rng.shuffled(k.pool.map(cardId));
    this.known = k.oppHandKnown.map(cardId);
    this.hand = [...this.known, ...this.ids.slice(0, k.oppUnknownCount)];
    this.misfits = misfits(evidence, this.hand);
    this.walk(BURN_IN);
    for (let d = 0; d < KEPT_DEALS; d++) {
      this.walk(STEPS_PER_DEAL);
      this.kept.push({ ids: this.ids.slice(), misfits: this.misfits });
    }
    this.order = rng.shuffled(this.kept.map((_, d) => d));
  }

  /** Swap one of the opponent's unknown cards with a stock card, kept by the Metropolis rule. */
  private walk(steps: number): void {
    const n = this.k.oppUnknownCount;
    const stock = this.ids.length - n;
    if (n === 0 || stock === 0) return;
    const base = this.known.length;
    for (let s = 0; s < steps; s++) {
      const i = this.rng.below(n);
      const j = n + this.rng.below(stock);
      const held = this.ids[i];
      this.hand[base + i] = this.ids[j];
      const proposed = misfits(this.evidence, this.hand);
      const keep = proposed <= this.misfits || this.rng.chance(MISFIT_WEIGHT ** (proposed - this.misfits));
      if (keep) {
        this.ids[i] = this.ids[j];
        this.ids[j] = held;
        this.misfits = proposed;
      } else {
        this.hand[base + i] = held;
      }
    }
  }

  /** The next deal kept from the chain, as the knowledge `determinize` deals from. */
  next(): Knowledge {
    const deal = this.kept[this.order[this.handedOut++ % KEPT_DEALS]];
    this.lastMisfits = deal.misfits;
    const n = this.k.oppUnknownCount;
    const cards = deal.ids.map((id) => CARDS[id]);
    return { ...this.k, oppHandKnown: [...this.k.oppHandKnown, ...cards.slice(0, n)], pool: cards.slice(n), oppUnknownCount: 0 };
  }

  /** Choices of the opponent the deal last handed out fails to explain (for tests). */
  get currentMisfits(): number {
    return this.lastMisfits;
  }
}
