// The auction-judgement lesson: its answer key is the judge's own estimate, reproducible from its seeds, and each exercise is graded by it.
import { describe, expect, it } from 'vitest';
import judged from '../../src/components/learn/auction-lesson.json';
import { isWithinMargin, judgePlace, placeKey, placeView, type JudgedPlace } from '../../src/components/learn/auctionChoice';
import { AUCTION_LESSON_PLACES } from '../../src/components/learn/auctionPlaces';
import { questionOf } from '../../src/components/learn/course';
import { lessonBySlug } from '../../src/components/learn/lessons';

const KEY: Readonly<Record<string, JudgedPlace>> = judged;

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
});
