// Placeholder for the game table island; the play page work replaces it.
import type { Lang } from '../../i18n/lang';

export default function GameTable(props: { lang: Lang }) {
  return <div data-game-phase="auction" lang={props.lang} />;
}
