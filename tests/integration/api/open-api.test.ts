// The open order API (docs/api.md) over real HTTP on its own database: API keys created by the owner (shown
// once, stored as their SHA-256 only), scopes, revocation, the limit per key, the call log; channel orders in
// (idempotent under 10 concurrent posts, SKU mapping, the channel's amounts beside the menu's, the live
// newOrder event) and the menu out with a strong ETag; tenancy between two commerces.
import { createHash } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKey, ApiKeyCall, ChannelMenu, ChannelOrderReply, CreatedApiKey } from '@shared/types/api-keys';
import type { Order, OrderDetail } from '@shared/types/order';
import { apiKeyCalls, apiKeys, channelOrders } from '../../../server/src/db/schema/api-keys';
import { orders } from '../../../server/src/db/schema/orders';
import { connect, type TestSocket } from '../live/ws-client';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { createOrderingCommerce, type OrderingCommerce } from '../orders/support';

let t: TestApp;
let url: string;
let shopA: OrderingCommerce;
let shopB: OrderingCommerce;
let panel: TestSocket;

beforeAll(async () => {
  t = await createTestApp();
  shopA = await createOrderingCommerce(t.app, t.handle);
  shopB = await createOrderingCommerce(t.app, t.handle);
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  panel = await connect(`${url.replace('http', 'ws')}/ws`);
  panel.send({ action: 'subscribe', channel: `panel_${shopA.commerce.commerceId}`, token: shopA.auth.session.token });
  await panel.next((m) => m.action === 'subscribed');
});
afterAll(async () => {
  panel?.close();
  await t?.close();
});

