// The two calls every menu write path makes (docs/master-menu.md): `assertOwnMenu` before a change only the
// master may make (a follower's structure is the master's), `afterMenuWrite` after the write, inside its
// transaction when it has one: a master's change is copied to its followers, a follower's price change
// decides which of its prices are now its own.
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../../db/database';
import { commerces } from '../../../db/schema/index';
import { conflict } from '../../../errors';
import { menuChanged } from '../menu-changed';
import { MASTER_MENU_MSG } from './messages';
import { lockMasterMenu, syncFollower } from './sync';

export const MASTER_MENU_CODE = 'MASTER_MENU';

function isTransaction(db: DbOrTx): db is Tx {
  return 'rollback' in db;
}

/** Runs `work` in the caller's transaction, or in a new one. */
export async function inTransaction<T>(db: DbOrTx, work: (tx: Tx) => Promise<T>): Promise<T> {
  return isTransaction(db) ? work(db) : (db as Db).transaction(work);
}

/** The location whose menu this commerce follows, or null when the menu is its own. */
export async function followedMaster(db: DbOrTx, commerceId: string): Promise<{ id: string; nombre: string } | null> {
  const [row] = await db
    .select({ id: commerces.id, nombre: commerces.nombre })
    .from(commerces)
    .where(sql`${commerces.id} = (SELECT ${commerces.menu_maestro_id} FROM ${commerces} WHERE ${commerces.id} = ${commerceId})`);
  return row ?? null;
}

/** 409 MASTER_MENU in a location that follows a master menu: categories, products, extras and sections are the master's. */
export async function assertOwnMenu(db: DbOrTx, commerceId: string): Promise<void> {
  const master = await followedMaster(db, commerceId);
  if (master) throw conflict(MASTER_MENU_MSG.managedBy(master.nombre), MASTER_MENU_CODE);
}

/** Copies the master's menu to every follower (a full reconcile, sync.ts). */
export async function syncFollowersOf(db: DbOrTx, masterId: string): Promise<void> {
  const followers = await db.select({ id: commerces.id }).from(commerces).where(eq(commerces.menu_maestro_id, masterId));
  if (followers.length === 0) return;
  await inTransaction(db, async (tx) => {
    await lockMasterMenu(tx, masterId);
    for (const follower of followers) {
      await syncFollower(tx, masterId, follower.id, { byName: false });
      // The follower's channels keep their copy of its menu too (menu.changed, docs/webhooks.md).
      await menuChanged(tx, follower.id, { cambio: 'menu_maestro_sincronizado', id_maestro: masterId });
    }
  });
}

/**
 * A follower's price equal to its master's follows the master again; a different one is its own (kept when
 * the master's price changes). Read in one statement per table from the prices as they are now.
 */
export async function markOwnPrices(db: DbOrTx, followerId: string, masterId: string): Promise<void> {
  await db.execute(sql`
    UPDATE products AS f SET precio_propio = (f.precio_cents <> m.precio_cents)
    FROM products AS m
    WHERE f.id_comercio = ${followerId} AND m.id = f.id_maestro AND m.id_comercio = ${masterId}
      AND f.precio_propio <> (f.precio_cents <> m.precio_cents)`);
  await db.execute(sql`
    UPDATE product_presentations AS f SET precio_propio = (f.precio_cents <> m.precio_cents)
    FROM product_presentations AS m
    WHERE f.id_comercio = ${followerId} AND m.id = f.id_maestro AND m.id_comercio = ${masterId}
      AND f.precio_propio <> (f.precio_cents <> m.precio_cents)`);
  await db.execute(sql`
    UPDATE extra_options AS f SET precio_propio = (f.precio_cents <> m.precio_cents)
    FROM extra_options AS m
    WHERE f.id_comercio = ${followerId} AND m.id = f.id_maestro AND m.id_comercio = ${masterId}
      AND f.precio_propio <> (f.precio_cents <> m.precio_cents)`);
}

/** After any write to a commerce's menu (see the header). */
export async function afterMenuWrite(db: DbOrTx, commerceId: string): Promise<void> {
  const [row] = await db.select({ masterId: commerces.menu_maestro_id }).from(commerces).where(and(eq(commerces.id, commerceId)));
  if (row?.masterId) await markOwnPrices(db, commerceId, row.masterId);
  else await syncFollowersOf(db, commerceId);
}
