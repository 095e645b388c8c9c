// The live channel with several locations under one account (docs/locations.md): a session is bound to one
// location, so its sockets get that location's events only — on the commerce channel and on the account
// channel alike — and a token of location B cannot listen on location A. An order at another location
// reaches a panel through that location's own token (the switcher's watch).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE, LIVE_MSG } from '@shared/live';
import { login, type TestApp } from '../../../testkit/test-app';
import { connect, type TestSocket } from '../live/ws-client';
import { eq } from 'drizzle-orm';
import { commerces } from '../../../server/src/db/schema/index';
import { ALWAYS_OPEN, orderBody, placeOrder, seedMenu, withOrderingCommerce, type OrderingCommerce } from '../orders/support';
import { addLocation, atLocation, createStaff } from './support';

let t: TestApp;
let shop: OrderingCommerce;
withOrderingCommerce((app, ordering) => {
  t = app;
  shop = ordering;
});

let wsUrl: string;
let north: Awaited<ReturnType<typeof addLocation>>;
const open: TestSocket[] = [];

beforeAll(async () => {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `${address.replace('http', 'ws')}/ws`;
  north = await addLocation(t.app, shop.auth, { nombre: 'Sucursal Norte', copiar_de: shop.commerce.commerceId, copiar: ['menu', 'horarios', 'tarifas'] });
  // Open it with the same flows as the shop, so it takes orders.
  const [source] = await t.handle.db.select().from(commerces).where(eq(commerces.id, shop.commerce.commerceId));
  await t.handle.db
    .update(commerces)
    .set({ servicio_activo: true, horarios: ALWAYS_OPEN, activar_pasar_recoger: true, metodos_pago_pasar_recoger: source!.metodos_pago_pasar_recoger, activar_envio_domicilio: source!.activar_envio_domicilio, metodos_pago_envio_domicilio: source!.metodos_pago_envio_domicilio, activar_comer_restaurant: true, metodos_pago_comer_restaurant: source!.metodos_pago_comer_restaurant })
    .where(eq(commerces.id, north.location.id_comercio));
});
afterAll(() => {
  for (const socket of open) socket.close();
});

async function subscribe(channel: string, token: string): Promise<TestSocket> {
  const s = await connect(wsUrl);
  open.push(s);
  s.send({ action: 'subscribe', channel, token });
  return s;
}

describe('live channel per location', () => {
  it("delivers an order to its own location's sockets only, never through the account channel", async () => {
    const home = await subscribe(`panel_${shop.commerce.commerceId}`, shop.auth.session.token);
    expect(await home.next((m) => m.action === 'subscribed' || m.action === 'error')).toMatchObject({ action: 'subscribed' });
    home.send({ action: 'subscribe', channel: `panel_${shop.commerce.accountId}`, token: shop.auth.session.token });
    expect(await home.next((m) => m.action === 'subscribed' && m.channel === `panel_${shop.commerce.accountId}`)).toBeTruthy();
    const there = await subscribe(`panel_${north.location.id_comercio}`, north.token);
    expect(await there.next((m) => m.action === 'subscribed' || m.action === 'error')).toMatchObject({ action: 'subscribed' });

    const northMenu = await seedMenu(t.handle, north.location.id_comercio);
    const placed = await placeOrder(t.app, north.location.id_path, orderBody(northMenu));
    expect(placed.statusCode, placed.body).toBe(201);
    const event = await there.next<{ channel: string; data: { commerceId: string } }>((m) => m.eventId === 'newOrder');
    expect(event).toMatchObject({ channel: `panel_${north.location.id_comercio}`, data: { commerceId: north.location.id_comercio } });

    // An order at home afterwards reaches home: had north's reached it, it would be first in the queue.
    const atHome = await placeOrder(t.app, shop.idPath, orderBody(shop.menu));
    expect(atHome.statusCode, atHome.body).toBe(201);
    const homeEvent = await home.next<{ data: { commerceId: string } }>((m) => m.eventId === 'newOrder');
    expect(homeEvent.data.commerceId).toBe(shop.commerce.commerceId);
    expect(home.received.filter((m) => m.eventId === 'newOrder')).toHaveLength(1);
    expect(JSON.stringify(home.received)).not.toContain(north.location.id_comercio);
  });

  it("refuses a location's token on another location's channel, the owner's and a cashier's alike", async () => {
    const owner = await subscribe(`panel_${shop.commerce.commerceId}`, north.token);
    expect(await owner.next()).toEqual({ action: 'error', message: LIVE_MSG.forbiddenChannel });
    expect((await owner.closed).code).toBe(LIVE_CLOSE.forbidden);

    // A cashier created at the north location: its home, and its only location.
    const staff = await createStaff(t.app, { ...shop.auth, headers: north.headers });
    const cashier = await login(t.app, staff.email, staff.password);
    expect(cashier.session.accountCommerceTokens?.map((e) => e.id_comercio)).toEqual([north.location.id_comercio]);
    const refused = await subscribe(`panel_${shop.commerce.commerceId}`, atLocation(cashier.session, north.location.id_comercio).session.token);
    expect(await refused.next()).toEqual({ action: 'error', message: LIVE_MSG.forbiddenChannel });
    expect((await refused.closed).code).toBe(LIVE_CLOSE.forbidden);
  });
});
