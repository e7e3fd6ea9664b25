// Trick resolver: both personal trumps, the lead and the follow (and optionally the follower's hand); the engine says who wins and why.
import { words } from '../../i18n/books.ts';
import { useState } from 'preact/hooks';
import { formatCard } from '../../engine/index.ts';
import type { Card } from '../../engine/index.ts';
import { toggleCardText } from '../cards/cardText.ts';
import type { Lang } from '../../i18n/lang.ts';
import { CardSlots } from './CardSlot.tsx';
import ToolFrame, { useToolFrame } from './ToolFrame.tsx';
import TrumpChooser from './TrumpChooser.tsx';
import Verdict from './Verdict.tsx';
import {
  TRICK_ADDRESS,
  TRICK_RULE_CHOICES,
  TRICK_SLOTS,
  analyseTrick,
  describeTrick,
  trickProblems,
  trickSlotName,
  type TrickSlot,
} from './trickLogic.ts';

export interface TrickToolProps {
  lang: Lang;
  syncUrl?: boolean;
  jokers?: boolean;
  /** Presets in card notation. */
  lead?: string;
  follow?: string;
  /** The leader's and the follower's personal trump suits: 'S' 'H' 'D' 'C'. */
  leader?: string;
  follower?: string;
  /** The follower's hand, to check the follow (optional). */
  hand?: string;
  /** 'summary' judges under R7-S (the Japanese summary's reading); absent or 'parlett' under R7. */
  rule?: string;
}

/** The two players' trump choosers, the leader's first. */
const SEATS = ['leader', 'follower'] as const;
const EXAMPLES: Record<TrickSlot, string> = { lead: '7S', follow: 'KS', hand: 'KS 2C 9D' };

export default function TrickTool(props: TrickToolProps) {
  const frame = useToolFrame('trick', props, TRICK_ADDRESS);
  const { lang, baseId, state, setState } = frame;
  const t = words('tools-trick', lang);
  const [active, setActive] = useState<TrickSlot>('lead');

  const analysis = analyseTrick(state);
  const problems = trickProblems(analysis, lang);
  const view = describeTrick(analysis, lang);

  const pick = (card: Card) => {
    if (active === 'hand') {
      setState((s) => ({ ...s, hand: toggleCardText(s.hand, card) }));
      return;
    }
    const current = analysis.fields[active].cards[0];
    const same = current !== undefined && formatCard(current) === formatCard(card);
    setState((s) => ({ ...s, [active]: same ? '' : formatCard(card) }));
    if (!same && active === 'lead') setActive('follow');
  };
  const leadCards = analysis.fields.lead.cards;
  const unavailable = active === 'lead' ? [...analysis.fields.follow.cards, ...analysis.fields.hand.cards] : leadCards;

  const picker = { slot: trickSlotName(active, lang), selected: analysis.fields[active].cards, unavailable: unavailable, onPick: pick };
  return (
    <ToolFrame {...frame} picker={picker}>
      <div class="gx-slots">
        {SEATS.map((seat) => (
          <TrumpChooser
            key={seat}
            id={`${baseId}-${seat}`}
            lang={lang}
            label={t[`trick.${seat}Trump`]}
            value={seat === 'leader' ? analysis.leaderTrump : analysis.followerTrump}
            onChange={(suit) => setState((s) => ({ ...s, [seat]: suit ?? '' }))}
            problem={problems[seat][0] ?? null}
          />
        ))}
      </div>
      <div class="gx-trumps">
        <span class="gx-trumps__label" id={`${baseId}-rule-label`}>
          {t['trick.rule.label']}
        </span>
        <div class="gx-trumps__buttons" role="group" aria-labelledby={`${baseId}-rule-label`}>
          {TRICK_RULE_CHOICES.map((rule) => (
            <button
              type="button"
              key={rule}
              class="gx-suit"
              aria-pressed={analysis.rule === rule ? 'true' : 'false'}
              onClick={() => setState((s) => ({ ...s, rule: rule === 'parlett' ? '' : rule }))}
            >
              <span aria-hidden="true" class="gx-suit__tick">
                {'✓ '}
              </span>
              {t[`trick.rule.${rule}`]}
            </button>
          ))}
        </div>
        {problems.rule[0] ? <p class="gx-problem">{problems.rule[0]}</p> : null}
      </div>
      <CardSlots
        lang={lang}
        slots={TRICK_SLOTS.map((slot) => ({
          id: `${baseId}-${slot}`,
          label: trickSlotName(slot, lang),
          cards: analysis.fields[slot].cards,
          text: state[slot],
          onText: (text: string) => setState((s) => ({ ...s, [slot]: text })),
          problems: problems[slot],
          notice: slot === 'hand' ? t['trick.handHint'] : null,
          example: EXAMPLES[slot],
          active: active === slot,
          onSelect: () => setActive(slot),
          counted: slot === 'hand',
        }))}
      />
      <Verdict lang={lang} view={view} />
    </ToolFrame>
  );
}
