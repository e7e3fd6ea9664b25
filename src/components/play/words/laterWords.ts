// Words the play page needs only after the first hint, at the end of a deal or for a broken record (the review, the
// computer's reasons, problems with records, saves and links), and the code of the parts that speak only them:
// loaded for the page's language when first needed, so the first load carries neither.
import { useEffect, useState } from 'preact/hooks';
import { isShelved } from '../../../i18n/books.ts';
import type { Lang } from '../../../i18n/lang.ts';
import { loadAllWords } from '../../../i18n/registry.ts';

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

/** The code of a part that speaks only the later words: fetched once, with them (see useLaterPart). */
export interface LaterPart<M> {
  load(): Promise<M>;
  /** The module once it has arrived, else null. */
  loaded(): M | null;
}

/** A later part from its dynamic import (`laterPart(() => import('./ReviewPanel.tsx'))`). */
export function laterPart<M>(importer: () => Promise<M>): LaterPart<M> {
  let module: M | null = null;
  let loading: Promise<M> | undefined;
  return {
    load: () =>
      (loading ??= importer().then(
        (m) => (module = m),
        (error: unknown) => {
          // As for the words: a failed fetch may be retried by the next caller.
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => module,
  };
}

/** Words only: a part with no code of its own. */
const WORDS_ONLY: LaterPart<true> = { load: () => Promise.resolve(true), loaded: () => true };

/** A later part's module once it and the later words of `lang` are loaded (null until then); loading starts when `wanted`. */
export function useLaterPart<M>(lang: Lang, part: LaterPart<M>, wanted = true): M | null {
  const [module, setModule] = useState<M | null>(() => (laterWordsReady(lang) ? part.loaded() : null));
  useEffect(() => {
    if (module !== null || !wanted) return;
    let live = true;
    Promise.all([part.load(), loadLaterWords(lang)]).then(
      ([m]) => live && setModule(() => m),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [lang, module, wanted]);
  return module;
}

/** True once the later words of `lang` are loaded; starts loading them as soon as they are `wanted`. */
export function useLaterWords(lang: Lang, wanted = true): boolean {
  return useLaterPart(lang, WORDS_ONLY, wanted) !== null;
}
