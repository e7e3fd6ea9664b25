// Undo against the computer never takes the person back to a moment whose hidden cards they have since seen.
import { describe, expect, it } from 'vitest';
import { cardId, legalActions, playerView } from '../../src/engine/index';
import type { Card, GameState } from '../../src/engine/index';
import { applyEntry, currentState, HUMAN, startSession, truncateSession, type Session } from '../../src/components/play/session';
import { undoPoint } from '../../src/components/play/undo';
import { chooser, newRandomGame, playConfig } from '../support/unit.ts';

/** Cards the person could not see at `then`: the stock, the computer's pending bid, and the computer's cards not shown before. */
function hiddenAt(then: GameState): Set<number> {
  const hidden = new Set<number>();
  for (const card of then.deal.stock) hidden.add(cardId(card));
  // Known in the computer's hand: turn-ups it took, and cards it showed in its declared melds.
  const known = new Set(then.deal.auctions.filter((a) => a.turnUpTo === 1).map((a) => cardId(a.turnUp)));
  for (const d of then.deal.declarations) if (d.player === 1) for (const m of d.melds) for (const c of m.cards) known.add(cardId(c));
  // Its revealed bids (its play-off hand), except the one it took back into its hand with its Joker.
  const swapped = then.deal.jokerChoices.find((c) => c.player === 1 && c.card)?.card;
  for (const a of then.deal.auctions) if (!swapped || cardId(a.bids[1]) !== cardId(swapped)) known.add(cardId(a.bids[1]));
  for (const card of then.deal.hands[1]) if (!known.has(cardId(card)) && !('joker' in card)) hidden.add(cardId(card));
  if (then.phase === 'auction' && then.auction.outcome === null && then.auction.bids[1]) hidden.add(cardId(then.auction.bids[1]));
  return hidden;
}

/** Cards shown face up on the table (or announced) in the person's view now. */
function shownNow(now: GameState): Card[] {
  const view = playerView(now, HUMAN);
  const shown: Card[] = [...view.hand, ...view.unseen];
  if (view.auction) {
    shown.push(view.auction.turnUp);
    for (const bid of view.auction.bids) if (bid) shown.push(bid);
  }
  for (const a of view.auctions) shown.push(a.turnUp, ...a.bids, ...(a.unseen ? [a.unseen] : []));
  for (const d of view.declarations) for (const m of d.melds) shown.push(...m.cards);
  for (const t of view.tricks) shown.push(t.lead, t.follow);
  if (view.trick?.lead) shown.push(view.trick.lead);
  for (const r of [...view.rounds, ...(view.round ? [view.round] : [])]) for (const m of r.moves) if (m.type === 'play') shown.push(...m.cards);
  return shown;
}

/** Plays as the page does: the person (seat 0) and the computer (seat 1), both choosing at random. */
function walk(seed: number, visit: (s: Session) => void, jokers = false): void {
  const choose = chooser(seed);
  let s = startSession(playConfig({ seed: `undo-${seed}`, jokers, target: 1, opponent: 'easy' }));
  for (let i = 0; i < 400; i++) {
    const actions = legalActions(currentState(s));
    if (actions.length === 0) break;
    s = applyEntry(s, actions[choose(actions.length)]);
    visit(s);
  }
}

describe('undo against the computer', () => {
  it('never returns to a moment whose hidden cards have been shown since, nor across a deal or revealed bids', () => {
    let allowed = 0;
    for (const [seed, jokers] of [[1, false], [2, true], [3, false], [4, true], [5, false], [6, false]] as const) {
      walk(seed, (s) => {
        const point = undoPoint(s);
        if (!point.ok) return;
        allowed++;
        const then = s.history[point.keep];
        const now = currentState(s);
        expect(s.entries[point.keep].player).toBe(HUMAN);
        expect(then.game.dealNumber).toBe(now.game.dealNumber);
        const hidden = hiddenAt(then);
        for (const card of shownNow(now)) expect(hidden.has(cardId(card)), `card ${cardId(card)} was hidden`).toBe(false);
        // Undoing lands exactly on the earlier state, with the person to decide again.
        const back = truncateSession(s, point.keep);
        expect(currentState(back)).toBe(then);
        expect(playerView(then, HUMAN).legalActions.length).toBeGreaterThan(0);
      }, jokers);
    }
    // The rule is not so strict that undo never works.
    expect(allowed).toBeGreaterThan(20);
  });

  it('refuses once the sealed bids are revealed, even if the computer’s card was known', () => {
    let s = startSession(playConfig({ seed: 'bids', target: 1, opponent: 'easy' }));
    s = applyEntry(s, playerView(currentState(s), 1).legalActions[0]);
    s = applyEntry(s, playerView(currentState(s), 0).legalActions[0]);
    expect(undoPoint(s)).toEqual({ ok: false, why: 'bids-revealed' });
  });

  it('allows taking back a bid the computer has not answered yet', () => {
    let s = startSession(playConfig({ seed: 'early', target: 1, opponent: 'easy' }));
    s = applyEntry(s, playerView(currentState(s), 0).legalActions[0]);
    expect(undoPoint(s)).toEqual({ ok: true, keep: 0 });
  });

  it('is usually possible in the play-off, where both hands are the public bids', () => {
    let found = false;
    for (let seed = 1; seed <= 12 && !found; seed++) {
      walk(seed, (s) => {
        const state = currentState(s);
        const point = undoPoint(s);
        if (state.phase === 'play-off' && point.ok && s.history[point.keep].phase === 'play-off' && s.entries.at(-1)?.player === 1) found = true;
      });
    }
    expect(found).toBe(true);
  });

  it('is off when switched off, between two people, with nothing to undo, and after a deal is scored', () => {
    const played = newRandomGame({ seed: 'u', target: 1, opponent: 'easy' }, 2, (s) => s.entries.length === 5);
    expect(undoPoint({ ...played, config: { ...played.config, undo: false } })).toEqual({ ok: false, why: 'off' });
    expect(undoPoint({ ...played, config: { ...played.config, opponent: 'human' } })).toEqual({ ok: false, why: 'two-people' });
    expect(undoPoint(startSession(playConfig()))).toEqual({ ok: false, why: 'nothing' });
    const over = newRandomGame({ seed: 'u', target: 1, opponent: 'easy' }, 2);
    expect(undoPoint(over)).toEqual({ ok: false, why: 'scored' });
  });
});
