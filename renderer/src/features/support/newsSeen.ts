// The id of the newest news item the user has viewed, kept in localStorage so the badge stays cleared
// across reloads; components subscribe to changes within the page.
import { useSyncExternalStore } from 'react';

export const NEWS_SEEN_KEY = 'panel.news.lastSeenId';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.localStorage.getItem(NEWS_SEEN_KEY);
  } catch {
    return null;
  }
}

export function markNewsSeen(id: string): void {
  if (read() === id) return;
  try {
    window.localStorage.setItem(NEWS_SEEN_KEY, id);
  } catch {
    // Storage unavailable (private mode): the badge simply returns on the next load.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLastSeenNewsId(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

/** Items above the last one viewed (the list is newest first); all of them if none was viewed. */
export function unseenCount(ids: readonly string[], lastSeenId: string | null): number {
  const index = lastSeenId ? ids.indexOf(lastSeenId) : -1;
  return index === -1 ? ids.length : index;
}
