// What the coach of the first deal says: the decision on screen, the last result with its rule, and a costly trump choice
// (judged by the declaration's exact value, solved in a worker by the island and passed in) or a costly bid or take/cede
// (judged by the auction judge's estimate, likewise made in a worker and passed in).
//
// Pure functions of the play page's session (src/components/play/session/session.ts) and the engine's view: no DOM.
import { mustFollowSuit, playerView, progressTotal } from '../../engine/index.ts';
import type { Action, Card, Pair, Suit } from '../../engine/index.ts';
import { cardName, suitName } from '../../i18n/cards.ts';
import { signed, type Lang } from '../../i18n/lang.ts';
import type { LearnWords } from '../../i18n/learn.ts';
import { COMPUTER, currentState, HUMAN, type Session } from '../play/session/session.ts';
import { bySuit } from '../cards/handOrder.ts';
import { mayGoBackTo } from '../play/session/undo.ts';
import { cardList, gap, say } from './words.ts';

const SUITS: readonly Suit[] = ['S', 'H', 'D', 'C'];

export interface CoachNotes {
  /** What is being decided now (or that the computer is deciding). */
  readonly now: string;
  /** The last result, explained with the rule's name ('' before the first one). */
  readonly last: string;
  /**
   * A gentle note on a costly trump choice, and the entry count to go back to while taking it back is fair (else null);
   * or on a costly bid or take/cede (never taken back: the computer's bid has been seen since).
   */
  readonly mistake: { readonly text: string; readonly keep: number | null; readonly phase: 'auction' | 'trump' } | null;
  /** The deal is over: the closing words. */
  readonly end: string | null;
}

/** The exact value of each trump the person could declare, solved at the declaration (entry `at` of the session). */
export interface TrumpValues {
  /** The session's entry count when the person was to declare (their declaration is entry `at`). */
  readonly at: number;
  readonly values: Readonly<Record<Suit, number>>;
  readonly best: Suit;
}

/**
 * A bid or take/cede of the person's that the auction judge found clearly worse than the best choice (beyond the
 * estimate's margin), over the hands the computer might have held.
 */
export interface AuctionNote {
  /** The session's entry count when the person decided (their choice is entry `at`). */
  readonly at: number;
  /** The auction's number. */
  readonly number: number;
  readonly chosen: Action;
  readonly best: Action;
  /** How much worse the choice came out (deal points), its 95% margin, and the hands sampled. */
  readonly cost: number;
  readonly margin: number;
  readonly samples: number;
}

/**
 * The coach's notes for the session as it stands; `trumps`: the declaration's values once solved (null while solving);
 * `auction`: the person's latest costly auction choice, once judged (null when none is).
 */
export function coachNotes(
  session: Session,
  words: LearnWords,
  lang: Lang,
  trumps: TrumpValues | null = null,
  auction: AuctionNote | null = null,
): CoachNotes {
  const state = currentState(session);
  const view = playerView(state, HUMAN);
  const who = (p: number) => say(words, p === HUMAN ? 'coach.you' : 'coach.computer');
  const card = (c: Card) => cardName(c, lang);
  /** A player named inside an English sentence ("you", "the computer"); Japanese has no case. */
  const mid = (p: number) => (lang === 'en' ? who(p).toLowerCase() : who(p));
  const list = (cards: readonly Card[]) => cardList(cards, lang);
  const mine = view.legalActions;
  const has = (type: Action['type']) => mine.some((a) => a.type === type);

  let end: string | null = null;
  if (state.phase === 'deal-over' || state.phase === 'game-over') {
    const record = view.deals[view.deals.length - 1];
    const total: Pair<number> = record ? record.score.total : progressTotal(view.score);
    end = say(words, 'coach.end', { mine: total[0], theirs: total[1] });
  }

  // ─── Now ───
  let now = say(words, 'coach.wait');
  if (end !== null) now = '';
  // The auction's rules in full at the first; after that the note is short, so that it fits beside the table on a phone.
  else if (has('bid') && view.auction)
    now = say(words, view.auction.number === 1 ? 'coach.bid' : 'coach.bidNext', {
      n: view.auction.number,
      card: card(view.auction.turnUp),
    });
  else if (has('take') && view.auction) now = say(words, 'coach.takeCede', { card: card(view.auction.turnUp) });
  else if (has('declare')) {
    // The values first: on a phone the note shows about three lines at a time, and the meld points are on the buttons.
    const solved = trumps !== null && trumps.at === session.entries.length ? trumps : null;
    const replying = view.trumps[COMPUTER] !== null;
    const values = solved
      ? say(words, replying ? 'coach.declareValuesAfter' : 'coach.declareValues', {
          values: SUITS.map((s) => say(words, 'coach.suitValue', { suit: suitName(s, lang), value: signed(solved.values[s]) })).join(
            say(words, 'coach.listSep'),
          ),
        })
      : say(words, 'coach.declareSolving');
    now = [say(words, 'coach.declare'), values, say(words, 'coach.declareRule')].join(gap(lang));
  } else if (has('play') && view.trick) {
    const counts = { n: view.trick.number, mine: view.tricksWon[0], theirs: view.tricksWon[1] };
    // The cards as the hand shows them (by suit, high to low); unable to follow suit, any card may go and none is listed.
    const legal = bySuit(mine.flatMap((a) => (a.type === 'play' ? [a.card] : [])));
    const lead = view.trick.lead;
    now =
      lead === null
        ? say(words, 'coach.lead', counts)
        : say(words, mustFollowSuit(view.hand, lead, view.trumps[view.trick.leader]) ? 'coach.follow' : 'coach.followAny', {
            ...counts,
            card: card(lead),
            legal: list(legal),
          });
    if (view.trick.number >= 10) now = `${now}${gap(lang)}${say(words, 'coach.oddNote')}`;
  } else if ((has('playoff-play') || has('pass')) && view.round) {
    const lastPlay = [...view.round.moves].reverse().find((m) => m.type === 'play');
    now =
      view.round.last === null || !lastPlay || lastPlay.type !== 'play'
        ? say(words, 'coach.playoffLead')
        : say(words, has('playoff-play') ? 'coach.playoffBeat' : 'coach.playoffPassOnly', { cards: list(lastPlay.cards) });
  }

  // ─── What just happened ───
  let last = '';
  const rung = (reason: string) => {
    const text = say(words, `rung.${reason}`);
    return lang === 'en' ? text.charAt(0).toLowerCase() + text.slice(1) : text;
  };
  if (view.rounds.length > 0) {
    // The round that ended the deal has no next lead: its winner went out.
    const round = view.rounds[view.rounds.length - 1];
    last = say(words, round.end === 'out' ? 'coach.wentOut' : 'coach.roundDone', { winner: who(round.winner) });
  } else if (view.tricks.length > 0) {
    const t = view.tricks[view.tricks.length - 1];
    const follower = t.leader === 0 ? 1 : 0;
    last = say(words, 'coach.trickDone', {
      n: t.number,
      lead: say(words, 'coach.playedBy', { card: card(t.lead), who: mid(t.leader) }),
      follow: say(words, 'coach.playedBy', { card: card(t.follow), who: mid(follower) }),
      winner: who(t.winner),
      why: say(words, `coach.trick.${t.reason}`),
    });
  } else if (view.declarations.length > 0) {
    last = view.declarations
      .map((d) => say(words, 'coach.declared', { who: who(d.player), suit: suitName(d.trump, lang), total: d.total }))
      .join(gap(lang));
  } else if (view.auctions.length > 0) {
    const a = view.auctions[view.auctions.length - 1];
    last = say(words, 'coach.auctionDone', {
      n: a.number,
      mine: card(a.bids[0]),
      theirs: card(a.bids[1]),
      winner: who(a.winner),
      rung: rung(a.reason),
      choice: say(words, `coach.choice.${a.choice}`),
      taker: mid(a.turnUpTo),
      card: card(a.turnUp),
    });
  }

  return { now, last, mistake: trumpMistake(session, words, lang, trumps) ?? auctionMistake(session, words, lang, auction), end };
}

