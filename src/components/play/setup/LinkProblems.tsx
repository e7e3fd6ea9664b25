// A shared link that could not start a game (shown by laterNotices.tsx once its code and words are loaded): each bad parameter named with the text found, in the page's language.
import { format, type Lang } from '../../../i18n/lang.ts';
import { words } from '../../../i18n/books.ts';
import type { LinkProblem } from './config.ts';

const MAX_SHOWN_TOKEN = 40;
const shortToken = (token: string) =>
  Array.from(token).length > MAX_SHOWN_TOKEN
    ? `${Array.from(token)
        .slice(0, MAX_SHOWN_TOKEN - 1)
        .join('')}…`
    : token;

export default function LinkProblems(props: { problems: readonly LinkProblem[]; lang: Lang }) {
  const texts = words('problems', props.lang) as Record<string, string>;
  return (
    <div class="gx-note gx-note--warn" role="alert" data-link-problem="">
      {props.problems.map((problem) => {
        const key = `link.${problem.param}`;
        return (
          <p key={problem.param}>
            {format(Object.hasOwn(texts, key) ? texts[key] : texts['link.seed'], { token: shortToken(problem.token) })}
          </p>
        );
      })}
      <p>{texts['link.notStarted']}</p>
    </div>
  );
}
