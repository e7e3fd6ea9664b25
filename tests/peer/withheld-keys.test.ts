// A friend who never sends its end-of-deal seed: the page that waits may stop the game with that verdict, which a reload keeps.
import { describe, expect, it } from 'vitest';
import { Peer } from '../../src/peer/index.ts';
import { Match, seededRandom } from './harness.ts';

const OPTIONS = { jokers: true, trickRule: 'parlett', target: 1 } as const;

describe('withheld end-of-deal keys', () => {
  it('the honest side waits for them only once its own are sent, then stops naming the other; a reload keeps the verdict', () => {
    const match = new Match(OPTIONS, 'withheld');
    // The friend's page never sends its seed.
    match.tamper = (w) => (w.from === 1 && w.message.kind === 'reveal' ? null : w.text);
    // Nothing is awaited before the deal ends: stopping then is refused.
    expect(match.peers[0].awaitingReveal()).toBe(false);
    expect(match.peers[0].stopWaiting()).toBe(false);
    expect(() => match.play(1)).toThrow(/stuck/);
    const inviter = match.peers[0];
    expect(inviter.round.dealOver()).toBe(true);
    expect(inviter.round.audited).toBe(false);
    expect(inviter.awaitingReveal()).toBe(true);
    expect(inviter.stopWaiting()).toBe(true);
    expect(inviter.failure).toEqual({ code: 'keys-withheld', culprit: 1 });
    expect(inviter.awaitingReveal()).toBe(false);
    const restored = Peer.restore(JSON.parse(JSON.stringify(inviter.journal())), seededRandom('withheld/reload'));
    expect(restored.failure).toEqual({ code: 'keys-withheld', culprit: 1 });
    expect(restored.view().phase).toBe(inviter.view().phase);
  });

  it('the other side, which has the seed it was sent, audits and does not wait', () => {
    const match = new Match(OPTIONS, 'withheld-other');
    match.tamper = (w) => (w.from === 1 && w.message.kind === 'reveal' ? null : w.text);
    expect(() => match.play(1)).toThrow(/stuck/);
    expect(match.peers[1].round.audited).toBe(true);
    expect(match.peers[1].awaitingReveal()).toBe(false);
  });
});
