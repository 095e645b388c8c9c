// Two locations of one account for the shared menu e2e (docs/master-menu.md), made by the e2e server at start:
// «Sucursal Centro» (the master, with a small menu) and «Sucursal Norte», moved into the master's account as
// «Agregar sucursal» would, each with its own owner login.
import { eq } from 'drizzle-orm';
import type { DbHandle } from '../../../server/src/db/database';
import { categories, commerces, products } from '../../../server/src/db/schema/index';
import { createCommerceFixture } from '../../../testkit/commerce-fixture';
import type { E2EAccount } from '../support/accounts';

export async function twoLocations(handle: DbHandle): Promise<{ menuMaster: E2EAccount; menuFollower: E2EAccount }> {
  const master = await createCommerceFixture(handle, { plan: 'PLUS', nombre: 'Sucursal Centro' });
  const follower = await createCommerceFixture(handle, { plan: 'PLUS', nombre: 'Sucursal Norte' });
  await handle.db.update(commerces).set({ account_id: master.accountId }).where(eq(commerces.id, follower.commerceId));
  const [tacos] = await handle.db.insert(categories).values({ id_comercio: master.commerceId, nombre: 'Tacos', orden: 0 }).returning();
  await handle.db.insert(products).values([
    { id_comercio: master.commerceId, id_categoria: tacos!.id, nombre: 'Taco al pastor', precio_cents: 2500, orden: 0 },
    { id_comercio: master.commerceId, id_categoria: tacos!.id, nombre: 'Taco de suadero', precio_cents: 2800, orden: 1 },
  ]);
  return { menuMaster: { email: master.email, password: master.password }, menuFollower: { email: follower.email, password: follower.password } };
}
