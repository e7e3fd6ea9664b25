// Trick resolution with personal trumps (R7), Jokers in tricks (R10), and follow-suit legality.
import { describe, expect, it } from 'vitest';
import {
  fullDeck, isLegalFollow, legalTrickPlays, mustFollowSuit, parseCard, parseCards, resolveTrick, SUITS, TRICK_REASONS,
} from '../../src/engine/index.ts';
import type { Suit } from '../../src/engine/index.ts';

const trick = (lead: string, follow: string, leaderTrump: Suit, followerTrump: Suit) =>
  resolveTrick({ lead: parseCard(lead), follow: parseCard(follow), leaderTrump, followerTrump });

describe('R7 who wins a trick: the RULINGS examples (A trump ♠, B trump ♥, A leads)', () => {
  it.each([
    ['10D', 'KC', 'leader', 'off-suit'],
    ['10D', 'JS', 'leader', 'off-suit'],
    ['10D', '4H', 'follower', 'only-trump'],
    ['7S', '7H', 'leader', 'both-trumps-equal-leader'],
    ['7S', '10H', 'follower', 'both-trumps-higher'],
    ['7S', 'KS', 'leader', 'only-trump'],
  ] as const)('%s / %s → %s (%s)', (lead, follow, winner, reason) => {
    expect(trick(lead, follow, 'S', 'H')).toEqual({ winner, reason });
  });

  it('♦5 / ♦3 with B’s trump ♦ → B (only trump)', () => {
    expect(trick('5D', '3D', 'S', 'D')).toEqual({ winner: 'follower', reason: 'only-trump' });
  });
});

describe('R7 every branch', () => {
  it('1. exactly one personal trump wins, whatever the ranks', () => {
    expect(trick('AD', '2H', 'S', 'H')).toEqual({ winner: 'follower', reason: 'only-trump' });
    expect(trick('2S', 'AD', 'S', 'H')).toEqual({ winner: 'leader', reason: 'only-trump' });
    expect(trick('2S', 'AS', 'S', 'H')).toEqual({ winner: 'leader', reason: 'only-trump' });
  });

  it('2. both trumps: higher rank wins; equal rank: the leader', () => {
    expect(trick('QS', 'JH', 'S', 'H')).toEqual({ winner: 'leader', reason: 'both-trumps-higher' });
    expect(trick('QS', 'KH', 'S', 'H')).toEqual({ winner: 'follower', reason: 'both-trumps-higher' });
    expect(trick('QS', 'KS', 'S', 'S')).toEqual({ winner: 'follower', reason: 'both-trumps-higher' });
    expect(trick('QS', 'QH', 'S', 'H')).toEqual({ winner: 'leader', reason: 'both-trumps-equal-leader' });
  });

  it('3. neither trump: the higher card of the suit led; off the suit led loses', () => {
    expect(trick('9C', 'JC', 'S', 'H')).toEqual({ winner: 'follower', reason: 'suit-led-higher' });
    expect(trick('9C', '8C', 'S', 'H')).toEqual({ winner: 'leader', reason: 'suit-led-higher' });
    expect(trick('9C', 'AD', 'S', 'H')).toEqual({ winner: 'leader', reason: 'off-suit' });
  });

  it('the alternative reading is not played: following suit with a plain card of the leader’s trump loses', () => {
    expect(trick('7S', 'KS', 'S', 'H').winner).toBe('leader');
  });

  it('uses only the codes of TRICK_REASONS, and every code occurs', () => {
    const seen = new Set<string>();
    const deck = fullDeck(true);
    for (const lead of deck) {
      for (const follow of deck) {
        if (lead === follow) continue;
        for (const lt of SUITS) {
          for (const ft of SUITS) seen.add(resolveTrick({ lead, follow, leaderTrump: lt, followerTrump: ft }).reason);
        }
      }
    }
    expect([...seen].sort()).toEqual([...TRICK_REASONS].sort());
  });
});

describe('R10 Jokers in tricks', () => {
  it('a Joker is a personal trump ranking below the Two', () => {
    expect(trick('AD', 'RJ', 'S', 'H')).toEqual({ winner: 'follower', reason: 'only-trump' });
    expect(trick('2S', 'BJ', 'S', 'H')).toEqual({ winner: 'leader', reason: 'both-trumps-higher' });
    expect(trick('RJ', '2H', 'S', 'H')).toEqual({ winner: 'follower', reason: 'both-trumps-higher' });
    expect(trick('RJ', 'AD', 'S', 'H')).toEqual({ winner: 'leader', reason: 'only-trump' });
    expect(trick('RJ', 'AS', 'S', 'H')).toEqual({ winner: 'leader', reason: 'only-trump' });
  });

  it('two Jokers: equal trumps, the leader wins', () => {
    expect(trick('RJ', 'BJ', 'S', 'H')).toEqual({ winner: 'leader', reason: 'both-trumps-equal-leader' });
  });

  it('a Joker may be played even when the player could follow suit', () => {
    const hand = parseCards('5D 9C RJ');
    expect(isLegalFollow(hand, parseCard('KD'), 'S', parseCard('RJ'))).toBe(true);
    expect(legalTrickPlays(hand, parseCard('KD'), 'S')).toEqual(parseCards('5D RJ'));
  });

  it('a led Joker counts as the leader’s trump suit: the follower must follow that suit', () => {
    const hand = parseCards('5D 9C 4S');
    expect(mustFollowSuit(hand, parseCard('BJ'), 'C')).toBe(true);
    expect(legalTrickPlays(hand, parseCard('BJ'), 'C')).toEqual(parseCards('9C'));
    expect(isLegalFollow(hand, parseCard('BJ'), 'C', parseCard('5D'))).toBe(false);
    expect(legalTrickPlays(hand, parseCard('BJ'), 'H')).toEqual(hand);
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
