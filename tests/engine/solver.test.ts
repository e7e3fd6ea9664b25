// The exact solvers agree with brute force (every line, no pruning) and keep their promises on values and best moves.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addPhase,
  beats,
  cardId,
  classifyCombo,
  formatCards,
  fullDeck,
  isJoker,
  legalTrickPlays,
  parseCards,
  playOffPoints,
  progressTotal,
  trickPoints,
} from '../../src/engine/index.ts';
import type { Card, Combo, Pair, PlayerIndex, Suit, TrickRule } from '../../src/engine/index.ts';
import { solveDeal, solvePlayOff, solveTricks } from '../../src/engine/solver/index.ts';
import { playOffLeadValues } from '../../src/engine/solver/playoff.ts';
import { KEY, writeKey } from '../../src/engine/solver/playoff-key.ts';
import { forgetHandFacts, infoOf, partInfo, runsOutInTwo } from '../../src/engine/solver/playoff-hands.ts';
import { classOf, countsOf, fits, SHAPES } from '../../src/engine/solver/playoff-shapes.ts';
import { checkTricksProblem, solveTrickProblem } from '../../src/engine/solver/tricks.ts';
import { bruteFollow, brutePass, brutePlay, brutePlayOff, bruteTricks, bruteTricksWith, memoPlayOff } from './solver-oracle.ts';
import { DEEP, runs } from '../support/deep.ts';

const SUIT_LIST: Suit[] = ['S', 'H', 'D', 'C'];
const RULES: TrickRule[] = ['parlett', 'summary'];

/** A small endgame: k cards each (Jokers possible), trumps, leader, tricks already won, maybe a card led. */
const trickEndgame = fc
  .record({
    order: fc.shuffledSubarray([...Array(54).keys()], { minLength: 11, maxLength: 11 }),
    k: fc.integer({ min: 3, max: 5 }),
    trumps: fc.tuple(fc.constantFrom(...SUIT_LIST), fc.constantFrom(...SUIT_LIST)),
    leader: fc.constantFrom<PlayerIndex>(0, 1),
    won: fc.integer({ min: 0, max: 10 }),
    rule: fc.constantFrom(...RULES),
    withLead: fc.boolean(),
  })
  .map(({ order, k, trumps, leader, won, rule, withLead }) => {
    const deck = fullDeck(true);
    const cards = order.map((id) => deck[id]);
    const hands: [Card[], Card[]] = [cards.slice(0, k), cards.slice(k, 2 * k)];
    let lead: Card | null = null;
    if (withLead) lead = hands[leader].pop() as Card;
    const w0 = won % (13 - k + 1);
    return { hands, leader, trumps: trumps, tricksWon: [w0, 13 - k - w0] as Pair<number>, lead, rule };
  });

/** The value of each legal move of the player to move, by brute force. */
function bruteMoveValues(p: {
  hands: Pair<Card[]>;
  leader: PlayerIndex;
  trumps: Pair<Suit>;
  tricksWon: Pair<number>;
  lead: Card | null;
  rule: TrickRule;
}): Map<number, number> {
  const values = new Map<number, number>();
  if (p.lead === null) {
    for (const card of p.hands[p.leader]) {
      const hands: [Card[], Card[]] = [p.hands[0].slice(), p.hands[1].slice()];
      hands[p.leader] = hands[p.leader].filter((c) => c !== card);
      values.set(cardId(card), bruteTricks(hands, p.leader, p.trumps, p.tricksWon, card, p.rule));
    }
  } else {
    const follower = p.leader === 0 ? 1 : 0;
    for (const card of legalTrickPlays(p.hands[follower], p.lead, p.trumps[p.leader])) {
      values.set(cardId(card), bruteFollow(p.hands, p.leader, p.trumps, p.tricksWon, p.lead, card, p.rule));
    }
  }
  return values;
}

