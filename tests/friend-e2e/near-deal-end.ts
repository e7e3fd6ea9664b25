// A game with a friend that both browsers resume a few moves before the end of its first deal: the deal is played in
// Node by the pages' own protocol code (two Peers joined in memory, tests/peer/harness.ts), and each browser is given
// its side's saved game, as a reload would find it. Tests whose subject is the end of a deal start there, rather than
// pressing every move of the deal through the pages (which other tests do).
import type { Page } from '@playwright/test';
import { KEYS } from '../../src/storage/storage.ts';
import type { FriendOptions, PeerJournal } from '../../src/peer/index.ts';
import { Match } from '../peer/harness.ts';

/** Both sides' journals `movesLeft` moves before the first deal ends (every message of the moves before delivered). */
function journalsNearDealEnd(options: FriendOptions, movesLeft: number, label: string): [PeerJournal, PeerJournal] {
  // The label seeds both sides and their choices: the same deal every run.
  const match = new Match(options, label);
  /** Both journals after each move (every message delivered), the last `movesLeft + 1` of them. */
  const kept: [PeerJournal, PeerJournal][] = [];
  for (;;) {
    match.deliver();
    kept.push([match.peers[0].journal(), match.peers[1].journal()]);
    if (kept.length > movesLeft + 1) kept.shift();
    // A one-deal game ends at game-over, a longer one at deal-over.
    if (match.peers[0].state.phase === 'deal-over' || match.peers[0].state.phase === 'game-over') return kept[0];
    if (!match.step()) throw new Error('the deal played in Node got stuck');
  }
}

/**
 * The inviter's page `inviter` (an invitation made, nobody joined) and the friend's page `friend` (any page of the
 * site) become the two sides of that invitation's game, `movesLeft` moves before its first deal ends, bound to each
 * other as after their first exchange; both then open the inviter's play page, which resumes the game. `friendName`: the
 * name the friend's browser remembers.
 */
export async function resumeNearDealEnd(inviter: Page, friend: Page, movesLeft: number, friendName: string | null = null): Promise<void> {
  const save = JSON.parse((await inviter.evaluate((key) => localStorage.getItem(key), KEYS.friendGame)) ?? 'null') as {
    room: string;
    options: FriendOptions;
    relay: string | null;
  } | null;
  if (save === null) throw new Error('the inviter page has no saved game');
  const journals = journalsNearDealEnd(save.options, movesLeft, `near-deal-end/${save.room}`);
  const bond = {
    secret: Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join(''),
    confirmed: true,
  };
  const url = new URL(inviter.url());
  // From each page's first node on: whether its table ever said it was the player's turn while the phase's panel, fetched
  // after the table, was still loading (resumed past the auction, the table waits for it).
  for (const page of [inviter, friend])
    await page.addInitScript(() => {
      const w = window as unknown as { turnBeforeChoices: boolean };
      w.turnBeforeChoices = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-friend-table][data-turn="human"] [data-panel-pending]')) w.turnBeforeChoices = true;
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-turn'] });
    });
  for (const [seat, page] of [inviter, friend].entries()) {
    // A light document of the site's origin first, so that the storage written is the site's and no play page is open to
    // write over it: the inviter's own invitation page, left open, once saved its state after this write (on a loaded
    // machine) and reopened on the invitation instead of the game.
    await page.goto(url.origin + '/manifest.webmanifest');
    const game = { ...save, seat, journal: journals[seat], bond, opponentName: null };
    await page.evaluate(
      ({ keys, game: g, name }) => {
        localStorage.setItem(keys.friendGame, JSON.stringify(g));
        if (name !== null) localStorage.setItem(keys.friendName, name);
      },
      { keys: { friendGame: KEYS.friendGame, friendName: KEYS.friendName }, game, name: seat === 1 ? friendName : null },
    );
    await page.goto(url.toString());
  }
}

/** Whether `page`'s table said it was the player's turn while its phase's panel was still loading (see resumeNearDealEnd). */
export const turnBeforeChoices = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as unknown as { turnBeforeChoices?: boolean }).turnBeforeChoices === true);
