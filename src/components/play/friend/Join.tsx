// Joining a friend's game: by their invitation link (its options and who sent it shown first) or by a typed room code.
import { useState } from 'preact/hooks';
import { format, type Lang } from '../../../i18n/lang.ts';
import type { FriendStart } from './FriendGame.tsx';
import { normaliseCode } from './invite.ts';
import NameField, { useFriendName } from './NameField.tsx';
import Settings from './Settings.tsx';
import type { FriendSave } from './storage.ts';
import { friendWords, optionsText } from './words.ts';

export default function Join(props: {
  lang: Lang;
  idBase: string;
  start: FriendStart;
  relay: string | null;
  storage: Storage | null;
  onJoin(save: FriendSave): void;
}) {
  const t = friendWords(props.lang);
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const friendName = useFriendName(props.storage);
  const nameId = `${props.idBase}-join-name`;
  // The friend's own name, sent to the inviter's page once joined (shown on their table as the inviter's is here).
  const nameField = <NameField id={nameId} lang={props.lang} name={friendName} hint={t['friend.joinNameHint']} side="join" />;
  const invitation = props.start.kind === 'link' ? props.start.invitation : null;
  const valid = normaliseCode(code);
  if (invitation !== null) {
    return (
      <section class="gx-friend gx-friend__join" data-friend-join="">
        <h3>{t['friend.title']}</h3>
        <p data-invited-by={invitation.from ?? ''}>
          {invitation.from !== null ? format(t['friend.joinIntroFrom'], { name: invitation.from }) : t['friend.joinIntro']}
        </p>
        <p data-invited-options="">{optionsText(invitation.options, props.lang)}</p>
        {nameField}
        <button
          type="button"
          class="gx-btn gx-btn--primary"
          data-join=""
          onClick={() =>
            props.onJoin({
              room: invitation.room,
              seat: 1,
              options: invitation.options,
              relay: invitation.relay ?? props.relay,
              opponentName: invitation.from,
              journal: null,
            })
          }
        >
          {t['friend.join']}
        </button>
        <Settings lang={props.lang} idBase={props.idBase} storage={props.storage} />
      </section>
    );
  }
  return (
    <form
      class="gx-friend gx-friend__join"
      noValidate
      data-friend-code=""
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (valid !== null) props.onJoin({ room: valid, seat: 1, options: null, relay: props.relay, journal: null });
      }}
    >
      <h3>{t['friend.joinCode']}</h3>
      <label for={`${props.idBase}-code`}>{t['friend.codeLabel']}</label>{' '}
      <input
        id={`${props.idBase}-code`}
        type="text"
        autocomplete="off"
        spellcheck={false}
        maxLength={20}
        value={code}
        aria-invalid={touched && valid === null ? 'true' : undefined}
        aria-describedby={`${props.idBase}-code-error`}
        onInput={(e) => setCode(e.currentTarget.value)}
      />{' '}
      <button type="submit" class="gx-btn gx-btn--primary">
        {t['friend.join']}
      </button>
      <p id={`${props.idBase}-code-error`} class="gx-problem" role="alert">
        {touched && valid === null ? t['friend.codeBad'] : ''}
      </p>
      {nameField}
      <Settings lang={props.lang} idBase={props.idBase} storage={props.storage} />
    </form>
  );
}
