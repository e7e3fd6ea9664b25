// Questions of the tricks, the play-off and the scoring, answered by the engine (resolveTrick, legalTrickPlays,
// classifyCombo/beats/handPlays, trickPoints, scoreDeal, gameValue).
import {
  beats,
  classifyCombo,
  formatCard,
  gameValue,
  handPlays,
  legalTrickPlays,
  parseCard,
  resolveTrick,
  scoreDeal,
  trickPoints,
} from '../../engine/index.ts';
import type { Combo, Pair } from '../../engine/index.ts';
import {
  baseOf,
  cardOpt,
  cardsOf,
  exactly,
  hasJoker,
  numbers,
  one,
  selectedCards,
  word,
  type Question,
  type SceneLine,
} from './question.ts';
import type { Task } from './tasks.ts';

/** The question of a trick, play-off or scoring position; null for the other kinds. */
export function playPhaseQuestion(task: Task): Question | null {
  const base = baseOf(task);
  switch (task.kind) {
    case 'trick': {
      const lead = parseCard(task.lead);
      const follow = parseCard(task.follow);
      const result = resolveTrick({ lead, follow, leaderTrump: task.leaderTrump, followerTrump: task.followerTrump });
      const right = result.winner === 'leader' ? 'A' : 'B';
      // The course teaches R7; where the house rule R7-S gives the trick to the other player, the explanation says so.
      const summary = resolveTrick({ lead, follow, leaderTrump: task.leaderTrump, followerTrump: task.followerTrump, rule: 'summary' });
      const summaryWinner = summary.winner === 'leader' ? 'A' : 'B';
      return {
        ...base,
        scene: [
          { label: 'scene.trumpA', suit: task.leaderTrump },
          { label: 'scene.trumpB', suit: task.followerTrump },
          { label: 'scene.leadA', cards: [lead] },
          { label: 'scene.followB', cards: [follow] },
        ],
        options: [word('A', 'who.A'), word('B', 'who.B')],
        grade: one(right),
        answer: [right],
        why: { key: `why.trick.${result.reason}`, params: { winner: { word: `who.${right}` } } },
        ...(summaryWinner !== right
          ? { houseRule: { key: `why.r7s.${summary.reason}`, params: { winner: { word: `who.${summaryWinner}` } } } }
          : {}),
        rule: hasJoker([lead, follow]) ? { page: 'rules/jokers', ruling: 'r10' } : { page: 'rules/tricks', ruling: 'r7' },
      };
    }
    case 'legal': {
      const hand = cardsOf(task.hand);
      const lead = parseCard(task.lead);
      const right = legalTrickPlays(hand, lead, task.leaderTrump).map(formatCard);
      const follows = right.length < hand.length;
      return {
        ...base,
        scene: [
          { label: 'scene.trumpA', suit: task.leaderTrump },
          { label: 'scene.leadA', cards: [lead] },
        ],
        options: hand.map(cardOpt),
        grade: exactly(right),
        answer: right,
        why: { key: follows ? 'why.legal.follow' : 'why.legal.void', params: {} },
        rule: hasJoker([...hand, lead]) ? { page: 'rules/jokers', ruling: 'r10' } : { page: 'rules/tricks', ruling: 'r7' },
      };
    }
    case 'follow': {
      const hand = cardsOf(task.hand);
      const lead = parseCard(task.lead);
      const legal = legalTrickPlays(hand, lead, task.leaderTrump);
      const wanted = task.want === 'win' ? 'follower' : 'leader';
      const right = legal
        .filter(
          (follow) => resolveTrick({ lead, follow, leaderTrump: task.leaderTrump, followerTrump: task.followerTrump }).winner === wanted,
        )
        .map(formatCard);
      return {
        ...base,
        question: `q.follow.${task.want}`,
        scene: [
          { label: 'scene.trumpA', suit: task.leaderTrump },
          { label: 'scene.trumpB', suit: task.followerTrump },
          { label: 'scene.leadA', cards: [lead] },
        ],
        options: hand.map(cardOpt),
        grade: (selected) => selected.length === 1 && right.includes(selected[0]),
        answer: right.slice(0, 1),
        why: { key: `why.follow.${task.want}`, params: { count: right.length } },
        rule: hasJoker([...hand, lead]) ? { page: 'rules/jokers', ruling: 'r10' } : { page: 'rules/tricks', ruling: 'r7' },
      };
    }
    case 'odd-trick': {
      const [a, b] = task.tricks;
      // What A gains over B in each outcome of the last trick.
      const margin = (mine: number, theirs: number) => trickPoints(mine) - trickPoints(theirs);
      const win = margin(a + 1, b);
      const lose = margin(a, b + 1);
      const right = win >= lose ? 'win' : 'lose';
      return {
        ...base,
        scene: [
          { label: 'scene.tricksA', value: a },
          { label: 'scene.tricksB', value: b },
        ],
        options: [word('win', 'odd.win'), word('lose', 'odd.lose')],
        grade: one(right),
        answer: [right],
        why: {
          key: `why.odd-trick.${right}`,
          params: {
            winA: trickPoints(a + 1),
            winB: trickPoints(b),
            loseA: trickPoints(a),
            loseB: trickPoints(b + 1),
            a1: a + 1,
            b1: b + 1,
            a,
            b,
          },
        },
        rule: { page: 'rules/tricks', ruling: null },
      };
    }
    case 'trick-points': {
      const right = String(trickPoints(task.tricks));
      return {
        ...base,
        scene: [{ label: 'scene.tricksA', value: task.tricks }],
        options: numbers(task.offer),
        grade: one(right),
        answer: [right],
        why: { key: task.tricks % 2 === 1 ? 'why.trick-points.odd' : 'why.trick-points.even', params: { n: task.tricks, points: right } },
        rule: { page: 'rules/tricks', ruling: null },
      };
    }
    case 'combos': {
      const groups = task.groups.map(cardsOf);
      const right = groups.flatMap((g, i) => (classifyCombo(g) !== null ? [`g${i}`] : []));
      return {
        ...base,
        scene: [],
        options: groups.map((cards, i) => ({ id: `g${i}`, view: { type: 'cards', cards } })),
        grade: exactly(right),
        answer: right,
        why: { key: 'why.combos', params: { count: right.length } },
        rule: hasJoker(groups.flat()) ? { page: 'rules/jokers', ruling: 'r11' } : { page: 'rules/play-off', ruling: 'r8' },
      };
    }
    case 'beat':
    case 'can-beat': {
      const hand = cardsOf(task.hand);
      const lastCards = cardsOf(task.last);
      const last = classifyCombo(lastCards) as Combo;
      const plays = handPlays(hand, last);
      const rule = hasJoker([...hand, ...lastCards]) ? { page: 'rules/jokers', ruling: 'r11' } : { page: 'rules/play-off', ruling: 'r8' };
      const scene: SceneLine[] = [{ label: 'scene.last', cards: lastCards }];
      if (task.kind === 'can-beat') {
        const right = plays.length > 0 ? 'yes' : 'no';
        return {
          ...base,
          scene: [...scene, { label: 'scene.handA', cards: hand }],
          options: [word('yes', 'answer.yes'), word('no', 'answer.no')],
          grade: one(right),
          answer: [right],
          why: { key: `why.can-beat.${right}`, params: {} },
          rule,
        };
      }
      return {
        ...base,
        scene,
        options: hand.map(cardOpt),
        grade: (selected) => {
          const cards = selectedCards(hand, selected);
          const combo = cards.length === selected.length ? classifyCombo(cards) : null;
          return combo !== null && beats(combo, last);
        },
        answer: plays.length > 0 ? plays[0].cards.map(formatCard) : [],
        why: { key: 'why.beat', params: {} },
        rule,
      };
    }
    case 'lead-most': {
      const hand = cardsOf(task.hand);
      const plays = handPlays(hand, null);
      const most = Math.max(...plays.map((p) => p.cards.length));
      const example = plays.find((p) => p.cards.length === most);
      return {
        ...base,
        scene: [],
        options: hand.map(cardOpt),
        grade: (selected) => {
          const cards = selectedCards(hand, selected);
          return cards.length === selected.length && cards.length === most && classifyCombo(cards) !== null;
        },
        answer: example ? example.cards.map(formatCard) : [],
        why: { key: 'why.lead-most', params: { size: most } },
        rule: { page: 'rules/play-off', ruling: 'r8' },
      };
    }
    case 'deal-score':
    case 'bonus': {
      const score = scoreDeal({ melds: task.melds, tricks: task.tricks, cardsLeft: task.cardsLeft });
      const scene: SceneLine[] = [
        { label: 'scene.meldsA', value: task.melds[0] },
        { label: 'scene.meldsB', value: task.melds[1] },
        { label: 'scene.tricksA', value: task.tricks[0] },
        { label: 'scene.tricksB', value: task.tricks[1] },
        { label: 'scene.leftA', value: task.cardsLeft[0] },
        { label: 'scene.leftB', value: task.cardsLeft[1] },
      ];
      const bonusWinner = score.bonus[0] > 0 ? 'A' : score.bonus[1] > 0 ? 'B' : null;
      const bonusId = bonusWinner === null ? 'none' : `${bonusWinner}-${score.bonus[0] + score.bonus[1]}`;
      const params = {
        melds: score.phases[0][0],
        tricks: score.phases[1][0],
        playoff: score.phases[2][0],
        bonus: score.bonus[0],
        total: score.total[0],
      };
      if (task.kind === 'deal-score') {
        const right = String(score.total[0]);
        return {
          ...base,
          scene,
          options: numbers(task.offer),
          grade: one(right),
          answer: [right],
          why: { key: 'why.deal-score', params },
          rule: { page: 'rules/scoring', ruling: 'r13' },
        };
      }
      const ids = ['A-100', 'A-50', 'A-30', 'B-100', 'B-50', 'B-30', 'none'];
      return {
        ...base,
        scene,
        options: ids.map((id) => word(id, `bonus.${id}`)),
        grade: one(bonusId),
        answer: [bonusId],
        why: {
          key: bonusWinner === null ? 'why.bonus.none' : 'why.bonus.won',
          params: { who: { word: `bonus.${bonusId}` }, ...bonusPhases(score.phases) },
        },
        rule: { page: 'rules/scoring', ruling: 'r13' },
      };
    }
    case 'game-value': {
      const right = String(gameValue(task.loser));
      return {
        ...base,
        scene: [{ label: 'scene.loser', value: task.loser }],
        options: ['1', '2', '3', '4'].map((v) => word(v, `value.${v}`)),
        grade: one(right),
        answer: [right],
        why: { key: 'why.game-value', params: { loser: task.loser, value: { word: `value.${right}` } } },
        rule: { page: 'rules/scoring', ruling: null },
      };
    }
    default:
      return null;
  }
}

/** Running hand scores after each phase, for the bonus explanation ("A 90 / B 60 after the melds…"). */
function bonusPhases(phases: readonly Pair<number>[]): Record<string, number> {
  let a = 0;
  let b = 0;
  const out: Record<string, number> = {};
  phases.forEach(([x, y], i) => {
    a += x;
    b += y;
    out[`a${i + 1}`] = a;
    out[`b${i + 1}`] = b;
  });
  return out;
}
