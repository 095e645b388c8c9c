// v2 order reads (in-process list, detail) and self-service tables: close with a payment method,
// forced close, the v1 table list and a table's orders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Order, OrderDetail } from '@shared/types/order';
import { orders } from '../../../server/src/db/schema/orders';
import { restaurantTables } from '../../../server/src/db/schema/tables';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { createOrderingCommerce, createTable, orderBody, placeOrder, type OrderingCommerce } from './support';

let t: TestApp;
let shop: OrderingCommerce;

beforeAll(async () => {
  t = await createTestApp();
  shop = await createOrderingCommerce(t.app, t.handle);
});
afterAll(async () => t?.close());

async function place(overrides: Record<string, unknown> = {}): Promise<OrderDetail> {
  const response = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OrderDetail>();
}

const v2 = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: shop.auth.v2Headers, ...(payload ? { payload } : {}) });

describe('GET /v2/commerce/:commerceId/orders', () => {
  it('lists in-process orders newest first, without delivered, rejected or canceled ones', async () => {
    const first = await place();
    const second = await place({ nombre: 'Beto' });
    const done = await place();
    await t.handle.db.update(orders).set({ estatus_pedido: 'delivered' }).where(eq(orders.id, done.pedido.id));
    const response = await v2('GET', `/v2/commerce/${shop.commerce.commerceId}/orders?orders_in_process=true`);
    expect(response.statusCode).toBe(200);
    const ids = response.json<{ rows: Order[] }>().rows.map((o) => o.id);
    expect(ids.indexOf(second.pedido.id)).toBeLessThan(ids.indexOf(first.pedido.id));
    expect(ids).not.toContain(done.pedido.id);
  });

  it('answers 403 when the path names another commerce', async () => {
    const other = await createOrderingCommerce(t.app, t.handle);
    const response = await v2('GET', `/v2/commerce/${other.commerce.commerceId}/orders?orders_in_process=true`);
    expect(response.statusCode).toBe(403);
  });

  it('returns the detail with lines, extras and a lower-case payment method', async () => {
    const placed = await place({ productos: [{ id_producto: shop.menu.tacoId, cantidad: 2, extras: [{ id_extra: shop.menu.salsaRoja, cantidad: 1 }] }] });
    await t.handle.db.update(orders).set({ metodo_pago: 'EFECTIVO' as never }).where(eq(orders.id, placed.pedido.id));
    const response = await v2('GET', `/v2/commerce/${shop.commerce.commerceId}/orders/${placed.pedido.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<OrderDetail>();
    expect(detail.pedido).toMatchObject({ id: placed.pedido.id, metodo_pago: 'efectivo', total: 61 });
    expect(detail.productos[0]).toMatchObject({ nombre: 'Taco al pastor', cantidad: 2, subtotal: 61, extras: [{ nombre: 'Salsa roja', precio: 5.5 }] });
    const missing = await v2('GET', `/v2/commerce/${shop.commerce.commerceId}/orders/00000000-0000-4000-8000-000000000000`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No se encontró el pedido', code: 'ORDER_NOT_FOUND' });
  });
});

describe('self-service tables', () => {
  it('closes a table: every order delivered and paid, the table closed, answer contains table', async () => {
    const tableUuid = await createTable(t.handle, shop.commerce.commerceId, 3);
    const a = await place({ table_uuid: tableUuid, metodo_pago: 'efectivo' });
    const b = await place({ table_uuid: tableUuid, metodo_pago: 'efectivo', nombre: 'Mesa 3 segunda ronda' });
    await t.handle.db.update(orders).set({ estatus_pedido: 'accepted' }).where(eq(orders.id, b.pedido.id));

    const list = await t.app.inject({ method: 'GET', url: '/v1/mesas', headers: shop.auth.headers });
    expect(list.json<{ rows: { uuid: string; status: string; pedidos_abiertos: number }[] }>().rows).toContainEqual(expect.objectContaining({ uuid: tableUuid, numero: 3, status: 'o', pedidos_abiertos: 2 }));
    const tableOrders = await t.app.inject({ method: 'GET', url: `/v1/mesas/${tableUuid}/pedidos`, headers: shop.auth.headers });
    expect(tableOrders.json<{ rows: Order[] }>().rows.map((o) => o.id).sort()).toEqual([a.pedido.id, b.pedido.id].sort());

    const closed = await v2('POST', '/v2/orders/v2/close', { table: tableUuid, payment_method: 'tarjeta' });
    expect(closed.statusCode, closed.body).toBe(200);
    const body = closed.json<{ table: { uuid: string; status: string }; pedidos: Order[] }>();
    expect(body.table).toMatchObject({ uuid: tableUuid, status: 'c' });
    expect(body.pedidos).toHaveLength(2);
    for (const order of body.pedidos) expect(order).toMatchObject({ estatus_pedido: 'delivered', metodo_pago: 'tarjeta', estatus_pago: 'pagado' });

    // The next guest starts a new visit on the same table.
    const next = await place({ table_uuid: tableUuid });
    const again = await t.app.inject({ method: 'GET', url: `/v1/mesas/${tableUuid}/pedidos`, headers: shop.auth.headers });
    expect(again.json<{ rows: Order[] }>().rows.map((o) => o.id)).toEqual([next.pedido.id]);
  });

  it('force-closes a table with PATCH status a: orders delivered, table available, answer contains uuid', async () => {
    const tableUuid = await createTable(t.handle, shop.commerce.commerceId, 4);
    const order = await place({ table_uuid: tableUuid });
    const response = await v2('PATCH', `/v2/commerce/${shop.commerce.commerceId}/tables/${tableUuid}`, { status: 'a' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ uuid: tableUuid, status: 'a' });
    const [row] = await t.handle.db.select().from(orders).where(eq(orders.id, order.pedido.id));
    expect(row).toMatchObject({ estatus_pedido: 'delivered', estatus_pago: 'pendiente' });
    const [table] = await t.handle.db.select().from(restaurantTables).where(eq(restaurantTables.uuid, tableUuid));
    expect(table!.status).toBe('a');
  });

  it("answers 'Error al cerrar la mesa' for an unknown table and requires a payment method unless forced", async () => {
    const unknown = await v2('POST', '/v2/orders/v2/close', { table: '00000000-0000-4000-8000-000000000000', payment_method: 'efectivo' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Error al cerrar la mesa' });
    const tableUuid = await createTable(t.handle, shop.commerce.commerceId, 5);
    const noMethod = await v2('POST', '/v2/orders/v2/close', { table: tableUuid });
    expect(noMethod.statusCode).toBe(400);
    const forced = await v2('POST', '/v2/orders/v2/close', { table: tableUuid, force: true });
    expect(forced.json()).toMatchObject({ table: { uuid: tableUuid, status: 'a' } });
    const patchUnknown = await v2('PATCH', `/v2/commerce/${shop.commerce.commerceId}/tables/00000000-0000-4000-8000-000000000000`, { status: 'a' });
    expect(patchUnknown.json()).toMatchObject({ message: 'Error al cerrar la mesa' });
  });
});
