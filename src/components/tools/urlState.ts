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

/**
 * A new query string with the tool's parameters set (empty or undefined ones removed) and every
 * other parameter of the page kept. Commas stay readable ('AH,2H,3H'). Returns '' when nothing is left.
 */
export function writeParams(search: string, names: readonly string[], values: Params): string {
  const query = new URLSearchParams(search);
  for (const name of names) query.delete(name);
  for (const name of names) {
    const value = values[name];
    if (value !== undefined && value !== '') query.append(name, value);
  }
  const text = query.toString().replace(/%2C/gi, ',');
  return text === '' ? '' : `?${text}`;
}

/** Reads an on/off parameter ('1', 'true', 'yes', 'on' / '0', 'false', 'no', 'off'); anything else is undefined. */
export function readFlag(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  const v = value.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  return undefined;
}

/** How a tool's state is kept in the address: its parameter names, and the state read from them and written to them. */
export interface UrlCodec<S> {
  readonly names: readonly string[];
  readonly fromParams: (params: Params, current: S) => S;
  readonly toParams: (state: S) => Params;
}
