// The review's judgement of a deal's auction as the site runs it: in Chromium, two new workers of the built site, a whole deal's decisions of one seat.
//
//   npm run build && ./node_modules/.bin/node scripts/bench-auction-review.ts [--deals 20] [--live 5]
//
// The worst case for the page: nothing was judged during the deal's tricks (a replay, a friend game's review), so the
// whole auction is judged after the deal ends (a live game begins it at the first trick: what is left to wait for then is
// this time less the tricks and the play-off). Each deal (a one-deal game between two "hard" players, Jokers on every
// other deal) is judged in a new page, its two parts posted at once to two new workers; the time is the wall time until
// the slower part ends, from the post (the workers' start included). Wall time on a shared machine: the load average is
// printed with the figures. Node's CPU time for the same judgements comes too (`nodeCpuMs`, one thread).
//
// With `--live N`: N one-deal games on the play page against "easy", the person's side played at once by the browser
// tests' driver (the first choice each time, no pause: the tricks take seconds, not the minutes a person takes), and
// "Review this deal" pressed as the game ends; the time is from the end of the game to data-review="done" (every
// decision judged and on screen, the tricks and the play-off too): `liveAfterDealMs`.
import { readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { applyAction, newGame, playerView, playersToAct } from '../src/engine/index.ts';
import type { DealRecord, GameState } from '../src/engine/index.ts';
import { AUCTION_REVIEW_SEED, AUCTION_REVIEW_WORK, decide, judgeDealAuction } from '../src/engine/ai/index.ts';
import { findTestBrowser } from './chromium.mjs';
import { startServer } from './start-server.mjs';

const args = process.argv.slice(2);
const at = args.indexOf('--deals');
const deals = at >= 0 ? Number(args[at + 1]) : 20;
if (!Number.isInteger(deals) || deals < 0) throw new Error('--deals needs a whole number');
const liveAt = args.indexOf('--live');
const liveGames = liveAt >= 0 ? Number(args[liveAt + 1]) : 0;
if (!Number.isInteger(liveGames) || liveGames < 0) throw new Error('--live needs a whole number');
const PORT = 4441;

const worker = readdirSync('dist/_astro').find((file) => /^ai\.worker.*\.js$/.test(file));
if (worker === undefined) throw new Error('bench-auction-review: no built worker in dist/_astro (run `npm run build` first)');

/**
 * Plays the person's side to the end of the deal in the page: the first choice offered, the first listed play-off
 * combination, or a pass (the browser tests' driver does the same, one decision per round trip; here the whole game in one).
 */
async function playGame(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const root = () => document.querySelector('[data-game-phase]') as HTMLElement;
    // The deal's end: the game's, or a tied deal's (equal totals play another deal: its review is offered there too).
    const over = () => root().dataset.gamePhase === 'game-over' || root().dataset.gamePhase === 'deal-over';
    const pick = (): HTMLElement | null =>
      root().dataset.gamePhase === 'play-off'
        ? (document.querySelector<HTMLElement>('[data-suggestion]') ?? document.querySelector<HTMLElement>('[data-name="pass"]'))
        : document.querySelector<HTMLElement>('[data-choice-group="active"] [data-choice]:not([aria-disabled="true"])');
    for (let i = 0; i < 600 && !over(); i++) {
      const count = root().dataset.actionCount;
      await new Promise<void>((resolve) => {
        const ready = () => over() || (root().dataset.turn === 'human' && pick() !== null);
        if (ready()) return resolve();
        const observer = new MutationObserver(() => (ready() ? (observer.disconnect(), resolve()) : undefined));
        observer.observe(document.body, { subtree: true, attributes: true, childList: true });
      });
      if (over()) return;
      pick()?.click();
      await new Promise<void>((resolve) => {
        const observer = new MutationObserver(() =>
          root().dataset.actionCount !== count ? (observer.disconnect(), resolve()) : undefined,
        );
        observer.observe(document.body, { subtree: true, attributes: true, childList: true });
      });
    }
  });
}

