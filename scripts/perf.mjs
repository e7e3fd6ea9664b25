// Lighthouse on the built site with the system Chromium: scores and Core Web Vitals for key pages in both languages.
// Usage: node scripts/perf.mjs [dist=dist] [port=4388]   (npm run perf builds first; exits 1 when a target is missed)
// PERF_PAGES=/play/,/ja/play/ measures only those pages; PERF_REPORTS=dir keeps each run's full Lighthouse JSON there.
// Each page is measured PERF_RUNS times (default 3) and the median run by performance score is reported, since
// Lighthouse's simulated throttling scales what it observes and a busy machine makes single runs noisy.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { findChromium } from './chromium.mjs';
import { startServer } from './start-server.mjs';

const dist = process.argv[2] ?? 'dist';
const port = Number(process.argv[3] ?? process.env.PERF_PORT ?? 4388);
const RUNS = Math.max(1, Number(process.env.PERF_RUNS ?? 3));
const PAGES = process.env.PERF_PAGES
  ? process.env.PERF_PAGES.split(',')
      .map((path) => path.trim())
      .filter(Boolean)
  : ['/', '/rules/auction/', '/tools/melds/', '/play/'].flatMap((path) => [path, `/ja${path}`]);
const REPORTS = process.env.PERF_REPORTS ?? '';
/** The targets: performance on mobile emulation, and the three other categories at full marks. */
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

if (!existsSync(join(dist, 'index.html'))) {
  console.error(`perf: no built site in ${dist}/ (run \`npm run build\` first, or \`npm run perf\`).`);
  process.exit(1);
}
const chromePath = findChromium();
if (!chromePath) {
  console.error('perf: no Chromium found. Set CHROMIUM_PATH, or run `node scripts/chromium.mjs`.');
  process.exit(1);
}

const server = await startServer(dist, port, 'perf');
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
const rows = [];
let version = '';
/** One Lighthouse run of one page: the four scores, the vitals, and why a target was missed. */
async function measure(path, run) {
  const result = await lighthouse(`http://127.0.0.1:${port}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: Object.keys(TARGETS),
  });
  const { categories, audits } = result.lhr;
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(join(REPORTS, `${path.replace(/\W+/g, '_')}-${run}.json`), JSON.stringify(result.lhr));
  }
  version = result.lhr.lighthouseVersion;
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  // Why a category missed its target: its weighted audits that scored low (and what shifted, for CLS).
  const failing = Object.entries(TARGETS).flatMap(([id, min]) =>
    score(id) >= min
      ? []
      : categories[id].auditRefs
          .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < (id === 'performance' ? 0.9 : 1))
          .map((ref) => `${ref.id}${audits[ref.id].displayValue ? ` (${audits[ref.id].displayValue})` : ''}`),
  );
  for (const item of audits['layout-shifts']?.details?.items ?? []) {
    if (item.score >= 0.01) failing.push(`shift ${item.score.toFixed(3)}: ${item.node?.selector ?? item.node?.snippet ?? '?'}`);
  }
  return {
    page: path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    failing,
  };
}

try {
  // One run thrown away first: a freshly started Chromium paints its first page late (seen as a 2+ s first paint on
  // whichever page came first), which says nothing about the page.
  await measure(PAGES[0], 'warm-up');
  for (const path of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measure(path, run));
    runs.sort((a, b) => a.performance - b.performance);
    rows.push({ ...runs[Math.floor(runs.length / 2)], runs: runs.map((r) => r.performance) });
  }
} finally {
  await chrome.kill();
  server.kill();
}

const pad = (text, width) => String(text).padEnd(width);
console.log(
  `Lighthouse ${version} — mobile emulation (default config), median of ${RUNS} run(s), ${chromePath}, ${dist}/ served by scripts/serve.mjs`,
);
console.log(
  `${pad('page', 20)}${pad('perf', 6)}${pad('runs', 12)}${pad('a11y', 6)}${pad('b.p.', 6)}${pad('seo', 6)}${pad('LCP', 9)}${pad('CLS', 7)}${pad('TBT', 8)}why (when a target is missed) / layout shifts`,
);
for (const r of rows) {
  console.log(
    `${pad(r.page, 20)}${pad(r.performance, 6)}${pad(r.runs.join('/'), 12)}${pad(r.accessibility, 6)}${pad(r['best-practices'], 6)}${pad(r.seo, 6)}${pad(`${r.lcpMs} ms`, 9)}${pad(r.cls, 7)}${pad(`${r.tbtMs} ms`, 8)}${r.failing.join('; ')}`,
  );
}
console.log(JSON.stringify({ lighthouse: rows.map(({ failing, ...r }) => r), targets: TARGETS }));

const missed = rows.flatMap((r) =>
  Object.entries(TARGETS)
    .filter(([id, min]) => r[id] < min)
    .map(([id, min]) => `${r.page} ${id} ${r[id]} < ${min}`),
);
if (missed.length > 0) {
  console.error(`\nLighthouse targets missed:\n- ${missed.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll Lighthouse targets met.');
