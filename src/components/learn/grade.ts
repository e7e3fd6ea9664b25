// Turns an exercise position into a question the engine answers: the options, which selections are right, and why.
//
// Nothing here knows an answer in advance: every verdict comes from the rules engine (resolveBid,
// resolveTrick, scoreMelds, legalTrickPlays, classifyCombo/beats, trickPoints, scoreDeal, gameValue); an auction
// position comes with the facts the engine produced when it played that auction (auctionFacts.ts).
import { formatCard, parseCard, parseCards, suitColour, suitParity } from '../../engine/cards';
import type { Card, Combo, Pair, PlayerIndex, Suit } from '../../engine/types';
import { resolveBid } from '../../engine/bidding';
import type { AuctionFacts } from './auctionFacts';
import { bestTrumpTotals, scoreMelds } from '../../engine/melds';
import { legalTrickPlays, resolveTrick } from '../../engine/tricks';
import { beats, classifyCombo, handPlays } from '../../engine/playoff';
import { gameValue, scoreDeal, trickPoints } from '../../engine/scoring';
import { SEVERAL, type Task } from './tasks';

const SUITS: readonly Suit[] = ['S', 'H', 'D', 'C'];

/** What an option shows: a card, a suit, a number, a word from the dictionary, or a group of cards. */
export type OptionView =
  | { readonly type: 'card'; readonly card: Card }
  | { readonly type: 'suit'; readonly suit: Suit }
  | { readonly type: 'number'; readonly value: number }
  | { readonly type: 'word'; readonly key: string }
  | { readonly type: 'cards'; readonly cards: Card[] };

export interface Option {
  readonly id: string;
  readonly view: OptionView;
}

/** One line of the position shown above the options ("Turn-up: ♠A"). */
export interface SceneLine {
  readonly label: string;
  readonly cards?: Card[];
  readonly suit?: Suit;
  readonly value?: number;
}

/** A value to put into a sentence: plain text or number, a card, a suit, or a dictionary word. */
export type Param =
  | string
  | number
  | { readonly card: Card }
  | { readonly suit: Suit }
  | { readonly word: string }
  | { readonly melds: readonly { readonly cards: Card[]; readonly points: number }[] };

/** The rule an exercise trains: a rules page (path under the site root) and, where there is one, a ruling anchor. */
export interface RuleRef {
  readonly page: string;
  readonly ruling: string | null;
}

export interface Question {
  readonly several: boolean;
  readonly question: string;
  readonly scene: SceneLine[];
  readonly options: Option[];
  /** Whether this selection of option ids is a right answer. */
  readonly grade: (selected: readonly string[]) => boolean;
  /** One right selection, shown after a few misses (and used by the tests). */
  readonly answer: string[];
  /** The engine's explanation of the right answer: a dictionary key and its values. */
  readonly why: { readonly key: string; readonly params: Record<string, Param> };
  /** A nudge after a wrong answer (never the answer itself). */
  readonly hint: string;
  readonly rule: RuleRef;
}

const cardsOf = (text: string) => parseCards(text);
const cardOpt = (card: Card): Option => ({ id: formatCard(card), view: { type: 'card', card } });
const word = (id: string, key: string): Option => ({ id, view: { type: 'word', key } });
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
const one = (right: string) => (selected: readonly string[]) => selected.length === 1 && selected[0] === right;
const exactly = (right: string[]) => (selected: readonly string[]) => sameSet(selected, right);
const hasJoker = (cards: readonly Card[]) => cards.some((c) => 'joker' in c);
const who = (p: PlayerIndex) => (p === 0 ? 'A' : 'B');
const whoWord = (p: PlayerIndex) => ({ word: `who.${who(p)}` });
const numbers = (offer: readonly number[]): Option[] => offer.map((value) => ({ id: String(value), view: { type: 'number', value } }));

/** Picks the cards of `hand` whose ids are selected (unknown ids are ignored, so a bad selection is simply wrong). */
function selectedCards(hand: readonly Card[], selected: readonly string[]): Card[] {
  return hand.filter((c) => selected.includes(formatCard(c)));
}

