// One Japanese word per concept (src/i18n/STYLE-ja.md): every ja page and every Japanese dictionary value uses only the chosen terms.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardList } from '../../src/components/learn/words.ts';
import { suitLabel } from '../../src/components/tools/explain.ts';

const ROOT = join(__dirname, '..', '..');
const JA_PAGES = join(ROOT, 'src', 'content', 'docs', 'ja');
const I18N = join(ROOT, 'src', 'i18n');
const GLOSSARY = join(JA_PAGES, 'glossary.mdx');

interface Concept {
  /** The English term, as in the English glossary. */
  en: string;
  /** The chosen Japanese term (as shown in a failure message). */
  term: string;
  /**
   * Every way of saying the concept, the chosen word included: a string, or a pattern for words with many forms.
   * Whatever of these is left in a text once the allowed forms are taken out is a variant, and fails.
   */
  family: (string | RegExp)[];
  /** The chosen word's own forms: the only ones of the family allowed (taken out of a text before the family is looked for). */
  allowed?: RegExp[];
  /** Variants allowed only on an alias line (「別名：」) of the Japanese glossary. */
  aliases?: string[];
}

/** A player's letter in a Japanese example is always followed by さん (a bare "A" next to cards reads as an Ace). */
const BARE_PLAYER = /(?<![A-Za-z_])B(?![A-Za-z_]|さん)|(?<![A-Za-z_\-♠♥♦♣])A(?=[がはとの](?:勝|リード|入札|出|取|宣言))|\| A \|/;

