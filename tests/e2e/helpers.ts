// The one helper module of the browser tests: page lists and hostile inputs, island readiness, console/request/CSP
// watchers, axe, and the play page's game driver (one decision per page round trip).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { SLUGS, ja } from './slugs.ts';

// ─── Pages and inputs ───────────────────────────────────────────────────────

/** Every page of the site in both languages, with its language. */
export const ALL_PAGES: { path: string; lang: 'en' | 'ja' }[] = SLUGS.flatMap((slug) => [
  { path: slug, lang: 'en' as const },
  { path: ja(slug), lang: 'ja' as const },
]);

/** Each standalone tool page with a valid shared link and the names of its link parameters. */
export const TOOLS = [
  { slug: '/tools/bid/', valid: '?turnup=AS&a=5C&b=5D', params: ['turnup', 'a', 'b'] },
  { slug: '/tools/melds/', valid: '?hand=AH,KH,QH,JH,10H,2S,2C,2D,7S,8S,9S,3C,4D&trump=H', params: ['hand', 'trump'] },
  { slug: '/tools/trick/', valid: '?lead=7S&follow=KS&leader=S&follower=H', params: ['lead', 'follow', 'leader', 'follower', 'hand'] },
  { slug: '/tools/play-off/', valid: '?previous=5S,5H&next=7C,7D', params: ['previous', 'next'] },
  { slug: '/tools/score-sheet/', valid: '', params: [] as string[] },
] as const;

/** Inputs that must only ever be shown as text: markup, a huge value, and awkward Unicode. */
export const HOSTILE = {
  script: '<script>window.__pwned=1</script>',
  image: '"><img src=x onerror="window.__pwned=1">',
  svg: '<svg/onload=window.__pwned=1>',
  // Long enough to flood a tool, short enough (with five parameters) for the 16 KB header limit of servers.
  long: 'Q'.repeat(1_500),
  unicode: '\u202e🂡\u0000\uFEFFスペードの𝔸\u200d🃏\u0301',
} as const;

// ─── Islands ────────────────────────────────────────────────────────────────

/**
 * Resolves once every Astro island on the page has hydrated (no `astro-island[ssr]` left). Islands that
 * hydrate on `client:visible` are scrolled into view one at a time, each waited for, then the page goes back to the top.
 */
export async function waitForIslands(page: Page): Promise<void> {
  for (let guard = 0; guard < 50; guard += 1) {
    const island = await page.$('astro-island[ssr]');
    if (!island) break;
    // An island is `display: contents`; Astro watches its children, so bring the first child into view.
    await island.evaluate((el) => (el.firstElementChild ?? el).scrollIntoView({ block: 'center' }));
    await page.waitForFunction((el) => !el.isConnected || !el.hasAttribute('ssr'), island, { polling: 50 });
    await island.dispose();
  }
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, { polling: 50 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Waits for an island's own ready signal: `data-ready="true"` on its root, set once it has hydrated, read what it
 * keeps in storage and written back what it shows (so nothing it would still save can overwrite a test's data).
 */
export async function waitForReady(root: Locator): Promise<void> {
  await root.and(root.page().locator('[data-ready="true"]')).waitFor();
}

// ─── Watchers ───────────────────────────────────────────────────────────────

/**
 * Collects console errors and failed requests for the life of the page. A request the browser cancelled itself
 * (net::ERR_ABORTED) is not counted: that is what leaving a page does to what it was still fetching (a page fetches its
 * search box's code at its first idle moment, and a test that went on to the next page first once failed on it), never a
 * fault of the site, whose faults show as other errors (a blocked, refused or failed request) or as a status of 400 and up.
 */
export function watchProblems(page: Page): { errors: string[]; failed: string[] } {
  const errors: string[] = [];
  const failed: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('requestfailed', (request) => {
    const errorText = request.failure()?.errorText ?? '';
    if (errorText !== 'net::ERR_ABORTED') failed.push(`${request.url()} ${errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.url()} ${response.status()}`);
  });
  return { errors, failed };
}

/** Starts recording Content-Security-Policy violations and console errors before any page script runs. */
export async function watchPolicy(page: Page): Promise<{ violations: () => Promise<string[]>; consoleErrors: string[] }> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(String(error)));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return {
    consoleErrors,
    violations: async () => {
      const inPage = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
      const inConsole = consoleErrors.filter((text) => /Content Security Policy/i.test(text));
      return [...inPage, ...inConsole];
    },
  };
}

/** Records every request the browser makes for this context (pages, workers, service worker). */
export function recordRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** The requests that went anywhere but the site itself. */
export function foreignRequests(urls: string[], origin: string): string[] {
  return urls.filter((url) => !url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url));
}

