// validateState: check untrusted data (a saved game) before the engine uses it, with a machine-readable reason.
import { isJoker } from './cards.ts';
import type { Card, GameState, Pair, Phase } from './types.ts';
import { BID_REASONS, GAME_END_REASONS, PHASES, STATE_VERSION, TRICK_RULES } from './types.ts';
import {
  card,
  CardPlaces,
  checkAuctions,
  checkDeclarations,
  checkJokerChoices,
  checkMoves,
  checkRounds,
  checkScore,
  checkTricks,
  combo,
  fail,
  isInt,
  list,
  pairEntry,
  pairOfCounts,
  player,
  record,
  suit,
} from './validate-parts.ts';
import type { Fields } from './validate-parts.ts';

/**
 * `value` as a GameState if it is one the engine could have produced, else an EngineError
 * `invalid-state` whose `detail` is `<path>: <problem>[ <what>]`:
 * - `path`: the offending field, dotted from the state (`version`, `deal.hands.0.3`, `game.totals`,
 *   `round.moves.1.cards`),
 *   `state` for the value itself, `cards` for the whole deal's cards;
 * - `problem`: `unsupported-version`, `unknown-phase`, `bad-value` (wrong type or range), `not-a-card`,
 *   `inconsistent` (disagrees with another field), or, for `cards`, `duplicate-card`, `missing-card`,
 *   `unexpected-card` (a Joker in a game without them), followed by the card ('7H', 'RJ').
 *
 * Checked: every field's type and range, the phase's own fields, a few cross-field facts (tricks won,
 * trick and auction numbers, deal numbers, totals, scoring phases), and that every card of the pack
 * is in exactly one place (hands, bid piles, stock, turn-up, pending bids, out of play, tricks,
 * play-off plays). After a resignation in mid-deal the cards on the table were dropped, so there a
 * card may be missing but never doubled. Not checked: that the history could really have been played.
 * The engine's other functions trust the shape of the state they are given (for speed): call this
 * first on anything loaded from storage, a URL or a file. The value is returned as is, not copied.
 */
export function validateState(value: unknown): GameState {
  const s = record(value, 'state');
  // A version-1 (flat) state is not read: the play page stores records, never states (see types.ts).
  if (s.version !== STATE_VERSION) fail('version', 'unsupported-version');
  if (!(PHASES as readonly unknown[]).includes(s.phase)) fail('phase', 'unknown-phase');
  const phase = s.phase as Phase;
  const options = record(s.options, 'options');
  if (!(typeof options.seed === 'string' || (typeof options.seed === 'number' && Number.isFinite(options.seed)))) {
    fail('options.seed', 'bad-value');
  }
  if (typeof options.jokers !== 'boolean') fail('options.jokers', 'bad-value');
  if (!isInt(options.target, 1)) fail('options.target', 'bad-value');
  if (!(TRICK_RULES as readonly unknown[]).includes(options.trickRule)) fail('options.trickRule', 'bad-value');
  const rng = list(s.rng, 'rng');
  if (rng.length !== 4 || !rng.every((word) => isInt(word, 0, 0xffffffff))) fail('rng', 'bad-value');
  if (!isInt(s.actionCount, 0)) fail('actionCount', 'bad-value');
  const game = record(s.game, 'game');
  if (!isInt(game.dealNumber, 1)) fail('game.dealNumber', 'bad-value');
  player(game.dealer, 'game.dealer');
  const totals = pairOfCounts(game.totals, 'game.totals');
  checkDeals(s, game, phase, totals);

  const deal = record(s.deal, 'deal');
  const places = new CardPlaces(options.jokers);
  const hands: [Card[], Card[]] = [[], []];
  for (const p of [0, 1] as const) {
    hands[p] = places.addAll(pairEntry(deal.hands, 'deal.hands', p), `deal.hands.${p}`);
    places.addAll(pairEntry(deal.bidPiles, 'deal.bidPiles', p), `deal.bidPiles.${p}`);
  }
  places.addAll(deal.stock, 'deal.stock');
  const outOfPlay = places.addAll(deal.outOfPlay, 'deal.outOfPlay');
  outOfPlay.forEach((c, i) => {
    if (!isJoker(c)) fail(`deal.outOfPlay.${i}`, 'inconsistent'); // only a bid Joker leaves play (R9)
  });
  checkAuctions(deal.auctions, 'deal.auctions');
  if (deal.firstPlayer !== null) player(deal.firstPlayer, 'deal.firstPlayer');
  checkJokerChoices(deal.jokerChoices, 'deal.jokerChoices');
  checkDeclarations(deal.declarations, 'deal.declarations');
  const trumps = list(deal.trumps, 'deal.trumps');
  if (trumps.length !== 2) fail('deal.trumps', 'bad-value');
  trumps.forEach((trump, p) => {
    if (trump !== null) suit(trump, `deal.trumps.${p}`);
  });
  checkTricks(deal.tricks, deal.tricksWon, 'deal.', places);
  checkRounds(deal.rounds, 'deal.rounds', places);
  const scoredPhases = checkScore(deal.score, 'deal.score');

  // The phase's own fields, and the phases of the deal scored so far.
  const resigned = phase === 'game-over' && record(s.result, 'result').reason === 'resign';
  const expectedPhases = { auction: 0, melds: 0, tricks: 1, 'play-off': 2, 'deal-over': 3, 'game-over': 3 }[phase];
  if (resigned ? scoredPhases > 3 : scoredPhases !== expectedPhases) fail('deal.score.phases', 'inconsistent');
  if (phase !== 'auction' && !resigned && deal.firstPlayer === null) fail('deal.firstPlayer', 'inconsistent');
  // From the tricks on, both trumps are declared (the state's type says so).
  const declared = phase === 'tricks' || phase === 'play-off' || phase === 'deal-over' || (phase === 'game-over' && !resigned);
  if (declared && (trumps[0] === null || trumps[1] === null)) fail('deal.trumps', 'inconsistent');
  switch (phase) {
    case 'auction':
      checkCurrentAuction(s, deal, places);
      break;
    case 'melds': {
      const toAct = player(s.toAct, 'toAct');
      if (s.step !== 'joker' && s.step !== 'declare') fail('step', 'bad-value');
      // The Joker choice is only for a player holding their Joker (the exchange takes it from the hand).
      if (s.step === 'joker' && !hands[toAct].some(isJoker)) fail('step', 'inconsistent');
      // R15: every Joker decision comes before the first declaration.
      if (s.step === 'joker' && list(deal.declarations, 'deal.declarations').length > 0) fail('step', 'inconsistent');
      break;
    }
    case 'tricks': {
      const trick = record(s.trick, 'trick');
      if (trick.number !== list(deal.tricks, 'deal.tricks').length + 1) fail('trick.number', 'inconsistent');
      player(trick.leader, 'trick.leader');
      if (trick.lead !== null) places.add(trick.lead, 'trick.lead');
      break;
    }
    case 'play-off': {
      const round = record(s.round, 'round');
      player(round.leader, 'round.leader');
      player(round.toAct, 'round.toAct');
      if (round.last !== null) combo(round.last, 'round.last');
      checkMoves(round.moves, 'round.moves', places);
      break;
    }
    case 'deal-over':
      if (player(s.nextDealer, 'nextDealer') === game.dealer) fail('nextDealer', 'inconsistent');
      break;
    case 'game-over': {
      const result = record(s.result, 'result');
      player(result.winner, 'result.winner');
      if (!isInt(result.value, 1, 4)) fail('result.value', 'bad-value');
      if (!(GAME_END_REASONS as readonly unknown[]).includes(result.reason)) fail('result.reason', 'bad-value');
      const resultTotals = pairOfCounts(result.totals, 'result.totals');
      if (resultTotals[0] !== totals[0] || resultTotals[1] !== totals[1]) fail('result.totals', 'inconsistent');
      break;
    }
    default: {
      const _never: never = phase;
      return _never;
    }
  }
  places.checkComplete(resigned);
  return value as GameState;
}

