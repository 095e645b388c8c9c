// Loyverse receipts of paid orders and «Enlazar a mano» over real HTTP against testkit/fakes/loyverse.ts
// (docs/integrations.md): with «al cobrar» a paid order becomes its receipt, with «lo que pase primero» paid and
// then delivered still make exactly one; a product the import could not link is linked by hand to a variant the
// store has (re-run safe, one link each way) and its orders then reach Loyverse with that variant.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoyverseMapping, LoyverseOrderReceipt } from '@shared/types/loyverse';
import { loyverseLinks } from '../../../server/src/db/schema/loyverse';
import { products } from '../../../server/src/db/schema/menu';
import { markOrderPayment } from '../../../server/src/services/payments/apply';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { seedCatalogue, startFakeLoyverse, type FakeLoyverse } from '../../../testkit/fakes/loyverse';
import { createOrderingCommerce, orderBody, placeOrder, type OrderingCommerce } from '../orders/support';

let t: TestApp;
let fake: FakeLoyverse;
let shop: OrderingCommerce;
let other: OrderingCommerce;
let catalogue: ReturnType<typeof seedCatalogue>;
const clock = new Date();

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>, who: OrderingCommerce = shop) =>
  t.app.inject({ method, url, headers: who.auth.headers, ...(payload ? { payload } : {}) });
const receiptOf = async (orderId: string) => (await call('GET', `/v1/loyverse/pedidos/${orderId}`)).json<LoyverseOrderReceipt>();
const receiptsOf = (folio: string) => fake.receipts.filter((receipt) => receipt.order === folio);

async function acceptedOrder(productId: string): Promise<{ id: string; folio: string }> {
  const placed = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { metodo_entrega: 'inRestaurant', productos: [{ id_producto: productId, cantidad: 1 }] }));
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json<{ pedido: { id: string; folio: string } }>().pedido;
  expect((await call('PUT', `/v1/pedido/${order.id}`, { action: 'changeStatus', status: 'accepted', tiempo_preparacion: 15 })).statusCode).toBe(200);
  return order;
}
const deliver = async (orderId: string) => expect((await call('PUT', `/v1/pedido/${orderId}`, { action: 'changeStatus', status: 'delivered' })).statusCode).toBe(200);
// The paid path online payments take (services/payments/apply.ts): estatus_pago and its orderPaymentChanged event.
const pay = (orderId: string) => t.handle.db.transaction((tx) => markOrderPayment(tx, shop.commerce.commerceId, orderId, 'pagado'));
const trigger = (recibo_cuando: string) => call('PUT', '/v1/loyverse/recibos', { recibo_cuando });
const sendAll = async () => {
  await t.app.outbox.runOnce();
  await t.app.outbox.runOnce();
};

