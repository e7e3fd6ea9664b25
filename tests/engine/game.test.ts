// The game driver: deal, sealed auction, R2 R3 R5 R6 R9 R10 R12 R14 in play, phases, errors, JSON, full games.
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  ERROR_CODES,
  isJoker,
  legalActions,
  legalActionsFor,
  newGame,
  playerView,
  resolveTrick,
  scoreDeal,
  scoreMelds,
} from '../../src/engine/index.ts';
import type { Action, AuctionState, GameState, PlayerIndex } from '../../src/engine/index.ts';
import { actionKey, codeOf, firstActionPolicy, playUntil, randomPolicy } from '../support/unit.ts';

const auction = (s: GameState) => s as AuctionState;
const bidOf = (s: GameState, player: PlayerIndex): Action => ({ type: 'bid', player, card: s.deal.hands[player][0] });

describe('§2 the deal', () => {
  it('deals 13 each and a stock of 26 (25 + the turn-up)', () => {
    const s = auction(newGame({ seed: 1 }));
    expect(s.phase).toBe('auction');
    expect(s.deal.hands.map((h) => h.length)).toEqual([13, 13]);
    expect(s.deal.stock).toHaveLength(25);
    expect(s.auction.number).toBe(1);
    expect(s.game.dealer).toBe(0);
    expect(s.options).toEqual({ seed: 1, jokers: false, target: 1000, trickRule: 'parlett' });
  });

  it('§7 with Jokers: one Joker each plus 12, a stock of 28 and 14 auctions', () => {
    const s = auction(newGame({ seed: 'j', jokers: true }));
    expect(s.deal.hands.map((h) => h.length)).toEqual([13, 13]);
    expect(s.deal.hands.map((h) => h.filter(isJoker).length)).toEqual([1, 1]);
    expect(s.deal.stock).toHaveLength(27);
    const melds = playUntil(s, firstActionPolicy, (x) => x.phase === 'melds');
    expect(melds.deal.auctions).toHaveLength(14);
  });

  it('13 auctions use up the stock: 13 in hand and 13 in each bid pile', () => {
    const s = playUntil(newGame({ seed: 2 }), randomPolicy(2), (x) => x.phase === 'melds');
    expect(s.deal.auctions).toHaveLength(13);
    expect(s.deal.stock).toHaveLength(0);
    expect(s.deal.hands.map((h) => h.length)).toEqual([13, 13]);
    expect(s.deal.bidPiles.map((h) => h.length)).toEqual([13, 13]);
  });

  it('rejects bad options', () => {
    expect(codeOf(() => newGame({ seed: Number.NaN }))).toBe('invalid-argument');
    expect(codeOf(() => newGame({ seed: 1, target: 0 }))).toBe('invalid-argument');
    expect(codeOf(() => newGame({ seed: 1, target: 2.5 }))).toBe('invalid-argument');
  });
});

describe('§3 the sealed auction', () => {
  it('both players may bid, in either order; then only the one still to bid', () => {
    const s = newGame({ seed: 3 });
    const both = legalActions(s);
    expect(both).toHaveLength(26);
    expect(new Set(both.map((a) => a.player))).toEqual(new Set([0, 1]));
    const after1 = applyAction(s, bidOf(s, 1));
    expect(legalActions(after1).every((a) => a.type === 'bid' && a.player === 0)).toBe(true);
    expect(legalActionsFor(after1, 1)).toEqual([]);
    expect(codeOf(() => applyAction(after1, bidOf(after1, 1)))).toBe('already-bid');
  });

  it('neither view shows the other’s bid until both have bid; then both, with the deciding rung', () => {
    const s = newGame({ seed: 4 });
    const after0 = applyAction(s, bidOf(s, 0));
    const v0 = playerView(after0, 0);
    const v1 = playerView(after0, 1);
    expect(v0.auction?.bids).toEqual([s.deal.hands[0][0], null]);
    expect(v1.auction?.bids).toEqual([null, null]);
    expect(v1.auction?.hasBid).toEqual([true, false]);
    // Player 0's sealed bid appears nowhere in player 1's view.
    expect(JSON.stringify(v1)).not.toContain(JSON.stringify(s.deal.hands[0][0]));
    const revealed = auction(applyAction(after0, bidOf(after0, 1)));
    const outcome = revealed.auction.outcome;
    expect(outcome).not.toBeNull();
    expect(playerView(revealed, 1).auction?.bids).toEqual([s.deal.hands[0][0], s.deal.hands[1][0]]);
    expect(legalActions(revealed).map(actionKey)).toEqual([`take|${outcome?.winner}`, `cede|${outcome?.winner}`]);
    const loser = outcome?.winner === 0 ? 1 : 0;
    expect(codeOf(() => applyAction(revealed, { type: 'take', player: loser }))).toBe('not-your-turn');
    expect(codeOf(() => applyAction(after0, { type: 'take', player: 0 }))).toBe('bids-not-revealed');
  });

  it('records the auction: turn-up, bids, winner, rung, choice and who took what', () => {
    let s = newGame({ seed: 5 });
    s = applyAction(s, bidOf(s, 0));
    s = applyAction(s, bidOf(s, 1));
    const a = auction(s);
    const winner = a.auction.outcome!.winner;
    const taken = applyAction(s, { type: 'cede', player: winner });
    const record = taken.deal.auctions[0];
    expect(record).toMatchObject({
      number: 1,
      turnUp: a.auction.turnUp,
      bids: a.auction.bids,
      winner,
      choice: 'cede',
      turnUpTo: winner === 0 ? 1 : 0,
      unseenTo: winner,
    });
    expect(taken.deal.hands[record.turnUpTo]).toContainEqual(a.auction.turnUp);
    expect(taken.deal.hands[record.unseenTo]).toContainEqual(record.unseen);
    expect(taken.deal.bidPiles).toEqual([[a.auction.bids[0]], [a.auction.bids[1]]]);
  });
});

