// Train the auction's leaf model (src/engine/ai/leaf-model.ts) on exactly solved deals (scripts/leaf-positions.ts) and write its weights.
//
//   node scripts/train-leaf-model.ts --data a.jsonl,b.jsonl [--epochs 40] [--seed 1] [--decay 0.01] [--write]
//
// The shipped weights: `scripts/leaf-positions.ts --seed 1` over deals 0–14463 (a.jsonl) and 30000–44267 (b.jsonl), two
// processes, about 40 minutes on two cores; then this with the defaults and --write (about a minute).
// The last tenth of the positions is held out. Printed: the held-out error of the network (float and as shipped, in
// 8-bit weights) and, for comparison, of what the search used before, one rules-of-thumb playout of the rest of the deal.
// --write writes src/engine/ai/leaf-weights.ts. The same data, epochs and seed give the same weights.
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { LEAF_HIDDEN, LEAF_INPUTS, LEAF_SCALE, leafForward, leafInputs } from '../src/engine/ai/leaf-model.ts';
import type { LeafNetwork } from '../src/engine/ai/leaf-model.ts';
import { encodeLeafNetwork, decodeLeafNetwork } from '../src/engine/ai/leaf-weights-codec.ts';
import { kernelPlayout } from '../src/engine/ai/kernel-playout.ts';
import { Kernel } from '../src/engine/kernel/kernel.ts';
import { DECLARE_STEP, MELDS } from '../src/engine/kernel/scratch.ts';
import { Rng, seedRng } from '../src/engine/rng.ts';
import { NO_SCORE_YET } from '../src/engine/scoring.ts';
import type { PlayerIndex } from '../src/engine/index.ts';

interface Position {
  first: PlayerIndex;
  hands: number[][];
  piles: number[][];
  value: number;
  exact: boolean;
}

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i++) {
  if (process.argv[i] === '--write') args.set('--write', 'yes');
  else args.set(process.argv[i], process.argv[++i]);
}
const files = (args.get('--data') ?? '').split(',').filter(Boolean);
const epochs = Number(args.get('--epochs') ?? 40);
const seed = Number(args.get('--seed') ?? 1);
const decay = Number(args.get('--decay') ?? 0.01);
const positions: Position[] = files.flatMap((f) =>
  readFileSync(f, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Position)
    .filter((p) => p.exact),
);
if (positions.length < 100) throw new Error(`only ${positions.length} positions in ${files.join(', ')}`);

/** The four card groups of a position, the first player's first (leafInputs' order). */
function groupsOf(p: Position) {
  const o = p.first === 0 ? 1 : 0;
  const lists = [p.hands[p.first], p.hands[o], p.piles[p.first], p.piles[o]].map((ids) => Uint8Array.from(ids));
  return { lists, offsets: [0, 0, 0, 0], lengths: lists.map((l) => l.length) };
}

const n = positions.length;
const X = new Float32Array(n * LEAF_INPUTS);
const Y = new Float32Array(n);
for (let i = 0; i < n; i++) {
  const p = positions[i];
  leafInputs(groupsOf(p), X.subarray(i * LEAF_INPUTS, (i + 1) * LEAF_INPUTS));
  // The first player's value, in units of LEAF_SCALE.
  Y[i] = ((p.first === 0 ? 1 : -1) * p.value) / LEAF_SCALE;
}
const nTrain = Math.floor(n * 0.9);

const rng = new Rng(seedRng(`leaf-model:${seed}`));
const uniform = (limit: number) => (rng.below(1 << 30) / (1 << 30)) * 2 * limit - limit;
const [H1, H2] = LEAF_HIDDEN;
const net = {
  w1: Float32Array.from({ length: LEAF_INPUTS * H1 }, () => uniform(Math.sqrt(6 / LEAF_INPUTS))),
  b1: new Float32Array(H1),
  w2: Float32Array.from({ length: H1 * H2 }, () => uniform(Math.sqrt(6 / H1))),
  b2: new Float32Array(H2),
  w3: Float32Array.from({ length: H2 }, () => uniform(Math.sqrt(6 / H2))),
  b3: new Float32Array(1),
};
type Params = keyof typeof net;
const names = Object.keys(net) as Params[];
const grads = Object.fromEntries(names.map((k) => [k, new Float32Array(net[k].length)])) as Record<Params, Float32Array>;
const m1 = Object.fromEntries(names.map((k) => [k, new Float32Array(net[k].length)])) as Record<Params, Float32Array>;
const m2 = Object.fromEntries(names.map((k) => [k, new Float32Array(net[k].length)])) as Record<Params, Float32Array>;
const asNetwork = (): LeafNetwork => ({ ...net, b3: net.b3[0] });

const h1 = new Float32Array(H1);
const h2 = new Float32Array(H2);
const d1 = new Float32Array(H1);
const d2 = new Float32Array(H2);

/** Add the gradient of one sample's squared error to `grads`; returns the error. */
function backward(i: number): number {
  const x = X.subarray(i * LEAF_INPUTS, (i + 1) * LEAF_INPUTS);
  const y = leafForward(asNetwork(), x, h1, h2);
  const e = y - Y[i];
  grads.b3[0] += e;
  d2.fill(0);
  for (let j = 0; j < H2; j++)
    if (h2[j] > 0) {
      grads.w3[j] += e * h2[j];
      d2[j] = e * net.w3[j];
      grads.b2[j] += d2[j];
    }
  d1.fill(0);
  for (let a = 0; a < H1; a++) {
    if (h1[a] <= 0) continue;
    let sum = 0;
    for (let j = 0; j < H2; j++) {
      grads.w2[a * H2 + j] += h1[a] * d2[j];
      sum += net.w2[a * H2 + j] * d2[j];
    }
    d1[a] = sum;
    grads.b1[a] += sum;
  }
  for (let k = 0; k < LEAF_INPUTS; k++) {
    const xv = x[k];
    if (xv === 0) continue;
    for (let a = 0; a < H1; a++) grads.w1[k * H1 + a] += xv * d1[a];
  }
  return e;
}

