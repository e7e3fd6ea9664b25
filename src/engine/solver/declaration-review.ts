// Review of a finished deal's declaration: the trump a player named against the best, valued exactly from what they knew then.
//
// The record shows every card, but at the declaration a player could not tell which bid-card the other's Joker
// exchange took back (R15), except that declaring second they had heard the other's announcement: each card it could
// have been is a placement, as in "hard"'s own declaration.
import { cardId, isJoker } from '../cards.ts';
import { takenBackAnnounced } from '../known-cards.ts';
import type { Card, DealHistory, Declaration, GameState, Pair, PlayerIndex, Suit, TrickRule } from '../types.ts';
import { solveBestDeclaration } from './declaration.ts';
import type { BestDeclaration, DeclarationLayout, DeclarationProblem } from './declaration.ts';
import { dealHands, reviewDeal } from './review.ts';
import type { DealReview, ReviewInput, ReviewProgress } from './review.ts';

export interface DeclarationReview {
  /** The trump the reviewed player named. */
  readonly played: Suit;
  /** A trump of the highest value (the played one when it is among the best). */
  readonly best: Suit;
  /** Points the best trump was worth over the one named (0 when it was best), both then playing perfectly. */
  readonly gain: number;
  /** The named trump's value: the player's deal total minus the other's, with the other's best reply when they declared after. */
  readonly playedValue: number;
  /** The best trump's value, likewise. */
  readonly bestValue: number;
  /** Each trump solved, likewise: the named one, the best and those as good (a trump shown worse is left unsolved). */
  readonly values: Partial<Record<Suit, number>>;
  /** Whether the player declared first (the other then replied knowing the trump and melds). */
  readonly first: boolean;
  /** The other's best reply to the best trump (declaring first), or the other's trump (declaring second). */
  readonly otherTrump: Suit | null;
  /** How many placements of the cards the player could not tell apart (more than 1 after the other's Joker exchange). */
  readonly placements: number;
  /** False if a solve ran out of budget (then it is left out of the totals). */
  readonly exact: boolean;
}

const same = (a: Card, b: Card): boolean => cardId(a) === cardId(b);

/**
 * Budgets of the review's solves: each tricks solve, and each placement's play-off. Larger than "hard"'s (which must
 * decide at once, and falls back to its search past them): the review runs once, after the deal, with its progress
 * shown, and a trump it cannot judge is left out of the totals. After both Joker exchanges a play-off of two hands
 * with a Joker each can need 6 M positions for one test; at these budgets 40 deals with exchanges were all judged.
 */
const REVIEW_TRICKS_BUDGET = 4_000_000;
const REVIEW_PLAY_OFF_BUDGET = 16_000_000;

/** What the review solves to judge a player's declaration (the page may split `problem` between workers), and what it judges by. */
export interface DeclarationReviewProblem {
  readonly problem: DeclarationProblem;
  /** The trump the reviewed player named. */
  readonly played: Suit;
  /** Whether they declared first. */
  readonly first: boolean;
  /** The other's trump (the one they replied with, when the reviewed player declared first). */
  readonly otherTrump: Suit;
}

/** The reviewed player's declaration as a problem to solve, or null if the record has no complete deal to judge it by. */
export function declarationReviewProblem(
  input: ReviewInput,
  budget = REVIEW_TRICKS_BUDGET,
  playOffBudget = REVIEW_PLAY_OFF_BUDGET,
): DeclarationReviewProblem | null {
  if (input.deal.tricks.length !== 13) return null;
  const { trickHands, playOffHands } = dealHands(input);
  return problemOf(input.deal, input.player, trickHands, playOffHands, input.trickRule, budget, playOffBudget);
}

/**
 * The same problem from a live deal during its tricks (the site judges the declaration while the deal is played, so the
 * review after it has no declaration to wait for): the hands the tricks began with are the hands now and the cards played
 * to the tricks, the same as the finished deal's record gives. Null outside the tricks.
 */
export function declarationReviewProblemAt(
  state: GameState,
  player: PlayerIndex,
  budget = REVIEW_TRICKS_BUDGET,
  playOffBudget = REVIEW_PLAY_OFF_BUDGET,
): DeclarationReviewProblem | null {
  if (state.phase !== 'tricks') return null;
  const trickHands: Pair<Card[]> = [[...state.deal.hands[0]], [...state.deal.hands[1]]];
  for (const t of state.deal.tricks) {
    trickHands[t.leader].push(t.lead);
    trickHands[t.leader === 0 ? 1 : 0].push(t.follow);
  }
  if (state.trick.lead !== null) trickHands[state.trick.leader].push(state.trick.lead);
  const playOffHands: Pair<Card[]> = [[...state.deal.bidPiles[0]], [...state.deal.bidPiles[1]]];
  return problemOf(state.deal, player, trickHands, playOffHands, state.options.trickRule, budget, playOffBudget);
}

