// Corte de caja (docs/counter.md): one open shift, cash in/out with a reason, expected cash = fondo + cash
// sales + entradas − salidas, sales by method including a mixed table payment, tips, discounts, orders by
// type; pending orders are not sales; closing freezes the summary; refusals change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CashShift } from '@shared/counter';
import { DEFAULT_TIME_ZONE } from '@shared/constants';
import { formatDateTime } from '@shared/dates';
import type { OrderDetail } from '@shared/types/order';
import { cashShifts } from '../../../server/src/db/schema/counter';
import { presetModules } from '@shared/roles';
import type { ModulePermissions } from '@shared/types/account';
import { createTestApp, login, type TestApp } from '../../../testkit/test-app';
import { createOrderingCommerce, createTable, orderBody, placeOrder, type OrderingCommerce } from '../orders/support';

let t: TestApp;
let shop: OrderingCommerce;
beforeAll(async () => {
  t = await createTestApp();
  shop = await createOrderingCommerce(t.app, t.handle);
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/v1${url}`, headers: shop.auth.headers, ...(payload ? { payload } : {}) });

async function place(overrides: Record<string, unknown> = {}): Promise<OrderDetail> {
  const response = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OrderDetail>();
}
async function accept(id: string): Promise<void> {
  const response = await call('PUT', `/pedido/${id}`, { action: 'changeStatus', status: 'accepted', tiempo_preparacion: 10 });
  expect(response.statusCode, response.body).toBe(200);
}

describe('cash shift', () => {
  it('opens once, moves cash with a reason, counts sales by method and closes against the expected cash', async () => {
    expect((await call('GET', '/caja/turno-actual')).json()).toMatchObject({ turno: null });
    const opened = await call('POST', '/caja/turnos', { fondo_inicial: 500 });
    expect(opened.statusCode, opened.body).toBe(201);
    const shift = opened.json<CashShift>();
    expect((await call('POST', '/caja/turnos', { fondo_inicial: 100 })).statusCode).toBe(409);

    // Sales: cash $25 (paid with $100 → change $75), card $50; a pending order is not a sale.
    const cash = await place({ metodo_pago: 'efectivo', cliente_paga_con: 100 });
    await accept(cash.pedido.id);
    const card = await place({ metodo_pago: 'tarjeta', productos: [{ id_producto: shop.menu.tacoId, cantidad: 2, extras: [] }] });
    await accept(card.pedido.id);
    await place({ metodo_pago: 'efectivo' });
    // A table of $75 paid $40 cash + $45 transfer with a $10 tip.
    const tableUuid = await createTable(t.handle, shop.commerce.commerceId, 41);
    await place({ table_uuid: tableUuid, productos: [{ id_producto: shop.menu.tacoId, cantidad: 3, extras: [] }] });
    const paid = await call('POST', `/mesas/${tableUuid}/cobrar`, { pagos: [{ metodo: 'efectivo', monto: 40 }, { metodo: 'transferencia', monto: 45 }], propina: 10, efectivo_recibido: 50 });
    expect(paid.statusCode, paid.body).toBe(200);
    // The history says the table was paid in two methods, on screen and in its export.
    const history = (await call('GET', '/pedidos/historial?metodo_entrega=inRestaurant')).json<{ rows: { metodo_pago: string; metodos_pago_mesa?: string[] }[] }>();
    expect(history.rows[0]).toMatchObject({ metodos_pago_mesa: ['efectivo', 'transferencia'] });
    // One method of a bill paid in two cannot be changed alone: refused, and the order keeps its method.
    const tableOrderId = (history.rows[0] as unknown as { id: string }).id;
    const change = await call('PUT', `/pedido/${tableOrderId}`, { action: 'changePaymentMethod', paymentMethod: 'tarjeta' });
    expect(change.statusCode, change.body).toBe(409);
    expect(change.json()).toMatchObject({ message: expect.stringContaining('varios métodos de pago') });
    expect((await call('GET', '/pedidos/historial?metodo_entrega=inRestaurant')).json<{ rows: { metodo_pago: string }[] }>().rows[0]!.metodo_pago).toBe(history.rows[0]!.metodo_pago);
    expect((await call('GET', '/pedidos/historial/export?format=csv&metodo_entrega=inRestaurant')).body).toContain('"Efectivo + Transferencia"');

    expect((await call('POST', `/caja/turnos/${shift.id}/movimientos`, { tipo: 'salida', monto: 30, motivo: '' })).statusCode).toBe(400);
    expect((await call('POST', `/caja/turnos/${shift.id}/movimientos`, { tipo: 'salida', monto: 0, motivo: 'Gas' })).statusCode).toBe(400);
    const out = await call('POST', `/caja/turnos/${shift.id}/movimientos`, { tipo: 'salida', monto: 30, motivo: 'Compra de tortillas' });
    expect(out.statusCode, out.body).toBe(200);
    await call('POST', `/caja/turnos/${shift.id}/movimientos`, { tipo: 'entrada', monto: 20, motivo: 'Cambio del banco' });

    const live = (await call('GET', '/caja/turno-actual')).json<{ turno: CashShift }>().turno;
    expect(live.resumen).toMatchObject({
      fondo_inicial: 500,
      ventas_por_metodo: { efectivo: 65, tarjeta: 50, transferencia: 45, en_linea: 0, por_confirmar: 0 },
      ventas_total: 160,
      entradas: 20,
      salidas: 30,
      propinas: 10,
      cambio_entregado: 85,
      pedidos: 3,
      pedidos_por_tipo: { delivery: 0, takeAway: 2, inRestaurant: 1 },
      // 500 + 65 + 20 − 30
      efectivo_esperado: 555,
    });
    expect(live.movimientos.map((m) => m.motivo)).toEqual(['Cambio del banco', 'Compra de tortillas']);

    const closed = await call('POST', `/caja/turnos/${shift.id}/cerrar`, { efectivo_contado: 550, nota: 'Faltan 5 pesos' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<CashShift>()).toMatchObject({ efectivo_esperado: 555, efectivo_contado: 550, diferencia: -5 });
    expect((await call('POST', `/caja/turnos/${shift.id}/cerrar`, { efectivo_contado: 1 })).statusCode).toBe(409);
    expect((await call('POST', `/caja/turnos/${shift.id}/movimientos`, { tipo: 'entrada', monto: 1, motivo: 'Tarde' })).statusCode).toBe(409);

    // Frozen: a sale after the close does not change the closed shift.
    const late = await place();
    await accept(late.pedido.id);
    const past = (await call('GET', '/caja/turnos')).json<{ rows: CashShift[] }>().rows;
    expect(past[0]).toMatchObject({ id: shift.id, resumen: { ventas_total: 160 } });
    const csv = await call('GET', `/caja/turnos/${shift.id}/corte.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('"Efectivo esperado","555"');
    // One byte order mark; dates as the screen shows them, in the commerce's time zone; cash out negative.
    expect(csv.rawPayload.subarray(0, 6).toString('hex')).toBe('efbbbf22436f');
    expect(csv.body).toContain(`"Apertura","${formatDateTime(shift.abierto_at, DEFAULT_TIME_ZONE)}"`);
    expect(csv.body).toContain(`"Cierre","${formatDateTime(closed.json<CashShift>().cerrado_at!, DEFAULT_TIME_ZONE)}"`);
    expect(csv.body).toMatch(/"Apertura","\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}"/);
    expect(csv.body).toContain('"Salidas de efectivo","-30"');
    const [row] = await t.handle.db.select().from(cashShifts).where(eq(cashShifts.id, shift.id));
    expect(row!.cerrado_at).not.toBeNull();
    expect((await call('GET', '/caja/turno-actual')).json()).toMatchObject({ turno: null });
  });

  it('refuses a negative fund and an unknown shift', async () => {
    expect((await call('POST', '/caja/turnos', { fondo_inicial: -1 })).statusCode).toBe(400);
    expect((await call('POST', '/caja/turnos/00000000-0000-4000-8000-000000000000/cerrar', { efectivo_contado: 1 })).statusCode).toBe(404);
    expect((await call('POST', '/caja/turnos/no-es-id/movimientos', { tipo: 'entrada', monto: 1, motivo: 'Prueba' })).statusCode).toBe(404);
  });
});

