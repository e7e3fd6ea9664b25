// A friend game's record: the audited deals written out card by card, loaded back by the replay's reader to the same game.
import { describe, expect, it } from 'vitest';
import { loadDealtRecord } from '../../src/components/play/session/dealtRecord.ts';
import { RecordError } from '../../src/components/play/session/gameRecord.ts';
import { friendRecord, playedToTheEnd } from '../../src/components/play/friend/friendRecord.ts';
import type { GameState } from '../../src/engine/index.ts';
import type { FriendOptions } from '../../src/peer/index.ts';
import { Match } from './harness.ts';

const scores = (s: { game: { totals: unknown; deals: readonly unknown[] } }) => JSON.stringify([s.game.totals, s.game.deals]);
/** A state's game and deal (the seed and the random generator differ: a friend game's deals never come from them). */
const played = (s: GameState) => ({ phase: s.phase, actionCount: s.actionCount, game: s.game, deal: s.deal });

const GAMES = [
  { jokers: true, target: 1000, trickRule: 'parlett' },
  { jokers: false, target: 1000, trickRule: 'summary' },
] as const;

/** Two audited deals of a game with these options, played once for the file (each deal costs seconds of elliptic-curve work). */
const twoDeals = new Map<FriendOptions, Match>();
function playedTwoDeals(options: FriendOptions): Match {
  let match = twoDeals.get(options);
  if (match === undefined) {
    match = new Match(options, `record/${options.jokers}/${options.trickRule}`);
    expect(match.play(2)).toBe(true);
    twoDeals.set(options, match);
  }
  return match;
}

describe('the record of a game with a friend', () => {
  for (const options of GAMES) {
    it(`loads back in the replay to the audited game, deal for deal (Jokers ${options.jokers ? 'on' : 'off'}, ${options.trickRule})`, () => {
      const match = playedTwoDeals(options);
      for (const peer of match.peers) {
        const text = friendRecord(options, 'abcdefghjk', peer.auditedDeals);
        expect(text).toMatch(/^deal 2 stock: /m);
        const { session } = loadDealtRecord(text);
        // Every audited deal's true final state is in the replay, and the replay ends where the last audited deal ended.
        const finals = session.history.filter((s) => s.phase === 'deal-over' || s.phase === 'game-over');
        expect(finals.map(scores)).toEqual(peer.audited.slice(0, 2).map(scores));
        expect(played(session.history[session.history.length - 1])).toEqual(played(peer.audited[peer.audited.length - 1]));
        expect(session.config.opponent).toBe('human');
        // Kept in the history, the record tells this browser that the game of this room is over (and no other room's).
        expect(playedToTheEnd([{ opponent: 'friend', record: text }], 'abcdefghjk')).toBe(true);
        expect(playedToTheEnd([{ opponent: 'friend', record: text }], 'abcdefghjm')).toBe(false);
        expect(playedToTheEnd([{ opponent: 'computer', record: text }], 'abcdefghjk')).toBe(false);
      }
      // Both browsers write the same game (the same cards and the same moves: only the bids' order may differ).
      const [a, b] = match.peers.map((p) => loadDealtRecord(friendRecord(options, 'abcdefghjk', p.auditedDeals)).session);
      expect(scores(a.history[a.history.length - 1])).toBe(scores(b.history[b.history.length - 1]));
    });
  }

  it('names the line of a damaged deal card, and of a deal whose cards do not make a deck', () => {
    // The first deal of the game above without Jokers: its record, damaged line by line.
    const options = GAMES[1];
    const match = playedTwoDeals(options);
    const text = friendRecord(options, 'abcdefghjk', match.peers[0].auditedDeals);
    const lines = text.split('\n');
    const p0 = lines.findIndex((l) => l.startsWith('deal 1 P0:'));
    const broken = (edit: (line: string) => string) => {
      const copy = [...lines];
      copy[p0] = edit(copy[p0]);
      try {
        loadDealtRecord(copy.join('\n'));
      } catch (error) {
        return error;
      }
      return null;
    };
    const badCard = broken((l) => `${l} ZZ`);
    expect(badCard).toBeInstanceOf(RecordError);
    expect(badCard).toMatchObject({ code: 'card', line: p0 + 1, token: 'ZZ' });
    // The first card of P0's hand written twice: another card of the deck is missing; the deal's first line is named.
    const twice = broken((l) => l.replace(/^(deal 1 P0: )(\S+) (\S+)/, '$1$2 $2'));
    expect(twice).toMatchObject({ code: 'missing-card', line: p0 + 1 });
    // A deal without its stock line.
    const copy = lines.filter((l) => !l.startsWith('deal 1 stock:'));
    expect(() => loadDealtRecord(copy.join('\n'))).toThrow(RecordError);
  });
});
