// Practice positions from a reviewed deal: each of the person's decisions that lost points to perfect play, with every best answer.
//
// Runs in the AI worker after the review: the review names one best move; the position lists every move as good
// (from the solvers' values), so that any best answer is graded right.
import { cardId, handPlays, legalTrickPlays, SUITS } from '../../engine/index.ts';
import { dealHands, solveDeal, solvePlayOff } from '../../engine/solver/index.ts';
import type { ReviewInput, ReviewItem, ReviewWithDeclaration } from '../../engine/solver/index.ts';
import type { Card, Combo, DealRecord, Pair, PlayerIndex, Suit } from '../../engine/index.ts';
import { declarationOutcomes, playOffOutcomes, trickOutcomes } from './outcomes.ts';
import { addPhaseScore } from './score.ts';
import { themeRuling, trickTheme } from './themes.ts';
import type { PracticeOption, PracticePosition } from './types.ts';

import { MIN_GAIN } from './constants.ts';
// Hands are kept as the table shows them (by suit; by rank in the play-off): the practice page then needs no engine code to sort them.
import { byRank, bySuit } from '../cards/handOrder.ts';

export { MIN_GAIN };
/** At most this many play-off choices are offered (the best, the one played, then the others by rank). */
export const MAX_PLAY_OFF_OPTIONS = 10;

const same = (a: Card, b: Card): boolean => cardId(a) === cardId(b);
const other = (p: PlayerIndex): PlayerIndex => (p === 0 ? 1 : 0);
const cardsKey = (cards: readonly Card[]): string =>
  cards
    .map(cardId)
    .sort((a, b) => a - b)
    .join('.');
/** Play-off moves are equal up to suits (suits never matter in the play-off). */
const ranksKey = (cards: readonly Card[]): string =>
  cards
    .map((c) => ('rank' in c ? c.rank : 0))
    .sort((a, b) => a - b)
    .join('.');

/** A short stable hash of a position's content (FNV-1a), for its id. */
export function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

function declared(deal: DealRecord, player: PlayerIndex): Suit | null {
  return deal.declarations.find((d) => d.player === player)?.trump ?? null;
}

/** Every practice position a reviewed deal gives, in the order of play. */
export function extractPositions(input: ReviewInput, review: ReviewWithDeclaration, minGain = MIN_GAIN): PracticePosition[] {
  const { deal, player } = input;
  const out: PracticePosition[] = [];
  const { trickHands, playOffHands } = dealHands(input);
  const d = review.declaration;
  if (d !== null && d.exact && d.gain >= minGain) {
    const options: PracticeOption[] = SUITS.map((suit) => ({ id: suit, type: 'suit', suit }));
    const theirs = d.first ? null : declared(deal, other(player));
    out.push(
      finish({
        theme: 'trump',
        kind: 'declaration',
        hand: bySuit(trickHands[player]),
        trumps: { mine: null, theirs },
        lead: null,
        trick: 0,
        tricksWon: [0, 0],
        toBeat: null,
        otherHand: [],
        options,
        answers: SUITS.filter((s) => d.values[s] === d.bestValue),
        played: d.played,
        gain: d.gain,
        ruling: themeRuling('trump'),
        outcomes: declarationOutcomes(d.values, d.bestValue),
      }),
    );
  }
  const chosen = review.items.filter((item) => !item.best && item.exact && item.gain >= minGain);
  for (const item of chosen) {
    const position =
      item.phase === 'tricks' ? trickPosition(input, item, trickHands, playOffHands) : playOffPosition(input, item, playOffHands);
    if (position !== null) out.push(position);
  }
  return out;
}

function finish(p: Omit<PracticePosition, 'id'>): PracticePosition {
  const content = JSON.stringify([
    p.kind,
    cardsKey(p.hand),
    p.trumps,
    p.lead && cardId(p.lead),
    p.trick,
    p.tricksWon,
    p.toBeat && cardsKey(p.toBeat),
    cardsKey(p.otherHand),
  ]);
  return { id: hash(content), ...p };
}

