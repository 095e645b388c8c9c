// One order per customer intent (docs/data-safety.md): the checkout's Idempotency-Key is stored with the order,
// unique per commerce, and a repeat answers the first order. Two instances on one database, real HTTP: the
// answer is dropped at the socket after the order committed and the client retries on the other instance;
// repeats race on both instances; the app restarts; the commerce closes before the retry.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/src/app';
import { MEMORY_DATA_DIR } from '../../../server/src/db/database';
import { commerces } from '../../../server/src/db/schema/commerces';
import { liveEvents, orders } from '../../../server/src/db/schema/orders';
import { IDEMPOTENCY_MSG } from '../../../server/src/services/orders/idempotency';
import { orderRulesOf } from '../../../server/src/services/orders/commerce-rules';
import { placeOrder } from '../../../server/src/services/orders/intake';
import { intakeCacheFor } from '../../../server/src/services/orders/intake-cache';
import { castOrderForCommerce } from '../../../server/src/services/orders/validate';
import { createMemoryNotifier } from '../../../server/src/services/notifier';
import { connect, type TestSocket } from '../live/ws-client';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { createOrderingCommerce, orderBody, type OrderingCommerce } from './support';

let t: TestApp;
let shop: OrderingCommerce;
const instances: FastifyInstance[] = [];
const urls: string[] = [];
/** Answers of POST …/pedido that instance A drops at the socket, after the order committed. */
let dropAnswers = 0;
let panel: TestSocket;
const newOrders: Record<string, unknown>[] = [];

async function startInstance(dropping: boolean): Promise<string> {
  const app = await buildApp({ handle: t.handle, config: { dataDir: MEMORY_DATA_DIR, notifier: createMemoryNotifier() } });
  if (dropping) {
    app.addHook('onSend', async (request, reply, payload) => {
      if (dropAnswers > 0 && request.method === 'POST' && request.url.endsWith('/pedido') && reply.statusCode === 201) {
        dropAnswers -= 1;
        request.raw.socket.destroy();
      }
      return payload;
    });
  }
  instances.push(app);
  return app.listen({ port: 0, host: '127.0.0.1' });
}

beforeAll(async () => {
  t = await createTestApp();
  shop = await createOrderingCommerce(t.app, t.handle);
  urls.push(await startInstance(true), await startInstance(false));
  panel = await connect(`${urls[1]!.replace('http', 'ws')}/ws`);
  panel.send({ action: 'subscribe', channel: `panel_${shop.commerce.commerceId}`, token: shop.auth.session.token });
  await panel.next((m) => m.action === 'subscribed');
  void (async () => {
    for (;;) newOrders.push(await panel.next((m) => m.eventId === 'newOrder', 600_000));
  })().catch(() => undefined);
});
afterAll(async () => {
  panel?.close();
  for (const app of instances) await app.close();
  await t?.close();
});

interface Answer {
  status: number;
  folio: string | null;
  id: string | null;
}

