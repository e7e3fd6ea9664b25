// Trick resolver logic: links (with &rule=summary), problems, the engine's verdict with its case under R7 or R7-S,
// the line naming the other rule's winner, and the follow's legality under R10.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCard, fullDeck, isJoker, isLegalFollow, parseCard, parseCards, resolveTrick } from '../../src/engine/index.ts';
import type { Card, Suit, TrickRule } from '../../src/engine/index.ts';
import {
  R7S_CASE,
  R7_CASE,
  analyseTrick,
  describeTrick,
  readTrickRule,
  trickProblems,
  trickStateFromParams,
  trickStateToParams,
  type TrickState,
} from '../../src/components/tools/trickLogic.ts';
import { readParams, writeParams } from '../../src/components/tools/urlState.ts';

const NAMES = ['lead', 'follow', 'leader', 'follower', 'hand', 'jokers', 'rule'];
const EMPTY: TrickState = { lead: '', follow: '', leader: '', follower: '', hand: '', jokers: false, rule: '' };
const trick = (lead: string, follow: string, leader: string, follower: string, hand = '', jokers = false, rule = ''): TrickState => ({
  lead,
  follow,
  leader,
  follower,
  hand,
  jokers,
  rule,
});
const texts = (state: TrickState, lang: 'en' | 'ja' = 'en') => describeTrick(analyseTrick(state), lang).reasons.map((r) => r.text);

describe('trick resolver links', () => {
  it('round-trips ?lead=7S&follow=KS&leader=S&follower=H (R7, no rule in the link)', () => {
    const search = '?lead=7S&follow=KS&leader=S&follower=H';
    const s = trickStateFromParams(readParams(search, NAMES), EMPTY);
    expect(s).toEqual(trick('7S', 'KS', 'S', 'H'));
    expect(writeParams('', NAMES, trickStateToParams(s))).toBe(search);
  });
  it('round-trips &rule=summary and judges under R7-S', () => {
    const search = '?lead=7S&follow=KS&leader=S&follower=H&rule=summary';
    const s = trickStateFromParams(readParams(search, NAMES), EMPTY);
    expect(s.rule).toBe('summary');
    expect(writeParams('', NAMES, trickStateToParams(s))).toBe(search);
    expect(analyseTrick(s).rule).toBe('summary');
    expect(describeTrick(analyseTrick(s), 'en').verdict).toBe('leader');
  });
  it('reads rule=parlett as R7 and leaves it out of the link', () => {
    const s = trickStateFromParams(readParams('?lead=7S&follow=KS&leader=S&follower=H&rule=parlett', NAMES), EMPTY);
    expect(analyseTrick(s).rule).toBe('parlett');
    expect(trickStateToParams(s).rule).toBeUndefined();
  });
  it('accepts the ruling names in any case and refuses anything else', () => {
    expect(readTrickRule(' R7-S ')).toBe('summary');
    expect(readTrickRule('Summary')).toBe('summary');
    expect(readTrickRule('r7')).toBe('parlett');
    expect(readTrickRule('')).toBe('parlett');
    expect(readTrickRule('japanese')).toBeNull();
  });
});

describe('a bad rule in the link', () => {
  const bad = trickStateFromParams(readParams('?lead=7S&follow=KS&leader=S&follower=H&rule=house', NAMES), EMPTY);
  it('is named in words in English and Japanese, and no verdict is given', () => {
    const a = analyseTrick(bad);
    expect(trickProblems(a, 'en').rule).toEqual(['“house” is not a trick rule: use parlett (R7) or summary (R7-S).']);
    expect(trickProblems(a, 'ja').rule[0]).toContain('「house」はトリックのルールではありません');
    const view = describeTrick(a, 'en');
    expect(view.verdict).toBe('');
    expect(view.headline).not.toBe('');
  });
  it('stays in the link so the message stays on screen', () => {
    expect(trickStateToParams(bad).rule).toBe('house');
  });
  it('does not crash on hostile text', () => {
    const a = analyseTrick(trick('7S', 'KS', 'S', 'H', '', false, '<script>alert(1)</script>'));
    expect(trickProblems(a, 'en').rule[0]).toContain('is not a trick rule');
  });
});

