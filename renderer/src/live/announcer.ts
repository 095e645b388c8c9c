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

export interface Announcements {
  polite: Announcement | null;
  urgent: Announcement | null;
}

let current: Announcements = { polite: null, urgent: null };
let counter = 0;
const listeners = new Set<Listener>();

export const announcer = {
  announce(text: string, urgent = false): void {
    counter += 1;
    const announcement = { id: counter, text, urgent };
    current = urgent ? { ...current, urgent: announcement } : { ...current, polite: announcement };
    for (const listener of listeners) listener();
  },
  getSnapshot: (): Announcements => current,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
