// The declaration's solve as the site runs it: in Chromium, from the built site's worker, two workers warmed first, half the placements each.
//
//   npm run build && npm run bench:declaration-page [-- --positions 100] [-- --base /tmp/base/dist]
//
// With --base, the same solves also run from another build's worker (served beside this one), each position on both in
// turn: an A/B on the same machine at the same time (the messages suit the pool's worker and the older one alike).
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
import type { DeclarationSource } from '../src/components/computer/handlers.ts';
import { findTestBrowser } from './chromium.mjs';
import { dealWithExchange, positionAtDeclaration } from './solver-positions.ts';

import { startServer } from './start-server.mjs';

const args = process.argv.slice(2);
const at = args.indexOf('--positions');
const positions = at >= 0 ? Number(args[at + 1]) : 100;
if (!Number.isInteger(positions) || positions <= 0) throw new Error('--positions needs a whole number');
const baseAt = args.indexOf('--base');
const base = baseAt >= 0 ? args[baseAt + 1] : null;
const PORT = 4397;

/** The built worker of a site (its file name has a hash). */
function workerOf(dist: string): string {
  const found = readdirSync(`${dist}/_astro`).find((file) => /^ai\.worker.*\.js$/.test(file));
  if (found === undefined) throw new Error(`bench:declaration-page: no built worker in ${dist}/_astro (run \`npm run build\` first)`);
  return found;
}
const sites = [{ name: 'this', dist: 'dist', port: PORT, worker: workerOf('dist') }];
if (base !== null) sites.push({ name: 'base', dist: base, port: PORT + 1, worker: workerOf(base) });

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

/**
 * One solve in a new page of `site`: two new workers warmed (a small solve each, as the play page warms them in the
 * auction), then the two parts posted at once; the wall time until the slower part answers. A message carries its
 * arguments both as the pool's worker reads them (`args`) and as the older worker did (at the top).
 */
async function timeSolve(site: (typeof sites)[number], source: DeclarationSource): Promise<{ warmUp: number; time: number }> {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${site.port}/`);
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
      await Promise.all(workers.map((w) => call(w, { id: 0, kind: 'warm-up', args: null })));
      const from = performance.now();
      const parts = await Promise.all(
        workers.map((w, part) => call(w, { id: 1, kind: 'declaration-part', source, part, parts: 2, args: { source, part, parts: 2 } })),
      );
      const time = performance.now() - from;
      workers.forEach((w) => w.terminate());
      if (!parts.every((reply) => (reply as { ok?: boolean }).ok === true)) throw new Error('a part failed');
      return { warmUp: from - warmFrom, time };
    },
    { url: `/_astro/${site.worker}`, source },
  );
  await page.close();
  return timed;
}

const servers = await Promise.all(sites.map((site) => startServer(site.dist, site.port, 'bench:declaration-page')));
const browser = await chromium.launch({ executablePath: findTestBrowser() });
const load = loadavg()[0];
const out: Record<string, { p50: number; p95: number; max: number }> = {};
const warmUps: Record<string, number[]> = Object.fromEntries(sites.map((site) => [site.name, []]));
try {
  for (const [name, exchange] of [
    ['pageTwoWorkersOneExchange', 'second'],
    ['pageTwoWorkersExchange', 'both'],
    ['pageReviewTwoWorkers', 'review'],
  ] as const) {
    const times: Record<string, number[]> = Object.fromEntries(sites.map((site) => [site.name, []]));
    let turn = 0;
    for (const [label, source] of sources(exchange, Math.ceil(positions / 5))) {
      // Each side first in turn, so neither always meets the machine as the other left it.
      const order = turn++ % 2 === 0 ? sites : sites.slice().reverse();
      for (const site of order) {
        const timed = await timeSolve(site, source);
        times[site.name].push(timed.time);
        warmUps[site.name].push(timed.warmUp);
        process.stderr.write(`${site.name} ${label} ${Math.round(timed.time)} ms (warm-up ${Math.round(timed.warmUp)} ms)\n`);
      }
    }
    for (const site of sites) out[base === null ? name : `${name}:${site.name}`] = stats(times[site.name]);
  }
} finally {
  await browser.close();
  for (const server of servers) server.kill();
}
const warm = Object.fromEntries(sites.map((site) => [base === null ? 'warmUp' : `warmUp:${site.name}`, stats(warmUps[site.name])]));
console.log(JSON.stringify({ ...out, ...warm, loadBefore: Math.round(load * 10) / 10, loadAfter: Math.round(loadavg()[0] * 10) / 10 }));
