// Second-pair-of-eyes review of the engine against RULINGS.md: independent oracles, hand-built edge states, malformed input.
import { describe, expect, it } from 'vitest';
import {
  announcedMelds,
  applyAction,
  beats,
  CARDS,
  classifyCombo,
  EngineError,
  ERROR_CODES,
  isJoker,
  legalActions,
  legalActionsFor,
  newGame,
  parseCard,
  parseCards,
  playerView,
  resolveBid,
  resolveTrick,
  scoreDeal,
  scoreMelds,
  SUITS,
  TRICK_RULES,
  trickPoints,
} from '../../src/engine/index.ts';
import type {
  Action,
  AuctionState,
  Card,
  Combo,
  DealScoreProgress,
  GameState,
  MeldsState,
  NaturalCard,
  Pair,
  PlayerIndex,
  PlayOffState,
  Suit,
  TrickRule,
  TricksState,
} from '../../src/engine/index.ts';
import {
  chooser,
  codeOf,
  deepFreeze,
  firstActionPolicy as first,
  neverBidJokerPolicy as neverBidJoker,
  playTo,
  type Policy,
} from '../support/unit.ts';

// ─── Small helpers of this file ─────────────────────────────────────────────

const C = (text: string): Card => parseCard(text);
const Cs = (text: string): Card[] => parseCards(text);
const other = (p: PlayerIndex): PlayerIndex => (p === 0 ? 1 : 0);
const NO_SCORE: DealScoreProgress = { phases: [], bonus: [0, 0], bonusPhase: null, bonusVoid: false };

const ended = (s: GameState) => s.phase === 'deal-over' || s.phase === 'game-over';
const sameCards = (a: readonly Card[], b: readonly Card[]) =>
  expect([...a].map((c) => JSON.stringify(c)).sort()).toEqual([...b].map((c) => JSON.stringify(c)).sort());

// Base states of a real game; the tests below replace the fields they are about (states are plain JSON).
const BASE_MELDS = playTo(newGame({ seed: 'review' }), first, (s) => s.phase === 'melds') as MeldsState;
const BASE_TRICKS = playTo(BASE_MELDS, first, (s) => s.phase === 'tricks') as TricksState;
const BASE_PLAYOFF = playTo(BASE_TRICKS, first, (s) => s.phase === 'play-off') as PlayOffState;

function meldsState(hands: [string, string], firstPlayer: PlayerIndex, bidPiles?: [string, string]): MeldsState {
  const h: Pair<Card[]> = [Cs(hands[0]), Cs(hands[1])];
  return {
    ...BASE_MELDS,
    deal: { ...BASE_MELDS.deal, hands: h, bidPiles: bidPiles ? [Cs(bidPiles[0]), Cs(bidPiles[1])] : BASE_MELDS.deal.bidPiles, firstPlayer },
    // R15: the R3 player's Joker decision first, then the other's, then the declarations (R3 player first).
    ...(h[firstPlayer].some(isJoker)
      ? { toAct: firstPlayer, step: 'joker' as const }
      : h[other(firstPlayer)].some(isJoker)
        ? { toAct: other(firstPlayer), step: 'joker' as const }
        : { toAct: firstPlayer, step: 'declare' as const }),
  };
}

function tricksState(o: {
  hands: [string, string];
  trumps: [Suit, Suit];
  leader: PlayerIndex;
  tricksWon?: Pair<number>;
  bidPiles?: [string, string];
  score?: DealScoreProgress;
  rule?: TrickRule;
}): TricksState {
  const hands: Pair<Card[]> = [Cs(o.hands[0]), Cs(o.hands[1])];
  const left = hands[0].length;
  return {
    ...BASE_TRICKS,
    options: { ...BASE_TRICKS.options, trickRule: o.rule ?? 'parlett' },
    deal: {
      ...BASE_TRICKS.deal,
      hands,
      trumps: o.trumps,
      tricks: [],
      tricksWon: o.tricksWon ?? [13 - left, 0],
      bidPiles: o.bidPiles ? [Cs(o.bidPiles[0]), Cs(o.bidPiles[1])] : BASE_TRICKS.deal.bidPiles,
      score: o.score ?? { ...NO_SCORE, phases: [[0, 0]] },
    },
    trick: { number: 14 - left, leader: o.leader, lead: null },
  };
}

function playOffState(o: { hands: [string, string]; leader: PlayerIndex; score?: DealScoreProgress; totals?: Pair<number> }): PlayOffState {
  return {
    ...BASE_PLAYOFF,
    deal: {
      ...BASE_PLAYOFF.deal,
      hands: [Cs(o.hands[0]), Cs(o.hands[1])],
      rounds: [],
      score: o.score ?? {
        ...NO_SCORE,
        phases: [
          [0, 0],
          [0, 0],
        ],
      },
    },
    game: { ...BASE_PLAYOFF.game, totals: o.totals ?? [0, 0] },
    round: { leader: o.leader, moves: [], toAct: o.leader, last: null },
  };
}

const play = (player: PlayerIndex, card: string): Action => ({ type: 'play', player, card: C(card) });
const put = (player: PlayerIndex, cards: string): Action => ({ type: 'playoff-play', player, cards: Cs(cards) });
const pass = (player: PlayerIndex): Action => ({ type: 'pass', player });

// ─── R1 the bid ladder ──────────────────────────────────────────────────────

describe('R1 the bid ladder: every turn-up suit against every pair of bid suits (hand-written table)', () => {
  // [turn-up suit, bid suit x, bid suit y, winning suit, rung]
  const table: [Suit, Suit, Suit, Suit, string][] = [
    ['S', 'S', 'H', 'S', 'suit'],
    ['S', 'S', 'D', 'S', 'suit'],
    ['S', 'S', 'C', 'S', 'suit'],
    ['S', 'H', 'D', 'H', 'parity'],
    ['S', 'H', 'C', 'C', 'colour'],
    ['S', 'D', 'C', 'C', 'colour'],
    ['H', 'H', 'S', 'H', 'suit'],
    ['H', 'H', 'D', 'H', 'suit'],
    ['H', 'H', 'C', 'H', 'suit'],
    ['H', 'S', 'D', 'D', 'colour'],
    ['H', 'S', 'C', 'S', 'parity'],
    ['H', 'D', 'C', 'D', 'colour'],
    ['D', 'D', 'S', 'D', 'suit'],
    ['D', 'D', 'H', 'D', 'suit'],
    ['D', 'D', 'C', 'D', 'suit'],
    ['D', 'S', 'H', 'H', 'colour'],
    ['D', 'S', 'C', 'C', 'parity'],
    ['D', 'H', 'C', 'H', 'colour'],
    ['C', 'C', 'S', 'C', 'suit'],
    ['C', 'C', 'H', 'C', 'suit'],
    ['C', 'C', 'D', 'C', 'suit'],
    ['C', 'S', 'H', 'S', 'colour'],
    ['C', 'S', 'D', 'S', 'colour'],
    ['C', 'H', 'D', 'D', 'parity'],
  ];
  it.each(table)('turn-up %s, bids %s / %s → %s on %s (every turn-up rank, every bid rank, both orders)', (t, x, y, win, rung) => {
    for (const turnRank of ['2', '9', 'A']) {
      for (const bidRank of ['2', '7', '10', 'A']) {
        const turnUp = C(turnRank + t);
        const a = C(bidRank + x);
        const b = C(bidRank + y);
        expect(resolveBid(turnUp, a, b)).toEqual({ winner: win === x ? 'a' : 'b', reason: rung });
        expect(resolveBid(turnUp, b, a)).toEqual({ winner: win === x ? 'b' : 'a', reason: rung });
      }
    }
  });

  it('higher rank always wins whatever the suits (rank rung before any tie-break)', () => {
    for (const turnUp of Cs('2S AH 7D KC')) {
      expect(resolveBid(turnUp, C('3C'), C('2' + (turnUp as NaturalCard).suit))).toEqual({ winner: 'a', reason: 'rank' });
      expect(resolveBid(turnUp, C('KD'), C('AS'))).toEqual({ winner: 'b', reason: 'rank' });
    }
  });
});

