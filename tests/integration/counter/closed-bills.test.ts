// Closed tables' bills (docs/counter.md, GET /v1/mesas/cuentas-cerradas): a table's paid visits, newest
// first, each with its payment parts and its orders' lines as they were paid; the visit that settled one
// order; refusals (unknown table, an order not paid at a table, neither or both keys).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@shared/types/order';
import type { ClosedTableBill } from '@shared/types/tables';
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
const closed = async (query: string) => {
  const response = await call('GET', `/mesas/cuentas-cerradas?${query}`);
  return { status: response.statusCode, body: response.statusCode === 200 ? response.json<{ cuentas: ClosedTableBill[] }>().cuentas : [] };
};

describe('closed tables bills', () => {
  it('lists a table’s paid visits newest first with parts, change and the orders’ lines; finds the visit of an order', async () => {
    const tableUuid = await createTable(t.handle, shop.commerce.commerceId, 31);
    expect(await closed(`mesa=${tableUuid}`)).toEqual({ status: 200, body: [] });

    const first = await place({ table_uuid: tableUuid });
    const paidFirst = await call('POST', `/mesas/${tableUuid}/cobrar`, { pagos: [{ metodo: 'efectivo', monto: 25 }], propina: 0, efectivo_recibido: 50 });
    expect(paidFirst.statusCode, paidFirst.body).toBe(200);
    // The paid table is free for its next guests: its QR still opens a menu that takes orders.
    const qr = await t.app.inject({ method: 'GET', url: `/v1/public/comercio/${shop.idPath}/mesa/${tableUuid}` });
    expect(qr.json()).toMatchObject({ uuid: tableUuid, status: 'c', valida: true });
    const second = await place({ table_uuid: tableUuid, productos: [{ id_producto: shop.menu.tacoId, cantidad: 2, extras: [] }] });
    const third = await place({ table_uuid: tableUuid });
    const paidSecond = await call('POST', `/mesas/${tableUuid}/cobrar`, {
      pagos: [
        { metodo: 'efectivo', monto: 40 },
        { metodo: 'tarjeta', monto: 45 },
      ],
      propina: 10,
      efectivo_recibido: 100,
    });
    expect(paidSecond.statusCode, paidSecond.body).toBe(200);

    const { status, body } = await closed(`mesa=${tableUuid}`);
    expect(status).toBe(200);
    expect(body.map((bill) => bill.pedidos.map((o) => o.pedido.folio))).toEqual([[second.pedido.folio, third.pedido.folio], [first.pedido.folio]]);
    expect(body[0]).toMatchObject({
      mesa: { uuid: tableUuid, numero: 31 },
      pago: { consumo: 75, propina: 10, total: 85, efectivo_recibido: 100, cambio: 60, pagos: [{ metodo: 'efectivo', monto: 40 }, { metodo: 'tarjeta', monto: 45 }] },
    });
    expect(body[0]!.pedidos[0]!.productos).toMatchObject([{ nombre: 'Taco al pastor', cantidad: 2 }]);
    expect(body[1]!.pago).toMatchObject({ total: 25, efectivo_recibido: 50, cambio: 25, pagos: [{ metodo: 'efectivo', monto: 25 }] });

    const byOrder = await closed(`pedido=${third.pedido.id}`);
    expect(byOrder.status).toBe(200);
    expect(byOrder.body.map((bill) => bill.pago.id)).toEqual([body[0]!.pago.id]);
  });

  it('refuses an unknown table, an order not paid at a table, and a call naming neither or both', async () => {
    const takeAway = await place({ metodo_entrega: 'takeAway' });
    expect((await closed('mesa=00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await closed('mesa=no-es-uuid')).status).toBe(404);
    expect((await closed(`pedido=${takeAway.pedido.id}`)).status).toBe(404);
    expect((await closed('')).status).toBe(400);
    const tableUuid = await createTable(t.handle, shop.commerce.commerceId, 32);
    expect((await closed(`mesa=${tableUuid}&pedido=${takeAway.pedido.id}`)).status).toBe(400);
  });
});
