// The game log in the page's language: every bid and its rung, take or cede, declarations, tricks with reasons, play-off rounds.
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { Lang } from '../../../i18n/lang.ts';
import type { LogLine } from './describe.ts';
import Sentence from '../words/Sentence.tsx';
import { dict } from '../words/words.ts';
import './log.css';

export interface GameLogProps {
  lines: readonly LogLine[];
  lang: Lang;
  idBase: string;
  /** Export / load buttons, placed under the log. */
  children?: ComponentChildren;
  /** A drawer closed until opened (narrow screens), else an open side panel. */
  drawer?: boolean;
}

export default function GameLog(props: GameLogProps) {
  const t = dict(props.lang);
  const box = useRef<HTMLDivElement>(null);
  // Keep the newest line in view, as a scorer's pad would.
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [props.lines.length]);
  const title = (
    <h3 id={`${props.idBase}-log-title`} class="gx-side__title">
      {t['log.title']}
    </h3>
  );
  const body = (
    <>
      <div class="gx-log__box" ref={box} tabIndex={0} role="region" aria-label={t['log.region']}>
        {props.lines.length === 0 ? (
          <p class="gx-muted">{t['log.empty']}</p>
        ) : (
          <ol class="gx-log__list" data-log-lines={props.lines.length}>
            {props.lines.map((line) => (
              <Sentence key={line.id} as="li" class={`gx-log__line gx-log__line--${line.kind}`} parts={line.parts} lang={props.lang} />
            ))}
          </ol>
        )}
      </div>
      {props.children ? <div class="gx-log__tools">{props.children}</div> : null}
    </>
  );
  if (props.drawer) {
    return (
      <details
        class="gx-side gx-log"
        onToggle={(event) => {
          const el = box.current;
          if (event.currentTarget.open && el) el.scrollTop = el.scrollHeight;
        }}
      >
        <summary>{title}</summary>
        {body}
      </details>
    );
  }
  return (
    <section class="gx-side gx-log" aria-labelledby={`${props.idBase}-log-title`}>
      {title}
      {body}
    </section>
  );
}
