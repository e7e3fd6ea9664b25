// A declaration carries its announced melds: the other browser shows exactly those (even while the declarer's Joker
// exchange is unknown to it) and refuses melds that the hand and trump do not give.
import { describe, expect, it } from 'vitest';
import { cardId } from '../../src/engine/index.ts';
import type { PlayerIndex } from '../../src/engine/index.ts';
import type { Message } from '../../src/peer/index.ts';
import { Match } from './harness.ts';

const OPTIONS = { jokers: true, trickRule: 'parlett', target: 100_000 } as const;
type Move = Extract<Message, { kind: 'move' }>;
const isDeclare = (m: Message): m is Move => m.kind === 'move' && m.move === 'declare';

describe('the melds a declaration announces', () => {
  it('are shown on the other browser as the declarer announced them, also after a Joker exchange it cannot see', () => {
    let compared = 0;
    let afterExchange = 0;
    // A deal (found by trying seeds) where the friend exchanges its Joker before declaring, and the bid-card the other
    // browser guessed first would announce other melds: before the melds were sent, that browser showed the wrong ones.
    for (const label of ['melds-e']) {
      const match = new Match(OPTIONS, label);
      match.afterDelivery = (to: PlayerIndex) => {
        const from: PlayerIndex = to === 0 ? 1 : 0;
        const own = match.peers[from].view().declarations.find((d) => d.player === from);
        const seen = match.peers[to].view().declarations.find((d) => d.player === from);
        if (own === undefined || seen === undefined) return;
        compared++;
        if (match.peers[to].view().jokerChoices.some((j) => j.player === from && j.exchanged)) afterExchange++;
        const ids = (d: typeof own) => d.melds.map((meld) => [meld.kind, meld.points, meld.cards.map(cardId)]);
        expect(ids(seen)).toEqual(ids(own));
        expect(seen.total).toBe(own.total);
      };
      expect(match.play(1)).toBe(true);
    }
    expect(compared).toBeGreaterThan(0);
    // The case the melds settle: the declarer took a bid back for its Joker, which the other browser only guesses.
    expect(afterExchange).toBeGreaterThan(0);
    expect(compared).toBeGreaterThan(afterExchange);
  });

  it('that the hand and trump do not give are refused with their own code, and nothing is applied', () => {
    for (const [label, change] of [
      ['melds-extra', (melds: number[][]) => [...melds, [0, 1, 2]]],
      ['melds-fewer', (melds: number[][]) => (melds.length > 0 ? melds.slice(1) : [[13, 26, 39]])],
    ] as const) {
      const match = new Match(OPTIONS, label);
      let done = false;
      let actionsBefore = -1;
      match.tamper = (w) => {
        if (done || !isDeclare(w.message)) return w.text;
        done = true;
        actionsBefore = match.peers[w.from === 0 ? 1 : 0].state.actionCount;
        return JSON.stringify({ ...w.message, melds: change(w.message.melds?.map((m) => [...m]) ?? []) });
      };
      match.play(1);
      expect(done).toBe(true);
      const victim = match.peers.find((p) => p.failure !== null);
      expect(victim?.failure).toMatchObject({ code: 'wrong-melds' });
      expect(victim?.state.actionCount).toBe(actionsBefore);
    }
  });
});
