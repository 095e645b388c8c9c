// A store nobody is watching pauses itself (docs/availability.md, "Pausa automática"): real HTTP on PGlite
// with the automatic pause's clock injected (moved forward by minutes, nothing sleeps): the pause after N
// minutes without a device and after M orders waiting K minutes, the refusal at intake with nothing stored,
// the public menu's answer, one alert to the owner, the resume on device + acknowledgement, the rule
// switched off, the settings' validation and one commerce's pause never touching another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { AUTO_PAUSE_PUBLIC_MESSAGE, type AutoPauseView } from '@shared/auto-pause';
import type { Availability } from '@shared/availability';
import { commerceChannel } from '@shared/live';
import { orders } from '../../../server/src/db/schema/orders';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { connect } from '../live/ws-client';
import { createOrderingCommerce, orderBody, placeOrder, type OrderingCommerce } from '../orders/support';

const MINUTE = 60_000;
let offsetMs = 0;
let t: TestApp;
let shop: OrderingCommerce;
let other: OrderingCommerce;
let busy: OrderingCommerce;
let relaxed: OrderingCommerce;
/** Open only on a day that is not today or tomorrow: closed whenever the test runs. */
let closedShop: OrderingCommerce;

beforeAll(async () => {
  t = await createTestApp({ config: { autoPause: { everyMs: 0, clock: () => new Date(Date.now() + offsetMs) } } });
  shop = await createOrderingCommerce(t.app, t.handle);
  other = await createOrderingCommerce(t.app, t.handle);
  busy = await createOrderingCommerce(t.app, t.handle);
  relaxed = await createOrderingCommerce(t.app, t.handle);
  const farDay = (new Date().getUTCDay() + 3) % 7;
  closedShop = await createOrderingCommerce(t.app, t.handle, { commerce: { horarios: [{ dia: farDay, horario_apertura: '10:00', horario_cierre: '11:00' }] } });
});
afterAll(async () => t?.close());

/** The print agent's poll: the commerce's counter is watched at the clock's now. */
async function agentPoll(...shops: OrderingCommerce[]): Promise<void> {
  for (const s of shops) {
    const polled = await t.app.inject({ method: 'GET', url: '/v1/impresion/eventos', headers: s.auth.headers });
    expect(polled.statusCode, polled.body).toBe(200);
  }
}

async function evaluateAt(minutes: number) {
  offsetMs = minutes * MINUTE;
  return t.app.autoPause.evaluate();
}

const view = async (s: OrderingCommerce) => (await t.app.inject({ method: 'GET', url: '/v1/pausa-automatica', headers: s.auth.headers })).json<AutoPauseView>();
const acknowledge = (s: OrderingCommerce) => t.app.inject({ method: 'POST', url: '/v1/pausa-automatica/reconocer', headers: s.auth.headers });
const saveSettings = (s: OrderingCommerce, payload: unknown) => t.app.inject({ method: 'PUT', url: '/v1/pausa-automatica', headers: s.auth.headers, payload: payload as Record<string, unknown> });
const ordersOf = async (s: OrderingCommerce) => (await t.handle.db.select({ n: count() }).from(orders).where(eq(orders.id_comercio, s.commerce.commerceId)))[0]!.n;