export const CONCEPTS: Concept[] = [
  { en: 'set', term: 'セット', family: ['同位札', '枚組', 'スリーカード', 'フォーカード'], aliases: ['スリーカード', 'フォーカード'] },
  { en: 'sequence', term: 'シークエンス', family: ['連続札', '続き札', '連番', '階段', /枚の連続/, /^連続$/], aliases: ['連番', '階段'] },
  { en: 'single', term: 'シングル', family: [/1枚出し(?![てた])/, /一枚出し(?![てた])/] },
  { en: 'tie-break', term: 'タイブレーク（等しいランクは「同じランク」）', family: ['同位', '同ランクの決着'] },
  { en: 'declare', term: '宣言する', family: ['宣言', '申告', '発表', '名乗', '表明'], allowed: [/宣言/g] },
  // フォロー is only ever "follow suit" (a verb, or the rule マストフォロー); the player who plays second is 2番手.
  {
    en: 'follow suit',
    term: 'フォローする（マストフォロー）',
    family: ['フォロー'],
    allowed: [/マストフォロー/g, /フォロー(?=する(?!人)|した(?!人|札)|して|でき|しな|しよう|せず|しま|すれ|し、)/g],
  },
  {
    en: 'follower (the player who plays second to a trick)',
    term: '2番手',
    family: ['2番手', '後手', 'フォロー側', /フォロー(?:する|した)(?:人|札|プレイヤー)/, '後から出す人', '2番目に出す人'],
    allowed: [/2番手/g],
  },
  {
    en: 'leader',
    term: 'リードした人（リードする人）',
    family: ['先手', 'リード側', 'リードした側', 'リーダー', /リード(?:した|する)人/],
    allowed: [/リード(?:した|する)人/g],
  },
  {
    en: 'beat (play-off)',
    term: '上乗せ（上乗せする）',
    family: [
      '上乗せ',
      '上から出',
      '上回',
      '勝てる組み合わせ',
      /組み合わせに勝/,
      /(?:ペア|シングル|シークエンス)に勝/,
      /より強い(?:もの|ペア|組み合わせ)/,
    ],
    allowed: [/上乗せ/g],
  },
  {
    en: 'play-off round',
    term: 'ラウンド',
    family: ['ラウンド', 'その回', 'プレイオフの1回', /場[がは]流れ/, 'その場をあきらめ'],
    // Daifugō's own idiom may be quoted when the page compares the two games.
    allowed: [/ラウンド/g, /大富豪[^。]*場[がは]流れ/g],
  },
  {
    en: 'sealed bid',
    term: '伏せ札での入札',
    family: [
      '伏せ札での入札',
      '伏せて出す入札',
      /伏せ札の(?:競り|入札)/,
      '伏せ札で競',
      '伏せた入札',
      '秘密の入札',
      '封印入札',
      '非公開の入札',
      // 「伏せて入札します」 describes the act; 「伏せて入札」 standing as a name (a step title) is a second name.
      /伏せて入札(?![しす])/,
    ],
    allowed: [/伏せ札での入札/g],
  },
  {
    en: 'unseen card',
    term: '見えない札',
    family: [
      '見えない札',
      '見えないカード',
      '伏せた札',
      /伏せ札(?!での入札)/,
      '裏向きの札',
      '伏せたまま受け取',
      '相手に見せずに取',
      '秘密の札',
    ],
    allowed: [/見えない札/g],
  },
  { en: 'ruling', term: '裁定', family: ['ルーリング'], allowed: [] },
  { en: 'game total', term: '累計点', family: ['累計', '合計点', 'ゲームの合計', '総得点', '通算', '持ち点'], allowed: [/累計点/g] },
  {
    en: 'the Japanese source',
    term: '日本語の要約',
    family: [/日本語の(?:要約|紹介記事|記事|資料|説明書|ルール|版)/, '日本語版', '和訳', '紹介記事'],
    allowed: [/日本語の要約/g],
  },
  {
    en: 'the English source',
    term: '英語の原文',
    family: ['英語の原文', 'パーレットの原文', /(?<!英語の)原文/, '英語のルール', '英語版', '正典', '原書'],
    allowed: [/英語の原文/g],
  },
  {
    en: 'the play page',
    term: '「遊ぶ」ページ',
    family: ['「遊ぶ」ページ', '対戦ページ', '対戦のページ', '対戦画面', '対戦の画面', 'プレイページ', 'ゲームのページ', /\[対戦\]/],
    allowed: [/「遊ぶ」ページ/g],
  },
  { en: 'players A and B', term: 'Aさん／Bさん', family: [BARE_PLAYER] },
  {
    en: 'the last combination (play-off)',
    term: '直前の組み合わせ',
    family: ['直前の組み合わせ', '場の組み合わせ', '前の組み合わせ'],
    allowed: [/直前の組み合わせ/g],
  },
  // 手 alone is a move (一手, 手番, 最善手); a player's hand is always 手札. These are the ways 手 stands for a hand.
  {
    en: "a player's hand",
    term: '手札（手は一手の意味だけ）',
    family: [
      /(?<![相一上下選番])手に(?:残|合|あ|持)/, // 手に残る, 手に合う, 手にある, 手に持つ (手に入る, 手にする, 手に取る are idioms)
      /この手の(?:点|役|札)/,
      /手全体/,
      /相手の手(?![札番順元前数続間入])/, // reads as the other's hand (相手の手札 or 相手の一手 instead)
      /(?<![相一上下選番])手(?:[はがをにのも])?\d+枚/, // a card count is a hand's
      /(?<![相一上下選番])手が(?:強|弱)/,
    ],
  },
  {
    en: 'the game table (the interface)',
    term: 'ゲーム卓',
    family: ['テーブル'],
  },
  {
    en: 'version (of the site or the page)',
    term: 'バージョン',
    family: [/(?:新しい|古い|いまの|今の|この|前の|次の|同じ|別の)版/],
  },
  {
    en: 'an exercise of the course, by its label',
    term: '問N（問2、問4）',
    family: [/練習\s*\d/],
  },
  {
    en: 'cheating (orthography)',
    term: 'ズル',
    family: ['ずる'],
  },
  {
    en: 'a game interrupted (friend game, failed check)',
    term: '中断する',
    family: [/ゲーム(?:は|が|を)止ま/, /ゲームを止め/],
  },
  {
    en: 'out of play for the rest of a deal (a bid Joker)',
    term: 'そのディールではもう使われない',
    family: [/ゲームから(?:外|抜|除)/],
  },
  { en: 'the loser (of an auction or a game)', term: '負けた人', family: ['負けた側', '敗者'] },
  { en: 'the winner (of an auction, a trick, a round or a game)', term: '勝った人', family: ['勝者', '勝った側'] },
  // Any player named by what they did or did not do is 〜人 (めくり札を取らなかった人), never 〜側.
  { en: 'a player named by what they did', term: '〜した人', family: [/(?:た|ない)側(?![面])/] },
  { en: 'personal trump', term: '自分の切り札', family: ['自分だけの切り札', '個人切り札', '個人の切り札'], aliases: ['個人切り札'] },
  { en: 'round the corner', term: '回り込み', family: ['一周', '角を回', '角回り'] },
  { en: 'hand score', term: 'ディールの得点', family: ['ハンドの得点', 'ハンドの点', 'ディール合計'] },
  {
    en: 'game value',
    term: '勝ちの倍率（1倍〜4倍）',
    family: ['ダブル', 'トリプル', 'クアドラプル', /倍率[1-4１-４]/, /(?:1000|750|500)点未満/, 'ゲーム点'],
    aliases: ['ゲーム点'],
  },
  { en: 'Daifugō', term: '大富豪', family: ['大貧民', 'ビッグツー', 'ビッグ・ツー', /Big Two/i], aliases: ['大貧民'] },
  { en: 'Joker (in Japanese text)', term: 'ジョーカー', family: ['Joker', 'JOKER'], allowed: [/<span lang="en">[^<]*<\/span>/g] },
  { en: 'meld (no pun on 役)', term: '役', family: ['役に立', '役立'] },
  { en: 'play a card (not shogi)', term: '出す', family: ['指せ'] },
  { en: 'most (style)', term: 'いちばん', family: ['一番'] },
  {
    en: 'numerals (style)',
    term: '算用数字（2人・2枚・2つ）',
    // 一度に (at once), 一度も (never), もう一度 (again) and 一手ずつ are fixed expressions; a count is digits (2回, not 二度).
    family: [
      'ふたり',
      /[一二三四五六七八九十]+(?:枚|回|つ|通り|段階)/,
      /[二三四五六七八九十]人|一人(?!ひとり)/,
      /[二三四五六七八九十]度/,
      /1手ずつ/,
    ],
  },
  {
    en: 'comparison (style)',
    term: 'ほう',
    family: [
      /(?:高い|低い|強い|弱い|多い|少ない|良い|勝った|負けた)方/,
      /(?<![使言戦扱払狙買洗歌会])い方[がはをにでも]|た方[がはをにでも]|の方が/,
    ],
  },
  { en: 'browser (orthography)', term: 'ブラウザー', family: ['ブラウザ'], allowed: [/ブラウザー/g] },
  { en: 'understand (orthography)', term: 'わかる', family: [/(?<!自)分か(?!れ)/] }, // not 自分から
  { en: 'middle dot (orthography)', term: '・（全角）', family: ['·'] },
  { en: 'each other, X against X (orthography)', term: 'どうし（ジョーカーどうし）', family: ['同士'] },
  // Cards in prose are suit first (♠A, ♥10); rank first only as typed into a tool, in code (`AS`, `10♦`).
  { en: 'card notation', term: '♠A（スートが先）', family: [/(?:10|[2-9AKQJ])[♠♥♦♣]/], allowed: [/`[^`]*`/g] },
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

const COMPONENTS = join(ROOT, 'src', 'components');
const JA_ASTRO = join(ROOT, 'src', 'pages', 'ja');
const JA_UI = join(ROOT, 'src', 'content', 'i18n', 'ja.json');
const HAS_JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

/**
 * Every Japanese string literal in the components (the course's islands included) and the Japanese .astro pages,
 * and every value of Starlight's Japanese UI strings: comments are skipped, only quoted text is read.
 */
function sourceStrings(): Text[] {
  const out: Text[] = [];
  const files = [
    ...(readdirSync(COMPONENTS, { recursive: true }) as string[]).filter((f) => /\.(?:ts|tsx)$/.test(f)).map((f) => join(COMPONENTS, f)),
    ...(readdirSync(JA_ASTRO, { recursive: true }) as string[]).filter((f) => f.endsWith('.astro')).map((f) => join(JA_ASTRO, f)),
  ];
  for (const path of files) {
    readFileSync(path, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (/^\s*(?:\/\/|\*|\/\*)/.test(line)) return; // a comment line
        const code = line.replace(/\/\/.*$/, '');
        for (const m of code.matchAll(/'([^']*)'|"([^"]*)"|`([^`]*)`/g)) {
          const text = m[1] ?? m[2] ?? m[3];
          if (HAS_JAPANESE.test(text)) out.push({ file: relative(ROOT, path), line: i + 1, text });
        }
      });
  }
  for (const [key, text] of Object.entries(JSON.parse(readFileSync(JA_UI, 'utf8')) as Record<string, unknown>)) {
    if (typeof text === 'string') out.push({ file: `src/content/i18n/ja.json ['${key}']`, line: 0, text });
  }
  return out;
}

