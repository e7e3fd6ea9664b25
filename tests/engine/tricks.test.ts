// Trick resolution under R7 (Parlett's text, default) and R7-S (the summary's reading), Jokers in tricks (R10), and follow-suit legality.
import { describe, expect, it } from 'vitest';
import {
  fullDeck,
  isLegalFollow,
  legalTrickPlays,
  mustFollowSuit,
  parseCard,
  parseCards,
  resolveTrick,
  SUITS,
  TRICK_REASONS,
  TRICK_RULES,
} from '../../src/engine/index.ts';
import type { Suit, TrickRule } from '../../src/engine/index.ts';

const trick = (lead: string, follow: string, leaderTrump: Suit, followerTrump: Suit, rule?: TrickRule) =>
  resolveTrick({ lead: parseCard(lead), follow: parseCard(follow), leaderTrump, followerTrump, ...(rule ? { rule } : {}) });

// RULINGS §5: every example of R7 with the winner under R7 (Parlett) and under R7-S (the summary's reading).
const EXAMPLES = [
  // lead, follow, B's trump, R7 winner and reason, R7-S winner and reason
  ['10D', 'KC', 'H', 'leader', 'off-suit', 'leader', 'off-suit'],
  ['10D', 'JS', 'H', 'leader', 'off-suit', 'leader', 'off-suit'],
  ['10D', '4H', 'H', 'follower', 'only-trump', 'follower', 'only-trump'],
  ['7S', '7H', 'H', 'leader', 'both-trumps-equal-leader', 'leader', 'both-trumps-equal-leader'],
  ['7S', '10H', 'H', 'follower', 'both-trumps-higher', 'follower', 'both-trumps-higher'],
  ['7S', 'KS', 'H', 'follower', 'suit-led-higher', 'leader', 'only-trump'],
  ['5D', '3D', 'D', 'leader', 'suit-led-higher', 'follower', 'only-trump'],
] as const;

describe('R7 who wins a trick: the RULINGS examples (A trump ♠, A leads; B trump ♥, or ♦ for ♦5 / ♦3)', () => {
  it.each(EXAMPLES)('R7: %s / %s with B’s trump %s → %s (%s)', (lead, follow, bTrump, winner, reason) => {
    expect(trick(lead, follow, 'S', bTrump, 'parlett')).toEqual({ winner, reason });
  });

  it.each(EXAMPLES)('R7 is the default: %s / %s with B’s trump %s → %s', (lead, follow, bTrump, winner, reason) => {
    expect(trick(lead, follow, 'S', bTrump)).toEqual({ winner, reason });
  });

  it.each(EXAMPLES)('R7-S: %s / %s with B’s trump %s → %5$s', (lead, follow, bTrump, _w, _r, winner, reason) => {
    expect(trick(lead, follow, 'S', bTrump, 'summary')).toEqual({ winner, reason });
  });

  it('R7: ♠7 / ♠K → B, B followed suit and ranks decide (R7-S gives it to A)', () => {
    expect(trick('7S', 'KS', 'S', 'H').winner).toBe('follower');
    expect(trick('7S', 'KS', 'S', 'H', 'summary').winner).toBe('leader');
  });

  it('R7: ♦5 / ♦3 with B’s trump ♦ → A, B followed suit and ranks decide (R7-S gives it to B)', () => {
    expect(trick('5D', '3D', 'S', 'D').winner).toBe('leader');
    expect(trick('5D', '3D', 'S', 'D', 'summary').winner).toBe('follower');
  });

  it('refuses an unknown rule with invalid-argument', () => {
    expect(() => trick('5D', '3D', 'S', 'D', 'japanese' as TrickRule)).toThrow(expect.objectContaining({ code: 'invalid-argument' }));
  });
});

