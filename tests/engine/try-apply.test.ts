// tryApplyAction and tryResign: the engine's refusals as results, one case per error code an action can meet.
import { describe, expect, it } from 'vitest';
import { applyAction, ERROR_CODES, isJoker, legalActions, newGame, resign, tryApplyAction, tryResign } from '../../src/engine/index.ts';
import type { Action, Card, ErrorCode, GameState, PlayerIndex } from '../../src/engine/index.ts';
import { actionKey, codeOf, deepFreeze, neverBidJokerPolicy, playTo, playUntil, randomPolicy } from '../support/unit.ts';

const other = (p: PlayerIndex): PlayerIndex => (p === 0 ? 1 : 0);
const fresh = () => newGame({ seed: 'try-apply' });

/** A meld-time state (Jokers variant) whose first player still holds a Joker. */
function meldsWithJoker(): Extract<GameState, { phase: 'melds' }> {
  for (let seed = 0; seed < 200; seed++) {
    const s = playUntil(newGame({ seed, jokers: true }), neverBidJokerPolicy, (x) => x.phase === 'melds');
    if (s.phase === 'melds' && s.step === 'joker') return s;
  }
  throw new Error('no seed gives a Joker at meld time');
}

/** A trick position where the follower holds a card that does not follow suit although they could. */
function followerCanRenege(): { state: GameState; action: Action } {
  for (let seed = 0; seed < 50; seed++) {
    let s = playTo(newGame({ seed }), randomPolicy(seed), (x) => x.phase === 'tricks');
    while (s.phase === 'tricks') {
      if (s.trick.lead !== null) {
        const follower = other(s.trick.leader);
        const legal = new Set(legalActions(s).map(actionKey));
        const card = s.deal.hands[follower].find((c) => !legal.has(actionKey({ type: 'play', player: follower, card: c })));
        if (card) return { state: s, action: { type: 'play', player: follower, card } };
      }
      s = applyAction(s, legalActions(s)[0]);
    }
  }
  throw new Error('no position found');
}

const playOff = () => {
  const s = playTo(newGame({ seed: 13 }), randomPolicy(13), (x) => x.phase === 'play-off');
  if (s.phase !== 'play-off') throw new Error('expected the play-off');
  return s;
};

/** One refused action per code that an action can meet (invalid-card and invalid-argument belong to the rule helpers and newGame). */
function refusals(): Record<Exclude<ErrorCode, 'invalid-card' | 'invalid-argument'>, () => { state: GameState; action: Action }> {
  return {
    'invalid-action': () => ({ state: fresh(), action: { type: 'shuffle', player: 0 } as unknown as Action }),
    'wrong-phase': () => ({ state: fresh(), action: { type: 'declare', player: 0, trump: 'S' } }),
    'already-bid': () => {
      const s = fresh();
      return {
        state: applyAction(s, { type: 'bid', player: 0, card: s.deal.hands[0][0] }),
        action: { type: 'bid', player: 0, card: s.deal.hands[0][1] },
      };
    },
    'bids-not-revealed': () => ({ state: fresh(), action: { type: 'take', player: 0 } }),
    'card-not-in-hand': () => {
      const s = fresh();
      return { state: s, action: { type: 'bid', player: 0, card: s.deal.hands[1][0] } };
    },
    'not-your-turn': () => {
      const s = fresh();
      const bid = applyAction(applyAction(s, { type: 'bid', player: 0, card: s.deal.hands[0][0] }), {
        type: 'bid',
        player: 1,
        card: s.deal.hands[1][0],
      });
      if (bid.phase !== 'auction' || bid.auction.outcome === null) throw new Error('expected revealed bids');
      return { state: bid, action: { type: 'take', player: other(bid.auction.outcome.winner) } };
    },
    'joker-choice-pending': () => {
      const s = meldsWithJoker();
      return { state: s, action: { type: 'declare', player: s.toAct, trump: 'S' } };
    },
    'card-not-in-bid-pile': () => {
      const s = meldsWithJoker();
      return { state: s, action: { type: 'joker-exchange', player: s.toAct, card: s.deal.bidPiles[other(s.toAct)][0] } };
    },
    'no-joker-choice': () => {
      const s = playTo(newGame({ seed: 'no-jokers' }), randomPolicy(3), (x) => x.phase === 'melds');
      if (s.phase !== 'melds') throw new Error('expected melds');
      return { state: s, action: { type: 'keep-joker', player: s.toAct } };
    },
    'invalid-trump': () => {
      const s = playTo(newGame({ seed: 'no-jokers' }), randomPolicy(3), (x) => x.phase === 'melds');
      if (s.phase !== 'melds') throw new Error('expected melds');
      return { state: s, action: { type: 'declare', player: s.toAct, trump: 'X' } as unknown as Action };
    },
    'must-follow-suit': followerCanRenege,
    'cannot-pass-on-lead': () => {
      const s = playOff();
      return { state: s, action: { type: 'pass', player: s.round.leader } };
    },
    'not-a-combination': () => {
      const s = playOff();
      return { state: s, action: { type: 'playoff-play', player: s.round.leader, cards: [] } };
    },
    'duplicate-card': () => {
      const s = playOff();
      const card = s.deal.hands[s.round.leader][0];
      return { state: s, action: { type: 'playoff-play', player: s.round.leader, cards: [card, card] } };
    },
    'does-not-beat': () => {
      const s = playOff();
      const p = s.round.leader;
      const top = s.deal.hands[p].reduce((a, b) => (!isJoker(b) && (isJoker(a) || b.rank > a.rank) ? b : a));
      const led = applyAction(s, { type: 'playoff-play', player: p, cards: [top] });
      const lower = led.deal.hands[other(p)].find((c: Card) => isJoker(c) || (!isJoker(top) && c.rank <= top.rank));
      if (!lower) throw new Error('no lower card');
      return { state: led, action: { type: 'playoff-play', player: other(p), cards: [lower] } };
    },
    'game-over': () => ({ state: resign(fresh(), 0), action: { type: 'next-deal', player: 0 } }),
    'invalid-state': () => ({ state: { ...fresh(), phase: 'lunch' } as unknown as GameState, action: { type: 'take', player: 0 } }),
  };
}

