// The game log: the engine's records of each deal (auctions, declarations, tricks, play-off rounds, scores) as sentences.
import { addPhase, progressTotal } from '../../../engine/index.ts';
import type {
  AuctionRecord,
  DealScoreProgress,
  Declaration,
  JokerChoiceRecord,
  Pair,
  PlayerIndex,
  PlayerView,
  PlayOffMove,
  PlayOffRound,
  TrickRecord,
} from '../../../engine/index.ts';
import type { Lang } from '../../../i18n/lang.ts';
import { fill, joinParts, type Part } from '../words/parts.ts';
import {
  announcementText,
  comboName,
  dict,
  other,
  rungText,
  seatTemplate,
  suitLabel,
  trickWhy,
  valueText,
  type Seats,
} from '../words/words.ts';

export type LogKind = 'deal' | 'auction' | 'melds' | 'trick' | 'round' | 'score' | 'end';

export interface LogLine {
  /** Stable across renders (for keys and for "what just happened"). */
  readonly id: string;
  readonly kind: LogKind;
  readonly parts: Part[];
}

/** Everything a deal's log needs; a finished DealRecord and the deal in progress both provide it. */
interface DealFacts {
  readonly number: number;
  readonly dealer: PlayerIndex;
  readonly auctions: readonly AuctionRecord[];
  readonly jokerChoices: readonly JokerChoiceRecord[];
  readonly declarations: readonly Declaration[];
  readonly tricks: readonly TrickRecord[];
  readonly rounds: readonly PlayOffRound[];
  /** Points of each finished phase (0 to 3 entries). */
  readonly phases: readonly Pair<number>[];
  readonly totalsAfter: Pair<number> | null;
}

interface Ctx {
  readonly lang: Lang;
  readonly seats: Seats;
  /** Whose private facts may be shown (their unseen cards, their Joker exchange); null for a shared screen. */
  readonly viewer: PlayerIndex | null;
}

/** An auction in two sentences, as the log and the last auction's panel say it: the bids and the rung that decided; take or cede. */
export function auctionSentences(record: AuctionRecord, seats: Seats, lang: Lang): { readonly bids: Part[]; readonly choice: Part[] } {
  const t = dict(lang);
  const { name, mid } = seats;
  return {
    bids: fill(t['log.auction'], {
      n: record.number,
      turnUp: record.turnUp,
      p0: mid[0],
      b0: record.bids[0],
      p1: mid[1],
      b1: record.bids[1],
      winner: name[record.winner],
      rung: rungText(record.reason, lang),
    }),
    choice: fill(t[record.choice === 'take' ? 'log.take' : 'log.cede'], { winner: name[record.winner], loser: mid[other(record.winner)] }),
  };
}

function auctionLines(record: AuctionRecord, deal: number, ctx: Ctx): LogLine[] {
  const id = `d${deal}a${record.number}`;
  const { bids, choice } = auctionSentences(record, ctx.seats, ctx.lang);
  if (record.unseen !== null && record.unseenTo === ctx.viewer)
    choice.push(' ', ...fill(dict(ctx.lang)['log.unseenMine'], { card: record.unseen }));
  return [
    { id, kind: 'auction', parts: bids },
    { id: `${id}c`, kind: 'auction', parts: choice },
  ];
}

function jokerLine(choice: JokerChoiceRecord, deal: number, ctx: Ctx): LogLine {
  const t = dict(ctx.lang);
  const name = ctx.seats.name[choice.player];
  const parts = !choice.exchanged
    ? fill(t['log.jokerKeep'], { name })
    : choice.card !== null && choice.player === ctx.viewer
      ? fill(t['log.jokerSwapCard'], { name, card: choice.card })
      : fill(seatTemplate(ctx.lang, ctx.seats, choice.player, 'log.jokerSwap'), { name });
  return { id: `d${deal}j${choice.player}`, kind: 'melds', parts };
}

