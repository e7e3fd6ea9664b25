// Astro integration: puts the base path (BASE_PATH) in front of the root-relative links of the Markdown and MDX pages
// at build time (`/rules/` becomes `/galapagos/rules/`), so the pages keep their links written from the site root.
import { withBase } from '../i18n/paths.ts';

/** The attributes that hold an address, on HTML elements and on MDX components (`<LinkCard href>`). */
const ADDRESS_ATTRIBUTES = ['href', 'src'];

/** The value with the base, or null when it is not a root-relative address and stays as it is. */
export function rebased(value, base) {
  if (typeof value !== 'string') return null;
  const next = withBase(value, base);
  return next === value ? null : next;
}

/** A Sätteri hast plugin that rewrites root-relative `href`/`src` values of elements and MDX components. */
export function baseLinksPlugin(base) {
  /** Elements carry `properties`; MDX components carry a list of `attributes`. */
  const rewrite = (node, ctx) => {
    const values =
      node.type === 'element'
        ? ADDRESS_ATTRIBUTES.map((name) => [name, node.properties?.[name]])
        : (node.attributes ?? [])
            .filter((attribute) => attribute.type === 'mdxJsxAttribute' && ADDRESS_ATTRIBUTES.includes(attribute.name))
            .map((attribute) => [attribute.name, attribute.value]);
    for (const [name, value] of values) {
      const next = rebased(value, base);
      if (next !== null) ctx.setProperty(node, name, next);
    }
  };
  return {
    name: 'galapagos-base-links',
    element: { filter: [], visit: rewrite },
    mdxJsxFlowElement: { filter: [], visit: rewrite },
    mdxJsxTextElement: { filter: [], visit: rewrite },
  };
}

export default function baseLinks() {
  return {
    name: 'galapagos:base-links',
    hooks: {
      'astro:config:setup': ({ config }) => {
        if (config.base === '/' || config.base === '') return;
        const processor = config.markdown.processor;
        if (processor?.name !== 'satteri' || !Array.isArray(processor.options?.hastPlugins)) {
          throw new Error(
            `base-links: the Markdown processor "${processor?.name}" is not Sätteri, so links would miss the base path ${config.base}.`,
          );
        }
        // First, so that the link checker (starlight-links-validator) sees the links as the reader will.
        processor.options.hastPlugins.unshift(baseLinksPlugin(config.base));
      },
    },
  };
}
