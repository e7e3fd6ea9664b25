// The review's words for the auction: each judged decision with its estimate, margin and sample, a plain reason where the deal shows one, and where the deal was decided.
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../src/engine/index.ts';
import type { Action, DealRecord } from '../../src/engine/index.ts';
import type { AuctionReviewItem } from '../../src/engine/ai/index.ts';
import type { DeclarationReview } from '../../src/engine/solver/index.ts';
import { auctionCost, auctionItemText, decidedText, phaseLosses } from '../../src/components/play/review/auctionReviewResult.ts';

const bid = (card: string): Action => ({ type: 'bid', player: 0, card: parseCard(card) });

function bidItem(o: {
  chosen: string;
  best: string;
  cost: number;
  margin: number;
  won: boolean;
  melds?: [number, number];
}): AuctionReviewItem {
  const chosen = bid(o.chosen);
  const best = bid(o.best);
  return {
    phase: 'auction',
    kind: 'bid',
    number: 4,
    index: 5,
    chosen,
    best,
    chosenIsBest: o.chosen === o.best,
    cost: o.cost,
    margin: o.margin,
    samples: 640,
    clearlyWorse: o.cost > o.margin,
    choices: [
      { action: best, mean: 10, margin: 5, samples: 640 },
      ...(o.chosen === o.best ? [] : [{ action: chosen, mean: 10 - o.cost, margin: o.margin, samples: 640 }]),
    ],
    facts: {
      turnUp: parseCard('2D'),
      won: o.won,
      otherTookTurnUp: !o.won,
      received: o.won ? parseCard('2D') : parseCard('7C'),
      meldsAfterChosen: o.melds?.[0] ?? 40,
      meldsAfterBest: o.melds?.[1] ?? 40,
    },
  };
}

/** A deal record with only what the sentence on where the deal was decided reads: the auctions' winners and the scores. */
function dealOf(winners: (0 | 1)[], total: [number, number]): DealRecord {
  return { auctions: winners.map((winner) => ({ winner })), score: { total } } as unknown as DealRecord;
}

describe('auction review words', () => {
  it('a clearly worse bid shows the estimate, its margin and its sample, and the points it cost', () => {
    const item = bidItem({ chosen: 'AS', best: '3C', cost: 34.6, margin: 8.2, won: true });
    expect(auctionCost(item)).toBe(35);
    expect(auctionItemText(item, 'en')).toBe(
      'Auction 4: You bid the Ace of spades. ✗ Better was bidding the Three of clubs: about −35 ± 9 points for you, over 640 possible hands of the other player. The Ace of spades won you the Two of diamonds, but kept in hand it was worth more to you than the turn-up.',
    );
    expect(auctionItemText(item, 'ja')).toContain('およそ−35±9点');
    expect(auctionItemText(item, 'ja')).toContain('640通り');
  });

  it('says a bid broke up the melds when the hand kept scored less than after the best bid', () => {
    const item = bidItem({ chosen: 'AS', best: '3C', cost: 50, margin: 10, won: false, melds: [15, 40] });
    expect(auctionItemText(item, 'en')).toContain(
      'The melds left in your hand scored 15 after bidding the Ace of spades, against 40 after bidding the Three of clubs.',
    );
  });

  it('a choice within the margin of the best costs 0 and says so; the best choice costs 0', () => {
    const close = bidItem({ chosen: 'KS', best: '3C', cost: 4, margin: 9, won: true });
    expect(auctionCost(close)).toBe(0);
    expect(auctionItemText(close, 'en')).toContain(
      '✓ As good as the best choice found (bidding the Three of clubs) within the estimate’s margin',
    );
    const best = bidItem({ chosen: '3C', best: '3C', cost: 0, margin: 12, won: false });
    expect(auctionCost(best)).toBe(0);
    expect(auctionItemText(best, 'en')).toBe(
      'Auction 4: You bid the Three of clubs. ✓ The best choice found, over 640 possible hands of the other player.',
    );
  });

  it('names the phase that lost the most, with the auctions won when it is the auction', () => {
    const items = [bidItem({ chosen: 'AS', best: '3C', cost: 40, margin: 8, won: true })];
    const declaration = { exact: true, gain: 10 } as DeclarationReview;
    const losses = phaseLosses(items, { tricks: 0, playOff: 0 }, declaration);
    expect(losses).toEqual({ auction: 40, melds: 10, tricks: 0, playOff: 0 });
    const lostDeal = dealOf([0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], [70, 430]);
    expect(decidedText(losses, lostDeal, 0, 'en')).toBe(
      'This deal was lost in the auction. You won 3 of 13 auctions, and your choices there cost about 40 points. The tricks and the play-off were played as well as they could be.',
    );
    expect(decidedText(losses, lostDeal, 0, 'ja')).toBe(
      'このディールは競りで負けました。あなたは13回の競りのうち3回に勝ち、競りでの選択でおよそ40点の点差を失いました。トリックとプレイオフは、できるかぎり最善に打てていました。',
    );
    const tricks = phaseLosses([], { tricks: 20, playOff: 5 }, null);
    expect(decidedText(tricks, dealOf([1], [200, 100]), 0, 'en')).toBe(
      'You won this deal; most of the points you gave away went in the tricks.',
    );
    expect(decidedText(phaseLosses([], { tricks: 0, playOff: 0 }, null), dealOf([1], [0, 100]), 0, 'en')).toMatch(
      /^None of your decisions/,
    );
  });
});
