// One peer's engine game for the deal in progress: the cards it cannot see filled in, moves by deck position, each checked by the engine.
import { cardFromId, cardId, tryApplyAction, validateState } from '../engine/index.ts';
import type { Action, ActionResult, Card, GameState, PlayerIndex, Suit } from '../engine/index.ts';
import type { DealLayout } from './layout.ts';

/** A move as the protocol knows it: cards named by their position in the encrypted deck. */
export type PositionMove =
  | { readonly type: 'bid'; readonly player: PlayerIndex; readonly position: number }
  | { readonly type: 'take' | 'cede' | 'keep-joker' | 'pass'; readonly player: PlayerIndex }
  /** position null: the other player's exchange, whose card this peer may not know (R15). */
  | { readonly type: 'joker-exchange'; readonly player: PlayerIndex; readonly position: number | null }
  | { readonly type: 'declare'; readonly player: PlayerIndex; readonly trump: Suit }
  | { readonly type: 'play'; readonly player: PlayerIndex; readonly position: number }
  | { readonly type: 'playoff-play'; readonly player: PlayerIndex; readonly positions: readonly number[] };

/**
 * The engine needs every card, so the cards this peer cannot see are filled in (`assignment`: position →
 * card id); revealing a card swaps it into its position and replays the deal. By the tricks every unseen
 * card is known by elimination, so the engine's checks (following suit, the hand) are exact; the one
 * private choice left, which bid-card the other took back for the Joker (R15), is guessed and re-guessed
 * among the bid pile's cards when a move shows the guess wrong. The audit then replays the true deal.
 */
export class DealTable {
  readonly assignment: number[];
  readonly known: boolean[];
  readonly moves: PositionMove[] = [];
  state: GameState;
  private exchangeGuess: number | null = null;
  private exchangeCandidates: readonly number[] = [];

  /** The deal's first state, whose cards the filling replaces. */
  readonly base: GameState;
  readonly layout: DealLayout;

  constructor(base: GameState, layout: DealLayout) {
    this.base = base;
    this.layout = layout;
    this.assignment = Array.from({ length: layout.size }, (_, i) => i);
    this.known = new Array<boolean>(layout.size).fill(false);
    this.state = this.dealState();
  }

  /** Position `position` holds card `card`: fill it in (replaying the deal if the filling changes). */
  reveal(position: number, card: number): 'ok' | 'duplicate-card' | 'illegal-move' {
    if (this.known[position]) return this.assignment[position] === card ? 'ok' : 'duplicate-card';
    const from = this.assignment.indexOf(card);
    if (from < 0 || (from !== position && this.known[from])) return 'duplicate-card';
    this.known[position] = true;
    if (from === position) return 'ok';
    this.assignment[from] = this.assignment[position];
    this.assignment[position] = card;
    return this.replay() ? 'ok' : 'illegal-move';
  }

  /** Apply a move with the engine; on refusal try the other possible R15 exchange cards before refusing. */
  apply(move: PositionMove): ActionResult {
    if (move.type === 'joker-exchange' && move.position === null) {
      this.exchangeCandidates = this.pile(move.player);
      this.exchangeGuess = this.exchangeCandidates[0] ?? null;
    }
    const result = tryApplyAction(this.state, this.action(move));
    if (result.ok) {
      this.moves.push(move);
      this.state = result.value;
      return result;
    }
    if (this.exchangeGuess !== null) {
      const keep = this.exchangeGuess;
      this.moves.push(move);
      for (const guess of this.exchangeCandidates) {
        this.exchangeGuess = guess;
        if (this.replay()) return { ok: true, value: this.state };
      }
      this.moves.pop();
      this.exchangeGuess = keep;
      this.replay();
    }
    return result;
  }