/** The Content-Security-Policy of the page, as the browser sees it, directive by directive. */
export async function policyOf(page: Page): Promise<Map<string, string[]>> {
  const content = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(content, 'a Content-Security-Policy meta tag').toBeTruthy();
  return new Map(
    (content ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
}

/** Plants a trap that any injected script would spring (checked with `sprung`). */
export async function plantTrap(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { __pwned?: number }).__pwned = undefined;
  });
}

/** True if hostile markup ran or was inserted as elements. */
export async function sprung(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { __pwned?: number }).__pwned !== undefined || document.querySelector('img[src="x"], svg[onload]') !== null,
  );
}

/** axe-core's browser build, read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe (WCAG 2.x A/AA and best practices) on the page; returns one readable line per violating node. */
/**
 * axe's violations on the page (or inside `include`): every rule, only `rules` when given, and never those in `skip`
 * (a Japanese page skips color-contrast where its English twin, with the same styles, is checked: DEEP checks both).
 */
export async function axeViolations(page: Page, include?: string, rules?: string[], skip: string[] = []): Promise<string[]> {
  // axe.run() in the page itself, injected once per page. @axe-core/playwright injected the 0.5 MB script twice per
  // call and, by default, ran axe.runPartial() and then finishRun() in a freshly opened blank page: 8.3 s against
  // 1.3 s on /rules/jokers/. The site has no iframes (same-origin ones would still be checked by axe.run()).
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(AXE_SOURCE);
    await page.evaluate(() =>
      (window as unknown as { axe: { configure: (c: object) => void } }).axe.configure({ allowedOrigins: ['<same_origin>'] }),
    );
  }
  const violations = await page.evaluate(
    async ({ include, rules, skip }) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: object) => Promise<{ violations: AxeViolation[] }> } })
        .axe;
      // Only violations are reported in detail: axe then skips the bookkeeping for passing nodes (much faster on big pages).
      const options = {
        resultTypes: ['violations'],
        ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
        rules: Object.fromEntries(skip.map((id) => [id, { enabled: false }])),
      };
      return (await axe.run(include ? { include: [[include]] } : document, options)).violations;
    },
    { include, rules, skip },
  );
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
    ),
  );
}

/** The part of an axe result the lines above are made from. */
interface AxeViolation {
  id: string;
  impact?: string | null;
  nodes: { target: string[]; failureSummary?: string }[];
}

// ─── The play page's game driver ────────────────────────────────────────────

/**
 * The play page's test protocol (see src/components/play/table/LiveTable.tsx): the game root carries
 * data-game-phase, data-turn ('human' | 'computer' | 'handoff' | …) and data-action-count; the choices
 * of the current decision are [data-choice] buttons inside [data-choice-group="active"].
 */
export const GAME = '[data-game-phase]';

/** The first available choice of the decision on screen. */
export const ACTIVE_CHOICE = '[data-choice-group="active"] [data-choice]:not([aria-disabled="true"])';

/** An attribute of the game root ('' if absent). */
export async function gameAttr(page: Page, name: string): Promise<string> {
  return (await page.locator(GAME).getAttribute(name)) ?? '';
}

/** Opens a page of the game (a shared link, say) and waits until its island has hydrated and the game is on screen. */
export async function openGame(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForIslands(page);
  await page.locator(GAME).waitFor();
}

/** Waits until someone at this device must act (or the deal or game is over); returns the phase. */
export async function waitForTurn(page: Page): Promise<string> {
  await page.waitForFunction(
    () => {
      const root = document.querySelector<HTMLElement>('[data-game-phase]');
      if (!root) return false;
      return ['game-over', 'deal-over'].includes(root.dataset.gamePhase ?? '') || ['human', 'handoff'].includes(root.dataset.turn ?? '');
    },
    undefined,
    { timeout: 60_000, polling: 50 },
  );
  return gameAttr(page, 'data-game-phase');
}

/** Waits until the number of actions applied differs from `count` (the game moved on). */
export async function waitForMove(page: Page, count: string): Promise<void> {
  await page.waitForFunction((c) => document.querySelector('[data-game-phase]')?.getAttribute('data-action-count') !== c, count, {
    timeout: 60_000,
    polling: 50,
  });
}

/** What one step of the driver did: the phase it acted in, whether it was a hot-seat hand-off, and how many hand elements were then on screen. */
export interface DecisionStep {
  phase: string;
  handoff: boolean;
  visibleCards: number;
}

/**
 * Makes one decision for the person at the device after waiting for their turn, inside the page (one round trip):
 * at a hot-seat hand-off it counts the hand elements on screen and presses "Show …"; otherwise it presses the first
 * choice offered, the first listed play-off combination (one press plays it), or pass, and waits until the action is applied. Every
 * button pressed must be visible, as for a person.
 */
