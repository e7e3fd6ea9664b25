// A coach's note that on a phone shows its first lines (the table and the choices share the screen), with a button to read it whole.
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';

export interface ClampedNoteProps {
  /** The note's own attributes (its data- hook, its class). */
  readonly attrs: Record<string, string | number | undefined>;
  /** Changes when the note says something new: it then shows its first lines again. */
  readonly text: string;
  /** Shown whole whatever its length (the coach's offer: the note is the person's decision then). */
  readonly whole?: boolean;
  /** The button's words: to open the note, and to close it again. */
  readonly more: string;
  readonly less: string;
  readonly children: ComponentChildren;
}

/**
 * The note, and when its lines are cut (learn.css gives notes a few lines below 50rem) a button under it, on a row of
 * its own, that opens it whole: without it the rest could be found only by scrolling inside the note.
 */
export default function ClampedNote(props: ClampedNoteProps) {
  const note = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(false);
  const [cut, setCut] = useState(false);
  useEffect(() => setOpen(false), [props.text]);
  const whole = open || props.whole === true;
  useLayoutEffect(() => {
    const el = note.current;
    if (!el) return;
    const measure = () => setCut(!whole && el.scrollHeight > el.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [props.text, whole]);
  return (
    <div class="gx-coach__clamp">
      <p
        {...props.attrs}
        ref={note}
        class={`${props.attrs.class ?? ''}${whole ? ' gx-coach__whole' : ''}`.trim() || undefined}
        tabIndex={0}
      >
        {props.children}
      </p>
      {cut || open ? (
        <button type="button" class="gx-coach__more" data-coach-more aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? props.less : props.more}
        </button>
      ) : null}
    </div>
  );
}
