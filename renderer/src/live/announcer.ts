// Screen-reader announcements of the panel (aria-live): new orders, status changes, errors. A tiny store
// read by <LiveAnnouncer/>; anything may announce without rendering anything else (docs/board.md).
type Listener = () => void;

export interface Announcement {
  /** Changes on every announcement, so the same text twice is still read. */
  id: number;
  text: string;
  /** Errors interrupt (assertive); everything else waits its turn (polite). */
  urgent: boolean;
}

let current: Announcement | null = null;
let counter = 0;
const listeners = new Set<Listener>();

export const announcer = {
  announce(text: string, urgent = false): void {
    counter += 1;
    current = { id: counter, text, urgent };
    for (const listener of listeners) listener();
  },
  getSnapshot: (): Announcement | null => current,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
