// What the play page shows (its screens) and what it opens on, decided from a shared deal in the address and the stored game.
import type { GameConfig } from '../setup/config.ts';
import { currentState, startSession, type Session } from './session.ts';
import type { RecordError } from './gameRecord.ts';
import { oldKeys } from '../../../storage/storage.ts';
import { SAVE_KEY, type LoadResult, type StoredProblem } from './storage.ts';

/** The screens the play page switches between (GameTable). */
export type Screen =
  | { readonly kind: 'loading' }
  | { readonly kind: 'problem'; readonly problem: StoredProblem; readonly raw: string; readonly error: RecordError | null }
  | { readonly kind: 'lobby' }
  | { readonly kind: 'game'; readonly session: Session; readonly id: number }
  | { readonly kind: 'replay'; readonly session: Session };

/**
 * Runs while the page's HTML is read, before the island hydrates: when a game will be resumed (a save, or a shared deal
 * in the address), the options rendered on the server are hidden so that they do not flash before the table replaces them.
 * A save under its old key counts too: the island moves it to the new key when it starts.
 */
export const RESUME_SCRIPT = `try{if(${JSON.stringify([SAVE_KEY, ...oldKeys('game')])}.some(function(k){return localStorage.getItem(k)})||/[?&]seed=/.test(location.search))document.documentElement.setAttribute("data-gx-resume","")}catch(e){}`;

/** The first screen; for a shared deal while a game is in progress, that game with the deal offered (not forced) instead. */
export type Opening =
  | Extract<LoadResult, { kind: 'problem' }>
  | { readonly kind: 'game'; readonly session: Session; readonly offer: GameConfig | null }
  | { readonly kind: 'lobby' };

/** A stored record that does not read comes first; then a shared deal, the stored game, or the options. */
export function openingFor(link: GameConfig | null, saved: LoadResult): Opening {
  if (saved.kind === 'problem') return saved;
  const inProgress = saved.kind === 'ok' && currentState(saved.session).phase !== 'game-over';
  if (link && inProgress) return { kind: 'game', session: saved.session, offer: link };
  if (link) return { kind: 'game', session: startSession(link), offer: null };
  if (saved.kind === 'ok') return { kind: 'game', session: saved.session, offer: null };
  return { kind: 'lobby' };
}