  /**
   * The other player's declaration with the melds it announced (card ids, in the engine's order): applied, then checked
   * against the melds the engine gives their hand. While their Joker exchange (R15) is still a guess, the melds settle
   * it: only the bid-cards with which the hand announces exactly these stay candidates. Nothing applied if none does.
   */
  declare(move: Extract<PositionMove, { type: 'declare' }>, melds: readonly (readonly number[])[]): 'ok' | 'illegal-move' | 'wrong-melds' {
    const matches = () => {
      const declared = this.state.deal.declarations.find((d) => d.player === move.player);
      return (
        declared !== undefined &&
        declared.melds.length === melds.length &&
        declared.melds.every((meld, i) => meld.cards.length === melds[i].length && meld.cards.every((c, j) => cardId(c) === melds[i][j]))
      );
    };
    if (!this.apply(move).ok) return 'illegal-move';
    if (this.exchangeGuess === null) {
      if (matches()) return 'ok';
    } else {
      const keep = this.exchangeGuess;
      const fitting = this.exchangeCandidates.filter((guess) => {
        this.exchangeGuess = guess;
        return this.replay() && matches();
      });
      if (fitting.length > 0) {
        this.exchangeCandidates = fitting;
        this.exchangeGuess = fitting.includes(keep) ? keep : fitting[0];
        this.replay();
        return 'ok';
      }
      this.exchangeGuess = keep;
    }
    this.moves.pop();
    this.replay();
    return 'wrong-melds';
  }

  /** The audit's true final state replaces the filled-in one (every card is open now). */
  settle(trueState: GameState): void {
    this.state = trueState;
  }

  /** The positions in a player's hand / bid pile now (from the engine's state). */
  hand(player: PlayerIndex): number[] {
    return this.state.deal.hands[player].map((c) => this.positionOf(c));
  }
  pile(player: PlayerIndex): number[] {
    return this.state.deal.bidPiles[player].map((c) => this.positionOf(c));
  }
  positionOf(card: Card): number {
    return this.assignment.indexOf(cardId(card));
  }
  /** Is `position` the other player's guessed-at exchange card (a move from it settles the guess)? */
  mayBeExchanged(position: number): boolean {
    return this.exchangeGuess !== null && this.exchangeCandidates.includes(position);
  }
  /** Settle the guess: the other player's exchange took back `position`. */
  settleExchange(position: number): boolean {
    const keep = this.exchangeGuess;
    this.exchangeGuess = position;
    if (this.replay()) return true;
    this.exchangeGuess = keep;
    this.replay();
    return false;
  }

  action(move: PositionMove): Action {
    const card = (p: number): Card => cardFromId(this.assignment[p]);
    switch (move.type) {
      case 'bid':
      case 'play':
        return { type: move.type, player: move.player, card: card(move.position) };
      case 'joker-exchange': {
        const position = move.position ?? this.exchangeGuess ?? -1;
        return { type: 'joker-exchange', player: move.player, card: card(position) };
      }
      case 'playoff-play':
        return { type: 'playoff-play', player: move.player, cards: move.positions.map(card) };
      case 'declare':
        return { type: 'declare', player: move.player, trump: move.trump };
      case 'take':
      case 'cede':
      case 'keep-joker':
      case 'pass':
        return { type: move.type, player: move.player };
    }
  }

  private replay(): boolean {
    let state = this.dealState();
    for (const move of this.moves) {
      const result = tryApplyAction(state, this.action(move));
      if (!result.ok) return false;
      state = result.value;
    }
    this.state = state;
    return true;
  }

  /** The deal's first state with this filling of the deck (the engine validates the cards). */
  private dealState(): GameState {
    return buildDealState(this.base, this.layout, this.assignment);
  }
}

/** The base state (a deal's first auction) with its cards replaced by the deck `assignment` in `layout`. */
export function buildDealState(base: GameState, layout: DealLayout, assignment: readonly number[]): GameState {
  if (base.phase !== 'auction') throw new Error('a deal starts at an auction');
  const card = (p: number): Card => cardFromId(assignment[p]);
  const hands = [layout.hands[0].map(card), layout.hands[1].map(card)] as const;
  return validateState({
    ...base,
    deal: { ...base.deal, hands, stock: layout.stock.slice(1).map(card) },
    auction: { ...base.auction, turnUp: card(layout.stock[0]) },
  });
}