let step = 0;
function adam(rate: number, batch: number): void {
  step++;
  const c1 = 1 - 0.9 ** step;
  const c2 = 1 - 0.999 ** step;
  for (const k of names) {
    const w = net[k];
    const g = grads[k];
    for (let j = 0; j < w.length; j++) {
      const gj = g[j] / batch + (k === 'w1' || k === 'w2' ? decay * w[j] : 0);
      m1[k][j] = 0.9 * m1[k][j] + 0.1 * gj;
      m2[k][j] = 0.999 * m2[k][j] + 0.001 * gj * gj;
      w[j] -= (rate * (m1[k][j] / c1)) / (Math.sqrt(m2[k][j] / c2) + 1e-8);
    }
    g.fill(0);
  }
}

function heldOutError(network: LeafNetwork): { rmse: number; corr: number } {
  const predicted: number[] = [];
  const actual: number[] = [];
  for (let i = nTrain; i < n; i++) {
    predicted.push(leafForward(network, X.subarray(i * LEAF_INPUTS, (i + 1) * LEAF_INPUTS)) * LEAF_SCALE);
    actual.push(Y[i] * LEAF_SCALE);
  }
  return agreement(predicted, actual);
}

function agreement(predicted: number[], actual: number[]): { rmse: number; corr: number } {
  const m = predicted.length;
  const mean = (a: number[]) => a.reduce((s, v) => s + v, 0) / m;
  const mp = mean(predicted);
  const ma = mean(actual);
  let sse = 0;
  let cov = 0;
  let vp = 0;
  let va = 0;
  for (let i = 0; i < m; i++) {
    sse += (predicted[i] - actual[i]) ** 2;
    cov += (predicted[i] - mp) * (actual[i] - ma);
    vp += (predicted[i] - mp) ** 2;
    va += (actual[i] - ma) ** 2;
  }
  return { rmse: Math.round(Math.sqrt(sse / m) * 10) / 10, corr: Math.round((cov / Math.sqrt(vp * va)) * 1000) / 1000 };
}

/** What the search used before: one rules-of-thumb playout from the declaration, on the held-out positions. */
function playoutError(): { rmse: number; corr: number } {
  const k = new Kernel();
  const prng = new Rng(seedRng(`leaf-playout:${seed}`));
  const predicted: number[] = [];
  const actual: number[] = [];
  for (let i = nTrain; i < n; i++) {
    const p = positions[i];
    for (const q of [0, 1] as const) {
      k.handLength[q] = p.hands[q].length;
      k.hands.set(p.hands[q], q * 16);
      k.pileLength[q] = p.piles[q].length;
      k.piles.set(p.piles[q], q * 16);
      k.trumps[q] = -1;
      k.tricksWon[q] = 0;
      k.meldPoints[q] = 0;
    }
    Object.assign(k, {
      phase: MELDS,
      step: DECLARE_STEP,
      toAct: p.first,
      firstPlayer: p.first,
      declared: 0,
      score: NO_SCORE_YET,
      rule: 'parlett',
    });
    predicted.push((p.first === 0 ? 1 : -1) * kernelPlayout(k, 0, prng, { epsilon: 0.1 }));
    actual.push(Y[i] * LEAF_SCALE);
  }
  return agreement(predicted, actual);
}

let order = Array.from({ length: nTrain }, (_, i) => i);
const batch = 64;
const started = performance.now();
for (let epoch = 0; epoch < epochs; epoch++) {
  order = rng.shuffled(order);
  const rate = 2e-3 * (epoch < epochs * 0.5 ? 1 : epoch < epochs * 0.8 ? 0.3 : 0.1);
  let sse = 0;
  for (let b = 0; b < nTrain; b += batch) {
    const end = Math.min(nTrain, b + batch);
    for (let t = b; t < end; t++) sse += backward(order[t]) ** 2;
    adam(rate, end - b);
  }
  const held = heldOutError(asNetwork());
  process.stderr.write(
    `epoch ${epoch + 1}: train rmse ${(Math.sqrt(sse / nTrain) * LEAF_SCALE).toFixed(1)}, held out ${JSON.stringify(held)}, ${Math.round((performance.now() - started) / 1000)} s\n`,
  );
}
const encoded = encodeLeafNetwork(asNetwork());
const shipped = decodeLeafNetwork(encoded);
console.log(
  JSON.stringify({
    positions: n,
    heldOut: n - nTrain,
    network: heldOutError(asNetwork()),
    shipped: heldOutError(shipped),
    playout: playoutError(),
    weightsChars: encoded.length,
  }),
);
if (args.has('--write')) {
  const source = `// Generated by scripts/train-leaf-model.ts (${n} positions, ${epochs} epochs, decay ${decay}, seed ${seed}): the leaf model's weights, 8 bits each.\nexport const LEAF_WEIGHTS = '${encoded}';\n`;
  const file = new URL('../src/engine/ai/leaf-weights.ts', import.meta.url);
  writeFileSync(file, await format(source, { ...(await resolveConfig(file)), parser: 'typescript' }));
}
