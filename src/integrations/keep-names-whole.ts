// The Japanese pages' player names (「Aさん」「Bさん」) never break across lines: in a narrow table column on a phone the
// browser otherwise set 「Bさ」 on one line and 「ん」 on the next, as Japanese text may break between any two characters.

type Text = { type: 'text'; value: string };
type Span = { type: 'element'; tagName: 'span'; properties: { className: string[] }; children: Text[] };
type Context = { replaceNode(node: Text, next: (Text | Span)[]): void };

/** A player's name in the Japanese text: a capital letter and さん. */
const NAME = /([A-Z]さん)/;

/** The class that keeps a name on one line (src/styles/site.css). */
export const WHOLE_NAME_CLASS = 'gx-name';

/** The text as plain parts and names, each name in a span that does not break; null if it holds no name. */
export function splitNames(text: string): (Text | Span)[] | null {
  const parts = text.split(NAME);
  if (parts.length === 1) return null;
  return parts
    .filter((part) => part !== '')
    .map((part) =>
      NAME.test(part)
        ? { type: 'element', tagName: 'span', properties: { className: [WHOLE_NAME_CLASS] }, children: [{ type: 'text', value: part }] }
        : { type: 'text', value: part },
    );
}

/** A Sätteri hast plugin: every player's name in a page's text is wrapped so that it stays on one line. */
export function keepNamesWholePlugin() {
  return {
    name: 'galapagos-keep-names-whole',
    text(node: Text, ctx: Context) {
      const parts = splitNames(node.value);
      if (parts !== null) ctx.replaceNode(node, parts);
    },
  };
}

/** Astro integration: adds the plugin to the Markdown processor (Sätteri). */
export default function keepNamesWhole() {
  return {
    name: 'galapagos:keep-names-whole',
    hooks: {
      'astro:config:setup': ({ config }: { config: { markdown: { processor?: { options?: { hastPlugins?: unknown[] } } } } }) => {
        const plugins = config.markdown.processor?.options?.hastPlugins;
        if (!Array.isArray(plugins))
          throw new Error('keep-names-whole: the Markdown processor takes no hast plugins, so names could break across lines.');
        plugins.push(keepNamesWholePlugin());
      },
    },
  };
}
