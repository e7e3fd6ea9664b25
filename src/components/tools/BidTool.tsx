// Placeholder for the BidTool island; the tools work replaces it.
import type { Lang } from '../../i18n/lang';

export default function BidTool(props: { lang: Lang; [preset: string]: unknown }) {
  return <div data-tool="BidTool" lang={props.lang} />;
}
