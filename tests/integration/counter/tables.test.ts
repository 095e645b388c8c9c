// The counter's tables (docs/counter.md): the floor state computed from open orders (QR orders and
// numbered eat-in orders alike), the bill, the payment with split, tip and change in one transaction, the
// logged release without payment, the QR sheet, and refusals that change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TableFloor } from '@shared/counter';
import type { OrderDetail } from '@shared/types/order';
import { tablePayments, tableReleases } from '../../../server/src/db/schema/counter';
import { orders } from '../../../server/src/db/schema/orders';
import { restaurantTables } from '../../../server/src/db/schema/tables';
import { readPdf } from '../../support/pdf';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { createOrderingCommerce, createTable, orderBody, placeOrder, type OrderingCommerce } from '../orders/support';

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
const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/v1${url}`, headers: shop.auth.headers, ...(payload ? { payload } : {}) });

async function floorOf(uuid: string): Promise<TableFloor> {
  const response = await call('GET', '/mesas');
  expect(response.statusCode).toBe(200);
  return response.json<{ rows: TableFloor[] }>().rows.find((row) => row.uuid === uuid)!;
}

describe('floor state', () => {
  it('is free with no orders even when the stored status says occupied, and occupied with the running amount', async () => {
    const tableUuid = await createTable(t.handle, shop.commerce.commerceId, 11);
    await t.handle.db.update(restaurantTables).set({ status: 'o' }).where(eq(restaurantTables.uuid, tableUuid));
    expect(await floorOf(tableUuid)).toMatchObject({ estado: 'libre', status: 'a', pedidos_abiertos: 0, total: 0, primer_pedido_at: null });

    const first = await place({ table_uuid: tableUuid });
    await place({ table_uuid: tableUuid, productos: [{ id_producto: shop.menu.tacoId, cantidad: 2, extras: [] }] });
    const floor = await floorOf(tableUuid);
    expect(floor).toMatchObject({ estado: 'ocupada', status: 'o', pedidos_abiertos: 2, total: 75 });
    expect(floor.primer_pedido_at).toBe(new Date(first.pedido.created_at).toISOString());
  });

  it('counts a numbered eat-in order without QR (the "Disponible · 0 pedidos" bug) until it is delivered and paid', async () => {
    const tableUuid = await createTable(t.handle, shop.commerce.commerceId, 12);
    const keyed = await place({ nombre: 'Mesa 12 sin QR' });
    await t.handle.db.update(orders).set({ metodo_entrega: 'inRestaurant', numero_mesa: 12, estatus_pedido: 'accepted', total_cents: 16_500 }).where(eq(orders.id, keyed.pedido.id));
    expect(await floorOf(tableUuid)).toMatchObject({ estado: 'ocupada', pedidos_abiertos: 1, total: 165 });
    await t.handle.db.update(orders).set({ estatus_pedido: 'delivered', estatus_pago: 'pagado' }).where(eq(orders.id, keyed.pedido.id));
    expect(await floorOf(tableUuid)).toMatchObject({ estado: 'libre', pedidos_abiertos: 0 });
  });

  it('shows "cuenta" once the bill is requested, with the bill lines', async () => {
    const tableUuid = await createTable(t.handle, shop.commerce.commerceId, 13);
    await place({ table_uuid: tableUuid });
    const bill = await call('POST', `/mesas/${tableUuid}/cuenta`);
    expect(bill.statusCode, bill.body).toBe(200);
    expect(bill.json()).toMatchObject({ mesa: { numero: 13 }, consumo: 25, pedidos: [{ productos: [{ nombre: 'Taco al pastor', cantidad: 1 }] }] });
    expect(await floorOf(tableUuid)).toMatchObject({ estado: 'cuenta' });
  });
});

describe('closing with payment', () => {
  it('splits in parts, takes cash with change and a tip, and ends every order delivered and paid in one go', async () => {
    const tableUuid = await createTable(t.handle, shop.commerce.commerceId, 21);
    const a = await place({ table_uuid: tableUuid });
    const b = await place({ table_uuid: tableUuid, productos: [{ id_producto: shop.menu.tacoId, cantidad: 3, extras: [] }] });
    // consumo 25 + 75 = 100, tip 10 → 110: 55 in cash (paid with 100 → change 45) and 55 by card.
    const paid = await call('POST', `/mesas/${tableUuid}/cobrar`, {
      pagos: [{ metodo: 'efectivo', monto: 55 }, { metodo: 'tarjeta', monto: 55 }],
      propina: 10,
      efectivo_recibido: 100,
      division: { tipo: 'partes', partes: 2 },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ table: { uuid: tableUuid, status: 'c' }, pago: { consumo: 100, propina: 10, total: 110, cambio: 45 } });
    const rows = await t.handle.db.select().from(orders).where(eq(orders.id_comercio, shop.commerce.commerceId));
    for (const id of [a.pedido.id, b.pedido.id]) {
      expect(rows.find((o) => o.id === id)).toMatchObject({ estatus_pedido: 'delivered', estatus_pago: 'pagado', metodo_pago: 'efectivo' });
    }
    const [payment] = await t.handle.db.select().from(tablePayments).where(eq(tablePayments.table_uuid, tableUuid));
    expect(payment).toMatchObject({ consumo_cents: 10_000, propina_cents: 1_000, cambio_cents: 4_500, efectivo_recibido_cents: 10_000, division: { tipo: 'partes', partes: 2 } });
    expect(await floorOf(tableUuid)).toMatchObject({ estado: 'libre', status: 'c' });
  });

  it('refuses parts that do not add up, short cash and an empty table, changing nothing', async () => {
    const tableUuid = await createTable(t.handle, shop.commerce.commerceId, 22);
    const placed = await place({ table_uuid: tableUuid });
    const short = await call('POST', `/mesas/${tableUuid}/cobrar`, { pagos: [{ metodo: 'tarjeta', monto: 20 }], propina: 0 });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('pagos: Los pagos no cubren el total de la cuenta');
    const cash = await call('POST', `/mesas/${tableUuid}/cobrar`, { pagos: [{ metodo: 'efectivo', monto: 25 }], propina: 0, efectivo_recibido: 20 });
    expect(cash.statusCode).toBe(400);
    expect(cash.json().message).toBe('efectivo_recibido: El efectivo recibido no cubre la parte en efectivo');
    const badMethod = await call('POST', `/mesas/${tableUuid}/cobrar`, { pagos: [{ metodo: 'bitcoin', monto: 25 }], propina: 0 });
    expect(badMethod.statusCode).toBe(400);
    const [still] = await t.handle.db.select().from(orders).where(eq(orders.id, placed.pedido.id));
    expect(still).toMatchObject({ estatus_pedido: 'pending', estatus_pago: 'pendiente', mesa_cerrada_at: null });

    const empty = await createTable(t.handle, shop.commerce.commerceId, 23);
    const none = await call('POST', `/mesas/${empty}/cobrar`, { pagos: [{ metodo: 'efectivo', monto: 1 }], propina: 0 });
    expect(none.statusCode).toBe(409);
    const missing = await call('POST', '/mesas/00000000-0000-4000-8000-000000000000/cobrar', { pagos: [{ metodo: 'efectivo', monto: 1 }], propina: 0 });
    expect(missing.statusCode).toBe(404);
  });
});

describe('release without payment', () => {
  it('needs a reason, frees the table and logs the reason with what was left unpaid', async () => {
    const tableUuid = await createTable(t.handle, shop.commerce.commerceId, 31);
    const placed = await place({ table_uuid: tableUuid });
    const noReason = await call('POST', `/mesas/${tableUuid}/liberar`, { motivo: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect((await floorOf(tableUuid)).estado).toBe('ocupada');

    const released = await call('POST', `/mesas/${tableUuid}/liberar`, { motivo: 'El cliente se fue sin pagar' });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toMatchObject({ table: { status: 'a' } });
    const [log] = await t.handle.db.select().from(tableReleases).where(eq(tableReleases.table_uuid, tableUuid));
    expect(log).toMatchObject({ motivo: 'El cliente se fue sin pagar', pedidos: [placed.pedido.id], total_cents: 2_500 });
    const [order] = await t.handle.db.select().from(orders).where(eq(orders.id, placed.pedido.id));
    expect(order).toMatchObject({ estatus_pedido: 'delivered', estatus_pago: 'pendiente' });
  });

  it('logs the SPEC status change to "a" as a release too', async () => {
    const tableUuid = await createTable(t.handle, shop.commerce.commerceId, 32);
    await place({ table_uuid: tableUuid });
    const response = await t.app.inject({ method: 'PATCH', url: `/v2/commerce/${shop.commerce.commerceId}/tables/${tableUuid}`, headers: shop.auth.v2Headers, payload: { status: 'a' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ uuid: tableUuid, status: 'a' });
    const logs = await t.handle.db.select().from(tableReleases).where(eq(tableReleases.table_uuid, tableUuid));
    expect(logs).toHaveLength(1);
  });
});

describe('QR sheet', () => {
  it('is a PDF with one card per table, six to a page', async () => {
    for (let numero = 40; numero < 47; numero++) await createTable(t.handle, shop.commerce.commerceId, numero);
    const floor = (await call('GET', '/mesas')).json<{ rows: TableFloor[] }>().rows;
    const response = await call('GET', '/mesas/qr.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pages).toBe(Math.ceil(floor.length / 6));
    for (const table of floor) expect(pdf.text).toContain(`Mesa ${table.numero}`);
  });
});
