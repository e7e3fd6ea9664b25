// The pseudo-language (qps): English words accented and made about 40% longer, keeping {placeholders}, tags and entities.
// Used by the PSEUDO_LOCALE=1 build for the dictionaries (src/i18n/lang.ts) and the pages (src/integrations/pseudo-locale.mjs).

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ď',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ľ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ü',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ď',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ľ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ü',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** One word (letters only) accented, its vowels doubled: about 40% longer, as German or French may be. */
function pseudoWord(word: string): string {
  let out = '';
  for (const ch of word) {
    const accented = ACCENTED[ch] ?? ch;
    out += accented;
    if (/[aeiouy]/i.test(ch)) out += accented;
  }
  // Short words without vowels to double ("K", "Q") stay as they are: card letters are the same in every language.
  return word.length > 2 && out.length < word.length * 1.3 ? out + accented(word) : out;
}

/** A padding letter for words with few vowels, so that they grow too. */
function accented(word: string): string {
  const last = word[word.length - 1];
  return ACCENTED[last] ?? last;
}

/** A text in the pseudo-language: letters outside {placeholders}, <tags>, &entities; and `code` are accented and lengthened. */
export function pseudoText(text: string): string {
  return text
    .split(/(\{\w+\}|<[^>]*>|&\w+;|`[^`]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[A-Za-z]{2,}/g, pseudoWord)))
    .join('');
}

/** A whole dictionary in the pseudo-language, key for key. */
export function pseudoWords<T extends Record<string, string>>(words: T): { readonly [K in keyof T]: string } {
  return Object.fromEntries(Object.entries(words).map(([key, text]) => [key, pseudoText(text)])) as { readonly [K in keyof T]: string };
}
