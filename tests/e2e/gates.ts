// Shared pieces of the site-wide quality gates (a11y, security, offline, basics, search): page lists,
// the tools' link parameters, hostile inputs, axe and Content-Security-Policy watchers.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { SLUGS, ja } from './slugs';

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

/** axe (WCAG 2.x A/AA and best practices) on the page; returns one readable line per violating node. */
export async function axeViolations(page: Page, include?: string, rules?: string[]): Promise<string[]> {
  // Only violations are reported in detail: axe then skips the bookkeeping for passing nodes (much faster on big pages).
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  if (rules) builder = builder.withRules(rules);
  const results = await builder.analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
    ),
  );
}

/** Lets the page settle: every island hydrated (client:visible ones are scrolled into view first). */
export { waitForIslands as hydrateAll } from './helpers';

/**
 * The play page's test protocol (see src/components/play/LiveTable.tsx): the game root carries
 * data-game-phase, data-turn ('human' | 'computer' | 'handoff' | …) and data-action-count; the choices
 * of the current decision are [data-choice] buttons inside [data-choice-group="active"].
 */
export const GAME = '[data-game-phase]';

/**
 * Makes one decision for the person at the device (the first choice offered, the first suggested play-off
 * combination, or a pass), after waiting for their turn; returns the phase it was made in.
 */
export async function playOneDecision(page: Page): Promise<string> {
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
    const click = (selector: string) => (document.querySelector(selector) as HTMLElement).click();
    await until(() => ['game-over', 'deal-over'].includes(root().dataset.gamePhase ?? '') || ['human', 'handoff'].includes(root().dataset.turn ?? ''));
    const phase = root().dataset.gamePhase ?? '';
    if (phase === 'game-over') return phase;
    const count = root().dataset.actionCount;
    if (root().dataset.turn === 'handoff') {
      click('[data-handoff] button');
      await until(() => root().dataset.turn !== 'handoff');
      return phase;
    }
    if (phase === 'play-off' && document.querySelector('[data-suggestion]')) {
      click('[data-suggestion]');
      await until(() => !(document.querySelector('[data-name="play"]') as HTMLButtonElement).disabled);
      click('[data-name="play"]');
    } else if (phase === 'play-off') {
      click('[data-name="pass"]');
    } else {
      click('[data-choice-group="active"] [data-choice]:not([aria-disabled="true"])');
    }
    await until(() => root().dataset.actionCount !== count);
    return phase;
  });
}

/** Waits until it is the person's turn (or the deal or game is over); returns the phase. */
export async function waitForTurn(page: Page): Promise<string> {
  await page.waitForFunction(() => {
    const root = document.querySelector('[data-game-phase]') as HTMLElement | null;
    if (!root) return false;
    return ['game-over', 'deal-over'].includes(root.dataset.gamePhase ?? '') || ['human', 'handoff'].includes(root.dataset.turn ?? '');
  }, undefined, { timeout: 20_000 });
  return (await page.locator(GAME).getAttribute('data-game-phase')) ?? '';
}
