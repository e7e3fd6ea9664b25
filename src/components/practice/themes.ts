// Which theme a reviewed decision practises, and which ruling its answer cites.
import type { ReviewItem } from '../../engine/solver/index.ts';
import type { PracticeRuling, Theme } from './types.ts';

/** A trick decision's theme from the lines after the best card and the card played. */
export function trickTheme(item: ReviewItem): Theme {
  const lines = item.lines;
  if (lines === undefined) return 'trick-play';
  const { best, played } = lines;
  // The odd-trick rule decided it: the trick counts differ in parity, or fewer tricks scored more.
  if (best.tricks % 2 !== played.tricks % 2 || (best.tricks < played.tricks && best.trickScore > played.trickScore)) return 'odd-trick';
  if (best.leadsPlayOff !== played.leadsPlayOff) return 'play-off-lead';
  return 'trick-play';
}

/** The ruling an answer of this theme cites, where one applies. */
export function themeRuling(theme: Theme): PracticeRuling | null {
  switch (theme) {
    case 'trump':
      return 'R5';
    case 'trick-play':
      return 'R7';
    case 'play-off-tempo':
      return 'R8';
    // An auction answer is an estimate over the hands the person could not see, not a ruling.
    case 'auction':
    case 'odd-trick':
    case 'play-off-lead':
      return null;
    default: {
      const never: never = theme;
      return never;
    }
  }
}
