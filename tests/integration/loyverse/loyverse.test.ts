// Loyverse over real HTTP against testkit/fakes/loyverse.ts (docs/integrations.md): an honest
// «Probar conexión», the menu imported twice without copies (existing products adopted by name, a variable
// price reported as a conflict), a delivered order sent as exactly one receipt through the outbox (twice run,
// Loyverse down then back, an answer lost after Loyverse made the receipt), an unlinked extra as a visible
// failure, a refused token, stock-outs pulled, and the token sealed and never in what the panel sees.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoyverseOrderReceipt, LoyverseRunView, LoyverseStatus, LoyverseStockPull } from '@shared/types/loyverse';
import { integrations } from '../../../server/src/db/schema/integrations';
import { loyverseLinks } from '../../../server/src/db/schema/loyverse';
import { categories, extraGroups, extraOptions, productPresentations, products } from '../../../server/src/db/schema/menu';
import { outboxJobs } from '../../../server/src/db/schema/outbox';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { seedCatalogue, startFakeLoyverse, type FakeLoyverse } from '../../../testkit/fakes/loyverse';
import { createOrderingCommerce, orderBody, placeOrder, type OrderingCommerce } from '../orders/support';

let t: TestApp;
let fake: FakeLoyverse;
let shop: OrderingCommerce;
let catalogue: ReturnType<typeof seedCatalogue>;
let clock = new Date();

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) => t.app.inject({ method, url, headers: shop.auth.headers, ...(payload ? { payload } : {}) });
const saveLoyverse = (configuration: Record<string, string>) => call('PUT', '/v1/integrations/pos/loyverse', { configuration });
const testConnection = async () => (await call('POST', '/v1/integrations/pos/loyverse/test')).json<{ ok: boolean; message: string }>();

async function deliveredOrder(productos: unknown[]): Promise<{ id: string; folio: string }> {
  const placed = await placeOrder(t.app, shop.idPath, orderBody(shop.menu, { metodo_entrega: 'inRestaurant', productos }));
  expect(placed.statusCode, placed.body).toBe(201);
  const { id, folio } = placed.json<{ pedido: { id: string; folio: string } }>().pedido;
  expect((await call('PUT', `/v1/pedido/${id}`, { action: 'changeStatus', status: 'accepted', tiempo_preparacion: 15 })).statusCode).toBe(200);
  expect((await call('PUT', `/v1/pedido/${id}`, { action: 'changeStatus', status: 'delivered' })).statusCode).toBe(200);
  return { id, folio };
}

const receiptOf = async (orderId: string) => (await call('GET', `/v1/loyverse/pedidos/${orderId}`)).json<LoyverseOrderReceipt>();
const localOf = async (kind: 'variant' | 'modifier_option' | 'item', loyverseId: string) =>
  (await t.handle.db.select().from(loyverseLinks).where(and(eq(loyverseLinks.kind, kind), eq(loyverseLinks.loyverse_id, loyverseId))))[0]?.local_id;
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

