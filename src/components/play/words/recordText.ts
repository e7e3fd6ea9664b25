// A broken game record's error in words, naming the line and the offending text.
import { format, type Lang } from '../../../i18n/lang.ts';
import type { RecordError } from '../session/gameRecord.ts';
import { words } from '../../../i18n/books.ts';
import { engineErrorText } from './words.ts';

const MAX_TOKEN = 40;

function shorten(token: string): string {
  const chars = Array.from(token);
  return chars.length <= MAX_TOKEN ? token : `${chars.slice(0, MAX_TOKEN - 1).join('')}…`;
}

/** The error in words (needs the later words, laterWords.ts). */
export function recordErrorText(error: RecordError, lang: Lang): string {
  const texts = words('problems', lang) as Record<string, string>;
  const key = `recordError.${error.code}`;
  return format(Object.hasOwn(texts, key) ? texts[key] : texts['recordError.action-line'], {
    line: error.line,
    token: shorten(error.token),
    why: engineErrorText(error.engineCode ?? 'other', lang),
  });
}