/** What a bid or a take/cede was, in the coach's words: the card bid, or taking or ceding the turn-up. */
function auctionChoice(action: Action, words: LearnWords, lang: Lang): string {
  if (action.type === 'bid') return cardName(action.card, lang);
  return say(words, action.type === 'take' ? 'coach.auctionChoice.take' : 'coach.auctionChoice.cede');
}

/** A costly bid or take/cede, remarked on from its judgement while the auction lasts. */
function auctionMistake(session: Session, words: LearnWords, lang: Lang, note: AuctionNote | null): CoachNotes['mistake'] {
  const state = currentState(session);
  // Remarked on during the auction only: the melds' decisions (and the trump's note) have the coach's room after it.
  if (note === null || note.at >= session.entries.length || state.phase !== 'auction') return null;
  // The choice judged must still be the one in the session (not taken back and made otherwise).
  if (JSON.stringify(session.entries[note.at]) !== JSON.stringify(note.chosen)) return null;
  const key = note.chosen.type === 'bid' ? 'coach.mistakeAuction.bid' : 'coach.mistakeAuction.take';
  const text = say(words, key, {
    n: note.number,
    chosen: auctionChoice(note.chosen, words, lang),
    best: auctionChoice(note.best, words, lang),
    cost: Math.round(note.cost),
    margin: Math.max(1, Math.round(note.margin)),
    samples: note.samples,
  });
  return { text, keep: null, phase: 'auction' };
}

/** The entry where the person named their trump, while no trick is complete (the coach may still judge it), or -1. */
export function openDeclaration(session: Session): number {
  const state = currentState(session);
  if ((state.phase !== 'melds' && state.phase !== 'tricks') || state.deal.tricks.length > 0) return -1;
  return session.entries.findIndex((e) => e.type === 'declare' && e.player === HUMAN);
}

/**
 * A trump worth less than another with perfect play after (the exact declaration value, not the meld points alone), while
 * no trick has been completed. It may be taken back only as undo allows (S9): before the computer has answered it
 * (declared its own trump, or led), never after.
 */
function trumpMistake(session: Session, words: LearnWords, lang: Lang, trumps: TrumpValues | null): CoachNotes['mistake'] {
  const index = openDeclaration(session);
  if (index < 0 || trumps === null || trumps.at !== index) return null;
  const entry = session.entries[index] as Extract<Action, { type: 'declare' }>;
  const played = trumps.values[entry.trump];
  if (trumps.values[trumps.best] <= played) return null;
  const note = say(words, 'coach.mistakeExact', {
    best: suitName(trumps.best, lang),
    bestValue: signed(trumps.values[trumps.best]),
    played: suitName(entry.trump, lang),
    value: signed(played),
  });
  if (!mayGoBackTo(session, index).ok) return { text: note, keep: null, phase: 'trump' };
  return { text: `${note}${gap(lang)}${say(words, 'coach.mayTakeBack')}`, keep: index, phase: 'trump' };
}
