// The move a shown hint proposes, handed to the table so the suggested card(s) or button carry a mark while it is shown.
import { sameCard, type Action, type Card } from '../../../engine/index.ts';

/** A shown hint's move, with the tag drawn on what it proposes and the words that name it so. */
export interface HintMark {
  readonly action: Action;
  readonly mark: string;
  /** A card's or button's name as said while the hint proposes it ("Seven of hearts (suggested by the hint)"). */
  named(name: string): string;
}

/** The cards a hinted action plays, bids or takes back (none for take, cede, pass, keep the Joker or a trump). */
export function hintedCards(action: Action): readonly Card[] {
  return 'card' in action ? [action.card] : action.type === 'playoff-play' ? action.cards : [];
}

/**
 * The name of the choice button that makes a hinted action: its type ('take', 'cede', 'pass', 'keep-joker'; no other
 * button is named after a move that has a card) or 'declare-S' for a trump.
 */
export function hintedChoice(action: Action): string {
  return action.type === 'declare' ? `declare-${action.trump}` : action.type;
}

/** The mark for a card when the shown hint proposes it, else null. */
export function cardHint(hint: HintMark | null | undefined, card: Card): HintMark | null {
  return hint && hintedCards(hint.action).some((c) => sameCard(c, card)) ? hint : null;
}

/** The mark for the choice button of this name when it makes the hinted move, else null. */
export function choiceHint(hint: HintMark | null | undefined, name: string | undefined): HintMark | null {
  return hint && name !== undefined && hintedChoice(hint.action) === name ? hint : null;
}
