// The coach remarks on a costly bid as on a costly trump: from the auction judge's estimate, with its margin and sample, while the auction lasts.
import { describe, expect, it } from 'vitest';
import { judgeAuctionDecision } from '../../src/engine/ai/index.ts';
import type { Action } from '../../src/engine/index.ts';
import { COACHED_DEAL } from '../../src/components/learn/CoachedDeal.tsx';
import { COACH_JUDGE } from '../../src/components/learn/auctionJudgeClient.ts';
import { MIN_GAIN } from '../../src/components/practice/constants.ts';
import { viewBefore } from '../../src/components/learn/coachAuction.ts';
import { coachNotes, type AuctionNote } from '../../src/components/learn/coachNotes.ts';
import { coachProps } from '../../src/components/learn/islandProps.ts';
import { applyEntry, COMPUTER, currentState, HUMAN, startSession, truncateSession } from '../../src/components/play/session/session.ts';
import { legalActionsFor } from '../../src/engine/index.ts';

/** The first auction's bid ♣3 (the browser test makes the same), judged as the island judges it. */
function judgedBid(computerFirst: boolean) {
  let session = startSession(COACHED_DEAL);
  const computerBid = legalActionsFor(currentState(session), COMPUTER)[0];
  const bid: Action = { type: 'bid', player: HUMAN, card: { rank: 3, suit: 'C' } };
  session = computerFirst ? applyEntry(applyEntry(session, computerBid), bid) : applyEntry(session, bid);
  const at = session.entries.length - 1;
  const view = viewBefore(session, at)!;
  return { session, at, view, judgement: judgeAuctionDecision(view, bid, COACH_JUDGE) };
}

describe('the coach on a costly bid', () => {
  const first = judgedBid(false);

  it('judges the bid from the same view whichever side bid first in the sealed auction', () => {
    const second = judgedBid(true);
    expect(second.view).toEqual(first.view);
    expect(second.judgement).toEqual(first.judgement);
  });

  it('says what was better, by about how much, give or take, over how many hands; gone once the bid is taken back', () => {
    const { session, at, view, judgement } = first;
    // What the island needs to remark on it: clearly worse, and by enough points to be worth practising.
    expect(judgement.clearlyWorse).toBe(true);
    expect(judgement.cost).toBeGreaterThanOrEqual(MIN_GAIN);
    const note: AuctionNote = {
      at,
      number: view.auction.number,
      chosen: session.entries[at] as Action,
      best: judgement.best.action,
      cost: judgement.cost,
      margin: judgement.chosen.margin,
      samples: judgement.samples,
    };
    for (const lang of ['en', 'ja'] as const) {
      const { words } = coachProps(lang);
      const mistake = coachNotes(session, words, lang, null, note).mistake;
      expect(mistake?.phase).toBe('auction');
      expect(mistake?.keep).toBeNull();
      expect(mistake?.text).toContain(String(judgement.samples));
      expect(mistake?.text).toContain(String(Math.round(judgement.cost)));
      expect(mistake?.text).toContain(String(Math.max(1, Math.round(judgement.chosen.margin))));
      expect(mistake?.text).not.toMatch(/\{|coach\./);
    }
    const { words } = coachProps('en');
    expect(coachNotes(truncateSession(session, at), words, 'en', null, note).mistake).toBeNull();
  });
});