function declarationLine(declaration: Declaration, deal: number, ctx: Ctx): LogLine {
  const t = dict(ctx.lang);
  const melds =
    declaration.melds.length === 0
      ? [t['melds.none']]
      : joinParts(
          declaration.melds.map((meld) =>
            fill(t['log.meldItem'], { meld: announcementText(meld.announcement, ctx.lang), points: meld.points }),
          ),
          t['list.sep'],
        );
  return {
    id: `d${deal}m${declaration.player}`,
    kind: 'melds',
    parts: fill(t['log.declare'], {
      name: ctx.seats.name[declaration.player],
      suit: suitLabel(declaration.trump, ctx.lang),
      melds,
      total: declaration.total,
    }),
  };
}

function trickLine(trick: TrickRecord, deal: number, ctx: Ctx): LogLine {
  const t = dict(ctx.lang);
  const { name, mid } = ctx.seats;
  return {
    id: `d${deal}t${trick.number}`,
    kind: 'trick',
    parts: fill(t['log.trick'], {
      n: trick.number,
      leader: mid[trick.leader],
      lead: trick.lead,
      follower: mid[other(trick.leader)],
      follow: trick.follow,
      winner: name[trick.winner],
      why: trickWhy(trick.reason, ctx.lang),
    }),
  };
}

/** The moves of a play-off round: "you led a pair of Fives 5♠ 5♦; Computer passed" (capitalised when it opens a sentence). */
export function movesParts(moves: readonly PlayOffMove[], ctx: Pick<Ctx, 'lang' | 'seats'>, opensSentence = false): Part[] {
  const t = dict(ctx.lang);
  return joinParts(
    moves.map((move, i) => {
      const name = (opensSentence && i === 0 ? ctx.seats.name : ctx.seats.mid)[move.player];
      if (move.type === 'pass') return fill(t['log.movePass'], { name });
      return fill(t[i === 0 ? 'log.moveLead' : 'log.moveBeat'], { name, combo: comboName(move.combo, ctx.lang), cards: move.cards });
    }),
    t['log.moveSep'],
  );
}

function roundLine(round: PlayOffRound, n: number, deal: number, ctx: Ctx): LogLine {
  const t = dict(ctx.lang);
  return {
    id: `d${deal}r${n}`,
    kind: 'round',
    parts: fill(t[round.end === 'out' ? 'log.roundOut' : 'log.round'], {
      n,
      moves: movesParts(round.moves, ctx),
      winner: ctx.seats.name[round.winner],
    }),
  };
}

const PHASE_KEYS = ['log.phase1', 'log.phase2', 'log.phase3'] as const;

/** The score line of phase `index` (0..2) and, through the engine's own bonus rule, any bonus it brought. */
function scoreLines(phases: readonly Pair<number>[], index: number, deal: number, ctx: Ctx): LogLine[] {
  const t = dict(ctx.lang);
  const { name } = ctx.seats;
  const points = phases[index];
  const lines: LogLine[] = [
    {
      id: `d${deal}s${index}`,
      kind: 'score',
      parts: fill(t[PHASE_KEYS[index]], { p0: name[0], s0: points[0], p1: name[1], s1: points[1] }),
    },
  ];
  let before: DealScoreProgress = { phases: [], bonus: [0, 0], bonusPhase: null, bonusVoid: false };
  for (let i = 0; i < index; i++) before = addPhase(before, phases[i]);
  const after = addPhase(before, points);
  if (after.bonusPhase === index + 1) {
    const winner: PlayerIndex = after.bonus[0] > 0 ? 0 : 1;
    lines.push({ id: `d${deal}b`, kind: 'score', parts: fill(t['log.bonus'], { name: name[winner], bonus: after.bonus[winner] }) });
  } else if (after.bonusVoid && !before.bonusVoid) {
    lines.push({ id: `d${deal}b`, kind: 'score', parts: [t['log.bonusVoid']] });
  }
  return lines;
}

