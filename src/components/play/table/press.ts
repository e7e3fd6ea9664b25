// Whether a finger or mouse button is down on the page, and moves of the page held until it is up: a press lands where it was aimed.
//
// A click is the press and the release on the same element. Moving the page between the two (to bring a hint or the
// coach into view) puts another element under the finger, and the click goes to neither: on a card table, a card not
// played or the wrong one.

/** The pointers down now (a second finger may touch before the first lifts). */
const down = new Set<number>();
/** What waits for the last pointer to lift, run once each on the frame after (when the click has gone where it was aimed). */
const waiting = new Set<() => void>();

/** Runs what waited, on the frame after the last pointer lifted. */
function lifted(): void {
  if (down.size > 0 || waiting.size === 0) return;
  requestAnimationFrame(() => {
    if (down.size > 0) return;
    const runs = [...waiting];
    waiting.clear();
    for (const run of runs) run();
  });
}

// Listening from the moment the module loads (with the island that uses it), so that no press already under way is missed.
if (typeof document !== 'undefined') {
  const options = { capture: true, passive: true } as const;
  document.addEventListener('pointerdown', (event) => down.add(event.pointerId), options);
  for (const type of ['pointerup', 'pointercancel'] as const)
    document.addEventListener(
      type,
      (event) => {
        down.delete(event.pointerId);
        lifted();
      },
      options,
    );
  // A release outside the window may never reach the page: leaving the window ends every press, so nothing waits for ever.
  window.addEventListener('blur', () => {
    down.clear();
    lifted();
  });
}

/** Whether a pointer is down on the page now. */
export function pressing(): boolean {
  return down.size > 0;
}

/** Runs `move` now when no pointer is down, else once the last one lifts (the same `move` waiting twice runs once). */
export function afterPress(move: () => void): void {
  if (!pressing()) move();
  else waiting.add(move);
}