function stats(times: number[]): { p50: number; p95: number; max: number } {
  const sorted = times.slice().sort((a, b) => a - b);
  const q = (p: number): number => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]);
  return { p50: q(0.5), p95: q(0.95), max: q(1) };
}

/** A finished one-deal game between two "medium" players (quick to play, a person's kind of auction), seen by player 0. */
function playedDeal(seed: string, jokers: boolean): DealRecord {
  let state: GameState = newGame({ seed, jokers, target: 1 });
  while (state.phase !== 'deal-over' && state.phase !== 'game-over') {
    for (const player of playersToAct(state)) {
      const view = playerView(state, player);
      if (view.legalActions.length > 0) state = applyAction(state, decide(view, 'medium', 1).action);
    }
  }
  return playerView(state, 0).deals[0];
}

const inputs = Array.from({ length: deals }, (_, i) => {
  const jokers = i % 2 === 1;
  return { deal: playedDeal(`bench-auction-review:${i}`, jokers), player: 0, jokers, trickRule: 'parlett' } as const;
});
const server = await startServer('dist', PORT, 'bench-auction-review');
const browser = await chromium.launch({ executablePath: findTestBrowser() });
const load = loadavg()[0];
const times: number[] = [];
const cpu: number[] = [];
const live: number[] = [];
try {
  for (let g = 0; g < liveGames; g++) {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${PORT}/play/?seed=bench-auction-live-${g}&target=1&opponent=easy&jokers=${g % 2}&fast=1`);
    await page.locator('[data-game-phase]').waitFor();
    await playGame(page);
    const from = Date.now();
    const review = page.locator('[data-review]').first();
    await review.locator('[data-review-open]').click();
    await review.and(page.locator('[data-review="done"]')).waitFor({ timeout: 300_000 });
    live.push(Date.now() - from);
    process.stderr.write(`live game ${g}: ${live[live.length - 1]} ms from the end of the deal to every decision judged\n`);
    await page.close();
  }
  for (const [i, source] of inputs.entries()) {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${PORT}/`);
    const time = await page.evaluate(
      async ({ url, source }) => {
        const judge = (part: number): Promise<void> =>
          new Promise((resolve, reject) => {
            const w = new Worker(url, { type: 'module' });
            // The pool's replies (pool.ts): progress reports, then the result or the handler's error.
            w.onmessage = (event: MessageEvent<{ id: number; progress?: unknown; ok?: boolean; error?: string }>) => {
              if (event.data.id !== part || 'progress' in event.data) return;
              w.terminate();
              if (event.data.ok) resolve();
              else reject(new Error(event.data.error));
            };
            w.onerror = () => reject(new Error('worker failed'));
            w.postMessage({ id: part, kind: 'auction-judge', args: { source, part, parts: 2 } });
          });
        const from = performance.now();
        await Promise.all([judge(0), judge(1)]);
        return performance.now() - from;
      },
      { url: `/_astro/${worker}`, source },
    );
    await page.close();
    const from = process.cpuUsage();
    const { total } = judgeDealAuction(source, { seed: AUCTION_REVIEW_SEED, work: AUCTION_REVIEW_WORK });
    const used = process.cpuUsage(from);
    cpu.push((used.user + used.system) / 1000);
    times.push(time);
    process.stderr.write(
      `deal ${i} (${total} decisions): ${Math.round(time)} ms in the page, ${Math.round(cpu[cpu.length - 1])} ms CPU in Node\n`,
    );
  }
} finally {
  await browser.close();
  server.kill();
}
console.log(
  JSON.stringify({
    ...(times.length > 0 ? { pageTwoWorkersMs: stats(times), nodeCpuMs: stats(cpu) } : {}),
    ...(live.length > 0 ? { liveAfterDealMs: stats(live), liveGames } : {}),
    deals,
    loadBefore: Math.round(load * 10) / 10,
    loadAfter: Math.round(loadavg()[0] * 10) / 10,
  }),
);
