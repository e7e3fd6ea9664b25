// The shape of a tool's verdict in words (headline, reasons, rulings cited), shared by the tools' logic and the Verdict view.
import { suitLabel } from '../../i18n/cards.ts';
import type { Lang } from '../../i18n/lang.ts';
import { localePath } from '../../i18n/paths.ts';

/** A ruling cited after a sentence: R-number or an anchor of the rulings page ('r7-s', 's1'), and an optional label ("R7, case 1"). */
export interface Citation {
  readonly rule: number | string;
  readonly label?: string;
}

/** One sentence of the explanation (without its final full stop) and the rulings it rests on. */
export interface Reason {
  readonly text: string;
  readonly cite?: readonly Citation[];
  /** 'warning' sentences are shown with a sign (an illegal follow, a game that ended earlier…). */
  readonly tone?: 'plain' | 'warning';
}

/** Everything the status element shows. `verdict` is the machine-readable data-verdict ('' while undecided). */
export interface VerdictView {
  readonly verdict: string;
  readonly headline: string;
  readonly reasons: readonly Reason[];
}

/** Link to a ruling's anchor on the rulings page of the page's language (7 → #r7, 's1' → #s1). */
export function rulingHref(lang: Lang, rule: number | string): string {
  return localePath(lang, `/rulings/#${typeof rule === 'number' ? `r${rule}` : rule}`);
}

/** The short name of a cited ruling when no label is given: 7 → R7, 's1' → S1, 'r7-s' → R7-S. */
export function rulingName(rule: number | string): string {
  return typeof rule === 'number' ? `R${rule}` : rule.toUpperCase();
}

/** A verdict that is not decided yet (inputs missing or wrong). */
export function undecided(headline: string): VerdictView {
  return { verdict: '', headline, reasons: [] };
}

/** A suit shown with its glyph (the one implementation is the game words', src/i18n/cards.ts). */
export { suitLabel };
