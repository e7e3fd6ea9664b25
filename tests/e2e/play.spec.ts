// The play page: hot-seat hand-offs over a whole deal, saved-game problems, bad shared links, dialogs and focus, the thinking
// indicator, undo refused, and the trick-rule option. (A whole game per language against the computer, with keyboard play,
// reloads, refused cards, undo, hints, the review and records: game.spec.ts.)
import { KEYS } from '../../src/storage/storage.ts';
import { expect, test, type Worker } from './test.ts';
import {
  ACTIVE_CHOICE,
  GAME,
  gameAttr,
  openGame,
  playOneDecision,
  waitForIslands,
  waitForMove,
  waitForTurn,
  watchProblems,
} from './helpers.ts';
import { DEEP } from '../support/deep.ts';
import { entriesBefore, entriesBeforeLastDecision, neverBidsJoker, openSaved, playedDeal } from './games-saved.ts';

test('hot-seat: neither hand is visible at a hand-off in any phase, and each player sees only their own hand', async ({ page }) => {
  // In npm run test:deep a whole deal with about a hundred hand-offs: the default two minutes are short on a loaded machine.
  test.setTimeout(180_000);
  await openGame(page, '/play/?seed=e2e-hot&target=1&opponent=human&fast=1');
  // The first hand-off, checked through the accessibility tree as a person would meet it.
  await expect(page.getByRole('heading', { name: 'Pass the device to Player 1' })).toBeVisible();
  await expect(page.getByRole('button', { name: /of (spades|hearts|diamonds|clubs)$/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show Player 1’s cards' }).click();
  await expect(page.getByRole('group', { name: 'Player 1’s hand' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Player 2’s hand' })).toHaveCount(0);
  let handOffs = 0;
  const handOffPhases = new Set<string>();
  /** The driver's decisions, at most `max`, until the game is over; each hand-off checked. */
  const play = async (max: number) => {
    for (let i = 0; i < max; i++) {
      const step = await playOneDecision(page);
      if (step.phase === 'game-over') return;
      if (step.handoff) {
        handOffs++;
        handOffPhases.add(step.phase);
        expect(step.visibleCards, `hand-off ${handOffs} in the ${step.phase}`).toBe(0);
      }
    }
  };
  if (DEEP) await play(500);
  else {
    // A few hand-offs of the auction here, then of the melds and the tricks from a saved game at each one's start
    // (played in Node), and of the play-off from a saved game a few moves before the game's end: every hand-off is the
    // same screen, and each phase has its own panels behind it. npm run test:deep plays the whole deal through the page.
    const deal = playedDeal({ seed: 'e2e-hot', target: 1, opponent: 'human' });
    await play(8);
    for (const phase of ['melds', 'tricks', 'play-off'] as const) {
      const start = entriesBefore(deal, (view) => view.phase === phase);
      await openSaved(page, '/play/?fast=1', deal, phase === 'play-off' ? Math.max(start, deal.entries.length - 8) : start);
      await play(phase === 'play-off' ? 500 : 8);
    }
  }
  await expect(page.locator(GAME)).toHaveAttribute('data-game-phase', 'game-over');
  // Sealed bids alternate with a hand-off between them, and every trick changes hands.
  expect(handOffs).toBeGreaterThan(DEEP ? 30 : 12);
  expect([...handOffPhases].sort()).toEqual(['auction', 'melds', 'play-off', 'tricks']);
  // Both seats are "you" here: the review names the seat whose moves it judges.
  await expect(page.locator('[data-review] h4').first()).toHaveText('Review of deal 1: Player 1’s moves');
});

test('a corrupt saved game gets a clear message, a download of the data and a fresh start, never a crash', async ({ page }) => {
  const problems = watchProblems(page);
  const broken =
    '{"app":"galapagos-play","version":1,"record":"Galapagos game record v1\\nseed: x\\njokers: off\\ntarget: 1\\n1 P0 bid ZZ"}';
  await page.goto('/play/');
  // Kept under the key an earlier version used: the page moves it to today's key, and finds it there.
  await page.evaluate((raw) => localStorage.setItem('galapagos.play.game', raw), broken);
  await page.reload();
  await waitForIslands(page);
  const panel = page.locator('[data-stored-problem="corrupt"]');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Line 5');
  await expect(panel).toContainText('ZZ');
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download the saved data' }).click();
  const file = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  expect(await readFile(file, 'utf8')).toBe(broken);
  // Nothing was deleted before the person chose.
  expect(await page.evaluate((key) => localStorage.getItem(key), KEYS.game)).toBe(broken);
  expect(await page.evaluate(() => localStorage.getItem('galapagos.play.game'))).toBeNull();
  await panel.getByRole('button', { name: 'Start a new game' }).click();
  await expect(page.locator('[data-screen="lobby"]')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), KEYS.game)).toBeNull();
  // An older version is reported as such (in Japanese too).
  await page.evaluate((key) => localStorage.setItem(key, '{"app":"galapagos-play","version":0}'), KEYS.game);
  await page.goto('/ja/play/');
  await waitForIslands(page);
  await expect(page.locator('[data-stored-problem="old-version"]')).toContainText('古いバージョン');
  expect(problems.errors).toEqual([]);
});

test('a bad shared link is named and starts nothing; dialogs keep and return focus', async ({ page }) => {
  await openGame(page, '/play/?seed=abc&target=1&opponent=easy&fast=1');
  await page.goto('/play/?seed=%3Cscript%3E&jokers=2');
  await waitForIslands(page);
  const message = page.locator('[data-link-problem]');
  await expect(message).toContainText('The link’s seed “<script>” cannot be used');
  await expect(message).toContainText('The link’s jokers value “2”');
  await expect(page.locator('script:text("<script>")')).toHaveCount(0);
  // The game in progress was kept.
  await expect(page.locator('.gx-seed')).toContainText('abc');
  const resign = page.getByRole('button', { name: 'Resign' });
  await resign.focus();
  await resign.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Resign this game?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Resign' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(resign).toBeFocused();
});

test('hint, the thinking indicator and undo (with its refusal explained)', async ({ page }) => {
  // Without ?fast=1 the computer pauses before moving, showing that it is thinking (recorded as it happens).
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const status = document.querySelector('[data-thinking="true"]');
      if (status) (window as unknown as { sawThinking: string }).sawThinking = status.textContent ?? '';
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await openGame(page, '/play/?seed=e2e-undo&target=1&opponent=easy');
  await page.waitForFunction(() => (window as unknown as { sawThinking?: string }).sawThinking !== undefined);
  expect(await page.evaluate(() => (window as unknown as { sawThinking: string }).sawThinking)).toBe('Computer is thinking…');
  await waitForTurn(page);
  await page.keyboard.press('h');
  await expect(page.locator('[data-hint="ready"]')).toContainText(/^In your place, the hard computer would bid the (10|[2-9AKQJ])[♠♥♦♣]\./);
  // The card the hint names, in its first line (the why may name more cards: game.spec.ts checks those).
  await expect(page.locator('[data-hint="ready"] p').first().locator('[role="img"]')).toHaveAccessibleName(
    /^(Ace|King|Queen|Jack|Ten|Nine|Eight|Seven|Six|Five|Four|Three|Two) of (spades|hearts|diamonds|clubs)$/,
  );
  await expect(page.locator('[data-hint="ready"]')).toContainText('Why:');
  // A bid whose sealed answer has been revealed cannot be taken back, and the button says why.
  const count = await gameAttr(page, 'data-action-count');
  await page.locator(ACTIVE_CHOICE).first().click();
  await waitForMove(page, count);
  await page.waitForFunction(
    () => document.querySelector('[data-bid-slot="1"] .gx-card:not(.gx-card--back):not(.gx-card--empty)') !== null,
  );
  // This seed's first bid wins: while the person takes or cedes, a card of the hand says why it cannot be bid now (it is
  // their turn, with another choice first).
  await expect(page.getByRole('button', { name: /^Take the turn-up/ })).toBeVisible();
  const card = page.locator('.gx-hand .gx-card').first();
  await expect(page.locator(`[id="${await card.getAttribute('aria-describedby')}"]`)).toHaveText(
    'Cannot be bid now: first take or cede the turn-up.',
  );
  const undo = page.getByRole('button', { name: /^Undo/ });
  await expect(undo).toHaveAttribute('data-undo', 'bids-revealed');
  await expect(undo).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator(`[id="${await undo.getAttribute('aria-describedby')}"]`)).toHaveText(
    'The bids were revealed after your last decision, so it cannot be taken back.',
  );
  const before = await gameAttr(page, 'data-action-count');
  await page.keyboard.press('u');
  await expect(page.locator(GAME)).toHaveAttribute('data-action-count', before);
  // A shared link while a game is in progress asks first. (Undo taken back in the play-off: game.spec.ts.)
  await page.goto('/play/?seed=e2e-undo2&target=1&opponent=easy&fast=1');
  await waitForIslands(page);
  await page.getByRole('alertdialog', { name: 'Start the shared deal?' }).getByRole('button', { name: 'Start the shared deal' }).click();
  await expect(page.locator('.gx-seed')).toContainText('e2e-undo2');
});

test('R7-S: the trick-rule option is offered with links to R7 and R7-S, played, and written in the record; an old save is refused by name', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.goto('/play/');
  await waitForIslands(page);
  const lobby = page.locator('[data-screen="lobby"]');
  // The trick rule and the seed wait under "More options", closed while the rule is the default.
  const more = lobby.locator('details.gx-setup__more');
  await expect(more).not.toHaveAttribute('open');
  await expect(lobby.getByLabel('Deal seed')).toBeHidden();
  await more.getByText('More options: trick rule, deal seed').click();
  const rules = lobby.getByRole('group', { name: 'Trick rule' });
  await expect(rules.getByRole('radio', { name: 'Parlett’s text (R7, the default)' })).toBeChecked();
  await expect(rules).toHaveAccessibleDescription(/^The two differ only when the follower follows suit/);
  await expect(lobby.getByRole('link', { name: 'R7 on the rulings page' })).toHaveAttribute('href', '/rulings/#r7');
  await expect(lobby.getByRole('link', { name: 'R7-S', exact: true })).toHaveAttribute('href', '/rulings/#r7-s');
  await rules.getByRole('radio', { name: 'The Japanese summary’s reading (R7-S, a house rule)' }).check();
  await lobby.getByRole('radio', { name: 'One deal' }).check();
  // Undo is offered only against the computer: with a friend its box cannot be ticked.
  const undoBox = lobby.getByRole('checkbox', { name: 'Allow undo against the computer' });
  await lobby.getByRole('radio', { name: /^A friend on this device/ }).check();
  await expect(undoBox).toBeDisabled();
  await expect(undoBox).not.toBeChecked();
  await lobby.getByRole('radio', { name: 'Computer, easy' }).check();
  await expect(undoBox).toBeEnabled();
  await lobby.getByRole('button', { name: 'Deal the cards' }).focus();
  await page.keyboard.press('Enter');
  await page.locator(GAME).waitFor();
  // The pressed button has gone with the options: the keyboard's focus is on the new table's first choice (a bid).
  await expect(page.locator('[data-choice-group="active"] [data-choice]').first()).toBeFocused();
  await page.locator('.gx-log__tools').getByRole('button', { name: 'Export record' }).click();
  const record = await page.locator('[data-record]').inputValue();
  expect(record.split('\n')).toContain('trick-rule: summary');
  await page.getByRole('button', { name: 'Close' }).click();
  // A new game starts from these options: with the house rule chosen, "More options" is open, so it is never hidden.
  await page.getByRole('button', { name: 'New game' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('details.gx-setup__more')).toHaveAttribute('open', '');
  await expect(dialog.getByRole('radio', { name: 'The Japanese summary’s reading (R7-S, a house rule)' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A save made before the revised rules, whose move 44 the revised R15 refuses (tests/fixtures/old-rules).
  const { readFile } = await import('node:fs/promises');
  const oldSave = await readFile(new URL('../fixtures/old-rules/save-r15.json', import.meta.url), 'utf8');
  // Written from a page without the game: a live game (the computer's move, an autosave) could overwrite it.
  await page.goto('/about/');
  await page.evaluate(([key, raw]) => localStorage.setItem(key, raw), [KEYS.game, oldSave]);
  await page.goto('/play/');
  await waitForIslands(page);
  const panel = page.locator('[data-stored-problem="old-rules"]');
  await expect(panel).toContainText('saved before this page revised its rules');
  await expect(panel).toContainText('move “44 P0 declare D” is no longer legal');
  await page.goto('/ja/play/');
  await waitForIslands(page);
  await expect(page.locator('[data-stored-problem="old-rules"]')).toContainText('「44 P0 declare D」の手はいまのルールでは認められません');
  expect(problems.errors).toEqual([]);
});

test('the Joker decision by keyboard: the digits and arrows reach both "Keep the Joker" and the bid-cards to take back', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // The computer's workers running now (a worker stopped with a cancelled call leaves the list).
  const workers = new Set<Worker>();
  page.on('worker', (worker) => {
    if (!/ai\.worker/.test(worker.url())) return;
    workers.add(worker);
    worker.on('close', () => workers.delete(worker));
  });
  // Resumed at the person's last decision of the auction before their Joker decision (played in Node, never bidding the
  // Joker): the page is still in the auction, so it warms the computer's workers there, as in a game played from the start.
  const deal = playedDeal({ seed: 'e2e-joker-keys', target: 1, opponent: 'easy', jokers: true }, neverBidsJoker);
  const jokerChoice = entriesBefore(deal, (view) => view.legalActions.some((action) => action.type === 'keep-joker'));
  await openSaved(page, '/play/?fast=1', deal, entriesBeforeLastDecision(deal, jokerChoice));
  await expect(page.locator(GAME)).toHaveAttribute('data-game-phase', 'auction');
  const keep = page.locator('[data-decision] [data-choice]', { hasText: 'Keep the Joker' });
  // The person never bids their Joker, so it is still theirs at the melds.
  const bidCards = page.locator(
    '[data-game-phase="auction"] .gx-hand[data-choice-group="active"] [data-choice]:not([aria-disabled="true"]):not([aria-label*="Joker"])',
  );
  for (let i = 0; i < 80 && (await keep.count()) === 0; i++) {
    await waitForTurn(page);
    if ((await keep.count()) > 0) break;
    expect(await gameAttr(page, 'data-game-phase'), 'the Joker decision comes before the tricks').not.toBe('tricks');
    if ((await bidCards.count()) > 0) {
      const count = await gameAttr(page, 'data-action-count');
      await bidCards.first().click();
      await waitForMove(page, count);
    } else await playOneDecision(page);
  }
  await expect(keep).toBeVisible();
  const pile = page.locator('[data-decision] .gx-hand [data-choice]');
  expect(await pile.count()).toBeGreaterThan(0);
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);
  await page.keyboard.press('2');
  expect(await focused()).toBe(await pile.first().getAttribute('aria-label'));
  await page.keyboard.press('ArrowLeft');
  await expect(keep).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(pile.first()).toBeFocused();
  // The decision says what the exchange does to the melds: the best total kept, and the card that scores most taken back.
  const note = page.locator('[data-exchange-melds]');
  const [kept, best] = ((await note.getAttribute('data-exchange-melds')) ?? '').split(',').map(Number);
  await expect(note).toContainText(`your best melds score ${kept}`);
  const names = await pile.evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));
  const noteText = (await note.textContent()) ?? '';
  const at = names.findIndex((name) => noteText.includes(`is the ${name} (best melds ${best})`));
  expect(at, 'the card named is one of the bid-cards').toBeGreaterThanOrEqual(0);
  for (let i = 0; i < at; i++) await page.keyboard.press('ArrowRight');
  await expect(pile.nth(at)).toBeFocused();
  // Enter takes that card back: the Joker goes into the bid pile.
  const count = await gameAttr(page, 'data-action-count');
  await page.keyboard.press('Enter');
  await waitForMove(page, count);
  await expect(page.locator('[data-game-phase]')).toHaveAttribute('data-game-phase', /melds|tricks/);
  await expect(keep).toHaveCount(0);
  // Naming a trump: each suit says how many cards of it the hand holds (its trumps in the tricks), not only its melds.
  await waitForTurn(page);
  const suits = page.locator('[data-decision] .gx-suitchoice');
  await expect(suits).toHaveCount(4);
  // With the card that scores most taken back, the best trump's melds are the total the note gave.
  const totals = await suits.locator('[data-meld-total]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-meld-total'))));
  expect(Math.max(...totals)).toBe(best);
  const hand = await page.locator('.gx-handview [role="img"]').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));
  for (const [code, name] of Object.entries({ S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' })) {
    const n = hand.filter((label) => label.endsWith(` of ${name}`)).length;
    const held = suits.filter({ has: page.locator(`.gx-tone-${code}`) }).locator('[data-held]');
    await expect(held).toHaveAttribute('data-held', String(n));
    await expect(held).toHaveText(`${n} in your hand`);
  }
  // The hint's player, "hard", declares by every trump's exact value, solved in parts by the computer's workers, half the
  // placements each. The two kept workers were started in the auction. Whether the hint finds them idle depends on how
  // far their warm-up has gone on this machine (a call while they warm starts another worker, by design:
  // computer-pool.test.ts), so what is held is what the pool promises: the kept two before, and never more than its
  // limit of four at once after.
  expect(workers.size).toBeGreaterThanOrEqual(2);
  await page.keyboard.press('h');
  await expect(page.locator('[data-hint="ready"]')).toContainText(
    /^In your place, the hard computer would name [♠♥♦♣] (spades|hearts|diamonds|clubs) as trump\./,
  );
  expect(workers.size).toBeLessThanOrEqual(4);
});

