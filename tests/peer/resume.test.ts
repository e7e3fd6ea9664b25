// A page reloaded mid-deal rebuilds its side from its journal and the game goes on to the same audited result.
import { describe, expect, it } from 'vitest';
import { Match } from './harness.ts';

describe('resume after a reload', () => {
  it('both sides reloaded mid-deal (one in the auction, one in the tricks) end the deal as the uninterrupted game does', () => {
    const options = { jokers: true, trickRule: 'parlett', target: 100_000 } as const;
    const straight = new Match(options, 'resume');
    expect(straight.play(1)).toBe(true);

    const reloaded = new Match(options, 'resume');
    let reloads = 0;
    reloaded.afterDelivery = (to) => {
      const peer = reloaded.peers[to];
      const phase = peer.state.phase;
      const due =
        (reloads === 0 && phase === 'auction' && peer.state.deal.auctions.length === 5) ||
        (reloads === 1 && phase === 'tricks' && peer.state.deal.tricks.length === 4);
      if (!due) return;
      const before = { view: peer.view(), sent: peer.sent.length, received: peer.lastReceived };
      const again = reloaded.reload(to);
      reloads++;
      expect({ view: again.view(), sent: again.sent.length, received: again.lastReceived }).toEqual(before);
    };
    expect(reloaded.play(1)).toBe(true);
    expect(reloads).toBe(2);
    expect(reloaded.peers[0].audited[0].game).toEqual(straight.peers[0].audited[0].game);
    expect(reloaded.peers[1].audited[0].game).toEqual(straight.peers[1].audited[0].game);
  });
});
