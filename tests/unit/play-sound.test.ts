// The table's sounds follow the game: a cue for each card played, each trick won, each pair of bids revealed and the deal's end.
import { describe, expect, it } from 'vitest';
import { applyAction, newGame, playersToAct, playerView, type GameState } from '../../src/engine/index.ts';
import { cueFor, type Cue } from '../../src/components/play/sound/cues.ts';
import { loadSound, saveSound, SOUND_KEY } from '../../src/components/play/sound/sound.ts';

describe('table sounds', () => {
  it('cues a whole deal from the first seat’s views: 13 bid reveals, 13 tricks, one end, and cards in between', () => {
    let state: GameState = newGame({ seed: 'sound-1', jokers: false, target: 1 });
    let view = playerView(state, 0);
    const cues: Cue[] = [];
    for (let step = 0; step < 2000 && state.phase !== 'game-over'; step++) {
      const player = playersToAct(state)[0];
      state = applyAction(state, playerView(state, player).legalActions[0]);
      const next = playerView(state, 0);
      const cue = cueFor(view, next);
      if (cue !== null) cues.push(cue);
      view = next;
    }
    const count = (cue: Cue) => cues.filter((c) => c === cue).length;
    expect(count('bids')).toBe(13);
    expect(count('trick')).toBe(13);
    expect(count('deal')).toBe(1);
    // Each trick's lead is heard as a card (its second card as the trick won), and the play-off's plays.
    expect(count('card')).toBeGreaterThanOrEqual(13);
  });

  it('is off until turned on, and the choice is remembered', () => {
    const data = new Map<string, string>();
    const store = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
    expect(loadSound(store)).toBe(false);
    saveSound(store, true);
    expect(data.get(SOUND_KEY)).toBe('on');
    expect(loadSound(store)).toBe(true);
    saveSound(store, false);
    expect(loadSound(store)).toBe(false);
    expect(loadSound(null)).toBe(false);
  });
});
