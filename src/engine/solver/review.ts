// Review of a finished deal: each of one player's decisions in the tricks and the play-off, compared with perfect play.
//
// A deal record shows every card: the trick hands are the cards played to the tricks, and the play-off hands
// are what is left of the pack (minus Jokers bid in an auction, R9), split by who played them in the
// play-off and, for the loser, the cards still held. So the review needs the record and the options only.
import { cardId, fullDeck, isJoker } from '../cards.ts';
import { classifyCombo } from '../playoff.ts';
import { addPhase, NO_SCORE_YET, trickPoints } from '../scoring.ts';
import { EngineError } from '../errors.ts';
import type { Card, Combo, DealRecord, DealScoreProgress, Declaration, Pair, PlayerIndex, Suit, TrickRule } from '../types.ts';
import { solveDeal } from './deal.ts';
import type { DealProblem } from './deal.ts';
import { playOffMargin, solvePlayOff } from './playoff.ts';
import type { PlayOffMoveChoice } from './playoff.ts';
import { principalLines } from './principal-line.ts';

export interface ReviewInput {
  readonly deal: DealRecord;
  /** Whose decisions to review. */
  readonly player: PlayerIndex;
  readonly jokers: boolean;
  readonly trickRule: TrickRule;
}

export interface ReviewItem {
  readonly phase: 'tricks' | 'play-off';
  /** Trick number (1–13), or the play-off move's number counted from 1. */
  readonly number: number;
  /** A lead, a follow, a play-off play or a pass. */
  readonly kind: 'lead' | 'follow' | 'play' | 'pass';
  readonly played: readonly Card[] | 'pass';
  /** Whether the move was one of the best. */
  readonly best: boolean;
  /** A best move (the solver's first choice); equal to `played` when `best`. */
  readonly bestMove: readonly Card[] | 'pass';
  /** Points the best move would have gained over the move played (0 when best); deal points in the tricks, play-off points in the play-off. */
  readonly gain: number;
  /** False if a solve ran out of its budget (the item is then left out of the totals). */
  readonly exact: boolean;
  /**
   * Tricks items whose lines were solved exactly: where perfect play by both leads after the best move and
   * after the move played (the same line when the move played was best).
   */
  readonly lines?: { readonly best: ReviewLine; readonly played: ReviewLine };
  /**
   * Play-off items solved exactly: the reviewed player's play-off points with perfect play by both after the best
   * move and after the move played (+10 a card the other player is left with when they go out first, −10 a card
   * they are left with themselves when the other does).
   */
  readonly playOffPoints?: { readonly best: number; readonly played: number };
}

/** The end of the tricks along a line of perfect play, for the reviewed player. */
export interface ReviewLine {
  /** Tricks the reviewed player has won after the thirteenth trick. */
  readonly tricks: number;
  /** Whether they win the last trick, and so lead the play-off. */
  readonly leadsPlayOff: boolean;
  /** Their trick points minus the other player's (by the odd-trick rule, fewer tricks may score more). */
  readonly trickScore: number;
}

export interface DealReview {
  readonly items: ReviewItem[];
  /** Points lost to perfect play in each phase. */
  readonly lost: { readonly tricks: number; readonly playOff: number };
}

/** Called after each decision reviewed: done, total. */
export type ReviewProgress = (done: number, total: number) => void;

const same = (a: Card, b: Card): boolean => cardId(a) === cardId(b);

