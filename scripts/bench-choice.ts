// The benchmarks' random choice of moves (their own xorshift32: the engine's generator lives inside the game state).

let choiceSeed = 0x9e3779b9;

/** Start the stream of choices again from `seed` (a nonzero 32-bit integer). */
export function reseedChoices(seed: number): void {
  choiceSeed = seed | 0 || 1;
}

/** A number in [0, n), uniform to within 2^-24 for the n a deal needs. */
export function choose(n: number): number {
  choiceSeed ^= choiceSeed << 13;
  choiceSeed ^= choiceSeed >>> 17;
  choiceSeed ^= choiceSeed << 5;
  // 30 bits, not 32: the remainder of a small integer stays in integer arithmetic (of a 32-bit unsigned one, V8
  // takes a floating-point remainder, which cost ~7% of a kernel deal).
  return (choiceSeed >>> 2) % n;
}
