// Hook: the table's keyboard shortcuts — 1–9 focus a choice, arrows move between choices, letters for hint, undo, pass, take, cede.
//
// The choices of the decision now may sit in more than one group (the Joker: "Keep the Joker", then the bid pile's cards to
// take back): the digits count, and the arrows move, over all of them in the order shown. A digit skips a choice the rules
// refuse now (a card that does not follow suit); the arrows still reach it, so that its reason can be heard.
import { useEffect, useRef } from 'preact/hooks';
import type { RefObject } from 'preact';

/** Letter shortcuts (lower case) and what they do; an undefined entry is switched off for now. */
export type Shortcuts = Partial<Record<'h' | 'u' | 'p' | 't' | 'c', () => void>>;

function typingInto(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.closest !== 'function') return false;
  return el.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

/** Every choice of the decision now (all active groups, in the order shown). */
function activeChoices(home: Element): HTMLElement[] {
  return Array.from(home.querySelectorAll<HTMLElement>('[data-choice-group="active"] [data-choice]'));
}

/** Moves focus among the choices of the focused choice's group (all of the decision's, if it is one of them); true if it handled the key. */
function moveWithinGroup(key: string, home: Element): boolean {
  const active = document.activeElement as HTMLElement | null;
  if (!active?.hasAttribute('data-choice')) return false;
  const group = active.closest('[data-choice-group]');
  const list =
    group?.getAttribute('data-choice-group') === 'active' && home.contains(group)
      ? activeChoices(home)
      : Array.from(group?.querySelectorAll<HTMLElement>('[data-choice]') ?? []);
  const at = list.indexOf(active);
  if (at < 0 || list.length === 0) return false;
  const next = key === 'Home' ? 0 : key === 'End' ? list.length - 1 : key === 'ArrowLeft' || key === 'ArrowUp' ? at - 1 : at + 1;
  list[(next + list.length) % list.length].focus();
  return true;
}

export function useHotkeys(root: RefObject<HTMLElement>, shortcuts: Shortcuts, enabled: boolean): void {
  // The listener is registered once and reads the latest shortcuts from a ref updated during render, so a key
  // pressed right after a render (before effects run) already meets that render's shortcuts, never stale ones.
  const latest = useRef({ shortcuts, enabled });
  latest.current = { shortcuts, enabled };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { shortcuts: current, enabled: on } = latest.current;
      if (!on) return;
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || typingInto(event.target)) return;
      if (document.querySelector('dialog[open]')) return;
      const home = root.current;
      if (!home) return;
      if (['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(event.key)) {
        if (moveWithinGroup(event.key, home)) event.preventDefault();
        return;
      }
      if (/^[0-9]$/.test(event.key)) {
        const n = event.key === '0' ? 9 : Number(event.key) - 1;
        const target = activeChoices(home).filter((choice) => choice.getAttribute('aria-disabled') !== 'true')[n];
        if (target) {
          event.preventDefault();
          target.focus();
        }
        return;
      }
      const action = current[event.key.toLowerCase() as keyof Shortcuts];
      if (action && !event.shiftKey) {
        event.preventDefault();
        action();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [root]);
}
