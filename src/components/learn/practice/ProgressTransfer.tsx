// Saves the course and practice progress to a file and loads one (another device's); a damaged file is refused whole with a clear message.
import { useState } from 'preact/hooks';
import type { Lang } from '../../../i18n/lang.ts';
import type { LearnWords } from '../../../i18n/learn.ts';
import { browserStorage } from '../../../storage/storage.ts';
import { say } from '../words.ts';
import type { ImportError, TransferFile } from './transfer.ts';

/** The file's reading and writing (with the kept games' checks) load only when a button is pressed. */
const transfer = () => import('./transfer.ts');

type Message =
  | { readonly kind: 'done'; readonly done: number; readonly positions: number }
  | { readonly kind: 'kept' }
  | { readonly kind: 'error'; readonly error: ImportError | 'storage' }
  | null;

export default function ProgressTransfer(props: { lang: Lang; words: LearnWords; known?: (id: string) => boolean; onImported?(): void }) {
  const { lang, words } = props;
  const [message, setMessage] = useState<Message>(null);
  /** A good file waiting for the person's word, because loading it would replace progress this browser already has. */
  const [pending, setPending] = useState<{ readonly file: TransferFile; readonly mine: { done: number; positions: number } } | null>(null);
  const inputId = `gx-transfer-${lang}`;

  const save = async () => {
    const text = (await transfer()).exportProgress(browserStorage(), props.known);
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'galapagos-progress.json';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const load = async (event: Event) => {
    const input = event.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    const text = await file.text().catch(() => '');
    input.value = '';
    const { exportProgress, parseProgressFile } = await transfer();
    const parsed = parseProgressFile(text, props.known);
    setPending(null);
    if (!parsed.ok) {
      setMessage({ kind: 'error', error: parsed.error });
      return;
    }
    // What this browser has now, read as the file it would save (the one account of what progress is).
    const current = parseProgressFile(exportProgress(browserStorage(), props.known), props.known);
    const mine = current.ok ? { done: current.value.course.done.length, positions: current.value.practice.entries.length } : null;
    if (mine !== null && mine.done + mine.positions > 0) {
      setMessage(null);
      setPending({ file: parsed.value, mine });
      return;
    }
    await apply(parsed.value);
  };

  const apply = async (file: TransferFile) => {
    setPending(null);
    if (!(await transfer()).applyProgressFile(browserStorage(), file)) {
      setMessage({ kind: 'error', error: 'storage' });
      return;
    }
    setMessage({ kind: 'done', done: file.course.done.length, positions: file.practice.entries.length });
    props.onImported?.();
  };

  return (
    <section class="gx-transfer" aria-labelledby={`${inputId}-title`} data-progress-transfer>
      <h2 id={`${inputId}-title`}>{say(words, 'transfer.title')}</h2>
      <p>{say(words, 'transfer.intro')}</p>
      <p class="gx-course__actions">
        <button type="button" class="gx-btn" onClick={save} data-progress-export>
          {say(words, 'transfer.export')}
        </button>
        {/* The file input itself is hidden (its own words would be in the browser's language, not the page's): its
            label is the button, and it keeps the focus, shown on the label. */}
        <input
          id={inputId}
          class="gx-visually-hidden gx-file-input"
          type="file"
          accept="application/json,.json"
          onChange={load}
          data-progress-import
        />
        <label for={inputId} class="gx-btn">
          {say(words, 'transfer.import')}
        </label>
      </p>
      {pending !== null && (
        <p class="gx-confirm" role="group" aria-label={say(words, 'transfer.import')} data-progress-confirm>
          <span class="gx-confirm__question">
            {say(words, 'transfer.confirm', {
              done: pending.mine.done,
              positions: pending.mine.positions,
              fileDone: pending.file.course.done.length,
              filePositions: pending.file.practice.entries.length,
            })}
          </span>{' '}
          <button type="button" class="gx-btn gx-btn--danger" onClick={() => apply(pending.file)} data-progress-replace>
            {say(words, 'transfer.replace')}
          </button>{' '}
          <button
            type="button"
            class="gx-btn"
            onClick={() => {
              setPending(null);
              setMessage({ kind: 'kept' });
            }}
            data-progress-keep
          >
            {say(words, 'transfer.keep')}
          </button>
        </p>
      )}
      {message?.kind === 'kept' && (
        <p role="status" data-progress-kept>
          {say(words, 'transfer.kept')}
        </p>
      )}
      {message?.kind === 'done' && (
        <p role="status" data-progress-imported>
          {say(words, 'transfer.done', { done: message.done, positions: message.positions })}
        </p>
      )}
      {message?.kind === 'error' && (
        <p role="alert" data-progress-import-error={message.error}>
          {say(words, `transfer.error.${message.error}`)}
        </p>
      )}
    </section>
  );
}
