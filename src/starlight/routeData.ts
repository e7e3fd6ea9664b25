// Starlight route middleware: the hero's action links written in a page's frontmatter (`link: /rules/`) get the base path,
// as the links in the page's body do (src/integrations/base-links.mjs). Starlight adds it to its own links only.
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
