// Questions of the first phase (cards, auction, melds, trump), answered by the engine (resolveBid, scoreMelds, bestTrumpTotals).
import { bestTrumpTotals, formatCard, isSuit, parseCard, resolveBid, scoreMelds, suitColour, suitParity } from '../../engine/index.ts';
import type { Card } from '../../engine/index.ts';
import type { AuctionFacts } from './auctionFacts.ts';
import {
  baseOf,
  cardOpt,
  cardsOf,
  exactly,
  hasJoker,
  numbers,
  one,
  SUITS,
  who,
  whoWord,
  word,
  type Option,
  type Param,
  type Question,
  type SceneLine,
} from './question.ts';
import type { Task } from './tasks.ts';

/** The question of a card, auction, meld or trump position; null for the other kinds. */
export function meldPhaseQuestion(task: Task, facts?: AuctionFacts): Question | null {
  const base = baseOf(task);
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
        ...(task.kind === 'bid-rung'
          ? [
              { label: 'scene.bidA', cards: [a] },
              { label: 'scene.bidB', cards: [b] },
            ]
          : []),
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
      if (!facts) throw new Error("an auction position needs the engine's facts (auctionFacts)");
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
        grade: (selected) => selected.length === 1 && isSuit(selected[0]) && right.includes(selected[0]),
        answer: [right[0]],
        why: {
          key: 'why.best-trump',
          params: { suit: { suit: right[0] }, total: best, melds: meldsText(scoreMelds(hand, right[0]).melds) },
        },
        rule: { page: 'rules/melds', ruling: 'r5' },
      };
    }
    default:
      return null;
  }
}

/** A meld list for the explanation; the island writes it out in the page's language. */
function meldsText(melds: readonly { cards: Card[]; points: number }[]): Param {
  return { melds: melds.map((m) => ({ cards: m.cards, points: m.points })) };
}
