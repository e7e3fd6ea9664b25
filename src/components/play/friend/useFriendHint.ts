// Hook: the friend table's hint (the H key and the Hint button), asked of the computer player's worker with this player's view only.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { PlayerView } from '../../../engine/index.ts';
import { createAiClient, type AiClient } from '../../computer/computer.ts';
import type { HintState } from '../session/useGame.ts';
import { hintKey, hintRequest } from './friendHint.ts';

export interface FriendHint {
  readonly hint: HintState;
  /** The decision on screen now (a hint for another decision is not shown). */
  readonly decision: string;
  request(): void;
}

export function useFriendHint(view: PlayerView | null, room: string, ownMoves: number, canAsk: boolean): FriendHint {
  const [hint, setHint] = useState<HintState>({ status: 'idle' });
  const ai = useRef<AiClient | null>(null);
  useEffect(() => () => ai.current?.dispose(), []);
  const decision = view === null ? '' : hintKey(view, ownMoves);
  return {
    hint,
    decision,
    request() {
      if (view === null || !canAsk || view.legalActions.length === 0) return;
      const at = decision;
      const { view: asked, player, seed } = hintRequest(view, room);
      setHint({ status: 'thinking', at });
      (ai.current ??= createAiClient()).decide(asked, player, seed).then(
        (d) => setHint((h) => (h.status === 'thinking' && h.at === at ? { status: 'ready', at, decision: d } : h)),
        () => setHint((h) => (h.status === 'thinking' && h.at === at ? { status: 'failed', at } : h)),
      );
    },
  };
}
