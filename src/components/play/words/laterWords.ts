// Words the play page needs only after the first hint, at the end of a deal or for a broken record (the review, the
// computer's reasons, problems with records, saves and links):
// loaded for the page's language after the page is ready, so the first load does not carry them.
import { useEffect, useState } from 'preact/hooks';
import { isShelved } from '../../../i18n/books';
import type { Lang } from '../../../i18n/lang';
import { loadAllWords } from '../../../i18n/registry';

const pending: Partial<Record<Lang, Promise<void>>> = {};

const LATER = ['review', 'reasons', 'problems'] as const;

/** Whether the later words of `lang` are on the shelf (an island entry may have shelved some of them already). */
export function laterWordsReady(lang: Lang): boolean {
  return LATER.every((name) => isShelved(name, lang));
}

/** Loads and shelves the later words of `lang` (once; later calls share the first load). */
export function loadLaterWords(lang: Lang): Promise<void> {
  if (laterWordsReady(lang)) return Promise.resolve();
  pending[lang] ??= loadAllWords(LATER, lang).catch((error: unknown) => {
    // A failed fetch (offline before the service worker cached it) may be retried by the next caller.
    delete pending[lang];
    throw error;
  });
  return pending[lang];
}

/** True once the later words of `lang` are loaded; starts loading them as soon as they are `wanted`. */
export function useLaterWords(lang: Lang, wanted = true): boolean {
  const [ready, setReady] = useState(() => laterWordsReady(lang));
  useEffect(() => {
    if (ready || !wanted) return;
    let live = true;
    loadLaterWords(lang).then(
      () => live && setReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [lang, ready, wanted]);
  return ready;
}
