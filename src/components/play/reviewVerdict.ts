// The deal review's verdict on one move in the page's language: best or not, and for a trick, the trick counts along perfect play after the best move and the move played.
import type { ReviewItem, ReviewLine } from '../../engine/solver/index';
import type { Card } from '../../engine/types';
import { cardName } from '../../i18n/cards';
import { format, type Lang } from '../../i18n/lang';
import { reviewStrings, type ReviewKey } from '../../i18n/review';

/** The cards of a move as words ("a pass" for a pass). */
export function moveWords(move: Card[] | 'pass', lang: Lang): string {
  const t = reviewStrings[lang];
  return move === 'pass' ? t['review.passWord'] : move.map((c) => cardName(c, lang)).join(t['review.cardSeparator']);
}

/** What the review says of `item` after the move itself ("✓ Best move…", "✗ Leading the … was best…"). */
export function verdictOf(item: ReviewItem, lang: Lang): string {
  const t = (key: ReviewKey, values?: Record<string, string | number>): string => format(reviewStrings[lang][key], values);
  if (!item.exact) return t('review.unknown');
  if (item.lines === undefined) return item.best ? t('review.best') : t('review.better', { move: moveWords(item.bestMove, lang), gain: item.gain });
  const { best, played } = item.lines;
  const count = (n: number): string => t(n === 1 ? 'review.tricksOne' : 'review.tricksMany', { n });
  if (item.best) return t('review.bestTricks', { tricks: count(best.tricks) });
  const bestCard = moveWords(item.bestMove, lang);
  const playedCard = moveWords(item.played, lang);
  const choice = t(item.kind === 'lead' ? 'review.choiceLead' : 'review.choiceFollow', { card: bestCard });
  const sentences = [
    best.tricks === played.tricks
      ? t('review.sameTricks', { choice, gain: item.gain, tricks: count(best.tricks) })
      : t('review.betterTricks', { choice, gain: item.gain, best: bestCard, bestTricks: count(best.tricks), played: playedCard, playedCount: played.tricks }),
  ];
  // Why a line with the same or fewer tricks is worth more: who leads the play-off, or the odd-trick rule.
  if (best.leadsPlayOff !== played.leadsPlayOff) sentences.push(t(best.leadsPlayOff ? 'review.youLeadPlayOff' : 'review.otherLeadsPlayOff', { card: bestCard }));
  if (fewerTricksScoreMore(best, played)) sentences.push(t('review.oddTricks'));
  return sentences.reduce((first, next) => t('review.sentences', { first, next }));
}

function fewerTricksScoreMore(best: ReviewLine, played: ReviewLine): boolean {
  return best.tricks < played.tricks && best.trickScore > played.trickScore;
}
