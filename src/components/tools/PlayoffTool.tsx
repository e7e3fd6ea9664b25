// Play-off checker: two plays by picker or text; the engine says what each is and whether the second beats the first.
import { useState } from 'preact/hooks';
import CardPicker from '../cards/CardPicker';
import { toggleCardText } from '../cards/cardText';
import { format, toLang, type Lang } from '../../i18n/lang';
import { toolCommonStrings } from '../../i18n/tools-common';
import CardSlot from './CardSlot';
import CopyLink from './CopyLink';
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
import './tools.css';

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
  const common = toolCommonStrings[lang];
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
    <section class="gx-tool not-content" lang={lang} data-tool="play-off">
      <label class="gx-toggle">
        <input
          type="checkbox"
          checked={state.jokers}
          onChange={(e) => setState((s) => ({ ...s, jokers: (e.currentTarget as HTMLInputElement).checked }))}
        />{' '}
        {common['common.jokers']}
      </label>
      <div class="gx-slots" role="group" aria-label={common['common.slotsLabel']}>
        {PLAYOFF_SLOTS.map((slot) => (
          <CardSlot
            key={slot}
            id={`${baseId}-${slot}`}
            lang={lang}
            label={playoffSlotName(slot, lang)}
            cards={analysis.fields[slot].cards}
            text={state[slot]}
            onText={(text) => setState((s) => ({ ...s, [slot]: text }))}
            problems={problems[slot]}
            example={EXAMPLES[slot]}
            active={active === slot}
            onSelect={() => setActive(slot)}
            counted
          />
        ))}
      </div>
      <p class="gx-hint">{common['common.typedHint']}</p>
      <Verdict lang={lang} view={view} />
      <CardPicker
        id={`${baseId}-picker`}
        lang={lang}
        label={format(common['common.pickerLabel'], { slot: playoffSlotName(active, lang) })}
        selected={analysis.fields[active].cards}
        unavailable={analysis.fields[other].cards}
        jokers={state.jokers}
        onPick={(card) => setState((s) => ({ ...s, [active]: toggleCardText(s[active], card) }))}
      />
      <div class="gx-copy">
        <button type="button" class="gx-button" onClick={() => setState((s) => ({ ...s, [active]: '' }))}>
          {common['common.clear']}{common['common.dotSep']}{playoffSlotName(active, lang)}
        </button>
        {props.syncUrl ? <CopyLink lang={lang} /> : null}
      </div>
    </section>
  );
}
