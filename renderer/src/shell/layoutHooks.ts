// Layout state: desktop from 1024 px (docs/domain.md), and UI flags remembered in localStorage.
import { useCallback, useState } from 'react';
import { useMediaQuery } from '../app/useMediaQuery';

export const DESKTOP_MIN_WIDTH = 1024;
const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY, true);
}

function readFlag(key: string, fallback: boolean): boolean {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : raw === 'true';
  } catch {
    return fallback;
  }
}

/** A boolean kept in localStorage under `key`. */
export function useStoredFlag(key: string, fallback = false): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => readFlag(key, fallback));
  const update = useCallback(
    (next: boolean) => {
      setValue(next);
      try {
        localStorage.setItem(key, String(next));
      } catch {
        // Without storage the flag lasts for this page only.
      }
    },
    [key],
  );
  return [value, update];
}

export const SIDEBAR_COLLAPSED_KEY = 'panel.sidebarCollapsed';
export const STATUS_BAR_COLLAPSED_KEY = 'panel.statusBarCollapsed';
