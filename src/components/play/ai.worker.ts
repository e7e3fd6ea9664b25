// The computer player's Web Worker: decides from one player's view off the main thread, so the page never freezes.
import { decide, type AiPlayerName } from '../../engine/ai/index';
import type { PlayerView } from '../../engine/types';

export interface AiRequest {
  readonly id: number;
  readonly view: PlayerView;
  readonly player: AiPlayerName;
  readonly seed: number;
}

export type AiResponse =
  | { readonly id: number; readonly ok: true; readonly decision: ReturnType<typeof decide> }
  | { readonly id: number; readonly ok: false; readonly error: string };

const scope = self as unknown as { onmessage: ((event: MessageEvent<AiRequest>) => void) | null; postMessage(message: AiResponse): void };

scope.onmessage = (event) => {
  const { id, view, player, seed } = event.data;
  try {
    scope.postMessage({ id, ok: true, decision: decide(view, player, seed) });
  } catch (error) {
    scope.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
};