/** The hands each player held at the start of the tricks and of the play-off. */
export function dealHands(input: ReviewInput): { trickHands: Pair<Card[]>; playOffHands: Pair<Card[]> } {
  const { deal, jokers } = input;
  const trickHands: [Card[], Card[]] = [[], []];
  for (const t of deal.tricks) {
    trickHands[t.leader].push(t.lead);
    trickHands[t.leader === 0 ? 1 : 0].push(t.follow);
  }
  const gone = new Set<number>(trickHands.flat().map(cardId));
  for (const a of deal.auctions) for (const bid of a.bids) if (isJoker(bid)) gone.add(cardId(bid));
  const playOffHands: [Card[], Card[]] = [[], []];
  for (const round of deal.rounds)
    for (const m of round.moves)
      if (m.type === 'play')
        for (const c of m.cards) {
          playOffHands[m.player].push(c);
          gone.add(cardId(c));
        }
  // What nobody played is the loser's hand at the end.
  const loser: PlayerIndex = deal.cardsLeft[0] > 0 ? 0 : 1;
  for (const c of fullDeck(jokers)) if (!gone.has(cardId(c))) playOffHands[loser].push(c);
  return { trickHands, playOffHands };
}

/** Count of the decisions a review looks at (for progress). */
function decisionCount(input: ReviewInput): number {
  let n = 0;
  for (const t of input.deal.tricks) if (t.number >= 1) n++;
  for (const r of input.deal.rounds) for (const m of r.moves) if (m.player === input.player) n++;
  return n;
}

/** Review `player`'s decisions in the tricks and the play-off of a finished deal. */
export function reviewDeal(input: ReviewInput, onProgress?: ReviewProgress): DealReview {
  const { deal, player, trickRule } = input;
  const { trickHands, playOffHands } = dealHands(input);
  const trumps = declaredTrumps(deal.declarations);
  const items: ReviewItem[] = [];
  const total = decisionCount(input);
  let done = 0;
  const tick = (): void => onProgress?.(++done, total);
  let lostTricks = 0;
  let lostPlayOff = 0;
  const melds = deal.score.phases[0];
  const hands: [Card[], Card[]] = [trickHands[0].slice(), trickHands[1].slice()];
  const won: [number, number] = [0, 0];
  for (const t of deal.tricks) {
    const follower: PlayerIndex = t.leader === 0 ? 1 : 0;
    const leads = t.leader === player;
    const card = leads ? t.lead : t.follow;
    const problem = {
      hands: [hands[0].slice(), hands[1].slice()] as [Card[], Card[]],
      playOffHands,
      leader: t.leader,
      trumps,
      tricksWon: [won[0], won[1]] as Pair<number>,
      lead: leads ? null : t.lead,
      rule: trickRule,
      score: scoreAfterMelds(melds),
      moveValues: true,
    };
    if (!leads) problem.hands[t.leader] = problem.hands[t.leader].filter((c) => !same(c, t.lead));
    const solved = solveDeal(problem);
    const chosen = solved.values?.find((v) => same(v.card, card));
    const exact = solved.exact && chosen !== undefined;
    const gain = exact ? gainFor(player, solved.value - (chosen as { value: number }).value) : 0;
    const isBest = solved.best.some((c) => same(c, card));
    const bestCard = isBest ? card : (solved.best[0] ?? card);
    items.push({
      phase: 'tricks',
      number: t.number,
      kind: leads ? 'lead' : 'follow',
      played: [card],
      best: isBest,
      bestMove: [bestCard],
      gain,
      exact,
      ...(exact ? linesOf(problem, bestCard, card, player) : {}),
    });
    if (exact) lostTricks += gain;
    tick();
    hands[t.leader] = hands[t.leader].filter((c) => !same(c, t.lead));
    hands[follower] = hands[follower].filter((c) => !same(c, t.follow));
    won[t.winner]++;
  }
  // The play-off, move by move.
  const po: [Card[], Card[]] = [playOffHands[0].slice(), playOffHands[1].slice()];
  let number = 0;
  for (const round of deal.rounds) {
    let last: Combo | null = null;
    for (const m of round.moves) {
      number++;
      if (m.player === player) {
        // One optimal move is all the review shows; whether the move played was best comes from its value.
        const before = solvePlayOff({ hands: [po[0].slice(), po[1].slice()], toMove: player, toBeat: last, oneBest: true });
        const value = playOffValueAfter(po, player, m.type === 'play' ? m.cards : 'pass');
        const exact = before.exact && value !== null;
        const gain = exact ? gainFor(player, before.value - value) : 0;
        const played: readonly Card[] | 'pass' = m.type === 'play' ? m.cards : 'pass';
        const isBest = exact ? gain === 0 : before.best.some((b) => sameMove(b, played));
        items.push({
          phase: 'play-off',
          number,
          kind: m.type === 'play' ? 'play' : 'pass',
          played,
          best: isBest,
          bestMove: isBest ? played : (before.best[0] ?? played),
          gain,
          exact,
          ...(exact ? { playOffPoints: { best: gainFor(player, before.value), played: gainFor(player, value) } } : {}),
        });
        if (exact) lostPlayOff += gain;
        tick();
      }
      if (m.type === 'play') {
        po[m.player] = po[m.player].filter((c) => !m.cards.some((x) => same(x, c)));
        last = m.combo;
      }
    }
  }
  return { items, lost: { tricks: lostTricks, playOff: lostPlayOff } };
}