async function call<T = unknown>(method: string, path: string, options: { key?: string; headers?: Record<string, string>; body?: unknown } = {}) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.key ? { authorization: `Bearer ${options.key}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: (text ? JSON.parse(text) : null) as T, text };
}

async function newKey(shop: OrderingCommerce, scopes: string[], extra: Record<string, unknown> = {}): Promise<CreatedApiKey> {
  const answer = await call<CreatedApiKey>('POST', '/v1/api-keys', { headers: shop.auth.headers, body: { nombre: `Canal ${scopes.join(' ')}`, scopes, ...extra } });
  expect(answer.status, answer.text).toBe(201);
  return answer.json;
}

function channelOrder(shop: OrderingCommerce, channelId: string, overrides: Record<string, unknown> = {}) {
  return {
    origin: 'rappi',
    id_pedido_canal: channelId,
    cliente: { nombre: 'Ana Rappi', telefono: '+52 55 1234 5678 ext 99' },
    productos: [{ id_producto: shop.menu.tacoId, cantidad: 2, precio_unitario: 25 }],
    totales: { subtotal: 50, costo_envio: 15, comision: 7.5, total: 65 },
    repartidor: { nombre: 'Luis', telefono: '5512345678', vehiculo: 'moto' },
    ...overrides,
  };
}

describe('API keys', () => {
  it('shows the key once and stores only its SHA-256', async () => {
    const created = await newKey(shopA, ['orders:read']);
    expect(created.secreto).toMatch(/^pck_[A-Za-z0-9_-]{40,}$/);
    expect(created.clave.prefijo).toBe(created.secreto.slice(0, 12));
    const [row] = await t.handle.db.select().from(apiKeys).where(eq(apiKeys.id, created.clave.id));
    expect(row!.hash).toBe(createHash('sha256').update(created.secreto).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.secreto);
    const listed = await call<ApiKey[]>('GET', '/v1/api-keys', { headers: shopA.auth.headers });
    expect(listed.text).not.toContain(created.secreto);
    expect(listed.json.map((key) => key.id)).toContain(created.clave.id);
  });

  it('refuses a key without the route’s scope, a revoked key, an unknown key, and a route that takes no keys', async () => {
    const reader = await newKey(shopA, ['orders:read']);
    const path = `/v2/commerce/${shopA.commerce.commerceId}`;
    expect((await call('GET', `${path}/orders?orders_in_process=true`, { key: reader.secreto })).status).toBe(200);
    const refused = await call<{ message: string }>('POST', `${path}/orders`, { key: reader.secreto, body: channelOrder(shopA, 'SCOPE-1') });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toContain('orders:write');
    expect((await call('GET', `${path}/menu`, { key: reader.secreto })).status).toBe(403);
    // GET /v2/commerce/:id (the commerce with its bank details) is the panel's, never a key's.
    expect((await call('GET', path, { key: reader.secreto })).status).toBe(403);
    expect((await call('GET', `${path}/orders`, { key: 'pck_no-existe-esta-clave-de-api-para-nada-00000' })).status).toBe(401);

    const revoked = await call<ApiKey>('DELETE', `/v1/api-keys/${reader.clave.id}`, { headers: shopA.auth.headers });
    expect(revoked.status).toBe(200);
    expect(revoked.json.revoked_at).not.toBeNull();
    const after = await call<{ message: string }>('GET', `${path}/orders`, { key: reader.secreto });
    expect(after.status).toBe(401);
    expect(after.json.message).toBe('Clave de API no válida o revocada');
  });

  it('only the owner manages keys', async () => {
    const staff = await call('POST', '/v1/usuarios', {
      headers: shopA.auth.headers,
      body: { email: `cajero-${Date.now()}@a.mx`, name: 'Cajero', username: `cajero_${Date.now()}`, password: 'contrasena1' },
    });
    expect(staff.status).toBeLessThan(300);
    const { login } = await import('../../../testkit/test-app');
    const staffBody = staff.json as { email: string };
    const staffAuth = await login(t.app, staffBody.email, 'contrasena1');
    expect((await call('GET', '/v1/api-keys', { headers: staffAuth.headers })).status).toBe(403);
    expect((await call('POST', '/v1/api-keys', { headers: staffAuth.headers, body: { nombre: 'x', scopes: ['orders:read'] } })).status).toBe(403);
  });

  it('answers 429 past the key’s limit per minute, with Retry-After, and other keys go on', async () => {
    const limited = await newKey(shopA, ['menu:read'], { limite_por_minuto: 3 });
    const other = await newKey(shopA, ['menu:read']);
    const path = `/v2/commerce/${shopA.commerce.commerceId}/menu`;
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await call('GET', path, { key: limited.secreto })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await call<{ code: string }>('GET', path, { key: limited.secreto });
    expect(refused.json.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call('GET', path, { key: other.secreto })).status).toBe(200);
  });

  it('logs every call with the key’s name, refusals too', async () => {
    const logged = await newKey(shopA, ['menu:read'], { nombre: 'Uber Eats tienda centro' });
    await call('GET', `/v2/commerce/${shopA.commerce.commerceId}/menu`, { key: logged.secreto });
    await call('GET', `/v2/commerce/${shopA.commerce.commerceId}/orders`, { key: logged.secreto });
    const log = await call<ApiKeyCall[]>('GET', `/v1/api-keys/registro?id_clave=${logged.clave.id}`, { headers: shopA.auth.headers });
    expect(log.json.map((entry) => [entry.nombre_clave, entry.metodo, entry.ruta, entry.estatus])).toEqual([
      ['Uber Eats tienda centro', 'GET', '/v2/commerce/:commerceId/orders', 403],
      ['Uber Eats tienda centro', 'GET', '/v2/commerce/:commerceId/menu', 200],
    ]);
    // The other commerce's log shows none of it.
    const logB = await call<ApiKeyCall[]>('GET', '/v1/api-keys/registro', { headers: shopB.auth.headers });
    expect(logB.json).toEqual([]);
  });

  it('the panel’s own v2 scheme (x-api-key + x-panel-session) keeps working', async () => {
    const answer = await call('GET', `/v2/commerce/${shopA.commerce.commerceId}/orders?orders_in_process=true`, { headers: shopA.auth.v2Headers });
    expect(answer.status).toBe(200);
  });
});

describe('channel orders', () => {
  it('the same channel order posted 10 times at once is one order; every post answers it', async () => {
    const writer = await newKey(shopA, ['orders:write']);
    const body = channelOrder(shopA, 'RAPPI-778899');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call<ChannelOrderReply>('POST', `/v2/commerce/${shopA.commerce.commerceId}/orders`, { key: writer.secreto, body })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(answers.map((answer) => answer.json.pedido.id));
    expect(ids.size).toBe(1);
    const [stored] = await t.handle.db
      .select({ n: count() })
      .from(channelOrders)
      .where(and(eq(channelOrders.id_comercio, shopA.commerce.commerceId), eq(channelOrders.id_pedido_canal, 'RAPPI-778899')));
    expect(stored!.n).toBe(1);
    const [placed] = await t.handle.db.select({ n: count() }).from(orders).where(eq(orders.idempotency_key, 'canal:rappi:RAPPI-778899'));
    expect(placed!.n).toBe(1);

    const first = answers.find((answer) => answer.status === 201)!.json;
    expect(first.pedido.origin).toBe('rappi');
    expect(first.pedido.metodo_entrega).toBe('takeAway');
    expect(first.pedido.comentario).toContain('Rappi · pedido RAPPI-778899');
    expect(first.pedido.comentario).toContain('Repartidor: Luis');
    expect(first.canal).toMatchObject({ origin: 'rappi', id_pedido_canal: 'RAPPI-778899', total_canal: 65, subtotal_canal: 50, subtotal_menu: 50, con_diferencias: false, comision_canal: 7.5 });
    // It reached the board through the live channel like any other order.
    const event = await panel.next((m) => m.eventId === 'newOrder' && (m.data as { orderId?: string } | undefined)?.orderId === first.pedido.id);
    expect(event).toBeTruthy();
    // A later repeat answers the same order.
    const later = await call<ChannelOrderReply>('POST', `/v2/commerce/${shopA.commerce.commerceId}/orders`, { key: writer.secreto, body });
    expect([later.status, later.json.pedido.id, later.json.nuevo]).toEqual([200, first.pedido.id, false]);
  });

  it('maps SKUs, flags a channel price that differs from the menu’s, refuses an unknown SKU', async () => {
    const writer = await newKey(shopA, ['orders:write', 'menu:read']);
    const mapped = await call('PUT', '/v1/canales/productos', { headers: shopA.auth.headers, body: { sku: 'UE-GRINGA-G', id_producto: shopA.menu.gringaId, presentacion: 'Grande' } });
    expect(mapped.status, mapped.text).toBe(200);
    const body = channelOrder(shopA, 'UE-1', {
      origin: 'uber_eats',
      productos: [{ sku: 'UE-GRINGA-G', cantidad: 1, precio_unitario: 80, extras: [{ id: shopA.menu.tortillaMaiz, cantidad: 1 }] }],
      totales: { subtotal: 80, total: 80 },
    });
    const placed = await call<ChannelOrderReply>('POST', `/v2/commerce/${shopA.commerce.commerceId}/orders`, { key: writer.secreto, body });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.json.productos[0]).toMatchObject({ id_producto: shopA.menu.gringaId, presentacion: 'Grande', subtotal: 70 });
    expect(placed.json.canal).toMatchObject({ total_canal: 80, subtotal_menu: 70, con_diferencias: true, diferencias: [{ linea: 0, nombre: 'Gringa', precio_canal: 80, precio_menu: 70 }] });
    expect(placed.json.pedido.total).toBe(70);
    // The panel's list and detail carry the channel's amounts, so the board card and the detail flag the difference.
    const lineId = placed.json.productos[0]!.id;
    const list = await call<{ rows: Order[] }>('GET', `/v2/commerce/${shopA.commerce.commerceId}/orders?orders_in_process=true`, { headers: shopA.auth.v2Headers });
    expect(list.json.rows.find((order) => order.id === placed.json.pedido.id)?.canal).toMatchObject({ origin: 'uber_eats', subtotal_canal: 80, subtotal_menu: 70, con_diferencias: true });
    const detail = await call<OrderDetail>('GET', `/v2/commerce/${shopA.commerce.commerceId}/orders/${placed.json.pedido.id}`, { headers: shopA.auth.v2Headers });
    expect(detail.json.pedido.canal?.diferencias).toEqual([{ linea: 0, id_linea: lineId, nombre: 'Gringa', precio_canal: 80, precio_menu: 70 }]);
    // A panel order has none.
    expect(list.json.rows.filter((order) => order.origin === 'menu').every((order) => order.canal === undefined)).toBe(true);

    const unknown = await call<{ field: string; code: string }>('POST', `/v2/commerce/${shopA.commerce.commerceId}/orders`, {
      key: writer.secreto,
      body: channelOrder(shopA, 'UE-2', { productos: [{ sku: 'NO-EXISTE', cantidad: 1, precio_unitario: 10 }] }),
    });
    expect([unknown.status, unknown.json.field, unknown.json.code]).toEqual([422, 'productos[0].sku', 'UNKNOWN_SKU']);
    const bad = await call<{ field: string }>('POST', `/v2/commerce/${shopA.commerce.commerceId}/orders`, { key: writer.secreto, body: channelOrder(shopA, 'UE-3', { origin: 'ifood' }) });
    expect([bad.status, bad.json.field]).toEqual([400, 'origin']);
    // The menu out names the SKU on its product.
    const menu = await call<ChannelMenu>('GET', `/v2/commerce/${shopA.commerce.commerceId}/menu`, { key: writer.secreto });
    const gringa = menu.json.categorias.flatMap((category) => category.productos).find((product) => product.id === shopA.menu.gringaId);
    expect(gringa?.skus).toEqual(['UE-GRINGA-G']);
  });
});

describe('tenancy', () => {
  it('a key of one commerce never reads or writes another', async () => {
    const keyA = await newKey(shopA, ['orders:read', 'orders:write', 'menu:read']);
    const pathB = `/v2/commerce/${shopB.commerce.commerceId}`;
    const before = await t.handle.db.select({ n: count() }).from(orders).where(eq(orders.id_comercio, shopB.commerce.commerceId));
    expect((await call('GET', `${pathB}/orders`, { key: keyA.secreto })).status).toBe(403);
    expect((await call('GET', `${pathB}/menu`, { key: keyA.secreto })).status).toBe(403);
    expect((await call('POST', `${pathB}/orders`, { key: keyA.secreto, body: channelOrder(shopB, 'CROSS-1') })).status).toBe(403);
    // An order of B read by id through A's path is not found.
    const keyB = await newKey(shopB, ['orders:write']);
    const orderB = await call<ChannelOrderReply>('POST', `${pathB}/orders`, { key: keyB.secreto, body: channelOrder(shopB, 'B-1') });
    expect(orderB.status).toBe(201);
    const crossRead = await call('GET', `/v2/commerce/${shopA.commerce.commerceId}/orders/${orderB.json.pedido.id}`, { key: keyA.secreto });
    expect(crossRead.status).toBe(404);
    const after = await t.handle.db.select({ n: count() }).from(orders).where(eq(orders.id_comercio, shopB.commerce.commerceId));
    expect(after[0]!.n).toBe(before[0]!.n + 1);
    // The same channel id in another commerce is another order.
    const sameIdInA = await call<ChannelOrderReply>('POST', `/v2/commerce/${shopA.commerce.commerceId}/orders`, { key: keyA.secreto, body: channelOrder(shopA, 'B-1') });
    expect(sameIdInA.status).toBe(201);
    expect(sameIdInA.json.pedido.id).not.toBe(orderB.json.pedido.id);
    // B cannot revoke A's key.
    expect((await call('DELETE', `/v1/api-keys/${keyA.clave.id}`, { headers: shopB.auth.headers })).status).toBe(404);
    const [stillLive] = await t.handle.db.select().from(apiKeys).where(eq(apiKeys.id, keyA.clave.id));
    expect(stillLive!.revoked_at).toBeNull();
    const [calls] = await t.handle.db.select({ n: count() }).from(apiKeyCalls).where(eq(apiKeyCalls.id_comercio, shopB.commerce.commerceId));
    expect(calls!.n).toBe(1); // B's own key's one call
  });
});

describe('menu out', () => {
  it('answers the menu with a strong ETag and 304 while nothing changed', async () => {
    const reader = await newKey(shopA, ['menu:read']);
    const path = `/v2/commerce/${shopA.commerce.commerceId}/menu`;
    const first = await call<ChannelMenu>('GET', path, { key: reader.secreto });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const products = first.json.categorias.flatMap((category) => category.productos);
    expect(products.find((product) => product.id === shopA.menu.tacoId)).toMatchObject({ nombre: 'Taco al pastor', precio: 25, disponible: true });
    expect(products.find((product) => product.id === shopA.menu.soldOutId)).toMatchObject({ disponible: false });
    const again = await call('GET', path, { key: reader.secreto, headers: { 'if-none-match': etag } });
    expect([again.status, again.text]).toEqual([304, '']);
    // Sold out on the board: the tag changes.
    const soldOut = await call('PATCH', `/v1/productos/${shopA.menu.tacoId}/agotado`, { headers: shopA.auth.headers, body: { agotado: true } });
    expect(soldOut.status, soldOut.text).toBeLessThan(300);
    const changed = await call<ChannelMenu>('GET', path, { key: reader.secreto, headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.json.categorias.flatMap((category) => category.productos).find((product) => product.id === shopA.menu.tacoId)?.disponible).toBe(false);
  });
});

describe('cash close and statistics', () => {
  it('count each outside channel as its own line, inside the online sales', async () => {
    const { shiftSummary } = await import('../../../server/src/services/cash/summary');
    const { cashSummaryLines } = await import('@shared/cash-close-lines');
    const { randomUUID } = await import('node:crypto');
    // Accepted by the cashier: a pending order is not a sale yet (shared/orders/sales.ts).
    const pending = await call<{ rows: { id: string; estatus_pedido: string }[] }>('GET', `/v2/commerce/${shopA.commerce.commerceId}/orders?orders_in_process=true`, { headers: shopA.auth.v2Headers });
    for (const order of pending.json.rows.filter((row) => row.estatus_pedido === 'pending')) {
      const accepted = await call('PUT', `/v1/pedido/${order.id}`, { headers: shopA.auth.headers, body: { action: 'changeStatus', status: 'accepted', tiempo_preparacion: 15 } });
      expect(accepted.status, accepted.text).toBe(200);
    }
    const resumen = await shiftSummary(t.handle.db, { commerceId: shopA.commerce.commerceId, shiftId: randomUUID(), start: new Date(Date.now() - 3_600_000), end: new Date(Date.now() + 60_000), fondoCents: 0 });
    const byChannel = new Map((resumen.ventas_por_canal ?? []).map((row) => [row.canal, row]));
    // The Rappi orders of this file: RAPPI-778899 and the tenancy test's B-1, 2 tacos each ($50); Uber Eats: one gringa ($70).
    expect(byChannel.get('rappi')).toEqual({ canal: 'rappi', pedidos: 2, total: 100 });
    expect(byChannel.get('uber_eats')).toEqual({ canal: 'uber_eats', pedidos: 1, total: 70 });
    expect(resumen.ventas_por_metodo.en_linea).toBe(170);
    expect(resumen.ventas_por_metodo.efectivo).toBe(0);
    const labels = cashSummaryLines({ resumen, efectivo_contado: null, diferencia: null }).map((line) => `${line.label.trim()} ${line.value}`);
    expect(labels).toContain('Rappi (2 pedidos) $100.00');
    expect(labels).toContain('Uber Eats (1 pedido) $70.00');
    // Statistics: each outside channel as its own breakdown entry.
    const stats = await call<{ por_canal: { clave: string; pedidos: number; ventas: number }[] }>('GET', '/v1/estadisticas?periodo=hoy', { headers: shopA.auth.headers });
    expect(stats.status, stats.text).toBe(200);
    expect(stats.json.por_canal).toEqual([
      { clave: 'rappi', pedidos: 2, ventas: 100 },
      { clave: 'uber_eats', pedidos: 1, ventas: 70 },
    ]);
  });
});
