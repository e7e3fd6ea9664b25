// The invitation a player sends a friend: options, optional name, link (copy, QR code), room code, connection settings.
import { useState } from 'preact/hooks';
import type { Lang } from '../../../i18n/lang.ts';
import type { FriendOptions } from '../../../peer/index.ts';
import { displayCode, invitationLink, nameOf } from './invite.ts';
import NameField, { useFriendName } from './NameField.tsx';
import Qr from './Qr.tsx';
import Settings from './Settings.tsx';
import type { FriendSave } from './storage.ts';
import { friendWords, optionsText } from './words.ts';

export default function InvitationPanel(props: {
  lang: Lang;
  idBase: string;
  save: FriendSave;
  options: FriendOptions;
  storage: Storage | null;
  onReinvite?: () => void;
}) {
  const t = friendWords(props.lang);
  const [copied, setCopied] = useState<'' | 'ok' | 'failed'>('');
  const friendName = useFriendName(props.storage);
  const name = friendName.name;
  const href = invitationLink(new URL(window.location.href), {
    room: props.save.room,
    options: props.options,
    relay: props.save.relay,
    from: nameOf(name),
  });
  const nameId = `${props.idBase}-invite-name`;
  return (
    <div class="gx-friend__invite not-content" data-invitation="">
      <h3>{t['friend.title']}</h3>
      <p>{t['friend.inviteIntro']}</p>
      <p>{optionsText(props.options, props.lang)}</p>
      <NameField id={nameId} lang={props.lang} name={friendName} hint={t['friend.yourNameHint']} side="invite" />
      <p>
        <span class="gx-friend__label">{t['friend.link']}: </span>
        <a href={href} data-invite-link="" class="gx-friend__link">
          {href}
        </a>
      </p>
      <p>
        <button
          type="button"
          class="gx-btn"
          onClick={() =>
            navigator.clipboard.writeText(href).then(
              () => setCopied('ok'),
              () => setCopied('failed'),
            )
          }
        >
          {t['friend.copy']}
        </button>{' '}
        {/* Only where the device can share (phones, some desktops): elsewhere there is no button, not a dead one. */}
        {typeof navigator.share === 'function' ? (
          <>
            <button
              type="button"
              class="gx-btn"
              data-share=""
              onClick={() => {
                navigator.share({ title: t['friend.title'], text: t['friend.shareText'], url: href }).catch(() => undefined);
              }}
            >
              {t['friend.share']}
            </button>{' '}
          </>
        ) : null}
        <span role="status">{copied === 'ok' ? t['friend.copied'] : copied === 'failed' ? t['friend.copyFailed'] : ''}</span>
      </p>
      <Qr text={href} label={t['friend.qr']} />
      <p>
        <span class="gx-friend__label">{t['friend.code']}: </span>
        <strong data-room-code="" class="gx-friend__code">
          {displayCode(props.save.room)}
        </strong>
      </p>
      <p class="gx-setup__hint">{t['friend.codeHint']}</p>
      {props.onReinvite !== undefined ? (
        <Settings
          lang={props.lang}
          idBase={`${props.idBase}-invite`}
          storage={props.storage}
          onSaved={props.onReinvite}
          note={t['friend.settingsReinvite']}
        />
      ) : null}
    </div>
  );
}
