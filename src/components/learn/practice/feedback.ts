// The note under a wrong practice answer: what the chosen option does, from the figures the position keeps (no rule worked out here).
import type { Lang } from '../../../i18n/lang.ts';
import type { LearnWords } from '../../../i18n/learn.ts';
import { cardList, gap, say, suitLabel } from '../words.ts';
import type { OptionOutcome, PracticeOption, PracticePosition } from '../../practice/types.ts';

/** An option in words: a trump, cards, or a pass. */
export function optionWords(option: PracticeOption, lang: Lang, words: LearnWords): string {
  if (option.type === 'suit') return suitLabel(option.suit, lang);
  if (option.type === 'cards') return cardList(option.cards, lang);
  return say(words, option.type === 'pass' ? 'practice.pass' : `practice.choice.${option.choice}`);
}

/** A signed figure as the scores show it (+20, −10, 0). */
const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** The best options' outcomes, when every best option has one. */
function bestOutcomes(p: PracticePosition): OptionOutcome[] {
  const all = p.answers.map((id) => p.outcomes?.[id]);
  return all.every((o) => o !== undefined) ? all : [];
}

/** One figure all the best options share, or null. */
function shared(values: readonly (number | boolean | undefined)[]): number | boolean | null {
  if (values.length === 0 || values.some((v) => v === undefined || v !== values[0])) return null;
  return values[0] ?? null;
}

/**
 * What the chosen (wrong) option does (an auction position's: auctionView.tsx): how much it loses against the best, in
 * the position's own terms, and where the position keeps them, the tricks it ends with, whether it wins the trick, or the play-off points it leaves.
 * Returns null when the position keeps nothing for the option (saved before the figures were kept, and not the option played).
 */
export function wrongNote(p: PracticePosition, id: string, lang: Lang, words: LearnWords): string | null {
  const option = p.options.find((o) => o.id === id);
  if (option === undefined) return null;
  const name = optionWords(option, lang, words);
  const kept = p.outcomes?.[id];
  const loss = kept?.loss ?? (id === p.played ? p.gain : null);
  // A trump the review showed worse without solving it exactly: worse, with no figure.
  if (loss === null && p.kind === 'declaration' && p.outcomes !== undefined && !p.answers.includes(id))
    return say(words, 'practice.loss.declarationWorse', { option: name });
  if (loss === null || loss <= 0) return null;
  const parts: string[] = [];
  const kind = p.kind === 'play-off' ? 'playOff' : p.kind === 'declaration' ? 'declaration' : 'tricks';
  parts.push(say(words, `practice.loss.${kind}`, { option: name, loss }));
  const best = bestOutcomes(p);
  if (kept !== undefined && (p.kind === 'lead' || p.kind === 'follow')) {
    const bestWins = shared(best.map((o) => o.wins));
    if (kept.wins !== undefined && typeof bestWins === 'boolean') {
      const key = kept.wins ? (bestWins ? 'winsToo' : 'winsBestLoses') : bestWins ? 'losesBestWins' : 'losesToo';
      parts.push(say(words, `practice.trick.${key}`, { option: name }));
    }
    const bestTricks = shared(best.map((o) => o.tricks));
    if (kept.tricks !== undefined && typeof bestTricks === 'number') {
      parts.push(
        kept.tricks === bestTricks
          ? say(words, 'practice.tricks.same', { n: kept.tricks })
          : say(words, 'practice.tricks.differ', { n: kept.tricks, best: bestTricks }),
      );
    }
  }
  if (kept?.points !== undefined && p.kind === 'play-off') {
    const bestPoints = shared(best.map((o) => o.points));
    if (typeof bestPoints === 'number')
      parts.push(say(words, 'practice.playOff.points', { points: signed(kept.points), best: signed(bestPoints) }));
  }
  return parts.join(gap(lang));
}
