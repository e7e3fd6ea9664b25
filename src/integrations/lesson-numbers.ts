// Lesson numbers from the one list of lessons (src/components/learn/lessons.ts): a link to a lesson page gets its number
// ("[The play-off](/learn/play-off/)" reads "Lesson 8: The play-off"), and src/starlight/routeData.ts numbers the titles.
import { LESSONS } from '../components/learn/lessons.ts';
import { isLang, SOURCE_LANG, type Lang } from '../i18n/lang.ts';
import { numberedLessonTitle } from '../i18n/site.ts';
import { stripBase } from '../i18n/paths.ts';

/** The number (1-based) of the lesson at `slug`, or null for a page that is not a lesson. */
export function lessonNumber(slug: string): number | null {
  const i = LESSONS.findIndex((lesson) => lesson.slug === slug);
  return i < 0 ? null : i + 1;
}

/** The lesson a site path leads to (`/learn/tricks/`, `/ja/learn/tricks/#x`), with the path's language. */
export function lessonOfPath(path: string): { n: number; lang: Lang } | null {
  const m = /^\/(?:([\w-]+)\/)?learn\/([\w-]+)\/(?:#.*)?$/.exec(path);
  if (!m || (m[1] !== undefined && !isLang(m[1]))) return null;
  const n = lessonNumber(m[2]);
  return n === null ? null : { n, lang: m[1] ?? SOURCE_LANG };
}

type Hast = { type: string; tagName?: string; properties?: Record<string, unknown>; value?: string; children?: Hast[] };
type Context = { replaceNode(node: Hast, next: Hast): void };

/** A Sätteri hast plugin: the first text of every link to a lesson page is numbered in the link's language. */
export function lessonNumbersPlugin(base: string) {
  return {
    name: 'galapagos-lesson-numbers',
    element: {
      filter: [],
      visit(node: Hast, ctx: Context) {
        const href = node.tagName === 'a' ? node.properties?.href : undefined;
        if (typeof href !== 'string') return;
        const lesson = lessonOfPath(stripBase(href, base) ?? href);
        const text = node.children?.[0];
        if (lesson && text?.type === 'text' && text.value)
          ctx.replaceNode(text, { type: 'text', value: numberedLessonTitle(lesson.n, text.value, lesson.lang) });
      },
    },
  };
}

/** Astro integration: adds the plugin to the Markdown processor (Sätteri), after the base path is put on the links. */
export default function lessonNumbers() {
  return {
    name: 'galapagos:lesson-numbers',
    hooks: {
      'astro:config:setup': ({
        config,
      }: {
        config: { base: string; markdown: { processor?: { name?: string; options?: { hastPlugins?: unknown[] } } } };
      }) => {
        const plugins = config.markdown.processor?.options?.hastPlugins;
        if (!Array.isArray(plugins))
          throw new Error('lesson-numbers: the Markdown processor takes no hast plugins, so links to lessons would miss their numbers.');
        plugins.push(lessonNumbersPlugin(config.base));
      },
    },
  };
}
