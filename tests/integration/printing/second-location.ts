// A second location (commerce) of the demo account for the several-locations tests (docs/printing.md «Varias
// sucursales»): the demo commerce copied under another id, path and name, with its categories and products, and
// a session of the demo owner bound to it — what the account details' `accountCommerceTokens` hand the panel.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { categories, commerces, products, users } from '../../../server/src/db/schema';
import { createSession } from '../../../server/src/services/sessions';
import type { RunningServer } from '../../../server/src/start-server';

export interface SecondLocation {
  commerceId: string;
  idPath: string;
  name: string;
  token: string;
}

export async function addSecondLocation(server: RunningServer, from: { commerceId: string }, name: string, idPath: string): Promise<SecondLocation> {
  const { db } = server.handle;
  const [commerce] = await db.select().from(commerces).where(eq(commerces.id, from.commerceId));
  if (!commerce) throw new Error('sin comercio demo');
  const commerceId = randomUUID();
  // Its own folio prefix and count: a ticket's folio tells the two locations' orders apart.
  await db.insert(commerces).values({ ...commerce, id: commerceId, id_path: idPath, nombre: name, prefijo_folio: 'SUS', ultimo_folio: 0 });
  const categoryIds = new Map<string, string>();
  for (const category of await db.select().from(categories).where(eq(categories.id_comercio, from.commerceId))) {
    const id = randomUUID();
    categoryIds.set(category.id, id);
    await db.insert(categories).values({ ...category, id, id_comercio: commerceId });
  }
  for (const product of await db.select().from(products).where(eq(products.id_comercio, from.commerceId))) {
    await db.insert(products).values({ ...product, id: randomUUID(), id_comercio: commerceId, id_categoria: categoryIds.get(product.id_categoria) ?? product.id_categoria });
  }
  const [owner] = await db.select({ id: users.id }).from(users).where(and(eq(users.id_comercio, from.commerceId), eq(users.role, 'owner')));
  if (!owner) throw new Error('sin dueño de la cuenta demo');
  const { token } = await createSession(db, { userId: owner.id, commerceId, ttlHours: 24 });
  return { commerceId, idPath, name, token };
}
