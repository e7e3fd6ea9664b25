// Starting a deal (shuffle, deal, first turn-up) and finishing one (deal score, game totals, game over).
import { BLACK_JOKER_ID, CARDS, RED_JOKER_ID } from './cards.ts';
import { Rng } from './rng.ts';
import { gameOutcome, NO_SCORE_YET, progressTotal } from './scoring.ts';
import { other } from './state.ts';
import type {
  AuctionState,
  Card,
  DealOverState,
  DealProgress,
  DealRecord,
  DealScoreProgress,
  DeclaredDeal,
  GameOverState,
  GameProgress,
  Pair,
  PlayerIndex,
  PlayOffRound,
  PlayOffState,
  StateBase,
} from './types.ts';
import { STATE_VERSION } from './types.ts';

const NATURALS: readonly Card[] = CARDS.slice(0, 52);
const EMPTY: readonly never[] = [];

/**
 * Deal a new hand from the game's generator: 13 cards each (or, with Jokers, one Joker each at
 * random plus 12), the rest is the stock, whose top card is faced for the first auction. The only
 * place a deal is built: the state's `deal` is replaced whole, and the game part gets the new deal's
 * number and dealer.
 */
export function startDeal(
  from: Omit<StateBase, 'game'>,
  game: Pick<GameProgress, 'totals' | 'deals'>,
  dealNumber: number,
  dealer: PlayerIndex,
): AuctionState {
  const rng = new Rng(from.rng);
  const deck = rng.shuffled(NATURALS);
  const jokers = from.options.jokers;
  const perHand = jokers ? 12 : 13;
  // Deal one at a time, the non-dealer first (cosmetic: any fixed rule is as random).
  // Ruling: with Jokers, which player gets the red Joker is drawn at random; each Joker is private
  // to its holder until it is played (bid, exchanged into the bid pile, or played to a trick).
  const nonDealer = other(dealer);
  const hands: [Card[], Card[]] = [[], []];
  for (let i = 0; i < 2 * perHand; i++) hands[i % 2 === 0 ? nonDealer : dealer].push(deck[i]);
  if (jokers) {
    const redTo: PlayerIndex = rng.below(2) === 0 ? 0 : 1;
    hands[redTo].push(CARDS[RED_JOKER_ID]);
    hands[other(redTo)].push(CARDS[BLACK_JOKER_ID]);
  }
  return {
    version: STATE_VERSION,
    options: from.options,
    rng: rng.state(),
    actionCount: from.actionCount,
    game: { dealNumber, dealer, totals: game.totals, deals: game.deals },
    deal: {
      hands,
      bidPiles: [EMPTY, EMPTY],
      stock: deck.slice(2 * perHand + 1),
      outOfPlay: EMPTY,
      auctions: EMPTY,
      firstPlayer: null,
      jokerChoices: EMPTY,
      declarations: EMPTY,
      trumps: [null, null],
      tricks: EMPTY,
      tricksWon: [0, 0],
      rounds: EMPTY,
      score: NO_SCORE_YET,
    },
    phase: 'auction',
    auction: { number: 1, turnUp: deck[2 * perHand], bids: [null, null], outcome: null },
  };
}

/** A deal's hidden cards: the hands, the bid piles and the stock (what no view shows whole). */
export type HiddenCards = Pick<DealProgress, 'hands' | 'bidPiles' | 'stock'>;

/** The rest of a deal, which a PlayerView carries under the same names (redacted where R2 says so). */
export type OpenDealPart = Omit<DealProgress, keyof HiddenCards>;

/**
 * A deal from its open part (a view will do) and its hidden cards: the computer's sampled deal. It sits
 * next to startDeal and names every field of the deal, so that a new field fails the type check here
 * (and in a view that lacks it) instead of being left out of the sampled deal.
 */
export function dealWithHiddenCards<Known extends OpenDealPart>(
  known: Known,
  hidden: HiddenCards,
): DealProgress & Pick<Known, 'firstPlayer' | 'trumps'> {
  return {
    hands: hidden.hands,
    bidPiles: hidden.bidPiles,
    stock: hidden.stock,
    outOfPlay: known.outOfPlay,
    auctions: known.auctions,
    firstPlayer: known.firstPlayer,
    jokerChoices: known.jokerChoices,
    declarations: known.declarations,
    trumps: known.trumps,
    tricks: known.tricks,
    tricksWon: known.tricksWon,
    rounds: known.rounds,
    score: known.score,
  };
}

/**
 * The deal ends the moment a player plays their last card (`lastRound` ended 'out'); `progress` is
 * the deal's final score (the rules kernel scored the play-off and applied R13). Add the deal to the
 * game totals, and either end the game (a total at or over the target and the totals unequal, R14)
 * or wait for the next deal.
 */
export function finishDeal(
  s: PlayOffState,
  hands: Pair<readonly Card[]>,
  lastRound: PlayOffRound,
  progress: DealScoreProgress,
): DealOverState | GameOverState {
  const { game } = s;
  const cardsLeft: Pair<number> = [hands[0].length, hands[1].length];
  const dealTotal = progressTotal(progress);
  const totals: Pair<number> = [game.totals[0] + dealTotal[0], game.totals[1] + dealTotal[1]];
  const rounds = [...s.deal.rounds, lastRound];
  const deal: DeclaredDeal = { ...s.deal, hands, rounds, score: progress };
  const phases = progress.phases;
  const record: DealRecord = {
    number: game.dealNumber,
    dealer: game.dealer,
    firstPlayer: deal.firstPlayer,
    auctions: deal.auctions,
    jokerChoices: deal.jokerChoices,
    declarations: deal.declarations,
    tricks: deal.tricks,
    tricksWon: deal.tricksWon,
    rounds,
    cardsLeft,
    score: { phases: [phases[0], phases[1], phases[2]], bonus: progress.bonus, total: dealTotal },
    totalsAfter: totals,
  };
  const base = {
    version: s.version,
    options: s.options,
    rng: s.rng,
    actionCount: s.actionCount + 1,
    game: { ...game, totals, deals: [...game.deals, record] },
    deal,
  };
  // Ruling: when the game ends, the state goes straight to game-over (no separate deal-over step); the
  // last deal's summary is the last entry of `deals`, as for every other deal.
  const outcome = gameOutcome(totals, s.options.target);
  if (outcome.kind === 'won') {
    return { ...base, phase: 'game-over', result: { winner: outcome.winner, value: outcome.value, totals, reason: 'target' } };
  }
  return { ...base, phase: 'deal-over', nextDealer: other(game.dealer) };
}
