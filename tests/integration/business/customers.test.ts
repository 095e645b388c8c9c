// Customers (clientes): rows kept by order intake, figures aggregated by the database over the orders,
// server-side search and pages, detail with orders, and the CSV/XLSX export.
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '@shared/types/menu';
import type { Order } from '@shared/types/order';
import { orders } from '../../../server/src/db/schema/orders';
import { isSale } from '@shared/orders/sales';
import { createOrderingCommerce, DELIVERY_ADDRESS, orderBody, placeOrder, type OrderingCommerce } from '../orders/support';
import { createTestApp, type TestApp } from '../../../testkit/test-app';

let t: TestApp;
let shop: OrderingCommerce;

type Page = { rows: Customer[]; total: number; page: number; pageSize: number };

const get = (url: string) => t.app.inject({ method: 'GET', url: `/v1${url}`, headers: shop.auth.headers });

async function order(overrides: Record<string, unknown>): Promise<Order> {
  const response = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ pedido: Order }>().pedido;
}

beforeAll(async () => {
  t = await createTestApp();
  shop = await createOrderingCommerce(t.app, t.handle);
  // Ana: two delivery orders at two addresses and one pickup; Beto: one order, later rejected; Carla: a phone order.
  const anas = [
    await order({ nombre: 'Ana López', numero_celular: '9931112233', metodo_entrega: 'delivery', ...DELIVERY_ADDRESS }),
    await order({ nombre: 'Ana López', numero_celular: '9931112233', metodo_entrega: 'delivery', ...DELIVERY_ADDRESS, calle: 'Calle Madero', numero_exterior: '7' }),
    await order({ nombre: 'Ana López', numero_celular: '9931112233', productos: [{ id_producto: shop.menu.tacoId, cantidad: 3, extras: [] }] }),
  ];
  // Accepted orders are sales (shared/orders/sales.ts); pending ones are not yet.
  for (const placed of anas) {
    const accept = await t.app.inject({ method: 'PUT', url: `/v1/pedido/${placed.id}`, headers: shop.auth.headers, payload: { action: 'changeStatus', status: 'accepted' } });
    expect(accept.statusCode, accept.body).toBe(200);
  }
  const rejected = await order({ nombre: 'Beto Chablé', numero_celular: '9934445566' });
  const reject = await t.app.inject({ method: 'PUT', url: `/v1/pedido/${rejected.id}`, headers: shop.auth.headers, payload: { action: 'changeStatus', status: 'rejected' } });
  expect(reject.statusCode, reject.body).toBe(200);
  const phone = await t.app.inject({
    method: 'POST',
    url: '/v1/pedidos/telefonico',
    headers: shop.auth.headers,
    payload: orderBody(shop.menu, { nombre: 'Carla Priego', numero_celular: '9937778899' }),
  });
  expect(phone.statusCode, phone.body).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

describe('customers list', () => {
  it('aggregates orders, spend (without rejected or canceled orders), addresses and last order per customer', async () => {
    const page = (await get('/clientes')).json<Page>();
    expect(page.total).toBe(3);
    const byPhone = new Map(page.rows.map((c) => [c.numero_celular, c]));
    const ana = byPhone.get('9931112233')!;
    // 2 × (25 + 25 fee) + 3 × 25
    expect(ana).toMatchObject({ nombre: 'Ana López', country_code: '52', total_pedidos: 3, total_gastado: 175 });
    expect(ana.direcciones).toHaveLength(2);
    expect(ana.direcciones[0]).toContain('Calle Madero');
    expect(byPhone.get('9934445566')).toMatchObject({ total_pedidos: 1, total_gastado: 0 });
    expect(byPhone.get('9937778899')).toMatchObject({ nombre: 'Carla Priego', total_pedidos: 1, total_gastado: 25 });
    // Default order: most recent order first.
    expect(page.rows[0]!.nombre).toBe('Carla Priego');
  });

  it('agrees with the orders table for every customer', async () => {
    const rows = await t.handle.db.select().from(orders).where(eq(orders.id_comercio, shop.commerce.commerceId));
    const page = (await get('/clientes?pageSize=100')).json<Page>();
    for (const customer of page.rows) {
      const own = rows.filter((o) => o.id_cliente === customer.id && !o.deleted_at);
      const spent = own.filter((o) => isSale(o.estatus_pedido)).reduce((sum, o) => sum + o.total_cents, 0);
      const last = own.map((o) => o.created_at.getTime()).sort((a, b) => b - a)[0];
      expect(customer.total_pedidos).toBe(own.length);
      expect(Math.round(customer.total_gastado * 100)).toBe(spent);
      expect(customer.ultimo_pedido ? Date.parse(customer.ultimo_pedido) : undefined).toBe(last);
    }
  });

  it('searches by name or phone on the server and pages the results', async () => {
    expect((await get('/clientes?q=beto')).json<Page>().rows.map((c) => c.nombre)).toEqual(['Beto Chablé']);
    // Accents and case do not count.
    expect((await get('/clientes?q=CHABLE')).json<Page>().rows.map((c) => c.nombre)).toEqual(['Beto Chablé']);
    expect((await get(`/clientes?q=${encodeURIComponent('993 777')}`)).json<Page>().rows.map((c) => c.nombre)).toEqual(['Carla Priego']);
    expect((await get('/clientes?q=zzz')).json<Page>()).toMatchObject({ rows: [], total: 0 });
    const first = (await get('/clientes?orden=nombre&pageSize=2&page=1')).json<Page>();
    const second = (await get('/clientes?orden=nombre&pageSize=2&page=2')).json<Page>();
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect([...first.rows, ...second.rows].map((c) => c.nombre)).toEqual(['Ana López', 'Beto Chablé', 'Carla Priego']);
    expect((await get('/clientes?orden=total_gastado')).json<Page>().rows[0]!.nombre).toBe('Ana López');
    expect((await get('/clientes?pageSize=1000')).statusCode).toBe(400);
  });
});

describe('customer detail and export', () => {
  it('shows a customer with their orders, newest first', async () => {
    const ana = (await get('/clientes?q=Ana')).json<Page>().rows[0]!;
    const detail = await get(`/clientes/${ana.id}`);
    expect(detail.statusCode).toBe(200);
    const body = detail.json<{ cliente: Customer; pedidos: Order[]; total_pedidos: number }>();
    expect(body.cliente.id).toBe(ana.id);
    expect(body.total_pedidos).toBe(3);
    expect(body.pedidos.map((o) => o.total)).toEqual([75, 50, 50]);
    expect((await get('/clientes/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/clientes/no-es-un-id')).statusCode).toBe(404);
  });

  it('exports the searched customers to CSV and XLSX with the same columns', async () => {
    const csv = await get('/clientes/export?format=csv&orden=nombre');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/clientes-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('"Nombre","Código de país","Teléfono","Pedidos","Total gastado","Último pedido","Direcciones"');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^"Ana López","52","9931112233","3","175.00",/);

    const filtered = await get('/clientes/export?format=csv&q=Carla');
    expect(filtered.body.trim().split('\r\n')).toHaveLength(2);

    const xlsx = await get('/clientes/export?format=xlsx&orden=nombre');
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Clientes')!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(2).getCell(1).value).toBe('Ana López');
    expect(sheet.getRow(2).getCell(5).value).toBe(175);
  });
});
