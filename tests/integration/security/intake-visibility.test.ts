// Public intake offers only what the public menu shows: a product of a hidden category, or listed only in
// hidden sections, is refused like a sold-out one (422 PRODUCT_UNAVAILABLE, Spanish message), no order is
// stored, and showing it again makes it orderable.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PublicMenu } from '@shared/types/public-menu';
import { orders } from '../../../server/src/db/schema/index';
import { ORDER_MSG } from '../../../server/src/services/orders/errors';
import { orderBody, placeOrder, type OrderingCommerce, withOrderingCommerce } from '../orders/support';
import type { TestApp } from '../../../testkit/test-app';

let t: TestApp;
let shop: OrderingCommerce;

withOrderingCommerce((app, commerce) => {
  t = app;
  shop = commerce;
});

async function orderCount(): Promise<number> {
  const [row] = await t.handle.db.select({ n: count() }).from(orders).where(eq(orders.id_comercio, shop.commerce.commerceId));
  return Number(row?.n ?? 0);
}

async function menuProductIds(): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/v1/public/comercio/${shop.idPath}/menu` });
  return res.json<PublicMenu>().categorias.flatMap((c) => c.productos.map((p) => p.id));
}

function api(method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) {
  return t.app.inject({ method, url, headers: shop.auth.headers, payload });
}

describe('public intake and hidden menu parts', () => {
  it('refuses a product whose category is hidden, then accepts it once shown again', async () => {
    const before = await orderCount();
    expect((await api('PUT', `/v1/categorias/${shop.menu.categoryId}`, { activo: false })).statusCode).toBe(200);
    const refused = await placeOrder(t.app, shop.idPath, orderBody(shop.menu));
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'PRODUCT_UNAVAILABLE', message: ORDER_MSG.productHidden('Taco al pastor') });
    expect(await orderCount()).toBe(before);
    expect(await menuProductIds()).not.toContain(shop.menu.tacoId);

    expect((await api('PUT', `/v1/categorias/${shop.menu.categoryId}`, { activo: true })).statusCode).toBe(200);
    expect((await placeOrder(t.app, shop.idPath, orderBody(shop.menu))).statusCode).toBe(201);
  });

  it('refuses a product listed only in hidden sections; a shown section listing it makes it orderable', async () => {
    const hidden = await api('POST', '/v1/secciones', { nombre: 'Temporada', productos: [shop.menu.tacoId], activo: false });
    expect(hidden.statusCode, hidden.body).toBe(201);
    const before = await orderCount();
    const refused = await placeOrder(t.app, shop.idPath, orderBody(shop.menu));
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'PRODUCT_UNAVAILABLE', message: ORDER_MSG.productHidden('Taco al pastor') });
    expect(await orderCount()).toBe(before);
    expect(await menuProductIds()).not.toContain(shop.menu.tacoId);

    const shown = await api('POST', '/v1/secciones', { nombre: 'Lo más pedido', productos: [shop.menu.tacoId], activo: true });
    expect(shown.statusCode, shown.body).toBe(201);
    expect(await menuProductIds()).toContain(shop.menu.tacoId);
    expect((await placeOrder(t.app, shop.idPath, orderBody(shop.menu))).statusCode).toBe(201);
  });
});
