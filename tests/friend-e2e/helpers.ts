// Shared steps of the two-device browser tests: the run's relay, inviting, and both players pressing their choices.
import { expect, type Page } from '@playwright/test';
import { waitForIslands } from '../e2e/helpers.ts';

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

/**
 * The friend opens the invitation (in `lang`'s play page) and joins; resolves once both tables are dealt, and prints the
 * time from Join to both tables dealt, with the way the game travels then (a figure, not a verdict).
 */
export async function join(inviter: Page, friend: Page, href: string, lang: 'en' | 'ja'): Promise<number> {
  const url = new URL(href);
  url.pathname = url.pathname.replace(/^(\/ja)?\/play\//, lang === 'ja' ? '/ja/play/' : '/play/');
  await friend.goto(url.toString());
  await waitForIslands(friend);
  const pressed = Date.now();
  await friend.locator('[data-join]').click();
  await expect(inviter.locator(`${TABLE}[data-dealt="true"]`)).toBeVisible({ timeout: 60_000 });
  await expect(friend.locator(`${TABLE}[data-dealt="true"]`)).toBeVisible({ timeout: 60_000 });
  const ms = Date.now() - pressed;
  const path = await friend.locator('[data-link-path]').getAttribute('data-link-path');
  console.log(`join-to-dealt (${lang}, ${path === 'relay' ? 'through the relay' : 'direct'}): ${ms} ms`);
  return ms;
}

/** Both pages say the game travels this way (in words, and as data-link-path). */
export async function travels(pages: readonly Page[], path: 'direct' | 'relay', words: string): Promise<void> {
  for (const page of pages) {
    const status = page.locator(`[data-link-status="connected"][data-link-path="${path}"]`);
    await expect(status).toBeVisible({ timeout: 90_000 });
    await expect(status).toContainText(words);
  }
}

/**
 * Both pages show the same totals after `deals` deals (at least one), each checked by both (the audit replays the true
 * deal move by move: a move lost or applied twice on one side would fail it), the same number of moves, and no stop.
 */
export async function sameTotals(a: Page, b: Page, over: 'game-over' | 'deal-over' = 'game-over'): Promise<string> {
  // Read from `a` only once it has reached the end too (the loop may stop as soon as one page has).
  await expect(a.locator(TABLE)).toHaveAttribute('data-game-phase', over);
  const totals = (await a.locator(TABLE).getAttribute('data-totals')) ?? '';
  expect(totals).toMatch(/^\d+,\d+$/);
  const deals = Number((await a.locator(TABLE).getAttribute('data-deals-ended')) ?? '');
  expect(deals).toBeGreaterThanOrEqual(1);
  const actions = (await a.locator(TABLE).getAttribute('data-action-count')) ?? '';
  for (const page of [a, b]) {
    await expect(page.locator(TABLE)).toHaveAttribute('data-game-phase', over);
    await expect(page.locator(TABLE)).toHaveAttribute('data-totals', totals);
    await expect(page.locator(TABLE)).toHaveAttribute('data-audited-deals', String(deals));
    await expect(page.locator(TABLE)).toHaveAttribute('data-action-count', actions);
    await expect(page.locator('[data-peer-failure]')).toHaveCount(0);
  }
  return totals;
}

/** Only the site and the relay were contacted (`requests`: every request's address the pages made). */
export function onlySiteAndRelay(requests: readonly string[]): void {
  expect(requests.filter((u) => !u.startsWith('http://127.0.0.1:') && !u.startsWith(relayUrl()) && !/^(blob|data):/.test(u))).toEqual([]);
}

/**
 * Opens `page`'s play page again in Japanese: the page rebuilds its side from its saved game (so a stop it ended in is
 * reached again by the same checks, and named in Japanese).
 */
export async function reopenInJapanese(page: Page): Promise<void> {
  const url = new URL(page.url());
  url.pathname = url.pathname.replace(/^(\/ja)?\/play\//, '/ja/play/');
  await page.goto(url.toString());
  await waitForIslands(page);
}

/**
 * Presses this player's first available choice if it is their turn (in the play-off: the first suggested combination;
 * without one, pass when passing is allowed, else the first card alone, then Play); true if it pressed one. The choices
 * may come a render after the table says whose turn it is (on a loaded machine the later phases' panels once came after
 * it, and the test waited for a change that had already happened): this waits for them, watching the page, and throws,
 * naming what the page showed, if none came within a minute.
 */
export async function actIfMyTurn(page: Page): Promise<boolean> {
  const outcome = await page.evaluate(async () => {
    const table = () => document.querySelector<HTMLElement>('[data-friend-table]');
    const myTurn = () => table()?.dataset.turn === 'human';
    if (!myTurn()) return 'not my turn';
    const visible = (selector: string) => {
      const button = document.querySelector<HTMLElement>(selector);
      return button !== null && button.checkVisibility() ? button : null;
    };
    const card = '[data-choice-group="active"] [data-choice]:not([aria-disabled="true"])';
    const next = () =>
      table()?.dataset.gamePhase === 'play-off'
        ? (visible('[data-suggestion]') ?? visible('[data-name="pass"]') ?? visible(card))
        : visible(card);
    const playButton = () => {
      const play = visible('[data-name="play"]') as HTMLButtonElement | null;
      return play !== null && !play.disabled ? play : null;
    };
    /** What `find` finds once the page shows it; null if the turn passes first, or after a minute. */
    const until = (find: () => HTMLElement | null) =>
      new Promise<HTMLElement | null>((resolve) => {
        const finish = (found: HTMLElement | null) => {
          observer.disconnect();
          clearTimeout(guard);
          resolve(found);
        };
        const check = () => {
          if (!myTurn()) return finish(null);
          const found = find();
          if (found !== null) finish(found);
        };
        const observer = new MutationObserver(check);
        const guard = setTimeout(() => finish(null), 60_000);
        observer.observe(document, { subtree: true, childList: true, attributes: true });
        check();
      });
    const nothing = () =>
      myTurn()
        ? `its turn, but nothing to press for a minute: ${(table()?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 400)}`
        : 'turn passed';
    const target = await until(next);
    if (target === null) return nothing();
    if (target.matches('[data-suggestion], [data-name="pass"]') || table()?.dataset.gamePhase !== 'play-off') {
      target.click();
      return 'pressed';
    }
    // A card alone in the play-off: selected (unless it already is), then played.
    if (target.getAttribute('aria-pressed') !== 'true') target.click();
    const play = await until(playButton);
    if (play === null) return nothing();
    play.click();
    return 'pressed';
  });
  if (outcome === 'pressed') return true;
  if (outcome === 'not my turn' || outcome === 'turn passed') return false;
  throw new Error(outcome);
}

/** A table as the loop sees it (from its data attributes): whose turn, the moves, the phase, the deals, a stop, the path. */
export interface TableState {
  readonly turn: string | null;
  readonly actions: number;
  readonly phase: string | null;
  readonly dealt: boolean;
  readonly audited: number;
  readonly dealsEnded: number;
  readonly failures: number;
  readonly path: string | null;
}

/**
 * In the page: the table's state as text when `before` is null; else waits (watching the page's DOM, not polled from
 * the test) until the state differs from `before`, and returns it ('' when told to stop by stopWatching, or after the
 * hang guard).
 */
function watchTable(before: string | null): string | Promise<string> {
  const now = () => {
    const root = document.querySelector<HTMLElement>('[data-friend-table]');
    const number = (value: string | undefined) => Number(value ?? 0);
    return JSON.stringify({
      turn: root?.dataset.turn ?? null,
      actions: number(root?.dataset.actionCount),
      phase: root?.dataset.gamePhase ?? null,
      dealt: root?.dataset.dealt === 'true',
      audited: number(root?.dataset.auditedDeals),
      dealsEnded: number(root?.dataset.dealsEnded),
      failures: document.querySelectorAll('[data-peer-failure]').length,
      path: document.querySelector('[data-link-path]')?.getAttribute('data-link-path') ?? null,
    });
  };
  const first = now();
  if (before === null || first !== before) return first;
  return new Promise<string>((resolve) => {
    const w = window as unknown as { gxStopWatching?: () => void };
    const done = (state: string) => {
      observer.disconnect();
      clearTimeout(guard);
      if (w.gxStopWatching === stop) delete w.gxStopWatching;
      resolve(state);
    };
    const stop = () => done('');
    const observer = new MutationObserver(() => {
      const state = now();
      if (state !== before) done(state);
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    // Longer than the page's own 60 s wait for a friend's end-of-deal keys, so that a missing message shows as the page's
    // named verdict rather than as this bare hang.
    const guard = setTimeout(stop, 90_000);
    w.gxStopWatching = stop;
  });
}

export async function tableState(page: Page): Promise<TableState> {
  return JSON.parse(await page.evaluate(watchTable, null)) as TableState;
}

/**
 * Until either page's table differs from its state in `before`; throws after 90 s of no change on both (a hang).
 * Each page watches its own DOM; the one that did not change is then told to stop.
 */
async function untilEitherChanges(pages: readonly [Page, Page], before: readonly [string, string]): Promise<void> {
  const waits = pages.map((page, i) =>
    page.evaluate(watchTable, before[i]).then(
      (state) => state,
      // A page that reloads or closes mid-wait has changed as far as the loop is concerned.
      () => 'gone',
    ),
  );
  const first = await Promise.race(waits);
  await Promise.all(
    pages.map((page) =>
      page.evaluate(() => (window as unknown as { gxStopWatching?: () => void }).gxStopWatching?.()).catch(() => undefined),
    ),
  );
  const states = await Promise.all(waits);
  // Both tables' states go with the error: which side waited for what is most of what a hang can tell.
  if (first === '' && states.every((state) => state === ''))
    throw new Error(`neither table changed for 90 s; the first page's table ${before[0]}, the second's ${before[1]}`);
}

export const phase = (page: Page) => page.locator(TABLE).getAttribute('data-game-phase');

/**
 * Both players press their choices until both tables show the game over (or `until`, given both tables' states, says
 * stop).
 */
export async function playBoth(
  a: Page,
  b: Page,
  until: (a: TableState, b: TableState) => boolean | Promise<boolean> = () => false,
): Promise<void> {
  for (let i = 0; i < 3000; i++) {
    // The states are read first, so that a change after them (a move, the end, a stop) is never missed by the wait below.
    const before = [await a.evaluate(watchTable, null), await b.evaluate(watchTable, null)] as const;
    const [sa, sb] = before.map((text) => JSON.parse(text) as TableState);
    if (sa.phase === 'game-over' && sb.phase === 'game-over') return;
    if (await until(sa, sb)) return;
    const moved = (await actIfMyTurn(a)) || (await actIfMyTurn(b));
    // Nobody could move: wait until either table changes (a move arrived, a deal was shuffled, a page stopped the game).
    if (!moved) await untilEitherChanges([a, b], before);
  }
  throw new Error('the game did not end');
}

/**
 * Plays both pages until `reloaded` is in the tricks, then reloads it mid-deal: the page rebuilds its side from its saved
 * game and the game goes on from the same move (the action count is the same after the reload).
 */
export async function reloadInTheTricks(a: Page, b: Page, reloaded: Page): Promise<void> {
  await playBoth(a, b, (sa, sb) => (reloaded === a ? sa : sb).phase === 'tricks');
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
