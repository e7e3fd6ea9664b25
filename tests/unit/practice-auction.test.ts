// Practice positions from the auction, by the review's judgement of the deal's auction (one judgement per deal): decisions
// rebuilt from a deal's record, estimates from the review's items; only the clearly worse kept; old saves still load.
import { describe, expect, it } from 'vitest';
import { applyAction, cardId, newGame, playerView, playersToAct } from '../../src/engine/index.ts';
import type { GameState, PlayerIndex } from '../../src/engine/index.ts';
import { auctionDecisions, decide, judgeDealAuction, judgeReviewedDecision } from '../../src/engine/ai/index.ts';
import { auctionOptionId, auctionPositions, reviewedPosition, withinMargin } from '../../src/components/practice/auction-extract.ts';
import { auctionAnswer, auctionQuestion, auctionWrongNote } from '../../src/components/learn/practice/auctionView.tsx';
import { MIN_GAIN } from '../../src/components/practice/constants.ts';
import { readPractice, PRACTICE_KEY } from '../../src/components/practice/storage.ts';
import { validPracticeStore } from '../../src/components/practice/validate.ts';
import type { PracticePosition } from '../../src/components/practice/types.ts';
import type { StorageLike } from '../../src/storage/storage.ts';
import { courseEn, learnWordsOf } from '../../src/i18n/learn.ts';

/** Small work (half of what was first tried, and still clearly worse choices to keep): the tests check the rules of extraction, not the estimate's quality. */
const JUDGE = { work: 20_000, seed: 1 };

/** A finished deal where seat 0 plays at random against the rules player (plenty of costly auction choices). */
function playedDeal(seed: string, jokers: boolean): GameState {
  let state: GameState = newGame({ seed, target: 1, jokers });
  while (state.phase !== 'deal-over' && state.phase !== 'game-over') {
    for (const player of playersToAct(state)) {
      const view = playerView(state, player);
      if (view.legalActions.length > 0) state = applyAction(state, decide(view, player === 0 ? 'random' : 'rules', 3).action);
    }
  }
  return state;
}

const inputOf = (state: GameState, jokers: boolean) => ({
  deal: state.game.deals[state.game.deals.length - 1],
  player: 0 as PlayerIndex,
  jokers,
  trickRule: 'parlett' as const,
});

const store = (entries: unknown[]) => ({ version: 1, turn: 0, entries });
const entry = (position: unknown) => ({ position, due: 0, wait: 2, streak: 0, firstTry: null, retired: false });

