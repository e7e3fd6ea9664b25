// Placeholder for the PlayoffTool island; the tools work replaces it.
import type { Lang } from '../../i18n/lang';

export default function PlayoffTool(props: { lang: Lang; [preset: string]: unknown }) {
  return <div data-tool="PlayoffTool" lang={props.lang} />;
}
