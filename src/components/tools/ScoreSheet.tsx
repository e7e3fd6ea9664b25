// Placeholder for the ScoreSheet island; the tools work replaces it.
import type { Lang } from '../../i18n/lang';

export default function ScoreSheet(props: { lang: Lang; [preset: string]: unknown }) {
  return <div data-tool="ScoreSheet" lang={props.lang} />;
}
