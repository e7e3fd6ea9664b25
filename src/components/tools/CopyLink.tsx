// A button (and its note) that copies the page's address (which carries the tool's state) so a ruling can be shared.
import { words } from '../../i18n/books.ts';
import { useState } from 'preact/hooks';
import type { Lang } from '../../i18n/lang.ts';
import '../../styles/controls.css';
import './tools.css';

export default function CopyLink(props: { lang: Lang }) {
  const t = words('tools-common', props.lang);
  const [note, setNote] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setNote(t['common.copied']);
    } catch {
      setNote(t['common.copyFailed']);
    }
  };
  return (
    <>
      <button type="button" class="gx-btn" onClick={copy}>
        {t['common.copyLink']}
      </button>
      <span class="gx-copy__note" aria-live="polite">
        {note}
      </span>
    </>
  );
}
