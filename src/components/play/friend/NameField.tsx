// The player's own name for a game with a friend (optional): checked as it is typed, remembered in this browser once valid.
import { useState } from 'preact/hooks';
import { nameOf, nameProblem, NAME_LIMIT } from './invite.ts';
import { readName, storeName } from './storage.ts';
import { friendWords } from './words.ts';
import type { Lang } from '../../../i18n/lang.ts';

/** The name as typed, starting from the one this browser remembers. */
export interface FriendName {
  readonly name: string;
  readonly setName: (name: string) => void;
  readonly storage: Storage | null;
}

export function useFriendName(storage: Storage | null): FriendName {
  const [name, setName] = useState(() => readName(storage));
  return { name, setName, storage };
}

export default function NameField(props: {
  id: string;
  lang: Lang;
  name: FriendName;
  /** The line under the field while the name is fine. */
  hint: string;
  /** Marks the field for tests: the inviter's or the friend's. */
  side: 'invite' | 'join';
}) {
  const t = friendWords(props.lang);
  const { name, setName, storage } = props.name;
  const problem = nameProblem(name);
  const note = `${props.id}-note`;
  return (
    <p class="gx-friend__name">
      <label for={props.id}>{t['friend.yourName']}</label>
      <input
        id={props.id}
        type="text"
        autocomplete="nickname"
        maxLength={NAME_LIMIT * 2}
        value={name}
        aria-invalid={problem !== null ? 'true' : undefined}
        aria-describedby={note}
        {...{ [`data-${props.side}-name`]: '' }}
        onInput={(e) => {
          const typed = e.currentTarget.value;
          setName(typed);
          if (nameProblem(typed) === null) storeName(storage, nameOf(typed) ?? '');
        }}
      />
      <span id={note} class={problem !== null ? 'gx-problem' : 'gx-setup__hint'} role={problem !== null ? 'alert' : undefined}>
        {problem !== null ? t[`friend.nameBad.${problem}`] : props.hint}
      </span>
    </p>
  );
}
