// Order intake prices from a per-commerce cache (server/src/services/orders/intake-cache.ts). A change
// written straight to the database — as another instance would — must never let a cached menu or rule
// take an order, and the monthly counter row follows every order. PGlite and PostgreSQL.
import { and, eq, sql } from 'drizzle-orm';
import { monthKey } from '@shared/dates';
import { describe, expect, it } from 'vitest';
import { commerces } from '../../../server/src/db/schema/commerces';
import { products } from '../../../server/src/db/schema/menu';
import { orderMonthCounts } from '../../../server/src/db/schema/runtime';
import { orderBody, placeOrder, type OrderingCommerce, withOrderingCommerce } from '../orders/support';
import type { TestApp } from '../../../testkit/test-app';

let t: TestApp;
let shop: OrderingCommerce;

withOrderingCommerce((app, commerce) => {
  t = app;
  shop = commerce;
});

async function monthCount(): Promise<number> {
  const [row] = await t.handle.db
    .select({ n: orderMonthCounts.recibidos })
    .from(orderMonthCounts)
    .where(and(eq(orderMonthCounts.id_comercio, shop.commerce.commerceId), eq(orderMonthCounts.mes, monthKey(new Date(), 'America/Mexico_City'))));
  return row?.n ?? 0;
}

describe('intake cache', () => {
  it('refuses a product sold out behind its back, then takes it again once back', async () => {
    const before = await monthCount();
    expect((await placeOrder(t.app, shop.idPath, orderBody(shop.menu))).statusCode).toBe(201);
    expect(await monthCount()).toBe(before + 1);

    // Written directly, as another server instance would: no request of this app saw the change.
    await t.handle.db.update(products).set({ agotado: true }).where(eq(products.id, shop.menu.tacoId));
    const refused = await placeOrder(t.app, shop.idPath, orderBody(shop.menu));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'PRODUCT_UNAVAILABLE' });
    expect(await monthCount()).toBe(before + 1);

    await t.handle.db.update(products).set({ agotado: false }).where(eq(products.id, shop.menu.tacoId));
    expect((await placeOrder(t.app, shop.idPath, orderBody(shop.menu))).statusCode).toBe(201);
    expect(await monthCount()).toBe(before + 2);
  });

  it('follows a commerce closed and a price changed straight in the database', async () => {
    await t.handle.db.update(commerces).set({ servicio_activo: false }).where(eq(commerces.id, shop.commerce.commerceId));
    expect((await placeOrder(t.app, shop.idPath, orderBody(shop.menu))).json()).toMatchObject({ code: 'COMMERCE_CLOSED' });
    await t.handle.db.update(commerces).set({ servicio_activo: true }).where(eq(commerces.id, shop.commerce.commerceId));

    await t.handle.db.update(products).set({ precio_cents: sql`${products.precio_cents} + 1000` }).where(eq(products.id, shop.menu.tacoId));
    const placed = await placeOrder(t.app, shop.idPath, orderBody(shop.menu));
    expect(placed.statusCode).toBe(201);
    const [product] = await t.handle.db.select({ cents: products.precio_cents }).from(products).where(eq(products.id, shop.menu.tacoId));
    const line = (placed.json() as { productos: { id_producto: string; precio: number }[] }).productos.find((l) => l.id_producto === shop.menu.tacoId);
    expect(line?.precio).toBe(product!.cents / 100);
  });
});