function dealLines(deal: DealFacts, ctx: Ctx, current: PlayerView | null): LogLine[] {
  const t = dict(ctx.lang);
  const n = deal.number;
  const lines: LogLine[] = [{ id: `d${n}`, kind: 'deal', parts: fill(t['log.deal'], { n, dealer: ctx.seats.name[deal.dealer] }) }];
  for (const record of deal.auctions) lines.push(...auctionLines(record, n, ctx));
  // R15: both Joker decisions come before any declaration, so the log lists them first, in the order made.
  for (const choice of deal.jokerChoices) lines.push(jokerLine(choice, n, ctx));
  for (const declaration of deal.declarations) lines.push(declarationLine(declaration, n, ctx));
  if (deal.phases.length > 0) lines.push(...scoreLines(deal.phases, 0, n, ctx));
  for (const trick of deal.tricks) lines.push(trickLine(trick, n, ctx));
  if (deal.phases.length > 1) lines.push(...scoreLines(deal.phases, 1, n, ctx));
  deal.rounds.forEach((round, i) => lines.push(roundLine(round, i + 1, n, ctx)));
  if (current?.round && current.round.moves.length > 0) {
    const roundNo = deal.rounds.length + 1;
    lines.push({
      id: `d${n}r${roundNo}now`,
      kind: 'round',
      parts: fill(t['log.roundNow'], { n: roundNo, moves: movesParts(current.round.moves, ctx) }),
    });
  }
  if (deal.phases.length > 2) lines.push(...scoreLines(deal.phases, 2, n, ctx));
  if (deal.totalsAfter) {
    const [s0, s1] = progressTotal({ phases: deal.phases, bonus: dealBonus(deal), bonusPhase: null, bonusVoid: false });
    const [g0, g1] = deal.totalsAfter;
    lines.push({
      id: `d${n}total`,
      kind: 'score',
      parts: fill(t['log.dealTotal'], { n, p0: ctx.seats.name[0], p1: ctx.seats.name[1], s0, s1, g0, g1 }),
    });
  }
  return lines;
}

function dealBonus(deal: DealFacts): Pair<number> {
  let progress: DealScoreProgress = { phases: [], bonus: [0, 0], bonusPhase: null, bonusVoid: false };
  for (const points of deal.phases) progress = addPhase(progress, points);
  return progress.bonus;
}

/**
 * The whole game's log as `view.player` may know it (or, with `viewer` null, only what both players may
 * see, for a shared screen). Finished deals come from view.deals, the deal in progress from the view.
 */
export function describeGame(view: PlayerView, seats: Seats, lang: Lang, viewer: PlayerIndex | null): LogLine[] {
  const ctx: Ctx = { lang, seats, viewer };
  const lines: LogLine[] = [];
  // The house rule changes who wins some tricks, so a game played under it says so at the top of its log.
  if (view.options.trickRule === 'summary') lines.push({ id: 'rule', kind: 'deal', parts: [dict(lang)['log.houseRule']] });
  for (const deal of view.deals) {
    lines.push(...dealLines({ ...deal, phases: deal.score.phases, totalsAfter: deal.totalsAfter }, ctx, null));
  }
  const finished = view.deals.length > 0 && view.deals[view.deals.length - 1].number === view.dealNumber;
  if (!finished) {
    lines.push(
      ...dealLines(
        {
          number: view.dealNumber,
          dealer: view.dealer,
          auctions: view.auctions,
          jokerChoices: view.jokerChoices,
          declarations: view.declarations,
          tricks: view.tricks,
          rounds: view.rounds,
          phases: view.score.phases,
          totalsAfter: null,
        },
        ctx,
        view,
      ),
    );
  }
  const t = dict(lang);
  if (view.result) {
    const { winner, value, reason } = view.result;
    if (reason === 'resign')
      lines.push({ id: 'resigned', kind: 'end', parts: fill(t['log.resigned'], { name: seats.name[other(winner)] }) });
    lines.push({ id: 'over', kind: 'end', parts: fill(t['log.gameOver'], { name: seats.name[winner], value: valueText(value, lang) }) });
  }
  return lines;
}
