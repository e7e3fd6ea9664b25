// The two-device tests' `test`: Playwright's, with every browser context a test opens given the browser tests' small judge budget (tests/e2e/test.ts).
import { test as base, type Browser } from '@playwright/test';
import { withTestBudget } from '../e2e/test.ts';

export { expect } from '@playwright/test';
export type { BrowserContext, Page } from '@playwright/test';

/**
 * The tests open their contexts themselves (one a player), and every friend game that reaches its tricks judges each
 * page's player's auction in two workers in the background: the browser they are given sets the budget in each context
 * it opens, as the other browser tests' own context does.
 */
export const test = base.extend<object, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      const newContext: Browser['newContext'] = async (options) => withTestBudget(await browser.newContext(options));
      await use(
        new Proxy(browser, {
          get(target, key) {
            if (key === 'newContext') return newContext;
            const value: unknown = Reflect.get(target, key, target);
            return typeof value === 'function' ? value.bind(target) : value;
          },
        }),
      );
    },
    { scope: 'worker' },
  ],
});
