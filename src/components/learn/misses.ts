// What a wrong answer does, said from the engine's own results (resolveTrick, resolveBid, classifyCombo, beats, scoreMelds,
// scoreDeal…): a dictionary key and its values for each wrong option or selection, worked out at build time for the island.
import {
  bestTrumpTotals,
  classifyCombo,
  formatCard,
  gameValue,
  handPlays,
  legalTrickPlays,
  parseCard,
  resolveBid,
  resolveTrick,
  scoreDeal,
  scoreMelds,
  suitColour,
  suitLed,
  suitParity,
  trickPoints,
} from '../../engine/index.ts';
import type { Card, Combo, Suit } from '../../engine/index.ts';
import type { AuctionFacts } from './auctionFacts.ts';
import { selectionKey } from './answers.ts';
import { cardsOf, SUITS, whoWord, type Misses, type Note, type Question } from './question.ts';
import type { Task } from './tasks.ts';

const note = (key: string, params: Note['params'] = {}): Note => ({ key, params });
const cards = (...list: Card[]) => ({ cards: list });
const rankOf = (card: Card): number => ('joker' in card ? 0 : card.rank);

/** A note for every single option that is not the answer (one-answer questions). */
function eachWrong(q: Question, explain: (id: string) => Note | null): Misses {
  const selections: Record<string, Note> = {};
  for (const { id } of q.options) {
    if (q.grade([id])) continue;
    const found = explain(id);
    if (found) selections[id] = found;
  }
  return { selections };
}

/** What happens when B plays `follow` to A's `lead`: who wins, and the engine's reason, as a note. */
export function trickNote(lead: Card, follow: Card, leaderTrump: Suit, followerTrump: Suit): Note {
  const { winner, reason } = resolveTrick({ lead, follow, leaderTrump, followerTrump });
  const [win, lose] = winner === 'leader' ? [lead, follow] : [follow, lead];
  const params = { lead: cards(lead), follow: cards(follow), win: cards(win), lose: cards(lose) };
  // A card that neither follows suit nor is a trump is a natural card: its suit is the one that is not B's trump.
  if (reason === 'off-suit' && !('joker' in follow))
    return note(`miss.trick.${winner}.${reason}`, { ...params, followSuit: { suit: follow.suit } });
  return note(`miss.trick.${winner}.${reason}`, params);
}

/** The note of a number that is not the engine's figure: too many or too few. */
const moreOrLess = (chosen: number, right: number): Note => note(chosen > right ? 'miss.number.high' : 'miss.number.low', { chosen });

/** The notes of a play-off selection that is a combination but does not answer the question. */
function comboNote(combo: Combo, last: Combo | null, played: Card[], lastCards: Card[]): Note {
  if (last === null) return note('miss.lead-most.smaller', { cards: cards(...played), size: combo.size });
  const shape = combo.kind !== last.kind || combo.size !== last.size;
  return note(shape ? 'miss.beat.shape' : 'miss.beat.rank', { cards: cards(...played), last: cards(...lastCards) });
}

/** Notes for the several-answer play-off questions: every combination the hand holds that is not a right answer. */
function playoffMisses(q: Question, hand: Card[], last: Combo | null, lastCards: Card[]): Misses {
  const selections: Record<string, Note> = {};
  for (const play of handPlays(hand, null)) {
    const ids = play.cards.map(formatCard);
    if (!q.grade(ids)) selections[selectionKey(ids)] = comboNote(play.combo, last, play.cards, lastCards);
  }
  return { selections, otherwise: note('miss.not-combo') };
}

/** The bonus exercise: what the running scores say about the chosen player and phase. */
function bonusNote(id: string, phases: readonly (readonly [number, number])[]): Note {
  if (id === 'none') return note('miss.bonus.none');
  const running = [0, 1, 2].map((p) => [0, 1].map((i) => phases.slice(0, p + 1).reduce((sum, phase) => sum + phase[i], 0)));
  const [player, amount] = id.split('-');
  const i = player === 'A' ? 0 : 1;
  const p = ({ '100': 0, '50': 1, '30': 2 } as Record<string, number>)[amount];
  const phase = { word: `miss.phase.${p}` };
  const mine = running[p][i];
  if (mine < 100) return note('miss.bonus.short', { who: { word: `who.${player}` }, score: mine, phase });
  if (p > 0 && running[p - 1][i] >= 100)
    return note('miss.bonus.earlier', { who: { word: `who.${player}` }, score: running[p - 1][i], phase: { word: `miss.phase.${p - 1}` } });
  return note('miss.bonus.other', { other: { word: `who.${i === 0 ? 'B' : 'A'}` }, score: running[p][1 - i], phase });
}

