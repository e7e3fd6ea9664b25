// Deck cryptography benchmark: CPU time per player per deal (shuffle, locks, every reveal, the engine checks, the audit) and per move.
//
//   npm run bench:deck [-- --deals 20 --jokers]
//
// Two in-memory peers play random whole deals through the protocol (tests/peer/harness.ts). Each peer's calls
// (start, act, receive) are timed in this process's CPU time (user + system), not wall time: the machine is shared.
// Prints one JSON line: ms per player per deal p50 / p95 / max (and by seat: the inviter makes two of the three
// passes, the friend one), ms per move (a move made plus the same move checked on arrival, with its keys)
// p50 / p95, and setupMs: the one-time tables a page builds before its first deal (Peer.prepare, run while
// waiting for the friend), timed first and not counted in the deals. Goals: ≤ 200 ms per player per deal,
// ≤ 2 ms per move.
// Measured on the 2-core machine shared by other jobs (load average 7-14), 20 deals: 146-171 ms p50 and 164-193 ms
// p95 per player per deal (Jokers a little slower), 0.02 ms p50 and 1.0-1.25 ms p95 per move, setup 0.22-0.28 s.
// Before (four passes, pippenger, every point decoded twice): 248-284 ms p50, 260-323 ms p95.
import { Match, seededRandom } from '../tests/peer/harness.ts';
import { Peer } from '../src/peer/index.ts';

function parseArgs(argv: string[]): { deals: number; jokers: boolean } {
  const options = { deals: 20, jokers: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--jokers') options.jokers = true;
    else if (argv[i] === '--deals' && Number.isInteger(Number(argv[i + 1]))) options.deals = Number(argv[++i]);
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  return options;
}

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] * 100) / 100;
}

/** Time every call into a peer; move-kind messages and own moves also go to `moves`. */
function timed(peer: Peer, total: { ms: number }, moves: number[]): void {
  const receive = peer.receive.bind(peer);
  const act = peer.act.bind(peer);
  const start = peer.start.bind(peer);
  peer.receive = (text: unknown) => {
    const t = cpuMs();
    const result = receive(text);
    const ms = cpuMs() - t;
    total.ms += ms;
    if (typeof text === 'string' && /"kind":"(move|bid-reveal)"/.test(text)) moves.push(ms);
    return result;
  };
  peer.act = (action) => {
    const t = cpuMs();
    const result = act(action);
    const ms = cpuMs() - t;
    total.ms += ms;
    if (action.type !== 'next-deal') moves.push(ms);
    return result;
  };
  peer.start = () => {
    const t = cpuMs();
    const result = start();
    total.ms += cpuMs() - t;
    return result;
  };
}

const { deals, jokers } = parseArgs(process.argv.slice(2));
const setupStart = cpuMs();
new Peer({ seat: 0, options: { jokers, trickRule: 'parlett', target: 100_000 }, random: seededRandom('bench-setup') }).prepare();
const setupMs = Math.round(cpuMs() - setupStart);
const perDeal: number[] = [];
const perSeat: [number[], number[]] = [[], []];
const moves: number[] = [];
const WARM_UP = 2;
for (let i = 0; i < deals + WARM_UP; i++) {
  const totals = [{ ms: 0 }, { ms: 0 }];
  const sampleMoves: number[] = [];
  // A fresh match per deal, so the deal includes its start (hello, commitments, the four passes).
  const match = new Match({ jokers, trickRule: 'parlett', target: 100_000 }, `bench-${i}`, (peer, seat) =>
    timed(peer, totals[seat], sampleMoves),
  );
  if (!match.play(1)) throw new Error('a peer stopped the game');
  if (i < WARM_UP) continue;
  perDeal.push(totals[0].ms, totals[1].ms);
  perSeat[0].push(totals[0].ms);
  perSeat[1].push(totals[1].ms);
  moves.push(...sampleMoves);
}
console.log(
  JSON.stringify({
    deals,
    jokers,
    msPerPlayerPerDeal: { p50: percentile(perDeal, 0.5), p95: percentile(perDeal, 0.95), max: percentile(perDeal, 1) },
    msPerDealBySeat: perSeat.map((ms) => ({ p50: percentile(ms, 0.5), p95: percentile(ms, 0.95) })),
    msPerMove: { p50: percentile(moves, 0.5), p95: percentile(moves, 0.95), count: moves.length },
    setupMs,
  }),
);