/** Both personal trumps of a finished deal, from its declarations (every finished deal has both). */
function declaredTrumps(declarations: readonly Declaration[]): Pair<Suit> {
  const of = (player: PlayerIndex): Suit => {
    const declared = declarations.find((d) => d.player === player);
    if (declared === undefined) throw new EngineError('invalid-argument', `deal: no trump declared by ${player}`);
    return declared.trump;
  };
  return [of(0), of(1)];
}

/** The lines after the best card and the card played (one line when they are the same), if both were solved exactly. */
function linesOf(problem: DealProblem, bestCard: Card, played: Card, player: PlayerIndex): Pick<ReviewItem, 'lines'> {
  const moves = same(bestCard, played) ? [played] : [bestCard, played];
  const ends = principalLines(problem, moves);
  if (!ends.every((e) => e.exact)) return {};
  const line = (i: number): ReviewLine => {
    const tricks = ends[i].tricks[player];
    const theirs = ends[i].tricks[player === 0 ? 1 : 0];
    return { tricks, leadsPlayOff: ends[i].lastWinner === player, trickScore: trickPoints(tricks) - trickPoints(theirs) };
  };
  return { lines: { best: line(0), played: line(ends.length - 1) } };
}

/** A value or a difference of values from player 0's side, seen from `player`'s (never −0, which would print oddly). */
function gainFor(player: PlayerIndex, difference: number): number {
  return (player === 0 ? difference : -difference) + 0;
}

/** Phase 1 as the engine scored it, with R13 (the melds alone may reach 100). */
function scoreAfterMelds(melds: Pair<number>): DealScoreProgress {
  return addPhase(NO_SCORE_YET, melds);
}

/** Same play-off move up to suits (suits never matter in the play-off). */
function sameMove(a: PlayOffMoveChoice, b: readonly Card[] | 'pass'): boolean {
  if (a === 'pass' || b === 'pass') return a === b;
  const key = (cards: readonly Card[]): string =>
    cards
      .map((c) => (isJoker(c) ? 0 : c.rank))
      .sort((x, y) => x - y)
      .join(',');
  return key(a) === key(b);
}

/** The play-off value (player 0's side) after `player` makes `move`, or null past the budget. */
function playOffValueAfter(po: Pair<readonly Card[]>, player: PlayerIndex, move: readonly Card[] | 'pass'): number | null {
  const other: PlayerIndex = player === 0 ? 1 : 0;
  if (move === 'pass') {
    // Only the value is used: oneBest skips proving every other optimal move.
    const s = solvePlayOff({ hands: [po[0].slice(), po[1].slice()], toMove: other, toBeat: null, oneBest: true });
    return s.exact ? s.value : null;
  }
  const rest = po[player].filter((c) => !move.some((x) => same(x, c)));
  if (rest.length === 0) return playOffMargin(player === 0 ? po[1].length : -po[0].length);
  const hands: Pair<readonly Card[]> = player === 0 ? [rest, po[1]] : [po[0], rest];
  const s = solvePlayOff({ hands, toMove: other, toBeat: classifyCombo(move), oneBest: true });
  return s.exact ? s.value : null;
}
