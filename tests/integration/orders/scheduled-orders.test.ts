// Scheduled orders and kitchen capacity at intake (docs/availability.md, «Pedidos programados y capacidad»):
// a scheduled order is stored without ringing (no newOrder event), the scheduler records that event once at
// its fire time, a bad slot is a clear 4xx, and the cap per slot holds under concurrency.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchedulingSettings, SlotOffer } from '@shared/order-slots';
import { liveEvents, orders } from '../../../server/src/db/schema/orders';
import { inProcessOrders } from '../../../server/src/services/orders/operations';
import { fireDueOrders } from '../../../server/src/services/orders/scheduling/scheduler';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { createOrderingCommerce, orderBody, placeOrder, type OrderingCommerce } from './support';

let t: TestApp;
let shop: OrderingCommerce;

beforeAll(async () => {
  t = await createTestApp({ config: { publicLimits: null } });
  shop = await createOrderingCommerce(t.app, t.handle);
});
afterAll(async () => t?.close());

const SETTINGS: SchedulingSettings = { programados_activos: true, dias_adelanto: 2, minutos_preparacion: 30, capacidad_modo: 'desactivada', capacidad_por_franja: null };

async function saveSettings(patch: Partial<SchedulingSettings>) {
  const response = await t.app.inject({ method: 'PUT', url: '/v1/comercio/programacion', headers: shop.auth.headers, payload: { ...SETTINGS, ...patch } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SchedulingSettings>();
}

async function offer(): Promise<SlotOffer> {
  const response = await t.app.inject({ method: 'GET', url: `/v1/public/comercio/${shop.idPath}/horarios-pedido` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SlotOffer>();
}

const eventsOf = (orderId: string) =>
  t.handle.db
    .select({ event_id: liveEvents.event_id, data: liveEvents.data })
    .from(liveEvents)
    .where(and(eq(liveEvents.id_comercio, shop.commerce.commerceId), sql`${liveEvents.data}->>'orderId' = ${orderId}`));

describe('scheduled orders', () => {
  it('stores a scheduled order without ringing, shows it waiting, and the scheduler fires it exactly once', async () => {
    await saveSettings({});
    const { horarios } = await offer();
    expect(horarios.length).toBeGreaterThan(8);
    const slot = horarios[6]!;
    const placed = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { programado_para: slot.at }));
    expect(placed.statusCode, placed.body).toBe(201);
    const { pedido } = placed.json<{ pedido: { id: string; programado_para: string; programado_en_espera: boolean } }>();
    expect(pedido).toMatchObject({ programado_para: slot.at, programado_en_espera: true });

    // No newOrder at intake: the boards only hear that a pending order exists (to list it under «Programados»).
    expect((await eventsOf(pedido.id)).map((event) => event.event_id)).toEqual(['changeOrderStatus']);
    const [stored] = await t.handle.db.select().from(orders).where(eq(orders.id, pedido.id));
    expect(stored!.fire_at!.toISOString()).toBe(new Date(Date.parse(slot.at) - 30 * 60_000).toISOString());
    expect(stored!.franja!.toISOString()).toBe(slot.at);
    const listed = (await inProcessOrders(t.handle.db, shop.commerce.commerceId)).find((order) => order.id === pedido.id);
    expect(listed?.programado_en_espera).toBe(true);

    // Before its fire time nothing happens; at it, one newOrder with intake's payload; never again.
    expect(await fireDueOrders(t.handle.db, new Date(stored!.fire_at!.getTime() - 1000))).toBe(0);
    expect(await fireDueOrders(t.handle.db, stored!.fire_at)).toBe(1);
    expect(await fireDueOrders(t.handle.db, new Date(stored!.fire_at!.getTime() + 60_000))).toBe(0);
    const events = await eventsOf(pedido.id);
    expect(events.filter((event) => event.event_id === 'newOrder')).toEqual([
      { event_id: 'newOrder', data: { orderId: pedido.id, commerceId: shop.commerce.commerceId, folio: stored!.folio } },
    ]);
    const after = (await inProcessOrders(t.handle.db, shop.commerce.commerceId)).find((order) => order.id === pedido.id);
    expect(after?.programado_en_espera).toBe(false);
  });

  it('does not ring an order canceled while it waited', async () => {
    const { horarios } = await offer();
    const placed = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { programado_para: horarios[7]!.at }));
    const id = placed.json<{ pedido: { id: string } }>().pedido.id;
    await t.handle.db.update(orders).set({ estatus_pedido: 'canceled', estatus: 'canceled' }).where(eq(orders.id, id));
    expect(await fireDueOrders(t.handle.db, new Date(Date.parse(horarios[7]!.at)))).toBe(0);
    expect((await eventsOf(id)).map((event) => event.event_id)).toEqual(['changeOrderStatus']);
  });

  it.each([
    { name: 'a past time', at: () => new Date(Date.now() - 3_600_000).toISOString(), message: 'La hora elegida ya pasó o no da tiempo de preparar tu pedido: elige una hora más tarde' },
    { name: 'off the grid', at: () => new Date(Math.ceil(Date.now() / 900_000) * 900_000 + 3 * 3_600_000 + 7 * 60_000).toISOString(), message: 'Elige una de las horas de la lista (cada 15 minutos)' },
    { name: 'too far ahead', at: () => new Date(Date.now() + 5 * 86_400_000).toISOString(), message: 'Solo se pueden programar pedidos hasta 2 días adelante' },
    { name: 'not a time', at: () => 'mañana temprano', message: 'Hora programada: valor no válido' },
  ])('refuses $name with a clear 4xx and stores nothing', async ({ at, message }) => {
    const before = await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    const refused = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { programado_para: at() }));
    expect([400, 422]).toContain(refused.statusCode);
    expect(refused.json<{ message: string }>().message).toContain(message);
    const after = await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('validates the settings with the shared schema (4xx with the field’s message)', async () => {
    const refused = await t.app.inject({ method: 'PUT', url: '/v1/comercio/programacion', headers: shop.auth.headers, payload: { ...SETTINGS, capacidad_modo: 'pedidos' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain('Capacidad por franja');
    const read = await t.app.inject({ method: 'GET', url: '/v1/comercio/programacion', headers: shop.auth.headers });
    expect(read.json<SchedulingSettings>()).toEqual(SETTINGS);
  });
});

describe('kitchen capacity', () => {
  it('20 customers competing for a slot with 3 places left: exactly 3 taken, the others told the next free time, nothing stored for them', async () => {
    await saveSettings({ capacidad_modo: 'pedidos', capacidad_por_franja: 5 });
    const { horarios } = await offer();
    const slot = horarios[10]!;
    const next = horarios[11]!;
    for (let i = 0; i < 2; i += 1) {
      const first = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { programado_para: slot.at, numero_celular: `99300000${10 + i}` }));
      expect(first.statusCode, first.body).toBe(201);
    }
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => placeOrder(t.app, shop.idPath, orderBody(shop.menu, { programado_para: slot.at, numero_celular: `99310000${10 + i}` }))),
    );
    const taken = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(taken).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(r.json<{ code: string; message: string }>()).toEqual(
        expect.objectContaining({ code: 'SLOT_FULL', message: `La cocina ya está llena para ese horario. La siguiente hora disponible es ${next.etiqueta}; elígela para hacer tu pedido.` }),
      );
    }
    const inSlot = await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.franja, new Date(slot.at)));
    expect(inSlot[0]!.n).toBe(5);
    const refusedPhones = await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(sql`${orders.numero_celular} LIKE '993100%'`);
    expect(refusedPhones[0]!.n).toBe(3);
    // The public menu no longer offers the full slot.
    expect((await offer()).horarios.map((s) => s.at)).not.toContain(slot.at);
  });

  it('counts items when the cap is by items', async () => {
    await saveSettings({ capacidad_modo: 'articulos', capacidad_por_franja: 4 });
    const { horarios } = await offer();
    const slot = horarios[14]!;
    const three = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { programado_para: slot.at, productos: [{ id_producto: shop.menu.tacoId, cantidad: 3, extras: [] }] }));
    expect(three.statusCode, three.body).toBe(201);
    const two = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { programado_para: slot.at, productos: [{ id_producto: shop.menu.tacoId, cantidad: 2, extras: [] }] }));
    expect(two.statusCode).toBe(409);
    const one = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { programado_para: slot.at }));
    expect(one.statusCode, one.body).toBe(201);
  });

  it('«Lo antes posible» with its slot full: refused with the next free time, and not offered', async () => {
    await saveSettings({ capacidad_modo: 'pedidos', capacidad_por_franja: 1 });
    const asap = await placeOrder(t.app, shop.idPath, orderBody(shop.menu));
    expect(asap.statusCode, asap.body).toBe(201);
    const full = await placeOrder(t.app, shop.idPath, orderBody(shop.menu));
    expect(full.statusCode).toBe(409);
    expect(full.json<{ message: string }>().message).toMatch(/^La cocina está llena en este momento\. La siguiente hora disponible es (hoy|mañana) \d{1,2}:\d{2}; prográmalo para esa hora\.$/);
    const now = await offer();
    expect(now.lo_antes_posible).toBe(false);
    expect(now.aviso).toBe(full.json<{ message: string }>().message);
    await saveSettings({});
  });
});
