// The show_once announcements each user has closed in this browser, kept in localStorage per user
// (AnnouncementModal.tsx): on a shared counter PC, one cashier closing it does not hide it from the next.
// Its own module so the tests and benchmarks that mark the demo's announcement as seen use the same key
// without loading the dialog and antd.
export const ANNOUNCEMENTS_SEEN_KEY = 'panel.announcements.seen';

/** At most this many ids are remembered; older ones may show again once, which a show_once announcement allows. */
const REMEMBERED = 50;

/** The storage key of one user's list. */
export function seenKeyOf(userId: string): string {
  return `${ANNOUNCEMENTS_SEEN_KEY}.${userId}`;
}

export function seenAnnouncements(userId: string): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(seenKeyOf(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberAnnouncement(userId: string, uuid: string): void {
  try {
    window.localStorage.setItem(seenKeyOf(userId), JSON.stringify([...new Set([...seenAnnouncements(userId), uuid])].slice(-REMEMBERED)));
  } catch {
    // Storage unavailable: the announcement may show again on the next load.
  }
}