/** A glossary line that lists aliases, where the aliases of the concepts may appear (the English glossary names them in Japanese spans). */
const isAliasLine = (t: Text) =>
  (t.file.endsWith('ja/glossary.mdx') && t.text.trimStart().startsWith('別名：')) || t.file === 'src/content/docs/glossary.mdx';

/** The Japanese words of the English pages (<span lang="ja">…</span>): the English glossary gives every term's Japanese name. */
function englishPageSpans(): Text[] {
  const root = join(ROOT, 'src', 'content', 'docs');
  const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.mdx') && !f.startsWith('ja'));
  return files.flatMap((f) => {
    const path = join(root, f);
    return readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line, i) =>
        [...line.matchAll(/<span lang="ja">([^<]*)<\/span>/g)].map((m) => ({ file: relative(ROOT, path), line: i + 1, text: m[1] })),
      );
  });
}

function findVariant(text: string, variant: string | RegExp): string | undefined {
  if (typeof variant === 'string') return text.includes(variant) ? variant : undefined;
  return text.match(variant)?.[0];
}

/** The text with the concept's allowed forms blanked out, so that only variants are left to find. */
function withoutAllowed(text: string, c: Concept): string {
  return (c.allowed ?? []).reduce((t, allowed) => t.replace(allowed, (m) => '\u3000'.repeat(m.length)), text);
}

