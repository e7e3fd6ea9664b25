// A deck built on a bad shuffle is refused as its cards open, before the first bid: the Jokers' places are checked at once.
import { describe, expect, it } from 'vitest';
import { ristretto255 } from '@noble/curves/ed25519.js';
import type { PlayerIndex } from '../../src/engine/index.ts';
import { Match } from './harness.ts';

const Point = ristretto255.Point;
const Fn = Point.Fn;
const OPTIONS = { jokers: true, trickRule: 'parlett', target: 100_000 } as const;

/**
 * The cheater's pass puts the card of deck place `from` at place `to` and back, each re-locked under its new
 * place's key (so every key it sends still opens its card): a shuffle no seed gives, but every card opens.
 */
function swapPlaces(match: Match, cheater: PlayerIndex, pass: number, places: readonly [number, number]): () => boolean {
  let passes = 0;
  let done = false;
  match.tamper = (w) => {
    const m = w.message;
    // The cheater's own page is not the one on trial: it gets no keys to judge its own deck with.
    if (w.from !== cheater && m.kind === 'keys') return null;
    if (w.from !== cheater || m.kind !== 'pass' || ++passes !== pass) return w.text;
    done = true;
    const k = match.peers[cheater].round.keys.positions;
    const [x, y] = places;
    const points = [...m.points];
    const [px, py] = [Point.fromHex(m.points[x]), Point.fromHex(m.points[y])];
    points[x] = py.multiply(Fn.div(k[x], k[y])).toHex();
    points[y] = px.multiply(Fn.div(k[y], k[x])).toHex();
    return JSON.stringify({ ...m, points });
  };
  return () => done;
}

describe('a shuffle that moves a Joker is named before the first bid', () => {
  it("the friend gives itself both Jokers (the inviter's Joker place swapped with one of its own cards): the inviter stops at the deal", () => {
    const match = new Match(OPTIONS, 'early-jokers');
    const friendCard = match.peers[1].round.layout.hands[1][0];
    const done = swapPlaces(match, 1, 1, [52, friendCard]);
    expect(match.play(1)).toBe(false);
    expect(done()).toBe(true);
    expect(match.peers[0].failure).toMatchObject({ code: 'shuffle-mismatch', culprit: 1 });
    // Nobody bid: the deal never started on that deck.
    expect(match.log.wires.some((w) => w.message.kind === 'bid-commit')).toBe(false);
    expect(match.log.actions).toEqual([]);
  });

  it("the inviter's shuffle puts both Jokers among the naturals: the friend stops at the deal", () => {
    const match = new Match(OPTIONS, 'early-inviter');
    let done = false;
    match.tamper = (w) => {
      const m = w.message;
      if (w.from === 1 && m.kind === 'keys') return null;
      if (w.from !== 0 || m.kind !== 'pass' || done) return w.text;
      done = true;
      // Pass 1 is one key times each card: swapping points keeps every card openable.
      const points = [...m.points];
      [points[0], points[52]] = [points[52], points[0]];
      [points[1], points[53]] = [points[53], points[1]];
      return JSON.stringify({ ...m, points });
    };
    expect(match.play(1)).toBe(false);
    expect(done).toBe(true);
    expect(match.peers[1].failure).toMatchObject({ code: 'shuffle-mismatch', culprit: 0 });
    expect(match.log.wires.some((w) => w.message.kind === 'bid-commit')).toBe(false);
  });
});
