// Shared browser-test helpers: hydration waits and console/request watchers.
import type { Page } from '@playwright/test';

/**
 * Resolves once every Astro island on the page has hydrated (no `astro-island[ssr]` left). Islands that
 * hydrate on `client:visible` are scrolled into view one by one so that they load, then the page goes back to the top.
 */
export async function waitForIslands(page: Page): Promise<void> {
  const islands = page.locator('astro-island[ssr]');
  for (let guard = 0; guard < 20 && (await islands.count()) > 0; guard += 1) {
    // An island is `display: contents`; Astro watches its children, so bring the first child into view.
    await page.evaluate(() => {
      const island = document.querySelector('astro-island[ssr]');
      (island?.firstElementChild ?? island)?.scrollIntoView({ block: 'center' });
    });
    await page.waitForTimeout(100);
  }
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Collects console errors and failed requests for the life of the page. */
export function watchProblems(page: Page): { errors: string[]; failed: string[] } {
  const errors: string[] = [];
  const failed: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText ?? ''}`));
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.url()} ${response.status()}`);
  });
  return { errors, failed };
}
