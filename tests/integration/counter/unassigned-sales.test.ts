// «Ventas sin turno» (docs/counter.md): sales that arrived while no cash shift was open are counted on
// GET /v1/caja/turno-actual (orders by their creation, a table by its payment; since the last close, at most a
// day back) and POST /v1/caja/turnos/:id/ventas-sin-turno adds them to the open shift: its summary and its
// close then count them. Only with HISTORIAL create, only the session's commerce's shift, only while open;
// a second call changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CashShift, UnassignedSales } from '@shared/counter';
import { presetModules } from '@shared/roles';
import type { ModulePermissions } from '@shared/types/account';
import type { OrderDetail } from '@shared/types/order';
import { cashShifts } from '../../../server/src/db/schema/counter';
import { orders } from '../../../server/src/db/schema/orders';
import { createTestApp, login, type TestApp } from '../../../testkit/test-app';
import { createOrderingCommerce, createTable, orderBody, placeOrder, type OrderingCommerce } from '../orders/support';

let t: TestApp;
let shop: OrderingCommerce;
let other: OrderingCommerce;
beforeAll(async () => {
  t = await createTestApp();
  shop = await createOrderingCommerce(t.app, t.handle);
  other = await createOrderingCommerce(t.app, t.handle);
});
afterAll(async () => t?.close());

const call = (target: OrderingCommerce, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>, headers: Record<string, string> = target.auth.headers) =>
  t.app.inject({ method, url: `/v1${url}`, headers, ...(payload ? { payload } : {}) });

async function sale(target: OrderingCommerce, overrides: Record<string, unknown> = {}): Promise<OrderDetail> {
  const placed = await placeOrder(t.app, target.idPath, orderBody(target.menu, overrides));
  expect(placed.statusCode, placed.body).toBe(201);
  const detail = placed.json<OrderDetail>();
  const accepted = await call(target, 'PUT', `/pedido/${detail.pedido.id}`, { action: 'changeStatus', status: 'accepted', tiempo_preparacion: 10 });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return detail;
}

