// The friend game's holes closed: a shuffle that moves a Joker is named before the first bid, withheld end-of-deal keys
// end in a verdict (unchecked totals, exportable), the waiting screen shows no cards, and the pages leave the room after.
import { expect, test, type Page } from './test.ts';
import { waitForIslands } from '../e2e/helpers.ts';
import { changeOwnMessages, invite, playBoth, reopenInJapanese, TABLE } from './helpers.ts';
import { linkStatuses, recordLinkStatuses } from './link-statuses.ts';
import { resumeNearDealEnd, turnBeforeChoices } from './near-deal-end.ts';

/** The friend opens the invitation, gives a name when told, and joins (without waiting for the deal). */
async function joinAs(friend: Page, href: string, name?: string): Promise<void> {
  await friend.goto(href);
  await waitForIslands(friend);
  if (name !== undefined) await friend.locator('[data-join-name]').fill(name);
  await friend.locator('[data-join]').click();
}

// In English; the inviter's page then opened again in Japanese names the same stop there (its saved game rebuilt).
test("en, then ja: a friend's shuffle that moves the inviter's Joker is named before the first bid", async ({ browser }) => {
  const [ca, cb] = [await browser.newContext(), await browser.newContext()];
  const [a, b] = [await ca.newPage(), await cb.newPage()];
  // The friend's page is modified: in its shuffle-and-lock pass the inviter's Joker place (52) and the first turn-up's
  // place (24) change cards, and its keys for the two places are sent swapped to match, so every card still opens.
  await changeOwnMessages(b, (text) => {
    const w = window as unknown as { cheat?: { pass: boolean; keys: boolean } };
    const cheat = (w.cheat ??= { pass: false, keys: false });
    const message = JSON.parse(text) as { kind: string; points?: string[]; positions?: number[]; keys?: string[] };
    const swap = (list: string[], i: number, j: number) => ([list[i], list[j]] = [list[j], list[i]]);
    if (!cheat.pass && message.kind === 'pass' && message.points !== undefined) {
      swap(message.points, 52, 24);
      cheat.pass = true;
      return JSON.stringify(message);
    }
    if (cheat.pass && !cheat.keys && message.kind === 'keys' && message.positions !== undefined && message.keys !== undefined) {
      const [i, j] = [message.positions.indexOf(52), message.positions.indexOf(24)];
      if (i < 0 || j < 0) return text;
      swap(message.keys, i, j);
      cheat.keys = true;
      return JSON.stringify(message);
    }
    return text;
  });
  const href = await invite(a, 'en', { jokers: true });
  await joinAs(b, href);
  const failure = a.locator('[data-peer-failure]');
  await expect(failure).toHaveAttribute('data-peer-failure', 'shuffle-mismatch', { timeout: 30_000 });
  await expect(failure).toContainText('did not shuffle the deck as it promised');
  expect(await b.evaluate(() => (window as unknown as { cheat: { pass: boolean; keys: boolean } }).cheat)).toEqual({
    pass: true,
    keys: true,
  });
  // Before the first bid: the inviter's table was never dealt, so no bid could be made on that deck.
  await expect(a.locator(`${TABLE}[data-dealt="true"]`)).toHaveCount(0);
  await expect(a.locator('.gx-layout')).toHaveCount(0);
  await reopenInJapanese(a);
  await expect(failure).toHaveAttribute('data-peer-failure', 'shuffle-mismatch');
  await expect(failure).toContainText('約束どおりにシャッフルしていません');
  await expect(a.locator(`${TABLE}[data-dealt="true"]`)).toHaveCount(0);
  await Promise.all([ca.close(), cb.close()]);
});