describe('solveTricks', () => {
  it('agrees with brute force on small endgames, with Jokers, under R7 and R7-S, and its best cards are exactly the optimal ones', () => {
    fc.assert(
      fc.property(trickEndgame, (p) => {
        const solved = solveTricks(p);
        const brute = bruteTricks(p.hands, p.leader, p.trumps, p.tricksWon, p.lead, p.rule);
        expect(solved.exact).toBe(true);
        expect(solved.value).toBe(brute);
        const values = bruteMoveValues(p);
        const optimal = [...values]
          .filter(([, v]) => v === brute)
          .map(([id]) => id)
          .sort((a, b) => a - b);
        expect(solved.best.map(cardId).sort((a, b) => a - b)).toEqual(optimal);
      }),
      { numRuns: runs(250), seed: 11 },
    );
  });

  it('with oneBest gives the same value and exactly one card, an optimal one by brute force', () => {
    fc.assert(
      fc.property(trickEndgame, (p) => {
        const solved = solveTricks({ ...p, oneBest: true });
        const brute = bruteTricks(p.hands, p.leader, p.trumps, p.tricksWon, p.lead, p.rule);
        expect(solved.value).toBe(brute);
        expect(solved.best).toHaveLength(1);
        expect(bruteMoveValues(p).get(cardId(solved.best[0]))).toBe(brute);
      }),
      { numRuns: runs(200), seed: 13 },
    );
  });

  it('with moveValues gives every legal card its brute-force value', () => {
    fc.assert(
      fc.property(trickEndgame, (p) => {
        const solved = solveTricks({ ...p, moveValues: true });
        const brute = bruteMoveValues(p);
        expect(solved.values?.map((v) => [cardId(v.card), v.value]).sort((a, b) => a[0] - b[0])).toEqual(
          [...brute].sort((a, b) => a[0] - b[0]),
        );
        expect(solved.value).toBe(
          Math.max(...[...brute.values()].map((v) => ((p.lead === null ? p.leader : 1 - p.leader) === 0 ? v : -v))) *
            ((p.lead === null ? p.leader : 1 - p.leader) === 0 ? 1 : -1),
        );
      }),
      { numRuns: runs(200), seed: 15 },
    );
  });

  it('gives values that are multiples of 5, best cards that are legal, and a best card keeps the value', () => {
    fc.assert(
      fc.property(trickEndgame, (p) => {
        const solved = solveTricks(p);
        expect(Math.abs(solved.value) % 5).toBe(0);
        const mover: PlayerIndex = p.lead === null ? p.leader : p.leader === 0 ? 1 : 0;
        const legal = p.lead === null ? p.hands[mover] : legalTrickPlays(p.hands[mover], p.lead, p.trumps[p.leader]);
        for (const card of solved.best) expect(legal.map(cardId)).toContain(cardId(card));
        // Play the first best card; when a trick completes and the next trick starts, solve again.
        const card = solved.best[0];
        if (p.lead === null) {
          const hands: [Card[], Card[]] = [p.hands[0].slice(), p.hands[1].slice()];
          hands[mover] = hands[mover].filter((c) => c !== card);
          expect(solveTricks({ ...p, hands, lead: card }).value).toBe(solved.value);
        }
      }),
      { numRuns: runs(150), seed: 12 },
    );
  });

  it('odd-trick rule: B hands A an 8th trick, worth less to A than a 7th (values are not monotone in tricks)', () => {
    // A has won 6, B 5, two tricks left. A on 7 scores 70 − 30; on 8 only 40 − 50.
    const hands: [Card[], Card[]] = [parseCards('AS 4S'), parseCards('KS 3S')];
    const problem = {
      hands,
      leader: 0 as PlayerIndex,
      trumps: ['C', 'D'] as Pair<Suit>,
      tricksWon: [6, 5] as Pair<number>,
      rule: 'parlett' as TrickRule,
    };
    const solved = solveTricks(problem);
    expect(solved.value).toBe(40 - 50);
    expect(solved.value).toBe(bruteTricks(hands, 0, ['C', 'D'], [6, 5], null, 'parlett'));
    // When A leads the Ace, B unblocks the King so that A must win the last trick too.
    const reply = solveTricks({ ...problem, hands: [parseCards('4S'), parseCards('KS 3S')], lead: parseCards('AS')[0] });
    expect(formatCards(reply.best)).toBe('KS');
  });

  it('marks an answer cut off by its node budget as inexact', () => {
    const deck = fullDeck();
    const solved = solveTricks({
      hands: [deck.slice(0, 13), deck.slice(13, 26)],
      leader: 0,
      trumps: ['S', 'H'],
      tricksWon: [0, 0],
      budget: 50,
    });
    expect(solved.exact).toBe(false);
  });

  it('refuses impossible problems with an engine error', () => {
    expect(() =>
      solveTricks({ hands: [parseCards('AS'), parseCards('KS 2S')], leader: 0, trumps: ['S', 'H'], tricksWon: [11, 0] }),
    ).toThrow(/same number/);
    expect(() => solveTricks({ hands: [parseCards('AS'), parseCards('KS')], leader: 0, trumps: ['S', 'H'], tricksWon: [3, 3] })).toThrow(
      /make 13/,
    );
    expect(() => solveTricks({ hands: [parseCards('AS'), parseCards('AS')], leader: 0, trumps: ['S', 'H'], tricksWon: [12, 0] })).toThrow();
  });
});

