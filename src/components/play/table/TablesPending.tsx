// Stands in for the game or replay table while its file is fetched (or says it could not be, e.g. offline before the site was cached).
import type { Lang } from '../../../i18n/lang.ts';
import { dict } from '../words/words.ts';

export default function TablesPending(props: { lang: Lang; failed: boolean }) {
  const { lang, failed } = props;
  const t = dict(lang);
  return (
    <div
      class="gx-play not-content"
      lang={lang}
      data-screen="loading"
      role="region"
      aria-label={t['table.label']}
      aria-busy={failed ? undefined : 'true'}
    >
      <p class="gx-muted">{t[failed ? 'table.loadFailed' : 'table.loading']}</p>
    </div>
  );
}
