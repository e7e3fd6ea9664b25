// A button whose action forgets something (a lesson's progress, all of it): pressed once it asks, and only "yes" acts.
import { useEffect, useRef, useState } from 'preact/hooks';

export interface ConfirmButtonProps {
  /** The button as first shown. */
  readonly label: string;
  readonly ariaLabel?: string;
  /** The question asked, the button that acts, and the one that keeps things as they are. */
  readonly question: string;
  readonly yes: string;
  readonly no: string;
  readonly onConfirm: () => void;
  /** Where focus goes once the action is done (the button itself may be gone). */
  readonly focusAfter: () => HTMLElement | null;
  /** data-* hooks: the first button gets `data-${hook}`, the "yes" button `data-${hook}-confirm`. */
  readonly hook: string;
  readonly hookValue?: string;
}

export default function ConfirmButton(props: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  const yes = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  const returning = useRef(false);
  useEffect(() => {
    if (asking) yes.current?.focus();
    else if (returning.current) first.current?.focus();
    returning.current = false;
  }, [asking]);
  const hook = { [`data-${props.hook}`]: props.hookValue ?? '' };
  if (!asking)
    return (
      <button type="button" class="gx-btn" ref={first} aria-label={props.ariaLabel} onClick={() => setAsking(true)} {...hook}>
        {props.label}
      </button>
    );
  return (
    <span class="gx-confirm">
      <span class="gx-confirm__question">{props.question}</span>{' '}
      <button
        type="button"
        class="gx-btn"
        ref={yes}
        onClick={() => {
          props.onConfirm();
          setAsking(false);
          props.focusAfter()?.focus();
        }}
        {...{ [`data-${props.hook}-confirm`]: props.hookValue ?? '' }}
      >
        {props.yes}
      </button>{' '}
      <button
        type="button"
        class="gx-btn"
        onClick={() => {
          returning.current = true;
          setAsking(false);
        }}
      >
        {props.no}
      </button>
    </span>
  );
}
