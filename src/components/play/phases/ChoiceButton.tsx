// A decision button of the current turn (take, cede, a trump, next deal): reachable by the number keys, with an optional key shortcut.
import type { ComponentChildren } from 'preact';
import { choiceHint, type HintMark } from '../table/hintMark.ts';

export interface ChoiceButtonProps {
  onPress(): void;
  children: ComponentChildren;
  /** A single-letter shortcut, shown on the button and announced (aria-keyshortcuts). */
  shortcut?: string;
  primary?: boolean;
  disabled?: boolean;
  label?: string;
  describedBy?: string;
  onFocus?(): void;
  onMouseEnter?(): void;
  /** A stable name for scripts and tests (data-name); a shown hint proposing this choice marks the button of its name. */
  name?: string;
  /** A shown hint: marks this button when it proposes the choice of this button's name. */
  hint?: HintMark | null;
}

export default function ChoiceButton(props: ChoiceButtonProps) {
  const hinted = choiceHint(props.hint, props.name);
  return (
    <button
      type="button"
      class={`gx-btn gx-choice${props.primary ? ' gx-btn--primary' : ''}`}
      data-choice=""
      data-action=""
      data-name={props.name}
      data-hinted={hinted !== null ? '' : undefined}
      disabled={props.disabled}
      aria-label={props.label}
      aria-describedby={props.describedBy}
      aria-keyshortcuts={props.shortcut}
      onClick={props.onPress}
      onFocus={props.onFocus}
      onMouseEnter={props.onMouseEnter}
    >
      {props.children}
      {hinted !== null ? (
        <>
          <span class="gx-choice__hint" aria-hidden="true">
            {hinted.mark}
          </span>
          <span class="gx-sr">{hinted.named('')}</span>
        </>
      ) : null}
      {props.shortcut ? (
        <kbd class="gx-kbd" aria-hidden="true">
          {props.shortcut}
        </kbd>
      ) : null}
    </button>
  );
}