describe('R7 every branch (Parlett’s text)', () => {
  it('1. following suit: the higher rank wins, whoever’s trump the suit is', () => {
    expect(trick('9C', 'JC', 'S', 'H')).toEqual({ winner: 'follower', reason: 'suit-led-higher' });
    expect(trick('9C', '8C', 'S', 'H')).toEqual({ winner: 'leader', reason: 'suit-led-higher' });
    expect(trick('2S', 'AS', 'S', 'H')).toEqual({ winner: 'follower', reason: 'suit-led-higher' });
    expect(trick('AH', '2H', 'S', 'H')).toEqual({ winner: 'leader', reason: 'suit-led-higher' });
    expect(trick('QS', 'KS', 'S', 'S')).toEqual({ winner: 'follower', reason: 'suit-led-higher' });
  });

  it('2. another suit wins only as the follower’s trump: to a plain lead, or outranking a led trump', () => {
    expect(trick('AD', '2H', 'S', 'H')).toEqual({ winner: 'follower', reason: 'only-trump' });
    expect(trick('QS', 'KH', 'S', 'H')).toEqual({ winner: 'follower', reason: 'both-trumps-higher' });
    expect(trick('QS', 'JH', 'S', 'H')).toEqual({ winner: 'leader', reason: 'both-trumps-higher' });
    expect(trick('QS', 'QH', 'S', 'H')).toEqual({ winner: 'leader', reason: 'both-trumps-equal-leader' });
  });

  it('3. otherwise the leader wins (a discard that is not the follower’s trump)', () => {
    expect(trick('9C', 'AD', 'S', 'H')).toEqual({ winner: 'leader', reason: 'off-suit' });
    expect(trick('2S', 'AD', 'S', 'H')).toEqual({ winner: 'leader', reason: 'off-suit' });
  });

  it('uses only the codes of TRICK_REASONS, and every code occurs under each rule', () => {
    const deck = fullDeck(true);
    for (const rule of TRICK_RULES) {
      const seen = new Set<string>();
      for (const lead of deck) {
        for (const follow of deck) {
          if (lead === follow) continue;
          for (const lt of SUITS) {
            for (const ft of SUITS) seen.add(resolveTrick({ lead, follow, leaderTrump: lt, followerTrump: ft, rule }).reason);
          }
        }
      }
      expect([...seen].sort()).toEqual([...TRICK_REASONS].sort());
    }
  });
});

describe('R7-S every branch (the Japanese summary’s reading, a house rule)', () => {
  it('exactly one personal trump wins, whatever the ranks', () => {
    expect(trick('AD', '2H', 'S', 'H', 'summary')).toEqual({ winner: 'follower', reason: 'only-trump' });
    expect(trick('2S', 'AD', 'S', 'H', 'summary')).toEqual({ winner: 'leader', reason: 'only-trump' });
    expect(trick('2S', 'AS', 'S', 'H', 'summary')).toEqual({ winner: 'leader', reason: 'only-trump' });
  });

  it('both trumps: the higher rank wins; equal ranks: the leader', () => {
    expect(trick('QS', 'JH', 'S', 'H', 'summary')).toEqual({ winner: 'leader', reason: 'both-trumps-higher' });
    expect(trick('QS', 'KS', 'S', 'S', 'summary')).toEqual({ winner: 'follower', reason: 'both-trumps-higher' });
    expect(trick('QS', 'QH', 'S', 'H', 'summary')).toEqual({ winner: 'leader', reason: 'both-trumps-equal-leader' });
  });

  it('neither trump: the higher card of the suit led; another suit loses', () => {
    expect(trick('9C', 'JC', 'S', 'H', 'summary')).toEqual({ winner: 'follower', reason: 'suit-led-higher' });
    expect(trick('9C', 'AD', 'S', 'H', 'summary')).toEqual({ winner: 'leader', reason: 'off-suit' });
  });
});

