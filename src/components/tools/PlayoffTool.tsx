// Play-off checker: two plays by picker or text; the engine says what each is and whether the second beats the first.
import { words } from '../../i18n/books';
import { useState } from 'preact/hooks';
import { toggleCardText } from '../cards/cardText';
import { format, toLang, type Lang } from '../../i18n/lang';
import { CardSlots } from './CardSlot';
import ToolFrame from './ToolFrame';
import Verdict from './Verdict';
import {
  PLAYOFF_PARAMS,
  PLAYOFF_SLOTS,
  analysePlayoff,
  describePlayoff,
  playoffProblems,
  playoffSlotName,
  playoffStateFromParams,
  playoffStateToParams,
  type PlayoffSlot,
  type PlayoffState,
} from './playoffLogic';
import { useToolId } from './toolId';
import { useUrlSync } from './useUrlSync';
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
  const lang = toLang(props.lang);
  const common = words('tools-common', lang);
  const baseId = useToolId('playoff', props);
  const [state, setState] = useState<PlayoffState>(() =>
    playoffStateFromParams({}, { previous: props.previous ?? '', next: props.next ?? '', jokers: Boolean(props.jokers) }),
  );
  const [active, setActive] = useState<PlayoffSlot>('previous');
  useUrlSync(Boolean(props.syncUrl), PLAYOFF_PARAMS, playoffStateToParams(state), (params) =>
    setState((current) => playoffStateFromParams(params, current)),
  );

  const analysis = analysePlayoff(state);
  const problems = playoffProblems(analysis, lang);
  const view = describePlayoff(analysis, lang);
  const other: PlayoffSlot = active === 'previous' ? 'next' : 'previous';

  return (
    <ToolFrame
      lang={lang}
      tool="play-off"
      jokers={state.jokers}
      onJokers={(jokers) => setState((s) => ({ ...s, jokers }))}
      picker={{
        id: `${baseId}-picker`,
        label: format(common['common.pickerLabel'], { slot: playoffSlotName(active, lang) }),
        selected: analysis.fields[active].cards,
        unavailable: analysis.fields[other].cards,
        onPick: (card) => setState((s) => ({ ...s, [active]: toggleCardText(s[active], card) })),
      }}
      actions={
        <button type="button" class="gx-btn" onClick={() => setState((s) => ({ ...s, [active]: '' }))}>
          {common['common.clear']}
          {common['common.dotSep']}
          {playoffSlotName(active, lang)}
        </button>
      }
      syncUrl={props.syncUrl}
    >
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
