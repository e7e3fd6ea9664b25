// The play-off combinations that may be played now (from the engine's legal actions), grouped by kind; picking one plays it.
import { useState } from 'preact/hooks';
import type { Card, Combo, ComboKind } from '../../../engine/index.ts';
import { format, type Lang } from '../../../i18n/lang.ts';
import CardFace from '../../cards/CardFace.tsx';
import { cardKey } from '../../cards/cardFace.ts';
import { comboName, dict } from '../words/words.ts';

export interface Suggestion {
  readonly cards: readonly Card[];
  readonly combo: Combo;
}

export interface PlayoffSuggestionsProps {
  suggestions: readonly Suggestion[];
  lang: Lang;
  idBase: string;
  onPick(cards: readonly Card[]): void;
}

const KINDS: readonly ComboKind[] = ['single', 'set', 'sequence'];
const SHOWN = 8;

/** One suggestion per kind, size and rank (the first the engine lists); other card choices are a click away in the hand. */
export function distinctPlays(plays: readonly Suggestion[]): Suggestion[] {
  const seen = new Set<string>();
  const out: Suggestion[] = [];
  for (const play of plays) {
    const key = `${play.combo.kind}/${play.combo.size}/${play.combo.rank}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(play);
    }
  }
  return out.sort((a, b) => a.combo.size - b.combo.size || a.combo.rank - b.combo.rank);
}

export default function PlayoffSuggestions(props: PlayoffSuggestionsProps) {
  const t = dict(props.lang);
  const [all, setAll] = useState<Record<string, boolean>>({});
  const plays = distinctPlays(props.suggestions);
  return (
    <div class="gx-suggest" role="group" aria-labelledby={`${props.idBase}-suggest-title`}>
      <h4 id={`${props.idBase}-suggest-title`} class="gx-last__title">
        {t['playoff.suggestions']}
      </h4>
      {KINDS.map((kind) => {
        const group = plays.filter((p) => p.combo.kind === kind);
        if (group.length === 0) return null;
        const shown = all[kind] ? group : group.slice(0, SHOWN);
        return (
          <div key={kind} class="gx-suggest__group">
            <h5 class="gx-suggest__kind">{t[`playoff.group.${kind}`]}</h5>
            <ul class="gx-suggest__list">
              {shown.map((play) => (
                <li key={play.cards.map(cardKey).join('-')}>
                  <button
                    type="button"
                    class="gx-btn gx-btn--quiet gx-suggestion"
                    data-suggestion=""
                    onClick={() => props.onPick(play.cards)}
                  >
                    <span class="gx-suggestion__name">{comboName(play.combo, props.lang)}</span>
                    <span class="gx-cards-inline">
                      {play.cards.map((card) => (
                        <CardFace key={cardKey(card)} card={card} lang={props.lang} size="chip" />
                      ))}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            {group.length > shown.length ? (
              <button type="button" class="gx-linkbtn" onClick={() => setAll({ ...all, [kind]: true })}>
                {format(t['playoff.more'], { n: group.length })}
              </button>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
