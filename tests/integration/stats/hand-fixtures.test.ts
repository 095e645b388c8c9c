// Dashboard and reports against a hand-computed fixture (fixtures.ts): eight orders around the local
// midnights of Mexico City (UTC−6), every status family, the three delivery types, cash with change,
// tips, fees and both coupon types. Every figure below was computed by hand from those rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerce, createTestApp, login, type LoggedIn, type TestApp } from '../../../testkit/test-app';
import { HAND_FIXTURES, insertOrders } from './fixtures';

let testApp: TestApp;
let auth: LoggedIn;
const RANGE = 'desde=2026-03-10&hasta=2026-03-11';

beforeAll(async () => {
  testApp = await createTestApp();
  const commerce = await createCommerce(testApp.handle, { plan: 'PLUS' });
  auth = await login(testApp.app, commerce.email, commerce.password);
  await insertOrders(testApp.handle, commerce.commerceId, HAND_FIXTURES);
});

afterAll(async () => {
  await testApp?.close();
});

async function get<T>(url: string): Promise<T> {
  const response = await testApp.app.inject({ method: 'GET', url, headers: auth.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

interface Dashboard {
  ventas: number;
  pedidos: number;
  ticket_promedio: number;
  pedidos_totales: number;
  desde: string;
  hasta: string;
  por_estatus: { clave: string; pedidos: number; ventas: number }[];
  por_tipo_entrega: { clave: string; pedidos: number; ventas: number }[];
  por_metodo_pago: { clave: string; pedidos: number; ventas: number }[];
  ventas_por_dia: { fecha: string; pedidos: number; ventas: number }[];
  ventas_por_hora: { hora: number; pedidos: number; ventas: number }[];
  productos_top: { nombre: string; presentacion: string | null; cantidad: number; importe: number }[];
}

interface Report {
  columnas: { key: string; header: string }[];
  filas: Record<string, string | number>[];
  totales: Record<string, string | number>;
  total_filas: number;
}

const sortByKey = <T extends { clave: string }>(rows: T[]) => [...rows].sort((a, b) => a.clave.localeCompare(b.clave));

describe('GET /v1/estadisticas over local days 2026-03-10..11', () => {
  it('sums sales, orders and average ticket to the cent, excluding canceled and rejected orders', async () => {
    const d = await get<Dashboard>(`/v1/estadisticas?periodo=personalizado&${RANGE}`);
    expect(d.desde).toBe('2026-03-10');
    expect(d.hasta).toBe('2026-03-11');
    expect(d.ventas).toBe(622.65); // 245.00 + 140.00 + 100.00 + 137.65
    expect(d.pedidos).toBe(4);
    expect(d.ticket_promedio).toBe(155.66); // 622.65 / 4 = 155.6625
    expect(d.pedidos_totales).toBe(6);
  });

  it('breaks down by status (all orders), delivery type and payment method (sales)', async () => {
    const d = await get<Dashboard>(`/v1/estadisticas?periodo=personalizado&${RANGE}`);
    expect(sortByKey(d.por_estatus)).toEqual([
      { clave: 'accepted', pedidos: 1, ventas: 140 },
      { clave: 'canceled', pedidos: 1, ventas: 335 },
      { clave: 'delivered', pedidos: 2, ventas: 345 },
      { clave: 'on_the_way', pedidos: 1, ventas: 137.65 },
      { clave: 'rejected', pedidos: 1, ventas: 50 },
    ]);
    expect(sortByKey(d.por_tipo_entrega)).toEqual([
      { clave: 'delivery', pedidos: 2, ventas: 382.65 },
      { clave: 'inRestaurant', pedidos: 1, ventas: 100 },
      { clave: 'takeAway', pedidos: 1, ventas: 140 },
    ]);
    expect(sortByKey(d.por_metodo_pago)).toEqual([
      { clave: 'efectivo', pedidos: 2, ventas: 345 },
      { clave: 'tarjeta', pedidos: 1, ventas: 140 },
      { clave: 'transferencia', pedidos: 1, ventas: 137.65 },
    ]);
  });

  it('buckets days and hours on the Mexico City clock, not UTC', async () => {
    const d = await get<Dashboard>(`/v1/estadisticas?periodo=personalizado&${RANGE}`);
    expect(d.ventas_por_dia).toEqual([
      { fecha: '2026-03-10', pedidos: 2, ventas: 385 }, // T-1 12:30 and T-2 23:30
      { fecha: '2026-03-11', pedidos: 2, ventas: 237.65 }, // T-3 00:30 and T-5 23:59
    ]);
    expect(d.ventas_por_hora).toHaveLength(24);
    const nonZero = d.ventas_por_hora.filter((h) => h.pedidos > 0);
    expect(nonZero).toEqual([
      { hora: 0, pedidos: 1, ventas: 100 },
      { hora: 12, pedidos: 1, ventas: 245 },
      { hora: 23, pedidos: 2, ventas: 277.65 },
    ]);
  });

  it('ranks top products by quantity with their amounts (sales only)', async () => {
    const d = await get<Dashboard>(`/v1/estadisticas?periodo=personalizado&${RANGE}`);
    expect(d.productos_top).toEqual([
      { nombre: 'Taco al pastor', presentacion: 'Orden', cantidad: 10, importe: 250 },
      { nombre: 'Agua de jamaica', presentacion: 'Litro', cantidad: 4, importe: 200 },
      { nombre: 'Quesadilla', presentacion: null, cantidad: 3, importe: 123.45 },
    ]);
  });

  it('a single local day holds only that day', async () => {
    const d = await get<Dashboard>('/v1/estadisticas?periodo=personalizado&desde=2026-03-11&hasta=2026-03-11');
    expect(d.ventas).toBe(237.65);
    expect(d.pedidos).toBe(2);
    expect(d.pedidos_totales).toBe(3);
  });

  it('refuses a custom period without dates, with bad dates or reversed', async () => {
    for (const query of ['periodo=personalizado', 'periodo=personalizado&desde=2026-03-10', 'periodo=personalizado&desde=10/03/2026&hasta=2026-03-11', 'periodo=personalizado&desde=2026-03-12&hasta=2026-03-10', 'periodo=anual']) {
      const response = await testApp.app.inject({ method: 'GET', url: `/v1/estadisticas?${query}`, headers: auth.headers });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('GET /v1/reportes/* over local days 2026-03-10..11', () => {
  it('pedidos: every order of the range with docs/domain.md (Constantes) columns and totals to the cent', async () => {
    const r = await get<Report>(`/v1/reportes/pedidos?${RANGE}`);
    expect(r.columnas.map((c) => c.header)).toEqual(['Folio', 'Fecha', 'Cliente', 'Tipo de entrega', 'Método de pago', 'Estatus', 'Subtotal', 'Envío', 'Propina', 'Descuento', 'Total']);
    expect(r.filas.map((f) => f.folio)).toEqual(['T-7', 'T-1', 'T-2', 'T-3', 'T-4', 'T-5']);
    expect(r.filas[2]).toEqual({
      folio: 'T-2',
      fecha: '10/03/2026 23:30',
      cliente: 'Beto Gómez',
      tipo_entrega: 'Pasar a recoger',
      metodo_pago: 'Tarjeta',
      estatus: 'Aceptado',
      subtotal: 150,
      envio: 0,
      propina: 5,
      descuento: 15,
      total: 140,
    });
    expect(r.total_filas).toBe(6);
    expect(r.totales).toMatchObject({ folio: 'Total', subtotal: 923.45, envio: 95, propina: 16.55, descuento: 27.35, total: 1007.65 });
  });

  it('pedidos: status, payment and delivery filters', async () => {
    const delivered = await get<Report>(`/v1/reportes/pedidos?${RANGE}&estatus=delivered`);
    expect(delivered.filas.map((f) => f.folio)).toEqual(['T-1', 'T-3']);
    expect(delivered.totales.total).toBe(345);
    const cash = await get<Report>(`/v1/reportes/pedidos?${RANGE}&metodo_pago=efectivo`);
    expect(cash.filas.map((f) => f.folio)).toEqual(['T-7', 'T-1', 'T-3', 'T-4']);
    expect(cash.totales.total).toBe(730);
    const homeCard = await get<Report>(`/v1/reportes/pedidos?${RANGE}&metodo_entrega=delivery&metodo_pago=tarjeta,transferencia`);
    expect(homeCard.filas.map((f) => f.folio)).toEqual(['T-5']);
    const bad = await testApp.app.inject({ method: 'GET', url: `/v1/reportes/pedidos?${RANGE}&metodo_pago=bitcoin`, headers: auth.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('pedidos: pages keep the totals of every matching order', async () => {
    const page2 = await get<Report>(`/v1/reportes/pedidos?${RANGE}&page=2&pageSize=4`);
    expect(page2.filas.map((f) => f.folio)).toEqual(['T-4', 'T-5']);
    expect(page2.totales.total).toBe(1007.65);
  });

  it('corte-caja: per payment method with tips, fees and cash change, and grand totals', async () => {
    const r = await get<Report>(`/v1/reportes/corte-caja?${RANGE}`);
    expect(r.filas).toEqual([
      { metodo_pago: 'Efectivo', pedidos: 2, ventas: 345, propinas: 10, envios: 35, cambio: 55 },
      { metodo_pago: 'Tarjeta', pedidos: 1, ventas: 140, propinas: 5, envios: 0, cambio: 0 },
      { metodo_pago: 'Transferencia', pedidos: 1, ventas: 137.65, propinas: 1.55, envios: 25, cambio: 0 },
    ]);
    expect(r.totales).toEqual({ metodo_pago: 'Total', pedidos: 4, ventas: 622.65, propinas: 16.55, envios: 60, cambio: 55 });
    const homeOnly = await get<Report>(`/v1/reportes/corte-caja?${RANGE}&metodo_entrega=delivery`);
    expect(homeOnly.totales).toEqual({ metodo_pago: 'Total', pedidos: 2, ventas: 382.65, propinas: 11.55, envios: 60, cambio: 55 });
  });

  it('clientes-frecuentes: grouped by phone, latest name, orders, total spent, last order', async () => {
    const r = await get<Report>(`/v1/reportes/clientes-frecuentes?${RANGE}`);
    expect(r.filas).toEqual([
      { nombre: 'Ana López', telefono: '+52 9931111111', pedidos: 2, total_gastado: 345, ultimo_pedido: '11/03/2026 00:30' },
      { nombre: 'Beto Gómez', telefono: '+52 9932222222', pedidos: 1, total_gastado: 140, ultimo_pedido: '10/03/2026 23:30' },
      { nombre: 'Dana Núñez', telefono: '+52 9934444444', pedidos: 1, total_gastado: 137.65, ultimo_pedido: '11/03/2026 23:59' },
    ]);
    expect(r.totales).toMatchObject({ pedidos: 4, total_gastado: 622.65, telefono: '3 clientes' });
  });

  it('productos-vendidos: product and presentation with quantity and amount; filters narrow it', async () => {
    const r = await get<Report>(`/v1/reportes/productos-vendidos?${RANGE}`);
    expect(r.filas).toEqual([
      { producto: 'Taco al pastor', presentacion: 'Orden', cantidad: 10, importe: 250 },
      { producto: 'Agua de jamaica', presentacion: 'Litro', cantidad: 4, importe: 200 },
      { producto: 'Quesadilla', presentacion: '', cantidad: 3, importe: 123.45 },
    ]);
    expect(r.totales).toMatchObject({ cantidad: 17, importe: 573.45 });
    const home = await get<Report>(`/v1/reportes/productos-vendidos?${RANGE}&metodo_entrega=delivery`);
    expect(home.filas).toEqual([
      { producto: 'Taco al pastor', presentacion: 'Orden', cantidad: 4, importe: 100 },
      { producto: 'Quesadilla', presentacion: '', cantidad: 3, importe: 123.45 },
      { producto: 'Agua de jamaica', presentacion: 'Litro', cantidad: 2, importe: 100 },
    ]);
  });

  it('an unknown report is a 400', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/v1/reportes/ventas-secretas', headers: auth.headers });
    expect(response.statusCode).toBe(400);
  });
});
