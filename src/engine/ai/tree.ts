// Information-set Monte Carlo tree search (UCT over the player's information set), for melds, tricks and the play-off.
//
// Each iteration deals a determinization, walks the tree choosing among the moves legal in it by
// UCB, adds one node, finishes the deal with a fast playout, and credits every node on the path
// from the point of view of the player who moved into it. After the auction almost nothing is
// hidden (every bid was shown), so this becomes a plain game-tree search that tends to minimax.
import { applyAction } from '../apply.ts';
import { legalActions } from '../legal.ts';
import { Rng } from '../rng.ts';
import type { Action, DecisionView, GameState, PlayerIndex } from '../types.ts';
import type { Knowledge } from './knowledge.ts';
import { childRng } from './prng.ts';
import { determinize } from './sample.ts';
import { candidateKey } from './search.ts';
import { playoutFrom } from './kernel-playout.ts';

interface Node {
  readonly action: Action | null;
  /** Who played `action` (the node's values are from this player's point of view). */
  readonly player: PlayerIndex;
  readonly children: Map<string, Node>;
  /** Legal moves here, cached when the search has no hidden cards (then the state here is always the same). */
  moves: { key: string; action: Action }[] | null;
  visits: number;
  /** How often this node was available for selection (ISMCTS availability count). */
  available: number;
  total: number;
}

export interface TreeBudget {
  readonly iterations: number;
  readonly epsilon: number;
  readonly winWeight: number;
  /** UCB exploration constant (utilities are scaled to about ±1). */
  readonly exploration: number;
  /** Playouts exchange a Joker at the melds (see PlayoutOptions.exchangeJoker). */
  readonly exchangeJoker?: boolean;
}

function newNode(action: Action | null, player: PlayerIndex): Node {
  return { action, player, children: new Map(), moves: null, visits: 0, available: 0, total: 0 };
}

function movesOf(state: GameState): { key: string; action: Action }[] {
  const seen = new Set<string>();
  const out: { key: string; action: Action }[] = [];
  for (const action of legalActions(state)) {
    const key = candidateKey(action);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ key, action });
  }
  return out;
}

const over = (s: GameState) => s.phase === 'deal-over' || s.phase === 'game-over';

export function treeSearch(
  view: DecisionView,
  knowledge: Knowledge,
  budget: TreeBudget,
  rng: Rng,
): { action: Action; expectedDiff: number } {
  const me = view.player;
  const root = newNode(null, me === 0 ? 1 : 0);
  const hidden = knowledge.pool.length > 0 || knowledge.exchangeCandidates !== null;
  const fixed = hidden ? null : determinize(view, knowledge, rng);
  const options = { epsilon: budget.epsilon, exchangeJoker: budget.exchangeJoker };
  let diffSum = 0;
  const path: Node[] = [];
  for (let it = 0; it < budget.iterations; it++) {
    const r = childRng(rng);
    let state = fixed ?? determinize(view, knowledge, r);
    let node = root;
    path.length = 0;
    path.push(root);
    // Selection and expansion.
    while (!over(state)) {
      const moves = node.moves ?? movesOf(state);
      if (!hidden) node.moves = moves;
      let untried: { key: string; action: Action }[] | null = null;
      for (const m of moves) {
        if (!node.children.has(m.key)) (untried ??= []).push(m);
      }
      if (untried !== null) {
        const m = untried[r.below(untried.length)];
        const child = newNode(m.action, m.action.player);
        node.children.set(m.key, child);
        state = applyAction(state, m.action);
        node = child;
        path.push(child);
        break;
      }
      let best: Node | null = null;
      let bestScore = -Infinity;
      for (const m of moves) {
        const child = node.children.get(m.key) as Node;
        child.available++;
        const score = child.total / child.visits + budget.exploration * Math.sqrt(Math.log(child.available) / child.visits);
        if (score > bestScore) {
          bestScore = score;
          best = child;
        }
      }
      const chosen = best as Node;
      state = applyAction(state, chosen.action as Action);
      node = chosen;
      path.push(chosen);
    }
    const diff0 = playoutFrom(state, 0, new Rng([r.next(), r.next(), r.next(), r.next() | 1]), options);
    const utility0 = (diff0 + (diff0 > 0 ? budget.winWeight : diff0 < 0 ? -budget.winWeight : 0)) / 150;
    for (const n of path) {
      n.visits++;
      n.total += n.player === 0 ? utility0 : -utility0;
    }
    diffSum += me === 0 ? diff0 : -diff0;
  }
  // The most visited move at the root (the robust choice).
  let best: Node | null = null;
  for (const child of root.children.values()) {
    if (best === null || child.visits > best.visits || (child.visits === best.visits && child.total > best.total)) best = child;
  }
  if (best === null || best.action === null) throw new Error('ai: tree search found no move');
  return { action: best.action, expectedDiff: diffSum / budget.iterations };
}