test('en: a friend who never sends its end-of-deal keys: a countdown, then the verdict; the totals stay unchecked and the record can be written out', async ({
  browser,
}) => {
  const [ca, cb] = [await browser.newContext(), await browser.newContext()];
  const [a, b] = [await ca.newPage(), await cb.newPage()];
  // The inviter's page waits 3 s (not a minute) for the keys, and writes down every count it shows.
  await a.addInitScript(() => {
    Object.assign(window, { galapagosKeysWaitMs: 3_000 });
    const seen: string[] = [];
    Object.assign(window, { keysLeft: seen });
    new MutationObserver(() => {
      const left = document.querySelector('[data-keys-left]')?.getAttribute('data-keys-left');
      if (left && seen[seen.length - 1] !== left) seen.push(left);
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-keys-left'] });
  });
  // The friend's page never sends its seed at the end of the deal.
  await changeOwnMessages(b, (text) => (text.includes('"kind":"reveal"') ? null : text));
  await invite(a, 'en');
  // Both pages resume the game a few moves before the deal ends (whole deals are pressed through in other tests); the
  // friend's browser remembers its player's name.
  await resumeNearDealEnd(a, b, 6, 'Ken');
  await expect(a.locator(`${TABLE}[data-dealt="true"]`)).toBeVisible();
  const resumedAt = Number(await a.locator(TABLE).getAttribute('data-action-count'));
  await playBoth(a, b, (sa) => sa.failures > 0);
  // The last moves were pressed on the pages, and the deal ended there; neither table, resumed in the play-off, said it
  // was its player's turn before the play-off's panel had come.
  expect(Number(await a.locator(TABLE).getAttribute('data-action-count'))).toBeGreaterThan(resumedAt);
  for (const page of [a, b]) expect(await turnBeforeChoices(page)).toBe(false);
  await expect(a.locator(TABLE)).toHaveAttribute('data-deals-ended', '1');
  const failure = a.locator('[data-peer-failure]');
  await expect(failure).toHaveAttribute('data-peer-failure', 'keys-withheld');
  await expect(failure).toContainText('did not send the keys that check the deal');
  const counts = await a.evaluate(() => (window as unknown as { keysLeft: string[] }).keysLeft);
  expect(counts[0]).toBe('3');
  // The totals are shown as unchecked, never as a result.
  await expect(a.locator('[data-unchecked]')).toContainText('Unchecked');
  await expect(a.locator('.gx-winner')).toHaveCount(0);
  // The friend's own name, sent by its page, is on the inviter's table.
  await expect(a.locator(`${TABLE} .gx-seat__name`).filter({ hasText: 'Ken' })).toHaveCount(1);
  // What this browser has can be written out, marked unchecked.
  await a.locator('[data-friend-export]').click();
  await expect(a.locator('[data-record-note]')).toContainText('not checked');
  await expect(a.locator('textarea[data-record]')).toHaveValue(/# UNCHECKED: deal 1 ended but was never checked \(keys-withheld\)/);
  await Promise.all([ca.close(), cb.close()]);
});

test('ja: the waiting screen shows no cards, says what it waits for, and when no relay answers names it with advice and offers Retry and the settings, which refuse bad servers in words', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await recordLinkStatuses(page);
  await invite(page, 'ja', { relay: 'ws://127.0.0.1:1' });
  await expect(page.locator('[data-invitation]')).toContainText('1ディールだけ');
  // This browser cannot share (no Web Share API): no Share button, rather than one that does nothing.
  expect(await page.evaluate(() => 'share' in navigator)).toBe(false);
  await expect(page.locator('[data-share]')).toHaveCount(0);
  const waiting = page.locator(`${TABLE}[data-dealt="false"]`);
  await expect(waiting.locator('[data-link-status="no-relay"]')).toContainText('出会う場所（シグナリング中継サーバー）につながりません。');
  // No table, no cards: the deal does not exist yet.
  await expect(page.locator('.gx-layout')).toHaveCount(0);
  await expect(page.locator('[data-card-source]')).toHaveCount(0);
  // The state comes before the invitation (first on a phone's screen).
  const [stateTop, inviteTop] = await Promise.all([
    waiting.evaluate((e) => e.getBoundingClientRect().top),
    page.locator('[data-invitation]').evaluate((e) => e.getBoundingClientRect().top),
  ]);
  expect(stateTop).toBeLessThan(inviteTop);
  await expect(waiting.locator('[data-link-status="no-relay"]')).toContainText('接続の設定で自分の出会う場所を指定してください。');
  await waiting.locator('[data-open-settings]').click();
  const settings = page.locator('details[data-friend-settings]').first();
  await expect(settings).toHaveAttribute('open', '');
  // The settings, in Japanese, refuse bad servers in words.
  await settings.getByLabel('STUN／TURNサーバー').fill('https://turn.example.org');
  await settings.getByLabel('TURNのパスワード').fill('sesame');
  await settings.locator('[data-save-settings]').click();
  await expect(settings.locator('[data-settings-problem]')).toHaveText([
    'STUN／TURNサーバーのアドレスは、stun:、stuns:、turn:、turns:のどれかで始めてください（例：turn:turn.example.org:3478）。',
    'ユーザー名かパスワードが入っていますが、turn:のサーバーがありません。サーバーを加えるか、ユーザー名とパスワードを消してください。',
  ]);
  const before = (await linkStatuses(page)).length;
  await waiting.locator('[data-retry]').click();
  // Retrying leaves the room and joins again: the page says so, then (the relay still refuses) says no relay again.
  await expect.poll(() => linkStatuses(page, before)).toEqual(expect.arrayContaining(['reconnecting', 'no-relay']));
  await context.close();
});

// After the game both pages say it is over and leave the room, and the invitation’s Share button: in friend-relay.spec.ts,
// whose game is played to its end.
