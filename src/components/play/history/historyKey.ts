// Where the kept games are stored: a module of its own, so the play page's options can read their lengths without the
// history's module (history.ts checks whole games, for the history page, the replay and the progress file).
import { KEYS } from '../../../storage/storage.ts';

/** Namespaced by the base path, so two copies of the site on one origin keep their own games. */
export const HISTORY_KEY = KEYS.history;
