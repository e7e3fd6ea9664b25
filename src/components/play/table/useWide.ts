// Hook: whether the screen is wide enough for side panels and a full toolbar (the same breakpoint as the CSS, 62rem).
import { useEffect, useState } from 'preact/hooks';

export const WIDE_QUERY = '(min-width: 62rem)';

export function useWide(): boolean {
  const [wide, setWide] = useState(() => typeof window !== 'undefined' && window.matchMedia(WIDE_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(WIDE_QUERY);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}
