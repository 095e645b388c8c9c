// A CSS media query's current answer (width, the system's reduced-motion setting…), followed live.
import { useCallback, useSyncExternalStore } from 'react';

/** Whether `query` matches now; `fallback` where there is no window (never in the panel, kept for tests). */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  const subscribe = useCallback(
    (callback: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', callback);
      return () => list.removeEventListener('change', callback);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => fallback);
}
