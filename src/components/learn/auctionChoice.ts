// The auction-judgement lesson's positions: a deal from a fixed seed, played by the rules player up to one of seat 0's
// auction decisions, and the judge's estimate of every choice there (scripts/auction-lesson.ts writes the estimates).
//
// Imports carry their .ts extension so that the script (plain Node) loads this module as the site's build does.
import { applyAction, formatCard, newGame, playerView, playersToAct } from '../../engine/index.ts';
import type { Action, AuctionPhaseView, GameState } from '../../engine/index.ts';
import { decide, judgeAuctionDecision } from '../../engine/ai/index.ts';

/** Which decision: seat 0's bid in an auction, or its take or cede after winning that auction's bid. */
export interface AuctionChoicePlace {
  readonly seed: number;
  readonly auction: number;
  readonly step: 'bid' | 'take';
}

/** The judge's effort and seed for the lesson's answer key: "hard"'s own effort on one decision. */
export const LESSON_JUDGE = { work: 640_000, seed: 7 } as const;

/** One choice's estimate as the answer key keeps it (deal points, seat 0's minus the other's; margins at 95%). */
export interface JudgedChoice {
  readonly id: string;
  readonly mean: number;
  /** Of best.mean − mean (the best's own: of its mean). */
  readonly margin: number;
}

export interface JudgedPlace {
  readonly samples: number;
  /** Every choice, best first. */
  readonly choices: readonly JudgedChoice[];
}

/** The answer key's name for a place. */
export const placeKey = (p: AuctionChoicePlace): string => `${p.seed}:${p.auction}:${p.step}`;

/** A choice's option id: the card bid ("QS"), or take / cede. */
export function choiceId(action: Action): string {
  if (action.type === 'bid') return formatCard(action.card);
  return action.type;
}

/** Seat 0's view at the place (the deal played by the rules player up to it); throws if the deal never reaches it. */
export function placeView(place: AuctionChoicePlace): AuctionPhaseView {
  let state: GameState = newGame({ seed: place.seed, target: 1 });
  while (state.phase === 'auction') {
    const view = playerView(state, 0);
    const here =
      view.phase === 'auction' &&
      view.auction.number === place.auction &&
      view.legalActions.length > 1 &&
      (place.step === 'bid' ? view.legalActions[0].type === 'bid' : view.legalActions[0].type === 'take');
    if (here) return view;
    const player = playersToAct(state)[0];
    state = applyAction(state, decide(playerView(state, player), 'rules', 1).action);
  }
  throw new Error(`auction lesson: seed ${place.seed} never gives seat 0 a ${place.step} in auction ${place.auction}`);
}

const round2 = (n: number): number => Math.round(n * 100) / 100 + 0;

/** The judge's estimate of every choice at the place (what the script keeps; the tests run it again to compare). */
export function judgePlace(place: AuctionChoicePlace, judge: { readonly work: number; readonly seed: number } = LESSON_JUDGE): JudgedPlace {
  const view = placeView(place);
  const judgement = judgeAuctionDecision(view, view.legalActions[0], judge);
  return {
    samples: judgement.samples,
    choices: judgement.choices.map((c) => ({ id: choiceId(c.action), mean: round2(c.mean), margin: round2(c.margin) })),
  };
}

/** Whether a choice counts as right: the best, or within the margin of its difference from the best. */
export function isWithinMargin(judged: JudgedPlace, id: string): boolean {
  const best = judged.choices[0];
  const choice = judged.choices.find((c) => c.id === id);
  return choice !== undefined && (choice === best || best.mean - choice.mean <= choice.margin);
}
