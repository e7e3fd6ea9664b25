// One cell of the score sheet: a player's score for one deal, its total, then its parts on their own lines.
import { words } from '../../i18n/books.ts';
import { format, type Lang } from '../../i18n/lang.ts';
import type { SheetRow } from './scoreSheetLogic.ts';

/** One player's score for one deal: the deal's total, then its parts on their own lines. */
export default function BreakdownCell(props: { row: SheetRow; player: 0 | 1; name: string; lang: Lang }) {
  const t = words('tools-score-sheet', props.lang);
  const { score, deal } = props.row;
  const p = props.player;
  return (
    <td data-label={props.name}>
      <strong>{score.total[p]}</strong>
      <span class="gx-sheet__parts">
        <span>{format(t['ss.part.melds'], { points: score.phases[0][p] })}</span>
        <span>{format(t['ss.part.tricks'], { points: score.phases[1][p], n: deal.tricks[p] })}</span>
        <span>{format(t['ss.part.playoff'], { points: score.phases[2][p], n: deal.cardsLeft[p] })}</span>
        {score.bonus[p] > 0 ? <span>{format(t['ss.part.bonus'], { points: score.bonus[p] })}</span> : null}
      </span>
    </td>
  );
}
