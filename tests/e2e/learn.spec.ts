// The course (/learn/): every exercise answered in the page, the first of each kind wrongly first, with the engine's note on
// that choice (answers come from the engine through the lesson data, never typed here), the answer shown after misses, saved
// progress, axe. English in full; Japanese, which the same island judges, on its first lesson and the index (every lesson
// in npm run test:deep).
import { expect, test, type Locator, type Page } from './test.ts';
import { missNote, questionData } from '../../src/components/learn/answers.ts';
import { questionOf } from '../../src/components/learn/course.ts';
import { LESSONS, type Lesson } from '../../src/components/learn/lessons.ts';
import { PROGRESS_KEY } from '../../src/components/learn/progress.ts';
import { axeViolations, waitForIslands, watchProblems } from './helpers.ts';
import { DEEP } from '../support/deep.ts';

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

type Lang = (typeof LANGS)[number]['lang'];

/**
 * Answers one exercise, first wrongly if asked (the engine says which options are wrong), then rightly. That each
 * exercise's answer is right and some option wrong is checked for every exercise, through the engine, in
 * tests/unit/learn-course.test.ts; the page shows how it judges on the first exercise of each kind. An exercise whose
 * trick R7-S gives to the other player says so once answered, naming that player in the page's language.
 */
async function answer(page: Page, id: string, wrongFirst: boolean, lang: Lang): Promise<void> {
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
  const houseRule = exercise.locator('[data-house-rule]');
  if (q.houseRule) await expect(houseRule, `${id}: no house-rule note before the answer`).toHaveCount(0);
  if (q.several) {
    await select(exercise, q.answer, ids);
    await exercise.locator('[data-check]').click();
  } else {
    await exercise.locator(`[data-option="${q.answer[0]}"]`).click();
  }
  await expect(exercise, `${id} right`).toHaveAttribute('data-exercise-state', 'correct');
  // The feedback names the rule and links to it.
  await expect(exercise.locator('.gx-ex__rule a').first()).toHaveAttribute('href', /\/(rulings|rules)\//);
  if (q.houseRule) {
    // Its trick goes to one player under R7 (options A and B): R7-S gives it to the other.
    const other = q.answer[0] === 'A' ? 'B' : 'A';
    await expect(houseRule).toContainText('R7-S');
    await expect(houseRule).toContainText(lang === 'ja' ? `${other}さん` : ` ${other} `);
  }
}

/**
 * What an exercise's layout is made of: the kinds of option faces, one answer or several, the scene's kinds of lines,
 * a bid's caption and a house-rule note. Every lesson page is the same page layout around these.
 */
function layoutParts(lesson: Lesson): Set<string> {
  const parts = new Set<string>();
  for (const { id, task } of lesson.exercises) {
    const q = questionOf(id);
    parts.add(q.several ? 'several' : 'single');
    for (const option of q.options) parts.add(`option:${option.view.type}`);
    for (const line of q.scene)
      for (const key of ['cards', 'suit', 'value'] as const) if (line[key] !== undefined) parts.add(`scene:${key}`);
    if (task.kind === 'bid') parts.add('bid caption');
    if (q.houseRule) parts.add('house rule');
  }
  return parts;
}

/**
 * The lessons axe checks in an ordinary run: the first (its progress is checked too), then, greedily, the lesson that
 * shows the most layout parts not checked yet, until every part is covered. Every lesson in npm run test:deep.
 */
const AXE_LESSONS: ReadonlySet<Lesson> = (() => {
  if (DEEP) return new Set(LESSONS);
  const chosen = new Set<Lesson>([LESSONS[0]]);
  const covered = layoutParts(LESSONS[0]);
  for (;;) {
    const fresh = (lesson: Lesson) => [...layoutParts(lesson)].filter((part) => !covered.has(part)).length;
    const best = LESSONS.reduce((a, b) => (fresh(b) > fresh(a) ? b : a));
    if (fresh(best) === 0) return chosen;
    chosen.add(best);
    for (const part of layoutParts(best)) covered.add(part);
  }
})();

/**
 * After the first lesson is finished: the course index marks it done, still does after a reload, Start goes on to the
 * second lesson (it went to the first one before), and axe finds nothing on the index.
 */
async function progressIsKept(page: Page, prefix: string, contrast: boolean): Promise<void> {
  await page.goto(`${prefix}/learn/`);
  await waitForIslands(page);
  const row = page.locator(`[data-lesson="${LESSONS[0].slug}"]`);
  await expect(row).toHaveAttribute('data-lesson-done', 'true');
  await page.reload();
  await waitForIslands(page);
  await expect(row).toHaveAttribute('data-lesson-done', 'true');
  await expect(page.locator('[data-start]')).toHaveAttribute('href', `${prefix}/learn/${LESSONS[1].slug}/`);
  expect(await axeViolations(page, 'main', undefined, contrast ? [] : ['color-contrast']), 'axe on the index').toEqual([]);
}

/**
 * One lesson in an open page: its exercises and links are there, every exercise is judged (the first of each kind
 * wrongly first), axe finds nothing if the lesson is one it checks (colour contrast in light and dark if asked), and the
 * saved record holds every exercise answered in this page so far. Returns the ids answered here.
 */
async function lessonIsJudged(page: Page, lesson: Lesson, lang: Lang, prefix: string, contrast: boolean): Promise<string[]> {
  await page.goto(`${prefix}/learn/${lesson.slug}/`);
  await waitForIslands(page);
  await expect(page.locator('[data-exercise]')).toHaveCount(lesson.exercises.length);
  await expect(page.locator(`a[href="${prefix}/${lesson.page}/"]`).first()).toBeVisible();
  await expect(page.locator(`a[href="${prefix}/rulings/#${lesson.ruling}"]`).first()).toBeVisible();
  const kinds = new Set<boolean>();
  for (const exercise of lesson.exercises) {
    const several = questionOf(exercise.id).several;
    await answer(page, exercise.id, !kinds.has(several), lang);
    kinds.add(several);
  }
  if (AXE_LESSONS.has(lesson)) {
    const violations = await axeViolations(page, 'main', undefined, contrast ? [] : ['color-contrast']);
    expect(violations, `${lesson.slug}: axe after answering`).toEqual([]);
    if (contrast) {
      await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
      expect(await axeViolations(page, 'main', ['color-contrast']), `${lesson.slug}: dark theme`).toEqual([]);
    }
  }
  return lesson.exercises.map((e) => e.id);
}

/** The lessons in `groups` runs of neighbours, one test per run (a test's page goes from lesson to lesson). */
function runs(lessons: readonly Lesson[], groups: number): Lesson[][] {
  const size = Math.ceil(lessons.length / groups);
  return Array.from({ length: Math.ceil(lessons.length / size) }, (_, i) => lessons.slice(i * size, (i + 1) * size));
}

const savedDone = (page: Page) =>
  page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? 'null') as { done: string[] } | null)?.done.sort(), PROGRESS_KEY);

