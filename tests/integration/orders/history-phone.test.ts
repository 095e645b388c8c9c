// Order history (filters, search, pagination, local-day dates, CSV/XLSX export) and phone orders with
// customer lookup.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Order, OrderDetail } from '@shared/types/order';
import { orders } from '../../../server/src/db/schema/orders';
import { commerces } from '../../../server/src/db/schema/commerces';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { DELIVERY_ADDRESS, createOrderingCommerce, orderBody, type OrderingCommerce } from './support';

let t: TestApp;
let shop: OrderingCommerce;

interface Page {
  rows: Order[];
  total: number;
  page: number;
  pageSize: number;
}

beforeAll(async () => {
  t = await createTestApp();
  shop = await createOrderingCommerce(t.app, t.handle);
  const id = shop.commerce.commerceId;
  const base = { id_comercio: id, metodo_pago: 'efectivo' as const, numero_celular: '9930000000', total_cents: 10_000, subtotal_cents: 10_000 };
  // 2026-03-10 23:30 in Mexico City is 2026-03-11 05:30 UTC: it belongs to the 10th locally.
  await t.handle.db.insert(orders).values([
    { ...base, folio: 'H-001', nombre: 'Carmen Ruiz', metodo_entrega: 'delivery', estatus_pedido: 'delivered', created_at: new Date('2026-03-10T05:30:00Z') },
    { ...base, folio: 'H-002', nombre: 'Pedro Gómez', metodo_entrega: 'takeAway', estatus_pedido: 'canceled', created_at: new Date('2026-03-10T18:00:00Z') },
    { ...base, folio: 'H-003', nombre: 'Carmen Díaz', metodo_entrega: 'inRestaurant', estatus_pedido: 'delivered', metodo_pago: 'tarjeta', created_at: new Date('2026-03-11T05:30:00Z') },
    { ...base, folio: 'H-004', nombre: 'Lucía Méndez', numero_celular: '9934445566', metodo_entrega: 'delivery', estatus_pedido: 'delivered', created_at: new Date('2026-03-12T17:00:00Z') },
  ]);
});
afterAll(async () => t?.close());

const history = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/v1/pedidos/historial?${query}`, headers: shop.auth.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
};

describe('GET /v1/pedidos/historial', () => {
  it('filters by local days of the commerce time zone', async () => {
    const page = await history('desde=2026-03-10&hasta=2026-03-10');
    expect(page.rows.map((o) => o.folio).sort()).toEqual(['H-002', 'H-003']);
  });

  it('filters by status, delivery method and payment method', async () => {
    expect((await history('desde=2026-03-01&hasta=2026-03-31&estatus=delivered')).rows.map((o) => o.folio)).toEqual(['H-004', 'H-003', 'H-001']);
    expect((await history('desde=2026-03-01&hasta=2026-03-31&metodo_entrega=delivery')).total).toBe(2);
    expect((await history('desde=2026-03-01&hasta=2026-03-31&metodo_pago=tarjeta')).rows.map((o) => o.folio)).toEqual(['H-003']);
    const bad = await t.app.inject({ method: 'GET', url: '/v1/pedidos/historial?estatus=perdido', headers: shop.auth.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'estatus' });
  });

  it('searches folio, name and phone', async () => {
    expect((await history('q=carmen')).rows.map((o) => o.folio)).toEqual(['H-003', 'H-001']);
    expect((await history('q=H-002')).rows.map((o) => o.folio)).toEqual(['H-002']);
    expect((await history('q=4445566')).rows.map((o) => o.folio)).toEqual(['H-004']);
    expect((await history('q=%25')).total).toBe(0);
  });

  it('searches without regard to accents or case, either way', async () => {
    expect((await history('q=gomez')).rows.map((o) => o.folio)).toEqual(['H-002']);
    expect((await history('q=LUCIA%20MENDEZ')).rows.map((o) => o.folio)).toEqual(['H-004']);
    expect((await history(`q=${encodeURIComponent('Rúiz')}`)).rows.map((o) => o.folio)).toEqual(['H-001']);
    // Short texts (no trigram) too.
    expect((await history(`q=${encodeURIComponent('dí')}`)).rows.map((o) => o.folio)).toEqual(['H-003']);
  });

  it('paginates on the server', async () => {
    const first = await history('desde=2026-03-01&hasta=2026-03-31&pageSize=3&page=1');
    const second = await history('desde=2026-03-01&hasta=2026-03-31&pageSize=3&page=2');
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(first.rows).toHaveLength(3);
    expect(second.rows.map((o) => o.folio)).toEqual(['H-001']);
  });

  it('exports the same filters to CSV and XLSX', async () => {
    const csv = await t.app.inject({ method: 'GET', url: '/v1/pedidos/historial/export?format=csv&q=carmen', headers: shop.auth.headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toContain('"Folio","Fecha","Cliente"');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"H-003"');
    expect(lines[1]).toContain('"Comer en el restaurante"');

    const xlsx = await t.app.inject({ method: 'GET', url: '/v1/pedidos/historial/export?format=xlsx&estatus=delivered&desde=2026-03-01&hasta=2026-03-31', headers: shop.auth.headers });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Pedidos')!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(2).getCell(1).value).toBe('H-004');
    expect(sheet.getRow(2).getCell(12).value).toBe(100);
  });
});

describe('phone orders', () => {
  it('takes a phone order priced like a public one, even while closed, with origin telefono', async () => {
    await t.handle.db.update(commerces).set({ servicio_activo: false }).where(eq(commerces.id, shop.commerce.commerceId));
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/pedidos/telefonico',
        headers: shop.auth.headers,
        payload: orderBody(shop.menu, {
          metodo_entrega: 'delivery',
          ...DELIVERY_ADDRESS,
          metodo_pago: 'transferencia',
          numero_celular: '9931239876',
          nombre: 'Rosa Hernández',
          productos: [{ id_producto: shop.menu.tacoId, cantidad: 2, precio: 1, extras: [{ id_extra: shop.menu.salsaRoja, cantidad: 1 }] }],
        }),
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<OrderDetail>().pedido).toMatchObject({ origin: 'telefono', subtotal: 61, costo_envio: 25, total: 86, metodo_pago: 'transferencia' });
    } finally {
      await t.handle.db.update(commerces).set({ servicio_activo: true }).where(eq(commerces.id, shop.commerce.commerceId));
    }
    const cash = await t.app.inject({
      method: 'POST',
      url: '/v1/pedidos/telefonico',
      headers: shop.auth.headers,
      payload: orderBody(shop.menu, { numero_celular: '9931239876', nombre: 'Rosa Hernández', cliente_paga_con: 100 }),
    });
    expect(cash.json<{ cambio: number }>().cambio).toBe(75);

    const found = await t.app.inject({ method: 'GET', url: '/v1/clientes/buscar?telefono=993123', headers: shop.auth.headers });
    expect(found.statusCode).toBe(200);
    expect(found.json<{ rows: unknown[] }>().rows).toEqual([
      expect.objectContaining({ nombre: 'Rosa Hernández', numero_celular: '9931239876', direcciones: ['Av. Gregorio Méndez #1504, Atasta'] }),
    ]);
  });

  it('requires the ORDENES_TELEFONICAS module', async () => {
    const freemium = await createOrderingCommerce(t.app, t.handle, { plan: 'FREEMIUM' });
    const response = await t.app.inject({ method: 'POST', url: '/v1/pedidos/telefonico', headers: freemium.auth.headers, payload: orderBody(freemium.menu) });
    expect(response.statusCode).toBe(403);
  });
});
