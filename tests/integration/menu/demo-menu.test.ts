// The demo taquería's menu through the menu API: listed, shown publicly, repriced in bulk, reordered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Product } from '@shared/types/menu';
import type { PublicMenu } from '@shared/types/public-menu';
import { DEMO_ID_PATH, DEMO_LOGIN } from '../../../server/src/db/seed/demo/index';
import type { BulkPricePreview } from '../../../server/src/services/menu/bulk-prices';
import { createTestApp, login, type TestApp } from '../../../testkit/test-app';
import { MenuApi } from './support/menu-api';

let testApp: TestApp;
let api: MenuApi;

beforeAll(async () => {
  testApp = await createTestApp({ seedDemo: true });
  api = new MenuApi(testApp.app, await login(testApp.app, DEMO_LOGIN.email, DEMO_LOGIN.password));
});

afterAll(async () => {
  await testApp?.close();
});

describe('demo taquería menu', () => {
  it('is listed in the panel and shown on the public menu in the same order', async () => {
    const categories = await api.ok<Category[]>('GET', '/v1/categorias');
    const products = await api.ok<Product[]>('GET', '/v1/productos');
    expect(categories.length).toBeGreaterThan(1);
    expect(products.length).toBeGreaterThan(5);
    const menu = (await testApp.app.inject({ method: 'GET', url: `/v1/public/comercio/${DEMO_ID_PATH}/menu` })).json<PublicMenu>();
    const visible = categories.filter((c) => c.activo && products.some((p) => p.id_categoria === c.id && p.activo));
    expect(menu.categorias.map((c) => c.id)).toEqual(visible.map((c) => c.id));
  });

  it('reprices in bulk and reorders categories', async () => {
    const params = { tipo: 'porcentaje', direccion: 'aumentar', valor: 5, redondeo: 'medio' };
    const preview = await api.ok<BulkPricePreview>('POST', '/v1/productos/precios/preview', params);
    expect(preview.total).toBeGreaterThan(5);
    await api.ok('POST', '/v1/productos/precios/aplicar', { ...params, cambios: preview.cambios });
    const after = await api.ok<Product[]>('GET', '/v1/productos');
    for (const change of preview.cambios) {
      const product = after.find((p) => p.id === change.id_producto);
      const price = change.id_presentacion === null ? product?.precio : product?.presentaciones.find((p) => p.id === change.id_presentacion)?.precio;
      expect(price).toBe(change.precio_nuevo);
    }

    const categories = await api.ok<Category[]>('GET', '/v1/categorias');
    const reversed = categories.map((c) => c.id).reverse();
    expect((await api.ok<Category[]>('PUT', '/v1/categorias/orden', { ids: reversed })).map((c) => c.id)).toEqual(reversed);
  });
});
