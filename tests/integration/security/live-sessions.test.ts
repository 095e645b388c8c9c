// Sessions end everywhere at once: two server instances on one database, the panel's sockets on instance B,
// the session ended through instance A (logout, password change, user disabled or deleted) or its access
// changed (user or plan without HISTORIAL). B closes the sockets with 1000 — the code the panel does not
// reconnect on — after the panel_session logout message; nothing else reaches them.
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE, LIVE_MSG } from '@shared/live';
import { buildApp } from '../../../server/src/app';
import { MEMORY_DATA_DIR } from '../../../server/src/db/database';
import { commerces, plans, users } from '../../../server/src/db/schema/index';
import { SESSION_ENDED_REASON } from '../../../server/src/live/revocation';
import { createMemoryNotifier } from '../../../server/src/services/notifier';
import { connect, type TestSocket } from '../live/ws-client';
import { createOrderingCommerce, orderBody, placeOrder, type OrderingCommerce } from '../orders/support';
import { createTestApp, login, type LoggedIn, type TestApp } from '../../../testkit/test-app';

let t: TestApp;
let instanceB: FastifyInstance;
let wsUrlB: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  instanceB = await buildApp({ handle: t.handle, config: { dataDir: MEMORY_DATA_DIR, notifier: createMemoryNotifier() } });
  const address = await instanceB.listen({ port: 0, host: '127.0.0.1' });
  wsUrlB = `${address.replace('http', 'ws')}/ws`;
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await instanceB?.close();
  await t?.close();
});

/** The panel's two sockets on instance B: orders (panel_<commerceId>) and panel_session. */
async function panelSockets(commerceId: string, token: string): Promise<{ orders: TestSocket; session: TestSocket }> {
  const open = async (channel: string) => {
    const socket = await connect(wsUrlB);
    sockets.push(socket);
    socket.send({ action: 'subscribe', channel, token });
    expect(await socket.next((m) => m.action === 'subscribed' || m.action === 'error')).toEqual({ action: 'subscribed', channel });
    return socket;
  };
  return { orders: await open(`panel_${commerceId}`), session: await open('panel_session') };
}

async function expectEnded(panel: { orders: TestSocket; session: TestSocket }): Promise<void> {
  expect(await panel.session.next((m) => m.eventId === 'session')).toMatchObject({ eventId: 'session', data: { reason: 'logout' } });
  for (const socket of [panel.orders, panel.session]) {
    expect(await socket.closed).toEqual({ code: LIVE_CLOSE.normal, reason: SESSION_ENDED_REASON });
  }
}

async function staffLogin(shop: OrderingCommerce, modules: { id: string; permisos: string[] }[] | null = null): Promise<{ id: string; auth: LoggedIn; password: string }> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const password = 'contrasena1';
  const created = await t.app.inject({
    method: 'POST',
    url: '/v1/usuarios',
    headers: shop.auth.headers,
    payload: { email: `cajero-${suffix}@prueba.mx`, name: 'Cajero', username: `cajero_${suffix}`, password, ...(modules ? { modules } : {}) },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id, email } = created.json<{ id: string; email: string }>();
  return { id, auth: await login(t.app, email, password), password };
}

