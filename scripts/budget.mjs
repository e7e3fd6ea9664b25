// JavaScript budget check on the build output: what each page ships (gzip), what its islands add, and the limits.
// Usage: node scripts/budget.mjs [dist=dist]   (exits 1 with the reason when a budget is exceeded)
//
// It also proves that every island ships one language: no Japanese text in the islands' JavaScript of an English
// page, and no English sentence of the island dictionaries (src/i18n/*-en.ts) in a Japanese page's.
//
// A page's JavaScript is every script it runs without any interaction: its module scripts and inline
// scripts, each island's component and renderer, and everything those import statically (followed through
// the built chunks). Dynamic import() and `new Worker(...)` chunks are listed, not counted: which of them load at
// once cannot be read from the build, so tests/e2e/budget.spec.ts measures the same budgets in the browser.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join, posix } from 'node:path';
import { listHtmlFiles } from '../src/integrations/html-files.mjs';

export { ISLAND_BUDGET, TRICK_TOOL_BUDGET, PLAY_BUDGET, islandBudgetFor } from './budget-limits.mjs';
import { ISLAND_BUDGET, PLAY_BUDGET, islandBudgetFor } from './budget-limits.mjs';

/** Hiragana, katakana and CJK ideographs, raw or as \\u escapes (punctuation such as 、，is allowed: parsers accept it). */
const JAPANESE =
  /[\u3041-\u3096\u30a1-\u30fa\u4e00-\u9fff]|\\u(?:304[1-9a-f]|30[5-8][0-9a-f]|309[0-6]|30a[1-9a-f]|30[b-e][0-9a-f]|30f[0-9a]|[4-9][0-9a-f]{3})/i;

/** English island sentences (three words or more) from the dictionaries' English files, which Japanese pages must not ship. */
async function englishSentences() {
  const files = [
    'cards',
    'announce',
    'combos',
    'tools-common',
    'tools-bid',
    'tools-melds',
    'tools-trick',
    'tools-playoff',
    'tools-score-sheet',
    'play',
  ];
  const sentences = new Set();
  for (const name of files) {
    // Read as text (not imported): every value is a quoted string after its key.
    const source = readFileSync(new URL(`../src/i18n/${name}-en.ts`, import.meta.url), 'utf8');
    for (const m of source.matchAll(/^\s*'[^']+':\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`((?:[^`\\]|\\.)*)`)/gm)) {
      const text = (m[1] ?? m[2] ?? m[3]).replace(/\\(.)/g, '$1');
      // The fixed part of a template: its longest run without placeholders.
      const run = text
        .split(/\{\w+\}/)
        .sort((x, y) => y.length - x.length)[0]
        .trim();
      if (run.split(/\s+/).length >= 3 && run.length >= 14) sentences.add(run);
    }
  }
  return [...sentences];
}

/** Where a page's island JavaScript holds the other language: one readable line per file, or none. */
export function languageLeaks(dist, measured, english) {
  const lang = measured.page.startsWith('/ja/') ? 'ja' : 'en';
  const leaks = [];
  for (const path of measured.allIslandFiles) {
    const code = readFileSync(join(dist, path), 'utf8');
    if (lang === 'en') {
      const found = JAPANESE.exec(code);
      if (found)
        leaks.push(
          `${posix.basename(path)} holds Japanese ("${code.slice(Math.max(0, found.index - 20), found.index + 20).replace(/\s+/g, ' ')}")`,
        );
    } else {
      const found = english.find((sentence) => code.includes(sentence));
      if (found) leaks.push(`${posix.basename(path)} holds English ("${found}")`);
    }
  }
  return leaks;
}

