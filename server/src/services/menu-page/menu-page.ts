// Everything the menu page's first response shows, read per request: the cached menu (menu-cache.ts) with the
// availability, ads, pause and table asked fresh (they follow the clock), and the rendered page kept while
// all of it is the same.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Db } from '../../db/database';
import { HttpError } from '../../errors';
import { adsOnShow } from '../ads/ads';
import { availabilityById } from '../availability/availability';
import { busyModeOf } from '../busy-mode/busy-mode';
import { getPublicTable, withAvailability } from '../menu/public-menu';
import type { MenuPageData } from '../../../../shared/public-menu/page-data';
import type { PageUrls } from './head';
import { menuPageCacheFor, type RenderedPage } from './menu-cache';
import { renderMenuPage } from './render';
import { menuPath } from '../../../../shared/public-menu/links';

export interface MenuPageRequest {
  idPath: string;
  tableUuid: string | null;
  template: string;
  baseUrl: string;
  secretsKey: Buffer;
}

export type PageEncoding = 'br' | 'gzip';

/** The page's bytes in `encoding`, compressed once per rendered page (a phone on mobile data gets ~1/6 of them). */
export function encodedPage(page: RenderedPage, encoding: PageEncoding): Buffer {
  let bytes = page.encoded[encoding];
  if (!bytes) {
    const html = Buffer.from(page.html);
    bytes = encoding === 'br' ? brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length } }) : gzipSync(html, { level: 9 });
    page.encoded[encoding] = bytes;
  }
  return bytes;
}

/** The rendered page, or null when the commerce or the table is unknown (the page then shows its own message). */
export async function menuPage(db: Db, request: MenuPageRequest, now: Date = new Date()): Promise<RenderedPage | null> {
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
    const urls: PageUrls = { base: request.baseUrl, path: menuPath(request.idPath) };
    const key = createHash('sha1')
      .update(JSON.stringify([request.template, urls, disponibilidad, ads, data.busy, table]))
      .digest('base64url');
    if (entry.page?.key === key) return entry.page;
    entry.page = { key, html: renderMenuPage(request.template, data, urls), encoded: {} };
    return entry.page;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}
