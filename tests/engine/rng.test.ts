// The seeded generator's helpers: chance(p) is the comparison the computer used to write out, draw for draw.
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../src/engine/rng.ts';

describe('Rng.chance', () => {
  it('gives exactly next() / 2^32 < p, one draw per call, for the same seed', () => {
    for (const p of [0, 0.1, 0.3, 0.5, 0.999, 1]) {
      const a = new Rng(seedRng(`chance-${p}`));
      const b = new Rng(seedRng(`chance-${p}`));
      for (let i = 0; i < 2000; i++) expect(a.chance(p)).toBe(b.next() / 4294967296 < p);
      expect(a.state()).toEqual(b.state());
    }
  });

  it('never with p = 0, always with p = 1, and about p of the time in between', () => {
    const r = new Rng(seedRng(7));
    let hits = 0;
    for (let i = 0; i < 10_000; i++) {
      expect(r.chance(0)).toBe(false);
      expect(r.chance(1)).toBe(true);
      if (r.chance(0.3)) hits++;
    }
    expect(hits / 10_000).toBeGreaterThan(0.28);
    expect(hits / 10_000).toBeLessThan(0.32);
  });
});
