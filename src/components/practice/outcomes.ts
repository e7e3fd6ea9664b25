// What each practice choice leads to, from the solvers (run in the AI worker): the points it loses against the best, and the
// trick or play-off figures behind them, kept with the position so the practice page can say what a wrong choice does.
import { classifyCombo, cardId, playOffPoints, resolveTrick } from '../../engine/index.ts';
import type { Card, Pair, PlayerIndex, Suit, TrickRule } from '../../engine/index.ts';
import { principalLines, solvePlayOff } from '../../engine/solver/index.ts';
import type { DealProblem } from '../../engine/solver/index.ts';
import type { OptionOutcome } from './types.ts';

const gainFor = (player: PlayerIndex, difference: number): number => (player === 0 ? difference : -difference) + 0;
const tenth = (n: number): number => Math.round(n * 10) / 10 + 0;

/** Trick positions: each legal card's loss (deal points), the tricks the person ends with, and (following) whether it wins the trick. */
export function trickOutcomes(
  problem: DealProblem,
  player: PlayerIndex,
  legal: readonly Card[],
  values: readonly { card: Card; value: number }[],
  bestValue: number,
  follow: { readonly lead: Card; readonly trumps: Pair<Suit>; readonly leader: PlayerIndex; readonly rule: TrickRule } | null,
): Record<string, OptionOutcome> {
  const ends = principalLines(problem, legal);
  const out: Record<string, OptionOutcome> = {};
  legal.forEach((card, i) => {
    const v = values.find((x) => cardId(x.card) === cardId(card));
    if (v === undefined) return;
    const end = ends[i];
    const wins =
      follow === null
        ? undefined
        : resolveTrick({
            lead: follow.lead,
            follow: card,
            leaderTrump: follow.trumps[follow.leader],
            followerTrump: follow.trumps[follow.leader === 0 ? 1 : 0],
            rule: follow.rule,
          }).winner === 'follower';
    out[String(cardId(card))] = {
      loss: gainFor(player, bestValue - v.value),
      ...(end?.exact ? { tricks: end.tricks[player] } : {}),
      ...(wins === undefined ? {} : { wins }),
    };
  });
  return out;
}

/** The person's play-off points with perfect play by both after `move` (null if the search ran out of budget). */
function playOffAfter(po: Pair<readonly Card[]>, player: PlayerIndex, move: readonly Card[] | 'pass'): number | null {
  const other: PlayerIndex = player === 0 ? 1 : 0;
  if (move === 'pass') {
    const s = solvePlayOff({ hands: [po[0].slice(), po[1].slice()], toMove: other, toBeat: null, oneBest: true });
    return s.exact ? gainFor(player, s.value) : null;
  }
  const rest = po[player].filter((c) => !move.some((x) => cardId(x) === cardId(c)));
  if (rest.length === 0) {
    const [p0, p1] = playOffPoints(player === 0 ? [0, po[1].length] : [po[0].length, 0]);
    return gainFor(player, p0 - p1);
  }
  const hands: Pair<readonly Card[]> = player === 0 ? [rest, po[1]] : [po[0], rest];
  const s = solvePlayOff({ hands: [hands[0].slice(), hands[1].slice()], toMove: other, toBeat: classifyCombo(move), oneBest: true });
  return s.exact ? gainFor(player, s.value) : null;
}

/** Play-off positions: each option's play-off points with perfect play after, and its loss against the best. */
export function playOffOutcomes(
  po: Pair<readonly Card[]>,
  player: PlayerIndex,
  options: readonly { readonly id: string; readonly move: readonly Card[] | 'pass' }[],
  bestPoints: number,
): Record<string, OptionOutcome> {
  const out: Record<string, OptionOutcome> = {};
  for (const o of options) {
    const points = playOffAfter(po, player, o.move);
    if (points !== null) out[o.id] = { loss: bestPoints - points + 0, points };
  }
  return out;
}

/** Declaration positions: the loss of each trump the review solved (the others were shown worse without a figure). */
export function declarationOutcomes(values: Partial<Record<Suit, number>>, bestValue: number): Record<string, OptionOutcome> {
  const out: Record<string, OptionOutcome> = {};
  for (const [suit, value] of Object.entries(values)) if (value !== undefined) out[suit] = { loss: tenth(bestValue - value) };
  return out;
}