describe('R2 an unseen card is seen only by its taker', () => {
  it('the taker’s view has it; the other’s view does not', () => {
    const s = playUntil(newGame({ seed: 6 }), randomPolicy(6), (x) => x.deal.auctions.length === 3);
    for (const record of s.deal.auctions) {
      const taker = record.unseenTo;
      const other = taker === 0 ? 1 : 0;
      expect(playerView(s, taker).auctions[record.number - 1].unseen).toEqual(record.unseen);
      expect(playerView(s, other).auctions[record.number - 1].unseen).toBeNull();
      expect(playerView(s, other).auctions[record.number - 1].turnUp).toEqual(record.turnUp);
      expect(playerView(s, taker).unseen).toContainEqual(record.unseen);
    }
  });
});

describe('R3 the player who took the bottom card declares first and leads to the first trick', () => {
  it.each([1, 2, 3, 4, 5, 6])('seed %i', (seed) => {
    const s = playUntil(newGame({ seed }), randomPolicy(seed), (x) => x.phase === 'melds');
    const last = s.deal.auctions[s.deal.auctions.length - 1];
    expect(s.deal.firstPlayer).toBe(last.unseenTo);
    expect(s.phase === 'melds' && s.toAct).toBe(last.unseenTo);
    const tricks = playUntil(s, randomPolicy(seed), (x) => x.phase === 'tricks');
    expect(tricks.deal.declarations[0].player).toBe(last.unseenTo);
    expect(tricks.phase === 'tricks' && tricks.trick.leader).toBe(last.unseenTo);
  });
});

describe('R5 R6 declarations', () => {
  it('declare in turn; the second knows the first’s trump; both may name the same suit; melds scored automatically', () => {
    const s = playUntil(newGame({ seed: 7 }), randomPolicy(7), (x) => x.phase === 'melds');
    const first = s.deal.firstPlayer!;
    const second = first === 0 ? 1 : 0;
    expect(legalActions(s).map(actionKey)).toEqual(['S', 'H', 'D', 'C'].map((t) => `declare|${first}|${t}`));
    expect(codeOf(() => applyAction(s, { type: 'declare', player: second, trump: 'S' }))).toBe('not-your-turn');
    const afterFirst = applyAction(s, { type: 'declare', player: first, trump: 'D' });
    expect(playerView(afterFirst, second).trumps[first]).toBe('D');
    expect(legalActions(afterFirst).map(actionKey)).toContain(`declare|${second}|D`);
    const afterSecond = applyAction(afterFirst, { type: 'declare', player: second, trump: 'D' });
    expect(afterSecond.phase).toBe('tricks');
    expect(afterSecond.deal.trumps).toEqual(first === 0 ? ['D', 'D'] : ['D', 'D']);
    for (const d of afterSecond.deal.declarations) {
      const expected = scoreMelds(s.deal.hands[d.player], d.trump);
      expect(d.total).toBe(expected.total);
      expect(d.melds.map(({ kind, cards, points }) => ({ kind, cards, points }))).toEqual(expected.melds);
    }
    expect(afterSecond.deal.score.phases[0]).toEqual([
      afterSecond.deal.declarations.find((d) => d.player === 0)!.total,
      afterSecond.deal.declarations.find((d) => d.player === 1)!.total,
    ]);
    expect(codeOf(() => applyAction(s, { type: 'declare', player: first, trump: 'X' as 'S' }))).toBe('invalid-trump');
  });
});

