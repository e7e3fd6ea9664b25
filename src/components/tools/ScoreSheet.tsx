// Score sheet for a game played with real cards: deals entered and corrected, scored by the engine, kept in this browser.
import { words } from '../../i18n/books.ts';
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';
import type { Pair } from '../../engine/index.ts';
import { format, toLang, type Lang } from '../../i18n/lang.ts';
import Verdict from './Verdict.tsx';
import BreakdownCell from './ScoreSheetCell.tsx';
import {
  DEAL_FIELDS,
  EMPTY_DRAFT,
  EMPTY_SHEET,
  MAX_NAME_CHARS,
  dealToDraft,
  describeSheet,
  draftProblemMessage,
  playerName,
  summarise,
  validateDraft,
  type DealDraft,
  type DealField,
  type Sheet,
} from './scoreSheetLogic.ts';
import { browserStorage } from '../../storage/storage.ts';
import { backUpDamaged, loadSheet, saveSheet, type LoadResult } from './scoreSheetStore.ts';
import { useToolId } from './toolId.ts';
import '../../styles/controls.css';
import './tools.css';
import './scoreSheet.css';

type Storage_ = ReturnType<typeof browserStorage>;
type Corrupt = Extract<LoadResult, { kind: 'corrupt' }>;

const FIELD_LABEL = { melds: 'ss.melds', tricks: 'ss.tricks', cardsLeft: 'ss.cardsLeft' } as const;

