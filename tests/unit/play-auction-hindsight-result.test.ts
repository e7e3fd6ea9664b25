// The review's hindsight line in words: labelled as hindsight in both languages, a figure in points with its margin, how it was played out, and never "exact".
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../src/engine/index.ts';
import type { Action } from '../../src/engine/index.ts';
import type { AuctionReviewItem, Hindsight } from '../../src/engine/ai/index.ts';
import { hindsightGain, hindsightText } from '../../src/components/play/review/auctionHindsightResult.ts';
import { reviewResultEn } from '../../src/i18n/review-result-en.ts';
import { reviewResultJa } from '../../src/i18n/review-result-ja.ts';

const bid = (card: string): Action => ({ type: 'bid', player: 0, card: parseCard(card) });

const item = {
  phase: 'auction',
  kind: 'bid',
  number: 4,
  index: 5,
  chosen: bid('AS'),
  best: bid('9S'),
  chosenIsBest: false,
  cost: 34.6,
  margin: 8.2,
  samples: 640,
  clearlyWorse: true,
  choices: [
    { action: bid('9S'), mean: 20, margin: 6, samples: 640 },
    { action: bid('AS'), mean: -14.6, margin: 8.2, samples: 640 },
  ],
  facts: { turnUp: parseCard('2D'), won: true, otherTookTurnUp: false, received: null, meldsAfterChosen: 0, meldsAfterBest: 0 },
} as const satisfies AuctionReviewItem;

const hindsight = (gain: number, otherBidKept = true): Hindsight => ({
  chosen: bid('AS'),
  alternative: bid('9S'),
  gain,
  margin: 6.3,
  playouts: 1000,
  otherBidKept,
});

describe('hindsight words', () => {
  it('both languages have every hindsight key', () => {
    const keys = (words: object) => Object.keys(words).filter((key) => key.startsWith('hindsight.'));
    expect(keys(reviewResultEn).length).toBeGreaterThan(5);
    expect(keys(reviewResultJa)).toEqual(keys(reviewResultEn));
    // The same placeholders on both sides.
    const slots = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();
    for (const key of keys(reviewResultEn) as (keyof typeof reviewResultEn)[])
      expect(slots(reviewResultJa[key]), key).toEqual(slots(reviewResultEn[key]));
  });

  it('labels the line as hindsight and names what the best choice would have gained, with its margin and how it was played out', () => {
    const en = hindsightText(item, hindsight(41.4), 'en');
    expect(en.label).toBe('In hindsight');
    expect(en.text).toBe(
      'With the cards as they lay, bidding the Nine of spades instead would have given you about 41 ± 7 points more. Both choices were played out 1000 times on the other player’s actual hand, their actual bid in this auction and the actual stock, the rest of the deal by the computer’s quick rules of thumb, so this too is an estimate.',
    );
    expect(hindsightGain(hindsight(41.4))).toBe(41);
    const ja = hindsightText(item, hindsight(41.4), 'ja');
    expect(ja.label).toBe('結果から見ると');
    expect(ja.text).toContain('スペードの9の入札のほうが、点差でおよそ41±7点よい結果');
    expect(ja.text).toContain('この競りでの相手の実際の入札');
    for (const line of [en, ja]) expect(`${line.label}${line.text}`).not.toMatch(/exact|正確/i);
  });

  it('says when the choice made did better with these cards, or about as well', () => {
    expect(hindsightText(item, hindsight(-20), 'en').text).toMatch(
      /^With the cards as they lay, your choice did better than bidding the Nine of spades, by about 20 ± 7 points/,
    );
    expect(hindsightText(item, hindsight(-20), 'ja').text).toContain('あなたの選択のほうがスペードの9の入札より、点差でおよそ20±7点');
    expect(hindsightText(item, hindsight(3, false), 'en').text).toMatch(
      /would have done about as well: a difference of about 3 ± 7 points\. Both choices were played out 1000 times on the other player’s actual hand and the actual stock/,
    );
    expect(hindsightText(item, hindsight(3), 'ja').text).toContain('ほぼ同じ結果でした（差は点差でおよそ3±7点）');
  });
});
