// Exact solvers for the play after the auction: the tricks, the play-off, and the two joined for a whole deal.
export { solveTricks, plainTrickLeaves } from './tricks.ts';
export type { TricksProblem, TricksSolution } from './tricks.ts';
export { solvePlayOff } from './playoff.ts';
export type { PlayOffMoveChoice, PlayOffProblem, PlayOffSolution } from './playoff.ts';
export { dealLeaves, forgetSolutions, playOffValue, playOffValues, solveDeal, solveTrumps } from './deal.ts';
export type { DealProblem, DealSolution, TrumpProblem } from './deal.ts';
export { dealHands, reviewDeal } from './review.ts';
export type { DealReview, ReviewInput, ReviewItem, ReviewLine, ReviewProgress } from './review.ts';
export { principalLines } from './principal-line.ts';
export type { LineEnd } from './principal-line.ts';
export { solveBestDeclaration, solveDeclaration, solveDeclarationPart } from './declaration.ts';
// The parts of a solve run in parallel (solveDeclarationPart) are joined into the whole answer by this.
export { joinDeclarationParts } from './declaration-join.ts';
export type { BestDeclaration, DeclarationLayout, DeclarationPart, DeclarationProblem, DeclarationSolution } from './declaration.ts';
export {
  declarationReviewProblem,
  declarationReviewProblemAt,
  judgeDeclaration,
  reviewDeclaration,
  reviewWithDeclaration,
} from './declaration-review.ts';
export type { DeclarationReview, DeclarationReviewProblem, ReviewWithDeclaration } from './declaration-review.ts';
