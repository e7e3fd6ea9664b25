// Bid tie-break tool: pick or type the turn-up and two bids; the engine says which bid wins and which rung decided.
import { words } from '../../i18n/books.ts';
import { useState } from 'preact/hooks';
import { formatCard, fullDeck, isJoker } from '../../engine/index.ts';
import type { Card } from '../../engine/index.ts';
import type { Lang } from '../../i18n/lang.ts';
import { BID_ADDRESS, BID_SLOTS, analyseBid, bidProblems, bidSlotName, describeBid, type BidSlot } from './bidLogic.ts';
import { CardSlots } from './CardSlot.tsx';
import ToolFrame, { useToolFrame } from './ToolFrame.tsx';
import Verdict from './Verdict.tsx';

export interface BidToolProps {
  lang: Lang;
  /** Only on the standalone /tools/bid/ page: read the state from the address and keep it there. */
  syncUrl?: boolean;
  /** Start with the Joker variant on. */
  jokers?: boolean;
  /** Presets in card notation, e.g. turnup="AS" a="5C" b="5D". */
  turnup?: string;
  a?: string;
  b?: string;
}

const RUNGS = ['joker', 'rank', 'suit', 'colour', 'parity'] as const;
const EXAMPLES: Record<BidSlot, string> = { turnup: 'AS', a: '5C', b: 'KH' };

export default function BidTool(props: BidToolProps) {
  const frame = useToolFrame('bid', props, BID_ADDRESS);
  const { lang, baseId, state, setState } = frame;
  const t = words('tools-bid', lang);
  const [active, setActive] = useState<BidSlot>('turnup');

  const analysis = analyseBid(state);
  const problems = bidProblems(analysis, lang);
  const view = describeBid(analysis, lang);
  const decided = analysis.result?.reason ?? null;

  const setSlot = (slot: BidSlot, text: string) => setState((s) => ({ ...s, [slot]: text }));
  const pick = (card: Card) => {
    const current = analysis.cards[active];
    const same = current !== null && formatCard(current) === formatCard(card);
    setSlot(active, same ? '' : formatCard(card));
    if (!same) setActive(BID_SLOTS[Math.min(BID_SLOTS.indexOf(active) + 1, BID_SLOTS.length - 1)]);
  };
  const activeCard = analysis.cards[active] ?? analysis.fields[active].cards[0] ?? null;
  const usedElsewhere = BID_SLOTS.filter((s) => s !== active)
    .map((s) => analysis.fields[s].cards[0])
    .filter((c): c is Card => c !== undefined);
  // The turn-up is never a Joker: show the Jokers, but not as a choice for it.
  const unavailable = active === 'turnup' ? [...usedElsewhere, ...fullDeck(true).filter(isJoker)] : usedElsewhere;

  const picker = { slot: bidSlotName(active, lang), selected: activeCard ? [activeCard] : [], unavailable: unavailable, onPick: pick };
  return (
    <ToolFrame {...frame} picker={picker}>
      <CardSlots
        lang={lang}
        slots={BID_SLOTS.map((slot) => ({
          id: `${baseId}-${slot}`,
          label: bidSlotName(slot, lang),
          cards: analysis.fields[slot].cards,
          text: state[slot],
          onText: (text: string) => setSlot(slot, text),
          problems: problems[slot],
          example: EXAMPLES[slot],
          active: active === slot,
          onSelect: () => setActive(slot),
        }))}
      />
      <Verdict lang={lang} view={view} />
      <div class="gx-ladder">
        <p class="gx-ladder__title">{t['bid.ladder']}</p>
        <ol>
          {RUNGS.filter((rung) => rung !== 'joker' || state.jokers).map((rung) => (
            <li key={rung} class={decided === rung ? 'gx-ladder__rung gx-ladder__rung--decided' : 'gx-ladder__rung'}>
              {t[`bid.rung.${rung}`]}
              {decided === rung ? <strong class="gx-ladder__mark"> ← {t['bid.decided']}</strong> : null}
            </li>
          ))}
        </ol>
      </div>
    </ToolFrame>
  );
}
