// menu.changed for every kind of menu change (docs/webhooks.md): categories, extra groups and their options'
// availability, sections, bulk prices, a product's availability and order, besides the products themselves.
// Every write path calls the one helper (services/menu/menu-changed.ts); a refused change sends nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkPricePreview } from '@shared/bulk-price';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver';
import { createOrderingCommerce, type OrderingCommerce } from '../orders/support';
import { registerEndpoint } from './support';

describe('menu.changed', () => {
  let t: TestApp;
  let shop: OrderingCommerce;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await createTestApp({ config: { publicLimits: null, outbox: { everyMs: 0 } } });
    shop = await createOrderingCommerce(t.app, t.handle);
    await registerEndpoint(t.app, shop.auth, receiver, '/menu', ['menu.changed']);
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.down();
  });

  async function call<T = { id: string }>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown): Promise<T> {
    const response = await t.app.inject({ method, url, headers: shop.auth.headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return (response.body ? response.json() : null) as T;
  }

  /** The menu.changed data received since `from` (menu events of one endpoint go one per pass). */
  async function received(from: number): Promise<unknown[]> {
    for (let pass = 0; pass < 30; pass += 1) await t.app.outbox.runOnce();
    return receiver.accepted('/menu').slice(from).map((delivery) => delivery.body.data);
  }

  it('fires for categories, extra groups, extra availability, sections, prices and product availability and order', async () => {
    const from = receiver.accepted('/menu').length;
    const category = await call('POST', '/v1/categorias', { nombre: 'Postres' });
    await call('PUT', `/v1/categorias/${category.id}`, { nombre: 'Postres de la casa' });
    const group = await call<{ id: string; opciones: { id: string }[] }>('POST', '/v1/extras', { nombre: 'Salsas', opciones: [{ nombre: 'Verde', precio: 0 }], obligatorio: false, minimo: 0, maximo: 1 });
    await call('PUT', `/v1/extras/${group.id}`, { nombre: 'Salsas de la casa' });
    const optionId = group.opciones[0]!.id;
    await call('PATCH', `/v1/extras/${group.id}/opciones/${optionId}/agotado`, { agotado: true });
    await call('DELETE', `/v1/extras/${group.id}`);
    const section = await call('POST', '/v1/secciones', { nombre: 'Favoritos', productos: [shop.menu.tacoId] });
    await call('PUT', `/v1/secciones/${section.id}`, { nombre: 'Los favoritos' });
    await call('DELETE', `/v1/secciones/${section.id}`);
    const params = { tipo: 'porcentaje', direccion: 'aumentar', valor: 10, redondeo: 'ninguno', categorias: [shop.menu.categoryId] };
    const preview = await call<BulkPricePreview>('POST', '/v1/productos/precios/preview', params);
    await call('POST', '/v1/productos/precios/aplicar', { ...params, cambios: preview.cambios });
    await call('PATCH', `/v1/productos/${shop.menu.tacoId}/agotado`, { agotado: true });
    await call('PATCH', `/v1/productos/${shop.menu.tacoId}/agotado`, { agotado: false });
    await call('DELETE', `/v1/categorias/${category.id}`);

    const data = await received(from);
    expect(data).toEqual([
      { cambio: 'categoria_creada', id_categoria: category.id },
      { cambio: 'categoria_actualizada', id_categoria: category.id },
      { cambio: 'extras_creados', id_grupo_extras: group.id },
      { cambio: 'extras_actualizados', id_grupo_extras: group.id },
      { cambio: 'extra_disponibilidad', id_grupo_extras: group.id, id_extra: optionId, agotado: true },
      { cambio: 'extras_eliminados', id_grupo_extras: group.id },
      { cambio: 'seccion_creada', id_seccion: section.id },
      { cambio: 'seccion_actualizada', id_seccion: section.id },
      { cambio: 'seccion_eliminada', id_seccion: section.id },
      { cambio: 'precios_actualizados', productos: [...new Set(preview.cambios.map((change) => change.id_producto))] },
      { cambio: 'producto_disponibilidad', id_producto: shop.menu.tacoId, agotado: true },
      { cambio: 'producto_disponibilidad', id_producto: shop.menu.tacoId, agotado: false },
      { cambio: 'categoria_eliminada', id_categoria: category.id },
    ]);
  });

  it('a refused change sends nothing', async () => {
    const from = receiver.accepted('/menu').length;
    // A category with products cannot be deleted (409).
    const refused = await t.app.inject({ method: 'DELETE', url: `/v1/categorias/${shop.menu.categoryId}`, headers: shop.auth.headers });
    expect(refused.statusCode).toBe(409);
    expect(await received(from)).toEqual([]);
  });
});
