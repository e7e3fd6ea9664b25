// Training positions for the auction's leaf model: deals whose auction the rules of thumb played, each solved exactly at the declaration.
//
//   node scripts/leaf-positions.ts --from 0 --to 1000 --seed 1 --out /tmp/leaves-0.jsonl
//
// Each line: the R3 player, both trick hands and both bid piles (card ids) and the exact deal value (player 0's total
// minus player 1's, both declaring and playing perfectly). The same seed and range give the same lines.
import { appendFileSync, writeFileSync } from 'node:fs';
import { CARDS } from '../src/engine/cards.ts';
import { newGame } from '../src/engine/index.ts';
import { Kernel, loadKernel } from '../src/engine/kernel/kernel.ts';
import { kernelAuctionOut } from '../src/engine/ai/kernel-playout.ts';
import { Rng, seedRng } from '../src/engine/rng.ts';
import { forgetSolutions, solveBestDeclaration } from '../src/engine/solver/index.ts';
import type { PlayerIndex } from '../src/engine/index.ts';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i], process.argv[i + 1]);
const from = Number(args.get('--from') ?? 0);
const to = Number(args.get('--to') ?? 100);
const seed = Number(args.get('--seed') ?? 1);
const out = args.get('--out') ?? '/tmp/leaves.jsonl';
writeFileSync(out, '');
const k = new Kernel();
const started = performance.now();
for (let i = from; i < to; i++) {
  const rng = new Rng(seedRng(`leaf:${seed}:${i}`));
  loadKernel(k, newGame({ seed: `leaf:${seed}:${i}`, jokers: false, target: 1 }));
  // The search's leaves come after its own playouts' auctions (exploration 0.1) and after real players' bids: a wider mix.
  kernelAuctionOut(k, rng, [0.1, 0.3, 0.6][i % 3]);
  const ids = (list: Uint8Array, p: number, n: number) => Array.from(list.subarray(p * 16, p * 16 + n));
  const hands = [ids(k.hands, 0, k.handLength[0]), ids(k.hands, 1, k.handLength[1])];
  const piles = [ids(k.piles, 0, k.pileLength[0]), ids(k.piles, 1, k.pileLength[1])];
  const first = k.firstPlayer as PlayerIndex;
  forgetSolutions();
  const solved = solveBestDeclaration(
    {
      layouts: [
        {
          hands: [hands[0].map((id) => CARDS[id]), hands[1].map((id) => CARDS[id])],
          playOffHands: [piles[0].map((id) => CARDS[id]), piles[1].map((id) => CARDS[id])],
        },
      ],
      firstPlayer: first,
      player: first,
      otherTrump: null,
      budget: 1_000_000,
    },
    [],
  );
  const value = solved.values[solved.best]! * (first === 0 ? 1 : -1);
  appendFileSync(out, JSON.stringify({ first, hands, piles, value, exact: solved.exact }) + '\n');
  if ((i - from) % 100 === 99) process.stderr.write(`${i + 1 - from} in ${Math.round((performance.now() - started) / 1000)} s\n`);
}
