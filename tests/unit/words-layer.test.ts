// The one layer of words: generated island entries, no components in src/i18n, no per-language branches,
// the pseudo-language, the registry and the sidebar built from the one list of lessons.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../src/components/learn/lessons.ts';
import { ALL_DICTIONARIES } from '../../src/i18n/all.ts';
import { isShelved } from '../../src/i18n/books.ts';
import { shelved } from '../../src/i18n/shelved.ts';
import { LANGS, PSEUDO_LANG, langFromPath, toLang } from '../../src/i18n/lang.ts';
import { localePath } from '../../src/i18n/paths.ts';
import { pseudoText, pseudoWords } from '../../src/i18n/pseudo.ts';
import { loadWords, setPseudoWords } from '../../src/i18n/registry.ts';
import { ISLANDS, entryFile, entrySource, publishedLangs } from '../../src/integrations/islands.mjs';
import { lessonOfPath } from '../../src/integrations/lesson-numbers.ts';
import { sidebar } from '../../src/integrations/sidebar.ts';

/** Every source file under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sources(path) : /\.(ts|tsx|mjs|astro)$/.test(entry.name) ? [path] : [];
  });
}

describe('island entries', () => {
  it('are generated for every island and published language, and up to date (node scripts/islands.mjs)', () => {
    expect(publishedLangs()).toEqual([...LANGS]);
    for (const island of Object.keys(ISLANDS)) {
      for (const lang of LANGS) {
        expect(readFileSync(`src/components/islands/${entryFile(island, lang)}`, 'utf8'), `${island} ${lang}`).toBe(
          entrySource(island, lang),
        );
      }
    }
  });
});

describe('the words layer', () => {
  it('never imports components from src/i18n', () => {
    const offenders = sources('src/i18n').filter((file) => /from '\.\.\/components\//.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('picks no words or paths by a Japanese branch: the dictionaries and the registry do', () => {
    const branches = [...sources('src/components'), ...sources('src/i18n'), ...sources('src/pages')].flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /lang\s*[!=]==\s*'ja'|'ja'\s*[!=]==\s*lang/.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(branches).toEqual([]);
  });

  it('reads the language from paths and props, the pseudo-language included', () => {
    expect(langFromPath('/ja/rules/')).toBe('ja');
    expect(langFromPath(`/${PSEUDO_LANG}/rules/`)).toBe(PSEUDO_LANG);
    expect(langFromPath('/rules/')).toBe('en');
    expect(toLang('fr')).toBe('en');
    expect(localePath(PSEUDO_LANG, '/rules/', '/')).toBe(`/${PSEUDO_LANG}/rules/`);
    expect(localePath('en', '/rules/', '/')).toBe('/rules/');
  });

  it('loads later words by name in any language, deriving the pseudo-language from English', async () => {
    // The pseudo-language's island entries set how its later words derive from English.
    setPseudoWords(pseudoWords);
    await loadWords('review-result', PSEUDO_LANG);
    expect(isShelved('review-result', PSEUDO_LANG)).toBe(true);
    const words = shelved<Record<string, string>>('review-result');
    const keys = Object.keys(words.en);
    expect(Object.keys(words[PSEUDO_LANG])).toEqual(keys);
    for (const key of keys) expect(words[PSEUDO_LANG][key]).toBe(pseudoText(words.en[key]));
  });
});

describe('the pseudo-language', () => {
  it('accents every word and keeps placeholders, tags and entities', () => {
    expect(pseudoText('a pair of {ranks}')).toMatch(/^a [^a-z ]+ [^a-z ]+ \{ranks\}$/);
    expect(pseudoText('<strong>Take</strong> &amp; go')).toMatch(/^<strong>[^a-z]+<\/strong> &amp; [^a-z]+$/);
  });

  it('is about 40% longer than English over all the dictionaries', () => {
    const english = Object.values(ALL_DICTIONARIES).flatMap((dict) => Object.values(dict.en));
    const pseudo = english.map((text) => pseudoText(text));
    const ratio = pseudo.join('').length / english.join('').length;
    expect(ratio).toBeGreaterThan(1.3);
    expect(ratio).toBeLessThan(1.6);
    expect(pseudoWords({ a: 'Ace' }).a).not.toBe('Ace');
  });
});

describe('the sidebar and the lesson numbers', () => {
  it('are built from the one list of lessons, in every language', () => {
    const [learn] = sidebar();
    expect('items' in learn).toBe(true);
    const lessons =
      'items' in learn
        ? learn.items.filter((item) => /^learn\/./.test(item.slug) && !['learn/first-deal', 'learn/practice'].includes(item.slug))
        : [];
    expect(lessons.map((item) => item.slug)).toEqual(LESSONS.map((lesson) => `learn/${lesson.slug}`));
    lessons.forEach((item, i) => {
      expect(item.label.startsWith(`${i + 1}. `)).toBe(true);
      for (const lang of LANGS.slice(1)) expect(item.translations[lang].startsWith(`${i + 1}. `)).toBe(true);
    });
    // Every English page but the home page is in the sidebar, once.
    const slugs = sidebar().flatMap((item) => ('items' in item ? item.items.map((page) => page.slug) : [item.slug]));
    const pages = readdirSync('src/content/docs', { recursive: true, encoding: 'utf8' })
      .map((f) => join('src/content/docs', f))
      .filter((f) => f.endsWith('.mdx') && !/docs\/(ja|qps)\//.test(f))
      .map((f) => f.replace(/^src\/content\/docs\/|(\/index)?\.mdx$/g, ''))
      .filter((slug) => slug !== 'index');
    expect([...slugs].sort()).toEqual([...new Set(pages)].sort());
    expect(Object.keys(sidebar([PSEUDO_LANG])[0].translations)).toEqual([...LANGS.slice(1), PSEUDO_LANG]);
  });

  it("numbers a link to a lesson by its place in the list, in the link's language", () => {
    const last = LESSONS.length;
    expect(lessonOfPath(`/learn/${LESSONS[last - 1].slug}/`)).toEqual({ n: last, lang: 'en' });
    expect(lessonOfPath(`/ja/learn/${LESSONS[0].slug}/#x`)).toEqual({ n: 1, lang: 'ja' });
    expect(lessonOfPath('/learn/first-deal/')).toBeNull();
    expect(lessonOfPath('/rules/cards/')).toBeNull();
  });
});
