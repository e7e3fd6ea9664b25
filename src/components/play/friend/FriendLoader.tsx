// Loads the game with a friend (its code, the peer worker and the relays' client) only when a player chooses it.
import { useEffect, useState } from 'preact/hooks';
import type { Lang } from '../../../i18n/lang.ts';
import type { FriendStart } from './FriendGame.tsx';

type Module = typeof import('./FriendGame.tsx');

export default function FriendLoader(props: {
  lang: Lang;
  idBase: string;
  start: FriendStart;
  storage: Storage | null;
  loading: string;
  failed: string;
  onExit(): void;
}) {
  const [module, setModule] = useState<Module | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    import('./FriendGame.tsx').then(setModule, () => setFailed(true));
  }, []);
  if (module === null)
    return (
      <p class="gx-muted" role="status">
        {failed ? props.failed : props.loading}
      </p>
    );
  const Game = module.default;
  return <Game lang={props.lang} idBase={props.idBase} start={props.start} storage={props.storage} onExit={props.onExit} />;
}
