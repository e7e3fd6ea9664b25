// Soft table sounds (a card played, a trick won, bids revealed, a deal's end), synthesized with the Web Audio API at run
// time: no sound files at all (nothing to license, nothing for the CSP to allow). Off until the player turns them on; the
// choice is remembered in this browser.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { PlayerView } from '../../../engine/index';
import { storageKey } from '../../../i18n/siteStorage';
import { browserStorage, type StorageLike } from '../session/storage';

/** Namespaced by the base path, as the saved game is. */
export const SOUND_KEY = storageKey('galapagos.play.sound');

export function loadSound(store: StorageLike | null): boolean {
  try {
    return store?.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

export function saveSound(store: StorageLike | null, on: boolean): void {
  try {
    store?.setItem(SOUND_KEY, on ? 'on' : 'off');
  } catch {
    /* a convenience: the choice simply is not remembered */
  }
}

/** The setting as the page holds it: off in the server's HTML and the first render, then as remembered; and its toggle. */
export function useSoundSetting(): [boolean, () => void] {
  const [on, setOn] = useState(false);
  useEffect(() => setOn(loadSound(browserStorage())), []);
  const toggle = () => {
    if (!on) wakeSound();
    saveSound(browserStorage(), !on);
    setOn(!on);
  };
  return [on, toggle];
}

export type Cue = 'card' | 'trick' | 'bids' | 'deal';

/** Each cue as notes: [frequency Hz, start s, length s]; quiet sine tones with a soft attack and a fading tail. */
const NOTES: Record<Cue, readonly (readonly [number, number, number])[]> = {
  card: [[660, 0, 0.07]],
  trick: [
    [523, 0, 0.12],
    [784, 0.08, 0.18],
  ],
  bids: [
    [440, 0, 0.1],
    [554, 0.07, 0.14],
  ],
  deal: [
    [523, 0, 0.35],
    [659, 0.1, 0.35],
    [784, 0.2, 0.45],
  ],
};
const VOLUME = 0.06;

let context: AudioContext | null = null;

/** The page's one audio context, made (or woken) on a press: browsers start sound only after the person interacts. */
export function wakeSound(): void {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
  } catch {
    context = null;
  }
}

function running(): boolean {
  return context !== null && context.state === 'running';
}

export function playCue(cue: Cue): void {
  if (context === null || !running()) return;
  const now = context.currentTime;
  for (const [frequency, start, length] of NOTES[cue]) {
    const osc = context.createOscillator();
    const gain = context.createGain();
    osc.type = 'sine';
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0, now + start);
    gain.gain.linearRampToValueAtTime(VOLUME, now + start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + start + length);
    osc.connect(gain).connect(context.destination);
    osc.start(now + start);
    osc.stop(now + start + length + 0.02);
  }
}

/** What can be heard in a view: how many cards are on the table or gone to tricks, the bids shown, the deal over. */
function marks(view: PlayerView) {
  return {
    // Tricks: two cards each, plus a lead on the table; the play-off: its plays (a pass is silent), a new round counting on.
    cards:
      view.tricks.length * 2 +
      (view.trick?.lead ? 1 : 0) +
      view.rounds.length * 1000 +
      (view.round?.moves.filter((move) => move.type === 'play').length ?? 0),
    tricks: view.tricks.length,
    bids: view.auction !== null && view.auction.outcome !== null ? view.auction.number : 0,
    over: view.phase === 'deal-over' || view.phase === 'game-over',
  };
}

/** Which cue a change from one view to the next calls for (the most telling one), or null. */
export function cueFor(before: PlayerView, after: PlayerView): Cue | null {
  if (before.dealNumber !== after.dealNumber || before.player !== after.player) return null;
  const a = marks(before);
  const b = marks(after);
  if (b.over && !a.over) return 'deal';
  if (b.tricks > a.tricks) return 'trick';
  if (b.bids !== 0 && b.bids !== a.bids) return 'bids';
  if (b.cards > a.cards) return 'card';
  return null;
}

/** Plays the cue for each change of the table while `on` (the table's view, one per commit). */
export function useTableSounds(view: PlayerView, on: boolean): void {
  const last = useRef(view);
  // Sound turned on in an earlier visit: the audio starts with the person's first press or key on the page.
  useEffect(() => {
    if (!on || running()) return;
    const wake = () => wakeSound();
    document.addEventListener('pointerdown', wake, { once: true });
    document.addEventListener('keydown', wake, { once: true });
    return () => {
      document.removeEventListener('pointerdown', wake);
      document.removeEventListener('keydown', wake);
    };
  }, [on]);
  useEffect(() => {
    const before = last.current;
    last.current = view;
    if (!on || before === view) return;
    const cue = cueFor(before, view);
    if (cue !== null) playCue(cue);
  }, [view, on]);
}
