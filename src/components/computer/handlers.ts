// What the computer's workers do, by kind: a table of handlers (each takes its arguments and a progress callback), run by the pool in a worker, or on the page's thread without workers.
import {
  AUCTION_REVIEW_SEED,
  AUCTION_REVIEW_WORK,
  decide,
  declarationProblem,
  HINDSIGHT_WORK,
  judgeAuctionDecision,
  judgeDealAuction,
  reviewedHindsight,
  seenAuctionSource,
  trumpDecision,
  type AiPlayerName,
  type AuctionReviewItem,
  type AuctionReviewSource,
} from '../../engine/ai/index.ts';
import { applyAction, newGame, playersToAct, playerView } from '../../engine/index.ts';
import type { Action, DecisionView, GameState, PlayerIndex, PlayerView } from '../../engine/index.ts';
import {
  declarationReviewProblem,
  declarationReviewProblemAt,
  joinDeclarationParts,
  reviewWithDeclaration,
  solveDeclarationPart,
} from '../../engine/solver/index.ts';
import type { DeclarationPart, DeclarationSolution, ReviewInput, ReviewWithDeclaration } from '../../engine/solver/index.ts';
import { extractPositions } from '../practice/extract.ts';
import { auctionPositions } from '../practice/auction-extract.ts';
import type { PracticePosition } from '../practice/types.ts';

/**
 * What a declaration solve is for: the viewer's trump to declare now, a finished deal's reviewed declaration, or the
 * same judged from the live deal during its tricks (so that the review after it need not wait: earlyDeclarations.ts).
 */
export type DeclarationSource =
  { readonly view: PlayerView } | { readonly review: ReviewInput } | { readonly live: GameState; readonly player: PlayerIndex };

/** Part `part` of `parts` of the source's declaration solve; null when there is nothing to solve or no such part. */
function declarationPart({ source, part, parts }: { source: DeclarationSource; part: number; parts: number }): DeclarationPart | null {
  const problem =
    'view' in source
      ? declarationProblem(source.view)
      : 'review' in source
        ? (declarationReviewProblem(source.review)?.problem ?? null)
        : (declarationReviewProblemAt(source.live, source.player)?.problem ?? null);
  return problem === null ? null : solveDeclarationPart(problem, part, parts);
}

/**
 * A small solve that warms a worker's solvers before a real one: a fixed deal's first declaration after both Joker
 * holders exchanged (14 placements, a Joker in each play-off hand: the paths the slow solves take; a warm-up without
 * Jokers left the first such solve in Chrome 1.3 to 1.8 times as long as a warm one), both parts.
 */
function warmUp(): void {
  let state: GameState = newGame({ seed: 'warm-up:7', target: 1, jokers: true });
  while (!(state.phase === 'melds' && state.step === 'declare'))
    for (const player of playersToAct(state)) {
      const view = playerView(state, player);
      if (view.legalActions.length === 0) continue;
      const exchange = view.legalActions.find((a) => a.type === 'joker-exchange');
      state = applyAction(state, exchange ?? decide(view, 'rules', 0).action);
    }
  const view = playerView(state, state.toAct);
  for (let part = 0; part < 2; part++) declarationPart({ source: { view }, part, parts: 2 });
}

/**
 * What the review's auction judgement is asked about: a finished deal or a deal in its tricks (AuctionReviewSource), or
 * a deal in its tricks as the judged seat sees it (`seen`: a game between two devices, whose page never holds the
 * other's hidden cards).
 */
export type JudgedAuction = AuctionReviewSource | { readonly seen: PlayerView };

/** The judge's source for `source`; a view outside the tricks is refused (the judgement's call then fails). */
function judgedSource(source: JudgedAuction): AuctionReviewSource {
  if (!('seen' in source)) return source;
  const seen = seenAuctionSource(source.seen);
  if (seen === null) throw new Error('auction judge: the view is not in the tricks');
  return seen;
}

/** Progress of a practice search: each input's review as soon as it is done (the page's "Review this deal" takes it: sharedReviews.ts). */
export interface PracticeProgress {
  readonly index: number;
  readonly review: ReviewWithDeclaration;
}

export const handlers = {
  /** The computer player's decision (the opponent's move, or a hint). */
  decide: ({ view, player, seed }: { view: PlayerView; player: AiPlayerName; seed: number }) => decide(view, player, seed),
  /** "Hard"'s trump, by the view's declaration solved in parts (computer.ts); null: `decide` chooses. */
  trump: ({ view, declaration }: { view: PlayerView; declaration: DeclarationSolution }) => trumpDecision(view, declaration),
  'declaration-part': declarationPart,
  /** The parts of a declaration solve joined (null: there was nothing to solve). */
  'declaration-join': ({ parts }: { parts: readonly (DeclarationPart | null)[] }): DeclarationSolution | null =>
    parts[0] === null || parts[0] === undefined ? null : joinDeclarationParts(parts.filter((part) => part !== null)),
  'warm-up': (_: null) => warmUp(),
  /** A finished deal against perfect play, the declaration judged by `declaration` when solved already. */
  review: (
    { input, declaration }: { input: ReviewInput; declaration?: DeclarationSolution },
    progress: (done: { done: number; total: number }) => void,
  ) => reviewWithDeclaration(input, (done, total) => progress({ done, total }), declaration),
  /** Practice positions from finished deals, for each input: the reviewed seat's moves in the tricks and the play-off that lost points to perfect play. */
  practice: (
    { inputs, declarations }: { inputs: readonly ReviewInput[]; declarations: readonly (DeclarationSolution | undefined)[] },
    progress: (done: PracticeProgress) => void,
  ): PracticePosition[][] =>
    inputs.map((input, index) => {
      const review = reviewWithDeclaration(input, undefined, declarations[index]);
      progress({ index, review });
      return extractPositions(input, review);
    }),
  /** Practice positions from each finished deal's auction, by the review's judgement of it ('auction-judge': each deal's auction is judged once). */
  'practice-auction': ({
    judged,
  }: {
    judged: readonly { input: ReviewInput; items: readonly AuctionReviewItem[] }[];
  }): PracticePosition[][] => judged.map(({ input, items }) => auctionPositions(input, items)),
  /** The estimate of one auction or Joker decision over the hands its player could not tell apart (the coach's judge). */
  'auction-choice': ({ view, chosen, seed, work }: { view: DecisionView; chosen: Action; seed: number; work: number }) =>
    judgeAuctionDecision(view, chosen, { seed, work }),
  /**
   * The review's judgement of a seat's auction: its decisions whose index is `part` modulo `parts` (a deal is split
   * between workers), each reported as soon as judged; the result is how many decisions the whole deal has.
   */
  'auction-judge': (
    { source, part, parts, work }: { source: JudgedAuction; part: number; parts: number; work?: number },
    progress: (judged: { item: AuctionReviewItem; total: number }) => void,
  ) =>
    judgeDealAuction(
      judgedSource(source),
      { seed: AUCTION_REVIEW_SEED, work: work ?? AUCTION_REVIEW_WORK },
      (item, total) => progress({ item, total }),
      part,
      parts,
    ).total,
  /** Decision `index` of the review's list in hindsight: the choice made against `alternative`, on the deal's actual cards. */
  'auction-hindsight': ({
    source,
    index,
    alternative,
    work,
  }: {
    source: AuctionReviewSource;
    index: number;
    alternative: Action;
    work?: number;
  }) => reviewedHindsight(source, index, alternative, { seed: AUCTION_REVIEW_SEED, work: work ?? HINDSIGHT_WORK }),
};

export type Handlers = typeof handlers;
