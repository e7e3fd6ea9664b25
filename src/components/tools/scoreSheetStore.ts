// Keeping the score sheet in localStorage: validated on load; a damaged entry is reported and kept, never silently lost.
import { KEYS, readText, writeJson, type StorageLike } from '../../storage/storage.ts';
import { isSheetDeal, MAX_DEALS, MAX_NAME_CHARS, type Sheet } from './scoreSheetLogic.ts';

export const STORAGE_KEY = KEYS.scoreSheet;
/** Where a damaged entry is copied before a new sheet replaces it. */
export const BACKUP_KEY = KEYS.scoreSheetDamaged;

export type CorruptDetail =
  { readonly code: 'not-json' } | { readonly code: 'wrong-shape' } | { readonly code: 'bad-deal'; readonly n: number };

export type LoadResult =
  | { readonly kind: 'empty' }
  | { readonly kind: 'ok'; readonly sheet: Sheet }
  | { readonly kind: 'corrupt'; readonly raw: string; readonly detail: CorruptDetail };

/** Reads stored text into a sheet, or says exactly what is wrong with it. */
export function parseStoredSheet(raw: string | null): LoadResult {
  if (raw === null || raw === '') return { kind: 'empty' };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { kind: 'corrupt', raw, detail: { code: 'not-json' } };
  }
  if (typeof data !== 'object' || data === null) return { kind: 'corrupt', raw, detail: { code: 'wrong-shape' } };
  const d = data as Record<string, unknown>;
  const names = d.names;
  const namesOk =
    Array.isArray(names) && names.length === 2 && names.every((n) => typeof n === 'string' && Array.from(n).length <= MAX_NAME_CHARS);
  if (d.version !== 1 || !namesOk || !Array.isArray(d.deals) || d.deals.length > MAX_DEALS) {
    return { kind: 'corrupt', raw, detail: { code: 'wrong-shape' } };
  }
  const bad = d.deals.findIndex((deal) => !isSheetDeal(deal));
  if (bad >= 0) return { kind: 'corrupt', raw, detail: { code: 'bad-deal', n: bad + 1 } };
  const deals = d.deals.map((deal): Sheet['deals'][number] => {
    const { melds, tricks, cardsLeft } = deal as Sheet['deals'][number];
    return { melds: [melds[0], melds[1]], tricks: [tricks[0], tricks[1]], cardsLeft: [cardsLeft[0], cardsLeft[1]] };
  });
  return { kind: 'ok', sheet: { version: 1, names: [names[0] as string, names[1] as string], deals } };
}

export function loadSheet(storage: StorageLike): LoadResult {
  const text = readText(storage, STORAGE_KEY);
  return parseStoredSheet(text.ok ? text.value : null);
}

/** Saves the sheet; false if the browser refused. */
export const saveSheet = (storage: StorageLike, sheet: Sheet): boolean => writeJson(storage, STORAGE_KEY, sheet);

/** Keeps a copy of a damaged entry under BACKUP_KEY, then clears the sheet's key so a new sheet can start. */
export function backUpDamaged(storage: StorageLike, raw: string): void {
  try {
    storage.setItem(BACKUP_KEY, raw);
    storage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused: the new sheet simply is not saved; the damaged text stays where it was.
  }
}
