// Whether a finger or mouse button is down on the page, and moves of the page held until it is up: a press lands where it was aimed.
//
// A click is the press and the release on the same element. Moving the page between the two (to bring a hint or the
// coach into view) puts another element under the finger, and the click goes to neither: on a card table, a card not
// played or the wrong one. Kept small: it is in the play page's first load, which has a budget (budget.spec.ts).

let pressed = false;
/** What waits for the release, run once each on the frame after it (when the click has gone where it was aimed). */
const waiting = new Set<() => void>();

function released(): void {
  pressed = false;
  requestAnimationFrame(() => {
    if (pressed) return;
    const moves = [...waiting];
    waiting.clear();
    for (const move of moves) move();
  });
}

// From the moment the module loads (with the island that uses it), so that no press already under way is missed. Leaving
// the window ends a press too (its release may never reach the page), so nothing waits for ever.
if (typeof window !== 'undefined') {
  const early = { capture: true, passive: true };
  addEventListener('pointerdown', () => (pressed = true), early);
  addEventListener('pointerup', released, early);
  addEventListener('pointercancel', released, early);
  addEventListener('blur', released);
}

/** Whether a pointer is down on the page now. */
export const pressing = (): boolean => pressed;

/** Runs `move` now when no pointer is down, else once it is up (the same `move` waiting twice runs once). */
export function afterPress(move: () => void): void {
  if (pressed) waiting.add(move);
  else move();
}
