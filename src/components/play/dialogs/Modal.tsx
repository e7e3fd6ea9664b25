// A modal dialog on the native <dialog>: the page behind is inert (focus stays inside), Escape closes, focus returns on close.
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import './dialogs.css';

export interface ModalProps {
  /** Id prefix; the title gets `${id}-title`. */
  id: string;
  title: string;
  onClose(): void;
  children: ComponentChildren;
  /** 'alert' for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
  wide?: boolean;
}

export default function Modal(props: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    opener.current = document.activeElement;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    // Focus the first field or button marked autofocus, else the first control.
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>('button, input, textarea, select');
    first?.focus({ preventScroll: true });
    // Start at the title even when the focused button is at the bottom of a tall dialog.
    dialog.scrollTop = 0;
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      const back = opener.current as HTMLElement | null;
      // Return focus where it was, if that control is still on the page.
      if (back && typeof back.focus === 'function' && document.contains(back)) back.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      id={props.id}
      class={`gx-modal not-content${props.wide ? ' gx-modal--wide' : ''}`}
      role={props.role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={`${props.id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        props.onClose();
      }}
    >
      <h2 id={`${props.id}-title`} class="gx-modal__title">
        {props.title}
      </h2>
      {props.children}
    </dialog>
  );
}