describe('R10 Jokers in tricks', () => {
  it('a Joker is a personal trump ranking below the Two (both rules)', () => {
    for (const rule of TRICK_RULES) {
      expect(trick('AD', 'RJ', 'S', 'H', rule)).toEqual({ winner: 'follower', reason: 'only-trump' });
      expect(trick('2S', 'BJ', 'S', 'H', rule)).toEqual({ winner: 'leader', reason: 'both-trumps-higher' });
      expect(trick('RJ', '2H', 'S', 'H', rule)).toEqual({ winner: 'follower', reason: 'both-trumps-higher' });
      expect(trick('RJ', 'AD', 'S', 'H', rule)).toEqual({ winner: 'leader', reason: rule === 'parlett' ? 'off-suit' : 'only-trump' });
    }
  });

  it('a led Joker is of the leader’s trump suit: R7, a card of that suit follows suit and outranks it; R7-S, the Joker wins', () => {
    expect(trick('RJ', '2S', 'S', 'H')).toEqual({ winner: 'follower', reason: 'suit-led-higher' });
    expect(trick('RJ', '2S', 'S', 'H', 'summary')).toEqual({ winner: 'leader', reason: 'only-trump' });
  });

  it('two Jokers: equal trumps, the leader wins (both rules)', () => {
    for (const rule of TRICK_RULES) {
      expect(trick('RJ', 'BJ', 'S', 'H', rule)).toEqual({ winner: 'leader', reason: 'both-trumps-equal-leader' });
    }
  });

  it('R10 (revised): a Joker may not be played by a player who can follow suit', () => {
    const hand = parseCards('5D 9C RJ');
    expect(isLegalFollow(hand, parseCard('KD'), 'S', parseCard('RJ'))).toBe(false);
    expect(legalTrickPlays(hand, parseCard('KD'), 'S')).toEqual(parseCards('5D'));
  });

  it('R10 (revised): a Joker may be played by a player void in the suit led', () => {
    const hand = parseCards('9C RJ');
    expect(isLegalFollow(hand, parseCard('KD'), 'S', parseCard('RJ'))).toBe(true);
    expect(legalTrickPlays(hand, parseCard('KD'), 'S')).toEqual(hand);
  });

  it('R10: a led Joker counts as the leader’s trump suit: the follower must follow that suit', () => {
    const hand = parseCards('5D 9C 4S');
    expect(mustFollowSuit(hand, parseCard('BJ'), 'C')).toBe(true);
    expect(legalTrickPlays(hand, parseCard('BJ'), 'C')).toEqual(parseCards('9C'));
    expect(isLegalFollow(hand, parseCard('BJ'), 'C', parseCard('5D'))).toBe(false);
    expect(legalTrickPlays(hand, parseCard('BJ'), 'H')).toEqual(hand);
  });

  it('R10: a led Joker, follower holding that suit and the other Joker: only the suit may follow', () => {
    const hand = parseCards('9C RJ 4S');
    expect(legalTrickPlays(hand, parseCard('BJ'), 'C')).toEqual(parseCards('9C'));
    expect(isLegalFollow(hand, parseCard('BJ'), 'C', parseCard('RJ'))).toBe(false);
  });
});

describe('§5 follow suit if able', () => {
  const hand = parseCards('2H 9H KC 4S');
  it('must follow the suit led when holding it', () => {
    expect(mustFollowSuit(hand, parseCard('AH'), 'S')).toBe(true);
    expect(isLegalFollow(hand, parseCard('AH'), 'S', parseCard('9H'))).toBe(true);
    expect(isLegalFollow(hand, parseCard('AH'), 'S', parseCard('KC'))).toBe(false);
    expect(isLegalFollow(hand, parseCard('AH'), 'S', parseCard('4S'))).toBe(false);
    expect(legalTrickPlays(hand, parseCard('AH'), 'S')).toEqual(parseCards('2H 9H'));
  });

  it('may play any card when void in the suit led', () => {
    expect(mustFollowSuit(hand, parseCard('AD'), 'S')).toBe(false);
    expect(legalTrickPlays(hand, parseCard('AD'), 'S')).toEqual(hand);
    expect(isLegalFollow(hand, parseCard('AD'), 'S', parseCard('KC'))).toBe(true);
  });
});