describe('tryApplyAction', () => {
  const cases = Object.entries(refusals()) as [ErrorCode, () => { state: GameState; action: Action }][];

  it('covers every error code except the rule helpers’ own (invalid-card, invalid-argument)', () => {
    const covered = new Set(cases.map(([code]) => code));
    expect(ERROR_CODES.filter((code) => !covered.has(code))).toEqual(['invalid-card', 'invalid-argument']);
  });

  it.each(cases)('%s: ok false with the code applyAction throws, and the input unchanged', (code, make) => {
    const { state, action } = make();
    const before = JSON.stringify(state);
    deepFreeze(state);
    const result = tryApplyAction(state, action);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe(code);
    expect(codeOf(() => applyAction(state, action))).toBe(code);
    expect(JSON.stringify(state)).toBe(before);
  });

  it('a legal action gives ok true and the state applyAction gives, without touching the input', () => {
    let s: GameState = fresh();
    const policy = randomPolicy(21);
    for (let i = 0; i < 120; i++) {
      const action = policy(s, legalActions(s));
      const before = JSON.stringify(s);
      const result = tryApplyAction(deepFreeze(s), action);
      expect(result).toEqual({ ok: true, value: applyAction(s, action) });
      expect(JSON.stringify(s)).toBe(before);
      if (!result.ok) return;
      s = result.value;
    }
  });

  it('the detail comes along when the engine has one, and is absent when it has none', () => {
    const shape = tryApplyAction(fresh(), { type: 'take', player: 2 } as unknown as Action);
    expect(shape).toEqual({ ok: false, error: { code: 'invalid-action', detail: 'player must be 0 or 1' } });
    const taken = tryApplyAction(fresh(), { type: 'take', player: 0 });
    expect(taken.ok === false && 'detail' in taken.error).toBe(false);
  });

  it('tryResign: ok for a game in progress, game-over once it has ended', () => {
    const s = deepFreeze(fresh());
    const resigned = tryResign(s, 1);
    expect(resigned.ok && resigned.value.phase === 'game-over' && resigned.value.result.winner === 0).toBe(true);
    if (!resigned.ok) return;
    expect(tryResign(resigned.value, 0)).toEqual({ ok: false, error: { code: 'game-over' } });
  });
});