export async function playOneDecision(page: Page): Promise<DecisionStep> {
  return page.evaluate(async () => {
    const root = () => document.querySelector('[data-game-phase]') as HTMLElement;
    const until = (ready: () => boolean) =>
      new Promise<void>((resolve, reject) => {
        if (ready()) return resolve();
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`the game did not move on (phase ${root()?.dataset.gamePhase}, turn ${root()?.dataset.turn})`));
        }, 20_000);
        const observer = new MutationObserver(() => {
          if (!ready()) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve();
        });
        observer.observe(document.body, { subtree: true, attributes: true, childList: true });
      });
    const press = (selector: string) => {
      const button = document.querySelector<HTMLElement>(selector);
      if (!button || !button.checkVisibility()) throw new Error(`no visible ${selector} to press`);
      button.click();
    };
    await until(
      () => ['game-over', 'deal-over'].includes(root().dataset.gamePhase ?? '') || ['human', 'handoff'].includes(root().dataset.turn ?? ''),
    );
    const phase = root().dataset.gamePhase ?? '';
    if (phase === 'game-over') return { phase, handoff: false, visibleCards: 0 };
    if (root().dataset.turn === 'handoff') {
      const visibleCards = document.querySelectorAll('.gx-card--hand, .gx-hand, .gx-openhand, .gx-handview').length;
      press('[data-handoff] button');
      await until(() => root().dataset.turn !== 'handoff');
      return { phase, handoff: true, visibleCards };
    }
    const count = root().dataset.actionCount;
    if (phase === 'play-off' && document.querySelector('[data-suggestion]')) {
      // A listed combination is played by the one press.
      press('[data-suggestion]');
    } else if (phase === 'play-off') {
      press('[data-name="pass"]');
    } else {
      press('[data-choice-group="active"] [data-choice]:not([aria-disabled="true"])');
    }
    await until(() => root().dataset.actionCount !== count);
    return { phase, handoff: false, visibleCards: 0 };
  });
}

/** Plays the person's decisions until the game is over; `onStep` sees each step. */
export async function playToEnd(page: Page, onStep?: (step: DecisionStep) => void): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const step = await playOneDecision(page);
    onStep?.(step);
    if (step.phase === 'game-over') return;
  }
  throw new Error('the game did not end within 600 decisions');
}

/**
 * Makes one decision for the person with the keyboard alone, as the page's shortcuts offer it: `t` takes a turn-up; in
 * the play-off, when following, `p` passes (or, with `follow: 'cards'`, the arrows walk the hand and Space selects the
 * cards of the first suggested combination, then Enter plays them); otherwise `1` focuses the first choice, the arrows
 * skip the unavailable ones and Enter presses it (in the play-off Enter first selects the card, then plays the
 * selection). Waits until the game has applied it; returns the keys used ('1 Space Space Enter' style, arrows left out).
 */
export async function playOneDecisionByKeyboard(page: Page, { follow = 'pass' }: { follow?: 'pass' | 'cards' } = {}): Promise<string> {
  const phase = await waitForTurn(page);
  if (phase === 'game-over' || phase === 'deal-over' || (await gameAttr(page, 'data-turn')) !== 'human')
    throw new Error(`no decision to make by keyboard (${phase})`);
  const count = await gameAttr(page, 'data-action-count');
  const following = phase === 'play-off' && (await page.locator('[data-name="pass"]').count()) > 0;
  let keys: string;
  if (phase === 'auction' && (await page.locator('[data-name="take"]').count())) {
    keys = 't';
    await page.keyboard.press('t');
  } else if (following && follow === 'pass') {
    keys = 'p';
    await page.keyboard.press('p');
  } else if (following) {
    // Where the cards of the first suggestion sit among the choices that 1 and the arrows move through.
    const picks = await page.evaluate(() => {
      const plain = (name: string | null) => (name ?? '').replace(/ \(.*\)$|（.*）$/, '');
      const wanted =
        Array.from(document.querySelectorAll('[data-suggestion] [role="img"]')).length === 0
          ? []
          : Array.from(document.querySelector('[data-suggestion]')!.querySelectorAll('[role="img"]')).map((chip) =>
              chip.getAttribute('title'),
            );
      const choices = Array.from(document.querySelectorAll('[data-choice-group="active"] [data-choice]'));
      return choices
        .map((choice, index) => (wanted.includes(plain(choice.getAttribute('aria-label'))) ? index : -1))
        .filter((index) => index >= 0);
    });
    if (picks.length === 0) throw new Error('no suggested combination to play by keyboard');
    keys = '1';
    await page.keyboard.press('1');
    for (let at = 0; at <= picks[picks.length - 1]; at++) {
      if (at > 0) await page.keyboard.press('ArrowRight');
      if (picks.includes(at)) {
        await page.keyboard.press('Space');
        keys += ' Space';
      }
    }
    await expect(page.locator('[data-selection-ok="true"]')).toBeVisible();
    await page.keyboard.press('Enter');
    keys += ' Enter';
  } else {
    keys = '1';
    await page.keyboard.press('1');
    for (let k = 0; k < 14 && (await page.evaluate(() => document.activeElement?.getAttribute('aria-disabled') === 'true')); k++) {
      await page.keyboard.press('ArrowRight');
    }
    await page.keyboard.press('Enter');
    keys += ' Enter';
    if (phase === 'play-off') {
      await page.keyboard.press('Enter');
      keys += ' Enter';
    }
  }
  await waitForMove(page, count);
  return keys;
}

