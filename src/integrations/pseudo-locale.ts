// Astro integration for the PSEUDO_LOCALE=1 build (README, "Adding a language"): before the build it writes the
// pseudo-language's pages, generated from the English MDX pages, and its island entries; after the build it removes them
// (nothing is committed per page). Their words come from English through src/i18n/pseudo.ts.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGS, PSEUDO_LANG } from '../i18n/lang.ts';
import { pseudoText } from '../i18n/pseudo.ts';
// A plain JavaScript module, shared with the Node script scripts/islands.mjs.
import { ISLANDS, entryFile, entrySource } from './islands.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DOCS = join(ROOT, 'src/content/docs');
const PAGES = join(DOCS, PSEUDO_LANG);
const ISLAND_DIR = join(ROOT, 'src/components/islands');
const pascalLang = PSEUDO_LANG[0].toUpperCase() + PSEUDO_LANG.slice(1);

/** The English pages: every .md/.mdx file of the docs collection outside the other languages' folders. */
function englishPages(dir = DOCS): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return dir === DOCS && [...LANGS, PSEUDO_LANG].includes(entry.name) ? [] : englishPages(path);
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}

/** One line of prose in the pseudo-language: text outside links' addresses, inline code, tags, {expressions} and entities. */
function pseudoLine(line: string): string {
  return line
    .split(/(`[^`]*`|\]\([^)]*\)|<[^>]*>|\{[^}]*\}|&\w+;|https?:\/\/\S+)/)
    .map((part, i) => (i % 2 === 1 ? part : pseudoText(part)))
    .join('');
}

/** An English page turned into the pseudo-language's: frontmatter texts and prose translated, links and islands moved over. */
export function pseudoPage(source: string): string {
  const lines = source.split('\n');
  let inFrontmatter = false;
  let inFence = false;
  return lines
    .map((line, i) => {
      if (line === '---' && (i === 0 || inFrontmatter)) {
        inFrontmatter = i === 0;
        return line;
      }
      if (inFrontmatter) {
        const m = /^(\s*(?:- )?(?:title|description|text|tagline|content):\s*)(["']?)(.*)\2$/.exec(line);
        // Layout and meta names stay; the hero's action links move to the pseudo-language's pages.
        if (m && !/^(table|galapagos-layout|splash)$/.test(m[3])) return `${m[1]}${m[2]}${pseudoText(m[3])}${m[2]}`;
        // Files beside the page are one folder further away.
        return line.replace(/^(\s*link:\s*)\/(?!\/)/, `$1/${PSEUDO_LANG}/`).replace(/^(\s*\w+:\s*["']?)(\.\.?\/)/, '$1../$2');
      }
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      if (inFence) return line;
      // Imports one folder deeper; each island's English entry becomes the pseudo-language's; its props name the language.
      if (/^import /.test(line))
        return line.replace(/from '((?:\.\.\/)+)/, "from '../$1").replace(/(islands\/\w+)En(\.tsx)?'/, `$1${pascalLang}$2'`);
      const moved = line
        .replace(/\]\(\/(?!\/)/g, `](/${PSEUDO_LANG}/`)
        .replace(/href="\/(?!\/)/g, `href="/${PSEUDO_LANG}/`)
        .replace(/lang="en"/g, `lang="${PSEUDO_LANG}"`)
        .replace(/\(\s*'([\w-]+)',\s*'en'\s*\)/g, `('$1', '${PSEUDO_LANG}')`)
        .replace(/\('en'\)/g, `('${PSEUDO_LANG}')`);
      return /^\s*<[A-Z]/.test(line)
        ? moved.replace(/(title|description)="([^"]*)"/g, (_, name, text) => `${name}="${pseudoText(text)}"`)
        : pseudoLine(moved);
    })
    .join('\n');
}

/** Writes the pseudo-language's pages and island entries. */
export function writePseudoSources(): void {
  removePseudoSources();
  for (const file of englishPages()) {
    const target = join(PAGES, relative(DOCS, file));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, pseudoPage(readFileSync(file, 'utf8')));
  }
  for (const island of Object.keys(ISLANDS)) {
    const source = entrySource(island, PSEUDO_LANG, { fromLang: 'en', derive: { name: 'pseudoWords', module: 'pseudo' } });
    writeFileSync(join(ISLAND_DIR, entryFile(island, PSEUDO_LANG)), source);
  }
}

/** Whether a file is one of the generated pseudo-language pages (the link check leaves them out: astro.config.mjs). */
export function isPseudoPage(file: string): boolean {
  const from = relative(PAGES, file);
  return from !== '' && !from.startsWith('..') && !isAbsolute(from);
}

/** Removes what writePseudoSources wrote. */
export function removePseudoSources(): void {
  rmSync(PAGES, { recursive: true, force: true });
  for (const island of Object.keys(ISLANDS)) rmSync(join(ISLAND_DIR, entryFile(island, PSEUDO_LANG)), { force: true });
}

export default function pseudoLocale() {
  return {
    name: 'galapagos:pseudo-locale',
    hooks: {
      'astro:config:setup': () => writePseudoSources(),
      'astro:build:done': () => removePseudoSources(),
    },
  };
}
