// Keeps the table on screen (and the keyboard on it) when a game or deal starts: a start button pressed lower down (or
// scrolled to by the browser before a click) must not leave the turn-up and the hand under the sticky header or below the fold.

/** Where the page's own bar ends (Starlight's header is fixed at the top), in viewport pixels. */
function headerBottom(): number {
  const header = document.querySelector('header.header');
  return header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
}

/** Whether every element holding the cards in play and the current choices is fully visible below the header. */
export function tableInView(): boolean {
  // While the computer thinks there may be no choice on screen: then the table's top bar stands for it.
  let parts = Array.from(document.querySelectorAll<HTMLElement>('[data-table], [data-decision]'));
  if (parts.length === 0) parts = Array.from(document.querySelectorAll<HTMLElement>('.gx-play .gx-topbar'));
  const top = headerBottom();
  return parts.every((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= top - 0.5 && box.bottom <= window.innerHeight + 0.5 && box.left >= -0.5 && box.right <= window.innerWidth + 0.5;
  });
}

/**
 * Scrolls the page back to where the table was laid out to fit (the top) when it is not in view; when the top does not fit
 * either (a very short screen), puts the table's first part right under the header. Never scrolls when all is in view.
 */
export function bringTableIntoView(): void {
  if (tableInView()) return;
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  if (tableInView()) return;
  const first = document.querySelector<HTMLElement>('.gx-play .gx-main');
  if (!first) return;
  const top = first.getBoundingClientRect().top + window.scrollY - headerBottom() - 8;
  window.scrollTo({ top: Math.max(0, top), left: 0, behavior: 'instant' });
}

/**
 * After the person switched the table (Deal the cards, Replay it, Back to my game), the button they pressed has gone with
 * the old screen: the keyboard's focus moves to the new table's first choice, or the table itself, instead of falling
 * back to the page's start.
 */
export function focusNewTable(): void {
  const active = document.activeElement;
  if (active !== null && active !== document.body && document.contains(active)) return;
  const target =
    document.querySelector<HTMLElement>('.gx-play [data-choice-group="active"] [data-choice]:not([aria-disabled="true"])') ??
    document.querySelector<HTMLElement>('.gx-play[role="region"]');
  target?.focus({ preventScroll: true });
}
