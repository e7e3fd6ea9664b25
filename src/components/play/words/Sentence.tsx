// A sentence of text and cards (from parts.ts): cards appear as small faces that screen readers read by name.
import type { Lang } from '../../../i18n/lang.ts';
import CardFace from '../../cards/CardFace.tsx';
import { cardKey } from '../../cards/cardFace.ts';
import type { Part } from './parts.ts';

export interface SentenceProps {
  parts: readonly Part[];
  lang: Lang;
  class?: string;
  /** 'span' inside other text; 'p' (default) as a paragraph; 'li' in a list. */
  as?: 'p' | 'span' | 'li';
}

export default function Sentence(props: SentenceProps) {
  const Tag = props.as ?? 'p';
  return (
    <Tag class={props.class}>
      {props.parts.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <span key={i} class="gx-cards-inline">
            {part.cards.map((card) => (
              <CardFace key={cardKey(card)} card={card} lang={props.lang} size="chip" />
            ))}
          </span>
        ),
      )}
    </Tag>
  );
}
