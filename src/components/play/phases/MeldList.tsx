// A list of announced melds, each named (R6: "Three Aces") with its cards as chips: a declaration's melds and the trump preview.
import type { AnnouncedMeld } from '../../../engine/index.ts';
import { format, type Lang } from '../../../i18n/lang.ts';
import CardFace from '../../cards/CardFace.tsx';
import { cardKey } from '../../cards/cardFace.ts';
import { announcementText, dict } from '../words/words.ts';

export interface MeldListProps {
  melds: readonly AnnouncedMeld[];
  lang: Lang;
  /** Name each meld with its points ("Three Aces: 100"), as the preview does; a declaration's list names only. */
  points?: boolean;
}

export default function MeldList(props: MeldListProps) {
  const { lang } = props;
  const t = dict(lang);
  return (
    <ul class="gx-melds gx-melds--cards">
      {props.melds.map((meld, i) => (
        <li key={i}>
          <span class="gx-melds__name">
            {props.points
              ? format(t['log.meldItem'], { meld: announcementText(meld.announcement, lang), points: meld.points })
              : announcementText(meld.announcement, lang)}
          </span>
          <span class="gx-cards-inline">
            {meld.cards.map((card) => (
              <CardFace key={cardKey(card)} card={card} lang={lang} size="chip" />
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}
