// The hostile inputs of issue #11, one by one: each answers 400 with a Spanish message naming the field and
// changes nothing (the fuzz test covers the rest of the table).
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons, products } from '../../../server/src/db/schema/index';
import { orderBody, type OrderingCommerce, withOrderingCommerce } from '../orders/support';
import type { TestApp } from '../../../testkit/test-app';

let t: TestApp;
let shop: OrderingCommerce;

withOrderingCommerce((app, commerce) => {
  t = app;
  shop = commerce;
});

type Method = 'GET' | 'POST' | 'PUT';

async function expect400(method: Method, url: string, payload: string | undefined, field: string, headers: Record<string, string> = shop.auth.headers) {
  const response = await t.app.inject({ method, url, headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) }, ...(payload ? { payload } : {}) });
  expect(response.statusCode, `${method} ${url} ${payload ?? ''} → ${response.body}`).toBe(400);
  const body = response.json<{ message: string; field?: string }>();
  expect(body.field, response.body).toBe(field);
  expect(body.message).toContain(field.split(/[.[]/)[0]);
}

describe('hostile input answers 400 naming the field', () => {
  it('NUL and control characters in any string, body, path or query', async () => {
    await expect400('POST', '/v1/auth/login', '{"email":"\\u0000","password":"x"}', 'email', {});
    await expect400('GET', '/v1/public/comercio/%00/menu', undefined, 'id_path', {});
    await expect400('GET', '/v1/clientes?q=a%00b', undefined, 'q');
    await expect400('POST', '/v1/categorias', '{"nombre":"Tacos\\u001b[31m"}', 'nombre');
  });

  it('objects or lists where a text belongs', async () => {
    await expect400('POST', `/v1/public/comercio/${shop.idPath}/pedido`, JSON.stringify({ ...orderBody(shop.menu), nombre: {} }), 'nombre', {});
    await expect400('POST', '/v1/productos', JSON.stringify({ nombre: {}, id_categoria: shop.menu.categoryId, precio: 10 }), 'nombre');
    await expect400('POST', '/v1/extras', JSON.stringify({ nombre: ['a'], minimo: 0, maximo: 1, opciones: [] }), 'nombre');
    await expect400('POST', '/v1/cupones', JSON.stringify({ codigo: { a: 1 }, tipo: 'amount', valor: 10 }), 'codigo');
    await expect400('POST', '/v1/anuncios', JSON.stringify({ titulo: [] }), 'titulo');
    await expect400('POST', '/v1/usuarios', JSON.stringify({ email: {}, name: 'x', username: 'x', password: 'contrasena1' }), 'email');
  });

  it('numbers beyond any column, or not finite', async () => {
    const [before] = await t.handle.db.select({ precio: products.precio_cents }).from(products).where(eq(products.id, shop.menu.tacoId));
    await expect400('PUT', `/v1/productos/${shop.menu.tacoId}`, '{"precio":1e21}', 'precio');
    await expect400('PUT', `/v1/productos/${shop.menu.tacoId}`, '{"precio":1e309}', 'precio');
    const [after] = await t.handle.db.select({ precio: products.precio_cents }).from(products).where(eq(products.id, shop.menu.tacoId));
    expect(after).toEqual(before);
    await expect400('POST', '/v1/cupones', '{"codigo":"GRANDE","tipo":"amount","valor":1e308}', 'valor');
    const [row] = await t.handle.db.select({ n: count() }).from(coupons).where(eq(coupons.id_comercio, shop.commerce.commerceId));
    expect(Number(row?.n)).toBe(0);
  });

  it('impossible dates in query filters', async () => {
    await expect400('GET', '/v2/announcements?date=9999-99-99', undefined, 'date', shop.auth.v2Headers);
    await expect400('GET', '/v1/estadisticas?periodo=personalizado&desde=2026-02-30&hasta=2026-03-01', undefined, 'desde');
    await expect400('GET', '/v1/pedidos/historial?hasta=2026-13-01', undefined, 'hasta');
    await expect400('GET', '/v1/reportes/pedidos?desde=0000-00-00', undefined, 'desde');
    const fine = await t.app.inject({ method: 'GET', url: '/v1/pedidos/historial?desde=&hasta=2024-02-29', headers: shop.auth.headers });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('nesting deeper than any payload', async () => {
    await expect400('PUT', `/v1/productos/${shop.menu.tacoId}`, `{"nombre":${'['.repeat(40)}${']'.repeat(40)}}`, `nombre${'[0]'.repeat(15)}`);
  });
});
