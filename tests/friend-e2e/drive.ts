// Helpers to drive a game between two browser contexts: the local relay, the invitation, and both players' moves.
// (The same steps as friend.spec.ts's, in a module a spec can import.)
import { spawn, type ChildProcess } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { waitForIslands } from '../e2e/helpers';

export const TABLE = '[data-friend-table]';

/** Starts `npm run relay` (scripts/relay.mjs) and resolves with it and its ws:// address once it listens. */
export async function startRelay(): Promise<{ relay: ChildProcess; url: string }> {
  const relay = spawn(process.execPath, ['scripts/relay.mjs'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    relay.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /relay (ws:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) resolve(match[1]);
    });
    relay.on('exit', (code) => reject(new Error(`relay exited ${code}`)));
  });
  return { relay, url };
}

/** The inviter opens the play page with the local relay, chooses a friend on another device and a one-deal game, and starts. */
export async function invite(page: Page, lang: 'en' | 'ja', relayUrl: string): Promise<string> {
  await page.goto(`${lang === 'ja' ? '/ja' : ''}/play/?relay=${encodeURIComponent(relayUrl)}`);
  await waitForIslands(page);
  await page.locator('label[data-friend-play] input').check();
  await page.locator('input[name$="-target"][value="1"]').first().check();
  await page.locator('form.gx-setup button[type="submit"]').first().click();
  const link = page.locator('[data-invite-link]');
  await expect(link).toBeVisible();
  return (await link.getAttribute('href')) ?? '';
}

/** The friend opens the invitation (in `lang`'s play page) and joins; resolves once both tables are dealt. */
export async function join(inviter: Page, friend: Page, href: string, lang: 'en' | 'ja'): Promise<void> {
  const url = new URL(href);
  url.pathname = url.pathname.replace(/^(\/ja)?\/play\//, lang === 'ja' ? '/ja/play/' : '/play/');
  await friend.goto(url.toString());
  await waitForIslands(friend);
  await friend.locator('[data-join]').click();
  await expect(inviter.locator(`${TABLE}[data-dealt="true"]`)).toBeVisible({ timeout: 30_000 });
  await expect(friend.locator(`${TABLE}[data-dealt="true"]`)).toBeVisible({ timeout: 30_000 });
}

/** Presses this player's first available choice if it is their turn (in the play-off: a suggestion, else one card, else pass). */
export async function actIfMyTurn(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const root = document.querySelector<HTMLElement>('[data-friend-table]');
    if (!root || root.dataset.turn !== 'human') return false;
    const visible = (selector: string) => {
      const button = document.querySelector<HTMLElement>(selector);
      return button !== null && button.checkVisibility() ? button : null;
    };
    const playEnabled = () => {
      const play = visible('[data-name="play"]') as HTMLButtonElement | null;
      return play !== null && !play.disabled;
    };
    const untilPlayable = () =>
      new Promise<void>((resolve) => {
        if (playEnabled()) return resolve();
        const observer = new MutationObserver(() => {
          if (!playEnabled()) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(root, { subtree: true, attributes: true, childList: true });
        setTimeout(() => {
          observer.disconnect();
          resolve();
        }, 2_000);
      });
    if (root.dataset.gamePhase === 'play-off') {
      // A suggestion is a legal play; without one, pass when passing is allowed (a lone card may not beat the last play).
      const pick =
        visible('[data-suggestion]') ??
        (visible('[data-name="pass"]') ? null : visible('[data-choice-group="active"] [data-choice]:not([aria-disabled="true"])'));
      if (pick !== null && !pick.matches('[data-name="pass"]')) {
        pick.click();
        await untilPlayable();
        if (playEnabled()) {
          (visible('[data-name="play"]') as HTMLElement).click();
          return true;
        }
      }
      const pass = visible('[data-name="pass"]');
      pass?.click();
      return pass !== null;
    }
    const choice = visible('[data-choice-group="active"] [data-choice]:not([aria-disabled="true"])');
    choice?.click();
    return choice !== null;
  });
}

function tableKey(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.querySelector<HTMLElement>('[data-friend-table]');
    return JSON.stringify([
      root?.dataset.turn,
      root?.dataset.actionCount,
      root?.dataset.gamePhase,
      root?.dataset.dealt,
      root?.dataset.auditedDeals,
      document.querySelectorAll('[data-peer-failure]').length,
    ]);
  });
}

/** Both players press their choices until both tables show the game over (or `until` says stop). */
export async function playBoth(a: Page, b: Page, until: () => Promise<boolean> = async () => false): Promise<void> {
  const both = async () => `${await tableKey(a)}|${await tableKey(b)}`;
  for (let i = 0; i < 3000; i++) {
    const before = await both();
    if (before.split('|').every((key) => JSON.parse(key)[2] === 'game-over')) return;
    if (await until()) return;
    const moved = (await actIfMyTurn(a)) || (await actIfMyTurn(b));
    if (!moved) await expect.poll(both, { timeout: 60_000, intervals: [50] }).not.toBe(before);
  }
  throw new Error('the game did not end');
}
