// A saved game that cannot be opened (shown by laterNotices.tsx once its code and words are loaded): says why, and offers to download the data as it is or to start again. Nothing is lost silently.
import { format, type Lang } from '../../../i18n/lang.ts';
import type { RecordError } from '../session/gameRecord.ts';
import { downloadText } from '../dialogs/download.ts';
import { recordErrorText } from '../words/recordText.ts';
import type { StoredProblem as Problem } from '../session/storage.ts';
import { words } from '../../../i18n/books.ts';

export interface StoredProblemProps {
  problem: Problem;
  error: RecordError | null;
  raw: string;
  lang: Lang;
  onRestart(): void;
  idBase: string;
}

export default function StoredProblem(props: StoredProblemProps) {
  const t = words('problems', props.lang);
  return (
    <section
      class="gx-panel gx-problem-panel"
      role="alert"
      aria-labelledby={`${props.idBase}-stored-title`}
      data-stored-problem={props.problem}
    >
      <h3 id={`${props.idBase}-stored-title`} class="gx-panel__title">
        {t['stored.title']}
      </h3>
      <p>{t[`stored.${props.problem}`]}</p>
      {props.error ? <p class="gx-muted">{format(t['stored.detail'], { detail: recordErrorText(props.error, props.lang) })}</p> : null}
      <p>{t['stored.choice']}</p>
      <div class="gx-choices">
        <button type="button" class="gx-btn" onClick={() => downloadText(props.raw, 'galapagos-saved-game.txt')}>
          {t['stored.download']}
        </button>
        <button type="button" class="gx-btn gx-btn--primary" onClick={props.onRestart}>
          {t['stored.restart']}
        </button>
      </div>
    </section>
  );
}
