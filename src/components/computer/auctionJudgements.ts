// The review's judgement of a deal's auction (each bid, take/cede and Joker choice of a seat), in two parts in parallel, begun during the deal's tricks; shared on the page by deal and seat (the review and practice read the same one).
import type { AuctionReviewItem } from '../../engine/ai/index.ts';
import type { DealHistory, GameState, PlayerIndex, PlayerView, TricksState } from '../../engine/index.ts';
import type { ReviewInput } from '../../engine/solver/index.ts';
import { computer } from './computer.ts';
import type { JudgedAuction } from './handlers.ts';
import { testWork } from './testWork.ts';

/** A seat's auction judged, or being judged. */
export interface AuctionJudgement {
  /** Judged so far, in the deal's order. */
  readonly items: readonly AuctionReviewItem[];
  /** How many decisions there are to judge (null until the first is judged). */
  readonly total: number | null;
  /** Every item in the deal's order, once all are judged (rejects if the judgement failed). */
  readonly result: Promise<AuctionReviewItem[]>;
  /** Calls `listener` after each item; returns what stops it. */
  watch(listener: () => void): () => void;
  /** Begun during the deal's tricks (judgeAuctionEarly, judgeOwnAuctionEarly), or once it was over (the review, practice). */
  readonly begun: 'tricks' | 'after';
}

/** Parts a judgement is shared between (the machine the site is measured on has two cores). */
const PARTS = 2;
/** Judgements by deal and seat (keyOf); only the last few, a game's deals being many. */
const judgements = new Map<string, AuctionJudgement & { failed: boolean }>();
const KEPT = 8;

/** Work per decision: the engine's default, or a browser test's own (`window.galapagosAuctionJudgeWork`, set before the page loads). */
export const workPerDecision = (): number | undefined => testWork('galapagosAuctionJudgeWork');

/** What every view of the deal shows alike (each auction's turn-up, bids and winner, the trumps), and the seat: live or finished, one key. */
function keyOf(deal: Pick<DealHistory, 'auctions' | 'declarations'>, player: PlayerIndex | null): string {
  const auctions = deal.auctions.map((a) => [a.turnUp, a.bids, a.winner, a.choice]);
  return JSON.stringify([auctions, deal.declarations.map((d) => [d.player, d.trump]), player]);
}

/**
 * The deals this page played, by deal (keyOf without a seat), in their tricks: the game's own state, which knows every
 * card (a seat's record of a finished deal hides the other's unseen cards). The review's hindsight plays on them.
 */
const playedDeals = new Map<string, TricksState>();

/** The game state of this deal in its tricks, if this page played it (see playedDeals). */
export function playedDeal(deal: DealHistory): TricksState | undefined {
  return playedDeals.get(keyOf(deal, null));
}

/** Begins a judgement; `background` when begun early (nobody waits for it yet: the background calls take their turns). */
function start(source: JudgedAuction, key: string, background: boolean): AuctionJudgement {
  const items: AuctionReviewItem[] = [];
  const listeners = new Set<() => void>();
  let total: number | null = null;
  const got = ({ item, total: of }: { item: AuctionReviewItem; total: number }): void => {
    // An item judged again (a part run again on this thread when its worker failed) replaces the first.
    items.splice(0, items.length, ...items.filter((x) => x.index !== item.index), item);
    items.sort((x, y) => x.index - y.index);
    total = of;
    for (const listener of listeners) listener();
  };
  const part = (k: number): Promise<number> =>
    computer.call('auction-judge', { source, part: k, parts: PARTS, work: workPerDecision() }, { background, onProgress: got });
  const result = Promise.all(Array.from({ length: PARTS }, (_, k) => part(k))).then((totals) => {
    total = totals[0];
    for (const listener of listeners) listener();
    return items.slice();
  });
  const judgement = {
    get items() {
      return items;
    },
    get total() {
      return total;
    },
    result,
    begun: 'deal' in source ? ('after' as const) : ('tricks' as const),
    failed: false,
    watch(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  result.catch(() => {
    judgement.failed = true;
  });
  judgements.set(key, judgement);
  for (const old of judgements.keys()) if (judgements.size > KEPT) judgements.delete(old);
  return judgement;
}

/**
 * During the tricks of `state`'s deal, begin judging each seat's auction (once per deal and seat), so that the review
 * after the deal has little or nothing to wait for (without workers nothing is begun: the review judges it), and keep
 * the deal's state for the review's hindsight (playedDeal).
 */
export function judgeAuctionEarly(state: GameState, seats: readonly PlayerIndex[]): void {
  if (state.phase !== 'tricks') return;
  const dealKey = keyOf(state.deal, null);
  if (!playedDeals.has(dealKey)) playedDeals.set(dealKey, state);
  for (const old of playedDeals.keys()) if (playedDeals.size > KEPT) playedDeals.delete(old);
  if (!computer.parallel) return;
  for (const player of seats) {
    const key = keyOf(state.deal, player);
    if (!judgements.has(key)) start({ live: state, player }, key, true);
  }
}

/**
 * During the tricks of a deal seen from one seat only (a game between two devices: the page never holds the other's
 * hidden cards), begin judging that seat's auction from its view (the judge reads nothing else), as judgeAuctionEarly
 * does for a deal this page deals. No deal is kept for hindsight: the view does not show the actual cards.
 */
export function judgeOwnAuctionEarly(view: PlayerView): void {
  if (view.phase !== 'tricks' || !computer.parallel) return;
  const key = keyOf(view, view.player);
  if (!judgements.has(key)) start({ seen: view }, key, true);
}

/**
 * The judgement of this finished deal's auction: the one begun during its tricks (unless it failed), or one begun now;
 * `background` when nobody waits for it on screen (practice: in workers only, taking its turn).
 */
export function auctionJudgement(input: ReviewInput, { background = false } = {}): AuctionJudgement {
  const key = keyOf(input.deal, input.player);
  const begun = judgements.get(key);
  if (begun !== undefined && !begun.failed) return begun;
  return start(input, key, background);
}