// English: every lesson, every exercise, colour contrast light and dark on the lessons axe checks. Japanese: the first
// lesson (two kinds of exercise), its progress and the index, all of axe but colour contrast (the styles are the
// languages' own; both in npm run test:deep) — the same island judges both languages, and every Japanese word of every
// exercise and every Japanese lesson page's exercises and links are checked in tests/unit/learn-course.test.ts.
for (const { lang, prefix } of LANGS) {
  const lessons = lang === 'en' || DEEP ? LESSONS : LESSONS.slice(0, 1);
  const contrast = lang === 'en' || DEEP;
  for (const run of runs(lessons, lang === 'en' || DEEP ? 3 : 1)) {
    const names = run.length === 1 ? run[0].slug : `${run[0].slug} to ${run[run.length - 1].slug}`;
    const checked = run.filter((lesson) => AXE_LESSONS.has(lesson)).map((lesson) => lesson.slug);
    const progress = run[0] === LESSONS[0] ? '; the first lesson’s progress is kept over a reload and Start goes to the next' : '';
    test(`${lang}: the exercises of ${names} are judged in the page (the first of each kind wrong, then right); axe finds nothing on ${checked.join(', ') || 'none'}${progress}`, async ({
      page,
    }) => {
      // A hang guard: each lesson takes a few seconds.
      test.setTimeout(60_000 * run.length);
      const problems = watchProblems(page);
      const answered: string[] = [];
      for (const lesson of run) {
        answered.push(...(await lessonIsJudged(page, lesson, lang, prefix, contrast)));
        // The record holds every exercise answered in this page, across its lessons.
        expect(await savedDone(page), `${lesson.slug}: saved progress`).toEqual([...answered].sort());
        if (lesson === LESSONS[0]) await progressIsKept(page, prefix, contrast);
      }
      expect(problems.errors).toEqual([]);
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

// The English tricks lesson shows its R7-S note in the lesson test above; in Japanese the note names the player in
// Japanese (「Aさん」), and a Check with nothing selected asks for a choice in Japanese.
test('ja: a trick that R7-S gives to the other player says so once answered, naming that player; a Check with nothing selected asks for a choice', async ({
  page,
}) => {
  await page.goto('/ja/learn/tricks/');
  await waitForIslands(page);
  const id = 'tricks-3';
  expect(questionOf(id).houseRule).toBeDefined();
  await answer(page, id, false, 'ja');
  const several = LESSONS.flatMap((l) => l.exercises).find((e) => e.id.startsWith('tricks-') && questionOf(e.id).several);
  expect(several, 'the tricks lesson has a several-answer exercise').toBeDefined();
  const exercise = page.locator(`[data-exercise="${several?.id}"]`);
  await exercise.locator('[data-check]').click();
  await expect(exercise).toHaveAttribute('data-exercise-state', 'unanswered');
  await expect(exercise.locator('[role="status"]')).toContainText('選んで');
});

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

// Every kind of damage in English (and in Japanese in npm run test:deep); in Japanese the first, to see its message:
// the index that reads the record is the same island.
const DAMAGE = ['{not json', JSON.stringify({ version: 1, done: ['<script>', 42] }), JSON.stringify({ version: 9, done: [] })];
for (const { lang, prefix } of LANGS) {
  test(`${lang}: Start goes to the first lesson; a damaged progress record is reset with a message, never a crash`, async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto(`${prefix}/learn/`);
    // The index reads the record once it has hydrated: plant the damage only after that first read.
    await waitForIslands(page);
    await expect(page.locator('[data-course-index]')).toHaveAttribute('data-ready', 'true');
    // With nothing done yet, Start goes to the first lesson.
    await expect(page.locator('[data-start]')).toHaveAttribute('href', `${prefix}/learn/${LESSONS[0].slug}/`);
    for (const bad of lang === 'en' || DEEP ? DAMAGE : DAMAGE.slice(0, 1)) {
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
