// Loads a game record (pasted or from a file), replays it through the engine, and reports a broken one by line and token.
import { useState } from 'preact/hooks';
import type { Lang } from '../../../i18n/lang.ts';
import { words } from '../../../i18n/books.ts';
import { loadRecord, MAX_RECORD_CHARS, RecordError } from '../session/gameRecord.ts';
import Modal from './Modal.tsx';
import { loadLaterWords } from '../words/laterWords.ts';
import { recordErrorText } from '../words/recordText.ts';
import type { Session } from '../session/session.ts';
import { dict } from '../words/words.ts';

export interface LoadDialogProps {
  lang: Lang;
  idBase: string;
  onLoad(session: Session): void;
  onClose(): void;
}

export default function LoadDialog(props: LoadDialogProps) {
  const t = dict(props.lang);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = `${props.idBase}-load`;
  const refuse = (problem: unknown) => {
    if (!(problem instanceof RecordError)) return setError(t['error.other']);
    // The words naming what is wrong load after the first screen; until they come, nothing is loaded either.
    loadLaterWords(props.lang).then(
      () => setError(recordErrorText(problem, props.lang)),
      () => setError(t['error.other']),
    );
  };
  const tryLoad = () => {
    // A record with its deals written out (a game with a friend) is read by its own module, loaded only for it.
    if (/^\s*deal\s/im.test(text)) {
      import('../session/dealtRecord.ts').then((m) => props.onLoad(m.loadDealtRecord(text).session)).catch(refuse);
      return;
    }
    try {
      props.onLoad(loadRecord(text).session);
    } catch (problem) {
      refuse(problem);
    }
  };
  return (
    <Modal id={id} title={t['record.loadTitle']} onClose={props.onClose} wide>
      <p class="gx-modal__text">{t['record.loadText']}</p>
      <label class="gx-field__label" for={`${id}-text`}>
        {t['record.text']}
      </label>
      <textarea
        id={`${id}-text`}
        class="gx-field gx-field--code gx-record"
        rows={10}
        value={text}
        spellcheck={false}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={`${id}-error`}
        data-autofocus=""
        onInput={(e) => {
          setText(e.currentTarget.value);
          setError(null);
        }}
      />
      <label class="gx-field__label" for={`${id}-file`}>
        {t['record.file']}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept=".txt,text/plain"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (!file) return;
          if (file.size > MAX_RECORD_CHARS * 4) {
            loadLaterWords(props.lang).then(
              () => setError(words('problems', props.lang)['recordError.too-long']),
              () => setError(t['error.other']),
            );
            return;
          }
          file.text().then(
            (content) => {
              setText(content);
              setError(null);
            },
            () => setError(t['record.fileFailed']),
          );
        }}
      />
      <p id={`${id}-error`} class="gx-problem" role="alert" data-record-error="">
        {error ?? ''}
      </p>
      <div class="gx-modal__actions">
        <button type="button" class="gx-btn" onClick={props.onClose}>
          {t['setup.cancel']}
        </button>
        <button type="button" class="gx-btn gx-btn--primary" onClick={tryLoad}>
          {t['record.replay']}
        </button>
      </div>
    </Modal>
  );
}