function trickPosition(
  input: ReviewInput,
  item: ReviewItem,
  trickHands: Pair<Card[]>,
  playOffHands: Pair<Card[]>,
): PracticePosition | null {
  const { deal, player, trickRule } = input;
  const trumps: Pair<Suit> = [declared(deal, 0) ?? 'S', declared(deal, 1) ?? 'S'];
  const hands: [Card[], Card[]] = [trickHands[0].slice(), trickHands[1].slice()];
  const won: [number, number] = [0, 0];
  for (const t of deal.tricks) {
    if (t.number === item.number) {
      const leads = t.leader === player;
      const solverHands: [Card[], Card[]] = [hands[0].slice(), hands[1].slice()];
      if (!leads) solverHands[t.leader] = solverHands[t.leader].filter((c) => !same(c, t.lead));
      const problem = {
        hands: solverHands,
        playOffHands,
        leader: t.leader,
        trumps,
        tricksWon: won,
        lead: leads ? null : t.lead,
        rule: trickRule,
        score: addPhaseScore(deal.score.phases[0]),
        moveValues: true,
      };
      const solved = solveDeal(problem);
      if (!solved.exact || solved.values === undefined) return null;
      const mine = hands[player];
      const legal = leads ? mine : legalTrickPlays(mine, t.lead, trumps[t.leader]);
      const options: PracticeOption[] = legal.map((c) => ({ id: String(cardId(c)), type: 'cards', cards: [c] }));
      const played = leads ? t.lead : t.follow;
      const theme = trickTheme(item);
      return finish({
        theme,
        kind: leads ? 'lead' : 'follow',
        hand: bySuit(mine),
        trumps: { mine: trumps[player], theirs: trumps[other(player)] },
        lead: leads ? null : t.lead,
        trick: t.number,
        tricksWon: [won[player], won[other(player)]],
        toBeat: null,
        // The other's cards are shown too: the answer is perfect play with every card known (after the auction a player
        // can place them all, a Joker exchange aside).
        otherHand: bySuit(solverHands[other(player)]),
        options,
        answers: solved.best.map((c) => String(cardId(c))),
        played: String(cardId(played)),
        gain: item.gain,
        ruling: themeRuling(theme),
        outcomes: trickOutcomes(
          problem,
          player,
          legal,
          solved.values,
          solved.value,
          leads ? null : { lead: t.lead, trumps, leader: t.leader, rule: trickRule },
        ),
      });
    }
    hands[t.leader] = hands[t.leader].filter((c) => !same(c, t.lead));
    hands[other(t.leader)] = hands[other(t.leader)].filter((c) => !same(c, t.follow));
    won[t.winner]++;
  }
  return null;
}

function playOffPosition(input: ReviewInput, item: ReviewItem, playOffHands: Pair<Card[]>): PracticePosition | null {
  const { deal, player } = input;
  const po: [Card[], Card[]] = [playOffHands[0].slice(), playOffHands[1].slice()];
  let number = 0;
  for (const round of deal.rounds) {
    let last: { cards: readonly Card[]; combo: Combo } | null = null;
    for (const m of round.moves) {
      number++;
      if (number === item.number && m.player === player) {
        const solved = solvePlayOff({ hands: [po[0].slice(), po[1].slice()], toMove: player, toBeat: last?.combo ?? null });
        if (!solved.exact) return null;
        const bestKeys = new Set(solved.best.map((b) => (b === 'pass' ? 'pass' : ranksKey(b))));
        const playedKey = m.type === 'pass' ? 'pass' : ranksKey(m.cards);
        // One option per distinct set of ranks: the best, the one played, then the others from the lowest.
        const plays = new Map<string, readonly Card[]>();
        for (const play of handPlays(po[player], last?.combo ?? null))
          if (!plays.has(ranksKey(play.cards))) plays.set(ranksKey(play.cards), play.cards);
        const keys = [...plays.keys()];
        const must = keys.filter((k) => bestKeys.has(k) || k === playedKey);
        const rest = keys.filter((k) => !bestKeys.has(k) && k !== playedKey).slice(0, Math.max(0, MAX_PLAY_OFF_OPTIONS - must.length));
        const options: PracticeOption[] = [...must, ...rest].map((k) => ({ id: k, type: 'cards', cards: plays.get(k)! }));
        if (last !== null) options.push({ id: 'pass', type: 'pass' });
        return finish({
          theme: 'play-off-tempo',
          kind: 'play-off',
          hand: byRank(po[player]),
          trumps: { mine: null, theirs: null },
          lead: null,
          trick: 0,
          tricksWon: [0, 0],
          toBeat: last?.cards ?? null,
          otherHand: byRank(po[other(player)]),
          options: sortOptions(options),
          answers: [...bestKeys].filter((k) => options.some((o) => o.id === k)),
          played: playedKey,
          gain: item.gain,
          ruling: themeRuling('play-off-tempo'),
          outcomes: playOffOutcomes(
            po,
            player,
            options.map((o) => ({ id: o.id, move: o.type === 'cards' ? o.cards : 'pass' })),
            (player === 0 ? solved.value : -solved.value) + 0,
          ),
        });
      }
      if (m.type === 'play') {
        po[m.player] = po[m.player].filter((c) => !m.cards.some((x) => same(x, c)));
        last = { cards: m.cards, combo: m.combo };
      }
    }
  }
  return null;
}

/** Options in a fixed order (by size, then rank; a pass last), so the best is not always first. */
function sortOptions(options: PracticeOption[]): PracticeOption[] {
  const weight = (o: PracticeOption): number =>
    o.type === 'cards' ? o.cards.length * 100 + Math.max(...o.cards.map((c) => ('rank' in c ? c.rank : 1))) : 1e6;
  return options.slice().sort((a, b) => weight(a) - weight(b));
}
