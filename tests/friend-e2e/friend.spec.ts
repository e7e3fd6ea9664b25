// Two browsers play a game with a friend on another device through `npm run relay`, inside the run's own network namespace.
import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { waitForIslands } from '../e2e/helpers';

let relay: ChildProcess;
let relayUrl = '';

test.beforeAll(async () => {
  relay = spawn(process.execPath, ['scripts/relay.mjs'], { stdio: ['ignore', 'pipe', 'inherit'] });
  relayUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    relay.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /relay (ws:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) resolve(match[1]);
    });
    relay.on('exit', (code) => reject(new Error(`relay exited ${code}`)));
  });
});
test.afterAll(() => {
  relay.kill('SIGTERM');
});

const TABLE = '[data-friend-table]';

/** The inviter opens the play page with the local relay, chooses a friend on another device and a one-deal game, and starts. */
async function invite(page: Page, lang: 'en' | 'ja'): Promise<string> {
  await page.goto(`${lang === 'ja' ? '/ja' : ''}/play/?relay=${encodeURIComponent(relayUrl)}`);
  await waitForIslands(page);
  await page.locator('label[data-friend-play] input').check();
  await page.locator('input[name$="-target"][value="1"]').first().check();
  await page.locator('form.gx-setup button[type="submit"]').first().click();
  const link = page.locator('[data-invite-link]');
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  expect(new URL(href).searchParams.get('relay')).toBe(relayUrl);
  return href;
}

/**
 * Presses this player's first available choice if it is their turn (in the play-off: the first suggested combination,
 * else the first card alone, else pass), as helpers.ts's playOneDecision does; true if it pressed one.
 */
async function actIfMyTurn(page: Page): Promise<boolean> {
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
      const pick = visible('[data-suggestion]') ?? visible('[data-choice-group="active"] [data-choice]:not([aria-disabled="true"])');
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
function tableKey(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.querySelector<HTMLElement>('[data-friend-table]');
    return JSON.stringify([
      root?.dataset.turn,
      root?.dataset.actionCount,
      root?.dataset.gamePhase,
      root?.dataset.dealt,
      document.querySelectorAll('[data-peer-failure]').length,
    ]);
  });
}

const phase = (page: Page) => page.locator(TABLE).getAttribute('data-game-phase');

/** Both players press their choices until both tables show the game over (or `until` says stop). */
async function playBoth(a: Page, b: Page, until: () => Promise<boolean> = async () => false): Promise<void> {
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

for (const lang of ['en', 'ja'] as const) {
  test(`${lang}: two browsers connect through the local relay, play a whole deal with the same scores, and a reload resumes`, async ({
    browser,
  }) => {
    const [ca, cb] = [await browser.newContext(), await browser.newContext()];
    const [a, b] = [await ca.newPage(), await cb.newPage()];
    const requests: string[] = [];
    for (const p of [a, b]) p.on('request', (r) => requests.push(r.url()));
    const href = await invite(a, lang);
    await b.goto(href);
    await waitForIslands(b);
    await expect(b.locator('[data-invited-options]')).toBeVisible();
    const joined = Date.now();
    await b.locator('[data-join]').click();
    await expect(a.locator(`${TABLE}[data-dealt="true"]`)).toBeVisible({ timeout: 30_000 });
    await expect(b.locator(`${TABLE}[data-dealt="true"]`)).toBeVisible({ timeout: 30_000 });
    console.log(`join-to-dealt ${lang}: ${Date.now() - joined} ms`);
    await expect(a.locator('[data-link-status="connected"]')).toBeVisible();

    // Mid-deal (in the tricks) the friend reloads: the page rebuilds its side and the game goes on from the same move.
    await playBoth(a, b, async () => (await phase(b)) === 'tricks');
    const before = await b.locator(TABLE).getAttribute('data-action-count');
    await b.reload();
    await expect(b.locator(`${TABLE}[data-action-count="${before}"]`)).toBeVisible({ timeout: 30_000 });
    await playBoth(a, b);

    const totals = await a.locator(TABLE).getAttribute('data-totals');
    expect(totals).toMatch(/^\d+,\d+$/);
    await expect(b.locator(TABLE)).toHaveAttribute('data-totals', totals ?? '');
    // Only the site and the relay were contacted.
    expect(
      requests.filter(
        (u) => !u.startsWith('http://127.0.0.1:') && !u.startsWith(relayUrl) && !u.startsWith('blob:') && !u.startsWith('data:'),
      ),
    ).toEqual([]);
    await Promise.all([ca.close(), cb.close()]);
  });

  test(`${lang}: a friend's page that changes its sealed bid is caught and the message is shown`, async ({ browser }) => {
    const [ca, cb] = [await browser.newContext(), await browser.newContext()];
    const [a, b] = [await ca.newPage(), await cb.newPage()];
    // The friend's page is modified: the first bid it opens carries another nonce than the one it committed to.
    await b.addInitScript(() => {
      const send = RTCDataChannel.prototype.send;
      let done = false;
      RTCDataChannel.prototype.send = function (this: RTCDataChannel, data: never) {
        const raw = data as unknown;
        if (!done && (raw instanceof ArrayBuffer || ArrayBuffer.isView(raw))) {
          const bytes = raw instanceof ArrayBuffer ? new Uint8Array(raw) : new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength);
          const text = new TextDecoder('latin1').decode(bytes);
          const at = text.indexOf('nonce\\":\\"');
          if (text.includes('bid-reveal') && at >= 0) {
            const i = at + 'nonce\\":\\"'.length;
            bytes[i] = bytes[i] === 48 ? 49 : 48;
            done = true;
          }
        }
        return send.call(this, data);
      };
    });
    const href = await invite(a, lang);
    await b.goto(href);
    await waitForIslands(b);
    await b.locator('[data-join]').click();
    await playBoth(a, b, async () => (await a.locator('[data-peer-failure]').count()) > 0);
    const failure = a.locator('[data-peer-failure]');
    await expect(failure).toHaveAttribute('data-peer-failure', 'bid-differs-from-commitment');
    await expect(failure).toContainText(lang === 'ja' ? '伏せたものとは違う入札' : 'revealed a bid other than the one it sealed');
    await Promise.all([ca.close(), cb.close()]);
  });
}
