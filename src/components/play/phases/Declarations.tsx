// Trump declarations with their announced melds (R6: "Three Aces", "Six clubs"), the cards shown on request.
import type { Declaration } from '../../../engine/index.ts';
import { format } from '../../../i18n/lang.ts';
import { announcementText, dict, suitLabel } from '../words/words.ts';
import MeldList from './MeldList.tsx';
import type { SeatsAndLang } from './panelTypes.ts';

export interface DeclarationsProps extends SeatsAndLang {
  declarations: readonly Declaration[];
}

export default function Declarations(props: DeclarationsProps) {
  const { seats, lang } = props;
  const t = dict(lang);
  if (props.declarations.length === 0) return null;
  return (
    <ul class="gx-declarations">
      {props.declarations.map((d) => (
        <li key={d.player} class="gx-declaration" data-declaration={d.player}>
          <p class="gx-declaration__head">
            {format(t['melds.declared'], { name: seats.name[d.player], suit: suitLabel(d.trump, lang), total: d.total })}
          </p>
          {d.melds.length === 0 ? (
            <p class="gx-muted">{t['melds.none']}</p>
          ) : (
            <>
              <ul class="gx-melds">
                {d.melds.map((meld, i) => (
                  <li key={i}>{format(t['log.meldItem'], { meld: announcementText(meld.announcement, lang), points: meld.points })}</li>
                ))}
              </ul>
              <details class="gx-meldcards">
                <summary>{t['melds.showCards']}</summary>
                <MeldList melds={d.melds} lang={lang} />
              </details>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
