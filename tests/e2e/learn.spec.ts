// The course (/learn/): every exercise answered in both languages, the first of each kind wrongly first, with the engine's note on
// that choice (answers come from the engine through the lesson data, never typed here), the answer shown after misses, saved
// progress, axe.
import { expect, test, type Locator, type Page } from './test';
import { missNote, questionData } from '../../src/components/learn/answers';
import { questionOf } from '../../src/components/learn/course';
import { LESSONS } from '../../src/components/learn/lessons';
import { PROGRESS_KEY } from '../../src/components/learn/progress';
import { axeViolations, waitForIslands, watchProblems } from './helpers';
import { DEEP } from '../support/deep';

const LANGS = [
  { lang: 'en', prefix: '' },
  { lang: 'ja', prefix: '/ja' },
] as const;

/** Presses options until exactly `wanted` are pressed (several-answer exercises keep their selection). */
async function select(exercise: Locator, wanted: readonly string[], all: readonly string[]): Promise<void> {
  for (const id of all) {
    const option = exercise.locator(`[data-option="${id}"]`);
    const pressed = (await option.getAttribute('aria-pressed')) === 'true';
    if (pressed !== wanted.includes(id)) await option.click();
  }
}

/**
 * Answers one exercise, first wrongly if asked (the engine says which options are wrong), then rightly. That each
 * exercise's answer is right and some option wrong is checked for every exercise, through the engine, in
 * tests/unit/learn-course.test.ts; the page shows how it judges on the first exercise of each kind.
 */
async function answer(page: Page, id: string, wrongFirst: boolean): Promise<void> {
  const q = questionOf(id);
  const exercise = page.locator(`[data-exercise="${id}"]`);
  await expect(exercise, id).toHaveAttribute('data-exercise-state', 'unanswered');
  const ids = q.options.map((o) => o.id);
  if (wrongFirst) {
    const wrong = ids.find((o) => !q.grade([o]));
    expect(wrong, `${id} has a wrong option`).toBeDefined();
    if (q.several) {
      await select(exercise, [wrong as string], ids);
      await exercise.locator('[data-check]').click();
    } else {
      await exercise.locator(`[data-option="${wrong}"]`).click();
    }
    await expect(exercise, `${id} wrong`).toHaveAttribute('data-exercise-state', 'wrong');
    // The feedback says what that choice does, from the engine (not a generic "not quite").
    const note = missNote(questionData(q), [wrong as string]);
    expect(note, `${id} explains ${wrong}`).not.toBeNull();
    const miss = exercise.locator('[data-feedback="wrong"] [data-miss]');
    await expect(miss).toHaveAttribute('data-miss', note?.key ?? '');
    await expect(miss).not.toContainText(/[{}]/);
  }
  if (q.several) {
    await select(exercise, q.answer, ids);
    await exercise.locator('[data-check]').click();
  } else {
    await exercise.locator(`[data-option="${q.answer[0]}"]`).click();
  }
  await expect(exercise, `${id} right`).toHaveAttribute('data-exercise-state', 'correct');
  // The feedback names the rule and links to it.
  await expect(exercise.locator('.gx-ex__rule a').first()).toHaveAttribute('href', /\/(rulings|rules)\//);
}

/**
 * After the first lesson is finished: the course index marks it done, still does after a reload, Start goes on to the
 * second lesson (it went to the first one before), and axe finds nothing on the index.
 */
async function progressIsKept(page: Page, prefix: string): Promise<void> {
  await page.goto(`${prefix}/learn/`);
  await waitForIslands(page);
  const row = page.locator(`[data-lesson="${LESSONS[0].slug}"]`);
  await expect(row).toHaveAttribute('data-lesson-done', 'true');
  await page.reload();
  await waitForIslands(page);
  await expect(row).toHaveAttribute('data-lesson-done', 'true');
  await expect(page.locator('[data-start]')).toHaveAttribute('href', `${prefix}/learn/${LESSONS[1].slug}/`);
  expect(await axeViolations(page, 'main')).toEqual([]);
}

for (const { lang, prefix } of LANGS) {
  for (const lesson of LESSONS) {
    const progress = lesson === LESSONS[0] ? '; the progress is kept over a reload and Start goes to the next lesson' : '';
    test(`${lang}: the exercises of ${lesson.slug} are judged in the page (the first of each kind wrong, then right) and axe finds nothing${progress}`, async ({
      page,
    }) => {
      const problems = watchProblems(page);
      await page.goto(`${prefix}/learn/${lesson.slug}/`);
      await waitForIslands(page);
      await expect(page.locator('[data-exercise]')).toHaveCount(lesson.exercises.length);
      await expect(page.locator(`a[href="${prefix}/${lesson.page}/"]`).first()).toBeVisible();
      await expect(page.locator(`a[href="${prefix}/rulings/#${lesson.ruling}"]`).first()).toBeVisible();
      // Every exercise in English; in Japanese, the first of each kind (every one in the first lesson, whose progress is
      // checked, and in npm run test:deep): the same island judges both, and each answer is checked through the engine
      // in tests/unit/learn-course.test.ts.
      const kinds = new Set<boolean>();
      const answered: string[] = [];
      for (const exercise of lesson.exercises) {
        const several = questionOf(exercise.id).several;
        if (lang === 'ja' && !DEEP && lesson !== LESSONS[0] && kinds.has(several)) continue;
        await answer(page, exercise.id, !kinds.has(several));
        kinds.add(several);
        answered.push(exercise.id);
      }
      // Both languages share the styles: colour contrast, light and dark, on the English lessons (both in npm run
      // test:deep); every other rule in both.
      const contrast = lang === 'en' || DEEP;
      expect(await axeViolations(page, 'main', undefined, contrast ? [] : ['color-contrast']), 'axe after answering').toEqual([]);
      if (contrast) {
        await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
        expect(await axeViolations(page, 'main', ['color-contrast']), 'dark theme').toEqual([]);
      }
      const saved = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), PROGRESS_KEY);
      expect(saved.done.sort()).toEqual(answered.sort());
      expect(problems.errors).toEqual([]);
      if (lesson === LESSONS[0]) await progressIsKept(page, prefix);
    });
  }
}