/** The notes of a question's wrong answers; undefined where a kind has none. */
export function missesOf(task: Task, q: Question, facts?: AuctionFacts): Misses | undefined {
  switch (task.kind) {
    case 'suits': {
      const trait = (s: Suit) => (task.want === 'major' || task.want === 'minor' ? suitParity(s) : suitColour(s));
      const extra = Object.fromEntries(
        SUITS.map((s) => [s, note('miss.suits', { suit: { suit: s }, trait: { word: `miss.trait.${trait(s)}` } })]),
      );
      return { extra, otherwise: note('miss.suits.missing', { trait: { word: `miss.trait.${task.want}` } }) };
    }
    case 'highest': {
      const offered = cardsOf(task.cards);
      return eachWrong(q, (id) => {
        const chosen = parseCard(id);
        // The next card above the one chosen among those offered: the offered cards speak, not a rank that is not there.
        const above = offered.filter((c) => rankOf(c) > rankOf(chosen)).sort((a, b) => rankOf(a) - rankOf(b))[0];
        return note('miss.highest', { chosen: cards(chosen), above: cards(above) });
      });
    }
    case 'bid': {
      const turnUp = parseCard(task.turnUp);
      const [a, b] = [parseCard(task.a), parseCard(task.b)];
      const { winner, reason } = resolveBid(turnUp, a, b);
      const [win, lose] = winner === 'a' ? [a, b] : [b, a];
      return eachWrong(q, () => note(`miss.bid.${reason}`, { chosen: cards(lose), card: cards(win), turnUp: cards(turnUp) }));
    }
    case 'bid-rung': {
      const { reason } = resolveBid(parseCard(task.turnUp), parseCard(task.a), parseCard(task.b));
      // The tie-break ladder in the order the engine walks it.
      const ladder = ['joker', 'rank', 'suit', 'colour', 'parity'];
      return eachWrong(q, (id) => note(ladder.indexOf(id) < ladder.indexOf(reason) ? 'miss.bid-rung.alike' : 'miss.bid-rung.later'));
    }
    case 'auction': {
      if (!facts) return undefined;
      if (task.ask === 'turn-up')
        return eachWrong(q, (id) => note(`miss.auction.${task.choice}`, { chosen: { word: `who.${id}` }, winner: whoWord(facts.winner) }));
      return eachWrong(q, (id) =>
        id === 'both'
          ? note('miss.auction.seen.both')
          : note('miss.auction.seen.other', { chosen: { word: `who.${id}` }, seer: whoWord(facts.unseenTo) }),
      );
    }
    case 'meld-cards': {
      const { melds } = scoreMelds(cardsOf(task.hand), task.trump);
      const scoring = new Set(melds.flatMap((m) => m.cards.map(formatCard)));
      const extra = Object.fromEntries(
        cardsOf(task.hand)
          .filter((c) => !scoring.has(formatCard(c)))
          .map((c) => [formatCard(c), note('miss.meld-cards.extra', { card: cards(c) })]),
      );
      return { extra, otherwise: note('miss.meld-cards.missing') };
    }
    case 'meld-total': {
      const { total } = scoreMelds(cardsOf(task.hand), task.trump);
      return eachWrong(q, (id) => moreOrLess(Number(id), total));
    }
    case 'best-trump': {
      const totals = bestTrumpTotals(cardsOf(task.hand));
      return eachWrong(q, (id) => note('miss.best-trump', { chosen: { suit: id as Suit }, total: totals[id as Suit] }));
    }
    case 'trick': {
      const lead = parseCard(task.lead);
      const follow = parseCard(task.follow);
      return eachWrong(q, () => trickNote(lead, follow, task.leaderTrump, task.followerTrump));
    }
    case 'legal':
    case 'follow': {
      const hand = cardsOf(task.hand);
      const lead = parseCard(task.lead);
      const legal = new Set(legalTrickPlays(hand, lead, task.leaderTrump).map(formatCard));
      const illegal = (c: Card) => note('miss.illegal', { chosen: cards(c), suit: { suit: suitLed(lead, task.leaderTrump) } });
      if (task.kind === 'legal') {
        const extra = Object.fromEntries(hand.filter((c) => !legal.has(formatCard(c))).map((c) => [formatCard(c), illegal(c)]));
        return { extra, otherwise: note('miss.legal.missing') };
      }
      return eachWrong(q, (id) => {
        const chosen = parseCard(id);
        return legal.has(id) ? trickNote(lead, chosen, task.leaderTrump, task.followerTrump) : illegal(chosen);
      });
    }
    case 'odd-trick': {
      const [a, b] = task.tricks;
      const params = {
        a,
        b,
        a1: a + 1,
        b1: b + 1,
        winA: trickPoints(a + 1),
        winB: trickPoints(b),
        loseA: trickPoints(a),
        loseB: trickPoints(b + 1),
      };
      return eachWrong(q, (id) => note(`miss.odd-trick.${id}`, params));
    }
    case 'trick-points': {
      const right = trickPoints(task.tricks);
      return eachWrong(q, (id) => {
        const chosen = Number(id);
        // A figure at the other rate (5 a trick for an odd number, 10 for an even one) is the rule's usual slip.
        const rate = chosen / task.tricks;
        if ((rate === 5 || rate === 10) && rate !== right / task.tricks)
          return note(task.tricks % 2 === 1 ? 'miss.trick-points.odd' : 'miss.trick-points.even', { chosen, rate, n: task.tricks });
        return moreOrLess(chosen, right);
      });
    }
    case 'combos': {
      const groups = task.groups.map(cardsOf);
      const extra: Record<string, Note> = {};
      const missing: Record<string, Note> = {};
      groups.forEach((g, i) => {
        const combo = classifyCombo(g);
        if (combo === null) extra[`g${i}`] = note('miss.combos.extra', { cards: cards(...g) });
        else missing[`g${i}`] = note('miss.combos.missing', { cards: cards(...g), kind: { word: `miss.kind.${combo.kind}` } });
      });
      return { extra, missing };
    }
    case 'beat':
    case 'can-beat': {
      const hand = cardsOf(task.hand);
      const lastCards = cardsOf(task.last);
      const last = classifyCombo(lastCards) as Combo;
      if (task.kind === 'beat') return playoffMisses(q, hand, last, lastCards);
      const plays = handPlays(hand, last);
      return eachWrong(q, (id) =>
        id === 'yes'
          ? note('miss.can-beat.yes', { last: cards(...lastCards) })
          : note('miss.can-beat.no', { play: cards(...plays[0].cards), last: cards(...lastCards) }),
      );
    }
    case 'lead-most':
      return playoffMisses(q, cardsOf(task.hand), null, []);
    case 'deal-score': {
      const score = scoreDeal({ melds: task.melds, tricks: task.tricks, cardsLeft: task.cardsLeft });
      const [total, bonus, playoff] = [score.total[0], score.bonus[0], score.phases[2][0]];
      return eachWrong(q, (id) => {
        const chosen = Number(id);
        if (bonus !== 0 && chosen === total - bonus) return note('miss.deal-score.bonus', { chosen });
        if (playoff !== 0 && chosen === total - playoff) return note('miss.deal-score.playoff', { chosen });
        return moreOrLess(chosen, total);
      });
    }
    case 'bonus': {
      const { phases } = scoreDeal({ melds: task.melds, tricks: task.tricks, cardsLeft: task.cardsLeft });
      return eachWrong(q, (id) => bonusNote(id, phases));
    }
    // Its notes come with the question (questionsAuction.ts: the judge's estimate of each choice).
    case 'auction-choice':
      return q.misses;
    case 'game-value': {
      const right = gameValue(task.loser);
      return eachWrong(q, (id) =>
        note(Number(id) > right ? 'miss.game-value.less' : 'miss.game-value.more', { loser: task.loser, chosen: { word: `value.${id}` } }),
      );
    }
  }
}

/** Every dictionary key the notes of these misses use (for the island's words). */
export function missKeys(misses: Misses | undefined): string[] {
  if (!misses) return [];
  const notes = [
    ...Object.values(misses.selections ?? {}),
    ...Object.values(misses.extra ?? {}),
    ...Object.values(misses.missing ?? {}),
    ...(misses.otherwise ? [misses.otherwise] : []),
  ];
  return notes.flatMap((n) => [
    n.key,
    ...Object.values(n.params).flatMap((v) => (typeof v === 'object' && v !== null && 'word' in v ? [v.word] : [])),
  ]);
}
