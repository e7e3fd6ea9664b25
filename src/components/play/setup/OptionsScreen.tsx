// The play page when no table is shown: the new-game options (with the script that hides them while a game is resumed), a
// stored game that could not be read, or a moment's wait for the page's words.
import { useEffect } from 'preact/hooks';
import { RESUME_SCRIPT, type Screen } from '../session/startup.ts';
import { dict } from '../words/words.ts';
import type { GameConfig } from './config.ts';
import { StoredProblemNotice } from './laterNotices.tsx';
import Lobby, { type LobbyProps } from './Lobby.tsx';

export interface OptionsScreenProps extends Omit<LobbyProps, 'initial'> {
  screen: Extract<Screen, { kind: 'loading' | 'problem' | 'lobby' }>;
  /** The options offered in the lobby. */
  options: GameConfig;
  fourColour: boolean;
  /** After a stored game's problem: forget it and show the options. */
  onRestart(): void;
}

/**
 * True on the server and until the island's first render in the browser is done: that render keeps the server's resume
 * script, so that hydration finds every node where the server put it (without it the heading and the options after it
 * would be moved, and laid out again); later renders leave it out (one inserted again would run again).
 */
let hydrating = true;

export default function OptionsScreen(props: OptionsScreenProps) {
  const { screen, lang, idBase } = props;
  const t = dict(lang);
  useEffect(() => {
    hydrating = false;
  }, []);
  return (
    <div
      class={`gx-play not-content${props.fourColour ? ' gx-four' : ''}`}
      lang={lang}
      data-screen={screen.kind}
      role="region"
      aria-label={t['table.label']}
    >
      {/* Before the options, so that it runs before they can paint. */}
      {screen.kind === 'lobby' && hydrating ? <script dangerouslySetInnerHTML={{ __html: RESUME_SCRIPT }} /> : null}
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
          visit={props.visit}
          onStart={props.onStart}
          onFriend={props.onFriend}
          onFriendCode={props.onFriendCode}
          onLoadRecord={props.onLoadRecord}
        />
      ) : null}
    </div>
  );
}
