// The play page when no table is shown: the new-game options (with the script that hides them while a game is resumed), a
// stored game that could not be read, or a moment's wait for the page's words.
import { RESUME_SCRIPT, type Screen } from '../session/startup';
import { dict } from '../words/words';
import type { GameConfig } from './config';
import { StoredProblemNotice } from './laterNotices';
import Lobby, { type LobbyProps } from './Lobby';

export interface OptionsScreenProps extends Omit<LobbyProps, 'initial'> {
  screen: Extract<Screen, { kind: 'loading' | 'problem' | 'lobby' }>;
  /** The options offered in the lobby. */
  options: GameConfig;
  fourColour: boolean;
  /** After a stored game's problem: forget it and show the options. */
  onRestart(): void;
}

export default function OptionsScreen(props: OptionsScreenProps) {
  const { screen, lang, idBase } = props;
  const t = dict(lang);
  return (
    <div
      class={`gx-play not-content${props.fourColour ? ' gx-four' : ''}`}
      lang={lang}
      data-screen={screen.kind}
      role="region"
      aria-label={t['table.label']}
    >
      {/* Server only, before the options so it runs before they can paint; in the browser it has done its work (and one
          inserted later would run again). Hydration matches the heading past it and drops it. */}
      {screen.kind === 'lobby' && typeof window === 'undefined' ? <script dangerouslySetInnerHTML={{ __html: RESUME_SCRIPT }} /> : null}
      <h2 class="gx-sr">{t['table.label']}</h2>
      {screen.kind === 'loading' ? <p class="gx-muted">{t['table.loading']}</p> : null}
      {screen.kind === 'problem' ? (
        <StoredProblemNotice
          problem={screen.problem}
          error={screen.error}
          raw={screen.raw}
          lang={lang}
          idBase={idBase}
          onRestart={props.onRestart}
        />
      ) : null}
      {screen.kind === 'lobby' ? (
        <Lobby
          lang={lang}
          idBase={idBase}
          initial={props.options}
          onStart={props.onStart}
          onFriend={props.onFriend}
          onFriendCode={props.onFriendCode}
          onLoadRecord={props.onLoadRecord}
        />
      ) : null}
    </div>
  );
}