/** One POST of the checkout; a lost answer (socket closed after the order committed) throws. */
async function post(url: string, key: string | null, body: Record<string, unknown>): Promise<Answer> {
  const response = await fetch(`${url}/v1/public/comercio/${shop.idPath}/pedido`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { pedido?: { folio: string; id: string } };
  return { status: response.status, folio: json.pedido?.folio ?? null, id: json.pedido?.id ?? null };
}

/** The checkout's client: on a network error it sends the same request, same key, to the next instance. */
async function checkout(key: string, body: Record<string, unknown>): Promise<{ answer: Answer; tries: number }> {
  for (let tries = 1; ; tries += 1) {
    try {
      return { answer: await post(urls[(tries - 1) % urls.length]!, key, body), tries };
    } catch (error) {
      if (tries >= 4) throw error;
    }
  }
}

async function stored(key: string) {
  const rows = await t.handle.db
    .select({ id: orders.id, folio: orders.folio })
    .from(orders)
    .where(and(eq(orders.id_comercio, shop.commerce.commerceId), eq(orders.idempotency_key, key)));
  const ids = rows.map((row) => row.id);
  const [events] = await t.handle.db.select({ n: count() }).from(liveEvents).where(eq(liveEvents.id_comercio, shop.commerce.commerceId));
  return { rows, ids, events: events!.n };
}

async function orderCount(): Promise<number> {
  const [row] = await t.handle.db.select({ n: count() }).from(orders).where(eq(orders.id_comercio, shop.commerce.commerceId));
  return row!.n;
}

const body = (phone: string) => orderBody(shop.menu, { numero_celular: phone });

describe('idempotent checkout', () => {
  it('answers the retry after a lost answer with the same order: one order, one live newOrder (one ticket)', async () => {
    const key = randomUUID();
    const eventsBefore = (await stored(key)).events;
    const newOrdersBefore = newOrders.length;
    dropAnswers = 1;
    const { answer, tries } = await checkout(key, body('9931000001'));
    expect(tries).toBe(2);
    expect(answer.status).toBe(201);
    const after = await stored(key);
    expect(after.rows).toEqual([{ id: answer.id, folio: answer.folio }]);
    expect(after.events - eventsBefore).toBe(1);
    // The panel (the auto-print follower's road) was told once, whichever instance took the order.
    await expect.poll(() => newOrders.length - newOrdersBefore).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(newOrders.slice(newOrdersBefore).map((m) => (m.data as { orderId: string }).orderId)).toEqual([answer.id]);
  });

  it('gives one order to repeats racing on two instances', async () => {
    const key = randomUUID();
    const before = await orderCount();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => post(urls[i % 2]!, key, body('9931000002'))));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => a.folio)).size).toBe(1);
    expect((await stored(key)).ids).toEqual([answers[0]!.id]);
    expect(await orderCount()).toBe(before + 1);
  });

  it('lets the unique index decide when both repeats got past the first look (intake itself, twice at once)', async () => {
    const key = randomUUID();
    const commerce = (await intakeCacheFor(t.handle.db).current(shop.commerce.commerceId))!.commerce;
    const order = await castOrderForCommerce(orderRulesOf(commerce), body('9931000005'));
    const options = { commerce, order, origin: 'menu' as const, enforceOpening: true, idempotencyKey: key };
    const [a, b] = await Promise.all([placeOrder(t.handle.db, options), placeOrder(t.handle.db, options)]);
    expect(b.pedido.folio).toBe(a.pedido.folio);
    expect((await stored(key)).ids).toEqual([a.pedido.id]);
  });

  it('answers a repeat after a restart, and after the commerce closed, with the first order', async () => {
    const key = randomUUID();
    const first = await post(urls[0]!, key, body('9931000003'));
    expect(first.status).toBe(201);
    const restarted = await startInstance(false);
    await t.handle.db.update(commerces).set({ servicio_activo: false }).where(eq(commerces.id, shop.commerce.commerceId));
    intakeCacheFor(t.handle.db).invalidate(shop.commerce.commerceId);
    try {
      expect(await post(restarted, key, body('9931000003'))).toEqual(first);
      expect((await post(restarted, randomUUID(), body('9931000003'))).status).toBe(409);
    } finally {
      await t.handle.db.update(commerces).set({ servicio_activo: true }).where(eq(commerces.id, shop.commerce.commerceId));
      intakeCacheFor(t.handle.db).invalidate(shop.commerce.commerceId);
    }
    expect((await stored(key)).ids).toEqual([first.id]);
  });

  it('takes different keys (and no key) as different orders, and refuses a malformed key storing nothing', async () => {
    const before = await orderCount();
    const a = await post(urls[0]!, randomUUID(), body('9931000004'));
    const b = await post(urls[1]!, randomUUID(), body('9931000004'));
    const c = await post(urls[0]!, null, body('9931000004'));
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect(new Set([a.folio, b.folio, c.folio]).size).toBe(3);
    const bad = await fetch(`${urls[0]}/v1/public/comercio/${shop.idPath}/pedido`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'corta' },
      body: JSON.stringify(body('9931000004')),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: IDEMPOTENCY_MSG, field: 'idempotency-key' });
    expect(await orderCount()).toBe(before + 3);
  });
});