const gzipSize = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The island runtime that Astro inlines on pages with islands (counted as island cost, not page cost). */
const isIslandRuntime = (code) => /self\.Astro\|\|\(self\.Astro=\{\}\)|customElements\.define\(["']astro-island["']/.test(code);

/** Static and dynamic imports and worker URLs of a built chunk, as URL paths. */
function chunkImports(code, fromPath) {
  const resolve = (spec) => (spec.startsWith('.') ? posix.normalize(posix.join(posix.dirname(fromPath), spec)) : spec);
  const statics = new Set();
  const lazy = new Set();
  const workers = new Set();
  const Q = '["\'`]';
  const spec = `${Q}([^"'\`$]+)${Q}`;
  // A statement may follow a comment directly (`/* empty css */import{…}from"./x.js"`: the bundler marks a chunk whose
  // styles went into the page's stylesheet so).
  for (const m of code.matchAll(new RegExp(`(?:^|[;\\s}]|\\*\\/)import\\s*(?:[\\w$*{}\\s,]+?\\s*from\\s*)?${spec}`, 'g')))
    statics.add(resolve(m[1]));
  for (const m of code.matchAll(new RegExp(`(?:^|[;\\s}]|\\*\\/)export\\s*(?:\\*|\\{[^}]*\\})\\s*from\\s*${spec}`, 'g')))
    statics.add(resolve(m[1]));
  for (const m of code.matchAll(new RegExp(`\\bimport\\(\\s*${spec}\\s*\\)`, 'g'))) lazy.add(resolve(m[1]));
  // Workers: new URL("./x.js", import.meta.url) or new URL(`/_astro/x.js`, ``+import.meta.url).
  for (const m of code.matchAll(new RegExp(`new URL\\(\\s*${spec}\\s*,[^)]*import\\.meta\\.url\\s*\\)`, 'g'))) workers.add(resolve(m[1]));
  // Vite's preload helper names the chunks of a dynamic import in a dependency map ("_astro/x.js").
  for (const m of code.matchAll(new RegExp(`${Q}(?:\\.\\.?\\/|\\/)?(_astro\\/[^"'\`]+\\.js)${Q}`, 'g'))) lazy.add(`/${m[1]}`);
  const local = (paths) => [...paths].filter((p) => p.startsWith('/'));
  return { statics: local(statics), lazy: local([...lazy, ...workers]), workers: local(workers) };
}

/** Measures one built page. */
export function measurePage(dist, htmlFile) {
  const html = readFileSync(join(dist, htmlFile), 'utf8');
  const read = (urlPath) => {
    const file = join(dist, urlPath);
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  };
  const missing = [];
  /** Every file reached from `entries` by static imports, plus the lazy ones seen on the way. */
  const closure = (entries) => {
    const seen = new Set();
    const lazy = new Set();
    const workers = new Set();
    const stack = [...entries];
    while (stack.length > 0) {
      const path = stack.pop();
      if (seen.has(path)) continue;
      const code = read(path);
      if (code === null) {
        missing.push(path);
        continue;
      }
      seen.add(path);
      const { statics, lazy: later, workers: started } = chunkImports(code, path);
      stack.push(...statics);
      for (const p of later) lazy.add(p);
      for (const p of started) workers.add(p);
    }
    return { files: seen, lazy, workers };
  };

  const pageScripts = [];
  const pageInline = [];
  const islandInline = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = /\bsrc="([^"]+)"/.exec(m[1]);
    if (src) pageScripts.push(src[1]);
    else if (!/type="(?:application\/(?:ld\+)?json|importmap)"/.test(m[1])) (isIslandRuntime(m[2]) ? islandInline : pageInline).push(m[2]);
  }
  const islands = [];
  for (const m of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    const attr = (name) => new RegExp(`\\s${name}="([^"]+)"`).exec(m[0])?.[1];
    islands.push({ entries: [attr('component-url'), attr('renderer-url')].filter(Boolean), visible: attr('client') === 'visible' });
  }
  const sum = (files) => [...files].reduce((total, path) => total + gzipSize(read(path)), 0);
  const inline = (codes) => codes.reduce((total, code) => total + gzipSize(code), 0);
  const runtime = inline(islandInline);

  // Without islands; then with the islands that hydrate at once (client:load/idle/only/media);
  // then each client:visible island on its own, as it loads when the reader reaches it.
  const base = closure(pageScripts);
  const eager = closure([...pageScripts, ...islands.filter((i) => !i.visible).flatMap((i) => i.entries)]);
  const beyond = (files, than) => [...files].filter((path) => !than.has(path));
  const eagerBytes = sum(beyond(eager.files, base.files)) + (islands.length > 0 ? runtime : 0);
  let worstVisible = { bytes: 0, files: [] };
  for (const island of islands.filter((i) => i.visible)) {
    const files = beyond(closure([...eager.files, ...island.entries]).files, eager.files);
    const bytes = sum(files);
    if (bytes > worstVisible.bytes) worstVisible = { bytes, files };
  }
  const all = closure([...pageScripts, ...islands.flatMap((i) => i.entries)]);
  const baseBytes = sum(base.files) + inline(pageInline);
  const allIslandBytes = sum(beyond(all.files, base.files)) + (islands.length > 0 ? runtime : 0);
  // Loaded without a click, but only once the browser is idle: Starlight preloads its search UI this way on
  // every page. Shown apart; it is the same on every page, so it never counts against a page's own budget.
  const idle = closure([...base.lazy]);
  const idleBytes = sum(beyond(idle.files, all.files));
  const lazy = [...all.lazy].filter((path) => !all.files.has(path) && !idle.files.has(path));
  // What the islands may load later (dynamic imports of dynamic imports…), for the workers any of it starts: the play
  // page's table, which starts the computer's worker, is itself loaded on demand.
  const onDemand = { files: new Set(all.files), workers: new Set(all.workers) };
  for (let frontier = [...all.lazy]; frontier.length > 0;) {
    const next = closure(frontier.filter((path) => !onDemand.files.has(path)));
    frontier = [];
    for (const path of next.files) onDemand.files.add(path);
    for (const path of next.workers) onDemand.workers.add(path);
    for (const path of next.lazy) if (!onDemand.files.has(path)) frontier.push(path);
  }
  const workerFiles = closure([...onDemand.workers]).files;
  return {
    page: pageUrl(htmlFile),
    islands: islands.length,
    baseBytes,
    /** What the page ships beyond itself when the reader meets its heaviest tool (the budgeted figure). */
    islandBytes: eagerBytes + worstVisible.bytes,
    islandFiles: [...beyond(eager.files, base.files), ...worstVisible.files],
    /** Everything, had the reader scrolled past every tool. */
    allIslandBytes,
    allIslandFiles: beyond(all.files, base.files),
    idleBytes,
    idleFiles: beyond(idle.files, all.files),
    /** The page's own scripts, without islands. */
    baseFiles: [...base.files],
    /** Worker scripts (new Worker(new URL(…))) with everything they import, started from any chunk the page may load. */
    workerFiles: [...workerFiles],
    totalBytes: baseBytes + allIslandBytes,
    lazy,
    missing,
  };
}

