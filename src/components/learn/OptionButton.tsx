// One answer to choose in an exercise or a practice position: chosen (pressed, or ticked when several may be), and
// marked once the answer is shown, so neither state is told by colour alone.
import type { ComponentChildren } from 'preact';

export interface OptionButtonProps {
  readonly id: string;
  readonly chosen: boolean;
  /** Several answers may be chosen: the button is a toggle (aria-pressed) rather than a single choice. */
  readonly several?: boolean;
  /** The answer's mark when this option is an answer being shown, else null. */
  readonly mark: string | null;
  /** The accessible name when the face alone (cards) would not say it. */
  readonly label?: string;
  readonly onPress: (id: string) => void;
  readonly children: ComponentChildren;
}

export default function OptionButton(props: OptionButtonProps) {
  return (
    <button
      type="button"
      class="gx-btn"
      data-option={props.id}
      data-answer={props.mark !== null ? 'true' : undefined}
      data-chosen={!props.several && props.chosen ? 'true' : undefined}
      aria-pressed={props.several ? (props.chosen ? 'true' : 'false') : undefined}
      aria-label={props.label}
      onClick={() => props.onPress(props.id)}
    >
      {props.children}
      {props.mark !== null && <span class="gx-ex__mark">{props.mark}</span>}
    </button>
  );
}