describe('§7 Joker bids', () => {
  it('a Joker beats every natural bid, even the Ace of the turn-up suit, in either seat', () => {
    for (const turnUp of Cs('AS 2H 10D KC')) {
      for (const joker of Cs('RJ BJ')) {
        for (const natural of CARDS.slice(0, 52)) {
          expect(resolveBid(turnUp, joker, natural)).toEqual({ winner: 'a', reason: 'joker' });
          expect(resolveBid(turnUp, natural, joker)).toEqual({ winner: 'b', reason: 'joker' });
        }
      }
    }
  });

  it('both Jokers: the red one wins under a ♥ or ♦ turn-up, the black one under ♠ or ♣ (any rank)', () => {
    for (const suit of SUITS) {
      const redWins = suit === 'H' || suit === 'D';
      for (const rank of ['2', '10', 'A']) {
        const turnUp = C(rank + suit);
        expect(resolveBid(turnUp, C('RJ'), C('BJ')).winner).toBe(redWins ? 'a' : 'b');
        expect(resolveBid(turnUp, C('BJ'), C('RJ')).winner).toBe(redWins ? 'b' : 'a');
      }
    }
  });

  it('R9 in play: both Jokers bid together — the turn-up’s colour decides, both leave play, both play-off hands are 13', () => {
    const s0 = newGame({ seed: 'two-jokers', jokers: true }) as AuctionState;
    const jokerOf = (p: PlayerIndex) => s0.deal.hands[p].find(isJoker)!;
    let s: GameState = applyAction(s0, { type: 'bid', player: 0, card: jokerOf(0) });
    s = applyAction(s, { type: 'bid', player: 1, card: jokerOf(1) });
    const turnUp = s0.auction.turnUp as NaturalCard;
    const red = turnUp.suit === 'H' || turnUp.suit === 'D';
    const winner = (jokerOf(0) as { joker: string }).joker === (red ? 'red' : 'black') ? 0 : 1;
    expect((s as AuctionState).auction.outcome).toEqual({ winner, reason: 'joker' });
    sameCards(s.deal.outOfPlay, Cs('RJ BJ'));
    expect(s.deal.bidPiles).toEqual([[], []]);
    const melds = playTo(s, first, (x) => x.phase === 'melds') as MeldsState;
    expect(melds.deal.auctions).toHaveLength(14);
    expect(melds.step).toBe('declare'); // nobody holds a Joker: no exchange step
    const po = playTo(melds, first, (x) => x.phase === 'play-off');
    expect(po.deal.hands.map((h) => h.length)).toEqual([13, 13]);
    expect(po.deal.hands.flat().some(isJoker)).toBe(false);
  });
});

// ─── §4 melds (R4, R6) ──────────────────────────────────────────────────────

/** Independent meld scorer: string scan of each suit over A,2..K,A; sets by count. */
function oracleMelds(hand: readonly Card[], trump: Suit): number {
  let total = 0;
  const naturals = hand.filter((c) => !isJoker(c)) as NaturalCard[];
  for (let rank = 2; rank <= 14; rank++) {
    const suits = naturals.filter((c) => c.rank === rank).map((c) => c.suit);
    if (suits.length === 3) total += SUITS.find((s) => !suits.includes(s)) === trump ? 30 : 15;
    if (suits.length === 4) total += rank === 2 ? 80 : rank === 3 ? 60 : 40;
  }
  const seqPoints = (n: number) => (n < 3 ? 0 : n === 3 ? 10 : n === 4 ? 20 : 10 * n);
  for (const suit of SUITS) {
    const ranks = new Set<number>(naturals.filter((c) => c.suit === suit).map((c) => c.rank));
    if (ranks.size === 13) {
      total += 130;
      continue;
    }
    let run = 0;
    for (const r of [14, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0]) {
      if (ranks.has(r)) run++;
      else {
        total += seqPoints(run);
        run = 0;
      }
    }
  }
  return total;
}

const parseless = (cards: readonly Card[]) => cards.map((c) => JSON.stringify(c)).join(' ');

