// Placeholder for the MeldTool island; the tools work replaces it.
import type { Lang } from '../../i18n/lang';

export default function MeldTool(props: { lang: Lang; [preset: string]: unknown }) {
  return <div data-tool="MeldTool" lang={props.lang} />;
}
