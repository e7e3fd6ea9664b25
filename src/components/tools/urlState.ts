// Reading a tool's state from the page address and writing it back (pure string functions, no DOM).

/** A tool's link parameters by name; undefined means "leave it out of the link". */
export type Params = Record<string, string | undefined>;

/** Longest parameter value read from a link; the rest is dropped so a hostile link cannot flood a tool. */
export const MAX_PARAM_CHARS = 300;

/** Cuts text to at most `max` characters (code points, so no emoji is split). */
export function clip(text: string, max = MAX_PARAM_CHARS): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('');
}

/** The tool's parameters found in a query string ('?a=…&b=…'); absent names are absent, values are clipped. */
export function readParams(search: string, names: readonly string[]): Params {
  let query: URLSearchParams;
  try {
    query = new URLSearchParams(search);
  } catch {
    return {};
  }
  const params: Params = {};
  for (const name of names) {
    const value = query.get(name);
    if (value !== null) params[name] = clip(value);
  }
  return params;
}

/** True if the query string mentions at least one of the names. */
export function hasAny(params: Params, names: readonly string[]): boolean {
  return names.some((name) => params[name] !== undefined);
}

/** Encodes a value but keeps commas readable ('AH,2H,3H'). */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%2C/gi, ',');
}

/**
 * A new query string with the tool's parameters set (empty or undefined ones removed) and every
 * other parameter of the page kept as it was. Returns '' when nothing is left.
 */
export function writeParams(search: string, names: readonly string[], values: Params): string {
  const others: string[] = [];
  const query = search.startsWith('?') ? search.slice(1) : search;
  for (const part of query.split('&')) {
    if (part === '') continue;
    let name: string;
    try {
      name = decodeURIComponent(part.split('=')[0].replace(/\+/g, ' '));
    } catch {
      name = part;
    }
    if (!names.includes(name)) others.push(part);
  }
  const ours = names
    .filter((name) => values[name] !== undefined && values[name] !== '')
    .map((name) => `${encodeURIComponent(name)}=${encodeValue(values[name] as string)}`);
  const all = [...others, ...ours];
  return all.length === 0 ? '' : `?${all.join('&')}`;
}

/** Reads an on/off parameter ('1', 'true', 'yes', 'on' / '0', 'false', 'no', 'off'); anything else is undefined. */
export function readFlag(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  const v = value.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  return undefined;
}