describe('live sockets of an ended session close on every instance', () => {
  let shop: OrderingCommerce;

  beforeAll(async () => {
    shop = await createOrderingCommerce(t.app, t.handle);
  });

  it('logout: logout message, close 1000, and no new order reaches the socket', async () => {
    const auth = await login(t.app, shop.commerce.email, shop.commerce.password);
    const panel = await panelSockets(shop.commerce.commerceId, auth.session.token);
    const other = await panelSockets(shop.commerce.commerceId, shop.auth.session.token);
    const out = await t.app.inject({ method: 'POST', url: '/v1/auth/logout', headers: auth.headers });
    expect(out.statusCode).toBe(200);
    await expectEnded(panel);
    expect((await placeOrder(t.app, shop.idPath, orderBody(shop.menu))).statusCode).toBe(201);
    // Another session of the same commerce still gets the order; the closed one got nothing after logout.
    expect(await other.orders.next((m) => m.eventId === 'newOrder')).toBeTruthy();
    expect(panel.orders.received.filter((m) => m.eventId === 'newOrder')).toEqual([]);
  });

  it('a password change ends the user\'s other sessions', async () => {
    const staff = await staffLogin(shop);
    const second = await login(t.app, staff.auth.session.usuario.email, staff.password);
    const panel = await panelSockets(shop.commerce.commerceId, second.session.token);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/cambiar-contrasena',
      headers: staff.auth.headers,
      payload: { current_password: staff.password, password: 'nueva-clave-1', password_confirmation: 'nueva-clave-1' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await expectEnded(panel);
  });

  it('disabling a user and deleting a user end their sessions', async () => {
    const disabled = await staffLogin(shop);
    const deleted = await staffLogin(shop);
    const disabledPanel = await panelSockets(shop.commerce.commerceId, disabled.auth.session.token);
    const deletedPanel = await panelSockets(shop.commerce.commerceId, deleted.auth.session.token);
    const off = await t.app.inject({ method: 'PUT', url: `/v1/usuarios/${disabled.id}`, headers: shop.auth.headers, payload: { status: 'inactivo' } });
    expect(off.statusCode, off.body).toBe(200);
    await expectEnded(disabledPanel);
    const gone = await t.app.inject({ method: 'DELETE', url: `/v1/usuarios/${deleted.id}`, headers: shop.auth.headers });
    expect(gone.statusCode, gone.body).toBe(200);
    await expectEnded(deletedPanel);
  });

  it('a user whose modules lose HISTORIAL is closed with the module message', async () => {
    const staff = await staffLogin(shop, [{ id: 'HISTORIAL', permisos: ['list'] }, { id: 'MENU', permisos: ['list'] }]);
    const panel = await panelSockets(shop.commerce.commerceId, staff.auth.session.token);
    const edited = await t.app.inject({ method: 'PUT', url: `/v1/usuarios/${staff.id}`, headers: shop.auth.headers, payload: { modules: [{ id: 'MENU', permisos: ['list'] }] } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await panel.orders.next((m) => m.action === 'error')).toEqual({ action: 'error', message: LIVE_MSG.noModule });
    expect(await panel.orders.closed).toEqual({ code: LIVE_CLOSE.normal, reason: LIVE_MSG.noModule });
  });
});

describe('a plan without HISTORIAL nor COCINA', () => {
  it('closes the commerce\'s live sockets when the commerce moves to it', async () => {
    const shop = await createOrderingCommerce(t.app, t.handle);
    const panel = await panelSockets(shop.commerce.commerceId, shop.auth.session.token);
    // A catalogue plan without live orders (none of the seeded plans lacks HISTORIAL): neither the board nor
    // the kitchen screen (COCINA), the two screens the live channel serves (docs/kitchen.md).
    await t.handle.db.execute(
      sql`UPDATE plans SET modulos = (SELECT coalesce(jsonb_agg(m), '[]'::jsonb) FROM jsonb_array_elements(modulos) m WHERE m->>'id' NOT IN ('HISTORIAL', 'COCINA')) WHERE id = 'STARTER'`,
    );
    const [starter] = await t.handle.db.select({ modulos: plans.modulos }).from(plans).where(eq(plans.id, 'STARTER'));
    expect(starter!.modulos.some((m) => m.id === 'HISTORIAL')).toBe(false);
    await t.handle.db.update(commerces).set({ tipo_plan: 'STARTER' }).where(eq(commerces.id, shop.commerce.commerceId));
    expect(await panel.orders.closed).toEqual({ code: LIVE_CLOSE.normal, reason: LIVE_MSG.noModule });
    expect(await panel.session.closed).toEqual({ code: LIVE_CLOSE.normal, reason: LIVE_MSG.noModule });
    const [owner] = await t.handle.db.select({ status: users.status }).from(users).where(eq(users.id, shop.commerce.userId));
    expect(owner?.status).toBe('activo');
  });
});