// ─── Parts of the state ─────────────────────────────────────────────────────

/** Finished deals: numbered 1, 2…; as many as the phase implies; the totals are the last one's. */
function checkDeals(s: Fields, game: Fields, phase: Phase, totals: Pair<number>): void {
  const deals = list(game.deals, 'game.deals');
  let after: Pair<number> = [0, 0];
  deals.forEach((d, i) => {
    const path = `game.deals.${i}`;
    const deal = record(d, path);
    if (deal.number !== i + 1) fail(`${path}.number`, 'inconsistent');
    player(deal.dealer, `${path}.dealer`);
    player(deal.firstPlayer, `${path}.firstPlayer`);
    // The record's own cards are history (each deal is dealt afresh): shapes only, no conservation.
    checkAuctions(deal.auctions, `${path}.auctions`);
    checkJokerChoices(deal.jokerChoices, `${path}.jokerChoices`);
    checkDeclarations(deal.declarations, `${path}.declarations`);
    checkTricks(deal.tricks, deal.tricksWon, `${path}.`, null);
    checkRounds(deal.rounds, `${path}.rounds`, null);
    pairOfCounts(deal.cardsLeft, `${path}.cardsLeft`);
    const score = record(deal.score, `${path}.score`);
    const phases = list(score.phases, `${path}.score.phases`);
    if (phases.length !== 3) fail(`${path}.score.phases`, 'bad-value');
    phases.forEach((points, k) => pairOfCounts(points, `${path}.score.phases.${k}`));
    pairOfCounts(score.bonus, `${path}.score.bonus`);
    pairOfCounts(score.total, `${path}.score.total`);
    after = pairOfCounts(deal.totalsAfter, `${path}.totalsAfter`);
  });
  if (after[0] !== totals[0] || after[1] !== totals[1]) fail('game.totals', 'inconsistent');
  const dealNumber = game.dealNumber as number;
  const finished = phase === 'deal-over' || (phase === 'game-over' && record(s.result, 'result').reason !== 'resign');
  const ok =
    phase === 'game-over' && !finished
      ? deals.length === dealNumber || deals.length === dealNumber - 1 // resigned during a deal or after one
      : deals.length === (finished ? dealNumber : dealNumber - 1);
  if (!ok) fail('game.deals', 'inconsistent');
}

/** The auction in progress: its number, the turn-up and the sealed bids (out of hand until revealed). */
function checkCurrentAuction(s: Fields, deal: Fields, places: CardPlaces): void {
  const auction = record(s.auction, 'auction');
  if (auction.number !== list(deal.auctions, 'deal.auctions').length + 1) fail('auction.number', 'inconsistent');
  places.add(auction.turnUp, 'auction.turnUp');
  const bids = list(auction.bids, 'auction.bids');
  if (bids.length !== 2) fail('auction.bids', 'bad-value');
  const outcome = auction.outcome;
  bids.forEach((bid, p) => {
    if (bid === null) return;
    // Once revealed, the bids are in the bid piles (or out of play): counted there.
    if (outcome === null) places.add(bid, `auction.bids.${p}`);
    else card(bid, `auction.bids.${p}`);
  });
  if (outcome !== null) {
    const o = record(outcome, 'auction.outcome');
    player(o.winner, 'auction.outcome.winner');
    if (!(BID_REASONS as readonly unknown[]).includes(o.reason)) fail('auction.outcome.reason', 'bad-value');
    if (bids[0] === null || bids[1] === null) fail('auction.outcome', 'inconsistent');
  }
}