/**
 * Play-off positions from `dealt` low cards (ranks up to Two + `lowest`, and Aces: so sets and sequences happen), Jokers
 * possible, `minEach`..`maxEach` cards a hand, maybe a combination to beat (one the other player could have played from
 * the cards left over).
 */
function playOffPositions(lowest: number, dealt: number, minEach: number, maxEach: number) {
  return fc
    .record({
      order: fc.shuffledSubarray(
        [...Array(54).keys()].filter((id) => id >= 52 || id % 13 <= lowest || id % 13 === 12),
        { minLength: dealt, maxLength: dealt },
      ),
      k0: fc.integer({ min: minEach, max: maxEach }),
      k1: fc.integer({ min: minEach, max: maxEach }),
      toMove: fc.constantFrom<PlayerIndex>(0, 1),
      beat: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
    })
    .map(({ order, k0, k1, toMove, beat }) => {
      const deck = fullDeck(true);
      const cards = order.map((id) => deck[id]);
      const hands: [Card[], Card[]] = [cards.slice(0, k0), cards.slice(k0, k0 + k1)];
      const rest = cards.slice(k0 + k1);
      const options = beat === null ? [] : [1, 2, 3].flatMap((n) => classifyCombo(rest.slice(0, n)) ?? []);
      const toBeat: Combo | null = options.length > 0 ? options[(beat as number) % options.length] : null;
      return { hands, toMove, toBeat };
    });
}

/** A small play-off: a few low cards each. */
const playOffPosition = playOffPositions(4, 10, 1, 4);

function rankKey(cards: readonly Card[]): string {
  return cards
    .map((c) => (isJoker(c) ? 0 : c.rank))
    .sort((a, b) => a - b)
    .join(',');
}

