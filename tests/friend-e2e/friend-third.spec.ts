// Only the two players: a friend's page alone in an old invitation's room says the invitation may have ended. (A third
// browser that opens the link while two play, forging frames into their game: friend-relay.spec.ts, whose game is then
// played to its end.)
import { expect, test } from './test.ts';
import { waitForIslands } from '../e2e/helpers.ts';
import { invite } from './helpers.ts';

test('en: a friend opening an invitation whose room is empty is told, while it waits, that the invitation may have ended', async ({
  browser,
}) => {
  const [ca, cc] = [await browser.newContext(), await browser.newContext()];
  const a = await ca.newPage();
  const href = await invite(a, 'en');
  // The inviter's page is gone (its game over and the room left, or the tab closed).
  await ca.close();
  const c = await cc.newPage();
  await c.addInitScript(() => Object.assign(window, { galapagosAloneWaitMs: 1_000 }));
  await c.goto(href);
  await waitForIslands(c);
  await c.locator('[data-join]').click();
  await expect(c.locator('[data-friend-alone]')).toContainText('its game may have ended');
  await expect(c.locator('[data-link-status="waiting"]')).toBeVisible();
  await expect(c.locator('[data-friend-full], [data-peer-failure], [data-abandoned]')).toHaveCount(0);
  await cc.close();
});
