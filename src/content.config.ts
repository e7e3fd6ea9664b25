// Content collections: Starlight's docs pages (English at the root, Japanese under ja/) and its UI-string overrides (src/content/i18n/).
import { defineCollection } from 'astro:content';
import { docsLoader, i18nLoader } from '@astrojs/starlight/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';

export const collections = {
  docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }),
  // Starlight ships some Japanese UI strings in English (the heading anchor label); ja.json translates them.
  i18n: defineCollection({ loader: i18nLoader(), schema: i18nSchema() }),
};
