// Shared steps of the two-device browser tests: the run's relay, inviting, and both players pressing their choices.
import { expect, type Page } from '@playwright/test';
import { waitForIslands } from '../e2e/helpers';

export const TABLE = '[data-friend-table]';

/** The run's one local relay (started by relay-setup.ts). */
export function relayUrl(): string {
  const url = process.env.FRIEND_RELAY;
  if (url === undefined) throw new Error('FRIEND_RELAY is not set: run the two-device tests with `npm run test:friend`');
  return url;
}

/** The play page in `lang`, with `query` (say `?relay=…`), its islands ready. */
export async function openPlay(page: Page, lang: 'en' | 'ja', query = ''): Promise<void> {
  await page.goto(`${lang === 'ja' ? '/ja' : ''}/play/${query}`);
  await waitForIslands(page);
}

/**
 * The inviter opens the play page with `relay` (the local relay unless told), chooses a friend on another device and a
 * game of `target` points (1: one deal), and starts; returns the invitation link.
 */
export async function invite(
  page: Page,
  lang: 'en' | 'ja',
  { target = 1, relay = relayUrl(), jokers = false }: { target?: number; relay?: string; jokers?: boolean } = {},
): Promise<string> {
  await openPlay(page, lang, `?relay=${encodeURIComponent(relay)}`);
  await page.locator('label[data-friend-play] input').check();
  await page.locator(`input[name$="-target"][value="${target}"]`).first().check();
  if (jokers) await page.locator('.gx-setup__checks input[type="checkbox"]').first().check();
  await page.locator('form.gx-setup button[type="submit"]').first().click();
  const link = page.locator('[data-invite-link]');
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  expect(new URL(href).searchParams.get('relay')).toBe(relay);
  return href;
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

/**
 * Presses this player's first available choice if it is their turn (in the play-off: the first suggested combination;
 * without one, pass when passing is allowed, else the first card alone); true if it pressed one.
 */
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
    // Until the play button is enabled (the selection re-rendered), or a short while passes with no change.
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
      if (pick !== null && pick.matches('[data-suggestion]')) {
        // A listed combination is played by the one press.
        pick.click();
        return true;
      }
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

/** The table's state as the loop sees it: whose turn, how many moves, the phase, dealt or not, stopped or not. */
export function tableKey(page: Page): Promise<string> {
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

export const phase = (page: Page) => page.locator(TABLE).getAttribute('data-game-phase');

/** Both players press their choices until both tables show the game over (or `until` says stop). */
export async function playBoth(a: Page, b: Page, until: () => Promise<boolean> = async () => false): Promise<void> {
  const both = async () => `${await tableKey(a)}|${await tableKey(b)}`;
  for (let i = 0; i < 3000; i++) {
    // The snapshot is taken first, so that a change after it (a move, the end, a stop) is never missed by the wait below.
    const before = await both();
    if (before.split('|').every((key) => JSON.parse(key)[2] === 'game-over')) return;
    if (await until()) return;
    const moved = (await actIfMyTurn(a)) || (await actIfMyTurn(b));
    // Nobody could move: wait until either table changes (a move arrived, a deal was shuffled, a page stopped the game).
    if (!moved) await expect.poll(both, { timeout: 60_000, intervals: [50] }).not.toBe(before);
  }
  throw new Error('the game did not end');
}

/**
 * Plays both pages until `reloaded` is in the tricks, then reloads it mid-deal: the page rebuilds its side from its saved
 * game and the game goes on from the same move (the action count is the same after the reload).
 */
export async function reloadInTheTricks(a: Page, b: Page, reloaded: Page): Promise<void> {
  await playBoth(a, b, async () => (await phase(reloaded)) === 'tricks');
  const before = await reloaded.locator(TABLE).getAttribute('data-action-count');
  await reloaded.reload();
  await expect(reloaded.locator(`${TABLE}[data-action-count="${before}"]`)).toBeVisible({ timeout: 30_000 });
}

/**
 * Makes `page` a modified client: each protocol message its own side produces passes through `change` (in the page,
 * before the page seals it for the friend; null: never sent). `change` is sent as source text: it may keep its state on
 * `window`, never in the test's variables.
 */
export async function changeOwnMessages(page: Page, change: (text: string) => string | null): Promise<void> {
  await page.addInitScript({
    content: `(() => {
      const change = ${change.toString()};
      const Native = window.Worker;
      window.Worker = class extends Native {
        set onmessage(handler) {
          super.onmessage = handler === null ? null : (event) => {
            const data = event.data;
            if (data === null || typeof data !== 'object' || !Array.isArray(data.out) || !('journal' in data)) return handler.call(this, event);
            const out = data.out.map(change).filter((text) => text !== null);
            handler.call(this, new MessageEvent('message', { data: { ...data, out } }));
          };
        }
        get onmessage() {
          return super.onmessage;
        }
      };
    })();`,
  });
}