describe('§4 melds against an independent scorer', () => {
  it('random and suit-heavy 13-card hands, every trump, with and without a Joker in hand', () => {
    const pick = chooser(4);
    const naturals = CARDS.slice(0, 52);
    const mismatches: string[] = [];
    for (let trial = 0; trial < 1500; trial++) {
      const pool = naturals.slice();
      const hand: Card[] = [];
      // Every third hand is built around one long suit to reach long runs and complete suits.
      if (trial % 3 === 0) {
        const suit = SUITS[pick(4)];
        const long = 8 + pick(6);
        const ofSuit = pool.filter((c) => (c as NaturalCard).suit === suit);
        while (hand.length < long) {
          const c = ofSuit.splice(pick(ofSuit.length), 1)[0];
          pool.splice(pool.indexOf(c), 1);
          hand.push(c);
        }
      }
      const size = trial % 5 === 0 ? 12 : 13;
      while (hand.length < size) hand.push(pool.splice(pick(pool.length), 1)[0]);
      if (size === 12) hand.push(C(trial % 2 ? 'RJ' : 'BJ'));
      for (const trump of SUITS) {
        if (scoreMelds(hand, trump).total !== oracleMelds(hand, trump)) mismatches.push(`${parseless(hand)} trump ${trump}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('R4 maximal runs and the Ace', () => {
  it.each([
    ['A-2-3 and Q-K-A in one suit: two sequences sharing the Ace', 'AH 2H 3H QH KH 5C 7D 9S JC 4D 8S 6C 10D', 20],
    ['Q-K-A-2-3 is Q-K-A plus A-2-3, never one round-the-corner run of five', 'QS KS AS 2S 3S 5C 7D 9H JC 4D 8H 6C 10D', 20],
    ['K-A-2 alone is no sequence', 'KD AD 2D 5C 7S 9H JC 4S 8H 6C 10S QC 3H', 0],
    ['a suit missing only the 7: A-…-6 (60) and 8-…-A (70) share the Ace', 'AC 2C 3C 4C 5C 6C 8C 9C 10C JC QC KC 7D', 130],
    ['a suit missing only the Ace: 2-…-K is one run of 12', '2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC 7D', 120],
    ['a suit missing only the Two: 3-…-A is one run of 12 (Ace high)', 'AC 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC 7D', 120],
    ['a suit missing only the King: A-…-Q is one run of 12 (Ace low)', 'AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC 7D', 120],
    ['a run of five scores 50, not 3 + 2', '5S 6S 7S 8S 9S 2H 4D 6C 8H 10D QC KH AD', 50],
    ['runs in two suits both count', '5S 6S 7S 8S JH QH KH 2C 4D 9C 8D 10D AC', 30],
  ])('%s', (_name, text, total) => {
    for (const trump of SUITS) expect(scoreMelds(Cs(text), trump).total).toBe(total);
  });

  it('a complete suit is one sequence of 13 = 130 for every trump, announced as "Thirteen <suit>"', () => {
    for (const suit of SUITS) {
      const hand = Cs(['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].map((r) => r + suit).join(' '));
      for (const trump of SUITS) {
        const { total, melds } = announcedMelds(hand, trump);
        expect(total).toBe(130);
        expect(melds.map((m) => m.announcement)).toEqual([{ kind: 'sequence', length: 13, suit }]);
      }
    }
  });
});

describe('§4 sets', () => {
  it('a set of three is 30 exactly when the missing suit is the named trump (every missing suit × every trump)', () => {
    for (const missing of SUITS) {
      const hand = SUITS.filter((s) => s !== missing).map((s) => C('9' + s));
      for (const trump of SUITS) expect(scoreMelds(hand, trump).total).toBe(trump === missing ? 30 : 15);
    }
  });

  it('four Twos 80, four Threes 60, any other four 40 — whatever the trump', () => {
    const four = (r: string) => SUITS.map((s) => C(r + s));
    for (const trump of SUITS) {
      expect(scoreMelds(four('2'), trump).total).toBe(80);
      expect(scoreMelds(four('3'), trump).total).toBe(60);
      for (const r of ['4', '10', 'J', 'A']) expect(scoreMelds(four(r), trump).total).toBe(40);
    }
  });

  it('a card may count in a set and a sequence at once', () => {
    // ♠5-6-7 (10) and the three Sevens ♠♥♦ (15, or 30 with trump ♣).
    const hand = Cs('5S 6S 7S 7H 7D');
    expect(scoreMelds(hand, 'S').total).toBe(25);
    expect(scoreMelds(hand, 'C').total).toBe(40);
    // Four Aces (40) and ♥Q-K-A (10) and ♥A-2-3 (10): the ♥A is in three melds.
    expect(scoreMelds(Cs('AS AH AD AC QH KH 2H 3H'), 'H').total).toBe(60);
  });
});

describe('§7 a Joker in hand is part of no meld', () => {
  it('it neither extends a run nor completes a set', () => {
    for (const joker of ['RJ', 'BJ']) {
      expect(scoreMelds(Cs(`QS KS AS ${joker}`), 'S').total).toBe(10);
      expect(scoreMelds(Cs(`2S 3S ${joker}`), 'S').total).toBe(0);
      expect(scoreMelds(Cs(`7S 7H ${joker}`), 'S').total).toBe(0);
      expect(scoreMelds(Cs(`7S 7H 7D ${joker}`), 'S').total).toBe(15);
    }
  });

  it('in play: the exchange brings back a bid-card that completes a meld; keeping the Joker scores without it', () => {
    const hand = '5S 6S 2H 4H 8H 10H QH 3D 9D JD KC 9C RJ';
    const piles: [string, string] = ['7S 2C', '3C 4C'];
    const s = meldsState([hand, '2D 4D 6D 8D 10D QD AD 3S 9S JS KH AH 5C'], 0, piles);
    const kept = applyAction(applyAction(s, { type: 'keep-joker', player: 0 }), { type: 'declare', player: 0, trump: 'S' });
    expect(kept.deal.declarations[0].total).toBe(0);
    const swapped = applyAction(applyAction(s, { type: 'joker-exchange', player: 0, card: C('7S') }), {
      type: 'declare',
      player: 0,
      trump: 'S',
    });
    expect(swapped.deal.declarations[0].total).toBe(10);
    sameCards(swapped.deal.bidPiles[0], Cs('RJ 2C'));
  });

  it('§4 melds are scored on the hand, not the bid pile', () => {
    const s = meldsState(['2S 4S 6S 8S 10S QS 3H 5H 7H 9H JH KH 2D', '3C 5C 7C 9C JC KC 4D 6D 8D 10D QD AD 2C'], 1, [
      'AS AH AD',
      'KS KH KD',
    ]);
    const done = applyAction(applyAction(s, { type: 'declare', player: 1, trump: 'C' }), { type: 'declare', player: 0, trump: 'C' });
    expect(done.deal.declarations.map((d) => d.total)).toEqual([0, 0]);
  });
});

// ─── §5 tricks (R7, R10) ────────────────────────────────────────────────────

/**
 * Independent readings of R7 and R7-S (with R10's Joker: a personal trump of rank 1, and a led Joker
 * is of the leader's trump suit), written as one condition each for "the follower wins".
 */
function oracleTrick(lead: Card, follow: Card, lt: Suit, ft: Suit, rule: TrickRule): 'leader' | 'follower' {
  const rank = (c: Card) => (isJoker(c) ? 1 : c.rank);
  const ledSuit = isJoker(lead) ? lt : lead.suit;
  const followsSuit = !isJoker(follow) && follow.suit === ledSuit;
  const leadIsTrump = isJoker(lead) || lead.suit === lt;
  const followIsTrump = isJoker(follow) || follow.suit === ft;
  const higher = rank(follow) > rank(lead);
  const followerWins =
    rule === 'parlett'
      ? (followsSuit && higher) || (!followsSuit && followIsTrump && (!leadIsTrump || higher))
      : (followIsTrump && !leadIsTrump) ||
        (followIsTrump && leadIsTrump && higher) ||
        (!followIsTrump && !leadIsTrump && followsSuit && higher);
  return followerWins ? 'follower' : 'leader';
}

describe('R7 and R7-S: every lead × follow × pair of trumps (Jokers included) against an independent reading', () => {
  for (const rule of TRICK_RULES) {
    it(`${rule === 'parlett' ? 'R7 (parlett)' : 'R7-S (summary)'}: 45 792 cases`, () => {
      let cases = 0;
      const mismatches: string[] = [];
      for (const lead of CARDS) {
        for (const follow of CARDS) {
          if (lead === follow) continue;
          for (const lt of SUITS) {
            for (const ft of SUITS) {
              cases++;
              const got = resolveTrick({ lead, follow, leaderTrump: lt, followerTrump: ft, rule });
              if (got.winner !== oracleTrick(lead, follow, lt, ft, rule)) mismatches.push(`${JSON.stringify([lead, follow, lt, ft])}`);
            }
          }
        }
      }
      expect(cases).toBe(45_792);
      expect(mismatches.slice(0, 5)).toEqual([]);
    });
  }

  it('R7-S differs from R7 exactly when the follower follows suit and just one of the two cards is a personal trump', () => {
    let differences = 0;
    for (const lead of CARDS) {
      for (const follow of CARDS) {
        if (lead === follow) continue;
        for (const lt of SUITS) {
          for (const ft of SUITS) {
            const r7 = resolveTrick({ lead, follow, leaderTrump: lt, followerTrump: ft }).winner;
            const r7s = resolveTrick({ lead, follow, leaderTrump: lt, followerTrump: ft, rule: 'summary' }).winner;
            const followsSuit = !isJoker(follow) && follow.suit === (isJoker(lead) ? lt : lead.suit);
            const oneTrump = (isJoker(lead) || lead.suit === lt) !== (isJoker(follow) || follow.suit === ft);
            if (r7 !== r7s) {
              differences++;
              expect(followsSuit && oneTrump).toBe(true);
              // Under R7-S the trump takes it; under R7 the higher rank.
            }
          }
        }
      }
    }
    expect(differences).toBeGreaterThan(0);
  });

  it('English text: a led personal trump is beaten only by a higher card of the follower’s own trump suit', () => {
    // A (trump ♠) leads ♠9; B (trump ♥) is void in ♠.
    const t = (follow: string) => resolveTrick({ lead: C('9S'), follow: C(follow), leaderTrump: 'S', followerTrump: 'H' });
    expect(t('10H').winner).toBe('follower');
    expect(t('9H').winner).toBe('leader');
    expect(t('8H').winner).toBe('leader');
    expect(t('AD').winner).toBe('leader');
  });
});

describe('§5 R7 R7-S R10 tricks through applyAction (hand-built trick states)', () => {
  // lead, follow, B's trump, winner under R7, winner under R7-S (A = player 0, trump ♠; B = player 1; A leads)
  const EXAMPLES: [string, string, Suit, PlayerIndex, PlayerIndex][] = [
    ['10D', 'KC', 'H', 0, 0],
    ['10D', 'JS', 'H', 0, 0],
    ['10D', '4H', 'H', 1, 1],
    ['7S', '7H', 'H', 0, 0],
    ['7S', '10H', 'H', 1, 1],
    ['7S', 'KS', 'H', 1, 0],
    ['5D', '3D', 'D', 0, 1],
  ];
  for (const rule of TRICK_RULES) {
    it(`RULINGS §5 examples played out in a game with trickRule ${rule} (${rule === 'parlett' ? 'R7' : 'R7-S'})`, () => {
      for (const [lead, follow, bTrump, r7Winner, r7sWinner] of EXAMPLES) {
        const winner = rule === 'parlett' ? r7Winner : r7sWinner;
        // B holds only the follow card and one club, so the follow is legal by §5.
        const s = tricksState({ hands: [`${lead} 2C`, `${follow} 3C`], trumps: ['S', bTrump], leader: 0, rule });
        const after = applyAction(applyAction(s, play(0, lead)), play(1, follow)) as TricksState;
        expect(after.deal.tricks[0].winner, `${lead}/${follow}`).toBe(winner);
        expect(after.trick.leader).toBe(winner);
      }
    });
  }

  it('R10 a led Joker counts as the leader’s trump suit: the follower must follow it; R7 the card of that suit outranks it, R7-S the Joker wins', () => {
    const s = tricksState({ hands: ['RJ 2C', 'AS 3H'], trumps: ['S', 'H'], leader: 0 });
    const led = applyAction(s, play(0, 'RJ'));
    expect(legalActions(led)).toEqual([{ type: 'play', player: 1, card: C('AS') }]);
    expect(codeOf(() => applyAction(led, play(1, '3H')))).toBe('must-follow-suit');
    expect(applyAction(led, play(1, 'AS')).deal.tricks[0]).toMatchObject({ winner: 1, reason: 'suit-led-higher' });
    const summary = applyAction(tricksState({ hands: ['RJ 2C', 'AS 3H'], trumps: ['S', 'H'], leader: 0, rule: 'summary' }), play(0, 'RJ'));
    expect(applyAction(summary, play(1, 'AS')).deal.tricks[0]).toMatchObject({ winner: 0, reason: 'only-trump' });
  });

  it('R10 a led Joker, follower void in the leader’s trump: any own trump beats it, a plain card loses', () => {
    const s = tricksState({ hands: ['BJ 2C', '2H AD'], trumps: ['S', 'H'], leader: 0 });
    const led = applyAction(s, play(0, 'BJ'));
    expect(legalActionsFor(led, 1)).toHaveLength(2);
    expect(applyAction(led, play(1, '2H')).deal.tricks[0]).toMatchObject({ winner: 1, reason: 'both-trumps-higher' });
    expect(applyAction(led, play(1, 'AD')).deal.tricks[0]).toMatchObject({ winner: 0, reason: 'off-suit' });
  });

  it('R10 a led Joker when the follower shares the leader’s trump: following with that suit wins on rank', () => {
    const s = tricksState({ hands: ['RJ 2C', '2S 3H'], trumps: ['S', 'S'], leader: 0 });
    const done = applyAction(applyAction(s, play(0, 'RJ')), play(1, '2S'));
    expect(done.deal.tricks[0]).toMatchObject({ winner: 1, reason: 'suit-led-higher' });
  });

  it('R10 (revised) a player who can follow suit may not play the Joker: legalActions leave it out, applyAction refuses it', () => {
    const plain = tricksState({ hands: ['KD 2C', 'BJ 5D'], trumps: ['S', 'H'], leader: 0 });
    const led = applyAction(plain, play(0, 'KD'));
    expect(legalActions(led)).toEqual([{ type: 'play', player: 1, card: C('5D') }]);
    expect(codeOf(() => applyAction(led, play(1, 'BJ')))).toBe('must-follow-suit');
  });

  it('R10 (revised) a player void in the suit led may play the Joker: it wins a plain lead and loses to a higher trump lead', () => {
    const plain = tricksState({ hands: ['KD 2C', 'BJ 5S'], trumps: ['S', 'H'], leader: 0 });
    const led = applyAction(plain, play(0, 'KD'));
    expect(legalActions(led).map((a) => (a as { card: Card }).card)).toEqual(Cs('BJ 5S'));
    expect(applyAction(led, play(1, 'BJ')).deal.tricks[0]).toMatchObject({ winner: 1, reason: 'only-trump' });
    const trumpLead = tricksState({ hands: ['2S 2C', 'BJ 5H'], trumps: ['S', 'H'], leader: 0 });
    const done = applyAction(applyAction(trumpLead, play(0, '2S')), play(1, 'BJ'));
    expect(done.deal.tricks[0]).toMatchObject({ winner: 0, reason: 'both-trumps-higher' });
  });

  it('two Jokers in one trick: equal trumps, the leader wins', () => {
    const s = tricksState({ hands: ['BJ 2C', 'RJ 5S'], trumps: ['S', 'H'], leader: 1 });
    const done = applyAction(applyAction(s, play(1, 'RJ')), play(0, 'BJ'));
    expect(done.deal.tricks[0]).toMatchObject({ winner: 1, reason: 'both-trumps-equal-leader' });
  });

  it('§5 follow suit if able: every off-suit card is refused while holding the suit led; void → anything', () => {
    const s = tricksState({ hands: ['9H 2C 3C', 'KH 2S AD'], trumps: ['C', 'S'], leader: 0 });
    const led = applyAction(s, play(0, '9H'));
    expect(codeOf(() => applyAction(led, play(1, '2S')))).toBe('must-follow-suit'); // own trump is no excuse
    expect(codeOf(() => applyAction(led, play(1, 'AD')))).toBe('must-follow-suit');
    const void_ = applyAction(s, play(0, '2C'));
    expect(legalActionsFor(void_, 1)).toHaveLength(3);
  });

  it('the last trick: odd/even trick points, its winner leads the play-off, and the play-off hand is exactly the bid pile', () => {
    const bidPiles: [string, string] = ['AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS', 'AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH'];
    const s = tricksState({ hands: ['2D', '3C'], trumps: ['D', 'S'], leader: 1, tricksWon: [4, 8], bidPiles });
    const po = applyAction(applyAction(s, play(1, '3C')), play(0, '2D')) as PlayOffState;
    expect(po.phase).toBe('play-off');
    expect(po.deal.tricksWon).toEqual([5, 8]);
    expect(po.deal.score.phases[1]).toEqual([50, 40]);
    expect(po.round).toEqual({ leader: 0, moves: [], toAct: 0, last: null });
    expect(po.deal.hands).toEqual([Cs(bidPiles[0]), Cs(bidPiles[1])]);
    expect(po.deal.bidPiles).toEqual([[], []]);
  });
});

// ─── §6 play-off (R8, R11) ──────────────────────────────────────────────────

/** Independent classifier: every window of positions 1..15 (1 = low Ace or Joker, 14 = high Ace, 15 = Joker). */
function oracleCombo(cards: readonly Card[]): Combo | null {
  if (cards.length === 0 || new Set(cards.map((c) => JSON.stringify(c))).size !== cards.length) return null;
  const naturals = cards.filter((c) => !isJoker(c)) as NaturalCard[];
  const jokers = cards.length - naturals.length;
  if (cards.length === 1) return { kind: 'single', size: 1, rank: jokers ? 1 : naturals[0].rank };
  if (naturals.length === 0) return null;
  if (naturals.every((c) => c.rank === naturals[0].rank)) return { kind: 'set', size: cards.length, rank: naturals[0].rank };
  const ranks = naturals.map((c) => c.rank);
  if (cards.length < 3 || new Set(ranks).size !== ranks.length) return null;
  let best = 0;
  for (let lo = 1; lo + cards.length - 1 <= 15; lo++) {
    const hi = lo + cards.length - 1;
    const need = new Set<number>();
    for (let p = lo; p <= hi; p++) need.add(p);
    // Place the naturals (an Ace at 1 or 14), then the Jokers only at 1 or 15.
    for (const aceAt of [1, 14]) {
      const placed = ranks.map((r) => (r === 14 ? aceAt : r));
      if (!placed.every((p) => need.has(p))) continue;
      const free = [...need].filter((p) => !placed.includes(p));
      if (free.length === jokers && free.every((p) => p === 1 || p === 15)) best = Math.max(best, hi);
    }
  }
  return best ? { kind: 'sequence', size: cards.length, rank: best } : null;
}

describe('§6 R8 R11 combinations against an independent classifier', () => {
  it('random near-sequences and near-sets of mixed suits, with 0–2 Jokers', () => {
    const pick = chooser(11);
    const deck = CARDS.slice(0, 52) as NaturalCard[];
    const cardOf = (rank: number, suit: Suit) => deck.find((c) => c.rank === rank && c.suit === suit)!;
    for (let trial = 0; trial < 6000; trial++) {
      const cards: Card[] = [];
      if (trial % 2 === 0) {
        // A run of positions (1 = low Ace) with random suits, maybe broken or extended by a Joker.
        const len = 2 + pick(6);
        const lo = 1 + pick(14 - len + 1);
        for (let p = lo; p < lo + len; p++) cards.push(cardOf(p === 1 ? 14 : p, SUITS[pick(4)]));
        if (pick(3) === 0) cards.splice(pick(cards.length), 1);
      } else {
        const rank = 2 + pick(13);
        for (const s of SUITS) if (pick(2)) cards.push(cardOf(rank, s));
        if (pick(4) === 0) cards.push(deck[pick(52)]);
      }
      if (pick(3) === 0) cards.push(C('RJ'));
      if (pick(6) === 0) cards.push(C('BJ'));
      const got = classifyCombo(cards);
      const want = oracleCombo(cards);
      if (JSON.stringify(got) !== JSON.stringify(want)) {
        throw new Error(`${cards.map((c) => JSON.stringify(c)).join(' ')}: engine ${JSON.stringify(got)}, oracle ${JSON.stringify(want)}`);
      }
    }
  });

  it.each([
    ['AS 2H 3D', { kind: 'sequence', size: 3, rank: 3 }],
    ['QC KD AH', { kind: 'sequence', size: 3, rank: 14 }],
    ['KC AD 2H', null],
    ['QC KD AH 2S', null],
    ['AS 2H 3D 4C 5S', { kind: 'sequence', size: 5, rank: 5 }],
    ['RJ 2C 3C 4C', { kind: 'sequence', size: 4, rank: 4 }],
    ['JD QC KD AH RJ', { kind: 'sequence', size: 5, rank: 15 }],
    ['RJ', { kind: 'single', size: 1, rank: 1 }],
    ['5S 5H RJ BJ', { kind: 'set', size: 4, rank: 5 }],
  ] as const)('%s', (text, want) => {
    expect(classifyCombo(Cs(text))).toEqual(want);
  });

  it('R8 equal rank never beats; only the same kind and size with a higher rank beats', () => {
    const combo = (t: string) => classifyCombo(Cs(t))!;
    expect(beats(combo('RJ 2S 3S'), combo('AH 2D 3C'))).toBe(false);
    expect(beats(combo('AH 2D 3C'), combo('RJ 2S 3S'))).toBe(false);
    expect(beats(combo('2H 3D 4C'), combo('RJ 2S 3S'))).toBe(true);
    expect(beats(combo('QS KS AS'), combo('JH QH KH'))).toBe(true);
    expect(beats(combo('KH AD RJ'), combo('QS KS AS'))).toBe(true);
    expect(beats(combo('KS RJ'), combo('KH KD'))).toBe(false);
    expect(beats(combo('2S'), combo('RJ'))).toBe(true);
    expect(beats(combo('RJ'), combo('BJ'))).toBe(false);
  });
});

describe('§6 the play-off through applyAction (hand-built play-off states)', () => {
  it('a round: equal rank refused, higher beats, the leader may not pass, a pass gives the round to the other who leads', () => {
    const s = playOffState({ hands: ['AS 2H 3D 9C 9D', 'RJ 2C 3S 4H KD QS'], leader: 0 });
    expect(codeOf(() => applyAction(s, pass(0)))).toBe('cannot-pass-on-lead');
    expect(codeOf(() => applyAction(s, put(1, 'KD')))).toBe('not-your-turn');
    const led = applyAction(s, put(0, 'AS 2H 3D'));
    expect(codeOf(() => applyAction(led, put(1, 'RJ 2C 3S')))).toBe('does-not-beat');
    expect(codeOf(() => applyAction(led, put(1, 'KD')))).toBe('does-not-beat');
    const beaten = applyAction(led, put(1, '2C 3S 4H')) as PlayOffState;
    expect(beaten.round.last).toEqual({ kind: 'sequence', size: 3, rank: 4 });
    const passed = applyAction(beaten, pass(0)) as PlayOffState;
    expect(passed.round).toEqual({ leader: 1, moves: [], toAct: 1, last: null });
    expect(passed.deal.rounds[0]).toMatchObject({ leader: 0, winner: 1, end: 'pass' });
    expect(codeOf(() => applyAction(passed, pass(1)))).toBe('cannot-pass-on-lead');
    // R11: the Joker alone may be led, and anything single beats it.
    const joker = applyAction(passed, put(1, 'RJ'));
    expect(legalActionsFor(joker, 0).filter((a) => a.type === 'playoff-play')).toHaveLength(2);
  });

  it('the deal ends the moment a player plays their last card, even on a beat; 10 per card left in the other hand', () => {
    const s = playOffState({ hands: ['5S 9C', '7H 2D 3D 4D'], leader: 0 });
    const led = applyAction(s, put(0, '5S'));
    const beaten = applyAction(led, put(1, '7H'));
    const out = applyAction(applyAction(beaten, pass(0)), put(1, '2D 3D 4D'));
    expect(out.phase).toBe('deal-over');
    const deal = out.game.deals[out.game.deals.length - 1];
    expect(deal.cardsLeft).toEqual([1, 0]);
    expect(deal.score.phases[2]).toEqual([0, 10]);
    expect(deal.rounds.at(-1)).toMatchObject({ winner: 1, end: 'out' });
    expect(codeOf(() => applyAction(out, put(0, '9C')))).toBe('wrong-phase');
  });
});

// ─── Flow: R2, R3, R12 ──────────────────────────────────────────────────────

describe('R3 the bottom card: take and cede on the last auction', () => {
  for (const jokers of [false, true]) {
    const lastNumber = jokers ? 14 : 13;
    const last = playTo(
      newGame({ seed: `r3-${jokers}`, jokers }),
      neverBidJoker,
      (s) => s.phase === 'auction' && s.auction.number === lastNumber,
    ) as AuctionState;
    for (const choice of ['take', 'cede'] as const) {
      it(`${jokers ? '14th' : '13th'} auction, the winner ${choice}s: ${choice === 'take' ? 'the loser' : 'the winner'} declares first and leads`, () => {
        expect(last.deal.stock).toHaveLength(1);
        const bottom = last.deal.stock[0];
        let s: GameState = applyAction(last, neverBidJoker(last, legalActionsFor(last, 0)));
        s = applyAction(s, neverBidJoker(s, legalActionsFor(s, 1)));
        const winner = (s as AuctionState).auction.outcome!.winner;
        const melds = applyAction(s, { type: choice, player: winner }) as MeldsState;
        const expected = choice === 'take' ? other(winner) : winner;
        expect(melds.phase).toBe('melds');
        expect(melds.deal.firstPlayer).toBe(expected);
        expect(melds.toAct).toBe(expected);
        expect(melds.deal.hands[expected]).toContainEqual(bottom);
        expect(melds.deal.hands.map((h) => h.length)).toEqual([13, 13]);
        const tricks = playTo(melds, first, (x) => x.phase === 'tricks') as TricksState;
        expect(tricks.deal.declarations[0].player).toBe(expected);
        expect(tricks.trick.leader).toBe(expected);
        // R2: the bottom card is unseen by the other player.
        expect(playerView(tricks, other(expected)).auctions.at(-1)!.unseen).toBeNull();
        expect(playerView(tricks, expected).auctions.at(-1)!.unseen).toEqual(bottom);
      });
    }
  }
});

describe('R2 views after the deal', () => {
  it('the finished deal’s records keep every unseen card and exchanged card private to its taker', () => {
    const pol: Policy = (_s, actions) => actions.find((a) => a.type === 'joker-exchange') ?? neverBidJoker(_s, actions);
    const over = playTo(newGame({ seed: 'r2-deal', jokers: true }), pol, ended);
    const deal = over.game.deals[0];
    for (const p of [0, 1] as const) {
      const view = playerView(over, p);
      for (const [i, record] of view.deals[0].auctions.entries()) {
        expect(record.unseen).toEqual(deal.auctions[i].unseenTo === p ? deal.auctions[i].unseen : null);
      }
      for (const [i, choice] of view.deals[0].jokerChoices.entries()) {
        expect(choice.card).toEqual(deal.jokerChoices[i].player === p ? deal.jokerChoices[i].card : null);
      }
      expect(view.hand).toEqual(over.deal.hands[p]);
      expect(JSON.stringify(view)).not.toContain('"hands"');
    }
    expect(deal.jokerChoices.filter((c) => c.exchanged)).toHaveLength(2);
  });
});

describe('R12 hand sizes with Jokers', () => {
  it('a kept Joker is in the 13-card trick hand and the play-off hand is the 14 bid-cards', () => {
    const pol: Policy = (_s, actions) => actions.find((a) => a.type === 'keep-joker') ?? neverBidJoker(_s, actions);
    const melds = playTo(newGame({ seed: 'r12-keep', jokers: true }), pol, (s) => s.phase === 'melds');
    expect(melds.deal.bidPiles.map((p) => p.length)).toEqual([14, 14]);
    const tricks = playTo(melds, pol, (s) => s.phase === 'tricks');
    expect(tricks.deal.hands.map((h) => h.length)).toEqual([13, 13]);
    expect(tricks.deal.hands.map((h) => h.filter(isJoker).length)).toEqual([1, 1]);
    const po = playTo(tricks, pol, (s) => s.phase === 'play-off');
    expect(po.deal.hands.map((h) => h.length)).toEqual([14, 14]);
    expect(po.deal.hands.flat().some(isJoker)).toBe(false);
    expect(po.deal.tricks.some((t) => isJoker(t.lead) || isJoker(t.follow))).toBe(true);
  });
});

// ─── Scoring (§5, R13, R14, §8) ─────────────────────────────────────────────

describe('§5 trick points', () => {
  it('odd count ×10, even ×5, none 0, for every split of 13', () => {
    for (let t = 0; t <= 13; t++) {
      expect(trickPoints(t)).toBe(t % 2 ? 10 * t : 5 * t);
    }
    expect([0, 1, 2, 12, 13].map(trickPoints)).toEqual([0, 10, 10, 60, 130]);
  });
});

/** Independent R13: walk the phases, the first phase where someone has ≥ 100 settles the bonus for the deal. */
function oracleBonus(phases: Pair<number>[]): Pair<number> {
  const sum: [number, number] = [0, 0];
  for (const [i, [a, b]] of phases.entries()) {
    sum[0] += a;
    sum[1] += b;
    const r0 = sum[0] >= 100;
    const r1 = sum[1] >= 100;
    if (r0 && r1) return [0, 0];
    if (r0) return [[100, 50, 30][i], 0];
    if (r1) return [0, [100, 50, 30][i]];
  }
  return [0, 0];
}

describe('R13 the 100 bonus, every branch (grid against an independent reading)', () => {
  it('melds × trick splits × play-off outcomes', () => {
    const meldValues = [0, 45, 95, 99, 100, 130];
    const outs: Pair<number>[] = [
      [0, 1],
      [0, 5],
      [0, 13],
      [1, 0],
      [4, 0],
      [13, 0],
    ];
    let cases = 0;
    const mismatches: string[] = [];
    for (const m0 of meldValues) {
      for (const m1 of meldValues) {
        for (let t = 0; t <= 13; t++) {
          for (const cardsLeft of outs) {
            const d = scoreDeal({ melds: [m0, m1], tricks: [t, 13 - t], cardsLeft });
            const phases: Pair<number>[] = [
              [m0, m1],
              [trickPoints(t), trickPoints(13 - t)],
              [10 * cardsLeft[1], 10 * cardsLeft[0]],
            ];
            const bonus = oracleBonus(phases);
            const total = [phases.reduce((s, p) => s + p[0], bonus[0]), phases.reduce((s, p) => s + p[1], bonus[1])];
            const want = JSON.stringify({ phases, bonus, total });
            if (JSON.stringify(d) !== want) mismatches.push(`${JSON.stringify(d)} ≠ ${want}`);
            cases++;
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(cases).toBe(6 * 6 * 14 * 6);
  });
});

describe('R13 in play', () => {
  const spades = 'AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS';
  const hearts = 'AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH';
  const scrappy = '2D 4D 6D 8D 10D QD 3C 5C 7C 9C JC KC 2H';

  it('phase 1: one player’s melds reach 100 → 100 bonus at the end of meld scoring', () => {
    const s = meldsState([scrappy, spades], 1);
    const t = applyAction(applyAction(s, { type: 'declare', player: 1, trump: 'H' }), { type: 'declare', player: 0, trump: 'S' });
    expect(t.deal.score).toEqual({ phases: [[0, 130]], bonus: [0, 100], bonusPhase: 1, bonusVoid: false });
  });

  it('phase 1: both reach 100 → nobody, and still nobody at the end of the deal', () => {
    const s = meldsState([spades, hearts], 0);
    const t = applyAction(applyAction(s, { type: 'declare', player: 0, trump: 'C' }), { type: 'declare', player: 1, trump: 'C' });
    expect(t.deal.score).toMatchObject({ bonus: [0, 0], bonusPhase: null, bonusVoid: true });
    const over = playTo(t, first, ended);
    expect(over.game.deals[0].score.bonus).toEqual([0, 0]);
  });

  it('phase 2: reaching 100 only with the last trick → 50', () => {
    const s = tricksState({
      hands: ['AD', '2D'],
      trumps: ['S', 'H'],
      leader: 0,
      tricksWon: [0, 12],
      score: { ...NO_SCORE, phases: [[95, 30]] },
    });
    const po = applyAction(applyAction(s, play(0, 'AD')), play(1, '2D'));
    expect(po.deal.score).toEqual({
      phases: [
        [95, 30],
        [10, 60],
      ],
      bonus: [50, 0],
      bonusPhase: 2,
      bonusVoid: false,
    });
  });

  it('phase 3: exactly 100 with the play-off → 30, added to the game total', () => {
    const s = playOffState({
      hands: ['5S', '9C'],
      leader: 0,
      score: {
        ...NO_SCORE,
        phases: [
          [60, 0],
          [30, 95],
        ],
      },
      totals: [200, 300],
    });
    const over = applyAction(s, put(0, '5S'));
    expect(over.game.deals.at(-1)!.score).toEqual({
      phases: [
        [60, 0],
        [30, 95],
        [10, 0],
      ],
      bonus: [30, 0],
      total: [130, 95],
    });
    expect(over.game.totals).toEqual([330, 395]);
  });
});

describe('§8 R14 the end of the game through the driver', () => {
  // Player 0 goes out with the 5S while player 1 holds three cards: +30 for player 0, no bonus.
  const finish = (totals: Pair<number>) => applyAction(playOffState({ hands: ['5S', '9C 9D 9H'], leader: 0, totals }), put(0, '5S'));

  it.each([
    [1000, 1],
    [999, 2],
    [750, 2],
    [749, 3],
    [500, 3],
    [499, 4],
    [0, 4],
  ] as const)('loser on %i → game value %i', (loser, value) => {
    const over = finish([1000, loser]);
    expect(over.phase).toBe('game-over');
    expect(over.phase === 'game-over' && over.result).toEqual({ winner: 0, value, totals: [1030, loser], reason: 'target' });
  });

  it('reaching exactly the target ends the game; one short does not', () => {
    expect(finish([970, 0]).phase).toBe('game-over');
    expect(finish([969, 0]).phase).toBe('deal-over');
  });

  it('the higher total wins even if the other player went out', () => {
    const over = finish([980, 1200]);
    expect(over.phase === 'game-over' && over.result).toEqual({ winner: 1, value: 1, totals: [1010, 1200], reason: 'target' });
  });

  it('R14 equal totals at or over the target → another deal, started by the next dealer', () => {
    const tied = finish([1000, 1030]);
    expect(tied.phase).toBe('deal-over');
    expect(tied.game.totals).toEqual([1030, 1030]);
    if (tied.phase !== 'deal-over') return;
    expect(tied.nextDealer).toBe(other(tied.game.dealer));
    expect(legalActions(tied)).toEqual([{ type: 'next-deal', player: tied.nextDealer }]);
    expect(codeOf(() => applyAction(tied, { type: 'next-deal', player: tied.game.dealer }))).toBe('not-your-turn');
    const next = applyAction(tied, { type: 'next-deal', player: tied.nextDealer });
    expect(next).toMatchObject({
      phase: 'auction',
      game: { dealNumber: tied.game.dealNumber + 1, dealer: tied.nextDealer, totals: [1030, 1030] },
    });
    expect(next.deal.hands.map((h) => h.length)).toEqual([13, 13]);
  });
});

// ─── Robustness ─────────────────────────────────────────────────────────────

/** States of every phase and step (deep-frozen), with a card that is surely not in the actor's hand. */
function statesOfEveryKind(): GameState[] {
  const out: GameState[] = [];
  const fresh = newGame({ seed: 'robust', jokers: true });
  out.push(fresh);
  const oneBid = applyAction(fresh, legalActionsFor(fresh, 1)[0]);
  out.push(oneBid);
  out.push(applyAction(oneBid, legalActionsFor(oneBid, 0)[0]));
  const melds = playTo(fresh, neverBidJoker, (s) => s.phase === 'melds');
  out.push(melds);
  out.push(applyAction(melds, legalActions(melds)[0]));
  const tricks = playTo(melds, first, (s) => s.phase === 'tricks');
  out.push(tricks, applyAction(tricks, legalActions(tricks)[0]));
  const po = playTo(tricks, first, (s) => s.phase === 'play-off');
  out.push(po, applyAction(po, legalActions(po)[0]));
  const dealOver = playTo(po, first, ended);
  out.push(dealOver);
  out.push(playTo(newGame({ seed: 'robust-end', target: 1 }), first, (s) => s.phase === 'game-over'));
  return out.map((s) => deepFreeze(s));
}

function malformedActions(s: GameState): unknown[] {
  const actor = legalActions(s)[0]?.player ?? 0;
  const notMine = CARDS.find(
    (c) =>
      !s.deal.hands[actor].some((h) => JSON.stringify(h) === JSON.stringify(c)) &&
      !s.deal.bidPiles[actor].some((h) => JSON.stringify(h) === JSON.stringify(c)),
  )!;
  const mine = s.deal.hands[actor][0] ?? CARDS[0];
  const out: unknown[] = [
    null,
    undefined,
    'bid',
    42,
    [],
    {},
    { type: 'bid' },
    { type: 'resign', player: actor },
    { type: 'toString', player: actor },
    { type: '__proto__', player: actor },
  ];
  for (const type of ['bid', 'play', 'joker-exchange']) {
    out.push(
      { type, player: 2, card: mine },
      { type, player: '0', card: mine },
      { type, player: -1, card: mine },
      { type, player: actor, card: 'AS' },
      { type, player: actor, card: cardAsText(mine) },
      { type, player: actor, card: null },
      { type, player: actor },
      { type, player: actor, card: { rank: 15, suit: 'S' } },
      { type, player: actor, card: { rank: 1, suit: 'S' } },
      { type, player: actor, card: { rank: 10.5, suit: 'S' } },
      { type, player: actor, card: { rank: '10', suit: 'S' } },
      { type, player: actor, card: { rank: 10, suit: 's' } },
      { type, player: actor, card: { joker: 'green' } },
      { type, player: actor, card: {} },
      { type, player: actor, card: [mine] },
      { type, player: actor, card: notMine },
    );
  }
  out.push(
    { type: 'playoff-play', player: actor, cards: 'AS' },
    { type: 'playoff-play', player: actor, cards: [null] },
    { type: 'playoff-play', player: actor, cards: { 0: mine, length: 1 } },
    { type: 'playoff-play', player: actor, cards: [mine, { ...mine }] },
    { type: 'playoff-play', player: actor, cards: [notMine] },
    { type: 'playoff-play', player: actor },
    { type: 'declare', player: actor, trump: 'spades' },
    { type: 'declare', player: actor, trump: 's' },
    { type: 'declare', player: actor },
  );
  return out;
}

/** A card serialised to text: a string where an object is expected. */
function cardAsText(card: Card): string {
  return JSON.stringify(card);
}

describe('robustness: malformed actions in every phase', () => {
  it('throw an EngineError with a known code and leave the deep-frozen state untouched', () => {
    for (const s of statesOfEveryKind()) {
      const snapshot = JSON.stringify(s);
      const legalKeys = new Set(legalActions(s).map((a) => JSON.stringify(a)));
      for (const bad of malformedActions(s)) {
        if (legalKeys.has(JSON.stringify(bad))) continue;
        let code: string | null = null;
        try {
          applyAction(s, bad as Action);
        } catch (e) {
          if (!(e instanceof EngineError)) throw new Error(`${s.phase}: ${JSON.stringify(bad)} threw ${String(e)}`, { cause: e });
          code = e.code;
        }
        expect(code, `${s.phase}: accepted ${JSON.stringify(bad)}`).not.toBeNull();
        expect(ERROR_CODES).toContain(code);
      }
      expect(JSON.stringify(s)).toBe(snapshot);
    }
  });

  it('the specific codes: wrong player, card not in hand, string card, pass on the lead, after game over', () => {
    const [fresh, oneBid, revealed] = statesOfEveryKind();
    const s = fresh as AuctionState;
    const inOther = s.deal.hands[1][0];
    expect(codeOf(() => applyAction(s, { type: 'bid', player: 0, card: inOther }))).toBe('card-not-in-hand');
    expect(codeOf(() => applyAction(s, { type: 'bid', player: 0, card: 'AS' as unknown as Card }))).toBe('invalid-action');
    expect(codeOf(() => applyAction(s, { type: 'take', player: 0 }))).toBe('bids-not-revealed');
    expect(codeOf(() => applyAction(oneBid, { type: 'bid', player: 1, card: oneBid.deal.hands[1][0] }))).toBe('already-bid');
    const loser = other((revealed as AuctionState).auction.outcome!.winner);
    expect(codeOf(() => applyAction(revealed, { type: 'cede', player: loser }))).toBe('not-your-turn');
    expect(codeOf(() => applyAction(revealed, { type: 'play', player: 0, card: CARDS[0] }))).toBe('wrong-phase');
    const po = playOffState({ hands: ['5S', '9C'], leader: 1 });
    expect(codeOf(() => applyAction(po, pass(1)))).toBe('cannot-pass-on-lead');
    expect(codeOf(() => applyAction(po, put(0, '5S')))).toBe('not-your-turn');
    const over = playTo(newGame({ seed: 'robust-end', target: 1 }), first, (x) => x.phase === 'game-over');
    expect(codeOf(() => applyAction(over, { type: 'next-deal', player: 0 }))).toBe('game-over');
    expect(codeOf(() => applyAction(over, { type: 'pass', player: 1 }))).toBe('game-over');
  });

  it('JSON-loaded card copies are accepted as the same cards (a saved game’s actions)', () => {
    const s = newGame({ seed: 'copies' });
    const copy = JSON.parse(JSON.stringify(s.deal.hands[0][3])) as Card;
    const after = applyAction(s, { type: 'bid', player: 0, card: copy });
    expect(after.deal.hands[0]).toHaveLength(12);
    expect(after.deal.hands[0]).not.toContainEqual(copy);
  });
});

describe('robustness: card notation (§1) on junk', () => {
  it.each([
    '',
    ' ',
    '1S',
    '11H',
    '0S',
    'AX',
    '♠',
    'S',
    'A',
    '10',
    'AS KH',
    'A S',
    'RJS',
    'JR',
    'ＡＳ',
    '🂡',
    'A♠♠',
    '1O♥',
    '\u0000AS',
    'Ｓ',
    'ſ',
  ])('parseCard(%j) → invalid-card naming the token', (token) => {
    let error: unknown;
    try {
      parseCard(token);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).code).toBe('invalid-card');
    expect((error as EngineError).message).toContain(token.trim());
  });

  it('a very long token is refused and named, without hanging', () => {
    const long = 'Q'.repeat(100_000) + 'S';
    expect(() => parseCard(long)).toThrow(EngineError);
    expect(() => parseCards(`AS ${long} KH`)).toThrow(long);
  });

  it('accepts every notation of §1, case-insensitive, with surrounding blanks', () => {
    expect(parseCards(' as, 10h TH  q♦,K♣ rj\tBJ 2s ')).toEqual([
      C('AS'),
      C('10H'),
      C('10H'),
      C('QD'),
      C('KC'),
      { joker: 'red' },
      { joker: 'black' },
      C('2S'),
    ]);
  });

  it('parseCards names the first bad token of a list', () => {
    expect(() => parseCards('AS KH 1X QQ')).toThrow(/"1X"/);
    expect(parseCards('')).toEqual([]);
    expect(parseCards(' , ,, ')).toEqual([]);
  });
});

describe('saved games mid-deal: JSON round trip', () => {
  it('a sealed bid pending, a Joker choice pending, a trick half played and a play-off round open all survive JSON', () => {
    const fresh = newGame({ seed: 'json-review', jokers: true });
    const sealed = applyAction(fresh, legalActionsFor(fresh, 0)[0]);
    const melds = playTo(fresh, neverBidJoker, (s) => s.phase === 'melds');
    const tricks = playTo(melds, first, (s) => s.phase === 'tricks');
    const half = applyAction(tricks, legalActions(tricks)[0]);
    const po = playTo(half, first, (s) => s.phase === 'play-off');
    const open = applyAction(po, legalActions(po)[0]);
    for (const s of [sealed, melds, half, open]) {
      const loaded = JSON.parse(JSON.stringify(s)) as GameState;
      expect(loaded).toEqual(s);
      for (const p of [0, 1] as const) expect(playerView(loaded, p)).toEqual(playerView(s, p));
      const actions = legalActions(s);
      expect(legalActions(loaded)).toEqual(actions);
      const action = actions[actions.length - 1];
      const fromLoaded = applyAction(loaded, JSON.parse(JSON.stringify(action)) as Action);
      expect(JSON.parse(JSON.stringify(fromLoaded))).toEqual(JSON.parse(JSON.stringify(applyAction(s, action))));
    }
    expect((melds as MeldsState).step).toBe('joker');
    expect(playerView(sealed, 1).auction!.bids).toEqual([null, null]);
  });
});
