// "Review this deal" at the end of a deal: the panel's code and words load when it is first shown (ReviewPanel.tsx).
import type { DealRecord, PlayerIndex, PlayerView, TrickRule } from '../../../engine/index.ts';
import type { Lang } from '../../../i18n/lang.ts';
import { laterPart, useLaterPart } from '../words/laterWords.ts';
import type { Seats } from '../words/words.ts';

export interface DealReviewProps {
  readonly deal: DealRecord;
  /** Whose moves are reviewed (the person's seat). */
  readonly player: PlayerIndex;
  readonly jokers: boolean;
  readonly trickRule: TrickRule;
  readonly lang: Lang;
  readonly idBase: string;
  /** Seats whose costly decisions become practice positions: the person's, both in hot-seat; default `player`. */
  readonly practiceSeats?: readonly PlayerIndex[];
  /** The reviewed seat's name when both seats are people (hot-seat): the review's "you" is then that seat, and says so. */
  readonly seatName?: string;
}

/**
 * The seats whose costly decisions become practice: the person's against the computer; both when the two seats are
 * alike (both "you" in a hot-seat game, or neither).
 */
export function practiceSeatsOf(seats: Seats, player: PlayerIndex): readonly PlayerIndex[] {
  return seats.you[0] === seats.you[1] ? [0, 1] : [player];
}

const panel = laterPart(() => import('./ReviewPanel.tsx'));

/** The review, once its code and words are loaded (they come after the first screen; see laterWords.ts). */
export default function DealReview(props: DealReviewProps) {
  const module = useLaterPart(props.lang, panel);
  if (module === null) return null;
  const ReviewPanel = module.default;
  return <ReviewPanel {...props} />;
}

/** The review of a deal at the table (its summary, the game's end): whose moves and which rules come from the table's view. */
export function TableDealReview(props: { deal: DealRecord; view: PlayerView; seats: Seats; lang: Lang; idBase: string }) {
  const { view } = props;
  return (
    <DealReview
      deal={props.deal}
      player={view.player}
      jokers={view.options.jokers}
      trickRule={view.options.trickRule}
      lang={props.lang}
      idBase={props.idBase}
      practiceSeats={practiceSeatsOf(props.seats, view.player)}
      seatName={props.seats.you[0] === props.seats.you[1] ? props.seats.name[view.player] : undefined}
    />
  );
}