// ─── The play page's layout ─────────────────────────────────────────────────

/** Where the decision and the table are now, read in the page without moving anything. */
export interface Placement {
  scrollY: number;
  scrollX: number;
  viewport: [number, number];
  /** Every [data-decision] and [data-table] element with its box (rounded). */
  boxes: { kind: string; top: number; bottom: number; left: number; right: number }[];
}

export async function placement(page: Page): Promise<Placement> {
  return page.evaluate(() => {
    const boxes = Array.from(document.querySelectorAll<HTMLElement>('[data-decision], [data-table]')).map((el) => {
      const r = el.getBoundingClientRect();
      return {
        kind: el.hasAttribute('data-decision') ? 'decision' : 'table',
        top: Math.floor(r.top),
        bottom: Math.ceil(r.bottom),
        left: Math.floor(r.left),
        right: Math.ceil(r.right),
      };
    });
    return { scrollY: window.scrollY, scrollX: window.scrollX, viewport: [window.innerWidth, window.innerHeight], boxes };
  });
}

/**
 * A [data-decision] and a [data-table] element are there, and every one is wholly inside the viewport, below `top` when
 * given (say, a sticky header's bottom edge, named in the message).
 */
export function expectBoxesInView(at: Pick<Placement, 'viewport' | 'boxes'>, where: string, top?: { y: number; name: string }): void {
  expect(
    at.boxes.some((b) => b.kind === 'decision'),
    `${where}: a [data-decision] element`,
  ).toBe(true);
  expect(
    at.boxes.some((b) => b.kind === 'table'),
    `${where}: a [data-table] element`,
  ).toBe(true);
  const [width, height] = at.viewport;
  const area = top ? `between ${top.name} (bottom ${top.y}) and the bottom of` : 'inside';
  for (const box of at.boxes) {
    const inside = box.top >= (top?.y ?? 0) && box.left >= 0 && box.bottom <= height && box.right <= width;
    expect(inside, `${where}: [data-${box.kind}] at ${JSON.stringify(box)} is not wholly ${area} the ${width}×${height} viewport`).toBe(
      true,
    );
  }
}

/** How far the page is scrolled down, in CSS pixels. */
export const scrollY = (page: Page): Promise<number> => page.evaluate(() => window.scrollY);

/** Resolves once the page has drawn two more frames: whatever it does on its next frame (a layout, a scroll) is done. */
export const twoFrames = (page: Page): Promise<unknown> =>
  page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));

/** The page is not scrolled and every [data-decision] and [data-table] element is wholly inside the viewport. */
export function expectOnScreen(at: Placement, where: string): void {
  expect(at.scrollY, `${where}: the page was scrolled`).toBe(0);
  expect(at.scrollX, `${where}: the page was scrolled sideways`).toBe(0);
  expectBoxesInView(at, where);
}

/**
 * Waits until every file of the service worker's precache list (read from `swURL`) is stored, then reloads until a
 * navigation goes through the worker, as the reader's next visit would.
 */
export async function waitForPrecacheAndControl(page: Page, swURL: string): Promise<void> {
  const missing = () =>
    page.evaluate(async (url) => {
      const source = await (await fetch(url, { cache: 'no-store' })).text();
      const list = JSON.parse(/^const PRECACHE = (.*);$/m.exec(source)?.[1] ?? '[]') as string[];
      const stored = new Set<string>();
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) stored.add(new URL(request.url).pathname);
      return list.length === 0 ? ['(empty precache list)'] : list.filter((path) => !stored.has(path));
    }, swURL);
  await expect.poll(missing, { message: 'every page and asset is precached', timeout: 30_000 }).toEqual([]);
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.evaluate(() => navigator.serviceWorker.controller !== null);
      },
      { message: 'a page loaded after the first visit is served through the service worker' },
    )
    .toBe(true);
}
