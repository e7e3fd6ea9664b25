// One Japanese word per concept (src/i18n/STYLE-ja.md): every ja page and every Japanese dictionary value uses only the chosen terms.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { suitLabel } from '../../src/components/tools/explain';

const ROOT = join(__dirname, '..', '..');
const JA_PAGES = join(ROOT, 'src', 'content', 'docs', 'ja');
const I18N = join(ROOT, 'src', 'i18n');
const GLOSSARY = join(JA_PAGES, 'glossary.mdx');

interface Concept {
  /** The English term, as in the English glossary. */
  en: string;
  /** The chosen Japanese term. */
  term: string;
  /** Variants that must not appear (a string, or a pattern for words with many forms). */
  forbidden: (string | RegExp)[];
  /** Variants allowed only on an alias line (「別名：」) of the Japanese glossary. */
  aliases?: string[];
}

export const CONCEPTS: Concept[] = [
  { en: 'set', term: 'セット', forbidden: ['同位札', '枚組', 'スリーカード', 'フォーカード'], aliases: ['スリーカード', 'フォーカード'] },
  { en: 'sequence', term: 'シークエンス', forbidden: ['連続札', '連番', '階段', /枚の連続/, /^連続$/], aliases: ['連番', '階段'] },
  { en: 'single', term: 'シングル', forbidden: [/1枚出し(?![てた])/, /一枚出し(?![てた])/] },
  { en: 'tie-break', term: 'タイブレーク（等しいランクは「同じランク」）', forbidden: ['同位', '同ランクの決着'] },
  { en: 'declare', term: '宣言する', forbidden: ['申告', '発表'] },
  { en: 'leader / follower', term: 'リードした人／フォローした人', forbidden: ['先手', '後手', 'リード側', 'フォロー側'] },
  { en: 'round the corner', term: '回り込み', forbidden: ['一周', '角を回', '角回り'] },
  { en: 'hand score', term: 'ディールの得点', forbidden: ['ハンドの得点', 'ハンドの点', 'ディール合計'] },
  { en: 'personal trump', term: '自分の切り札', forbidden: ['自分だけの切り札', '個人切り札', '個人の切り札'], aliases: ['個人切り札'] },
  {
    en: 'game value',
    term: '勝ちの倍率（1倍〜4倍）',
    forbidden: ['ダブル', 'トリプル', 'クアドラプル', /倍率[1-4１-４]/, /(?:1000|750|500)点未満/, 'ゲーム点'],
    aliases: ['ゲーム点'],
  },
  { en: 'Daifugō', term: '大富豪', forbidden: ['大貧民', 'ビッグツー', 'ビッグ・ツー', /Big Two/i], aliases: ['大貧民'] },
  { en: 'meld (no pun on 役)', term: '役', forbidden: ['役に立', '役立'] },
  { en: 'play a card (not shogi)', term: '出す', forbidden: ['指せ'] },
  { en: 'most (style)', term: 'いちばん', forbidden: ['一番'] },
  { en: 'numerals (style)', term: '算用数字（2人・2枚・2つ）', forbidden: ['ふたり', /[一二三四五六七八九十]+(?:枚|回|つ|通り|段階)/, /[二三四五六七八九十]人|一人(?!ひとり)/] },
  { en: 'comparison (style)', term: 'ほう', forbidden: [/(?:高い|低い|強い|弱い|多い|少ない|良い|勝った|負けた)方/] },
];

interface Text {
  file: string;
  line: number;
  text: string;
}

/** Every line of prose in the Japanese pages (front matter included: titles and descriptions are read too). */
function pageLines(): Text[] {
  const files = (readdirSync(JA_PAGES, { recursive: true }) as string[]).filter((f) => /\.mdx?$/.test(f));
  return files.flatMap((f) => {
    const path = join(JA_PAGES, f);
    return readFileSync(path, 'utf8')
      .split('\n')
      .map((text, i) => ({ file: relative(ROOT, path), line: i + 1, text }))
      .filter((l) => !/^\s*import\s/.test(l.text));
  });
}

/** Every Japanese value of every dictionary module in src/i18n (the `ja` side of a dictionary, or a whole *-ja.ts file). */
async function dictionaryValues(): Promise<Text[]> {
  const out: Text[] = [];
  const seen = new Set<unknown>(); // play.ts re-exports play-ja.ts: read each Japanese object once
  for (const f of readdirSync(I18N).filter((n) => n.endsWith('.ts'))) {
    const mod = (await import(join(I18N, f))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (!value || typeof value !== 'object') continue;
      const ja = f.endsWith('-ja.ts') ? value : (value as { ja?: unknown }).ja;
      if (!ja || typeof ja !== 'object' || seen.has(ja)) continue;
      seen.add(ja);
      for (const [key, text] of Object.entries(ja as Record<string, unknown>)) {
        if (typeof text === 'string') out.push({ file: `src/i18n/${f} ${name}['${key}']`, line: 0, text });
      }
    }
  }
  return out;
}

/** A glossary line that lists aliases, where the aliases of the concepts may appear. */
const isAliasLine = (t: Text) => t.file.endsWith('ja/glossary.mdx') && t.text.trimStart().startsWith('別名：');

function findVariant(text: string, variant: string | RegExp): string | undefined {
  if (typeof variant === 'string') return text.includes(variant) ? variant : undefined;
  return text.match(variant)?.[0];
}

function violations(texts: Text[]): string[] {
  const found: string[] = [];
  for (const t of texts) {
    for (const c of CONCEPTS) {
      for (const variant of c.forbidden) {
        const hit = findVariant(t.text, variant);
        if (!hit) continue;
        if (isAliasLine(t) && c.aliases?.includes(hit)) continue;
        const where = t.line ? `${t.file}:${t.line}` : t.file;
        found.push(`${where}: 「${hit}」 → use 「${c.term}」 (${c.en})`);
      }
    }
  }
  return found;
}

