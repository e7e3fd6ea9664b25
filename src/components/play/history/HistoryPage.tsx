// The page of finished games kept in this browser: wins and average points per opponent, each game with its options,
// deals, totals and result, to replay (in the play page's replay) or delete (after a confirmation).
import '../../../styles/controls.css';
import './history.css';
import { useEffect, useState } from 'preact/hooks';
import { format, toLang, type Lang } from '../../../i18n/lang.ts';
import { localePath } from '../../../i18n/paths.ts';
import { words } from '../../../i18n/books.ts';
import type { playHistoryEn } from '../../../i18n/play-history-en.ts';
import { browserStorage } from '../../../storage/storage.ts';
import { deleteGame, readHistory, summarize, type HistoryGame, type OpponentSummary } from './history.ts';

type Words = typeof playHistoryEn;
type Key = keyof Words;

/** The games as read in the browser (null before: the server's HTML and the first render show "reading"). */
type Loaded = { readonly games: readonly HistoryGame[]; readonly storage: boolean } | null;

function dateText(iso: string, lang: Lang): string {
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  } catch {
    return iso.slice(0, 16).replace('T', ' ');
  }
}

function opponentText(game: HistoryGame, t: Words): string {
  if (game.opponent === 'friend' && game.name) return format(t['history.friendNamed'], { name: game.name });
  return t[`history.opponent.${game.opponent}`];
}

/** The two seats' names from this browser's side. */
function seatNames(game: HistoryGame, t: Words): [string, string] {
  if (game.opponent === 'human') return [t['history.player1'], t['history.player2']];
  const other = game.opponent === 'friend' ? (game.name ?? t['history.friend']) : t['history.computer'];
  return game.seat === 1 ? [other, t['history.you']] : [t['history.you'], other];
}

function optionsText(game: HistoryGame, t: Words, sep: string): string {
  return [
    game.target === 1 ? t['history.oneDeal'] : format(t['history.target'], { target: game.target }),
    t[game.jokers ? 'history.jokersOn' : 'history.jokersOff'],
    t[game.trickRule === 'summary' ? 'history.ruleSummary' : 'history.ruleParlett'],
    game.deals === 1 ? t['history.dealsOne'] : format(t['history.deals'], { n: game.deals }),
  ].join(sep);
}

function Summary(props: { rows: readonly OpponentSummary[]; t: Words; idBase: string }) {
  const { t } = props;
  const cell = (n: number | null) => (n === null ? '—' : String(n));
  return (
    <section aria-labelledby={`${props.idBase}-summary`}>
      <h2 id={`${props.idBase}-summary`}>{t['history.summaryTitle']}</h2>
      <div class="gx-kept__scroll">
        <table class="gx-kept__summary" data-history-summary="">
          <thead>
            <tr>
              <th scope="col">{t['history.col.opponent']}</th>
              <th scope="col">{t['history.col.games']}</th>
              <th scope="col">{t['history.col.wins']}</th>
              <th scope="col">{t['history.col.meanTotal']}</th>
              <th scope="col">{t['history.col.perDeal']}</th>
              <th scope="col">{t['history.col.deals']}</th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.opponent} data-history-level={row.opponent} data-wins={row.wins ?? ''} data-games={row.games}>
                <th scope="row">{t[`history.opponent.${row.opponent}`]}</th>
                <td>{row.games}</td>
                <td>{cell(row.wins)}</td>
                <td>{cell(row.meanTotal)}</td>
                <td>{cell(row.meanPerDeal)}</td>
                <td>{Math.round(row.meanDeals * 10) / 10}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Game(props: { game: HistoryGame; lang: Lang; t: Words; onDelete(): void }) {
  const { game, t, lang } = props;
  const [asking, setAsking] = useState(false);
  const names = seatNames(game, t);
  const sep = t['history.sep'];
  const value = t[`history.value.${game.value}` as Key];
  const result =
    game.seat !== null && game.winner === game.seat
      ? format(t['history.youWon'], { value })
      : format(t['history.won'], { name: names[game.winner], value });
  const titleId = `gx-kept-${game.id}`;
  return (
    <li class="gx-kept__game" data-history-game={game.id} aria-labelledby={titleId}>
      <h3 id={titleId} class="gx-kept__title">
        {format(t['history.gameTitle'], { date: dateText(game.at, lang), opponent: opponentText(game, t) })}
      </h3>
      <p class="gx-kept__facts">{optionsText(game, t, sep)}</p>
      <p class="gx-kept__totals" data-history-totals={`${game.totals[0]},${game.totals[1]}`}>
        {names[0]} {game.totals[0]}
        {sep}
        {names[1]} {game.totals[1]}
      </p>
      <p class="gx-kept__result" data-history-winner={game.winner}>
        {game.resigned ? `${format(t['history.resigned'], { name: names[1 - game.winner] })} ` : ''}
        {result}
      </p>
      <p class="gx-kept__actions">
        <a class="gx-btn" href={`${localePath(lang, '/play/')}?replay=${game.id}`} data-history-replay="">
          {t['history.replay']}
        </a>{' '}
        <button type="button" class="gx-btn" onClick={() => setAsking(true)} aria-expanded={asking} data-history-delete="">
          {t['history.delete']}
        </button>
      </p>
      {asking ? (
        <p class="gx-kept__confirm" role="group" aria-label={t['history.delete']} data-history-confirm="">
          <span>{t['history.confirm']}</span>{' '}
          <button type="button" class="gx-btn gx-btn--danger" onClick={props.onDelete} data-history-confirm-yes="">
            {t['history.confirmYes']}
          </button>{' '}
          <button type="button" class="gx-btn" onClick={() => setAsking(false)}>
            {t['history.confirmNo']}
          </button>
        </p>
      ) : null}
    </li>
  );
}

export default function HistoryPage(props: { lang: Lang }) {
  const lang = toLang(props.lang);
  const t = words('play-history', lang);
  const idBase = `gx-kept-${lang}`;
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [notice, setNotice] = useState<'history.deleted' | 'history.refused' | null>(null);
  const read = () => {
    const store = browserStorage();
    setLoaded({ games: readHistory(store).games, storage: store !== null });
  };
  useEffect(read, []);

  const remove = (id: string) => {
    const ok = deleteGame(browserStorage(), id);
    setNotice(ok ? 'history.deleted' : 'history.refused');
    read();
  };

  let body;
  if (loaded === null) body = <p class="gx-muted">{t['history.loading']}</p>;
  else if (!loaded.storage) body = <p class="gx-note">{t['history.noStorage']}</p>;
  else if (loaded.games.length === 0) body = <p data-history-empty="">{t['history.none']}</p>;
  else
    body = (
      <>
        <Summary rows={summarize(loaded.games)} t={t} idBase={idBase} />
        <section aria-labelledby={`${idBase}-list`}>
          <h2 id={`${idBase}-list`}>{t['history.listTitle']}</h2>
          <ol class="gx-kept__list">
            {loaded.games.map((game) => (
              <Game key={game.id} game={game} lang={lang} t={t} onDelete={() => remove(game.id)} />
            ))}
          </ol>
        </section>
      </>
    );
  return (
    <div class="gx-kept" lang={lang} data-history={loaded === null ? 'loading' : 'ready'}>
      <p class="gx-kept__notice" role="status" data-history-notice="">
        {notice === null ? '' : t[notice]}
      </p>
      {body}
      <p class="gx-kept__transfer">
        {t['history.transfer']} <a href={localePath(lang, '/learn/')}>{t['history.transferLink']}</a>
      </p>
    </div>
  );
}