describe("auction practice positions from the review's judgement", () => {
  const state = playedDeal('practice-auction', true);
  const input = inputOf(state, true);
  const decisions = auctionDecisions(input.deal, input.player, input);
  // The review's judgement, as its two workers report it (each part's items; here in the order the parts end).
  const items = [1, 0].flatMap((part) => judgeDealAuction(input, JUDGE, undefined, part, 2).items);
  const positions = auctionPositions(input, items);

  it("a clearly worse choice becomes a position with theme auction, graded by the review's estimate: every choice within the margin of the best right", () => {
    const costly = items.filter((item) => item.clearlyWorse && item.cost >= MIN_GAIN).sort((a, b) => a.index - b.index);
    expect(costly.length).toBeGreaterThan(0);
    expect(positions.map((p) => p.played)).toEqual(costly.map((item) => auctionOptionId(item.chosen)));
    positions.forEach((p, i) => {
      const item = costly[i];
      const [best] = item.choices;
      expect(p.theme).toBe('auction');
      expect(['bid', 'take', 'joker']).toContain(p.kind);
      expect(p.options.map((o) => o.id).sort()).toEqual(item.choices.map((c) => auctionOptionId(c.action)).sort());
      expect(auctionOptionId(best.action)).toBe(auctionOptionId(item.best));
      expect(p.answers).toContain(auctionOptionId(item.best));
      expect(p.answers).not.toContain(p.played);
      // Right answers: the best and every choice within the margin of its difference from the best, no other.
      const right = item.choices.filter((c) => withinMargin(best, c)).map((c) => auctionOptionId(c.action));
      expect([...p.answers].sort()).toEqual(right.sort());
      // The answer key is the review's estimate: its sample, its cost, each choice's loss against the best.
      expect(p.auction?.samples).toBe(item.samples);
      expect(p.gain).toBe(Math.round(item.cost));
      for (const c of item.choices) {
        const outcome = p.outcomes?.[auctionOptionId(c.action)];
        expect(outcome?.loss).toBeCloseTo(c === best ? 0 : best.mean - c.mean, 1);
      }
      // What the person saw: the hand then, and the turn-up of that auction.
      const seen = decisions[item.index].view;
      expect(p.hand.map(cardId).sort()).toEqual(seen.hand.map(cardId).sort());
      if (seen.phase === 'auction') expect(p.auction?.turnUp).toEqual([seen.auction?.turnUp]);
    });
    // Kept and read back whole.
    const saved = JSON.parse(JSON.stringify(store(positions.map(entry))));
    expect(validPracticeStore(saved)?.entries.map((e) => e.position)).toEqual(positions);
  });

  it('a choice within the margin of the best, or the best itself, gives no position; an item of another decision gives none', () => {
    const at = items.findIndex((item) => item.choices.slice(1).some((c) => withinMargin(item.choices[0], c)));
    expect(at).toBeGreaterThanOrEqual(0);
    const { index, choices } = items[at];
    const close = choices.slice(1).find((c) => withinMargin(choices[0], c))!;
    // The same decision with the close choice (then the best) made instead, judged as the review judges it.
    for (const action of [close.action, choices[0].action]) {
      const decision = { ...decisions[index], chosen: action };
      const judged = judgeReviewedDecision(
        input,
        decisions.map((d, i) => (i === index ? decision : d)),
        index,
        JUDGE,
      );
      expect(judged.clearlyWorse).toBe(false);
      expect(reviewedPosition(decision, judged, 0)).toBeNull();
    }
    // A clearly worse decision's item offered for another decision of the deal: not that decision's estimate, no position.
    const costly = items.find((item) => item.clearlyWorse)!;
    const other = decisions.findIndex((d, i) => i !== costly.index && d.kind !== costly.kind);
    expect(reviewedPosition(decisions[costly.index], costly, 0)).not.toBeNull();
    expect(reviewedPosition(decisions[other], costly, 0)).toBeNull();
  });

  it('the feedback gives the estimate with its margin and sample, in both languages with the same keys filled', () => {
    const p = positions[0];
    for (const lang of ['en', 'ja'] as const) {
      const all = learnWordsOf(lang, Object.keys(courseEn));
      const answer = auctionAnswer(p, lang, all);
      expect(answer).toContain(String(p.auction!.samples));
      expect(answer).toContain(String(p.gain));
      expect(answer).not.toMatch(/\{|practice\./);
      const note = auctionWrongNote(p, p.played, lang, all);
      expect(auctionQuestion(p, all)).not.toMatch(/\{|practice\./);
      expect(note).not.toBeNull();
      expect(note).not.toMatch(/\{|practice\./);
    }
  });
});

describe('saved practice positions', () => {
  /** A trick position as this site saved it before auction positions (no outcomes, no auction scene). */
  const older = {
    id: 'abc1',
    theme: 'trick-play',
    kind: 'lead',
    hand: [{ rank: 14, suit: 'S' }],
    trumps: { mine: 'S', theirs: 'H' },
    lead: null,
    trick: 3,
    tricksWon: [1, 1],
    toBeat: null,
    otherHand: [],
    options: [{ id: '12', type: 'cards', cards: [{ rank: 14, suit: 'S' }] }],
    answers: ['12'],
    played: '12',
    gain: 15,
    ruling: 'R7',
  };

  it('positions saved by older versions still load', () => {
    expect(validPracticeStore(store([entry(older)]))?.entries[0].position).toEqual(older);
  });

  it('an auction position without its scene, or a scene with a bad figure, is refused whole: a clear message, nothing applied', () => {
    const auction: PracticePosition = {
      ...(older as unknown as PracticePosition),
      id: 'abc2',
      theme: 'auction',
      kind: 'take',
      trumps: { mine: null, theirs: null },
      trick: 0,
      tricksWon: [0, 0],
      options: [
        { id: 'take', type: 'choice', choice: 'take' },
        { id: 'cede', type: 'choice', choice: 'cede' },
      ],
      answers: ['cede'],
      played: 'take',
      ruling: null,
      auction: {
        number: 2,
        turnUp: [{ rank: 3, suit: 'D' }],
        bids: [
          { rank: 9, suit: 'C' },
          { rank: 4, suit: 'H' },
        ],
        theirTurnUps: [{ rank: 12, suit: 'S' }],
        theirBids: [{ rank: 8, suit: 'D' }],
        unseen: [{ rank: 5, suit: 'S' }],
        pile: [{ rank: 2, suit: 'C' }],
        totals: [120, 40],
        samples: 200,
        margin: 6.2,
        reason: { code: 'turn-up-idle', cards: [{ rank: 3, suit: 'D' }], points: [0, 0] },
      },
    };
    expect(validPracticeStore(store([entry(older), entry(auction)]))).not.toBeNull();
    const { auction: _scene, ...bare } = auction;
    const badFigure = { ...auction, auction: { ...auction.auction, samples: -1 } };
    const badChoice = { ...auction, options: [{ id: 'take', type: 'choice', choice: 'grab' }, auction.options[1]] };
    for (const bad of [bare, badFigure, badChoice]) {
      expect(validPracticeStore(store([entry(older), entry(bad)]))).toBeNull();
      const data = new Map([[PRACTICE_KEY, JSON.stringify(store([entry(older), entry(bad)]))]]);
      const storage: StorageLike = {
        getItem: (k) => data.get(k) ?? null,
        setItem: (k, v) => void data.set(k, v),
        removeItem: (k) => void data.delete(k),
      };
      const read = readPractice(storage);
      expect(read.damaged).toBe(true);
      expect(read.practice.entries).toEqual([]);
    }
    expect(learnWordsOf('ja', ['practice.damaged'])['practice.damaged']).toBeTruthy();
  });
});