/** A half-width space next to a Japanese character, after dropping Markdown/JSX syntax that legitimately needs spaces. */
const JAPANESE = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー、。「」『』（）：！？]';
const SPACE_NEXT_TO_JAPANESE = new RegExp(`${JAPANESE} +\\S| +${JAPANESE}`, 'u');

function proseForSpacing(text: string): string {
  return text
    .trimStart() // indentation
    .replace(/^#+\s+/, '') // heading marker
    .replace(/^(?:<span id="[^"]*"><\/span>)+/, '') // explicit anchors at the start of a heading
    .replace(/^(?:[-*>]|\d+\.)\s+/, '') // list and quote markers, numbered headings
    .replace(/\s*\|\s*/g, '|') // table cells
    .replace(/<[A-Z][^>]*>|<\/[A-Z]\w*>/g, ''); // component tags (their attributes are not prose)
}

describe('Japanese vocabulary (STYLE-ja.md)', () => {
  const pages = pageLines();
  const byFile = new Map<string, Text[]>();
  for (const l of pages) byFile.set(l.file, [...(byFile.get(l.file) ?? []), l]);

  for (const [file, lines] of byFile) {
    it(`${file} uses only the chosen terms`, () => {
      expect(violations(lines)).toEqual([]);
    });
  }

  it('every Japanese dictionary value uses only the chosen terms', async () => {
    const values = await dictionaryValues();
    expect(values.length).toBeGreaterThan(300);
    expect(violations(values)).toEqual([]);
  });

  it('the glossary defines every chosen term and lists every alias on an alias line', () => {
    const glossary = readFileSync(GLOSSARY, 'utf8');
    const headings = glossary.split('\n').filter((l) => l.startsWith('### '));
    for (const term of ['セット', 'シークエンス', 'シングル', 'タイブレーク', '宣言する', 'リードした人', 'フォローした人', '回り込み', 'ディールの得点', '自分の切り札', '勝ちの倍率', '大富豪']) {
      expect(headings.some((h) => h.includes(term)), `glossary heading for 「${term}」`).toBe(true);
    }
    const aliasLines = glossary.split('\n').filter((l) => l.startsWith('別名：'));
    for (const c of CONCEPTS) {
      for (const alias of c.aliases ?? []) {
        expect(aliasLines.some((l) => l.includes(alias)), `alias 「${alias}」 for 「${c.term}」`).toBe(true);
      }
    }
  });

  it('the term check catches a variant and names the file, the variant and the chosen term', () => {
    const found = violations([{ file: 'x.mdx', line: 3, text: '後手は自分だけの切り札を出した。' }]);
    expect(found).toEqual([
      'x.mdx:3: 「後手」 → use 「リードした人／フォローした人」 (leader / follower)',
      'x.mdx:3: 「自分だけの切り札」 → use 「自分の切り札」 (personal trump)',
    ]);
    expect(violations([{ file: 'src/content/docs/ja/glossary.mdx', line: 9, text: '別名：個人切り札（日本語の要約）' }])).toEqual([]);
    expect(violations([{ file: 'src/content/docs/ja/glossary.mdx', line: 9, text: '個人切り札とも言う' }])).toHaveLength(1);
  });
});

describe('Japanese spacing (STYLE-ja.md)', () => {
  const lines = pageLines().filter((l) => !/^\s*(?:---|title:|description:|template:|tableOfContents:)/.test(l.text));
  const byFile = new Map<string, Text[]>();
  for (const l of lines) byFile.set(l.file, [...(byFile.get(l.file) ?? []), l]);

  for (const [file, fileLines] of byFile) {
    it(`${file} has no half-width space next to Japanese text`, () => {
      const bad = fileLines.filter((l) => SPACE_NEXT_TO_JAPANESE.test(proseForSpacing(l.text))).map((l) => `${l.file}:${l.line}: ${l.text.trim()}`);
      expect(bad).toEqual([]);
    });
  }

  it('no Japanese dictionary value has a half-width space next to Japanese text', async () => {
    const bad = (await dictionaryValues()).filter((v) => SPACE_NEXT_TO_JAPANESE.test(v.text)).map((v) => `${v.file}: ${v.text}`);
    expect(bad).toEqual([]);
  });

  it('the tools write a suit as its glyph and name with no space in Japanese (「♥ハート」), with a space in English', () => {
    expect(suitLabel('H', 'ja')).toBe('♥ハート');
    expect(suitLabel('S', 'en')).toBe('♠ spades');
  });

  it('no Japanese paragraph or list item is broken over several source lines (a newline renders as a space)', () => {
    const files = (readdirSync(JA_PAGES, { recursive: true }) as string[]).filter((f) => f.endsWith('.mdx')).map((f) => join(JA_PAGES, f));
    const bad: string[] = [];
    for (const path of files) {
      const src = readFileSync(path, 'utf8').split('\n');
      const bodyStart = src.indexOf('---', 1) + 1; // after the front matter
      src.forEach((line, i) => {
        if (i < bodyStart) return;
        const next = src[i + 1] ?? '';
        const prose = new RegExp(JAPANESE, 'u').test(line) && !/^\s*(?:<|\|)/.test(line);
        // Prose followed directly by more prose (not a blank line, a list item, a heading, a table or a tag).
        if (prose && next.trim() !== '' && !/^\s*(?:[-*#<>|]|\d+\.|---)/.test(next)) bad.push(`${relative(ROOT, path)}:${i + 1}`);
      });
    }
    expect(bad).toEqual([]);
  });
});
