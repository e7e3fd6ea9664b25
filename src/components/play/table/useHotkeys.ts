// Hook: the table's keyboard shortcuts — 1–9 focus a choice, arrows move between choices, letters for hint, undo, pass, take, cede.
import { useEffect, useRef } from 'preact/hooks';
import type { RefObject } from 'preact';

/** Letter shortcuts (lower case) and what they do; an undefined entry is switched off for now. */
export type Shortcuts = Partial<Record<'h' | 'u' | 'p' | 't' | 'c', () => void>>;

function typingInto(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.closest !== 'function') return false;
  return el.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

function choicesIn(group: Element | null): HTMLElement[] {
  return group ? Array.from(group.querySelectorAll<HTMLElement>('[data-choice]')) : [];
}

/** Moves focus among the choices of the focused choice's group; true if it handled the key. */
function moveWithinGroup(key: string): boolean {
  const active = document.activeElement as HTMLElement | null;
  if (!active?.hasAttribute('data-choice')) return false;
  const list = choicesIn(active.closest('[data-choice-group]'));
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
        if (moveWithinGroup(event.key)) event.preventDefault();
        return;
      }
      if (/^[0-9]$/.test(event.key)) {
        const n = event.key === '0' ? 9 : Number(event.key) - 1;
        const target = choicesIn(home.querySelector('[data-choice-group="active"]'))[n];
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
