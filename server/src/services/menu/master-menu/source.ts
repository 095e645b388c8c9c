// Which menu a location uses (GET/PUT /v1/menu/maestro, docs/master-menu.md): its own, or the master menu
// of another location of the same account. One level only: a master has its own menu, and a location that
// others follow cannot follow anyone.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { MenuLocation, MenuSource } from '@shared/types/master-menu';
import type { Db, DbOrTx, Tx } from '../../../db/database';
import { categories, commerces, extraGroups, extraOptions, productPresentations, products, sections } from '../../../db/schema/index';
import { badRequest, notFound } from '../../../errors';
import { asBody, isUuid } from '../../input';
import { MASTER_MENU_MSG } from './messages';
import { lockMasterMenu, syncFollower } from './sync';

async function commerceRow(db: DbOrTx, commerceId: string) {
  const [row] = await db.select({ id: commerces.id, accountId: commerces.account_id, masterId: commerces.menu_maestro_id }).from(commerces).where(eq(commerces.id, commerceId));
  if (!row) throw notFound(MASTER_MENU_MSG.locationNotFound);
  return row;
}

/**
 * `accountWide`: the owner, who may choose among the account's locations, sees them; anyone else sees only
 * which location this menu comes from (staff of one location never learn the others, docs/locations.md).
 */
export async function getMenuSource(db: DbOrTx, commerceId: string, options: { accountWide: boolean }): Promise<MenuSource> {
  const self = await commerceRow(db, commerceId);
  const others = await db
    .select({ id: commerces.id, nombre: commerces.nombre, masterId: commerces.menu_maestro_id })
    .from(commerces)
    .where(and(eq(commerces.account_id, self.accountId), ne(commerces.id, commerceId)))
    .orderBy(asc(commerces.created_at));
  const location = (row: { id: string; nombre: string }): MenuLocation => ({ id: row.id, nombre: row.nombre });
  const master = others.find((row) => row.id === self.masterId);
  return {
    menu_maestro_id: self.masterId,
    maestro: master ? location(master) : null,
    sucursales: options.accountWide ? others.filter((row) => row.masterId === null).map(location) : [],
    seguidores: options.accountWide ? others.filter((row) => row.masterId === commerceId).map(location) : [],
  };
}

/** Stopping keeps the current copy as the location's own menu: links and price marks are cleared. */
async function unlinkMenu(tx: Tx, commerceId: string): Promise<void> {
  for (const table of [categories, extraGroups, sections]) {
    await tx.update(table).set({ id_maestro: null }).where(and(eq(table.id_comercio, commerceId), sql`${table.id_maestro} IS NOT NULL`));
  }
  for (const table of [products, productPresentations, extraOptions]) {
    await tx.update(table).set({ id_maestro: null, precio_propio: false }).where(and(eq(table.id_comercio, commerceId), sql`${table.id_maestro} IS NOT NULL`));
  }
}

/**
 * PUT /v1/menu/maestro { menu_maestro_id }: null keeps the current menu as the location's own; an id of
 * another location of the account copies that menu here now (same-name items are taken over, the rest of
 * this location's menu is deleted) and keeps it in sync from then on.
 */
export async function setMenuSource(db: Db, commerceId: string, input: unknown): Promise<MenuSource> {
  const sent = asBody(input).menu_maestro_id;
  if (sent !== null && typeof sent !== 'string') throw badRequest('menu_maestro_id debe ser el id de una sucursal o null', 'menu_maestro_id');
  const self = await commerceRow(db, commerceId);
  await db.transaction(async (tx) => {
    if (sent === null) {
      if (self.masterId === null) return;
      await tx.update(commerces).set({ menu_maestro_id: null }).where(eq(commerces.id, commerceId));
      await unlinkMenu(tx, commerceId);
      return;
    }
    if (sent === commerceId) throw badRequest(MASTER_MENU_MSG.notItself, 'menu_maestro_id');
    // Another account's commerce answers like an unknown id (tenant rule: its existence is not revealed).
    if (!isUuid(sent)) throw notFound(MASTER_MENU_MSG.locationNotFound);
    const [master] = await tx.select({ id: commerces.id, accountId: commerces.account_id, masterId: commerces.menu_maestro_id }).from(commerces).where(eq(commerces.id, sent));
    if (!master || master.accountId !== self.accountId) throw notFound(MASTER_MENU_MSG.locationNotFound);
    if (master.masterId !== null) throw badRequest(MASTER_MENU_MSG.masterFollows, 'menu_maestro_id');
    const [follower] = await tx.select({ id: commerces.id }).from(commerces).where(eq(commerces.menu_maestro_id, commerceId)).limit(1);
    if (follower) throw badRequest(MASTER_MENU_MSG.hasFollowers, 'menu_maestro_id');
    if (self.masterId === master.id) return;
    await lockMasterMenu(tx, master.id);
    // A switch from another master starts over: the previous links name rows of that other menu.
    if (self.masterId !== null) await unlinkMenu(tx, commerceId);
    await tx.update(commerces).set({ menu_maestro_id: master.id }).where(eq(commerces.id, commerceId));
    await syncFollower(tx, master.id, commerceId, { byName: true });
  });
  return getMenuSource(db, commerceId, { accountWide: true });
}