test('the answer is shown after three misses, and can then be given', async ({ page }) => {
  await page.goto('/learn/tricks/');
  await waitForIslands(page);
  const id = 'tricks-2';
  const q = questionOf(id);
  const wrong = q.options.find((o) => !q.grade([o.id]))!.id;
  const exercise = page.locator(`[data-exercise="${id}"]`);
  for (let i = 0; i < 2; i++) await exercise.locator(`[data-option="${wrong}"]`).click();
  await expect(exercise.locator('[data-answer-text]')).toHaveCount(0);
  await exercise.locator(`[data-option="${wrong}"]`).click();
  await expect(exercise.locator('[data-answer-text]')).toBeVisible();
  await expect(exercise.locator(`[data-option="${q.answer[0]}"]`)).toHaveAttribute('data-answer', 'true');
  await exercise.locator(`[data-option="${q.answer[0]}"]`).press('Enter');
  await expect(exercise).toHaveAttribute('data-exercise-state', 'correct');
});

for (const { lang, prefix } of LANGS) {
  test(`${lang}: a trick that R7-S gives to the other player says so once answered, naming that player`, async ({ page }) => {
    await page.goto(`${prefix}/learn/tricks/`);
    await waitForIslands(page);
    const id = 'tricks-3';
    const q = questionOf(id);
    expect(q.houseRule).toBeDefined();
    const exercise = page.locator(`[data-exercise="${id}"]`);
    await expect(exercise.locator('[data-house-rule]')).toHaveCount(0);
    await exercise.locator(`[data-option="${q.answer[0]}"]`).click();
    await expect(exercise).toHaveAttribute('data-exercise-state', 'correct');
    const other = q.answer[0] === 'A' ? 'B' : 'A';
    await expect(exercise.locator('[data-house-rule]')).toContainText('R7-S');
    await expect(exercise.locator('[data-house-rule]')).toContainText(lang === 'ja' ? `${other}さん` : ` ${other} `);
  });
}

test('on a phone an exercise is live before it scrolls into view, so a first tap on it is never lost', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/learn/bidding/');
  const island = page.locator('astro-island', { has: page.locator('[data-exercise="bidding-5"]') });
  const exercise = page.locator('[data-exercise="bidding-5"]');
  const below = () => exercise.evaluate((el) => el.getBoundingClientRect().top - window.innerHeight);
  expect(await below()).toBeGreaterThan(600);
  await expect(island).toHaveAttribute('ssr', '');
  // Its top 300 px below the screen's foot: not visible yet, but a flick away.
  await exercise.evaluate((el) => window.scrollBy({ top: el.getBoundingClientRect().top - window.innerHeight - 300, behavior: 'instant' }));
  await expect(island).not.toHaveAttribute('ssr', '');
  expect(await below()).toBeGreaterThan(250);
});

test('a Check with nothing selected asks for a choice instead of judging', async ({ page }) => {
  await page.goto('/ja/learn/cards/');
  await waitForIslands(page);
  const exercise = page.locator('[data-exercise="cards-1"]');
  await exercise.locator('[data-check]').click();
  await expect(exercise).toHaveAttribute('data-exercise-state', 'unanswered');
  await expect(exercise.locator('[role="status"]')).toContainText('選んで');
});

for (const { lang, prefix } of LANGS) {
  test(`${lang}: Start goes to the first lesson; a damaged progress record is reset with a message, never a crash`, async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto(`${prefix}/learn/`);
    // The index reads the record once it has hydrated: plant the damage only after that first read.
    await waitForIslands(page);
    await expect(page.locator('[data-course-index]')).toHaveAttribute('data-ready', 'true');
    // With nothing done yet, Start goes to the first lesson.
    await expect(page.locator('[data-start]')).toHaveAttribute('href', `${prefix}/learn/${LESSONS[0].slug}/`);
    for (const bad of ['{not json', JSON.stringify({ version: 1, done: ['<script>', 42] }), JSON.stringify({ version: 9, done: [] })]) {
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [PROGRESS_KEY, bad] as const);
      await page.reload();
      await waitForIslands(page);
      await expect(page.locator('[data-course-index]')).toHaveAttribute('data-ready', 'true');
      await expect(page.locator('[data-progress-reset]')).toBeVisible();
      await expect(page.locator('[data-lesson]')).toHaveCount(LESSONS.length);
      expect(await page.evaluate((key) => localStorage.getItem(key), PROGRESS_KEY)).toBeNull();
    }
    await page.reload();
    await waitForIslands(page);
    await expect(page.locator('[data-progress-reset]')).toHaveCount(0);
    expect(problems.errors).toEqual([]);
  });
}

// The coached first deal is played to its end, with its notes, axe and the offer of a real game, in practice.spec.ts: one
// play per language checks that and its phone layout together.
