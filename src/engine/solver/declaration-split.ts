// The declaration's every-trump solve split between workers (the page's goal: p95 ≤ 1 s): its placements in parts, joined after.
//
// Each part is a problem of its own over some of the placements; solveDeclarationPart gives its sums and
// joinDeclarationParts the whole answer, the same values, best trump and replies as one solveDeclaration (the values are
// exact, whatever the placements solved beside them). Placements with the same play-off (equal rank counts) stay in one
// part, so no play-off is solved twice, and the parts take as many play-offs and placements as they can alike: the
// play-offs are most of the slowest solves, the tricks of the others.
import type { DeclarationProblem } from './declaration-types.ts';
import { playOffKey } from './declaration-playoffs.ts';

/**
 * `p` as at most `count` parts (fewer when it has fewer play-offs), the one holding its first placement first, each
 * part's placements in the problem's order (so the first part's first placement is the problem's: its replies are the
 * answer's).
 */
export function declarationParts(p: DeclarationProblem, count: number): DeclarationProblem[] {
  const groups = new Map<string, number[]>();
  p.layouts.forEach((layout, k) => {
    const key = playOffKey(layout.playOffHands);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [k]);
    else group.push(k);
  });
  const parts = Array.from({ length: Math.max(1, Math.min(count, groups.size)) }, () => ({ playOffs: 0, placements: [] as number[] }));
  // The largest groups first (the first placement's group first among equals), each to the part with the fewest
  // play-offs, then the fewest placements: a deterministic split, so a decision made from it depends on the view alone.
  const order = [...groups.values()].sort((a, b) => b.length - a.length || a[0] - b[0]);
  for (const group of order) {
    let to = parts[0];
    for (const part of parts)
      if (part.playOffs < to.playOffs || (part.playOffs === to.playOffs && part.placements.length < to.placements.length)) to = part;
    to.playOffs++;
    to.placements.push(...group);
  }
  for (const part of parts) part.placements.sort((a, b) => a - b);
  parts.sort((a, b) => a.placements[0] - b.placements[0]);
  return parts.map((part) => ({ ...p, layouts: part.placements.map((k) => p.layouts[k]) }));
}