describe('who runs the cash shift', () => {
  it('the Cocina preset (kitchen screen, no orders board) neither reads nor opens a shift; the Cajero preset (create) can', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/v1/auth/account-details', headers: shop.auth.headers });
    const available = own.json<{ modulesAndPermissions: ModulePermissions[] }>().modulesAndPermissions;
    const staff = async (role: 'cocina' | 'cajero') => {
      const email = `${role}-caja@prueba.mx`;
      const created = await call('POST', '/usuarios', { email, name: `Personal ${role}`, username: `${role}_caja`, status: 'activo', password: 'turno12345', modules: presetModules(role, available) });
      expect(created.statusCode, created.body).toBe(201);
      return (await login(t.app, email, 'turno12345')).headers;
    };
    const open = async (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/v1/caja/turnos', headers, payload: { fondo_inicial: 200 } });
    const kitchen = await staff('cocina');
    expect((await t.app.inject({ method: 'GET', url: '/v1/caja/turno-actual', headers: kitchen })).statusCode).toBe(403);
    expect((await open(kitchen)).statusCode).toBe(403);
    const cashier = await staff('cajero');
    const current = (await call('GET', '/caja/turno-actual')).json<{ turno: CashShift | null }>().turno;
    expect((await open(cashier)).statusCode).toBe(current ? 409 : 201);
  });
});
