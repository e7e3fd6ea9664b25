// The declaration's solve as the site runs it: in Chromium, from the built site's worker, two workers warmed first, half the placements each.
//
//   npm run build && npm run bench:declaration-page [-- --positions 100]
//
// bench-solver.ts measures the solve's CPU time in Node (`declarationTwoWorkers…`). This measures what a player waits
// for on the page: the first declarer's solve after a Joker exchange (bench-solver's deals: `second`, only the other
// exchanged, and `both`) and the review's judgement of a declaration (`reviewAfterExchange`'s deals), each in a new
// page with two new workers (ai.worker.ts) warmed as the play page warms them in the auction (a small solve each), then
// the two parts posted at once; the time is the wall time until the slower part answers. Wall time on a shared machine:
// the load average is printed with the figures.
import { readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { playerView } from '../src/engine/index.ts';
import { declarationReviewProblem } from '../src/engine/solver/index.ts';
import type { DeclarationSource } from '../src/components/play/computer/declarationPart.ts';
import { findTestBrowser } from './chromium.mjs';
import { dealWithExchange, positionAtDeclaration } from './solver-positions.ts';

import { startServer } from './start-server.mjs';

const args = process.argv.slice(2);
const at = args.indexOf('--positions');
const positions = at >= 0 ? Number(args[at + 1]) : 100;
if (!Number.isInteger(positions) || positions <= 0) throw new Error('--positions needs a whole number');
const PORT = 4397;

const worker = readdirSync('dist/_astro').find((file) => /^ai\.worker.*\.js$/.test(file));
if (worker === undefined) throw new Error('bench:declaration-page: no built worker in dist/_astro (run `npm run build` first)');

function stats(times: number[]): { p50: number; p95: number; max: number } {
  const sorted = times.slice().sort((a, b) => a - b);
  const q = (p: number): number => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]);
  return { p50: q(0.5), p95: q(0.95), max: q(1) };
}

/**
 * The solves of a case, each named: the first declarer's view (bench-solver's deals), or with `review` the review's
 * judgement of each declaration that had placements (bench-solver's `reviewAfterExchange` deals).
 */
function sources(exchange: 'second' | 'both' | 'review', count: number): [string, DeclarationSource][] {
  const out: [string, DeclarationSource][] = [];
  for (let i = 0; i < count; i++) {
    if (exchange === 'review') {
      const deal = dealWithExchange(`bench-review:1:${i}`);
      for (const player of [0, 1] as const) {
        const review = { deal, player, jokers: true, trickRule: 'parlett' } as const;
        if ((declarationReviewProblem(review)?.problem.layouts.length ?? 0) > 1) out.push([`review:${i}:${player}`, { review }]);
      }
      continue;
    }
    const s = positionAtDeclaration(`bench-declaration:1:${i}`, true, exchange === 'both' ? true : 'second');
    if (s.phase !== 'melds') throw new Error('not at the declaration');
    out.push([`${exchange}:${i}`, { view: playerView(s, s.toAct) }]);
  }
  return out;
}

const server = await startServer('dist', PORT, 'bench:declaration-page');
const browser = await chromium.launch({ executablePath: findTestBrowser() });
const load = loadavg()[0];
const out: Record<string, { p50: number; p95: number; max: number }> = {};
const warmUps: number[] = [];
try {
  for (const [name, exchange] of [
    ['pageTwoWorkersOneExchange', 'second'],
    ['pageTwoWorkersExchange', 'both'],
    ['pageReviewTwoWorkers', 'review'],
  ] as const) {
    const times: number[] = [];
    for (const [label, source] of sources(exchange, Math.ceil(positions / 5))) {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${PORT}/`);
      const timed = await page.evaluate(
        async ({ url, source }) => {
          const call = (w: Worker, message: object): Promise<unknown> =>
            new Promise((resolve, reject) => {
              w.onmessage = (event) => resolve(event.data);
              w.onerror = () => reject(new Error('worker failed'));
              w.postMessage(message);
            });
          const workers = [0, 1].map(() => new Worker(url, { type: 'module' }));
          const warmFrom = performance.now();
          await Promise.all(workers.map((w) => call(w, { kind: 'warm-up' })));
          const from = performance.now();
          const parts = await Promise.all(workers.map((w, part) => call(w, { id: 1, kind: 'declaration-part', source, part, parts: 2 })));
          const time = performance.now() - from;
          workers.forEach((w) => w.terminate());
          if (!parts.every((reply) => (reply as { ok?: boolean }).ok === true)) throw new Error('a part failed');
          return { warmUp: from - warmFrom, time };
        },
        { url: `/_astro/${worker}`, source },
      );
      await page.close();
      times.push(timed.time);
      warmUps.push(timed.warmUp);
      process.stderr.write(`${label} ${Math.round(timed.time)} ms (warm-up ${Math.round(timed.warmUp)} ms)\n`);
    }
    out[name] = stats(times);
  }
} finally {
  await browser.close();
  server.kill();
}
console.log(
  JSON.stringify({ ...out, warmUp: stats(warmUps), loadBefore: Math.round(load * 10) / 10, loadAfter: Math.round(loadavg()[0] * 10) / 10 }),
);
