// The common order (no coupon, no table, not born accepted) is ONE autocommit statement (intake-sql.ts,
// migration 0015): folio, version check, busy mode and monthly quota are decided inside it after the
// commerce row is locked, and a refusal undoes all of it. PGlite and PostgreSQL (concurrent requests reach
// several pooled connections there).
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerces } from '../../../server/src/db/schema/commerces';
import { liveEvents, orders } from '../../../server/src/db/schema/orders';
import { commerceBusyMode } from '../../../server/src/db/schema/counter';
import { intakeVersions } from '../../../server/src/db/schema/runtime';
import { intakeCacheFor } from '../../../server/src/services/orders/intake-cache';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { createOrderingCommerce, insertOrdersReceivedNow, orderBody, placeOrder, type OrderingCommerce } from './support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function lastFolio(commerceId: string): Promise<number> {
  const [row] = await t.handle.db.select({ folio: commerces.ultimo_folio }).from(commerces).where(eq(commerces.id, commerceId));
  return Number(row!.folio);
}

async function counts(commerceId: string) {
  const [stored] = await t.handle.db.select({ n: count() }).from(orders).where(eq(orders.id_comercio, commerceId));
  const [events] = await t.handle.db.select({ n: count() }).from(liveEvents).where(eq(liveEvents.id_comercio, commerceId));
  return { orders: stored!.n, events: events!.n, folio: await lastFolio(commerceId) };
}

describe('intake in one statement', () => {
  it('takes concurrent orders up to the monthly limit exactly, with gapless folios, and refuses the rest', async () => {
    const shop: OrderingCommerce = await createOrderingCommerce(t.app, t.handle, { plan: 'FREEMIUM' });
    const id = shop.commerce.commerceId;
    // FREEMIUM allows 30 a month: 26 used, 8 sent at once → 4 taken.
    await insertOrdersReceivedNow(t.handle, id, 26);
    const folioBefore = await lastFolio(id);
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => placeOrder(t.app, shop.idPath, orderBody(shop.menu, { numero_celular: `99311122${10 + i}` }))),
    );
    const taken = responses.filter((r) => r.statusCode === 201).map((r) => r.json<{ pedido: { folio: string } }>().pedido.folio);
    const refused = responses.filter((r) => r.statusCode !== 201).map((r) => r.json<{ code: string; message: string }>());
    expect(taken).toHaveLength(4);
    expect(refused).toHaveLength(4);
    for (const body of refused) {
      expect(body).toMatchObject({ code: 'ORDER_LIMIT_REACHED', message: 'El comercio alcanzó su límite mensual de pedidos y no puede recibir más pedidos este mes' });
    }
    const expected = [1, 2, 3, 4].map((n) => `TBT-${String(folioBefore + n).padStart(6, '0')}`);
    expect([...taken].sort()).toEqual(expected);
    expect(await counts(id)).toMatchObject({ orders: 30, folio: folioBefore + 4 });
  });

  it('stores the folio with the prefix trimmed, or the bare number, and announces it in newOrder', async () => {
    const shop = await createOrderingCommerce(t.app, t.handle, { commerce: { prefijo_folio: '  AB  ' } });
    const first = await placeOrder(t.app, shop.idPath, orderBody(shop.menu));
    expect(first.statusCode).toBe(201);
    const folio = first.json<{ pedido: { id: string; folio: string } }>().pedido;
    expect(folio.folio).toMatch(/^AB-\d{6}$/);
    const [event] = await t.handle.db.select({ data: liveEvents.data }).from(liveEvents).where(and(eq(liveEvents.id_comercio, shop.commerce.commerceId), eq(liveEvents.event_id, 'newOrder')));
    expect(event!.data).toEqual({ orderId: folio.id, commerceId: shop.commerce.commerceId, folio: folio.folio });

    await t.handle.db.update(commerces).set({ prefijo_folio: ' ' }).where(eq(commerces.id, shop.commerce.commerceId));
    const bare = await placeOrder(t.app, shop.idPath, orderBody(shop.menu));
    expect(bare.json<{ pedido: { folio: string } }>().pedido.folio).toMatch(/^\d{6}$/);
  });

  it('refuses while paused and leaves no order, event or folio behind', async () => {
    const shop = await createOrderingCommerce(t.app, t.handle);
    const id = shop.commerce.commerceId;
    await t.handle.db.insert(commerceBusyMode).values({ id_comercio: id, pausa_indefinida: true });
    const before = await counts(id);
    const response = await placeOrder(t.app, shop.idPath, orderBody(shop.menu));
    expect(response.statusCode).toBe(409);
    expect(response.json<{ code: string }>().code).toBe('ORDERS_PAUSED');
    expect(await counts(id)).toEqual(before);
  });

  it('prices again from fresh data when the versions moved without a notification, spending one folio', async () => {
    const shop = await createOrderingCommerce(t.app, t.handle);
    const id = shop.commerce.commerceId;
    expect((await placeOrder(t.app, shop.idPath, orderBody(shop.menu))).statusCode).toBe(201);
    const before = await counts(id);
    // Written straight to the versions (no trigger, no NOTIFY): the cached copy is stale and only the
    // statement's own check can tell.
    await t.handle.db.execute(sql`INSERT INTO intake_versions (id_comercio, version) VALUES (${id}::uuid, 1000)
      ON CONFLICT (id_comercio) DO UPDATE SET version = intake_versions.version + 1000`);
    const cache = intakeCacheFor(t.handle.db);
    const stale = await cache.snapshot(id);
    const response = await placeOrder(t.app, shop.idPath, orderBody(shop.menu));
    expect(response.statusCode).toBe(201);
    expect(await counts(id)).toEqual({ orders: before.orders + 1, events: before.events + 1, folio: before.folio + 1 });
    // The statement refused the stale copy; intake reloaded it and placed the order from the fresh one.
    const [version] = await t.handle.db.select({ v: intakeVersions.version }).from(intakeVersions).where(eq(intakeVersions.id_comercio, id));
    const fresh = await cache.snapshot(id);
    expect(fresh).not.toBe(stale);
    expect(fresh!.versions.commerce).toBe(String(version!.v));
  });
});
