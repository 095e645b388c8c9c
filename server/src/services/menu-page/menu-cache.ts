// The public menu page's copy of each commerce's menu (docs/public-menu.md, Cache). An entry is good while the
// commerce's intake versions (the same counters that invalidate the intake cache: migration 0005's triggers bump
// them on any change to the commerce, its categories, products, presentations, extras or sections) are the ones
// it was read at; every page request reads the versions (one small query), so a price or stock change shows on
// the next load on every instance, with no notification to wait for.
import { eq } from 'drizzle-orm';
import type { PublicMenu } from '../../../../shared/types/public-menu';
import type { Db } from '../../db/database';
import { commerces } from '../../db/schema/commerces';
import { notFound } from '../../errors';
import { MENU_MSG } from '../menu/messages';
import { getPublicMenu } from '../menu/public-menu';
import { readVersions, sameVersions, type IntakeVersions } from '../orders/intake-cache';

const MAX_COMMERCES = 2_000;

export interface RenderedPage {
  /** What else the page showed (clock, ads, pause, table, template). */
  key: string;
  html: string;
  /** The HTML compressed, made on first request per encoding. */
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

interface Entry {
  versions: IntakeVersions;
  menu: PublicMenu;
  /** The last page rendered from this menu. */
  page: RenderedPage | null;
}

export class MenuPageCache {
  private readonly byId = new Map<string, Entry>();
  private readonly idByPath = new Map<string, string>();

  constructor(
    private readonly db: Db,
    private readonly secretsKey: Buffer,
  ) {}

  /** The commerce's menu as GET …/menu reads it (without the availability, asked fresh by the caller). */
  async menu(idPath: string): Promise<{ commerceId: string; entry: Entry }> {
    const commerceId = this.idByPath.get(idPath) ?? (await this.lookUp(idPath));
    const versions = await readVersions(this.db, commerceId);
    const cached = this.byId.get(commerceId);
    if (cached && sameVersions(cached.versions, versions) && cached.menu.comercio.id_path === idPath) return { commerceId, entry: cached };
    this.byId.delete(commerceId);
    // getPublicMenu refuses an unknown or inactive commerce with the API's 404.
    const menu = await getPublicMenu(this.db, idPath, this.secretsKey);
    const entry: Entry = { versions, menu, page: null };
    if (this.byId.size >= MAX_COMMERCES) this.byId.delete(this.byId.keys().next().value!);
    this.byId.set(menu.comercio.id, entry);
    return { commerceId: menu.comercio.id, entry };
  }

  private async lookUp(idPath: string): Promise<string> {
    const [row] = await this.db.select({ id: commerces.id }).from(commerces).where(eq(commerces.id_path, idPath)).limit(1);
    if (!row) throw notFound(MENU_MSG.commerceNotFound);
    if (this.idByPath.size >= MAX_COMMERCES) this.idByPath.clear();
    this.idByPath.set(idPath, row.id);
    return row.id;
  }
}

const caches = new WeakMap<Db, MenuPageCache>();

export function menuPageCacheFor(db: Db, secretsKey: Buffer): MenuPageCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new MenuPageCache(db, secretsKey)));
  return cache;
}