describe('trick resolver verdicts: the examples of RULINGS.md (A’s trump ♠, B’s ♥ unless stated, A leads)', () => {
  const examples: [string, string, Suit, 'leader' | 'follower', 'leader' | 'follower'][] = [
    // lead, follow, follower's trump, winner under R7, winner under R7-S
    ['10D', 'KC', 'H', 'leader', 'leader'],
    ['10D', 'JS', 'H', 'leader', 'leader'],
    ['10D', '4H', 'H', 'follower', 'follower'],
    ['7S', '7H', 'H', 'leader', 'leader'],
    ['7S', '10H', 'H', 'follower', 'follower'],
    ['7S', 'KS', 'H', 'follower', 'leader'],
    ['5D', '3D', 'D', 'leader', 'follower'],
  ];
  for (const [lead, follow, followerTrump, r7, r7s] of examples) {
    it(`${lead} / ${follow} (B’s trump ${followerTrump}): R7 → ${r7}, R7-S → ${r7s}`, () => {
      expect(describeTrick(analyseTrick(trick(lead, follow, 'S', followerTrump)), 'en').verdict).toBe(r7);
      expect(describeTrick(analyseTrick(trick(lead, follow, 'S', followerTrump, '', false, 'summary')), 'en').verdict).toBe(r7s);
    });
  }
  it('cites R7 case 1 when the follower follows suit, and R7-S case 1 under the summary', () => {
    const r7 = describeTrick(analyseTrick(trick('7S', 'KS', 'S', 'H')), 'en');
    expect(r7.reasons[0].cite?.[0]).toEqual({ rule: 7, label: 'R7, case 1' });
    const r7s = describeTrick(analyseTrick(trick('7S', 'KS', 'S', 'H', '', false, 'summary')), 'ja');
    expect(r7s.reasons[0].cite?.[0]).toEqual({ rule: 'r7-s', label: 'R7-S・第1項' });
  });
});

describe('the line naming the other rule’s winner', () => {
  const other = (state: TrickState) =>
    describeTrick(analyseTrick(state), 'en').reasons.filter((r) => /^Under (the house rule|Parlett)/.test(r.text));
  it('kind 1: the follower follows suit in the leader’s trump suit with a higher card', () => {
    const lines = other(trick('7S', 'KS', 'S', 'H'));
    expect(lines.map((l) => l.text)).toEqual([
      'Under the house rule, the Japanese summary’s reading, the Seven of spades would win instead',
    ]);
    expect(lines[0].cite).toEqual([{ rule: 'r7-s', label: 'R7-S' }]);
  });
  it('kind 2: the follower follows suit in their own trump suit with a lower card', () => {
    expect(texts(trick('5D', '3D', 'S', 'D'))).toContain(
      'Under the house rule, the Japanese summary’s reading, the Three of diamonds would win instead',
    );
  });
  it('kind 3: a led Joker followed by a card of the leader’s trump suit', () => {
    expect(texts(trick('RJ', '2S', 'S', 'H', '', true))).toContain(
      'Under the house rule, the Japanese summary’s reading, the Red Joker would win instead',
    );
  });
  it('under &rule=summary the line names what R7 would say', () => {
    expect(texts(trick('7S', 'KS', 'S', 'H', '', false, 'summary'))).toContain(
      'Under Parlett’s text, the site’s default, the King of spades would win instead',
    );
    expect(
      texts(trick('7S', 'KS', 'S', 'H', '', false, 'summary'), 'ja').some((t) => t.startsWith('英語の原文どおり（このサイトの標準）なら')),
    ).toBe(true);
  });
  it('is absent when both rules agree', () => {
    expect(other(trick('7S', '3S', 'S', 'H'))).toEqual([]);
    expect(other(trick('10D', '4H', 'S', 'H'))).toEqual([]);
    expect(other(trick('7S', '3S', 'S', 'H', '', false, 'summary'))).toEqual([]);
  });
  it('appears for every lead, follow and pair of trumps, Jokers included, exactly when the engine’s two rules disagree', () => {
    const deck = fullDeck(true);
    const suits: Suit[] = ['S', 'H', 'D', 'C'];
    let differences = 0;
    for (const lead of deck) {
      for (const follow of deck) {
        if (formatCard(lead) === formatCard(follow)) continue;
        for (const leader of suits) {
          for (const follower of suits) {
            const p = resolveTrick({ lead, follow, leaderTrump: leader, followerTrump: follower, rule: 'parlett' });
            const s = resolveTrick({ lead, follow, leaderTrump: leader, followerTrump: follower, rule: 'summary' });
            const a = analyseTrick(trick(formatCard(lead), formatCard(follow), leader, follower, '', true));
            expect(a.result?.winner).toBe(p.winner);
            expect(a.alternativeWinner).toBe(p.winner === s.winner ? null : s.winner);
            if (p.winner !== s.winner) differences += 1;
          }
        }
      }
    }
    // The three kinds found above, counted over 54 × 53 cards and 16 pairs of trumps.
    expect(differences).toBe(936 + 936 + 312);
  });
});

