// Hook: what every card tool starts from: its language, its element ids, and its state, preset by its props and kept in the address.
import { toLang, type Lang } from '../../i18n/lang';
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
 * (a field not preset is empty), and `frame` is what ToolFrame takes besides the picker.
 */
export function useCardTool<S extends { readonly jokers: boolean }>(tool: string, props: PresetProps<S>, codec: UrlCodec<S>) {
  const lang = toLang(props.lang);
  const baseId = useToolId(tool, props);
  const texts = props as Readonly<Record<string, unknown>>;
  const preset = Object.fromEntries(codec.names.map((name) => [name, name === 'jokers' ? Boolean(props.jokers) : (texts[name] ?? '')]));
  const [state, setState] = useUrlState(props.syncUrl, codec, preset as unknown as S);
  return { lang, baseId, state, setState, frame: { lang, tool, baseId, state, setState, syncUrl: props.syncUrl } };
}