describe('solvePlayOff', () => {
  it('agrees with brute force on small hands, with Jokers and combinations to beat, and lists exactly the optimal moves', () => {
    fc.assert(
      fc.property(playOffPosition, ({ hands, toMove, toBeat }) => {
        const solved = solvePlayOff({ hands, toMove, toBeat });
        const brute = brutePlayOff(hands, toMove, toBeat);
        expect(solved.exact).toBe(true);
        expect(solved.value).toBe(brute);
        expect(Math.abs(solved.value) % 10).toBe(0);
        const optimal = new Set<string>();
        for (const play of classifyPlays(hands[toMove], toBeat)) if (brutePlay(hands, toMove, play) === brute) optimal.add(rankKey(play));
        if (toBeat !== null && brutePass(hands, toMove) === brute) optimal.add('pass');
        const got = solved.best.map((m) => (m === 'pass' ? 'pass' : rankKey(m)));
        expect(new Set(got)).toEqual(optimal);
        expect(got.length).toBe(optimal.size);
        for (const m of solved.best) {
          if (m === 'pass') continue;
          const combo = classifyCombo(m);
          expect(combo).not.toBeNull();
          if (toBeat !== null) expect(beats(combo as Combo, toBeat)).toBe(true);
          for (const c of m) expect(hands[toMove].map(cardId)).toContain(cardId(c));
        }
      }),
      { numRuns: runs(200), seed: 13 },
    );
  });

  it('agrees with brute force on hands of 5 or 6 cards each, low ranks with pairs, sequences and Jokers (positions the table serves)', () => {
    // Small positions are searched without the table: these are large enough for its keys, merged plays and bounds to count.
    const lowPlayOff = playOffPositions(6, 14, 5, 6);
    fc.assert(
      fc.property(lowPlayOff, ({ hands, toMove, toBeat }) =>
        memoPlayOff(() => {
          const solved = solvePlayOff({ hands, toMove, toBeat });
          const brute = brutePlayOff(hands, toMove, toBeat);
          expect(solved.value).toBe(brute);
          const optimal = new Set<string>();
          for (const play of classifyPlays(hands[toMove], toBeat)) if (brutePlay(hands, toMove, play) === brute) optimal.add(rankKey(play));
          if (toBeat !== null && brutePass(hands, toMove) === brute) optimal.add('pass');
          expect(new Set(solved.best.map((m) => (m === 'pass' ? 'pass' : rankKey(m))))).toEqual(optimal);
          expect(solved.best.length).toBe(optimal.size);
          const one = solvePlayOff({ hands, toMove, toBeat, oneBest: true });
          expect(one.value).toBe(brute);
          expect(one.best).toHaveLength(1);
          expect(optimal.has(one.best[0] === 'pass' ? 'pass' : rankKey(one.best[0]))).toBe(true);
        }),
      ),
      { numRuns: runs(30), seed: 21 },
    );
  });

  it("finds a play-off's values from either lead whatever its first guess: climbing from below, probing down from above", () => {
    // The declaration guesses each placement's play-off from the last one's: a guess far from the value must still end at it.
    fc.assert(
      fc.property(playOffPositions(6, 14, 5, 6), ({ hands }) =>
        memoPlayOff(() => {
          const brute: Pair<number> = [brutePlayOff(hands, 0, null), brutePlayOff(hands, 1, null)];
          for (let g0 = -hands[0].length; g0 <= hands[1].length; g0++) {
            const g1 = -g0;
            const solved = playOffLeadValues(hands, undefined, undefined, [g0, g1]);
            expect(solved.exact).toBe(true);
            expect(solved.values).toEqual(brute);
          }
        }),
      ),
      { numRuns: runs(8), seed: 34 },
    );
  });

  it('positions that share a table key have the same value by brute force (the key forgets only what never matters)', () => {
    // Every hand of up to 4 cards (5 in npm run test:deep) from a pool with sequences (Joker-2-3, 2-3-4), pairs and lone
    // ranks, against two cards, led or following: many positions share a key (ranks nobody holds vanish from it, lone
    // counts trade).
    const pool = parseCards('RJ 2C 2D 3C 4C 7S 7H 9S JS');
    const others = ['QS KS', 'BJ 8D', '2S 10D'].map(parseCards);
    const tables: (Combo | null)[] = [null, { kind: 'single', size: 1, rank: 8 }, { kind: 'set', size: 2, rank: 6 }];
    const byKey = new Map<string, { value: number; where: string }>();
    let shared = 0;
    for (let mask = 1; mask < 1 << pool.length; mask++) {
      const hand = pool.filter((_, i) => mask & (1 << i));
      if (hand.length > (DEEP ? 5 : 4)) continue;
      for (const otherHand of others) {
        if (otherHand.some((c) => hand.some((h) => cardId(h) === cardId(c)))) continue;
        for (const toBeat of tables) {
          for (const toMove of [0, 1] as const) {
            const hands: Pair<Card[]> = toMove === 0 ? [hand, otherHand] : [otherHand, hand];
            const [ml, mh] = countsOf(hand);
            const [ol, oh] = countsOf(otherHand);
            writeKey(
              ml,
              mh,
              ol,
              oh,
              toBeat === null ? -1 : classOf(toBeat.kind, toBeat.size),
              toBeat?.rank ?? 0,
              infoOf(ml, mh).sequences,
              infoOf(ol, oh).sequences,
            );
            const key = Array.from(KEY).join(',');
            // The value from the mover's side, which is what the table stores.
            const value = (toMove === 0 ? 1 : -1) * brutePlayOff(hands, toMove, toBeat);
            const where = `${formatCards(hand)} vs ${formatCards(otherHand)} beating ${JSON.stringify(toBeat)}`;
            const seen = byKey.get(key);
            if (seen === undefined) byKey.set(key, { value, where });
            else {
              shared++;
              expect(value, `${where} shares a key with ${seen.where}`).toBe(seen.value);
            }
          }
        }
      }
    }
    expect(shared).toBeGreaterThan(100);
  });

  it('with oneBest gives the same value and exactly one move, an optimal one by brute force', () => {
    fc.assert(
      fc.property(playOffPosition, ({ hands, toMove, toBeat }) => {
        const solved = solvePlayOff({ hands, toMove, toBeat, oneBest: true });
        const brute = brutePlayOff(hands, toMove, toBeat);
        expect(solved.value).toBe(brute);
        expect(solved.best).toHaveLength(1);
        const move = solved.best[0];
        expect(move === 'pass' ? brutePass(hands, toMove) : brutePlay(hands, toMove, move)).toBe(brute);
      }),
      { numRuns: runs(200), seed: 14 },
    );
  });

  it('a best move keeps the value', () => {
    fc.assert(
      fc.property(playOffPosition, ({ hands, toMove, toBeat }) => {
        const solved = solvePlayOff({ hands, toMove, toBeat });
        const move = solved.best[0];
        const other: PlayerIndex = toMove === 0 ? 1 : 0;
        if (move === 'pass') {
          expect(solvePlayOff({ hands, toMove: other, toBeat: null }).value).toBe(solved.value);
          return;
        }
        const rest = hands[toMove].filter((c) => !move.includes(c));
        if (rest.length === 0) {
          const [points0, points1] = playOffPoints(toMove === 0 ? [0, hands[1].length] : [hands[0].length, 0]);
          expect(solved.value).toBe(points0 - points1);
          return;
        }
        const next: Pair<Card[]> = toMove === 0 ? [rest, hands[1]] : [hands[0], rest];
        expect(solvePlayOff({ hands: next, toMove: other, toBeat: classifyCombo(move) }).value).toBe(solved.value);
      }),
      { numRuns: runs(150), seed: 14 },
    );
  });

  it('S3/R11: a lone Joker is the lowest single and lets a hand go out', () => {
    const solved = solvePlayOff({ hands: [parseCards('RJ'), parseCards('2S 3H')], toMove: 0, toBeat: null });
    expect(solved.value).toBe(20);
    expect(formatCards(solved.best[0] as Card[])).toBe('RJ');
  });

  it('refuses an empty hand', () => {
    expect(() => solvePlayOff({ hands: [[], parseCards('2S')], toMove: 0, toBeat: null })).toThrow(/empty/);
  });

  it("a hand's facts found from the shapes of a hand it is part of are those found from every shape; the two-play run-out is its definition", () => {
    const hand = fc.shuffledSubarray([...Array(54).keys()], { minLength: 3, maxLength: 9 });
    const otherHand = fc.shuffledSubarray([...Array(54).keys()], { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(hand, otherHand, fc.nat(), (ids, otherIds, pick) => {
        const deck = fullDeck(true);
        const [low, high] = countsOf(ids.map((id) => deck[id]));
        const top = infoOf(...countsOf(otherIds.map((id) => deck[id]))).top;
        forgetHandFacts();
        const whole = infoOf(low, high);
        const played = SHAPES[whole.shapes[pick % whole.shapes.length]];
        const [partLow, partHigh] = [low - played.low, high - played.high];
        const part = partInfo(partLow, partHigh, whole.shapes);
        const facts = (info: typeof part) => ({
          shapes: [...info.shapes],
          top: [...info.top],
          sequences: info.sequences,
          whole: info.whole,
        });
        const fromPart = facts(part);
        const runsOut = runsOutInTwo(partLow, partHigh, part, top);
        forgetHandFacts();
        expect(fromPart).toEqual(facts(infoOf(partLow, partHigh)));
        // Runs out in two: one combination, or a play the other cannot beat that leaves one combination.
        const isOne = (l: number, h: number) => SHAPES.some((s) => s.low === l && s.high === h);
        const byDefinition =
          isOne(partLow, partHigh) ||
          SHAPES.some((s) => fits(partLow, partHigh, s) && top[s.cls] < s.rank && isOne(partLow - s.low, partHigh - s.high));
        expect(runsOut).toBe(byDefinition);
      }),
      { numRuns: runs(1000) },
    );
  });
});

/** Every play from the hand, by the engine (each card set once). */
function classifyPlays(hand: Card[], toBeat: Combo | null): Card[][] {
  const out: Card[][] = [];
  const n = hand.length;
  for (let mask = 1; mask < 1 << n; mask++) {
    const cards = hand.filter((_, i) => mask & (1 << i));
    const combo = classifyCombo(cards);
    if (combo !== null && (toBeat === null || beats(combo, toBeat))) out.push(cards);
  }
  return out;
}

describe('solveDeal', () => {
  it('values the rest of a deal as tricks, then the play-off led by the last trick winner, with the R13 bonus', () => {
    fc.assert(
      fc.property(trickEndgame, playOffPosition, fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 120 }), (p, po, m0, m1) => {
        if (p.lead !== null) return;
        const melds: [number, number] = [m0 - (m0 % 5), m1 - (m1 % 5)];
        const score = addPhase({ phases: [], bonus: [0, 0], bonusPhase: null, bonusVoid: false }, melds);
        // The play-off hands must not share cards with the trick hands: use rank-only copies of other suits where needed.
        const used = new Set([...p.hands[0], ...p.hands[1]].map(cardId));
        if ([...po.hands[0], ...po.hands[1]].some((c) => used.has(cardId(c)))) return;
        const solved = solveDeal({ ...p, playOffHands: po.hands, score });
        const playOff = [brutePlayOff(po.hands, 0, null), brutePlayOff(po.hands, 1, null)];
        const brute = bruteTricksWith(
          (won, last) => {
            const v = playOff[last];
            const total = progressTotal(addPhase(addPhase(score, [trickPoints(won[0]), trickPoints(won[1])]), v > 0 ? [v, 0] : [0, -v]));
            return total[0] - total[1];
          },
          p.hands,
          p.leader,
          p.trumps,
          p.tricksWon,
          null,
          p.rule,
        );
        expect(solved.value).toBe(brute);
      }),
      { numRuns: runs(80), seed: 15 },
    );
  });
});

