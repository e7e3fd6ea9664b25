// Soft table sounds (a card played, a trick won, bids revealed, a deal's end): the setting and the play page's hook; the
// cues are synthesized with the Web Audio API at run time (cues.ts): no sound files at all (nothing to license, nothing
// for the CSP to allow). Off until the player turns them on; the choice is remembered in this browser.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { PlayerView } from '../../../engine/index.ts';
import { browserStorage, KEYS, readText, writeText, type StorageLike } from '../../../storage/storage.ts';

export const SOUND_KEY = KEYS.sound;

export function loadSound(store: StorageLike | null): boolean {
  const text = readText(store, SOUND_KEY);
  return text.ok && text.value === 'on';
}

/** A convenience: a choice the browser refuses to keep is simply not remembered. */
export const saveSound = (store: StorageLike | null, on: boolean): void => void writeText(store, SOUND_KEY, on ? 'on' : 'off');

/** The sounds' own module, fetched the first time sound is on (a page that never turns it on never loads it). */
const cues = () => import('./cues.ts');
/** Starts the page's audio (called on a press: browsers start sound only after the person interacts). */
const wake = (): void => {
  cues().then(
    (c) => c.wakeSound(),
    () => undefined,
  );
};

/** The page's sound: the setting (off in the server's HTML and the first render, then as remembered), its toggle, and what the table's views call for. */
export interface Sound {
  readonly on: boolean;
  toggle(): void;
  /** Hears each view the table shows and plays the cue its change calls for, while sound is on. */
  hear(view: PlayerView): void;
}

/**
 * The play page's sound. The cues' own module loads only once sound is on; sound turned on in an earlier visit starts with
 * the first press or key (browsers start sound only after the person interacts).
 */
export function useSound(): Sound {
  const [on, setOn] = useState(false);
  const last = useRef<PlayerView | null>(null);
  useEffect(() => setOn(loadSound(browserStorage())), []);
  useEffect(() => {
    if (!on) return;
    document.addEventListener('pointerdown', wake, { once: true });
    document.addEventListener('keydown', wake, { once: true });
    return () => {
      document.removeEventListener('pointerdown', wake);
      document.removeEventListener('keydown', wake);
    };
  }, [on]);
  return {
    on,
    toggle() {
      if (!on) wake();
      saveSound(browserStorage(), !on);
      setOn(!on);
    },
    hear(view) {
      const before = last.current;
      last.current = view;
      if (on && before !== null && before !== view)
        cues().then(
          (c) => c.playChange(before, view),
          () => undefined,
        );
    },
  };
}
