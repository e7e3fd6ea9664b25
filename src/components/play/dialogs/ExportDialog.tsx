// Shows the game record (plain text, one decision per line) to download or copy.
import { useState } from 'preact/hooks';
import type { Lang } from '../../../i18n/lang.ts';
import Modal from './Modal.tsx';
import { downloadText } from './download.ts';
import { dict } from '../words/words.ts';

export interface ExportDialogProps {
  text: string;
  seed: string;
  lang: Lang;
  idBase: string;
  /** A sentence on what this record holds (a game with a friend: only the deals both browsers have checked). */
  note?: string;
  onClose(): void;
}

export default function ExportDialog(props: ExportDialogProps) {
  const t = dict(props.lang);
  const [copied, setCopied] = useState(false);
  const id = `${props.idBase}-export`;
  return (
    <Modal id={id} title={t['record.exportTitle']} onClose={props.onClose} wide>
      <p class="gx-modal__text">{t['record.exportText']}</p>
      {props.note ? (
        <p class="gx-modal__text" data-record-note="">
          {props.note}
        </p>
      ) : null}
      <label class="gx-field__label" for={`${id}-text`}>
        {t['record.text']}
      </label>
      <textarea id={`${id}-text`} class="gx-field gx-field--code gx-record" readOnly rows={12} value={props.text} data-record="" />
      <div class="gx-modal__actions">
        <p class="gx-muted" role="status">
          {copied ? t['record.copied'] : ''}
        </p>
        <button
          type="button"
          class="gx-btn"
          onClick={() => {
            navigator.clipboard?.writeText(props.text).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {t['record.copy']}
        </button>
        <button
          type="button"
          class="gx-btn gx-btn--primary"
          data-autofocus=""
          onClick={() => downloadText(props.text, `galapagos-${props.seed}.txt`)}
        >
          {t['record.download']}
        </button>
        <button type="button" class="gx-btn" onClick={props.onClose}>
          {t['dialog.close']}
        </button>
      </div>
    </Modal>
  );
}
