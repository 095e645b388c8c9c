// The demo's platform announcement opens a dialog over the first screen of every signed-in user. Tests and
// benchmarks that look at other screens mark it as seen, as a user who closed it once has it: the panel still
// asks for it, then keeps it closed (show_once, remembered per user). They used to answer the request with an empty list
// through a Playwright route, but a context with any route sends every request of its pages through the test
// process and loads without the HTTP cache: about a tenth more CPU per panel load, in Chromium and in Node.
import type { BrowserContext } from 'playwright-core';
import type { DbHandle } from '../server/src/db/database';
import { ANNOUNCEMENTS_SEEN_KEY } from '../renderer/src/features/support/seen-announcements';

/** Every announcement of a server's database (the demo seeds one, show_once). */
export async function announcementIds(handle: DbHandle): Promise<string[]> {
  // Loaded here only: the e2e workers, which just mark ids, need no server schema.
  const { announcements } = await import('../server/src/db/schema/index');
  const rows = await handle.db.select({ uuid: announcements.uuid }).from(announcements);
  return rows.map((row) => row.uuid);
}

/**
 * Before each document of the context: these announcements are among the ones every user of this browser has
 * closed. The list is per user (seenKeyOf) and the user is known only once signed in, so reads of any user's
 * list answer it with these ids added.
 */
export async function markAnnouncementsSeen(context: BrowserContext, ids: readonly string[]): Promise<void> {
  await context.addInitScript(
    ([prefix, seen]) => {
      if (window !== window.top) return;
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (this: Storage, name: string): string | null {
        const value = getItem.call(this, name);
        if (typeof name !== 'string' || !name.startsWith(`${prefix}.`)) return value;
        try {
          const stored: unknown = JSON.parse(value ?? '[]');
          const kept = Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
          return JSON.stringify([...new Set([...kept, ...seen])]);
        } catch {
          return JSON.stringify(seen);
        }
      };
    },
    [ANNOUNCEMENTS_SEEN_KEY, [...ids]] as const,
  );
}
