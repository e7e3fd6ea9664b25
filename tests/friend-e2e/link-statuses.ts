// The connection statuses a page of the two-device tests has shown, in order, recorded from its first load.
import type { Page } from '@playwright/test';

/** Has `page` write down every connection status it shows, in order (read with `linkStatuses`). */
export async function recordLinkStatuses(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { linkStatuses: seen });
    new MutationObserver(() => {
      const now = document.querySelector('[data-link-status]')?.getAttribute('data-link-status');
      if (now && seen[seen.length - 1] !== now) seen.push(now);
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-link-status'] });
  });
}

/** The connection statuses `page` has shown since `recordLinkStatuses`, from the `from`th on. */
export const linkStatuses = (page: Page, from = 0): Promise<string[]> =>
  page.evaluate((n) => (window as unknown as { linkStatuses: string[] }).linkStatuses.slice(n), from);