function violations(texts: Text[]): string[] {
  const found: string[] = [];
  for (const t of texts) {
    for (const c of CONCEPTS) {
      const rest = withoutAllowed(t.text, c);
      for (const variant of c.family) {
        const hit = findVariant(rest, variant);
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

  it('every Japanese string in the components, the Japanese .astro pages and the Starlight UI strings uses only the chosen terms', () => {
    const strings = sourceStrings();
    // The scan reads something (the Starlight UI strings at least). The components and src/pages/ja/ hold no Japanese of
    // their own today (their words are in the dictionaries, checked above; the Japanese 404 page's too), and are scanned
    // so that any Japanese written into them later is checked.
    expect(strings.some((t) => t.file.startsWith('src/content/i18n/ja.json'))).toBe(true);
    expect(violations(strings)).toEqual([]);
  });

  it('the components take a middle dot from the dictionaries (・ in Japanese), never a Latin · written into the markup', () => {
    const bad: string[] = [];
    for (const f of (readdirSync(COMPONENTS, { recursive: true }) as string[]).filter((n) => /\.(?:ts|tsx)$/.test(n))) {
      readFileSync(join(COMPONENTS, f), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (!/^\s*(?:\/\/|\*|\/\*)/.test(line) && line.replace(/\/\/.*$/, '').includes('·')) bad.push(`src/components/${f}:${i + 1}`);
        });
    }
    expect(bad).toEqual([]);
  });

  it('the Japanese names on the English pages (the glossary\'s <span lang="ja">) use only the chosen terms', () => {
    const spans = englishPageSpans();
    expect(spans.some((t) => t.text === 'マストフォロー')).toBe(true);
    expect(violations(spans)).toEqual([]);
  });

  it('the course writes a list of cards suit first in Japanese, as the pages do (♠A・♥10)', () => {
    expect(
      cardList(
        [
          { rank: 14, suit: 'S' },
          { rank: 10, suit: 'H' },
        ],
        'ja',
      ),
    ).toBe('♠A・♥10');
    expect(violations([{ file: 'x', line: 1, text: cardList([{ rank: 13, suit: 'D' }], 'ja') }])).toEqual([]);
  });

  it('the glossary defines every chosen term and lists every alias on an alias line', () => {
    const glossary = readFileSync(GLOSSARY, 'utf8');
    const headings = glossary.split('\n').filter((l) => l.startsWith('### '));
    for (const term of [
      'セット',
      'シークエンス',
      'シングル',
      'タイブレーク',
      '宣言する',
      'リードした人',
      '2番手',
      'マストフォロー',
      '上乗せ',
      'ラウンド',
      '伏せ札での入札',
      '見えない札',
      '回り込み',
      'ディールの得点',
      '自分の切り札',
      '勝ちの倍率',
      '大富豪',
    ]) {
      expect(
        headings.some((h) => h.includes(term)),
        `glossary heading for 「${term}」`,
      ).toBe(true);
    }
    const aliasLines = glossary.split('\n').filter((l) => l.startsWith('別名：'));
    for (const c of CONCEPTS) {
      for (const alias of c.aliases ?? []) {
        expect(
          aliasLines.some((l) => l.includes(alias)),
          `alias 「${alias}」 for 「${c.term}」`,
        ).toBe(true);
      }
    }
  });

  it('the term check catches a variant and names the file, the variant and the chosen term', () => {
    const found = violations([{ file: 'x.mdx', line: 3, text: '後手は自分だけの切り札を出した。' }]);
    expect(found).toEqual([
      'x.mdx:3: 「後手」 → use 「2番手」 (follower (the player who plays second to a trick))',
      'x.mdx:3: 「自分だけの切り札」 → use 「自分の切り札」 (personal trump)',
    ]);
    expect(violations([{ file: 'src/content/docs/ja/glossary.mdx', line: 9, text: '別名：個人切り札（日本語の要約）' }])).toEqual([]);
    expect(violations([{ file: 'src/content/docs/ja/glossary.mdx', line: 9, text: '個人切り札とも言う' }])).toHaveLength(1);
  });

  // Each concept with a chosen word: a sentence using that word passes, and the same sentence with a variant fails
  // on that concept (so no check is one that cannot fail).
  const EXAMPLES: Record<string, { good: string; bad: string }> = {
    declare: { good: '切り札を宣言します。', bad: '切り札を名乗ります。' },
    'follow suit': { good: 'Bさんはフォローしたので、マストフォローを守りました。', bad: 'フォローに出せる札です。' },
    'follower (the player who plays second to a trick)': { good: '2番手の勝ちです。', bad: 'フォローした人の勝ちです。' },
    leader: { good: 'リードした人の勝ちです。', bad: 'リード側の勝ちです。' },
    'beat (play-off)': { good: '直前の組み合わせに上乗せできます。', bad: '直前の組み合わせに勝てます。' },
    'play-off round': { good: 'そのラウンドに勝ちます。大富豪では全員がパスするまで場は流れません。', bad: 'パス1回で場が流れます。' },
    'unseen card': { good: '見えない札として受け取ります。', bad: '各ブラウザーは見えないカードを埋めます。' },
    ruling: { good: '裁定R7に従います。', bad: 'ルーリングR7に従います。' },
    'game total': { good: '負けた人の累計点で決まります。', bad: '負けた人の合計点で決まります。' },
    'the Japanese source': { good: '日本語の要約の読み方です。', bad: '日本語の紹介記事の読み方です。' },
    'the English source': { good: '英語の原文に従います。', bad: 'パーレットの原文どおりです。' },
    'the play page': { good: '「遊ぶ」ページで選べます。', bad: '対戦ページで選べます。' },
    'players A and B': { good: 'Aさんが勝ち、Bさんが負けます。Aが3枚。', bad: 'Bが負けます。' },
    'Joker (in Japanese text)': { good: 'ジョーカー（<span lang="en">Joker</span>）', bad: 'Joker-2-3のように' },
    'browser (orthography)': { good: 'ブラウザーに保存します。', bad: 'ブラウザに保存します。' },
    'understand (orthography)': { good: 'すぐわかります。2つに分かれます。自分から見た点差。', bad: 'すぐ分かります。' },
    'middle dot (orthography)': { good: '競り・役・トリック', bad: '♦9 · ♠A' },
    'each other, X against X (orthography)': { good: 'ジョーカーどうしの入札', bad: 'ジョーカー同士の入札' },
    'card notation': { good: '♠Aと♥10。`AS`や`10♦`と入力します。', bad: 'A♠と10♥。' },
    'the loser (of an auction or a game)': { good: '負けた人の累計点で決まります。', bad: '負けた側の累計点で決まります。' },
    'a player named by what they did': {
      good: 'めくり札を取らなかった人が受け取ります。',
      bad: 'めくり札を取らなかった側が受け取ります。',
    },
    'the winner (of an auction, a trick, a round or a game)': { good: '競りに勝った人が選びます。', bad: '競りの勝者が選びます。' },
    'the last combination (play-off)': { good: '直前の組み合わせに上乗せします。', bad: '場の組み合わせに上乗せします。' },
    "a player's hand": {
      good: '相手の手札に残った札1枚につき10点。一手ずつ出し、相手の手番に最善手を上手に選びます。手札に合う札が手に入りました。',
      bad: '相手の手に残った札1枚につき10点。',
    },
    'the game table (the interface)': { good: 'ゲーム卓はコンピューター戦と同じです。', bad: 'テーブルはコンピューター戦と同じです。' },
    'version (of the site or the page)': {
      good: 'このサイトの新しいバージョンで保存されています。',
      bad: 'このサイトの新しい版で保存されています。',
    },
    'an exercise of the course, by its label': {
      good: '問2と問3は答えが逆になります。練習してみましょう。',
      bad: '練習2と練習3は答えが逆になります。',
    },
    'cheating (orthography)': { good: 'コンピューターはズルをしません。', bad: 'ずるをする友だち' },
    'a game interrupted (friend game, failed check)': { good: 'ゲームは中断しました。', bad: 'ゲームは止まりました。' },
    'out of play for the rest of a deal (a bid Joker)': {
      good: '2枚ともそのディールではもう使われません。',
      bad: '2枚ともゲームから外れます。',
    },
    'numerals (style)': { good: '2回出ています。一度に2枚、もう一度、一手ずつ。', bad: '二度出ています。' },
    'sealed bid': { good: '伏せ札での入札です。1枚選んで伏せて入札します。', bad: '**伏せて入札**　2人とも出します。' },
    'comparison (style)': { good: '7のペアのほうが強い。使い方が大事です。', bad: '7のペアの方が強い。' },
  };

  for (const c of CONCEPTS.filter((c) => c.allowed || EXAMPLES[c.en])) {
    it(`the check of 「${c.term}」 (${c.en}) passes the chosen word and fails a variant`, () => {
      const example = EXAMPLES[c.en];
      expect(example, `an example for ${c.en}`).toBeDefined();
      const of = (text: string) => violations([{ file: 'x', line: 1, text }]).filter((v) => v.endsWith(`(${c.en})`));
      expect(of(example.good)).toEqual([]);
      expect(of(example.bad).length).toBeGreaterThan(0);
    });
  }
});

describe('手 is a move, 手札 a hand (STYLE-ja.md)', () => {
  const hand = (text: string) => violations([{ file: 'x', line: 1, text }]).filter((v) => v.endsWith("(a player's hand)"));

  it('fails every way of letting 手 stand for a hand', () => {
    for (const bad of [
      'めくり札が手に合わないときは譲ります。',
      'めくり札が手に合うなら取りましょう。',
      'ジョーカーが手に残ります。',
      'この手の点数は5が3枚のセットだけです。',
      '手全体で80点になります。',
      '相手の手は届くたびに検証されます。',
      '手は13枚のままです。',
      '手が強いときは攻めます。',
    ]) {
      expect(hand(bad), bad).toHaveLength(1);
    }
  });

  it('passes 手札, 手 as a move and the compounds and idioms with 手', () => {
    for (const good of [
      'めくり札が手札に合わないときは譲ります。',
      'この手札の点数は30点、手札全体で80点です。',
      '相手の手札は13枚、相手の手番です。',
      '一手ずつ再生します。一手戻す。直前の手を戻します。最善手を選びます。',
      '2番手に手順を示し、上手に選手が手元で確かめます。決め手はスートです。',
      '自分だけが見られる札が手に入り、最後の札を手にした人がリードします。',
    ]) {
      expect(hand(good), good).toEqual([]);
    }
  });
});

describe('Japanese spacing (STYLE-ja.md)', () => {
  const lines = pageLines().filter((l) => !/^\s*(?:---|title:|description:|template:|tableOfContents:)/.test(l.text));
  const byFile = new Map<string, Text[]>();
  for (const l of lines) byFile.set(l.file, [...(byFile.get(l.file) ?? []), l]);

  for (const [file, fileLines] of byFile) {
    it(`${file} has no half-width space next to Japanese text`, () => {
      const bad = fileLines
        .filter((l) => SPACE_NEXT_TO_JAPANESE.test(proseForSpacing(l.text)))
        .map((l) => `${l.file}:${l.line}: ${l.text.trim()}`);
      expect(bad).toEqual([]);
    });
  }

  // A question mark inside a paragraph is followed by a full-width space (U+3000), never directly by text.
  const QUESTION_RUN_ON = /？(?=[\p{L}\p{N}「])/u;

  it('a 「？」 followed by more text takes a full-width space, on every page and in every dictionary value', async () => {
    const texts = [...pageLines(), ...(await dictionaryValues())];
    const bad = texts.filter((t) => QUESTION_RUN_ON.test(t.text)).map((t) => (t.line ? `${t.file}:${t.line}` : t.file));
    expect(bad).toEqual([]);
    expect(QUESTION_RUN_ON.test('やり直しますか？このレッスンで')).toBe(true);
    expect(QUESTION_RUN_ON.test('やり直しますか？　このレッスンで')).toBe(false);
    expect(QUESTION_RUN_ON.test('## どの「ガラパゴス」？')).toBe(false);
  });

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
