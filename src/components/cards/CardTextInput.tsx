// A labelled text field for typing cards ("KH", "AS 10H QD"), with its problems shown inline under it.
//
// Usage: <CardTextInput id="bid-a-text" label="Bid A: type" value={text} onInput={setText}
//          problems={messages} hint="Ranks A K Q …" example="KH" lang="en" />
// The messages are already in words (see problemMessage in ./cardText); the field is marked invalid while any remain.
import { words } from '../../i18n/books.ts';
import type { Lang } from '../../i18n/lang.ts';
import { format } from '../../i18n/lang.ts';
import '../../styles/controls.css';
import './cards.css';

export interface CardTextInputProps {
  id: string;
  lang: Lang;
  label: string;
  value: string;
  onInput: (text: string) => void;
  /** Problems in words, shown under the field and announced politely. */
  problems?: readonly string[];
  /** A notice that is not an error (e.g. "this hand has 12 cards"). */
  notice?: string | null;
  /** An example shown as the placeholder, e.g. "KH". */
  example?: string;
  /** Longest text accepted. */
  maxLength?: number;
}

export default function CardTextInput(props: CardTextInputProps) {
  const t = words('tools-common', props.lang);
  const problems = props.problems ?? [];
  const messageId = `${props.id}-messages`;
  return (
    <div class="gx-typed">
      <label class="gx-typed__label" for={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        class="gx-field gx-field--code gx-typed__input"
        type="text"
        value={props.value}
        placeholder={props.example ? format(t['common.typedExample'], { example: props.example }) : undefined}
        maxLength={props.maxLength ?? 300}
        autocomplete="off"
        autocapitalize="characters"
        spellcheck={false}
        aria-invalid={problems.length > 0 ? 'true' : undefined}
        aria-describedby={messageId}
        onInput={(event) => props.onInput(event.currentTarget.value)}
      />
      <div id={messageId} class="gx-typed__messages" aria-live="polite">
        {problems.map((message, i) => (
          <p class="gx-problem" key={i}>
            {message}
          </p>
        ))}
        {props.notice ? <p class="gx-notice">{props.notice}</p> : null}
      </div>
    </div>
  );
}
