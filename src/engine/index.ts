// Public API of the Galapagos rules engine, the rules and the game: the solvers are in solver/index.ts, the computer players in ai/index.ts.
export * from './types.ts';
export { EngineError, isEngineError } from './errors.ts';
export {
  CARDS,
  cardColour,
  cardFromId,
  cardId,
  compareByRank,
  compareCards,
  formatCard,
  formatCards,
  fullDeck,
  isJoker,
  isSuit,
  parseCard,
  parseCards,
  sameCard,
  suitColour,
  suitParity,
} from './cards.ts';
export { seedRng } from './rng.ts';
export { resolveBid } from './bidding.ts';
export type { BidResult } from './bidding.ts';
export type { GameOutcome } from './scoring.ts';
export {
  announceMeld,
  announcedMelds,
  bestMeldTotal,
  bestTrumpTotals,
  handAfterExchange,
  scoreMelds,
  sequencePoints,
  setPoints,
} from './melds.ts';
export { meldGain, meldsWith } from './meld-gain.ts';
export type { MeldGain, MeldShape } from './meld-gain.ts';
export { followsSuit, isLegalFollow, isPersonalTrump, legalTrickPlays, mustFollowSuit, resolveTrick, suitLed } from './tricks.ts';
export type { TrickInput, TrickResult } from './tricks.ts';
export { beats, classifyCombo, handPlays, LONE_JOKER_RANK } from './playoff.ts';
export type { HandPlay } from './playoff.ts';
export {
  addPhase,
  BONUS_THRESHOLD,
  NO_SCORE_YET,
  DEFAULT_TARGET,
  gameOutcome,
  gameValue,
  PHASE_BONUS,
  playOffPoints,
  progressTotal,
  scoreDeal,
  trickPoints,
} from './scoring.ts';
export { gameTotals, isGameOver, newGame, resign } from './game.ts';
export type { NewGameOptions } from './game.ts';
export { legalActions, legalActionsFor, playersToAct } from './legal.ts';
export { applyAction } from './apply.ts';
export { tryApplyAction, tryResign } from './results.ts';
export type { ActionResult, EngineFailure, EngineResult, Result } from './results.ts';
export {
  CARD_PLACES,
  decisionMoveNumber,
  isDecisionView,
  knownCards,
  newsSince,
  placedCardIds,
  playerView,
  publicChoiceCount,
  shownCardIds,
  VIEW_NEWS,
} from './views.ts';
export type { CardPlace, KnownCards, ViewNews } from './views.ts';
export { validateState } from './validate.ts';
