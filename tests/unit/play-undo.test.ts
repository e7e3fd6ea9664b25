// Undo against the computer (S9): it never lets the person decide again knowing more — no card hidden then, no choice of the computer since.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardId,
  isDecisionView,
  isJoker,
  legalActions,
  legalActionsFor,
  playerView,
  seedRng,
  shownCardIds,
} from '../../src/engine/index.ts';
import type { Action, Card, GameState, PlayerView } from '../../src/engine/index.ts';
// White-box (listed in engine-entry-points.test.ts): the property test builds the worlds the person cannot tell apart.
import { readKnowledge } from '../../src/engine/ai/knowledge.ts';
import { determinize } from '../../src/engine/ai/sample.ts';
import { Rng } from '../../src/engine/rng.ts';
import {
  applyEntry,
  COMPUTER,
  currentState,
  HUMAN,
  nextState,
  startSession,
  truncateSession,
  type Session,
} from '../../src/components/play/session/session.ts';
import { undoPoint } from '../../src/components/play/session/undo.ts';
import { chooser, newRandomGame, playConfig } from '../support/unit.ts';
import { runs } from '../support/deep.ts';

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
  for (const r of [...view.rounds, ...(view.round ? [view.round] : [])])
    for (const m of r.moves) if (m.type === 'play') shown.push(...m.cards);
  return shown;
}

/** The person's last decision in the session (its entry index), or -1. */
function lastDecision(s: Session): number {
  return s.entries.findLastIndex((e) => e.player === HUMAN && e.type !== 'resign');
}

/** What the person has learned since entry `index`, found from the session's own log: the computer's entries after it, and hidden cards shown. */
function learnedSince(s: Session, index: number): string[] {
  const then = s.history[index];
  const now = currentState(s);
  const learned: string[] = [];
  if (then.game.dealNumber !== now.game.dealNumber) learned.push('another deal');
  if (s.entries.slice(index + 1).some((e) => e.player === COMPUTER)) learned.push('a choice of the computer');
  // A sealed bid of the computer pending at the decision (the person's bid then revealed both).
  if (then.phase === 'auction' && then.auction.outcome === null && then.auction.bids[COMPUTER] !== null) learned.push('its sealed bid');
  // A card counts when it was hidden then and is shown now but was not then (a bid the computer may have taken back
  // with its Joker is hidden in its hand, yet shown all along as a bid).
  const hidden = hiddenAt(then);
  const shownThen = new Set(shownNow(then).map(cardId));
  for (const card of shownNow(now)) if (hidden.has(cardId(card)) && !shownThen.has(cardId(card))) learned.push(`card ${cardId(card)}`);
  return learned;
}

/** A view without the finished deals (a world sampled from a view starts with no history). */
function dealPart(view: PlayerView): Omit<PlayerView, 'deals'> {
  const { deals: _deals, ...rest } = view;
  return rest;
}

/** Plays both seats with their first legal action that does not bid a Joker, until `stop`; null if the deal ends first. */
function playUntil(s0: Session, stop: (s: Session) => boolean): Session | null {
  let s = s0;
  for (let i = 0; i < 500 && !stop(s); i++) {
    const actions = legalActions(currentState(s));
    if (actions.length === 0 || currentState(s).phase === 'deal-over') return null;
    s = applyEntry(s, actions.find((a) => !(a.type === 'bid' && isJoker(a.card))) ?? actions[0]);
  }
  return stop(s) ? s : null;
}

/** The first seed's session that reaches `stop` (a position the test needs, found rather than hard-coded). */
function findSession(jokers: boolean, stop: (s: Session) => boolean): Session {
  for (let seed = 1; seed <= 300; seed++) {
    const s = playUntil(startSession(playConfig({ seed: `undo-find-${seed}`, jokers, target: 1, opponent: 'easy' })), stop);
    if (s) return s;
  }
  throw new Error('no seed reached the wanted position');
}

const personTo = (s: Session, type: Action['type']) => legalActionsFor(currentState(s), HUMAN).some((a) => a.type === type);