test('the New game dialog offers the same opponents as the first screen, a friend on another device included', async ({ page }) => {
  await openGame(page, '/play/?seed=e2e-new-dialog&target=1&opponent=easy&fast=1');
  await page.getByRole('button', { name: 'New game' }).click();
  const dialog = page.getByRole('dialog');
  // (Not chosen here: an invitation would reach the public relays; tests/friend-e2e plays friend games on a local one.)
  await expect(dialog.getByRole('radio', { name: /^A friend on another device/ })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /^A friend on this device/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator(GAME)).toHaveAttribute('data-game-phase', 'auction');
});

test("the later phases' panels come with the table: a game reloaded past the auction never shows a panel still loading", async ({
  page,
}) => {
  // Recorded from the page's first node on: whether a phase's panel was ever drawn before its file had arrived.
  await page.addInitScript(() => {
    const w = window as unknown as { pendingSeen: boolean };
    w.pendingSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-panel-pending]')) w.pendingSeen = true;
    }).observe(document, { subtree: true, childList: true });
  });
  // Resumed at the person's last decision of the auction (played in Node): the move into the melds happens on the page.
  const deal = playedDeal({ seed: 'e2e-later-panels', target: 1, opponent: 'easy' });
  await openSaved(
    page,
    '/play/?fast=1',
    deal,
    entriesBeforeLastDecision(
      deal,
      entriesBefore(deal, (view) => view.phase !== 'auction'),
    ),
  );
  await expect(page.locator(GAME)).toHaveAttribute('data-game-phase', 'auction');
  while ((await gameAttr(page, 'data-game-phase')) === 'auction') await playOneDecision(page);
  expect(await page.evaluate(() => (window as unknown as { pendingSeen: boolean }).pendingSeen)).toBe(false);
  const phase = await gameAttr(page, 'data-game-phase');
  await page.reload();
  await page.locator(GAME).waitFor();
  await expect(page.locator(GAME)).toHaveAttribute('data-game-phase', phase);
  await waitForTurn(page);
  await expect(page.locator(ACTIVE_CHOICE).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { pendingSeen: boolean }).pendingSeen)).toBe(false);
});
