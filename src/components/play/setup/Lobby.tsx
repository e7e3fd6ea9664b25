// The play page's new-game panel: the options form (with the friend-game entry) and the link to load a record.
import type { Lang } from '../../../i18n/lang.ts';
import { dict } from '../words/words.ts';
import type { GameConfig } from './config.ts';
import SetupForm from './SetupForm.tsx';

export interface LobbyProps {
  lang: Lang;
  idBase: string;
  /** The options offered. */
  initial: GameConfig;
  /** Which showing of the options this is: a new one starts the form afresh (the seed filled in after the first render does not). */
  visit: number;
  onStart(config: GameConfig): void;
  onFriend(config: GameConfig): void;
  onFriendCode(): void;
  onLoadRecord(): void;
}

export default function Lobby(props: LobbyProps) {
  const { lang, idBase } = props;
  const t = dict(lang);
  return (
    <section class="gx-panel gx-lobby" aria-labelledby={`${idBase}-lobby-title`}>
      <h3 id={`${idBase}-lobby-title`} class="gx-panel__title">
        {t['setup.title']}
      </h3>
      <SetupForm
        key={props.visit}
        lang={lang}
        idBase={`${idBase}-lobby`}
        initial={props.initial}
        onStart={props.onStart}
        onFriend={props.onFriend}
        onFriendCode={props.onFriendCode}
      />
      <p>
        <button type="button" class="gx-linkbtn" onClick={props.onLoadRecord}>
          {t['tool.load']}
        </button>
      </p>
    </section>
  );
}