describe('undo against the computer', () => {
  it('R15: a Joker kept or exchanged may be taken back until the computer has made its own Joker choice, never after', () => {
    // The person decides first (R3) and both still hold their Joker.
    const before = findSession(true, (s) => {
      const st = currentState(s);
      return st.phase === 'melds' && st.deal.firstPlayer === HUMAN && personTo(s, 'keep-joker') && st.deal.hands[COMPUTER].some(isJoker);
    });
    const mine = legalActionsFor(currentState(before), HUMAN);
    const kinds = new Set<string>();
    for (const human of [mine.find((a) => a.type === 'keep-joker')!, mine.find((a) => a.type === 'joker-exchange')!]) {
      const decided = applyEntry(before, human);
      // Before the computer has answered, taking the choice back is fair.
      expect(undoPoint(decided)).toEqual({ ok: true, keep: before.entries.length });
      const theirs = legalActionsFor(currentState(decided), COMPUTER);
      for (const computer of [theirs.find((a) => a.type === 'keep-joker')!, theirs.find((a) => a.type === 'joker-exchange')!]) {
        const answered = applyEntry(decided, computer);
        // Its choice shows no card (which card it took back is private), yet it is news: refused.
        const shownBefore = shownCardIds(playerView(currentState(decided), HUMAN));
        expect([...shownCardIds(playerView(currentState(answered), HUMAN))].filter((id) => !shownBefore.has(id))).toEqual([]);
        expect(undoPoint(answered), `${human.type} then ${computer.type}`).toEqual({ ok: false, why: 'opponent-choice' });
        kinds.add(`${human.type}/${computer.type}`);
      }
    }
    expect(kinds.size).toBe(4);
  });

  it('R5: a trump declared first may be taken back until the computer has declared its own, never after', () => {
    // The person declares first, and the computer's declaration shows no card the person could not place: only its trump is news.
    const before = findSession(false, (s) => {
      const st = currentState(s);
      if (st.phase !== 'melds' || st.deal.firstPlayer !== HUMAN || !personTo(s, 'declare')) return false;
      const declared = applyEntry(s, legalActionsFor(st, HUMAN)[0]);
      const answered = applyEntry(declared, legalActionsFor(currentState(declared), COMPUTER)[0]);
      const shown = (x: Session) => shownCardIds(playerView(currentState(x), HUMAN));
      return [...shown(answered)].every((id) => shown(declared).has(id));
    });
    const declared = applyEntry(before, legalActionsFor(currentState(before), HUMAN)[0]);
    expect(undoPoint(declared)).toEqual({ ok: true, keep: before.entries.length });
    const answered = applyEntry(declared, legalActionsFor(currentState(declared), COMPUTER)[0]);
    expect(playerView(currentState(answered), HUMAN).trumps[COMPUTER]).not.toBeNull();
    expect(undoPoint(answered)).toEqual({ ok: false, why: 'opponent-choice' });
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

  it('allows taking back a follow that won the trick (the person leads next; nothing new is shown)', () => {
    const won = findSession(false, (s) => {
      const st = currentState(s);
      const last = st.deal.tricks.at(-1);
      return st.phase === 'tricks' && s.entries.at(-1)?.player === HUMAN && last?.leader === COMPUTER && last.winner === HUMAN;
    });
    expect(undoPoint(won)).toEqual({ ok: true, keep: won.entries.length - 1 });
  });

  it('refuses a play-off move once the computer has answered it, though both hands are the bids everyone saw', () => {
    const answered = findSession(false, (s) => {
      const st = currentState(s);
      return st.phase === 'play-off' && s.entries.at(-1)?.player === COMPUTER && s.history[lastDecision(s)].phase === 'play-off';
    });
    expect(undoPoint(truncateSession(answered, answered.entries.length - 1))).toEqual({ ok: true, keep: lastDecision(answered) });
    expect(undoPoint(answered)).toEqual({ ok: false, why: 'opponent-choice' });
  });

  it('is off when switched off, between two people, with nothing to undo, and after a deal is scored', () => {
    const played = newRandomGame({ seed: 'u', target: 1, opponent: 'easy' }, 2, (s) => s.entries.length === 5);
    expect(undoPoint({ ...played, config: { ...played.config, undo: false } })).toEqual({ ok: false, why: 'off' });
    expect(undoPoint({ ...played, config: { ...played.config, opponent: 'human' } })).toEqual({ ok: false, why: 'two-people' });
    expect(undoPoint(startSession(playConfig()))).toEqual({ ok: false, why: 'nothing' });
    const over = newRandomGame({ seed: 'u', target: 1, opponent: 'easy' }, 2);
    expect(undoPoint(over)).toEqual({ ok: false, why: 'scored' });
  });

  it('property: undo is allowed exactly when the person has learned nothing since, and then every world they could not tell apart looks the same now', () => {
    let allowed = 0;
    let refused = 0;
    fc.assert(
      fc.property(
        fc.record({
          seed: fc.integer(),
          jokers: fc.boolean(),
          target: fc.constantFrom(1, 100),
          choices: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        }),
        (g) => {
          const choose = chooser(g.choices);
          const rng = new Rng(seedRng(g.choices));
          let s = startSession(playConfig({ seed: `undo-${g.seed}`, jokers: g.jokers, target: g.target, opponent: 'easy' }));
          for (let step = 0; step < 400; step++) {
            const actions = legalActions(currentState(s));
            if (actions.length === 0) break;
            s = applyEntry(s, actions[choose(actions.length)]);
            const now = currentState(s);
            const index = lastDecision(s);
            if (index < 0 || now.phase === 'deal-over' || now.phase === 'game-over') continue;
            const point = undoPoint(s);
            const learned = learnedSince(s, index);
            expect(point.ok, `step ${step}: undo ${JSON.stringify(point)}, learned ${learned.join(', ')}`).toBe(learned.length === 0);
            if (!point.ok) {
              refused++;
              continue;
            }
            allowed++;
            expect(point.keep).toBe(index);
            // Undoing lands exactly on the earlier state, with the person to decide again.
            expect(currentState(truncateSession(s, point.keep))).toBe(s.history[index]);
            // Deal the cards the person could not see at the decision afresh, replay their own moves since: their view now is
            // the same, so it holds nothing that depended on what was unknown to them then.
            const viewThen = playerView(s.history[index], HUMAN);
            if (!isDecisionView(viewThen)) throw new Error('the person decided outside a deal');
            for (let sample = 0; sample < 2; sample++) {
              let world = determinize(viewThen, readKnowledge(viewThen), rng);
              for (const entry of s.entries.slice(index)) {
                const next = nextState(world, entry);
                if (!next.ok) throw new Error(`the person's move ${entry.type} is refused in a world they could not tell apart`);
                world = next.value;
              }
              expect(dealPart(playerView(world, HUMAN))).toEqual(dealPart(playerView(now, HUMAN)));
            }
          }
        },
      ),
      // Twenty random games against easy in an ordinary run, forty in npm run test:deep.
      { numRuns: runs(40, 2) },
    );
    // Neither side of the rule is empty.
    expect(allowed).toBeGreaterThan(50);
    expect(refused).toBeGreaterThan(50);
  });
});
