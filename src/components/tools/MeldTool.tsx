// Meld scorer: a hand by picker or text and a proposed trump; the engine scores every meld, the total, and each trump's total.
import { words } from '../../i18n/books.ts';
import type { ComponentChildren } from 'preact';

import { isJoker, SUITS } from '../../engine/index.ts';
import type { Card, Suit } from '../../engine/index.ts';
import CardFace from '../cards/CardFace.tsx';
import { toggleCardText } from '../cards/cardText.ts';
import { format, type Lang } from '../../i18n/lang.ts';
import { localePath } from '../../i18n/paths.ts';
import { CardSlots } from './CardSlot.tsx';
import ToolFrame, { useToolFrame } from './ToolFrame.tsx';
import TrumpChooser from './TrumpChooser.tsx';
import Verdict from './Verdict.tsx';
import { MELD_ADDRESS, analyseMelds, describeMelds, handSizeNotice, meldLines, meldProblems } from './meldLogic.ts';
import '../../styles/controls.css';

export interface MeldToolProps {
  lang: Lang;
  syncUrl?: boolean;
  jokers?: boolean;
  /** Preset hand, comma or space separated: "AH,2H,3H,…". */
  hand?: string;
  /** Preset proposed trump: 'S' 'H' 'D' 'C'. */
  trump?: string;
}

export default function MeldTool(props: MeldToolProps) {
  const frame = useToolFrame('melds', props, MELD_ADDRESS);
  const { lang, baseId, state, setState } = frame;
  const t = words('tools-melds', lang);
  const common = words('tools-common', lang);

  const analysis = analyseMelds(state);
  const problems = meldProblems(analysis, lang);
  const view = describeMelds(analysis, lang);
  const lines = meldLines(analysis, lang);
  const perTrump = analysis.perTrump;
  const best = perTrump ? Math.max(...SUITS.map((suit) => perTrump[suit])) : null;
  // The star marks the most meld points, not the best trump: the tricks and the play-off weigh too (the note below).
  const extra: Partial<Record<Suit, ComponentChildren>> = {};
  if (perTrump) {
    for (const suit of SUITS) {
      const points = format(t['meld.points'], { points: perTrump[suit] });
      extra[suit] =
        perTrump[suit] === best ? (
          <>
            {points} <span aria-hidden="true">★</span> {t['meld.best']}
          </>
        ) : (
          points
        );
    }
  }

  const picker = {
    slot: t['meld.hand'],
    selected: analysis.hand.cards,
    onPick: (card: Card) => setState((s) => ({ ...s, hand: toggleCardText(s.hand, card) })),
  };
  const clear = { onClear: () => setState((s) => ({ ...s, hand: '' })) };
  return (
    <ToolFrame {...frame} picker={picker} clear={clear}>
      <CardSlots
        lang={lang}
        slots={[
          {
            id: `${baseId}-hand`,
            label: t['meld.hand'],
            cards: analysis.hand.cards,
            text: state.hand,
            onText: (hand: string) => setState((s) => ({ ...s, hand })),
            problems: problems.hand,
            notice: handSizeNotice(analysis, lang),
            example: 'AH 2H 3H KS KD KC',
            counted: true,
          },
        ]}
      />
      <TrumpChooser
        id={`${baseId}-trump`}
        lang={lang}
        label={perTrump ? `${t['meld.trump']}${common['common.dotSep']}${t['meld.perTrump']}` : t['meld.trump']}
        value={analysis.trump}
        onChange={(suit) => setState((s) => ({ ...s, trump: suit ?? '' }))}
        noneLabel={t['meld.trumpNone']}
        extra={extra}
        problem={problems.trump}
      />
      {perTrump ? (
        <p class="gx-hint" data-meld-trump-note>
          {/* {play} and {practice} in the sentence become links to those pages. */}
          {t['meld.trumpNote']
            .split(/\{(\w+)\}/)
            .map((part, i) =>
              i % 2 ? (
                <a href={localePath(lang, part === 'play' ? '/play/' : '/learn/practice/')}>
                  {t[part === 'play' ? 'meld.playLink' : 'meld.practiceLink']}
                </a>
              ) : (
                part
              ),
            )}
        </p>
      ) : null}
      <Verdict lang={lang} view={view} />
      {analysis.score ? (
        <div>
          <p class="gx-section-title">{t['meld.list']}</p>
          {lines.length === 0 ? (
            <p>{t['meld.none']}</p>
          ) : (
            <ul class="gx-list">
              {lines.map((line, i) => (
                <li key={i}>
                  <span class="gx-list__name">{line.name}</span>
                  <span class="gx-list__cards">
                    {line.cards.map((card: Card, j: number) => (
                      <CardFace card={card} lang={lang} key={j} size="chip" />
                    ))}
                  </span>
                  <span class="gx-list__points">{line.points}</span>
                  {line.note ? <span class="gx-list__note">{line.note}</span> : null}
                </li>
              ))}
              <li class="gx-list__total">
                <span class="gx-list__name">{t['meld.total']}</span>
                <span class="gx-list__points">{format(t['meld.points'], { points: analysis.score.total })}</span>
              </li>
            </ul>
          )}
          {analysis.hand.cards.some(isJoker) ? <p class="gx-hint">{t['meld.jokerNote']}</p> : null}
        </div>
      ) : null}
    </ToolFrame>
  );
}