/** The declaration problem of `player` once the hands the tricks and the play-off start with are known. */
function problemOf(
  deal: DealHistory & { readonly firstPlayer: PlayerIndex },
  player: PlayerIndex,
  trickHands: Pair<Card[]>,
  playOffHands: Pair<Card[]>,
  rule: TrickRule | undefined,
  budget: number,
  playOffBudget: number,
): DeclarationReviewProblem | null {
  const other: PlayerIndex = player === 0 ? 1 : 0;
  const mine = deal.declarations.find((d) => d.player === player);
  const theirs = deal.declarations.find((d) => d.player === other);
  if (mine === undefined || theirs === undefined) return null;
  const first = deal.firstPlayer === player;
  const layouts = placements(deal, player, trickHands, playOffHands, first ? null : theirs);
  const problem: DeclarationProblem = {
    layouts,
    firstPlayer: deal.firstPlayer,
    player,
    otherTrump: first ? null : theirs.trump,
    rule,
    budget,
    playOffBudget,
  };
  return { problem, played: mine.trump, first, otherTrump: theirs.trump };
}

/**
 * The verdict on the declaration from its problem solved: by solveBestDeclaration with the named trump asked for, or
 * every trump's value (solveDeclaration, or its parts joined).
 */
export function judgeDeclaration(asked: DeclarationReviewProblem, solved: BestDeclaration): DeclarationReview {
  const playedValue = solved.values[asked.played]!;
  const bestValue = solved.values[solved.best]!;
  const best = playedValue === bestValue ? asked.played : solved.best;
  return {
    played: asked.played,
    best,
    gain: Math.round((bestValue - playedValue) * 10) / 10 + 0,
    playedValue,
    bestValue,
    values: solved.values,
    first: asked.first,
    otherTrump: asked.first ? (solved.replies?.[best] ?? null) : asked.otherTrump,
    placements: asked.problem.layouts.length,
    exact: solved.exact,
  };
}

/** The reviewed player's declaration against the best, or null if the record has no complete deal to judge it by. */
export function reviewDeclaration(
  input: ReviewInput,
  budget = REVIEW_TRICKS_BUDGET,
  playOffBudget = REVIEW_PLAY_OFF_BUDGET,
): DeclarationReview | null {
  const asked = declarationReviewProblem(input, budget, playOffBudget);
  return asked === null ? null : judgeDeclaration(asked, solveBestDeclaration(asked.problem, [asked.played]));
}

/**
 * Every placement the reviewed player could not rule out: one, or one per bid-card the other's Joker exchange may have
 * taken back. `announced`: the other's declaration, when it came before the reviewed player's (then only the cards with
 * which the other's hand announces it are left: takenBackAnnounced).
 */
function placements(
  deal: DealHistory,
  player: PlayerIndex,
  trickHands: Pair<Card[]>,
  playOffHands: Pair<Card[]>,
  announced: Declaration | null,
): DeclarationLayout[] {
  const other: PlayerIndex = player === 0 ? 1 : 0;
  const actual: DeclarationLayout = { hands: trickHands, playOffHands };
  const exchanged = deal.jokerChoices.some((j) => j.player === other && j.exchanged);
  if (!exchanged) return [actual];
  const bids = deal.auctions.map((a) => a.bids[other]).filter((c) => !isJoker(c));
  // The card taken back is the one bid-card in the other's trick hand (their hand when they declared).
  const taken = bids.find((c) => trickHands[other].some((x) => same(x, c)));
  if (taken === undefined) return [actual];
  const rest = trickHands[other].filter((x) => !same(x, taken));
  const possible = announced === null ? bids : takenBackAnnounced(rest, bids, announced);
  return possible.map((c) => {
    if (same(c, taken)) return actual;
    const hand = [...rest, c];
    const pile = [...playOffHands[other].filter((x) => !same(x, c)), taken];
    return other === 0
      ? { hands: [hand, trickHands[1]], playOffHands: [pile, playOffHands[1]] }
      : { hands: [trickHands[0], hand], playOffHands: [playOffHands[0], pile] };
  });
}

/** A deal's review with its declaration first (the worker's answer to "review this deal"). */
export type ReviewWithDeclaration = DealReview & { readonly declaration: DeclarationReview | null };

/**
 * Review the declaration, then every decision in the tricks and the play-off (progress counts the latter).
 * `declaration`: the declaration's problem (declarationReviewProblem) already solved (the page solves it in parts in
 * parallel: solveDeclarationPart); else it is solved here.
 */
export function reviewWithDeclaration(
  input: ReviewInput,
  onProgress?: ReviewProgress,
  declaration?: BestDeclaration,
): ReviewWithDeclaration {
  const asked = declaration === undefined ? null : declarationReviewProblem(input);
  const judged = asked !== null && declaration !== undefined ? judgeDeclaration(asked, declaration) : reviewDeclaration(input);
  return { ...reviewDeal(input, onProgress), declaration: judged };
}