describe('automatic pause', () => {
  it('pauses a store with no device for N minutes, refuses its orders with the message, alerts the owner once, and leaves the others alone', async () => {
    await agentPoll(shop, other, busy, relaxed);
    const early = await evaluateAt(4);
    expect(early.paused.map((p) => p.commerceId)).not.toContain(shop.commerce.commerceId);

    await agentPoll(other, busy, relaxed);
    const due = await evaluateAt(5.5);
    expect(due.paused.map((p) => p.commerceId)).toEqual([shop.commerce.commerceId]);
    expect(due.paused[0]!.reason).toBe('sin_dispositivo');
    expect(due.alerted).toEqual([shop.commerce.commerceId]);

    const state = await view(shop);
    expect(state.estado).toMatchObject({ pausado: true, motivo: 'sin_dispositivo', dispositivo_conectado: false });
    expect(state.estado.detalle).toContain('5 min');

    // Intake: 409 with the honest message, nothing stored; the other commerce still takes orders.
    const before = await ordersOf(shop);
    const refused = await placeOrder(t.app, shop.idPath, orderBody(shop.menu));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: AUTO_PAUSE_PUBLIC_MESSAGE, code: 'ORDERS_AUTO_PAUSED' });
    expect(await ordersOf(shop)).toBe(before);
    expect((await placeOrder(t.app, other.idPath, orderBody(other.menu))).statusCode).toBe(201);

    // The public menu and the panel say so; the other commerce's menu is open.
    const menu = (await t.app.inject({ method: 'GET', url: `/v1/public/comercio/${shop.idPath}/menu` })).json<{ comercio: { abierto: boolean; disponibilidad: Availability } }>();
    expect(menu.comercio).toMatchObject({ abierto: false, disponibilidad: { motivo: 'unattended', mensaje: AUTO_PAUSE_PUBLIC_MESSAGE } });
    const otherMenu = (await t.app.inject({ method: 'GET', url: `/v1/public/comercio/${other.idPath}/menu` })).json<{ comercio: { abierto: boolean } }>();
    expect(otherMenu.comercio.abierto).toBe(true);

    // Evaluated again (here and by any instance): no second pause, no second alert.
    await agentPoll(other, busy, relaxed);
    const again = await evaluateAt(7);
    expect(again.paused.map((p) => p.commerceId)).not.toContain(shop.commerce.commerceId);
    const alerts = t.notifier.alerts.filter((alert) => alert.to === shop.commerce.email);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ channel: 'email' });
    expect(alerts[0]!.text).toContain(AUTO_PAUSE_PUBLIC_MESSAGE);
    expect(t.notifier.alerts.filter((alert) => alert.to !== shop.commerce.email)).toEqual([]);
  });

  it('resumes only when someone acknowledged AND a device is back, keeping the orders already taken', async () => {
    const kept = await ordersOf(shop);
    offsetMs = 8 * MINUTE;
    const acknowledged = await acknowledge(shop);
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    // Acknowledged from afar with no counter device: still paused.
    expect(acknowledged.json<AutoPauseView>().estado).toMatchObject({ pausado: true, dispositivo_conectado: false });
    expect(acknowledged.json<AutoPauseView>().estado.reconocido_at).not.toBeNull();
    await agentPoll(other, busy, relaxed);
    expect((await evaluateAt(8.2)).resumed).not.toContain(shop.commerce.commerceId);
    expect((await placeOrder(t.app, shop.idPath, orderBody(shop.menu))).statusCode).toBe(409);

    // A panel opens the live channel: presence is written at once and the next pass resumes.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = await connect(`${address.replace('http', 'ws')}/ws`);
    socket.send({ action: 'subscribe', channel: commerceChannel(shop.commerce.commerceId), token: shop.auth.session.token });
    await socket.next((m) => m.action === 'subscribed');
    await expect.poll(async () => (await view(shop)).estado.dispositivo_conectado).toBe(true);
    const back = await t.app.autoPause.evaluate();
    expect(back.resumed).toContain(shop.commerce.commerceId);
    expect((await view(shop)).estado).toMatchObject({ pausado: false, motivo: null });
    expect((await placeOrder(t.app, shop.idPath, orderBody(shop.menu))).statusCode).toBe(201);
    expect(await ordersOf(shop)).toBe(kept + 1);
    socket.close();
  });

  it('pauses after M orders waited more than K minutes unaccepted, and resumes at once on acknowledgement with a device connected', async () => {
    offsetMs = 8.5 * MINUTE;
    const saved = await saveSettings(busy, { activo: true, minutos_sin_dispositivo: 30, pedidos_sin_aceptar: 2, minutos_sin_aceptar: 10 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AutoPauseView>().ajustes).toEqual({ activo: true, minutos_sin_dispositivo: 30, pedidos_sin_aceptar: 2, minutos_sin_aceptar: 10 });
    // Two orders now (their age is the clock's offset: 8.5 min, under K).
    for (let i = 0; i < 2; i++) expect((await placeOrder(t.app, busy.idPath, orderBody(busy.menu))).statusCode).toBe(201);
    await agentPoll(busy, other, relaxed);
    expect((await evaluateAt(9)).paused.map((p) => p.commerceId)).not.toContain(busy.commerce.commerceId);
    offsetMs = 11 * MINUTE;
    await agentPoll(busy, other, relaxed);
    const due = await t.app.autoPause.evaluate();
    expect(due.paused.find((p) => p.commerceId === busy.commerce.commerceId)?.reason).toBe('pedidos_sin_aceptar');
    expect((await view(busy)).estado).toMatchObject({ pausado: true, motivo: 'pedidos_sin_aceptar', dispositivo_conectado: true });
    expect((await placeOrder(t.app, busy.idPath, orderBody(busy.menu))).statusCode).toBe(409);

    // The device is there: acknowledging resumes now; the same waiting orders do not pause it again.
    const acknowledged = await acknowledge(busy);
    expect(acknowledged.json<AutoPauseView>().estado.pausado).toBe(false);
    offsetMs = 12 * MINUTE;
    await agentPoll(busy, other, relaxed);
    expect((await t.app.autoPause.evaluate()).paused.map((p) => p.commerceId)).not.toContain(busy.commerce.commerceId);
    expect(t.notifier.alerts.filter((alert) => alert.to === busy.commerce.email)).toHaveLength(1);
  });

  it('never pauses with the rule switched off or outside the open hours, and switching it off lifts a pause', async () => {
    const off = await saveSettings(relaxed, { activo: false, minutos_sin_dispositivo: 5, pedidos_sin_aceptar: 3, minutos_sin_aceptar: 8 });
    expect(off.statusCode, off.body).toBe(200);
    const much = await evaluateAt(60);
    expect(much.paused.map((p) => p.commerceId)).not.toContain(relaxed.commerce.commerceId);
    expect(much.paused.map((p) => p.commerceId)).not.toContain(closedShop.commerce.commerceId);
    expect((await view(closedShop)).estado.pausado).toBe(false);
    expect((await placeOrder(t.app, relaxed.idPath, orderBody(relaxed.menu))).statusCode).toBe(201);

    // `other` got no device for an hour: paused; its owner switches the rule off and orders come in again.
    expect(much.paused.map((p) => p.commerceId)).toContain(other.commerce.commerceId);
    expect((await placeOrder(t.app, other.idPath, orderBody(other.menu))).statusCode).toBe(409);
    await saveSettings(other, { activo: false, minutos_sin_dispositivo: 5, pedidos_sin_aceptar: 3, minutos_sin_aceptar: 8 });
    expect((await view(other)).estado.pausado).toBe(false);
    expect((await placeOrder(t.app, other.idPath, orderBody(other.menu))).statusCode).toBe(201);
  });

  it('refuses invalid settings with a 400 naming the field, and a pause is read and acknowledged only by its own commerce', async () => {
    const cases: [unknown, string][] = [
      [{ activo: true, minutos_sin_dispositivo: 0, pedidos_sin_aceptar: 3, minutos_sin_aceptar: 8 }, 'minutos_sin_dispositivo'],
      [{ activo: true, minutos_sin_dispositivo: 5, pedidos_sin_aceptar: 2.5, minutos_sin_aceptar: 8 }, 'pedidos_sin_aceptar'],
      [{ activo: true, minutos_sin_dispositivo: 5, pedidos_sin_aceptar: 3, minutos_sin_aceptar: '8' }, 'minutos_sin_aceptar'],
      [{ activo: true, minutos_sin_dispositivo: 5, pedidos_sin_aceptar: 3, minutos_sin_aceptar: 121 }, 'minutos_sin_aceptar'],
      [{ minutos_sin_dispositivo: 5, pedidos_sin_aceptar: 3, minutos_sin_aceptar: 8 }, 'activo'],
    ];
    for (const [payload, field] of cases) {
      const refused = await saveSettings(shop, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json<{ message: string }>().message).toContain(field);
    }
    expect((await view(shop)).ajustes).toEqual({ activo: true, minutos_sin_dispositivo: 5, pedidos_sin_aceptar: 3, minutos_sin_aceptar: 8 });

    // `shop` paused again in the last pass (no device for an hour); `relaxed` acknowledging changes nothing of it.
    expect((await view(shop)).estado.pausado).toBe(true);
    expect((await view(relaxed)).estado.pausado).toBe(false);
    expect((await acknowledge(relaxed)).statusCode).toBe(200);
    expect((await view(shop)).estado).toMatchObject({ pausado: true, reconocido_at: null });
  });
});
