// Questions of the auction-judgement lesson: a position from a real deal, graded by the judge's estimate of every choice.
//
// The estimates come from the answer key scripts/auction-lesson.ts writes (auctionLessonKey.ts) (the judge run from fixed seeds with a fixed
// effort); the position is replayed here from its seed, and a key that no longer fits the position fails the build.
import { bestMeldTotal, cardId, meldsWith } from '../../engine/index.ts';
import type { Card } from '../../engine/index.ts';
import { AUCTION_LESSON_KEY } from './auctionLessonKey.ts';
import { choiceId, isWithinMargin, placeKey, placeView } from './auctionChoice.ts';
import { bySuit } from '../cards/handOrder.ts';
import { baseOf, cardOpt, word, type Misses, type Note, type Option, type Param, type Question, type SceneLine } from './question.ts';
import type { Task } from './tasks.ts';

const KEY = AUCTION_LESSON_KEY;

/**
 * The turn-up's fact the answer cites: it adds more meld points to the cards the other player is known to hold than to
 * the person's (worth more to them), or melds with the person's cards, or with neither.
 */
type TurnUpFact = 'worth-more' | 'their-melds' | 'turn-up-melds' | 'turn-up-idle';

function turnUpFact(
  hand: readonly Card[],
  turnUp: Card,
  theirs: readonly Card[],
): { fact: TurnUpFact; cards: Card[]; mine: number; theirs: number } {
  const adds = (cards: readonly Card[]) => bestMeldTotal([...cards, turnUp]) - bestMeldTotal(cards);
  const points = { mine: adds(hand), theirs: adds(theirs) };
  if (points.theirs > points.mine)
    return { fact: points.mine > 0 ? 'worth-more' : 'their-melds', cards: meldsWith(theirs, turnUp), ...points };
  if (points.mine > 0) return { fact: 'turn-up-melds', cards: meldsWith(hand, turnUp), ...points };
  return { fact: 'turn-up-idle', cards: [], ...points };
}

const whole = (n: number): number => Math.round(n) + 0;

/** The question of an auction-judgement position; null for the other kinds. */
export function auctionChoiceQuestion(task: Task): Question | null {
  if (task.kind !== 'auction-choice') return null;
  const place = { seed: task.seed, auction: task.auction, step: task.step };
  const view = placeView(place);
  const judged = KEY[placeKey(place)];
  const legal = view.legalActions.map(choiceId).sort();
  if (
    judged === undefined ||
    judged.choices
      .map((c) => c.id)
      .sort()
      .join() !== legal.join()
  )
    throw new Error(`auction lesson: no answer key fits ${placeKey(place)}; run scripts/auction-lesson.ts`);
  const turnUp = view.auction.turnUp;
  const theirTurnUps = view.auctions.filter((a) => a.turnUpTo === 1).map((a) => a.turnUp);
  const bids = view.auction.bids;
  const scene: SceneLine[] = [
    { label: 'scene.auctionNumber', value: view.auction.number },
    { label: 'scene.turnUp', cards: [turnUp] },
    { label: 'scene.yourHand', cards: bySuit(view.hand) },
    ...(task.step === 'take' && bids[0] !== null && bids[1] !== null
      ? [
          { label: 'scene.yourBid', cards: [bids[0]] },
          { label: 'scene.theirBid', cards: [bids[1]] },
        ]
      : []),
    ...(theirTurnUps.length > 0 ? [{ label: 'scene.theirTurnUps', cards: theirTurnUps }] : []),
    ...(view.auctions.length > 0 ? [{ label: 'scene.theirBids', cards: view.auctions.map((a) => a.bids[1]) }] : []),
    ...(view.bidPile.length > 0 ? [{ label: 'scene.yourPile', cards: bySuit(view.bidPile) }] : []),
  ];
  const options: Option[] =
    task.step === 'bid' ? bySuit(view.hand).map(cardOpt) : [word('take', 'choice.take'), word('cede', 'choice.cede')];
  const best = judged.choices[0];
  const named = (id: string): Param => (task.step === 'bid' ? { card: cardOf(options, id) } : { word: `choice.${id}` });
  // The cards the other player is known to hold: the turn-ups they took, less those they have bid since.
  const theirBids = view.auctions.map((a) => cardId(a.bids[1]));
  const { fact, cards, mine, theirs } = turnUpFact(
    view.hand,
    turnUp,
    theirTurnUps.filter((c) => !theirBids.includes(cardId(c))),
  );
  const selections: Record<string, Note> = {};
  for (const c of judged.choices) {
    if (isWithinMargin(judged, c.id)) continue;
    selections[c.id] = {
      key: 'miss.auction-choice',
      params: { chosen: named(c.id), loss: whole(best.mean - c.mean), margin: Math.max(1, whole(c.margin)), samples: judged.samples },
    };
  }
  const misses: Misses = { selections };
  return {
    ...baseOf(task),
    question: `q.auction-choice.${task.step}`,
    scene,
    options,
    grade: (selected) => selected.length === 1 && isWithinMargin(judged, selected[0]),
    answer: [best.id],
    why: {
      key: `why.auction-choice.${fact}`,
      params: { best: named(best.id), samples: judged.samples, turnUp: { card: turnUp }, cards: { cards }, mine, theirs },
    },
    misses,
    rule: { page: 'rules/auction', ruling: 'r2' },
  };
}

function cardOf(options: readonly Option[], id: string): Card {
  const v = options.find((o) => o.id === id)?.view;
  if (v?.type !== 'card') throw new Error(`auction lesson: no card ${id}`);
  return v.card;
}
