// How this PC shows the board: cards or the dense list (one row per order), and the order inside each
// column. Kept in localStorage, so each counter PC keeps its own choice across reloads and logins.
import { useSyncExternalStore } from 'react';
import { BOARD_SORTS, type BoardSort } from './board-selectors';

export const BOARD_VIEWS = ['cards', 'dense'] as const;
export type BoardView = (typeof BOARD_VIEWS)[number];

export interface BoardPreferences {
  view: BoardView;
  sort: BoardSort;
}

const VIEW_KEY = 'tablero:vista';
const SORT_KEY = 'tablero:orden';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readChoice<T extends string>(key: string, choices: readonly T[], fallback: T): T {
  const value = storage()?.getItem(key);
  return choices.find((choice) => choice === value) ?? fallback;
}

let current: BoardPreferences = { view: readChoice(VIEW_KEY, BOARD_VIEWS, 'cards'), sort: readChoice(SORT_KEY, BOARD_SORTS, 'arrival') };
const listeners = new Set<() => void>();

export const boardPreferences = {
  get: (): BoardPreferences => current,
  set(next: Partial<BoardPreferences>): void {
    current = { ...current, ...next };
    try {
      storage()?.setItem(VIEW_KEY, current.view);
      storage()?.setItem(SORT_KEY, current.sort);
    } catch {
      // Storage full or blocked: the choice holds for this page.
    }
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useBoardPreferences(): BoardPreferences {
  return useSyncExternalStore(boardPreferences.subscribe, boardPreferences.get);
}
