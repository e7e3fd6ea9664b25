// Hook: a tool's state, taken from the address on load (if any of its parameters is there), then kept in step with it.
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { hasAny, readParams, writeParams, type UrlCodec } from './urlState.ts';

/**
 * A tool's state kept in step with the address (when `enabled`): it starts as `codec` reads `preset` (the props); after
 * hydration it takes the address's parameters if there are any; afterwards every change is written back with
 * history.replaceState (no new history entry). The address is not touched until the state changes, so a plain visit
 * keeps a clean address.
 */
export function useUrlState<S>(enabled: boolean | undefined, codec: UrlCodec<S>, preset: S) {
  const [state, setState] = useState<S>(() => codec.fromParams({}, preset));
  const { names } = codec;
  const params = codec.toParams(state);
  const mounted = useRef(false);
  const wanted = writeParams('', names, params);

  // A layout effect: the state from the link is rendered before Astro marks the island hydrated,
  // so nothing (a reader or a test) sees the presets' verdict after hydration.
  useLayoutEffect(() => {
    if (!enabled) return;
    const found = readParams(window.location.search, names);
    if (hasAny(found, names)) setState((current) => codec.fromParams(found, current));
    // Only on mount: the address is read once; afterwards the tool owns it.
  }, []);

  useEffect(() => {
    if (!enabled) return;
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const { pathname, search, hash } = window.location;
    const next = writeParams(search, names, params);
    if (next !== search) window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
  }, [enabled, wanted]);
  return [state, setState] as const;
}
