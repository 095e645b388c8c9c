// Each customer's order count, spend and last order are kept on its row by triggers on orders (migration
// 0013, docs/scaling.md). After every kind of write to orders — intake, status changes, test orders, soft
// and hard deletes, a bulk insert, moving an order to another customer — the stored figures must equal
// the ones aggregated from the orders themselves. Runs on PGlite and PostgreSQL (TEST_DATABASE_URL).
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@shared/constants';
import { isSale } from '@shared/orders/sales';
import type { Order } from '@shared/types/order';
import { customers } from '../../../server/src/db/schema/customers';
import { orders } from '../../../server/src/db/schema/orders';
import { rowsOf } from '../../../server/src/services/reports/filters';
import { orderBody, placeOrder, type OrderingCommerce, withOrderingCommerce } from '../orders/support';
import type { TestApp } from '../../../testkit/test-app';

let t: TestApp;
let shop: OrderingCommerce;

interface Totals {
  id: string;
  total_pedidos: number;
  total_gastado_cents: number;
  /** Milliseconds since the epoch (JavaScript dates hold milliseconds, PostgreSQL microseconds). */
  ultimo_pedido: number | null;
}

async function order(nombre: string, numero_celular: string): Promise<Order> {
  const response = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { nombre, numero_celular }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ pedido: Order }>().pedido;
}

async function setStatus(id: string, status: string): Promise<void> {
  const response = await t.app.inject({ method: 'PUT', url: `/v1/pedido/${id}`, headers: shop.auth.headers, payload: { action: 'changeStatus', status } });
  expect(response.statusCode, response.body).toBe(200);
}

/** Stored figures and the same figures aggregated from the orders, for every customer of the commerce. */
async function storedAndCounted(): Promise<{ stored: Totals[]; counted: Totals[] }> {
  const id = shop.commerce.commerceId;
  const stored = rowsOf<Totals>(
    await t.handle.db.execute(sql`
      SELECT id, total_pedidos, total_gastado_cents::float8 AS total_gastado_cents, floor(extract(epoch FROM ultimo_pedido) * 1000)::float8 AS ultimo_pedido
      FROM customers WHERE id_comercio = ${id} ORDER BY id`),
  );
  const all = await t.handle.db.select().from(orders).where(eq(orders.id_comercio, id));
  const counted = stored.map((customer) => {
    const own = all.filter((o) => o.id_cliente === customer.id && !o.deleted_at);
    const last = own.map((o) => o.created_at.getTime()).sort((a, b) => b - a)[0];
    return {
      id: customer.id,
      total_pedidos: own.length,
      total_gastado_cents: own.filter((o) => isSale(o.estatus_pedido) && !o.es_prueba).reduce((sum, o) => sum + o.total_cents, 0),
      ultimo_pedido: last ?? null,
    };
  });
  const numbers = (row: Totals): Totals => ({
    id: row.id,
    total_pedidos: Number(row.total_pedidos),
    total_gastado_cents: Number(row.total_gastado_cents),
    ultimo_pedido: row.ultimo_pedido === null ? null : Number(row.ultimo_pedido),
  });
  return { stored: stored.map(numbers), counted };
}

async function expectInStep(): Promise<void> {
  const { stored, counted } = await storedAndCounted();
  expect(stored.length).toBeGreaterThan(0);
  expect(stored).toEqual(counted);
}

withOrderingCommerce((app, commerce) => {
  t = app;
  shop = commerce;
});

describe('customer totals kept by triggers', () => {
  it('the sale rule in SQL is the shared one for every status and test orders', async () => {
    for (const status of ORDER_STATUSES) {
      const [row] = rowsOf<{ sale: boolean; test: boolean }>(
        await t.handle.db.execute(sql`SELECT order_is_sale(${status}, false) AS sale, order_is_sale(${status}, true) AS test`),
      );
      expect({ status, sale: row?.sale, test: row?.test }).toEqual({ status, sale: isSale(status), test: false });
    }
  });

  it('follow intake, status changes, deletion and moves between customers', async () => {
    const ana = [await order('Ana Pérez', '9931000001'), await order('Ana Pérez', '9931000001'), await order('Ana Pérez', '9931000001')];
    const beto = await order('Beto Díaz', '9931000002');
    await expectInStep();

    await setStatus(ana[0]!.id, 'accepted');
    await setStatus(ana[1]!.id, 'accepted');
    await setStatus(ana[1]!.id, 'canceled');
    await setStatus(beto.id, 'rejected');
    await expectInStep();

    // Soft delete through the panel (the newest order of Ana goes: her last order moves back).
    const deleted = await t.app.inject({ method: 'DELETE', url: `/v1/pedido/${ana[2]!.id}?motivo=duplicado`, headers: shop.auth.headers });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expectInStep();

    // A test order counts as an order but never as spend.
    await t.handle.db.update(orders).set({ es_prueba: true, estatus_pedido: 'delivered' }).where(eq(orders.id, ana[0]!.id));
    await expectInStep();

    // An order moved to another customer, then removed for good.
    const [betoRow] = await t.handle.db.select({ id_cliente: orders.id_cliente }).from(orders).where(eq(orders.id, beto.id));
    await t.handle.db.update(orders).set({ id_cliente: betoRow!.id_cliente }).where(eq(orders.id, ana[1]!.id));
    await expectInStep();
    await t.handle.db.delete(orders).where(eq(orders.id, ana[1]!.id));
    await expectInStep();
  });

  it('follow a bulk insert of many orders in one statement', async () => {
    const [carla] = await t.handle.db
      .insert(customers)
      .values({ id_comercio: shop.commerce.commerceId, nombre: 'Carla Priego', numero_celular: '9931000003' })
      .returning();
    await t.handle.db.execute(sql`
      INSERT INTO orders (folio, id_comercio, id_cliente, metodo_entrega, metodo_pago, estatus_pedido, estatus, nombre, numero_celular, total_cents, created_at)
      SELECT 'BULK-' || g, ${shop.commerce.commerceId}::uuid, ${carla!.id}::uuid, 'takeAway', 'efectivo',
             (ARRAY['delivered', 'pending', 'canceled'])[1 + g % 3], 'pending', 'Carla Priego', '9931000003', 1000 * g,
             now() - g * interval '1 hour'
      FROM generate_series(1, 30) AS g`);
    await expectInStep();
    const { stored } = await storedAndCounted();
    expect(stored.find((row) => row.id === carla!.id)).toMatchObject({ total_pedidos: 30 });
  });

  it('the customers list reads the stored figures and sorts on them', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/clientes?orden=total_pedidos', headers: shop.auth.headers });
    expect(response.statusCode).toBe(200);
    const names = response.json<{ rows: { nombre: string; total_pedidos: number }[] }>().rows.map((row) => [row.nombre, row.total_pedidos]);
    expect(names[0]).toEqual(['Carla Priego', 30]);
  });
});