beforeAll(async () => {
  fake = await startFakeLoyverse({ pageSize: 2 });
  catalogue = seedCatalogue(fake);
  t = await createTestApp({ config: { publicLimits: null, outbox: { everyMs: 0, clock: () => clock }, providerUrls: { loyverse: fake.baseUrl } } });
  shop = await createOrderingCommerce(t.app, t.handle);
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('Loyverse: connection', () => {
  it('refuses to sync before Loyverse is connected', async () => {
    const response = await call('POST', '/v1/loyverse/importar');
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toMatch(/Conecta Loyverse/);
  });

  it('«Probar conexión» reads Loyverse and shows its own refusal', async () => {
    expect((await saveLoyverse({ store_id: 'tienda-que-no-existe', token: fake.token })).statusCode).toBe(200);
    expect(await testConnection()).toEqual({ ok: false, message: "Loyverse rechazó la conexión: The resource with ID 'tienda-que-no-existe' not found" });
    await saveLoyverse({ store_id: fake.storeId, token: 'token-equivocado' });
    expect(await testConnection()).toEqual({ ok: false, message: 'Loyverse rechazó la conexión: The access token is missing, malformed or invalid' });
    fake.setDown(true);
    await saveLoyverse({ store_id: fake.storeId, token: fake.token });
    expect((await testConnection()).message).toMatch(/^No se pudo contactar a Loyverse/);
    fake.setDown(false);
    expect(await testConnection()).toEqual({ ok: true, message: 'Conexión correcta con Loyverse: Taquería de prueba, tienda «Sucursal Centro»' });
    expect(fake.requests.filter((r) => r.path === '/merchant').at(-1)?.authorization).toBe(`Bearer ${fake.token}`);
  });

  it('keeps the token sealed and shows it masked', async () => {
    const [row] = await t.handle.db.select().from(integrations).where(eq(integrations.id_comercio, shop.commerce.commerceId));
    expect(row!.secrets_encrypted).not.toContain(fake.token);
    expect(JSON.stringify(row!.configuration)).not.toContain(fake.token);
    const view = await call('GET', '/v1/integrations/pos/loyverse');
    expect(view.body).not.toContain(fake.token);
    expect(view.json<{ configuration: Record<string, string> }>().configuration.token).toMatch(/^••••/);
  });
});

describe('Loyverse: menu import', () => {
  const counts = async () => {
    const commerceId = shop.commerce.commerceId;
    const of = async (table: typeof categories | typeof products | typeof productPresentations | typeof extraGroups | typeof extraOptions) =>
      (await t.handle.db.select().from(table).where(eq(table.id_comercio, commerceId))).length;
    return { categories: await of(categories), products: await of(products), presentations: await of(productPresentations), groups: await of(extraGroups), options: await of(extraOptions) };
  };

  it('imports items, variants and modifiers, adopting the products that already exist by name', async () => {
    const before = await counts();
    const response = await call('POST', '/v1/loyverse/importar');
    expect(response.statusCode, response.body).toBe(200);
    const run = response.json<LoyverseRunView>();
    expect(run.conflicts.map((c) => [c.kind, c.name])).toEqual([
      ['variant', 'Agua del día · Única'],
      ['item', 'Agua del día'],
    ]);
    expect(run.conflicts[0]!.message).toMatch(/precio variable/);
    const after = await counts();
    // Tacos and Gringa (with Chica and Grande) existed: adopted. Bebidas and the Salsas modifier are new.
    expect(after).toEqual({ ...before, categories: before.categories + 1, groups: before.groups + 1, options: before.options + 2 });
    expect(await localOf('item', fake.items[0]!.id)).toBe(shop.menu.tacoId);
    expect(await localOf('variant', catalogue.gringaGrande)).toBe(shop.menu.presentationGrande);
  });

  it('imports again without copies and updates what changed in Loyverse', async () => {
    const before = await counts();
    const links = (await t.handle.db.select().from(loyverseLinks)).length;
    fake.items[0]!.variants[0]!.stores[0]!.price = 27;
    const run = (await call('POST', '/v1/loyverse/importar')).json<LoyverseRunView>();
    expect(run.created).toBe(0);
    expect(await counts()).toEqual(before);
    expect((await t.handle.db.select().from(loyverseLinks)).length).toBe(links);
    const [taco] = await t.handle.db.select().from(products).where(eq(products.id, shop.menu.tacoId));
    expect(taco!.precio_cents).toBe(2700);
    const status = (await call('GET', '/v1/loyverse')).json<LoyverseStatus>();
    expect(status).toMatchObject({ connected: true, linked: { products: 2, variants: 3, modifiers: 1, modifier_options: 2 } });
    expect(status.last_import?.conflicts).toHaveLength(2);
  });
});

describe('Loyverse: receipts of delivered orders', () => {
  let salsaRoja: string;
  beforeAll(async () => {
    salsaRoja = (await localOf('modifier_option', catalogue.salsaRoja))!;
  });

  it('sends one receipt per delivered order, even when the outbox runs twice', async () => {
    const order = await deliveredOrder([{ id_producto: shop.menu.tacoId, cantidad: 2, extras: [{ id_extra: salsaRoja, cantidad: 1 }] }]);
    expect((await receiptOf(order.id)).status).toBe('none');
    await t.app.outbox.runOnce();
    await t.app.outbox.runOnce();
    const sent = fake.receipts.filter((r) => r.order === order.folio);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      store_id: fake.storeId,
      source: 'Panel Comercio',
      total_money: 65,
      line_items: [{ variant_id: catalogue.tacoVariant, quantity: 2, price: 27, line_modifiers: [{ modifier_option_id: catalogue.salsaRoja, price: 5.5 }] }],
      payments: [{ payment_type_id: fake.paymentTypes[0]!.id, money_amount: 65 }],
    });
    expect(sent[0]!.note).toContain(order.folio);
    expect(await receiptOf(order.id)).toMatchObject({ status: 'sent', receipt_number: sent[0]!.receipt_number, error: null });
  });

  it('retries while Loyverse is down and sends once it is back', async () => {
    fake.setDown(true);
    const order = await deliveredOrder([{ id_producto: shop.menu.tacoId, cantidad: 3, extras: [] }]);
    await t.app.outbox.runOnce().finally(() => fake.setDown(false));
    const waiting = await receiptOf(order.id);
    expect(waiting.status).toBe('pending');
    expect(waiting.error).toMatch(/Service unavailable/);
    advance(60 * 60_000);
    await t.app.outbox.runOnce();
    expect(fake.receipts.filter((r) => r.order === order.folio)).toHaveLength(1);
    expect((await receiptOf(order.id)).status).toBe('sent');
  });

  it('does not make a second receipt when Loyverse made one but the answer was lost', async () => {
    fake.loseNextAnswer();
    const order = await deliveredOrder([{ id_producto: shop.menu.tacoId, cantidad: 1, extras: [] }]);
    await t.app.outbox.runOnce();
    expect((await receiptOf(order.id)).status).toBe('pending');
    advance(60 * 60_000);
    await t.app.outbox.runOnce();
    const made = fake.receipts.filter((r) => r.order === order.folio);
    expect(made).toHaveLength(1);
    expect(await receiptOf(order.id)).toMatchObject({ status: 'sent', receipt_number: made[0]!.receipt_number });
  });

  it('refuses an order with an unlinked extra, visibly, and sends nothing', async () => {
    const before = fake.receipts.length;
    const order = await deliveredOrder([{ id_producto: shop.menu.tacoId, cantidad: 1, extras: [{ id_extra: shop.menu.salsaVerde, cantidad: 1 }] }]);
    await t.app.outbox.runOnce();
    const failed = await receiptOf(order.id);
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed.error).toBe('Sin enlace con Loyverse: Salsa verde. Importa el menú de Loyverse o enlaza estos productos y vuelve a enviar.');
    expect(fake.receipts.length).toBe(before);
    const again = await call('POST', `/v1/loyverse/pedidos/${order.id}/reenviar`);
    expect(again.json<LoyverseOrderReceipt>().status).toBe('pending');
    expect((await call('GET', '/v1/loyverse')).json<LoyverseStatus>().receipts.pending).toBeGreaterThanOrEqual(1);
  });

  it('gives up at once when Loyverse refuses the token, with its words', async () => {
    await saveLoyverse({ store_id: fake.storeId, token: 'token-revocado' });
    const order = await deliveredOrder([{ id_producto: shop.menu.tacoId, cantidad: 1, extras: [] }]);
    await t.app.outbox.runOnce();
    const failed = await receiptOf(order.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, error: 'Loyverse rechazó el recibo: The access token is missing, malformed or invalid' });
    await saveLoyverse({ store_id: fake.storeId, token: fake.token });
    const jobs = await t.handle.db.select().from(outboxJobs).where(eq(outboxJobs.id_comercio, shop.commerce.commerceId));
    expect(JSON.stringify(jobs)).not.toContain(fake.token);
  });

  it('a sent receipt cannot be sent again', async () => {
    const order = await deliveredOrder([{ id_producto: shop.menu.tacoId, cantidad: 1, extras: [] }]);
    await t.app.outbox.runOnce();
    expect((await receiptOf(order.id)).status).toBe('sent');
    expect((await call('POST', `/v1/loyverse/pedidos/${order.id}/reenviar`)).statusCode).toBe(409);
  });
});

describe('Loyverse: stock-outs', () => {
  it('marks linked products with no stock as sold out, and offers them again when stock is back', async () => {
    fake.stock.set(catalogue.tacoVariant, 0);
    fake.stock.set(catalogue.gringaChica, 0);
    fake.stock.set(catalogue.gringaGrande, 4);
    const pulled = (await call('POST', '/v1/loyverse/agotados')).json<LoyverseStockPull>();
    expect(pulled).toEqual({ sold_out: ['Taco al pastor'], back_in_stock: [] });
    const agotado = async (id: string) => (await t.handle.db.select().from(products).where(eq(products.id, id)))[0]!.agotado;
    expect(await agotado(shop.menu.tacoId)).toBe(true);
    expect(await agotado(shop.menu.gringaId)).toBe(false);
    fake.stock.set(catalogue.tacoVariant, 10);
    expect((await call('POST', '/v1/loyverse/agotados')).json<LoyverseStockPull>()).toEqual({ sold_out: [], back_in_stock: ['Taco al pastor'] });
    expect(await agotado(shop.menu.tacoId)).toBe(false);
  });
});
