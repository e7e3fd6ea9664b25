// Play-off checker: two plays by picker or text; the engine says what each is and whether the second beats the first.
import { words } from '../../i18n/books';
import { toggleCardText } from '../cards/cardText';
import type { Card } from '../../engine/index';
import { CardSlots } from './CardSlot';
import ToolFrame from './ToolFrame';
import Verdict from './Verdict';
import {
  PLAYOFF_ADDRESS,
  PLAYOFF_SLOTS,
  analysePlayoff,
  describePlayoff,
  playoffProblems,
  playoffSlotName,
  type PlayoffSlot,
} from './playoffLogic';
import { useCardTool, type CardToolProps } from './useCardTool';
import '../../styles/controls.css';

export interface PlayoffToolProps extends CardToolProps {
  /** Presets: the play to beat and the play that tries, e.g. previous="5S,5H" next="7C,7D". */
  previous?: string;
  next?: string;
}

const EXAMPLES: Record<PlayoffSlot, string> = { previous: '5S 5H', next: '7C 7D' };

export default function PlayoffTool(props: PlayoffToolProps) {
  const { lang, state, setState, active, slotProps, frame } = useCardTool('play-off', props, PLAYOFF_ADDRESS, PLAYOFF_SLOTS);
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
          ...slotProps(analysis.fields, problems)(slot),
          label: playoffSlotName(slot, lang),
          example: EXAMPLES[slot],
          counted: true,
        }))}
      />
      <Verdict lang={lang} view={view} />
    </ToolFrame>
  );
}
