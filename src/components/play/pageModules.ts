// The play page's parts fetched after its first screen: the game table once the page's words are there (with the later
// phases' panels when the game opened is past the auction, so that it comes whole), and the record loader with the replay
// table while a record is being chosen or replayed (neither is ever the first screen).
import { useEffect, useState } from 'preact/hooks';
import { laterPanels } from './phases/laterPanelsPart.ts';

type Live = typeof import('./table/LiveTable.tsx');
type Replay = typeof import('./table/ReplayTable.tsx');
type Loader = typeof import('./dialogs/LoadDialog.tsx');

export interface PageModules {
  readonly live: Live | null;
  readonly replay: Replay | null;
  readonly loader: Loader | null;
  /** A fetch failed (offline before the site was cached): the page says so where the part was wanted. */
  readonly failed: boolean;
  /** Marks a fetch of the page's own as failed (a kept game's replay). */
  fail(): void;
}

/**
 * Fetches the game table once `ready` (and the later phases' panels once the game shown is `pastAuction`), and the loader
 * and replay table once `choosing` a record (each once).
 */
export function usePageModules(ready: boolean, pastAuction: boolean, choosing: boolean): PageModules {
  const [live, setLive] = useState<Live | null>(null);
  const [, setPanels] = useState<unknown>(null);
  const [replay, setReplay] = useState<Replay | null>(null);
  const [loader, setLoader] = useState<Loader | null>(null);
  const [failed, setFailed] = useState(false);
  const fail = () => setFailed(true);
  useEffect(() => {
    if (ready) import('./table/LiveTable.tsx').then(setLive, fail);
  }, [ready]);
  useEffect(() => {
    if (pastAuction) laterPanels.load().then(setPanels, fail);
  }, [pastAuction]);
  useEffect(() => {
    if (!choosing) return;
    if (replay === null) import('./table/ReplayTable.tsx').then(setReplay, fail);
    if (loader === null) import('./dialogs/LoadDialog.tsx').then(setLoader, fail);
  }, [choosing]);
  return { live: pastAuction && laterPanels.loaded() === null ? null : live, replay, loader, failed, fail };
}
