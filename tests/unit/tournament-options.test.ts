// The tournament script's options, its win-rate interval and its check that two checkouts' views share one format.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newGame, playerView } from '../../src/engine/index.ts';
import { formatDifference, parseArgs, wilsonInterval } from '../../scripts/tournament-options.ts';

describe('parseArgs', () => {
  it('reads the players, the other checkout and the counts', () => {
    const options = parseArgs(['--a', 'medium', '--b', 'hard', '--b-from', 'some/dir', '--deals', '4', '--seed', '7']);
    expect(options).toMatchObject({ a: 'medium', b: 'hard', bFrom: resolve('some/dir'), deals: 4, seed: 7, workers: 1 });
  });

  it('plays this checkout against itself unless told otherwise', () => {
    expect(parseArgs([])).toMatchObject({ a: 'hard', b: 'random', bFrom: null, deals: 200, seed: 1 });
  });

  it('refuses unknown players here, but leaves B from another checkout to that checkout', () => {
    expect(() => parseArgs(['--b', 'grandmaster'])).toThrow(/unknown player "grandmaster".*hard/);
    expect(() => parseArgs(['--a', 'grandmaster', '--b-from', '/x'])).toThrow(/unknown player/);
    expect(parseArgs(['--b', 'grandmaster', '--b-from', '/x']).b).toBe('grandmaster');
  });

  it('refuses bad values and unknown flags', () => {
    expect(() => parseArgs(['--deals', '0'])).toThrow('--deals must be a positive integer');
    expect(() => parseArgs(['--seed', 'x'])).toThrow('--seed must be a number');
    expect(() => parseArgs(['--b-from'])).toThrow('missing value after --b-from');
    expect(() => parseArgs(['--bfrom', '/x'])).toThrow('unknown argument --bfrom');
  });
});

describe('wilsonInterval', () => {
  it('matches the textbook 95% interval', () => {
    // 8 of 10: the Wilson interval is about [0.490, 0.943].
    expect(wilsonInterval(8, 10)).toEqual([0.49, 0.943]);
    expect(wilsonInterval(50, 100)).toEqual([0.404, 0.596]);
  });

  it('stays within [0, 1] at the extremes and is wide when there is nothing to go on', () => {
    expect(wilsonInterval(0, 4)).toEqual([0, 0.49]);
    expect(wilsonInterval(4, 4)).toEqual([0.51, 1]);
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
  });

  it('narrows as the deals add up', () => {
    const [lo20, hi20] = wilsonInterval(12, 20);
    const [lo200, hi200] = wilsonInterval(120, 200);
    expect(hi200 - lo200).toBeLessThan(hi20 - lo20);
    expect(lo200).toBeGreaterThan(0.5);
  });
});

describe('formatDifference', () => {
  const view = JSON.parse(JSON.stringify(playerView(newGame({ seed: 'fmt', jokers: false, target: 1 }), 0))) as Record<string, unknown>;

  it('accepts two views of the same format, whatever their values', () => {
    const other = JSON.parse(JSON.stringify(playerView(newGame({ seed: 'other', jokers: false, target: 1 }), 0)));
    expect(formatDifference(view, other)).toBeNull();
  });

  it('names a field one side lacks', () => {
    const { legalActions, ...without } = view;
    expect(legalActions).toBeDefined();
    expect(formatDifference(view, without)).toBe("view: fields only here [legalActions], only in B's checkout []");
  });

  it('names a value whose type changed, with its path', () => {
    const changed = { ...view, legalActions: [{ ...(view.legalActions as object[])[0], type: 7 }] };
    expect(formatDifference(view, changed)).toBe("view.legalActions[0].type: string here, number in B's checkout");
  });
});
