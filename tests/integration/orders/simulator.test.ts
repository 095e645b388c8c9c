// The order simulator places valid orders through the public endpoint of a running server, exactly as
// customers would, for every flow and payment method the commerce accepts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../../server/src/db/schema/orders';
import { buildOrder, createRandom, fetchCatalogue, runSimulation } from '../../../scripts/simulate';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { createOrderingCommerce, type OrderingCommerce } from './support';

let t: TestApp;
let shop: OrderingCommerce;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  shop = await createOrderingCommerce(t.app, t.handle, { commerce: { compra_minima_envio_domicilio_cents: 8_000 } });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

describe('npm run simulate', () => {
  it('reads the catalogue without sold-out or inactive products', async () => {
    const catalogue = await fetchCatalogue(url, shop.idPath);
    expect(catalogue.productos.map((p) => p.nombre).sort()).toEqual(['Gringa', 'Taco al pastor']);
    expect(catalogue.comercio.compra_minima_envio_domicilio).toBe(80);
    const taco = catalogue.productos.find((p) => p.nombre === 'Taco al pastor')!;
    expect(taco.extras[0]!.opciones.map((o) => o.nombre)).toEqual(['Salsa verde', 'Salsa roja']);
  });

  it('builds orders that respect minimums and extras rules, and places them all successfully', async () => {
    const catalogue = await fetchCatalogue(url, shop.idPath);
    const random = createRandom(11);
    const flows = new Set(Array.from({ length: 40 }, () => buildOrder(catalogue, random)!.metodo_entrega));
    expect([...flows].sort()).toEqual(['delivery', 'inRestaurant', 'takeAway']);

    const summary = await runSimulation({ url, commerce: shop.idPath, rate: 40, durationSeconds: 0.5, seed: 5 });
    expect(summary).toMatchObject({ sent: 20, ok: 20, failed: 0, errors: {} });
    const stored = await t.handle.db.select({ id: orders.id, origin: orders.origin }).from(orders).where(eq(orders.id_comercio, shop.commerce.commerceId));
    expect(stored.map((o) => o.id)).toEqual(expect.arrayContaining(summary.order_ids));
  });
});
