// Starlight route middleware: the hero's action links written in a page's frontmatter (`link: /rules/`) get the base path,
// as the links in the page's body do (src/integrations/base-links.mjs). Starlight adds it to its own links only.
// Starlight declares `locals.starlightRoute` in a global file it does not export or inject into .astro/types.d.ts.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the file is not in the package's exports, so no import can name it
/// <reference path="../../node_modules/@astrojs/starlight/dist/global.d.ts" />
import { defineRouteMiddleware } from '@astrojs/starlight/route-data';
import { withBase } from '../i18n/paths';

export const onRequest = defineRouteMiddleware((context) => {
  const route = context.locals.starlightRoute;
  const hero = route.entry.data.hero;
  if (!hero?.actions?.length) return;
  // A new entry rather than a changed one: the collection's entry is shared by every render of the page.
  route.entry = {
    ...route.entry,
    data: { ...route.entry.data, hero: { ...hero, actions: hero.actions.map((action) => ({ ...action, link: withBase(action.link) })) } },
  };
});