beforeAll(async () => {
  fake = await startFakeLoyverse();
  catalogue = seedCatalogue(fake);
  t = await createTestApp({ config: { publicLimits: null, outbox: { everyMs: 0, clock: () => clock }, providerUrls: { loyverse: fake.baseUrl } } });
  shop = await createOrderingCommerce(t.app, t.handle);
  other = await createOrderingCommerce(t.app, t.handle);
  expect((await call('PUT', '/v1/integrations/pos/loyverse', { configuration: { store_id: fake.storeId, token: fake.token } })).statusCode).toBe(200);
  expect((await call('POST', '/v1/loyverse/importar')).statusCode).toBe(200);
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('Loyverse: when an order becomes a receipt', () => {
  it('refuses an unknown choice with a 400 and shows the saved one', async () => {
    const wrong = await trigger('mañana');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toContain('recibo_cuando');
    expect((await call('GET', '/v1/loyverse')).json<{ recibo_cuando: string }>().recibo_cuando).toBe('entregado');
  });

  it('«al entregar» (default): a paid order waits for its delivery', async () => {
    const order = await acceptedOrder(shop.menu.tacoId);
    await pay(order.id);
    await sendAll();
    expect(receiptsOf(order.folio)).toHaveLength(0);
    await deliver(order.id);
    await sendAll();
    expect(receiptsOf(order.folio)).toHaveLength(1);
  });

  it('«al cobrar»: the payment sends it, the delivery after adds nothing; a delivered unpaid order sends nothing', async () => {
    expect((await trigger('pagado')).json()).toEqual({ recibo_cuando: 'pagado' });
    const paid = await acceptedOrder(shop.menu.tacoId);
    await pay(paid.id);
    await sendAll();
    expect(receiptsOf(paid.folio)).toHaveLength(1);
    expect((await receiptOf(paid.id)).status).toBe('sent');
    await deliver(paid.id);
    await sendAll();
    expect(receiptsOf(paid.folio)).toHaveLength(1);

    const unpaid = await acceptedOrder(shop.menu.tacoId);
    await deliver(unpaid.id);
    await sendAll();
    expect(receiptsOf(unpaid.folio)).toHaveLength(0);
    expect((await receiptOf(unpaid.id)).status).toBe('none');
  });

  it('«lo que pase primero»: exactly one receipt whichever comes first, with Loyverse down in between', async () => {
    await trigger('primero');
    const paidFirst = await acceptedOrder(shop.menu.tacoId);
    fake.setDown(true);
    await pay(paidFirst.id);
    await sendAll();
    await deliver(paidFirst.id);
    await sendAll();
    expect(receiptsOf(paidFirst.folio)).toHaveLength(0);
    fake.setDown(false);
    // The retry comes after the outbox's backoff: move its clock.
    clock.setTime(clock.getTime() + 60_000);
    await sendAll();
    expect(receiptsOf(paidFirst.folio)).toHaveLength(1);

    const deliveredFirst = await acceptedOrder(shop.menu.tacoId);
    await deliver(deliveredFirst.id);
    await sendAll();
    await pay(deliveredFirst.id);
    await sendAll();
    expect(receiptsOf(deliveredFirst.folio)).toHaveLength(1);
    await trigger('entregado');
  });
});

describe('Loyverse: «Enlazar a mano»', () => {
  let jamaicaId: string;
  beforeAll(async () => {
    const [row] = await t.handle.db.insert(products).values({ id_comercio: shop.commerce.commerceId, id_categoria: shop.menu.categoryId, nombre: 'Agua de jamaica', precio_cents: 3000 }).returning();
    jamaicaId = row!.id;
  });
  const aguaVariant = () => fake.items.find((item) => item.item_name === 'Agua del día')!.variants[0]!.variant_id;
  const links = (localId: string) => t.handle.db.select().from(loyverseLinks).where(and(eq(loyverseLinks.kind, 'variant'), eq(loyverseLinks.local_id, localId)));

  it('lists the products with their links and the store’s items and variants', async () => {
    const response = await call('GET', '/v1/loyverse/enlaces');
    expect(response.statusCode, response.body).toBe(200);
    const mapping = response.json<LoyverseMapping>();
    expect(mapping.productos.find((p) => p.id === jamaicaId)).toMatchObject({ nombre: 'Agua de jamaica', variant_id: null, variante: null });
    expect(mapping.productos.find((p) => p.id === shop.menu.gringaId)?.presentaciones.map((p) => [p.nombre, p.variante])).toEqual([
      ['Chica', 'Gringa · Chica'],
      ['Grande', 'Gringa · Grande'],
    ]);
    expect(mapping.articulos.map((item) => item.nombre)).toEqual(['Taco al pastor', 'Gringa', 'Agua del día']);
  });

  it('links a product to a variant, the same choice twice leaves one link, and its orders reach Loyverse with it', async () => {
    for (let i = 0; i < 2; i += 1) {
      const saved = await call('PUT', '/v1/loyverse/enlaces', { id_producto: jamaicaId, variant_id: aguaVariant() });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<LoyverseMapping>().productos.find((p) => p.id === jamaicaId)).toMatchObject({ variant_id: aguaVariant(), variante: 'Agua del día' });
    }
    expect(await links(jamaicaId)).toHaveLength(1);
    const order = await acceptedOrder(jamaicaId);
    await deliver(order.id);
    await sendAll();
    expect(receiptsOf(order.folio)).toHaveLength(1);
    expect(receiptsOf(order.folio)[0]!.line_items.map((line) => [line.variant_id, line.price])).toEqual([[aguaVariant(), 30]]);
  });

  it('moves a variant from one product to another instead of linking it twice', async () => {
    const [row] = await t.handle.db.insert(products).values({ id_comercio: shop.commerce.commerceId, id_categoria: shop.menu.categoryId, nombre: 'Agua de horchata', precio_cents: 3000 }).returning();
    expect((await call('PUT', '/v1/loyverse/enlaces', { id_producto: row!.id, variant_id: aguaVariant() })).statusCode).toBe(200);
    expect(await links(row!.id)).toHaveLength(1);
    expect(await links(jamaicaId)).toHaveLength(0);
  });

  it('links a presentation, and refuses an unknown variant, a foreign presentation or product with clear 4xx', async () => {
    const linked = await call('PUT', '/v1/loyverse/enlaces', { id_producto: shop.menu.gringaId, id_presentacion: shop.menu.presentationChica, variant_id: catalogue.gringaChica });
    expect(linked.statusCode, linked.body).toBe(200);
    const unknown = await call('PUT', '/v1/loyverse/enlaces', { id_producto: jamaicaId, variant_id: 'no-existe' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toContain('no existe en Loyverse');
    const foreignPresentation = await call('PUT', '/v1/loyverse/enlaces', { id_producto: jamaicaId, id_presentacion: shop.menu.presentationChica, variant_id: aguaVariant() });
    expect(foreignPresentation.statusCode).toBe(400);
    expect((await call('PUT', '/v1/loyverse/enlaces', { id_producto: other.menu.tacoId, variant_id: aguaVariant() })).statusCode).toBe(404);
    expect((await call('PUT', '/v1/loyverse/enlaces', { id_producto: 'x', variant_id: aguaVariant() })).statusCode).toBe(400);
  });

  it('answers 409 before Loyverse is connected', async () => {
    expect((await call('GET', '/v1/loyverse/enlaces', undefined, other)).statusCode).toBe(409);
  });
});