/** Builds the question of one exercise position, with every verdict taken from the engine. */
export function buildQuestion(task: Task, facts?: AuctionFacts): Question {
  const several = SEVERAL.has(task.kind);
  const base = { several, question: `q.${task.kind}`, hint: `hint.${task.kind}` };
  switch (task.kind) {
    case 'suits': {
      const right = SUITS.filter((s) => (task.want === 'major' || task.want === 'minor' ? suitParity(s) : suitColour(s)) === task.want);
      return {
        ...base,
        question: `q.suits.${task.want}`,
        scene: [],
        options: SUITS.map((suit) => ({ id: suit, view: { type: 'suit', suit } })),
        grade: exactly(right),
        answer: right,
        why: { key: `why.suits.${task.want === 'major' || task.want === 'minor' ? 'parity' : 'colour'}`, params: {} },
        rule: { page: 'rules/cards', ruling: 'r1' },
      };
    }
    case 'highest': {
      const cards = cardsOf(task.cards);
      const top = cards.reduce((best, c) => ('joker' in c ? best : 'joker' in best || c.rank > best.rank ? c : best));
      return {
        ...base,
        scene: [],
        options: cards.map(cardOpt),
        grade: one(formatCard(top)),
        answer: [formatCard(top)],
        why: { key: 'why.highest', params: { card: { card: top } } },
        rule: { page: 'rules/cards', ruling: null },
      };
    }
    case 'bid':
    case 'bid-rung': {
      const turnUp = parseCard(task.turnUp);
      const a = parseCard(task.a);
      const b = parseCard(task.b);
      const result = resolveBid(turnUp, a, b);
      const winner = result.winner === 'a' ? a : b;
      const scene: SceneLine[] = [
        { label: 'scene.turnUp', cards: [turnUp] },
        ...(task.kind === 'bid-rung' ? [{ label: 'scene.bidA', cards: [a] }, { label: 'scene.bidB', cards: [b] }] : []),
      ];
      const options =
        task.kind === 'bid'
          ? [{ id: 'a', view: { type: 'card', card: a } } as Option, { id: 'b', view: { type: 'card', card: b } } as Option]
          : ['rank', 'suit', 'colour', 'parity', ...(hasJoker([a, b]) ? ['joker'] : [])].map((r) => word(r, `rung.${r}`));
      const right = task.kind === 'bid' ? result.winner : result.reason;
      return {
        ...base,
        scene,
        options,
        grade: one(right),
        answer: [right],
        why: { key: `why.bid.${result.reason}`, params: { card: { card: winner }, turnUp: { card: turnUp } } },
        rule: hasJoker([a, b]) ? { page: 'rules/jokers', ruling: 'r9' } : { page: 'rules/auction', ruling: 'r1' },
      };
    }
    case 'auction': {
      if (!facts) throw new Error('an auction position needs the engine\'s facts (auctionFacts)');
      const scene: SceneLine[] = [
        { label: 'scene.turnUp', cards: [facts.turnUp] },
        { label: 'scene.bidA', cards: [facts.bids[0]] },
        { label: 'scene.bidB', cards: [facts.bids[1]] },
      ];
      if (task.ask === 'turn-up') {
        const right = who(facts.turnUpTo);
        return {
          ...base,
          question: `q.auction.turn-up.${task.choice}`,
          scene,
          options: [word('A', 'who.A'), word('B', 'who.B')],
          grade: one(right),
          answer: [right],
          why: { key: `why.auction.${task.choice}`, params: { winner: whoWord(facts.winner), taker: whoWord(facts.turnUpTo) } },
          rule: { page: 'rules/auction', ruling: 'r2' },
        };
      }
      // Who sees the unseen card: what each player's own view shows (R2).
      const right = facts.seenBy.length === 2 ? 'both' : who(facts.seenBy[0]);
      return {
        ...base,
        question: `q.auction.seen-by.${task.choice}`,
        scene,
        options: [word('A', 'who.onlyA'), word('B', 'who.onlyB'), word('both', 'who.both')],
        grade: one(right),
        answer: [right],
        why: { key: 'why.auction.seen', params: { seer: whoWord(facts.unseenTo) } },
        rule: { page: 'rules/auction', ruling: 'r2' },
      };
    }
    case 'meld-cards':
    case 'meld-total': {
      const hand = cardsOf(task.hand);
      const { total, melds } = scoreMelds(hand, task.trump);
      const inMelds = hand.filter((c) => melds.some((m) => m.cards.some((x) => formatCard(x) === formatCard(c)))).map(formatCard);
      const scene: SceneLine[] = [
        ...(task.kind === 'meld-total' ? [{ label: 'scene.handA', cards: hand }] : []),
        { label: 'scene.trumpA', suit: task.trump },
      ];
      const right = task.kind === 'meld-cards' ? inMelds : [String(total)];
      return {
        ...base,
        scene,
        options: task.kind === 'meld-cards' ? hand.map(cardOpt) : numbers(task.offer),
        grade: exactly(right),
        answer: right,
        why: { key: 'why.melds', params: { total, melds: meldsText(melds) } },
        rule: { page: 'rules/melds', ruling: 'r4' },
      };
    }
    case 'best-trump': {
      const hand = cardsOf(task.hand);
      const totals = bestTrumpTotals(hand);
      const best = Math.max(...SUITS.map((s) => totals[s]));
      const right = SUITS.filter((s) => totals[s] === best);
      return {
        ...base,
        scene: [{ label: 'scene.handA', cards: hand }],
        options: SUITS.map((suit) => ({ id: suit, view: { type: 'suit', suit } })),
        // Any suit that reaches the best total is right.
        grade: (selected) => selected.length === 1 && right.includes(selected[0] as Suit),
        answer: [right[0]],
        why: { key: 'why.best-trump', params: { suit: { suit: right[0] }, total: best, melds: meldsText(scoreMelds(hand, right[0]).melds) } },
        rule: { page: 'rules/melds', ruling: 'r5' },
      };
    }
    case 'trick': {
      const lead = parseCard(task.lead);
      const follow = parseCard(task.follow);
      const result = resolveTrick({ lead, follow, leaderTrump: task.leaderTrump, followerTrump: task.followerTrump });
      const right = result.winner === 'leader' ? 'A' : 'B';
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
        .filter((follow) => resolveTrick({ lead, follow, leaderTrump: task.leaderTrump, followerTrump: task.followerTrump }).winner === wanted)
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
        scene: [{ label: 'scene.tricksA', value: a }, { label: 'scene.tricksB', value: b }],
        options: [word('win', 'odd.win'), word('lose', 'odd.lose')],
        grade: one(right),
        answer: [right],
        why: {
          key: `why.odd-trick.${right}`,
          params: { winA: trickPoints(a + 1), winB: trickPoints(b), loseA: trickPoints(a), loseB: trickPoints(b + 1), a1: a + 1, b1: b + 1, a, b },
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
        why: { key: bonusWinner === null ? 'why.bonus.none' : 'why.bonus.won', params: { who: { word: `bonus.${bonusId}` }, ...bonusPhases(score.phases) } },
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

/** A meld list for the explanation; the island writes it out in the page's language. */
function meldsText(melds: readonly { cards: Card[]; points: number }[]): Param {
  return { melds: melds.map((m) => ({ cards: m.cards, points: m.points })) };
}
