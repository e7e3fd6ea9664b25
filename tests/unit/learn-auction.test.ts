// The auction-judgement lesson: its answer key is the judge's own estimate, reproducible from its seeds, and each exercise is graded by it.
import { describe, expect, it } from 'vitest';
import { AUCTION_LESSON_KEY } from '../../src/components/learn/auctionLessonKey.ts';
import { isWithinMargin, judgePlace, placeKey, placeView, type JudgedPlace } from '../../src/components/learn/auctionChoice.ts';
import { AUCTION_LESSON_PLACES } from '../../src/components/learn/auctionPlaces.ts';
import { questionOf } from '../../src/components/learn/course.ts';
import { lessonBySlug } from '../../src/components/learn/lessons.ts';

const KEY: Readonly<Record<string, JudgedPlace>> = AUCTION_LESSON_KEY;

describe('the auction-judgement lesson', () => {
  it('shows every position of the answer key, one exercise each', () => {
    const lesson = lessonBySlug('auction-judgement');
    expect(lesson?.exercises.map((e) => e.task)).toEqual(AUCTION_LESSON_PLACES.map((p) => ({ kind: 'auction-choice', ...p })));
    expect(Object.keys(KEY).sort()).toEqual(AUCTION_LESSON_PLACES.map(placeKey).sort());
  });

  // One bid and one take-or-cede judged again (the others run the same code): a key left stale by a change to the judge fails here.
  for (const place of [AUCTION_LESSON_PLACES.find((p) => p.step === 'bid')!, AUCTION_LESSON_PLACES.find((p) => p.step === 'take')!]) {
    it(`${placeKey(place)}: the answer key is what the judge gives again from the same seed and work (else run scripts/auction-lesson.ts)`, () => {
      expect(judgePlace(place)).toEqual(KEY[placeKey(place)]);
    });
  }

  AUCTION_LESSON_PLACES.forEach((place, i) => {
    it(`${placeKey(place)}: graded by the estimate, the best right, every choice within its margin right, and one at least wrong`, () => {
      const q = questionOf(`auction-judgement-${i + 1}`);
      const key = KEY[placeKey(place)];
      const view = placeView(place);
      expect(q.options).toHaveLength(view.legalActions.length);
      expect(q.answer).toEqual([key.choices[0].id]);
      for (const o of q.options) expect(q.grade([o.id]), o.id).toBe(isWithinMargin(key, o.id));
      expect(q.options.some((o) => !q.grade([o.id]))).toBe(true);
      // Each wrong choice says how much worse it came out, with its margin.
      for (const o of q.options.filter((x) => !q.grade([x.id]))) {
        const note = q.misses?.selections?.[o.id];
        expect(note?.key).toBe('miss.auction-choice');
        const c = key.choices.find((x) => x.id === o.id)!;
        expect(note?.params.loss).toBe(Math.round(key.choices[0].mean - c.mean));
      }
    });
  });

  // What the lesson's pages say of each position (src/content/docs/learn/auction-judgement.mdx and its Japanese twin).
  it("what the pages say of each position holds: the cards' facts and the estimate's verdicts", () => {
    const q = (n: number) => questionOf(`auction-judgement-${n}`);
    const right = (n: number) =>
      q(n)
        .options.filter((o) => q(n).grade([o.id]))
        .map((o) => o.id);
    const facts = [1, 2, 3, 4, 5, 6].map((n) => q(n).why.key.replace('why.auction-choice.', ''));
    expect(facts).toEqual(['turn-up-idle', 'turn-up-idle', 'turn-up-idle', 'turn-up-idle', 'their-melds', 'worth-more']);
    // 1: ♦4 first; the Aces, the King and every card of a meld (four Sixes, ♠5 to ♠9) clearly worse.
    expect(q(1).answer).toEqual(['4D']);
    for (const id of ['AS', 'AC', 'KC', '6S', '6H', '6C', '6D', '5S', '7S', '8S', '9S']) expect(q(1).grade([id]), id).toBe(false);
    // 2: only ♣4 right.
    expect(right(2)).toEqual(['4C']);
    // 3 and 4: the turn-up ♣2, ceding right and taking clearly worse.
    for (const n of [3, 4]) {
      expect(q(n).scene.find((s) => s.label === 'scene.turnUp')?.cards).toEqual([{ rank: 2, suit: 'C' }]);
      expect(right(n)).toEqual(['cede']);
    }
    // 5: ♥A melds with ♠A and ♣A, which they took; every card from the Jacks down clearly worse.
    expect(q(5).why.params.cards).toEqual({
      cards: [
        { rank: 14, suit: 'S' },
        { rank: 14, suit: 'C' },
      ],
    });
    const low = q(5).options.filter((o) => o.view.type === 'card' && 'rank' in o.view.card && o.view.card.rank <= 11);
    expect(low.length).toBeGreaterThan(0);
    for (const o of low) expect(q(5).grade([o.id]), o.id).toBe(false);
    // 6: ♠10 is worth 10 meld points to you and 30 to the other player (with ♦10 and ♥10); taking it right, ceding clearly worse.
    expect(q(6).why.params).toMatchObject({ mine: 10, theirs: 30 });
    expect(right(6)).toEqual(['take']);
  });
});
