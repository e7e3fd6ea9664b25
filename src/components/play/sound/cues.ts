// The table's sounds themselves, loaded only once sound is on: each cue as a few soft sine tones (Web Audio API), and
// which cue a change of the table calls for.
import type { PlayerView } from '../../../engine/index.ts';

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

/** Plays the cue a change of the table calls for, if any. */
export function playChange(before: PlayerView, after: PlayerView): void {
  const cue = cueFor(before, after);
  if (cue !== null) playCue(cue);
}
