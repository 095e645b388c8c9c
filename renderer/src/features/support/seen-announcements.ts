// The show_once announcements this browser has closed, kept in localStorage (AnnouncementModal.tsx). Its own
// module so the tests and benchmarks that mark the demo's announcement as seen use the same key without
// loading the dialog and antd.
export const ANNOUNCEMENTS_SEEN_KEY = 'panel.announcements.seen';

/** At most this many ids are remembered; older ones may show again once, which a show_once announcement allows. */
const REMEMBERED = 50;

export function seenAnnouncements(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(ANNOUNCEMENTS_SEEN_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberAnnouncement(uuid: string): void {
  try {
    window.localStorage.setItem(ANNOUNCEMENTS_SEEN_KEY, JSON.stringify([...new Set([...seenAnnouncements(), uuid])].slice(-REMEMBERED)));
  } catch {
    // Storage unavailable: the announcement may show again on the next load.
  }
}