describe('§5 R7 R10 tricks in play', () => {
  it('every trick is resolved by R7 and the odd-trick scoring follows', () => {
    const s = playUntil(newGame({ seed: 8 }), randomPolicy(8), (x) => x.phase === 'play-off');
    expect(s.deal.tricks).toHaveLength(13);
    expect(s.deal.tricksWon[0] + s.deal.tricksWon[1]).toBe(13);
    for (let i = 1; i < 13; i++) expect(s.deal.tricks[i].leader).toBe(s.deal.tricks[i - 1].winner);
    expect(s.deal.tricks[0].leader).toBe(s.deal.firstPlayer);
  });

  it('the follower must follow suit if able (must-follow-suit), and not-your-turn for the leader', () => {
    let found = false;
    for (let seed = 0; seed < 50 && !found; seed++) {
      let s = playUntil(newGame({ seed }), randomPolicy(seed), (x) => x.phase === 'tricks');
      for (let t = 0; t < 13 && !found; t++) {
        if (s.phase !== 'tricks') break;
        s = applyAction(s, legalActions(s)[0]);
        if (s.phase !== 'tricks' || s.trick.lead === null) continue;
        const state = s;
        const leader = s.trick.leader;
        const follower = leader === 0 ? 1 : 0;
        const legal = new Set(legalActions(s).map(actionKey));
        const illegal = s.deal.hands[follower].find((c) => !legal.has(actionKey({ type: 'play', player: follower, card: c })));
        if (illegal) {
          expect(codeOf(() => applyAction(state, { type: 'play', player: follower, card: illegal }))).toBe('must-follow-suit');
          expect(codeOf(() => applyAction(state, { type: 'play', player: leader, card: state.deal.hands[leader][0] }))).toBe(
            'not-your-turn',
          );
          found = true;
        }
        s = applyAction(s, legalActions(s)[0]);
      }
    }
    expect(found).toBe(true);
  });

  it('R10 (revised) a Joker in hand may not be played to a trick by a player able to follow suit, and may when void', () => {
    let checked = 0;
    let voidChecked = 0;
    for (let seed = 0; seed < 200 && (checked < 5 || voidChecked < 1); seed++) {
      let s = playUntil(newGame({ seed, jokers: true }), randomPolicy(seed), (x) => x.phase === 'tricks');
      while (s.phase === 'tricks') {
        if (s.trick.lead !== null) {
          const follower = s.trick.leader === 0 ? 1 : 0;
          const hand = s.deal.hands[follower];
          const joker = hand.find(isJoker);
          const suitLed = isJoker(s.trick.lead) ? s.deal.trumps[s.trick.leader] : s.trick.lead.suit;
          const canFollow = hand.some((c) => !isJoker(c) && c.suit === suitLed);
          const jokerPlay = joker ? actionKey({ type: 'play', player: follower, card: joker }) : null;
          if (jokerPlay && canFollow) {
            expect(legalActions(s).map(actionKey)).not.toContain(jokerPlay);
            expect(() => applyAction(s, { type: 'play', player: follower, card: joker! })).toThrow(
              expect.objectContaining({ code: 'must-follow-suit' }),
            );
            checked++;
          }
          if (jokerPlay && !canFollow) {
            expect(legalActions(s).map(actionKey)).toContain(jokerPlay);
            voidChecked++;
          }
        }
        s = applyAction(s, legalActions(s)[0]);
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(voidChecked).toBeGreaterThan(0);
  });

  it('R7 / R7-S: newGame keeps the trick rule in the state and its view; every trick of the game uses it', () => {
    for (const trickRule of ['parlett', 'summary'] as const) {
      let s = playUntil(newGame({ seed: 'rule-in-play', trickRule }), randomPolicy(5), (x) => x.phase === 'play-off');
      expect(s.options.trickRule).toBe(trickRule);
      expect(playerView(s, 0).options.trickRule).toBe(trickRule);
      if (s.phase !== 'play-off') throw new Error('expected the play-off');
      for (const t of s.deal.tricks) {
        const expected = resolveTrick({
          lead: t.lead,
          follow: t.follow,
          leaderTrump: s.deal.trumps[t.leader],
          followerTrump: s.deal.trumps[t.leader === 0 ? 1 : 0],
          rule: trickRule,
        });
        expect(t.winner === t.leader ? 'leader' : 'follower').toBe(expected.winner);
      }
      s = applyAction(s, legalActions(s)[0]);
    }
    expect(() => newGame({ seed: 1, trickRule: 'japan' as 'summary' })).toThrow(expect.objectContaining({ code: 'invalid-argument' }));
  });
});

describe('§6 the play-off in play', () => {
  it('the winner of the last trick leads; the leader may not pass; a pass ends the round', () => {
    const s = playUntil(newGame({ seed: 12 }), randomPolicy(12), (x) => x.phase === 'play-off');
    if (s.phase !== 'play-off') throw new Error('expected the play-off');
    expect(s.round.leader).toBe(s.deal.tricks[12].winner);
    expect(s.deal.hands.map((h) => h.length)).toEqual([13, 13]);
    expect(s.deal.bidPiles).toEqual([[], []]);
    const leader = s.round.leader;
    expect(legalActions(s).some((a) => a.type === 'pass')).toBe(false);
    expect(codeOf(() => applyAction(s, { type: 'pass', player: leader }))).toBe('cannot-pass-on-lead');
    const low = s.deal.hands[leader].reduce((a, b) => (!isJoker(a) && !isJoker(b) && b.rank < a.rank ? b : a));
    const led = applyAction(s, { type: 'playoff-play', player: leader, cards: [low] });
    const other = leader === 0 ? 1 : 0;
    expect(legalActions(led).at(-1)).toEqual({ type: 'pass', player: other });
    expect(codeOf(() => applyAction(led, { type: 'playoff-play', player: other, cards: [low] }))).toBe('card-not-in-hand');
    const passed = applyAction(led, { type: 'pass', player: other });
    if (passed.phase !== 'play-off') throw new Error('expected the play-off');
    expect(passed.deal.rounds).toHaveLength(1);
    expect(passed.deal.rounds[0]).toMatchObject({ leader, winner: leader, end: 'pass' });
    expect(passed.round).toMatchObject({ leader, toAct: leader, last: null, moves: [] });
  });

  it('rejects non-combinations, plays that do not beat, duplicates', () => {
    const s = playUntil(newGame({ seed: 13 }), randomPolicy(13), (x) => x.phase === 'play-off');
    if (s.phase !== 'play-off') throw new Error('expected the play-off');
    const p = s.round.leader;
    const hand = s.deal.hands[p];
    const pair = hand
      .map((c, i) => hand.slice(i + 1).map((d) => [c, d]))
      .flat()
      .find(([a, b]) => !isJoker(a) && !isJoker(b) && a.rank !== b.rank)!;
    expect(codeOf(() => applyAction(s, { type: 'playoff-play', player: p, cards: pair }))).toBe('not-a-combination');
    expect(codeOf(() => applyAction(s, { type: 'playoff-play', player: p, cards: [hand[0], hand[0]] }))).toBe('duplicate-card');
    expect(codeOf(() => applyAction(s, { type: 'playoff-play', player: p, cards: [] }))).toBe('not-a-combination');
    const top = hand.reduce((a, b) => (!isJoker(b) && (isJoker(a) || b.rank > a.rank) ? b : a));
    const led = applyAction(s, { type: 'playoff-play', player: p, cards: [top] });
    const q = p === 0 ? 1 : 0;
    const lower = led.deal.hands[q].find((c) => isJoker(c) || (!isJoker(top) && c.rank <= top.rank));
    expect(lower).toBeDefined();
    expect(codeOf(() => applyAction(led, { type: 'playoff-play', player: q, cards: [lower!] }))).toBe('does-not-beat');
  });

  it('the deal ends when a player plays their last card; they score 10 per card left in the other hand', () => {
    for (const seed of [14, 15, 16]) {
      const s = playUntil(newGame({ seed }), randomPolicy(seed), (x) => x.phase === 'deal-over' || x.phase === 'game-over');
      const deal = s.game.deals[0];
      const last = deal.rounds[deal.rounds.length - 1];
      expect(last.end).toBe('out');
      expect(deal.cardsLeft[last.winner]).toBe(0);
      const loser = last.winner === 0 ? 1 : 0;
      expect(deal.score.phases[2][last.winner]).toBe(10 * deal.cardsLeft[loser]);
      expect(deal.score).toEqual(scoreDeal({ melds: deal.score.phases[0], tricks: deal.tricksWon, cardsLeft: deal.cardsLeft }));
    }
  });
});

describe('error codes', () => {
  it('are distinct and include the codes the UI relies on', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of [
      'not-your-turn',
      'must-follow-suit',
      'card-not-in-hand',
      'cannot-pass-on-lead',
      'does-not-beat',
      'not-a-combination',
      'game-over',
      'already-bid',
    ] as const) {
      expect(ERROR_CODES).toContain(code);
    }
  });
});
