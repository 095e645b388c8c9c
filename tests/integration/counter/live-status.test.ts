// The customer's live order status (SSE stream over the live machinery), the reasons the cashier gives
// (reject, cancel, delete: stored, shown to the customer when rejected) and the bill request reaching
// every panel live (docs/counter.md). Real HTTP on a real port for the stream; real LISTEN/NOTIFY.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { commerceChannel } from '@shared/live';
import type { OrderDetail } from '@shared/types/order';
import type { PublicOrderStatus } from '@shared/types/public-menu';
import { orders } from '../../../server/src/db/schema/orders';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { createOrderingCommerce, createTable, orderBody, placeOrder, type OrderingCommerce } from '../orders/support';

let t: TestApp;
let shop: OrderingCommerce;
let other: OrderingCommerce;
let origin: string;

beforeAll(async () => {
  t = await createTestApp();
  shop = await createOrderingCommerce(t.app, t.handle);
  other = await createOrderingCommerce(t.app, t.handle);
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

async function place(who: OrderingCommerce, overrides: Record<string, unknown> = {}): Promise<OrderDetail['pedido']> {
  const response = await placeOrder(t.app, who.idPath, orderBody(who.menu, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OrderDetail>().pedido;
}

const setStatus = (who: OrderingCommerce, orderId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/v1/pedido/${orderId}`, headers: who.auth.headers, payload: { action: 'changeStatus', ...payload } });

/** An open status stream: `next()` resolves with the next `status` frame the server sends. */
async function openStream(idPath: string, orderId: string) {
  const controller = new AbortController();
  const response = await fetch(`${origin}/v1/public/comercio/${idPath}/pedido/${orderId}/eventos`, { signal: controller.signal });
  const frames: PublicOrderStatus[] = [];
  const waiting: ((frame: PublicOrderStatus) => void)[] = [];
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      for (;;) {
        const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
        if (chunk.done) return;
        buffer += chunk.value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.startsWith('event: status\n')) continue;
          const frame = JSON.parse(block.slice(block.indexOf('data: ') + 6)) as PublicOrderStatus;
          const resolve = waiting.shift();
          if (resolve) resolve(frame);
          else frames.push(frame);
        }
      }
    })();
  }
  return {
    response,
    next: () => new Promise<PublicOrderStatus>((resolve) => (frames.length > 0 ? resolve(frames.shift()!) : waiting.push(resolve))),
    pending: () => frames.length,
    close: () => controller.abort(),
  };
}

describe('live order status stream', () => {
  it('sends the status at once and on every change of that order, with the rejection reason; nothing of other orders', async () => {
    const mine = await place(shop);
    const sameShop = await place(shop);
    const otherShop = await place(other);
    const stream = await openStream(shop.idPath, mine.id);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    expect(await stream.next()).toMatchObject({ id: mine.id, estatus: 'pending', motivo_rechazo: null });

    // Other orders of the same commerce and of another commerce change: nothing is sent for them.
    expect((await setStatus(shop, sameShop.id, { status: 'accepted', tiempo_preparacion: 20 })).statusCode).toBe(200);
    expect((await setStatus(other, otherShop.id, { status: 'rejected', motivo: 'Cerramos temprano' })).statusCode).toBe(200);
    // The customer's order is rejected with a reason: the next frame is that, and only that.
    expect((await setStatus(shop, mine.id, { status: 'rejected', motivo: '  Se nos acabó el pan  ' })).statusCode).toBe(200);
    const rejected = await stream.next();
    expect(rejected).toMatchObject({ id: mine.id, folio: mine.folio, estatus: 'rejected', motivo_rechazo: 'Se nos acabó el pan' });
    expect(JSON.stringify(rejected)).not.toContain(sameShop.id);
    expect(stream.pending()).toBe(0);
    stream.close();
  });

  it('is guarded by the commerce path and the order id: another commerce, an unknown id or a bad id answer 404', async () => {
    const mine = await place(shop);
    for (const [idPath, id] of [
      [other.idPath, mine.id],
      [shop.idPath, '00000000-0000-4000-8000-000000000000'],
      [shop.idPath, 'no-es-un-id'],
    ] as const) {
      const response = await fetch(`${origin}/v1/public/comercio/${idPath}/pedido/${id}/eventos`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ message: 'No se encontró el pedido' });
    }
  });

  it('lets go of the hub when the customer leaves', async () => {
    const mine = await place(shop);
    const channel = commerceChannel(shop.commerce.commerceId);
    const before = t.app.orderRuntime.hub.subscriberCount(channel);
    const stream = await openStream(shop.idPath, mine.id);
    await stream.next();
    expect(t.app.orderRuntime.hub.subscriberCount(channel)).toBe(before + 1);
    stream.close();
    await expect.poll(() => t.app.orderRuntime.hub.subscriberCount(channel)).toBe(before);
  });
});

describe('reasons are stored', () => {
  it('keeps the cancel reason for the panel (not for the customer) and the delete reason', async () => {
    const canceled = await place(shop);
    await setStatus(shop, canceled.id, { status: 'accepted', tiempo_preparacion: 15 });
    const answer = await setStatus(shop, canceled.id, { status: 'canceled', motivo: 'El cliente llamó para cancelar' });
    expect(answer.json()).toMatchObject({ estatus_pedido: 'canceled', motivo_estatus: 'El cliente llamó para cancelar' });
    const detail = await t.app.inject({ method: 'GET', url: `/v2/commerce/${shop.commerce.commerceId}/orders/${canceled.id}`, headers: shop.auth.v2Headers });
    expect(detail.json<OrderDetail>().pedido.motivo_estatus).toBe('El cliente llamó para cancelar');
    const status = await t.app.inject({ method: 'GET', url: `/v1/public/comercio/${shop.idPath}/pedido/${canceled.id}/estatus` });
    expect(status.json()).toMatchObject({ estatus: 'canceled', motivo_rechazo: null });

    const deleted = await place(shop);
    const removed = await t.app.inject({ method: 'DELETE', url: `/v1/pedido/${deleted.id}?motivo=${encodeURIComponent('Pedido de prueba')}`, headers: shop.auth.headers });
    expect(removed.statusCode).toBe(200);
    const [row] = await t.handle.db.select({ reason: orders.motivo_eliminacion, gone: orders.deleted_at }).from(orders).where(eq(orders.id, deleted.id));
    expect(row).toMatchObject({ reason: 'Pedido de prueba' });
    expect(row!.gone).not.toBeNull();
  });

  it('refuses a reason longer than 200 characters and changes nothing', async () => {
    const order = await place(shop);
    const refused = await setStatus(shop, order.id, { status: 'rejected', motivo: 'x'.repeat(201) });
    expect(refused.statusCode).toBe(400);
    const [row] = await t.handle.db.select({ status: orders.estatus_pedido, reason: orders.motivo_estatus }).from(orders).where(eq(orders.id, order.id));
    expect(row).toEqual({ status: 'pending', reason: null });
  });
});

describe('bill requested reaches every panel live', () => {
  it('announces tableBillRequested once, on the commerce channel only', async () => {
    const tableUuid = await createTable(t.handle, shop.commerce.commerceId, 71);
    await place(shop, { table_uuid: tableUuid });
    const received: { shop: unknown[]; other: unknown[] } = { shop: [], other: [] };
    const socket = (into: unknown[]) => ({ readyState: 1, send: (text: string) => void into.push(JSON.parse(text)) });
    const shopSocket = socket(received.shop);
    const otherSocket = socket(received.other);
    const hub = t.app.orderRuntime.hub;
    hub.subscribe(shopSocket, commerceChannel(shop.commerce.commerceId));
    hub.subscribe(otherSocket, commerceChannel(other.commerce.commerceId));
    try {
      const asked = await t.app.inject({ method: 'POST', url: `/v1/mesas/${tableUuid}/cuenta`, headers: shop.auth.headers });
      expect(asked.statusCode).toBe(200);
      await expect
        .poll(() => received.shop.filter((m) => (m as { eventId: string }).eventId === 'tableBillRequested'))
        .toEqual([{ eventId: 'tableBillRequested', channel: commerceChannel(shop.commerce.commerceId), data: { tableUuid, cuenta_pedida_at: asked.json<{ cuenta_pedida_at: string }>().cuenta_pedida_at } }]);
      // Asking again (reprint) announces nothing new; the other commerce never hears of it.
      await t.app.inject({ method: 'POST', url: `/v1/mesas/${tableUuid}/cuenta`, headers: shop.auth.headers });
      const marker = await place(shop);
      await setStatus(shop, marker.id, { status: 'accepted', tiempo_preparacion: 10 });
      await expect.poll(() => received.shop.some((m) => (m as { data: { orderId?: string } }).data.orderId === marker.id)).toBe(true);
      expect(received.shop.filter((m) => (m as { eventId: string }).eventId === 'tableBillRequested')).toHaveLength(1);
      expect(received.other).toEqual([]);
    } finally {
      hub.remove(shopSocket);
      hub.remove(otherSocket);
    }
  });
});
