// A saved game or a shared link that could not be opened: rare, so their notices' code loads with their words, when shown.
import type { Lang } from '../../../i18n/lang.ts';
import type { LinkProblem } from './config.ts';
import type { StoredProblemProps } from './StoredProblem.tsx';
import { laterPart, useLaterPart } from '../words/laterWords.ts';
import { dict } from '../words/words.ts';

const notices = laterPart(() => import('./notices.ts'));

/** Until its code and words arrive (a moment), a notice says the table is loading. */
const Loading = (props: { lang: Lang }) => <p class="gx-muted">{dict(props.lang)['table.loading']}</p>;

export function StoredProblemNotice(props: StoredProblemProps) {
  const module = useLaterPart(props.lang, notices);
  return module ? <module.StoredProblem {...props} /> : <Loading lang={props.lang} />;
}

export function LinkProblemsNotice(props: { problems: readonly LinkProblem[]; lang: Lang }) {
  const module = useLaterPart(props.lang, notices);
  return module ? <module.LinkProblems {...props} /> : <Loading lang={props.lang} />;
}
