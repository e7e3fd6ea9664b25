// Starlight route middleware: the hero's action links written in a page's frontmatter (`link: /rules/`) get the base path,
// as the links in the page's body do (src/integrations/base-links.mjs). Starlight adds it to its own links only.
// A lesson page's title gets its number from the one list of lessons ("Lesson 6: …"), and `{n}` in its description.
// Starlight declares `locals.starlightRoute` in a global file it does not export or inject into .astro/types.d.ts.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the file is not in the package's exports, so no import can name it
/// <reference path="../../node_modules/@astrojs/starlight/dist/global.d.ts" />
import { defineRouteMiddleware } from '@astrojs/starlight/route-data';
import { lessonNumber } from '../integrations/lesson-numbers.ts';
import { format, toLang } from '../i18n/lang.ts';
import { numberedLessonTitle } from '../i18n/site.ts';
import { withBase } from '../i18n/paths.ts';

export const onRequest = defineRouteMiddleware((context) => {
  const route = context.locals.starlightRoute;
  numberLesson(route);
  const hero = route.entry.data.hero;
  if (!hero?.actions?.length) return;
  // A new entry rather than a changed one: the collection's entry is shared by every render of the page.
  route.entry = {
    ...route.entry,
    data: { ...route.entry.data, hero: { ...hero, actions: hero.actions.map((action) => ({ ...action, link: withBase(action.link) })) } },
  };
});

type Route = App.Locals['starlightRoute'];

/** Numbers a lesson page's title and description, in the entry and in the head (built before this middleware runs). */
function numberLesson(route: Route): void {
  const slug = /(?:^|\/)learn\/([\w-]+)$/.exec(route.entry.id)?.[1];
  const n = slug ? lessonNumber(slug) : null;
  if (n === null) return;
  const { title, description } = route.entry.data;
  const numbered = { title: numberedLessonTitle(n, title, toLang(route.lang)), description: description && format(description, { n }) };
  route.entry = { ...route.entry, data: { ...route.entry.data, ...numbered } };
  route.head = route.head.map((tag) => {
    const content = tag.attrs?.content;
    if (tag.tag === 'title' && typeof tag.content === 'string') return { ...tag, content: tag.content.replace(title, numbered.title) };
    if (typeof content === 'string' && description && content === description)
      return { ...tag, attrs: { ...tag.attrs, content: numbered.description } };
    if (typeof content === 'string' && content === title) return { ...tag, attrs: { ...tag.attrs, content: numbered.title } };
    return tag;
  });
}