export default function ScoreSheet(props: { lang: Lang }) {
  const lang = toLang(props.lang);
  const t = words('tools-score-sheet', lang);
  const baseId = useToolId('sheet', props);
  const [sheet, setSheet] = useState<Sheet>(EMPTY_SHEET);
  const [storage, setStorage] = useState<Storage_>(null);
  const [loaded, setLoaded] = useState(false);
  const [corrupt, setCorrupt] = useState<Corrupt | null>(null);
  const [draft, setDraft] = useState<DealDraft>(EMPTY_DRAFT);
  const [editing, setEditing] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const [confirmNew, setConfirmNew] = useState(false);

  // Layout effect: the saved sheet is on screen by the time the island counts as hydrated.
  useLayoutEffect(() => {
    const store = browserStorage();
    setStorage(store);
    if (store) {
      const result = loadSheet(store);
      if (result.kind === 'ok') setSheet(result.sheet);
      if (result.kind === 'corrupt') setCorrupt(result);
    }
    setLoaded(true);
  }, []);

  // The sheet last written to storage (or deliberately not written: no storage, or a damaged entry kept).
  const [settled, setSettled] = useState<Sheet | null>(null);
  useEffect(() => {
    if (!loaded) return;
    // Never overwrite a damaged entry: it is kept until the user chooses to start again.
    if (storage && !corrupt) saveSheet(storage, sheet);
    setSettled(sheet);
  }, [sheet, loaded, storage, corrupt]);
  // data-ready (for tests and scripts): storage has been read and the sheet on screen is the one kept, so no save of
  // this island is pending that could overwrite what someone else writes to storage, and a reload shows the same sheet.
  const ready = loaded && settled === sheet;

  const summary = summarise(sheet);
  const view = describeSheet(sheet, summary, lang);
  const validation = validateDraft(draft);
  const gameOver = summary.outcome.kind === 'won' && editing === null;
  const names: Pair<string> = [playerName(sheet, 0, lang), playerName(sheet, 1, lang)];

  const setName = (player: 0 | 1, name: string) =>
    setSheet((s) => ({ ...s, names: player === 0 ? [name, s.names[1]] : [s.names[0], name] }));
  const setField = (field: DealField, player: 0 | 1, value: string) =>
    setDraft((d) => ({ ...d, [field]: (player === 0 ? [value, d[field][1]] : [d[field][0], value]) as Pair<string> }));

  const submit = (event: Event) => {
    event.preventDefault();
    setTried(true);
    if (!validation.deal) return;
    const deal = validation.deal;
    setSheet((s) => ({ ...s, deals: editing === null ? [...s.deals, deal] : s.deals.map((d, i) => (i === editing ? deal : d)) }));
    setDraft(EMPTY_DRAFT);
    setEditing(null);
    setTried(false);
  };
  const startEdit = (index: number) => {
    setEditing(index);
    setDraft(dealToDraft(sheet.deals[index]));
    setTried(false);
  };
  const cancelEdit = () => {
    setEditing(null);
    setDraft(EMPTY_DRAFT);
    setTried(false);
  };
  const newGame = () => {
    setSheet({ ...EMPTY_SHEET, names: sheet.names });
    cancelEdit();
    setConfirmNew(false);
  };
  const resetDamaged = () => {
    if (storage && corrupt) backUpDamaged(storage, corrupt.raw);
    setCorrupt(null);
    setSheet(EMPTY_SHEET);
  };

  const problems = tried ? validation.problems.map((p) => draftProblemMessage(p, sheet, lang)) : [];
  const dealNumber = editing === null ? sheet.deals.length + 1 : editing + 1;

  return (
    <section class="gx-tool gx-sheet not-content" lang={lang} data-tool="score-sheet" data-ready={ready ? 'true' : 'false'}>
      {corrupt ? (
        <div class="gx-alert" role="alert">
          <p>
            {format(t['ss.corrupt'], {
              detail: format(t[`ss.corrupt.${corrupt.detail.code}`], { n: corrupt.detail.code === 'bad-deal' ? corrupt.detail.n : '' }),
            })}
          </p>
          <button type="button" class="gx-btn gx-btn--primary" onClick={resetDamaged}>
            {t['ss.corrupt.reset']}
          </button>
          <details>
            <summary>{t['ss.corrupt.show']}</summary>
            <textarea
              readOnly
              rows={4}
              class="gx-field gx-field--code gx-sheet__raw"
              aria-label={t['ss.corrupt.show']}
              value={corrupt.raw.slice(0, 20000)}
            />
          </details>
        </div>
      ) : null}
      {loaded && !storage ? <p class="gx-notice">{t['ss.storageOff']}</p> : null}

      <fieldset class="gx-sheet__names">
        <legend>{t['ss.names']}</legend>
        {([0, 1] as const).map((player) => (
          <label key={player} class="gx-sheet__name">
            <span>{format(t['ss.name'], { n: player + 1 })}</span>
            <input
              type="text"
              class="gx-field"
              value={sheet.names[player]}
              maxLength={MAX_NAME_CHARS}
              placeholder={format(t['ss.defaultName'], { n: player + 1 })}
              onInput={(e) => setName(player, e.currentTarget.value)}
            />
          </label>
        ))}
      </fieldset>

      <Verdict lang={lang} view={view} />

      {summary.rows.length > 0 ? (
        <div class="gx-sheet__scroll">
          <table class="gx-sheet__table">
            <thead>
              <tr>
                <th scope="col">{t['ss.col.deal']}</th>
                <th scope="col">{names[0]}</th>
                <th scope="col">{names[1]}</th>
                <th scope="col" class="gx-sheet__total">
                  {t['ss.col.total']}
                </th>
                <th scope="col" class="gx-sheet__actions">
                  <span class="gx-visually-hidden">{t['ss.edit']}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {summary.rows.map((row, i) => (
                <tr key={i} class={editing === i ? 'gx-sheet__row--editing' : ''}>
                  <th scope="row" data-label={t['ss.col.deal']}>
                    {i + 1}
                  </th>
                  <BreakdownCell row={row} player={0} name={names[0]} lang={lang} />
                  <BreakdownCell row={row} player={1} name={names[1]} lang={lang} />
                  <td class="gx-sheet__total" data-label={t['ss.col.total']}>
                    {row.totalsAfter[0]} – {row.totalsAfter[1]}
                  </td>
                  <td class="gx-sheet__actions">
                    <button type="button" class="gx-btn" aria-label={format(t['ss.editDeal'], { n: i + 1 })} onClick={() => startEdit(i)}>
                      {t['ss.edit']}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {gameOver ? (
        <p class="gx-sheet__over">{t['ss.gameOver']}</p>
      ) : (
        <form class="gx-sheet__form" onSubmit={submit} noValidate aria-labelledby={`${baseId}-form-title`}>
          <p class="gx-section-title" id={`${baseId}-form-title`}>
            {editing === null ? format(t['ss.newDeal'], { n: dealNumber }) : format(t['ss.editing'], { n: dealNumber })}
          </p>
          <div class="gx-sheet__grid" role="group" aria-labelledby={`${baseId}-form-title`}>
            <span />
            <span class="gx-sheet__head" aria-hidden="true">
              {names[0]}
            </span>
            <span class="gx-sheet__head" aria-hidden="true">
              {names[1]}
            </span>
            {DEAL_FIELDS.map((field) => (
              <>
                <span class="gx-sheet__label" id={`${baseId}-${field}`}>
                  {t[FIELD_LABEL[field]]}
                </span>
                {([0, 1] as const).map((player) => (
                  <input
                    key={`${field}-${player}`}
                    type="text"
                    inputMode="numeric"
                    autocomplete="off"
                    class="gx-field gx-sheet__input"
                    aria-label={`${t[FIELD_LABEL[field]]}: ${names[player]}`}
                    aria-invalid={
                      tried && validation.problems.some((p) => 'field' in p && p.field === field && p.player === player)
                        ? 'true'
                        : undefined
                    }
                    value={draft[field][player]}
                    maxLength={6}
                    onInput={(e) => setField(field, player, e.currentTarget.value)}
                  />
                ))}
              </>
            ))}
          </div>
          <div class="gx-typed__messages" aria-live="polite">
            {problems.map((message, i) => (
              <p class="gx-problem" key={i}>
                {message}
              </p>
            ))}
          </div>
          <div class="gx-copy">
            <button type="submit" class="gx-btn gx-btn--primary">
              {editing === null ? t['ss.add'] : t['ss.save']}
            </button>
            {editing !== null ? (
              <button type="button" class="gx-btn" onClick={cancelEdit}>
                {t['ss.cancel']}
              </button>
            ) : null}
          </div>
        </form>
      )}

      <div class="gx-copy gx-sheet__tools">
        <button type="button" class="gx-btn" onClick={() => window.print()}>
          {t['ss.print']}
        </button>
        {confirmNew ? (
          <span class="gx-sheet__confirm" role="group" aria-label={t['ss.confirmNew']}>
            <span>{t['ss.confirmNew']}</span>
            <button type="button" class="gx-btn gx-btn--primary" onClick={newGame}>
              {t['ss.confirmYes']}
            </button>
            <button type="button" class="gx-btn" onClick={() => setConfirmNew(false)}>
              {t['ss.confirmNo']}
            </button>
          </span>
        ) : (
          <button type="button" class="gx-btn" onClick={() => setConfirmNew(true)} disabled={sheet.deals.length === 0}>
            {t['ss.newGame']}
          </button>
        )}
        {loaded && storage && !corrupt ? <span class="gx-copy__note">{t['ss.saved']}</span> : null}
      </div>
    </section>
  );
}
