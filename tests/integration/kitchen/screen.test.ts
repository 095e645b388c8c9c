// The kitchen screen (docs/kitchen.md, «Pantalla de cocina") over real HTTP: the queue per station with the
// one routing rule, bumps and «Deshacer» kept by the server (two screens agree), the «Listo» rule (pickup →
// ready_to_pick_up; others «Listo» on the board and the customer's page), cancelled orders leaving, the
// live event, permissions and refused input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitchenOrder, KitchenQueue } from '@shared/kitchen/screen';
import type { KitchenStation } from '@shared/kitchen/stations';
import type { OrderDetail } from '@shared/types/order';
import type { PublicOrderStatus } from '@shared/types/public-menu';
import { createTestApp, login, type LoggedIn, type TestApp } from '../../../testkit/test-app';
import { connect, type TestSocket } from '../live/ws-client';
import { DELIVERY_ADDRESS, createOrderingCommerce, orderBody, type OrderingCommerce } from '../orders/support';

let t: TestApp;
let shop: OrderingCommerce;
/** A second kitchen screen of the same commerce: its own login session. */
let secondScreen: LoggedIn;
let wsUrl: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  shop = await createOrderingCommerce(t.app, t.handle);
  secondScreen = await login(t.app, shop.commerce.email, shop.commerce.password);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `${address.replace('http', 'ws')}/ws`;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t?.close();
});