describe('the tricks search with any values of the ends', () => {
  // The table shares entries between tricks-won counts whose ends differ by a constant, and quick tricks bound
  // the count: ends that are linear in places, with jumps and a last-trick term, exercise both.
  const ends = fc.record({
    step: fc.constantFrom(0, 15, 30),
    jumps: fc.array(fc.tuple(fc.integer({ min: 0, max: 13 }), fc.constantFrom(-70, 50, 100)), { maxLength: 3 }),
    odd: fc.constantFrom(0, 65),
    last: fc.constantFrom(0, 20, -40),
  });

  it('agrees with brute force on the value and the best cards, whichever order the follower tries its cards in', () => {
    fc.assert(
      fc.property(trickEndgame, ends, fc.boolean(), (p, e, followerHighFirst) => {
        const leafOf = (t: number, w: number): number =>
          e.step * t +
          (t % 2 === 1 ? e.odd : 0) +
          e.jumps.reduce((sum, [at, size]) => sum + (t >= at ? size : 0), 0) +
          (w === 0 ? e.last : 0);
        const leaves = new Int32Array(28);
        for (let t = 0; t <= 13; t++) for (const w of [0, 1]) leaves[t * 2 + w] = leafOf(t, w);
        const solved = solveTrickProblem(checkTricksProblem(p), leaves, followerHighFirst);
        const brute = (hands: Pair<Card[]>, lead: Card | null): number =>
          bruteTricksWith((won, last) => leafOf(won[0], last), hands, p.leader, p.trumps, p.tricksWon, lead, p.rule);
        expect(solved.value).toBe(brute(p.hands, p.lead));
        const values = new Map<number, number>();
        if (p.lead === null) {
          for (const card of p.hands[p.leader]) {
            const without = (hand: Card[]): Card[] => hand.filter((c) => c !== card);
            values.set(cardId(card), brute(p.leader === 0 ? [without(p.hands[0]), p.hands[1]] : [p.hands[0], without(p.hands[1])], card));
          }
          const optimal = [...values].filter(([, v]) => v === solved.value).map(([id]) => id);
          expect(solved.best.map(cardId).sort((a, b) => a - b)).toEqual(optimal.sort((a, b) => a - b));
        }
      }),
      { numRuns: runs(200), seed: 16 },
    );
  });
});