/** The URL of a built HTML file. */
function pageUrl(htmlFile) {
  if (htmlFile === 'index.html') return '/';
  if (htmlFile.endsWith('/index.html')) return `/${dirname(htmlFile)}/`;
  return `/${htmlFile}`;
}

/** Which budget a page is held to. */
function budgetFor(url) {
  // The coached first deal of the course is the play page's table with a coach: the play budget applies.
  if (/^\/(ja\/)?(play|learn\/first-deal)\/$/.test(url)) return { kind: 'total', limit: PLAY_BUDGET };
  return { kind: 'islands', limit: islandBudgetFor(url) };
}

export async function checkBudgets(dist) {
  const pages = (await listHtmlFiles(dist)).filter((file) => !file.startsWith('pagefind/')).map((file) => measurePage(dist, file));
  const failures = [];
  const english = await englishSentences();
  const rows = pages.map((m) => {
    const budget = budgetFor(m.page);
    const measured = budget.kind === 'total' ? m.totalBytes : m.islandBytes;
    const ok = measured <= budget.limit && m.missing.length === 0;
    if (measured > budget.limit) {
      failures.push(
        budget.kind === 'total'
          ? `${m.page} ships ${kb(measured)} of JavaScript (gzip) before the AI worker; the budget is ${kb(budget.limit)}. Largest island files: ${largest(dist, m.allIslandFiles)}`
          : `${m.page}: a tool adds ${kb(measured)} of JavaScript (gzip) to the page; the budget is ${kb(budget.limit)}. Largest files: ${largest(dist, m.islandFiles)}`,
      );
    }
    if (m.missing.length > 0) failures.push(`${m.page} loads scripts that are not in the build: ${m.missing.join(', ')}`);
    const leaks = m.islands > 0 ? languageLeaks(dist, m, english) : [];
    for (const leak of leaks) failures.push(`${m.page}: one language per island broken: ${leak}`);
    return { ...m, budget, measured, ok: ok && leaks.length === 0, leaks };
  });
  return { rows, failures };
}

function largest(dist, files) {
  return files
    .map((path) => ({ path, bytes: gzipSize(readFileSync(join(dist, path), 'utf8')) }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 4)
    .map(({ path, bytes }) => `${posix.basename(path)} ${kb(bytes)}`)
    .join(', ');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? 'dist';
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`budget: no built site in ${dist}/ (run the build first).`);
    process.exit(1);
  }
  const { rows, failures } = await checkBudgets(dist);
  const pad = (text, width) => String(text).padEnd(width);
  console.log(
    `JavaScript budgets (gzip) for ${dist}/ — a tool ≤ ${kb(ISLAND_BUDGET)} beyond its page (islands hydrating at once + the heaviest client:visible one), /play/ ≤ ${kb(PLAY_BUDGET)} in all`,
  );
  console.log(
    `${pad('page', 24)}${pad('islands', 8)}${pad('page JS', 9)}${pad('a tool', 9)}${pad('all tools', 10)}${pad('total', 9)}${pad('budget', 24)}${pad('+ idle', 8)}later (not counted)`,
  );
  for (const r of rows) {
    const limit = `${r.budget.kind === 'total' ? 'total' : 'a tool'} ≤ ${kb(r.budget.limit)}`;
    console.log(
      `${pad(r.page, 24)}${pad(r.islands, 8)}${pad(kb(r.baseBytes), 9)}${pad(kb(r.islandBytes), 9)}${pad(kb(r.allIslandBytes), 10)}${pad(kb(r.totalBytes), 9)}${pad(`${limit} ${r.ok ? 'ok' : 'OVER'}`, 24)}${pad(kb(r.idleBytes), 8)}${r.lazy.map((p) => posix.basename(p)).join(' ')}`,
    );
  }
  console.log('\n"page JS": the page without islands; "a tool": what islands hydrating at once plus the heaviest client:visible');
  console.log('island add; "total": page and every island; "+ idle": Starlight\'s search UI, preloaded on every page once the');
  console.log('browser is idle (not counted); "later": loaded only on demand (dynamic imports, the AI worker).');
  const checked = rows.filter((r) => r.islands > 0);
  console.log(
    `One language per island: ${checked.length} pages with islands checked, ${checked.filter((r) => r.leaks.length === 0).length} ship only their own language.`,
  );
  if (failures.length > 0) {
    console.error(`\nJavaScript budget exceeded:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('\nAll JavaScript budgets met.');
}
