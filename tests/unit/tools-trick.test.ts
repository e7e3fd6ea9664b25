// Trick resolver logic: links, problems, the engine's verdict with its R7 case, the follow's legality, the other reading.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCard, fullDeck, parseCard, parseCards } from '../../src/engine/cards';
import { isLegalFollow, resolveTrick } from '../../src/engine/tricks';
import type { Suit } from '../../src/engine/types';
import {
  R7_CASE,
  analyseTrick,
  describeTrick,
  trickProblems,
  trickStateFromParams,
  trickStateToParams,
  type TrickState,
} from '../../src/components/tools/trickLogic';
import { readParams, writeParams } from '../../src/components/tools/urlState';

const NAMES = ['lead', 'follow', 'leader', 'follower', 'hand', 'jokers'];
const EMPTY: TrickState = { lead: '', follow: '', leader: '', follower: '', hand: '', jokers: false };
const trick = (lead: string, follow: string, leader: string, follower: string, hand = '', jokers = false): TrickState => ({
  lead,
  follow,
  leader,
  follower,
  hand,
  jokers,
});

describe('trick resolver links', () => {
  it('round-trips ?lead=7S&follow=KS&leader=S&follower=H', () => {
    const search = '?lead=7S&follow=KS&leader=S&follower=H';
    const s = trickStateFromParams(readParams(search, NAMES), EMPTY);
    expect(s).toEqual(trick('7S', 'KS', 'S', 'H'));
    expect(writeParams('', NAMES, trickStateToParams(s))).toBe(search);
  });
});

describe('trick resolver verdicts', () => {
  // The worked examples of R7 in RULINGS.md: A's trump spades, B's hearts, A leads.
  const examples: [string, string, Suit, 'leader' | 'follower'][] = [
    ['10D', 'KC', 'H', 'leader'],
    ['10D', 'JS', 'H', 'leader'],
    ['10D', '4H', 'H', 'follower'],
    ['7S', '7H', 'H', 'leader'],
    ['7S', '10H', 'H', 'follower'],
    ['7S', 'KS', 'H', 'leader'],
    ['5D', '3D', 'D', 'follower'],
  ];
  for (const [lead, follow, followerTrump, winner] of examples) {
    it(`${lead} / ${follow} (follower's trump ${followerTrump}) → ${winner}`, () => {
      expect(describeTrick(analyseTrick(trick(lead, follow, 'S', followerTrump)), 'en').verdict).toBe(winner);
    });
  }
  it('always agrees with the engine, Jokers included, and cites the matching R7 case', () => {
    const deck = fullDeck(true);
    const suit = fc.constantFrom<Suit>('S', 'H', 'D', 'C');
    fc.assert(
      fc.property(fc.constantFrom(...deck), fc.constantFrom(...deck), suit, suit, (lead, follow, leader, follower) => {
        fc.pre(formatCard(lead) !== formatCard(follow));
        const view = describeTrick(analyseTrick(trick(formatCard(lead), formatCard(follow), leader, follower, '', true)), 'en');
        const engine = resolveTrick({ lead, follow, leaderTrump: leader, followerTrump: follower });
        expect(view.verdict).toBe(engine.winner);
        expect(view.reasons[0].cite?.[0].label).toBe(`R7, case ${R7_CASE[engine.reason]}`);
      }),
      { numRuns: 400 },
    );
  });
  it('names the other reading of R7 only when it changes the winner', () => {
    const plain = describeTrick(analyseTrick(trick('7S', 'KS', 'S', 'H')), 'en');
    expect(plain.reasons.some((r) => r.text.includes('Another reading'))).toBe(true);
    expect(plain.reasons.some((r) => r.text.includes('King of spades would win'))).toBe(true);
    const lower = describeTrick(analyseTrick(trick('7S', '3S', 'S', 'H')), 'en');
    expect(lower.reasons.some((r) => r.text.includes('Another reading'))).toBe(false);
    const ja = describeTrick(analyseTrick(trick('7S', 'KS', 'S', 'H')), 'ja');
    expect(ja.reasons.some((r) => r.text.includes('別の読み方'))).toBe(true);
  });
  it('cites R10 when a Joker is in the trick', () => {
    const view = describeTrick(analyseTrick(trick('RJ', '2H', 'S', 'H', '', true)), 'en');
    expect(view.verdict).toBe(resolveTrick({ lead: parseCard('RJ'), follow: parseCard('2H'), leaderTrump: 'S', followerTrump: 'H' }).winner);
    expect(view.reasons.flatMap((r) => r.cite ?? []).some((c) => c.rule === 10)).toBe(true);
  });
});

describe('follow legality', () => {
  it('matches the engine’s isLegalFollow for the follower’s hand (the follow counted in it)', () => {
    const cases: [string, string, string, boolean][] = [
      ['7S', '2H', 'KS 2H', false],
      ['7S', '2H', '2H 3D', true],
      ['7S', 'KS', 'KS 2H', true],
      ['RJ', '2H', 'KS 2H', false],
    ];
    for (const [lead, follow, hand, legal] of cases) {
      const a = analyseTrick(trick(lead, follow, 'S', 'H', hand, true));
      expect(a.legality === 'illegal').toBe(!legal);
      expect(isLegalFollow(parseCards(hand), parseCard(lead), 'S', parseCard(follow))).toBe(legal);
    }
    const joker = analyseTrick(trick('7S', 'BJ', 'S', 'H', 'KS', true));
    expect(joker.legality).toBe('joker');
    expect(describeTrick(joker, 'en').reasons.at(-1)?.cite).toEqual([{ rule: 10 }]);
  });
  it('warns in words when the follow was not legal', () => {
    const view = describeTrick(analyseTrick(trick('7S', '2H', 'S', 'H', 'KS')), 'ja');
    const last = view.reasons.at(-1);
    expect(last?.tone).toBe('warning');
    expect(last?.text).toContain('マストフォロー');
  });
});

describe('trick resolver problems', () => {
  it('names bad tokens, bad suits and a lead also listed in the hand', () => {
    const a = analyseTrick(trick('7S', 'QQ', 'S', 'Z', '7S 2C'));
    const p = trickProblems(a, 'en');
    expect(p.follow).toEqual(['“QQ” is not a card.']);
    expect(p.follower).toEqual(['“Z” is not a suit: use S, H, D or C.']);
    expect(p.hand[0]).toContain('Lead');
    expect(describeTrick(a, 'en').verdict).toBe('');
  });
});
