// Play-off checker: two plays by picker or text; the engine says what each is and whether the second beats the first.
import { useState } from 'preact/hooks';
import { words } from '../../i18n/books.ts';
import { toggleCardText } from '../cards/cardText.ts';
import type { Card } from '../../engine/index.ts';
import type { Lang } from '../../i18n/lang.ts';
import { CardSlots } from './CardSlot.tsx';
import ToolFrame, { useToolFrame } from './ToolFrame.tsx';
import Verdict from './Verdict.tsx';
import {
  PLAYOFF_ADDRESS,
  PLAYOFF_SLOTS,
  analysePlayoff,
  describePlayoff,
  playoffProblems,
  playoffSlotName,
  type PlayoffSlot,
} from './playoffLogic.ts';
import '../../styles/controls.css';

export interface PlayoffToolProps {
  lang: Lang;
  syncUrl?: boolean;
  jokers?: boolean;
  /** Presets: the play to beat and the play that tries, e.g. previous="5S,5H" next="7C,7D". */
  previous?: string;
  next?: string;
}

const EXAMPLES: Record<PlayoffSlot, string> = { previous: '5S 5H', next: '7C 7D' };

export default function PlayoffTool(props: PlayoffToolProps) {
  const frame = useToolFrame('play-off', props, PLAYOFF_ADDRESS);
  const { lang, baseId, state, setState } = frame;
  const [active, setActive] = useState<PlayoffSlot>('previous');
  const common = words('tools-common', lang);

  const analysis = analysePlayoff(state);
  const problems = playoffProblems(analysis, lang);
  const view = describePlayoff(analysis, lang);
  const other: PlayoffSlot = active === 'previous' ? 'next' : 'previous';

  const picker = {
    slot: playoffSlotName(active, lang),
    selected: analysis.fields[active].cards,
    unavailable: analysis.fields[other].cards,
    onPick: (card: Card) => setState((s) => ({ ...s, [active]: toggleCardText(s[active], card) })),
  };
  const clear = {
    onClear: () => setState((s) => ({ ...s, [active]: '' })),
    label: `${common['common.clear']}${common['common.dotSep']}${playoffSlotName(active, lang)}`,
  };
  return (
    <ToolFrame {...frame} picker={picker} clear={clear}>
      <CardSlots
        lang={lang}
        slots={PLAYOFF_SLOTS.map((slot) => ({
          id: `${baseId}-${slot}`,
          label: playoffSlotName(slot, lang),
          cards: analysis.fields[slot].cards,
          text: state[slot],
          onText: (text: string) => setState((s) => ({ ...s, [slot]: text })),
          problems: problems[slot],
          example: EXAMPLES[slot],
          active: active === slot,
          onSelect: () => setActive(slot),
          counted: true,
        }))}
      />
      <Verdict lang={lang} view={view} />
    </ToolFrame>
  );
}
