// Hook: what every card tool starts from: its language, its element ids, its state (preset by its props, kept in the
// address), the slot the picker fills, and each slot's props that come from these.
import { useState } from 'preact/hooks';
import { toLang, type Lang } from '../../i18n/lang';
import type { CardField } from '../cards/cardText';
import { useToolId } from './toolId';
import type { UrlCodec } from './urlState';
import { useUrlState } from './useUrlSync';

/** A card tool's props: its language, whether its page keeps its state in the address, and the Jokers preset. */
export interface CardToolProps {
  lang: Lang;
  /** Only on the tool's own page: read the state from the address and keep it there. */
  syncUrl?: boolean;
  /** Start with the Joker variant on. */
  jokers?: boolean;
}

/** The props of a tool with state `S`: besides the common ones, a preset text for each field, named as its link parameter. */
export type PresetProps<S> = CardToolProps & { readonly [K in Exclude<keyof S, 'jokers'>]?: string };

/**
 * The tool `tool` (its name in `data-tool` and in its element ids) with state `S`: the state starts from the props' presets
 * (a field not preset is empty), and `frame` is what ToolFrame takes besides the picker. With several slots, `first` is
 * `slots` are the slots in order, the picker filling the first at the start (`active`, `setActive`).
 */
export function useCardTool<S extends { readonly jokers: boolean }, K extends string = never>(
  tool: string,
  props: PresetProps<S>,
  codec: UrlCodec<S>,
  slots?: readonly K[],
) {
  const lang = toLang(props.lang);
  const baseId = useToolId(tool, props);
  const texts = props as Readonly<Record<string, unknown>>;
  const preset = Object.fromEntries(codec.names.map((name) => [name, name === 'jokers' ? Boolean(props.jokers) : (texts[name] ?? '')]));
  const [state, setState] = useUrlState(props.syncUrl, codec, preset as unknown as S);
  const [active, setActive] = useState(slots?.[0] as K);
  const setText = (slot: string, text: string) => setState((s) => ({ ...s, [slot]: text }));
  /** A slot's props from the state, the analysis (its fields and their problems in words) and which slot is active. */
  const slotProps =
    <T extends string>(fields: Readonly<Record<T, CardField>>, problems: Readonly<Record<NoInfer<T>, readonly string[]>>) =>
    (slot: T) => ({
      id: `${baseId}-${slot}`,
      cards: fields[slot].cards,
      text: (state as unknown as Record<T, string>)[slot],
      onText: (text: string) => setText(slot, text),
      problems: problems[slot],
      ...(slots === undefined ? {} : { active: active === (slot as string), onSelect: () => setActive(slot as string as K) }),
    });
  return {
    lang,
    baseId,
    state,
    setState,
    setText,
    active,
    setActive,
    slotProps,
    frame: { lang, tool, baseId, state, setState, syncUrl: props.syncUrl },
  };
}
