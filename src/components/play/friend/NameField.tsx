// The player's own name for a game with a friend (optional): checked as it is typed, remembered in this browser once valid.
import { nameOf, nameProblem, NAME_LIMIT } from './invite';
import { storeName } from './storage';
import { friendWords } from './words';
import type { Lang } from '../../../i18n/lang';

export default function NameField(props: {
  id: string;
  lang: Lang;
  name: string;
  onName: (name: string) => void;
  storage: Storage | null;
  /** The line under the field while the name is fine. */
  hint: string;
  /** Marks the field for tests: the inviter's or the friend's. */
  side: 'invite' | 'join';
}) {
  const t = friendWords(props.lang);
  const problem = nameProblem(props.name);
  const note = `${props.id}-note`;
  return (
    <p class="gx-friend__name">
      <label for={props.id}>{t['friend.yourName']}</label>
      <input
        id={props.id}
        type="text"
        autocomplete="nickname"
        maxLength={NAME_LIMIT * 2}
        value={props.name}
        aria-invalid={problem !== null ? 'true' : undefined}
        aria-describedby={note}
        {...{ [`data-${props.side}-name`]: '' }}
        onInput={(e) => {
          const typed = e.currentTarget.value;
          props.onName(typed);
          if (nameProblem(typed) === null) storeName(props.storage, nameOf(typed) ?? '');
        }}
      />
      <span id={note} class={problem !== null ? 'gx-problem' : 'gx-setup__hint'} role={problem !== null ? 'alert' : undefined}>
        {problem !== null ? t[`friend.nameBad.${problem}`] : props.hint}
      </span>
    </p>
  );
}
