// A finished deal review in the page's language (its words load when the review starts): each move and its verdict, with the trick counts
// (or, in the play-off, who goes out and the cards left) along perfect play after the best move and after the move played, and the summary.
import type { DealReview, DeclarationReview, ReviewItem, ReviewLine } from '../../../engine/solver/index.ts';
import { classifyCombo, type Card } from '../../../engine/index.ts';
import { cardName, suitName } from '../../../i18n/cards.ts';
import { comboName } from '../../../i18n/combos.ts';
import { format, signed, type Lang } from '../../../i18n/lang.ts';
import { reviewResultStrings, type ReviewResultKey } from '../../../i18n/review-result.ts';

function words(lang: Lang): (key: ReviewResultKey, values?: Record<string, string | number>) => string {
  return (key, values) => format(reviewResultStrings[lang][key], values);
}

/** One line of the list: "Trick 3: You led the King of clubs. ✗ Leading the Nine of clubs was best…". */
export function itemText(item: ReviewItem, lang: Lang): string {
  const t = words(lang);
  const label = t(item.phase === 'tricks' ? 'review.trick' : 'review.playOff', { n: item.number });
  const said =
    item.kind === 'pass'
      ? t('review.pass')
      : item.kind === 'play'
        ? t('review.play', { cards: movePhrase(item.played, lang) })
        : t(item.kind === 'lead' ? 'review.lead' : 'review.follow', { card: moveWords(item.played, lang) });
  return t('review.item', { label, said, verdict: verdictOf(item, lang) });
}

/** The summary: points lost to perfect play in each phase (the declaration's too, when it was judged and lost some), or that every decision was best. */
export function summaryText(lost: DealReview['lost'], declaration: DeclarationReview | null, lang: Lang): string {
  const t = words(lang);
  const declared = declaration !== null && declaration.exact ? declaration.gain : 0;
  if (declared > 0) return t('review.summaryDeclaration', { declaration: declared, tricks: lost.tricks, playOff: lost.playOff });
  return lost.tricks + lost.playOff === 0 ? t('review.perfect') : t('review.summary', { tricks: lost.tricks, playOff: lost.playOff });
}

/** The list's accessible name. */
export function listName(lang: Lang): string {
  return reviewResultStrings[lang]['review.list'];
}

/** The cards of a move as words ("a pass" for a pass). */
export function moveWords(move: readonly Card[] | 'pass', lang: Lang): string {
  const t = reviewResultStrings[lang];
  return move === 'pass' ? t['review.passWord'] : move.map((c) => cardName(c, lang)).join(t['review.cardSeparator']);
}

/**
 * A move inside a sentence: "the Queen of spades", "a pass", or for a play-off play of more cards its combination and
 * its cards: "a pair of Nines (the Nine of clubs, Nine of diamonds)".
 */
function movePhrase(move: readonly Card[] | 'pass', lang: Lang): string {
  if (move === 'pass') return moveWords(move, lang);
  const t = words(lang);
  const cards = t('review.theCards', { cards: moveWords(move, lang) });
  const combo = move.length > 1 ? classifyCombo(move) : null;
  return combo === null ? cards : t('review.comboCards', { combo: comboName(combo, lang), cards });
}

/** What the review says of `item` after the move itself ("✓ Best move…", "✗ Leading the … was best…"). */
export function verdictOf(item: ReviewItem, lang: Lang): string {
  const t = words(lang);
  if (!item.exact) return t('review.unknown');
  if (item.playOffPoints !== undefined) return playOffVerdict(item, item.playOffPoints, lang);
  if (item.lines === undefined)
    return item.best ? t('review.best') : t('review.better', { move: movePhrase(item.bestMove, lang), gain: item.gain });
  const { best, played } = item.lines;
  const count = (n: number): string => t(n === 1 ? 'review.tricksOne' : 'review.tricksMany', { n });
  if (item.best) return t('review.bestTricks', { tricks: count(best.tricks) });
  const bestCard = moveWords(item.bestMove, lang);
  const playedCard = moveWords(item.played, lang);
  const choice = t(item.kind === 'lead' ? 'review.choiceLead' : 'review.choiceFollow', { card: bestCard });
  const sentences = [
    best.tricks === played.tricks
      ? t('review.sameTricks', { choice, gain: item.gain, tricks: count(best.tricks) })
      : t('review.betterTricks', {
          choice,
          gain: item.gain,
          best: bestCard,
          bestTricks: count(best.tricks),
          played: playedCard,
          playedCount: played.tricks,
        }),
  ];
  // Why a line with the same or fewer tricks is worth more: who leads the play-off, or the odd-trick rule.
  if (best.leadsPlayOff !== played.leadsPlayOff)
    sentences.push(t(best.leadsPlayOff ? 'review.youLeadPlayOff' : 'review.otherLeadsPlayOff', { card: bestCard }));
  if (fewerTricksScoreMore(best, played)) sentences.push(t('review.oddTricks'));
  return sentences.reduce((first, next) => t('review.sentences', { first, next }));
}

/** A play-off verdict with who goes out first and how many cards the other is left with, after the best move and after the move played. */
function playOffVerdict(item: ReviewItem, points: { readonly best: number; readonly played: number }, lang: Lang): string {
  const t = words(lang);
  const end = (p: number): string => {
    const n = Math.abs(p) / 10;
    const cards = t(n === 1 ? 'review.cardsOne' : 'review.cardsMany', { n });
    return t(p > 0 ? 'review.youGoOut' : 'review.otherGoesOut', { cards });
  };
  if (item.best) return t('review.bestPlayOff', { end: end(points.best) });
  return t('review.betterPlayOff', {
    move: movePhrase(item.bestMove, lang),
    gain: item.gain,
    bestEnd: end(points.best),
    playedEnd: end(points.played),
  });
}

function fewerTricksScoreMore(best: ReviewLine, played: ReviewLine): boolean {
  return best.tricks < played.tricks && best.trickScore > played.trickScore;
}

/** The declaration's verdict: the trump named, the best trump, and what it cost. */
export function declarationText(d: DeclarationReview, lang: Lang): string {
  const t = words(lang);
  const suit = (s: DeclarationReview['played']): string => suitName(s, lang);
  const sentences = [t('review.declaration', { played: suit(d.played) })];
  if (!d.exact) sentences.push(t('review.declUnknown'));
  else if (d.gain === 0) sentences.push(t('review.declBest', { value: signed(d.playedValue) }));
  else {
    sentences.push(
      t('review.declBetter', {
        best: suit(d.best),
        gain: d.gain,
        bestValue: signed(d.bestValue),
        playedValue: signed(d.playedValue),
        played: suit(d.played),
      }),
    );
  }
  if (d.exact && d.first && d.otherTrump !== null && d.gain > 0)
    sentences.push(t('review.declReply', { best: suit(d.best), reply: suit(d.otherTrump) }));
  if (d.exact && d.placements > 1) sentences.push(t('review.declPlacements', { n: d.placements }));
  return sentences.reduce((first, next) => t('review.sentences', { first, next }));
}
