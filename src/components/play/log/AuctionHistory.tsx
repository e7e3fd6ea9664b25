// The deal's settled auctions in a table, as the viewing player saw them: turn-ups, both bids, the rung, who took what.
import type { PlayerView } from '../../../engine/index.ts';
import CardFace from '../../cards/CardFace.tsx';
import type { SeatsAndLang } from '../phases/panelTypes.ts';
import { dict, rungShortText } from '../words/words.ts';
import './log.css';

export interface AuctionHistoryProps extends SeatsAndLang {
  view: PlayerView;
  idBase: string;
  /** Shown open at first (the person may close or open it). */
  open: boolean;
}

export default function AuctionHistory(props: AuctionHistoryProps) {
  const { view, seats, lang } = props;
  const t = dict(lang);
  const records = view.auctions;
  return (
    <details class="gx-side gx-history" open={props.open}>
      <summary>
        <h3 class="gx-side__title">{t['auction.history']}</h3>
      </summary>
      {records.length === 0 ? (
        <p class="gx-muted">{t['auction.historyEmpty']}</p>
      ) : (
        <div class="gx-scroll" tabIndex={0} role="region" aria-label={t['auction.history']}>
          <table class="gx-table gx-table--history">
            <caption class="gx-sr">{t['hist.caption']}</caption>
            <thead>
              <tr>
                <th scope="col">{t['hist.no']}</th>
                <th scope="col">{t['hist.turnUp']}</th>
                <th scope="col">{seats.name[0]}</th>
                <th scope="col">{seats.name[1]}</th>
                <th scope="col">{t['hist.unseen']}</th>
              </tr>
            </thead>
            <tbody>
              {records.map((record) => (
                <tr key={record.number}>
                  <th scope="row">{record.number}</th>
                  <td>
                    <CardFace card={record.turnUp} lang={lang} size="chip" />
                    <span class="gx-hist__note">→ {seats.name[record.turnUpTo]}</span>
                  </td>
                  {([0, 1] as const).map((player) => (
                    <td key={player} class={record.winner === player ? 'gx-hist__won' : undefined}>
                      <CardFace card={record.bids[player]} lang={lang} size="chip" />
                      {record.winner === player ? (
                        <span class="gx-hist__note">
                          ✓ {rungShortText(record.reason, lang)}
                          {t['sep.dot']}
                          {t[record.choice === 'take' ? 'hist.took' : 'hist.ceded']}
                        </span>
                      ) : null}
                    </td>
                  ))}
                  <td>
                    {record.unseen ? (
                      <CardFace card={record.unseen} lang={lang} size="chip" />
                    ) : (
                      <span class="gx-muted">{t['hist.hidden']}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