async function state(target: OrderingCommerce): Promise<{ turno: CashShift | null; sin_turno: UnassignedSales }> {
  const response = await call(target, 'GET', '/caja/turno-actual');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function staffHeaders(role: 'cocina' | 'cajero'): Promise<Record<string, string>> {
  const own = await call(shop, 'GET', '/auth/account-details');
  const available = own.json<{ modulesAndPermissions: ModulePermissions[] }>().modulesAndPermissions;
  const email = `${role}-sin-turno@prueba.mx`;
  const created = await call(shop, 'POST', '/usuarios', { email, name: `Personal ${role}`, username: `${role}_sin_turno`, status: 'activo', password: 'turno12345', modules: presetModules(role, available) });
  expect(created.statusCode, created.body).toBe(201);
  return (await login(t.app, email, 'turno12345')).headers;
}

describe('sales without a shift', () => {
  it('counts them, adds them to the open shift once, and the close includes them', async () => {
    // No shift: a cash sale of $25 (paid with $100), a card sale of $50, a pending order (not a sale), a table
    // of $75 paid in cash, and a sale older than a day (the history's, not the cash close's).
    const first = await sale(shop, { metodo_pago: 'efectivo', cliente_paga_con: 100 });
    await sale(shop, { metodo_pago: 'tarjeta', productos: [{ id_producto: shop.menu.tacoId, cantidad: 2, extras: [] }] });
    expect((await placeOrder(t.app, shop.idPath, orderBody(shop.menu))).statusCode).toBe(201);
    const tableUuid = await createTable(t.handle, shop.commerce.commerceId, 51);
    expect((await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { table_uuid: tableUuid, productos: [{ id_producto: shop.menu.tacoId, cantidad: 3, extras: [] }] }))).statusCode).toBe(201);
    const paid = await call(shop, 'POST', `/mesas/${tableUuid}/cobrar`, { pagos: [{ metodo: 'efectivo', monto: 75 }], propina: 0, efectivo_recibido: 75 });
    expect(paid.statusCode, paid.body).toBe(200);
    const old = await sale(shop, { metodo_pago: 'efectivo' });
    await t.handle.db.update(orders).set({ created_at: new Date(Date.now() - 2 * 24 * 60 * 60_000) }).where(eq(orders.id, old.pedido.id));

    const before = await state(shop);
    expect(before.turno).toBeNull();
    expect(before.sin_turno).toEqual({ pedidos: 3, total: 150, desde: first.pedido.created_at });
    // Another commerce's sales are its own.
    expect((await state(other)).sin_turno).toMatchObject({ pedidos: 0, total: 0, desde: null });

    // Opening a shift does not take them by itself.
    const opened = await call(shop, 'POST', '/caja/turnos', { fondo_inicial: 100 });
    expect(opened.statusCode, opened.body).toBe(201);
    const shift = opened.json<CashShift>();
    expect(shift.resumen.ventas_total).toBe(0);
    expect((await state(shop)).sin_turno).toMatchObject({ pedidos: 3, total: 150 });

    // Permission: Cocina (orders edit, no create) is refused and nothing changes; another commerce gets 404.
    const kitchen = await staffHeaders('cocina');
    expect((await call(shop, 'POST', `/caja/turnos/${shift.id}/ventas-sin-turno`, undefined, kitchen)).statusCode).toBe(403);
    expect((await call(other, 'POST', `/caja/turnos/${shift.id}/ventas-sin-turno`)).statusCode).toBe(404);
    const [untouched] = await t.handle.db.select().from(cashShifts).where(eq(cashShifts.id, shift.id));
    expect(untouched!.ventas_desde).toBeNull();

    // The cashier adds them: cash 25 + 75, card 50; expected cash 100 + 100.
    const cashier = await staffHeaders('cajero');
    const added = await call(shop, 'POST', `/caja/turnos/${shift.id}/ventas-sin-turno`, undefined, cashier);
    expect(added.statusCode, added.body).toBe(200);
    const withSales = added.json<CashShift>();
    expect(withSales.ventas_desde).toBe(first.pedido.created_at);
    expect(withSales.abierto_at).toBe(shift.abierto_at);
    expect(withSales.resumen).toMatchObject({
      ventas_por_metodo: { efectivo: 100, tarjeta: 50 },
      ventas_total: 150,
      pedidos: 3,
      cambio_entregado: 75,
      efectivo_esperado: 200,
    });
    expect((await state(shop)).sin_turno).toEqual({ pedidos: 0, total: 0, desde: null });

    // Again: nothing more to add, the same totals.
    const again = await call(shop, 'POST', `/caja/turnos/${shift.id}/ventas-sin-turno`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<CashShift>()).toMatchObject({ ventas_desde: first.pedido.created_at, resumen: { ventas_total: 150, efectivo_esperado: 200 } });

    // A sale while the shift is open is its own; the close counts all of them.
    await sale(shop, { metodo_pago: 'efectivo' });
    const closed = await call(shop, 'POST', `/caja/turnos/${shift.id}/cerrar`, { efectivo_contado: 225 });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<CashShift>()).toMatchObject({ efectivo_esperado: 225, diferencia: 0, resumen: { ventas_total: 175, pedidos: 4 } });
    expect((await call(shop, 'POST', `/caja/turnos/${shift.id}/ventas-sin-turno`)).statusCode).toBe(409);

    // After the close, the gap starts again at the close.
    const late = await sale(shop, { metodo_pago: 'tarjeta' });
    expect((await state(shop)).sin_turno).toEqual({ pedidos: 1, total: 25, desde: late.pedido.created_at });
  });

  it('an unknown shift is 404', async () => {
    expect((await call(other, 'POST', '/caja/turnos/00000000-0000-4000-8000-000000000000/ventas-sin-turno')).statusCode).toBe(404);
    expect((await call(other, 'POST', '/caja/turnos/no-es-id/ventas-sin-turno')).statusCode).toBe(404);
  });
});
