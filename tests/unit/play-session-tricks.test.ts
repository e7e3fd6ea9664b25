// The tricks a session's deal reached (dealTricks), which the review's judges start from however the page got to that moment.
import { describe, expect, it } from 'vitest';
import { dealTricks } from '../../src/components/play/session/session.ts';
import { newRandomGame } from '../support/unit.ts';

describe('dealTricks', () => {
  it('is the last tricks state of the deal the states end in, from its tricks to its end, and none before them', () => {
    const session = newRandomGame({ jokers: true, seed: 'deal-tricks', target: 300, opponent: 'human' }, 7);
    const phases = new Set<string>();
    for (let k = 0; k < session.history.length; k++) {
      const states = session.history.slice(0, k + 1);
      const now = states[k];
      const found = dealTricks(states);
      phases.add(now.phase);
      if (now.phase === 'auction' || now.phase === 'melds') {
        expect(found, `${now.phase} at ${k}`).toBeUndefined();
        continue;
      }
      if (now.phase === 'tricks') expect(found).toBe(now);
      else {
        // The deal's last tricks state: the next state is past the tricks.
        const at = states.lastIndexOf(found!);
        expect(found!.phase).toBe('tricks');
        expect(found!.game.dealNumber).toBe(now.game.dealNumber);
        expect(session.history[at + 1].phase).not.toBe('tricks');
      }
    }
    // Several deals, each with every phase, were walked through.
    expect(session.history.at(-1)!.game.dealNumber).toBeGreaterThan(1);
    expect([...phases].sort()).toEqual(['auction', 'deal-over', 'game-over', 'melds', 'play-off', 'tricks']);
  });
});
