// Placeholder for the TrickTool island; the tools work replaces it.
import type { Lang } from '../../i18n/lang';

export default function TrickTool(props: { lang: Lang; [preset: string]: unknown }) {
  return <div data-tool="TrickTool" lang={props.lang} />;
}
