// Every content page's Markdown renders as written: no emphasis left as literal asterisks (CommonMark's flanking rules).
//
// A closing `**` after punctuation must be followed by a space or punctuation, and an opening one before punctuation
// preceded by one: in Japanese, where words run on without spaces, `**目標：**どの…` stays as typed and the reader sees the
// asterisks. The pages are parsed here as the site's Markdown parser does (micromark, CommonMark), without a build.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { describe, expect, it } from 'vitest';

const DOCS = join(import.meta.dirname, '../../src/content/docs');

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? pages(path) : /\.mdx?$/.test(name) ? [path] : [];
  });
}

/** The text the reader sees (code, inline code and HTML/JSX left out) with a delimiter the parser did not take. */
function literalDelimiters(source: string): string[] {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const found: string[] = [];
  const walk = (node: { type: string; value?: string; children?: unknown[] }): void => {
    if (node.type === 'text' && node.value !== undefined && /\*\*|__/.test(node.value)) found.push(node.value.trim().slice(0, 60));
    for (const child of (node.children ?? []) as (typeof node)[]) walk(child);
  };
  walk(fromMarkdown(body));
  return found;
}

describe('Markdown of the content pages', () => {
  it('finds the asterisks a Japanese sentence leaves when a closing ** follows punctuation and precedes a word', () => {
    expect(literalDelimiters('**目標：**どのトリックも')).toEqual(['**目標：**どのトリックも']);
    expect(literalDelimiters('**目標**：どのトリックも')).toEqual([]);
    expect(literalDelimiters('**練習してみる：**[プレイオフ](/ja/)')).toEqual([]);
  });

  const all = pages(DOCS);
  it('reads every page of both languages', () => {
    expect(all.filter((p) => p.includes('/ja/')).length).toBeGreaterThan(20);
    expect(all.filter((p) => !p.includes('/ja/')).length).toBeGreaterThan(20);
  });

  for (const path of all) {
    it(`${relative(DOCS, path)}: every ** and __ is taken as emphasis`, () => {
      expect(literalDelimiters(readFileSync(path, 'utf8'))).toEqual([]);
    });
  }
});