describe('the verdict always agrees with the engine under either rule', () => {
  it('Jokers included, citing the matching case of R7 or R7-S', () => {
    const deck = fullDeck(true);
    const suit = fc.constantFrom<Suit>('S', 'H', 'D', 'C');
    const rule = fc.constantFrom<TrickRule>('parlett', 'summary');
    fc.assert(
      fc.property(fc.constantFrom(...deck), fc.constantFrom(...deck), suit, suit, rule, (lead: Card, follow: Card, leader, follower, r) => {
        fc.pre(formatCard(lead) !== formatCard(follow));
        const view = describeTrick(analyseTrick(trick(formatCard(lead), formatCard(follow), leader, follower, '', true, r)), 'en');
        const engine = resolveTrick({ lead, follow, leaderTrump: leader, followerTrump: follower, rule: r });
        expect(view.verdict).toBe(engine.winner);
        expect(view.reasons[0].cite?.[0].label).toBe(
          r === 'parlett' ? `R7, case ${R7_CASE[engine.reason]}` : `R7-S, case ${R7S_CASE[engine.reason]}`,
        );
        if (isJoker(lead) || isJoker(follow)) expect(view.reasons.flatMap((x) => x.cite ?? []).some((c) => c.rule === 10)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});

describe('follow legality (R10: a Joker obeys follow-suit)', () => {
  it('matches the engine’s isLegalFollow for the follower’s hand (the follow counted in it)', () => {
    const cases: [string, string, string, boolean][] = [
      ['7S', '2H', 'KS 2H', false],
      ['7S', '2H', '2H 3D', true],
      ['7S', 'KS', 'KS 2H', true],
      ['RJ', '2H', 'KS 2H', false],
      ['7S', 'BJ', 'KS BJ', false],
      ['7S', 'BJ', '2H BJ', true],
      ['RJ', 'BJ', 'KS BJ', false],
      ['RJ', 'BJ', '2H BJ', true],
    ];
    for (const [lead, follow, hand, legal] of cases) {
      const a = analyseTrick(trick(lead, follow, 'S', 'H', hand, true));
      expect(a.legality === 'illegal' || a.legality === 'illegal-joker', `${lead} ${follow} ${hand}`).toBe(!legal);
      expect(isLegalFollow(parseCards(hand), parseCard(lead), 'S', parseCard(follow))).toBe(legal);
    }
  });
  it('calls a Joker played by a follower who held the suit led illegal, citing R10, in both languages', () => {
    const a = analyseTrick(trick('7S', 'BJ', 'S', 'H', 'KS', true));
    expect(a.legality).toBe('illegal-joker');
    const view = describeTrick(a, 'en');
    expect(view.verdict).toBe('illegal');
    expect(view.headline).toBe('The follow is not legal, so the trick has no winner');
    expect(view.reasons).toHaveLength(1);
    const en = view.reasons[0];
    expect(en?.tone).toBe('warning');
    expect(en?.text).toBe('The follower held ♠ spades, and a Joker may be played only by a player who cannot follow suit');
    expect(en?.cite).toEqual([{ rule: 10 }]);
    expect(describeTrick(a, 'ja').reasons.at(-1)?.text).toContain('ジョーカーは出せません');
  });
  it('accepts a Joker from a follower void in the suit led, citing R10', () => {
    const a = analyseTrick(trick('7S', 'BJ', 'S', 'H', '2H 9D', true));
    expect(a.legality).toBe('joker');
    const last = describeTrick(a, 'en').reasons.at(-1);
    expect(last?.tone).toBeUndefined();
    expect(last?.cite).toEqual([{ rule: 10 }]);
  });
  it('treats a led Joker as the leader’s trump suit: a spade follows suit, and wins under R7', () => {
    const a = analyseTrick(trick('RJ', '2S', 'S', 'H', '2S 4H', true));
    expect(a.legality).toBe('followed');
    expect(a.result?.winner).toBe('follower');
  });
  it('gives an illegal follow no winner: the headline says so first, and no sentence names a winner', () => {
    const state = trick('9D', '9S', 'S', 'S', '9S 2D');
    expect(analyseTrick(state).result?.winner).toBe('follower'); // as if it were legal, the follower's trump would win
    for (const lang of ['en', 'ja'] as const) {
      const view = describeTrick(analyseTrick(state), lang);
      expect(view.verdict).toBe('illegal');
      expect(view.headline).toBe(
        lang === 'en' ? 'The follow is not legal, so the trick has no winner' : '2番手の札は反則なので、このトリックに勝ち負けはつきません',
      );
      expect(view.reasons.map((r) => r.tone)).toEqual(['warning']);
      expect(view.reasons[0]?.text).toContain(lang === 'en' ? 'had to follow suit' : 'マストフォロー');
      expect([view.headline, ...view.reasons.map((r) => r.text)].join(' ')).not.toMatch(/wins|勝ち(?!負け)/);
    }
  });
});

describe('trick resolver problems', () => {
  it('names bad tokens, bad suits and a lead also listed in the hand', () => {
    const a = analyseTrick(trick('7S', 'QQ', 'S', 'Z', '7S 2C'));
    const p = trickProblems(a, 'en');
    expect(p.follow).toEqual(['“QQ” is not a card.']);
    expect(p.follower).toEqual(['“Z” is not a suit: use S, H, D or C.']);
    expect(p.hand[0]).toContain('Lead');
    expect(p.rule).toEqual([]);
    expect(describeTrick(a, 'en').verdict).toBe('');
  });
});
