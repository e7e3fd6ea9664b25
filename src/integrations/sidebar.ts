// The Starlight sidebar, built from the one list of lessons (src/components/learn/lessons.ts) and the frame's words
// (src/i18n/site-*.ts) in every language: inserting a lesson there renumbers the sidebar and the lesson titles.
import { LESSONS } from '../components/learn/lessons.ts';
import { format, LANGS, type Lang } from '../i18n/lang.ts';
import { siteWords, type SiteKey } from '../i18n/site.ts';

type Item = { label: string; translations: Record<string, string>; slug: string };
type Group = { label: string; translations: Record<string, string>; collapsed?: boolean; items: Item[] };

/** The sidebar for the site's languages (the source language first; `extra` adds the pseudo-language in its build). */
export function sidebar(extra: readonly Lang[] = []): (Item | Group)[] {
  const [source, ...others] = [...LANGS, ...extra];
  const words = (key: SiteKey, lang: Lang) => siteWords(lang)[key];
  const labelled = (label: (lang: Lang) => string) => ({
    label: label(source),
    translations: Object.fromEntries(others.map((lang) => [lang, label(lang)])),
  });
  const page = (slug: string): Item => ({ ...labelled((lang) => words(`page.${slug}` as SiteKey, lang)), slug });
  const lesson = (slug: string, n: number): Item => ({
    ...labelled((lang) => format(words('lesson.nav', lang), { n, label: words(`lesson.${slug}` as SiteKey, lang) })),
    slug: `learn/${slug}`,
  });
  const group = (key: SiteKey, items: Item[], collapsed?: boolean): Group => ({
    ...labelled((lang) => words(key, lang)),
    ...(collapsed ? { collapsed } : {}),
    items,
  });
  return [
    group(
      'group.learn',
      [page('learn'), ...LESSONS.map((l, i) => lesson(l.slug, i + 1)), page('learn/first-deal'), page('learn/practice')],
      true,
    ),
    group(
      'group.rules',
      [
        'rules',
        'rules/cards',
        'rules/auction',
        'rules/melds',
        'rules/tricks',
        'rules/play-off',
        'rules/scoring',
        'rules/jokers',
        'rules/strategy',
      ].map(page),
    ),
    group('group.reference', ['rulings', 'glossary'].map(page)),
    group('group.tools', ['tools', 'tools/bid', 'tools/melds', 'tools/trick', 'tools/play-off', 'tools/score-sheet'].map(page)),
    page('play'),
    page('play/history'),
    group('group.more', ['about', 'engine', 'engine/peer-protocol'].map(page)),
  ];
}
