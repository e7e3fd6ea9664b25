// The file of the later phases' panels as a part fetched once (words/laterWords.ts): PhasePanel shows them, and the play
// page fetches them with the table when the game it opens is past the auction, so that the table comes whole; the friend
// table says nobody's turn until they are here.
import { useEffect, useState } from 'preact/hooks';
import { laterPart } from '../words/laterWords.ts';

export const laterPanels = laterPart(() => import('./laterPanels.ts'));

/** The later phases' panels once fetched (null until then), fetching them once `wanted`; `failed` if the fetch failed. */
export function useLaterPanels(wanted: boolean): { panels: typeof import('./laterPanels.ts') | null; failed: boolean } {
  const [panels, setPanels] = useState(laterPanels.loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (wanted && panels === null)
      laterPanels.load().then(
        (m) => setPanels(() => m),
        () => setFailed(true),
      );
  }, [wanted]);
  return { panels, failed };
}