const queue = async (who: LoggedIn = shop.auth): Promise<KitchenQueue> => {
  const response = await t.app.inject({ method: 'GET', url: '/v1/cocina/cola', headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<KitchenQueue>();
};
const bump = (payload: Record<string, unknown>, who: LoggedIn = shop.auth) => t.app.inject({ method: 'POST', url: '/v1/cocina/marcar', headers: who.headers, payload });
const recall = (vista: string, who: LoggedIn = shop.auth) => t.app.inject({ method: 'POST', url: '/v1/cocina/deshacer', headers: who.headers, payload: { vista } });
const readyIds = async () => (await t.app.inject({ method: 'GET', url: '/v1/cocina/listos', headers: shop.auth.headers })).json<string[]>();
const changeStatus = (id: string, status: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'PUT', url: `/v1/pedido/${id}`, headers: shop.auth.headers, payload: { action: 'changeStatus', status, ...extra } });
const publicStatus = async (id: string) => (await t.app.inject({ method: 'GET', url: `/v1/public/comercio/${shop.idPath}/pedido/${id}/estatus` })).json<PublicOrderStatus>();
const saveStations = async (estaciones: unknown[]) => {
  const saved = await t.app.inject({ method: 'PUT', url: '/v1/cocina/estaciones', headers: shop.auth.headers, payload: { estaciones } });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json<KitchenStation[]>();
};

const tacoAndGringa = () => [
  { id_producto: shop.menu.tacoId, cantidad: 2, extras: [{ id_extra: shop.menu.salsaVerde, cantidad: 1 }] },
  { id_producto: shop.menu.gringaId, presentacion: shop.menu.presentationChica, cantidad: 1, extras: [{ id_extra: shop.menu.tortillaMaiz, cantidad: 1 }] },
];

let customers = 0;
/** An order placed by a customer (each from its own phone and connection: intake limits repeats) and accepted with 20 minutes. */
async function acceptedOrder(overrides: Record<string, unknown> = {}, accept = true): Promise<OrderDetail> {
  customers += 1;
  const placed = await t.app.inject({
    method: 'POST',
    url: `/v1/public/comercio/${shop.idPath}/pedido`,
    remoteAddress: `10.0.${Math.floor(customers / 200)}.${customers % 200}`,
    payload: orderBody(shop.menu, { productos: tacoAndGringa(), numero_celular: `99300${String(customers).padStart(5, '0')}`, ...overrides }),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json<OrderDetail>();
  if (accept) expect((await changeStatus(order.pedido.id, 'accepted', { tiempo_preparacion: 20 })).statusCode).toBe(200);
  return order;
}

const inQueue = (q: KitchenQueue, id: string): KitchenOrder | undefined => q.pedidos.find((order) => order.id === id);
const orderStatus = async (id: string) => (await t.app.inject({ method: 'GET', url: `/v2/commerce/${shop.commerce.commerceId}/orders/${id}`, headers: shop.auth.v2Headers })).json<OrderDetail>().pedido.estatus_pedido;

describe('kitchen screen without stations: the whole order is one station «Cocina»', () => {
  it('shows accepted orders oldest first (pending ones not yet), bumps the whole order and a pickup order becomes ready_to_pick_up', async () => {
    const pending = await acceptedOrder({}, false);
    const first = await acceptedOrder();
    const second = await acceptedOrder({ nombre: 'Luis Pérez' });
    const q = await queue();
    expect(q.estaciones).toEqual([{ id: 'cocina', name: 'Cocina' }]);
    expect(inQueue(q, pending.pedido.id)).toBeUndefined();
    const ids = q.pedidos.map((order) => order.id);
    expect(ids.indexOf(first.pedido.id)).toBeLessThan(ids.indexOf(second.pedido.id));
    const shown = inQueue(q, second.pedido.id)!;
    expect(shown).toMatchObject({ cliente: 'Luis', metodo_entrega: 'takeAway', tiempo_preparacion: 20, estatus: 'accepted' });
    expect(shown.lineas.map((line) => [line.nombre, line.cantidad, line.estaciones, line.listas])).toEqual([
      ['Taco al pastor', 2, ['cocina'], []],
      ['Gringa', 1, ['cocina'], []],
    ]);
    expect(shown.lineas[0]!.extras).toEqual(['Salsa verde']);

    const bumped = await bump({ pedido: first.pedido.id, vista: 'cocina' });
    expect(bumped.statusCode, bumped.body).toBe(200);
    expect(inQueue(bumped.json<KitchenQueue>(), first.pedido.id)).toBeUndefined();
    expect(await orderStatus(first.pedido.id)).toBe('ready_to_pick_up');
    expect(await readyIds()).toContain(first.pedido.id);
    expect(await publicStatus(first.pedido.id)).toMatchObject({ estatus: 'ready_to_pick_up', listo_en_cocina: true });

    // «Deshacer» brings it back to the queue; the status machine only moves forward, so it stays ready_to_pick_up.
    const undone = await recall('cocina');
    expect(undone.statusCode, undone.body).toBe(200);
    expect(inQueue(undone.json<KitchenQueue>(), first.pedido.id)?.lineas.every((line) => line.listas.length === 0)).toBe(true);
    expect(await readyIds()).not.toContain(first.pedido.id);
  });
});

describe('kitchen screen with stations', () => {
  let grill: KitchenStation;
  let bar: KitchenStation;
  beforeAll(async () => {
    [grill, bar] = await saveStations([
      { name: 'Parrilla', categoryIds: [], productIds: [shop.menu.tacoId] },
      { name: 'Barra', categoryIds: [], productIds: [shop.menu.gringaId] },
    ]);
  });

  it('routes each line to the station that prepares it; an order with nothing for any station is not in the queue', async () => {
    const order = await acceptedOrder();
    const q = await queue();
    expect(q.estaciones).toEqual([
      { id: grill.id, name: 'Parrilla' },
      { id: bar.id, name: 'Barra' },
    ]);
    expect(inQueue(q, order.pedido.id)!.lineas.map((line) => line.estaciones)).toEqual([[grill.id], [bar.id]]);
    await saveStations([{ id: grill.id, name: 'Parrilla', categoryIds: [], productIds: [] }, { id: bar.id, name: 'Barra', categoryIds: [], productIds: [shop.menu.gringaId] }]);
    const tacoOnly = await acceptedOrder({ productos: [{ id_producto: shop.menu.tacoId, cantidad: 1, extras: [] }] });
    expect(inQueue(await queue(), tacoOnly.pedido.id)).toBeUndefined();
    await saveStations([grill, bar]);
  });

  it('bumps one line, recalls it, and two screens see the same state; the live channel announces each change', async () => {
    const live = await connect(wsUrl);
    sockets.push(live);
    live.send({ action: 'subscribe', channel: `panel_${shop.commerce.commerceId}`, token: secondScreen.session.token });
    await live.next((m) => m.action === 'subscribed');
    const order = await acceptedOrder({ metodo_entrega: 'delivery', ...DELIVERY_ADDRESS });
    const taco = inQueue(await queue(), order.pedido.id)!.lineas[0]!;

    const one = await bump({ pedido: order.pedido.id, vista: grill.id, linea: taco.id });
    expect(one.statusCode, one.body).toBe(200);
    expect(await live.next((m) => m.eventId === 'kitchenChanged')).toMatchObject({ data: { orderId: order.pedido.id, listo: false } });
    const seen = inQueue(await queue(secondScreen), order.pedido.id)!;
    expect(seen.lineas[0]!.listas).toEqual([grill.id]);
    expect((await queue(secondScreen)).deshacer[grill.id]).toMatchObject({ folio: order.pedido.folio });

    // A second tap on the same line (the other screen, a moment later) changes nothing.
    expect((await bump({ pedido: order.pedido.id, vista: grill.id, linea: taco.id }, secondScreen)).statusCode).toBe(200);
    expect((await recall(grill.id, secondScreen)).statusCode).toBe(200);
    expect(inQueue(await queue(), order.pedido.id)!.lineas[0]!.listas).toEqual([]);
    expect(await live.next((m) => m.eventId === 'kitchenChanged')).toMatchObject({ data: { orderId: order.pedido.id, listo: false } });
  });

  it('an order every station finished is «Listo»: the board lists it, the customer page says so, the status of a delivery stays', async () => {
    const order = await acceptedOrder({ metodo_entrega: 'delivery', ...DELIVERY_ADDRESS });
    await bump({ pedido: order.pedido.id, vista: grill.id });
    const afterGrill = await queue();
    expect(inQueue(afterGrill, order.pedido.id)!.lineas.map((line) => line.listas)).toEqual([[grill.id], []]);
    expect(await readyIds()).not.toContain(order.pedido.id);
    expect((await publicStatus(order.pedido.id)).listo_en_cocina).toBe(false);

    const done = await bump({ pedido: order.pedido.id, vista: bar.id }, secondScreen);
    expect(inQueue(done.json<KitchenQueue>(), order.pedido.id)).toBeUndefined();
    expect(await readyIds()).toContain(order.pedido.id);
    expect(await publicStatus(order.pedido.id)).toMatchObject({ estatus: 'accepted', listo_en_cocina: true });
    expect(await orderStatus(order.pedido.id)).toBe('accepted');
  });

  it('«Todas» bumps the line at every station that prepares it, and recalls per view', async () => {
    const order = await acceptedOrder();
    const gringa = inQueue(await queue(), order.pedido.id)!.lineas[1]!;
    await bump({ pedido: order.pedido.id, vista: 'todas', linea: gringa.id });
    expect(inQueue(await queue(), order.pedido.id)!.lineas[1]!.listas).toEqual([bar.id]);
    expect((await queue()).deshacer.todas).toMatchObject({ folio: order.pedido.folio });
    expect((await recall('todas')).statusCode).toBe(200);
    expect(inQueue(await queue(), order.pedido.id)!.lineas[1]!.listas).toEqual([]);
  });

  it('a cancelled or rejected order leaves the queue and cannot be bumped', async () => {
    const order = await acceptedOrder();
    expect(inQueue(await queue(), order.pedido.id)).toBeDefined();
    expect((await changeStatus(order.pedido.id, 'canceled', { motivo: 'El cliente se fue' })).statusCode).toBe(200);
    expect(inQueue(await queue(), order.pedido.id)).toBeUndefined();
    const refused = await bump({ pedido: order.pedido.id, vista: grill.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe('Ese pedido ya no está en cocina');
    const rejected = await acceptedOrder({}, false);
    expect((await changeStatus(rejected.pedido.id, 'rejected')).statusCode).toBe(200);
    expect((await bump({ pedido: rejected.pedido.id, vista: grill.id })).statusCode).toBe(409);
  });

  it.each([
    ['an unknown station', () => ({ pedido: '00000000-0000-4000-8000-000000000000', vista: 'cocina' }), 400, 'Esa estación ya no existe: recarga la página'],
    ['an order id that is no uuid', () => ({ pedido: 'x', vista: 'todas' }), 400, 'Pedido inválido'],
    ['no station', () => ({ pedido: '00000000-0000-4000-8000-000000000000' }), 400, 'Elige una estación'],
    ['an order of nobody', () => ({ pedido: '00000000-0000-4000-8000-000000000000', vista: 'todas' }), 404, null],
  ])('refuses %s', async (_case, payload, status, message) => {
    const refused = await bump(payload());
    expect(refused.statusCode, refused.body).toBe(status);
    if (message) expect(refused.json<{ message: string }>().message).toContain(message);
  });

  it("refuses a line of another order with a 404 and «Deshacer» with nothing to recall with a 409", async () => {
    const [a, b] = [await acceptedOrder(), await acceptedOrder()];
    const lineOfB = inQueue(await queue(), b.pedido.id)!.lineas[0]!.id;
    const refused = await bump({ pedido: a.pedido.id, vista: grill.id, linea: lineOfB });
    expect(refused.statusCode).toBe(404);
    expect(refused.json<{ message: string }>().message).toBe('Ese producto no es de este pedido');
    const fresh = await createOrderingCommerce(t.app, t.handle);
    const nothing = await recall('cocina', fresh.auth);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json<{ message: string }>().message).toBe('No hay nada que deshacer');
  });
});

describe('kitchen screen permissions', () => {
  it('refuses a user without COCINA (403), and bumps to one that may only look', async () => {
    const cashier = await createOrderingCommerce(t.app, t.handle, { modules: [{ id: 'HISTORIAL', permisos: ['list', 'edit'] }] });
    const looker = await createOrderingCommerce(t.app, t.handle, { modules: [{ id: 'COCINA', permisos: ['list'] }] });
    expect((await t.app.inject({ method: 'GET', url: '/v1/cocina/cola', headers: cashier.auth.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/cocina/listos', headers: cashier.auth.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/v1/cocina/cola', headers: looker.auth.headers })).statusCode).toBe(200);
    const payload = { pedido: '00000000-0000-4000-8000-000000000000', vista: 'todas' };
    expect((await t.app.inject({ method: 'POST', url: '/v1/cocina/marcar', headers: looker.auth.headers, payload })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/v1/cocina/deshacer', headers: looker.auth.headers, payload: { vista: 'todas' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/cocina/listos', headers: looker.auth.headers })).statusCode).toBe(403);
  });

  it('the free plan has no kitchen screen', async () => {
    const free = await createOrderingCommerce(t.app, t.handle, { plan: 'FREEMIUM' });
    expect((await t.app.inject({ method: 'GET', url: '/v1/cocina/cola', headers: free.auth.headers })).statusCode).toBe(403);
  });
});
