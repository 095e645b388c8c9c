// Everything the menu page's first response shows, read per request: the cached menu (menu-cache.ts) with the
// availability, ads, pause and table asked fresh (they follow the clock), and the rendered page kept while
// all of it is the same.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import { HttpError } from '../../errors';
import { adsOnShow } from '../ads/ads';
import { availabilityById } from '../availability/availability';
import { busyModeOf } from '../busy-mode/busy-mode';
import { getPublicTable, withAvailability } from '../menu/public-menu';
import type { MenuPageData } from '../../../../shared/public-menu/page-data';
import type { PageUrls } from './head';
import { menuPageCacheFor } from './menu-cache';
import { renderMenuPage } from './render';

export interface MenuPageRequest {
  idPath: string;
  tableUuid: string | null;
  template: string;
  baseUrl: string;
  secretsKey: Buffer;
}

/** The page's HTML, or null when the commerce or the table is unknown (the page then shows its own message). */
export async function menuPageHtml(db: Db, request: MenuPageRequest, now: Date = new Date()): Promise<string | null> {
  const cache = menuPageCacheFor(db, request.secretsKey);
  try {
    const { commerceId, entry } = await cache.menu(request.idPath);
    const [disponibilidad, ads, busy, table] = await Promise.all([
      availabilityById(db, commerceId, now),
      adsOnShow(db, request.idPath, now),
      busyModeOf(db, commerceId, now),
      request.tableUuid ? getPublicTable(db, request.idPath, request.tableUuid) : Promise.resolve(null),
    ]);
    // Busy mode pauses online orders, not the guests ordering from a table's QR (docs/counter.md).
    const data: MenuPageData = { menu: withAvailability(entry.menu, disponibilidad), ads, busy: request.tableUuid ? null : busy, table };
    const urls: PageUrls = { base: request.baseUrl, path: `/m/${encodeURIComponent(request.idPath)}` };
    const key = createHash('sha1')
      .update(JSON.stringify([request.template, urls, disponibilidad, ads, data.busy, table]))
      .digest('base64url');
    if (entry.page?.key === key) return entry.page.html;
    const html = renderMenuPage(request.template, data, urls);
    entry.page = { key, html };
    return html;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}
