// Bulk price update through the API: the preview lists every old and new price, the apply writes exactly
// that in one transaction, and a change made after the preview rolls the whole update back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Product } from '@shared/types/menu';
import type { BulkPricePreview } from '../../../server/src/services/menu/bulk-prices';
import { createCommerce, createTestApp, login, type TestApp } from '../../../testkit/test-app';
import { MenuApi } from './support/menu-api';

let testApp: TestApp;

afterAll(async () => {
  await testApp?.close();
});

beforeAll(async () => {
  testApp = await createTestApp();
});

/** A fresh commerce with a small menu: two categories, base prices and presentations. */
async function menuFixture() {
  const commerce = await createCommerce(testApp.handle, { plan: 'PLUS' });
  const api = new MenuApi(testApp.app, await login(testApp.app, commerce.email, commerce.password));
  const tacos = await api.category('Tacos');
  const bebidas = await api.category('Bebidas');
  const pastor = await api.product({ nombre: 'Pastor', id_categoria: tacos.id, precio: 25 });
  const suadero = await api.product({ nombre: 'Suadero', id_categoria: tacos.id, precio: 28.5 });
  const cafe = await api.product({ nombre: 'Café', id_categoria: bebidas.id, presentaciones: [{ nombre: 'Chico', precio: 33.33 }, { nombre: 'Grande', precio: 47.23 }] });
  const agua = await api.product({ nombre: 'Agua', id_categoria: bebidas.id, precio: 19.9 });
  return { api, tacos, bebidas, pastor, suadero, cafe, agua };
}

const prices = async (api: MenuApi) =>
  (await api.ok<Product[]>('GET', '/v1/productos')).map((p) => [p.nombre, p.precio, p.presentaciones.map((x) => x.precio)] as const);

describe('bulk prices', () => {
  it('previews every old and new price to the cent, presentations included, without writing', async () => {
    const { api, cafe } = await menuFixture();
    const before = await prices(api);
    const preview = await api.ok<BulkPricePreview>('POST', '/v1/productos/precios/preview', { tipo: 'porcentaje', direccion: 'aumentar', valor: 7.5, redondeo: 'ninguno' });
    expect(preview.total).toBe(5);
    expect(preview.cambios.map((c) => [c.nombre, c.presentacion, c.precio_anterior, c.precio_nuevo])).toEqual([
      ['Pastor', null, 25, 26.88], // 26.875 → half up
      ['Suadero', null, 28.5, 30.64], // 30.6375
      ['Café', 'Chico', 33.33, 35.83], // 35.82975
      ['Café', 'Grande', 47.23, 50.77], // 50.77225
      ['Agua', null, 19.9, 21.39], // 21.3925
    ]);
    expect(preview.cambios[2]).toMatchObject({ id_producto: cafe.id, id_presentacion: cafe.presentaciones[0].id, categoria: 'Bebidas' });
    expect(await prices(api)).toEqual(before);
  });

  it.each([
    ['medio', [27, 30.5, 36, 51, 21.5]], // from 26.88, 30.64, 35.83, 50.77, 21.39
    ['entero', [27, 31, 36, 51, 21]],
    ['noventa', [26.9, 30.9, 35.9, 50.9, 20.9]], // nearest .90: 21.39 is closer to 20.90 than to 21.90
  ] as const)('rounds with %s', async (redondeo, expected) => {
    const { api } = await menuFixture();
    const preview = await api.ok<BulkPricePreview>('POST', '/v1/productos/precios/preview', { tipo: 'porcentaje', direccion: 'aumentar', valor: 7.5, redondeo });
    expect(preview.cambios.map((c) => c.precio_nuevo)).toEqual(expected);
  });

  it('lowers by a fixed amount for chosen categories only, never below zero, and applies exactly the preview', async () => {
    const { api, bebidas } = await menuFixture();
    const params = { tipo: 'monto', direccion: 'disminuir', valor: 20, redondeo: 'ninguno', categorias: [bebidas.id] };
    const preview = await api.ok<BulkPricePreview>('POST', '/v1/productos/precios/preview', params);
    expect(preview.cambios.map((c) => [c.nombre, c.presentacion, c.precio_nuevo])).toEqual([
      ['Café', 'Chico', 13.33],
      ['Café', 'Grande', 27.23],
      ['Agua', null, 0],
    ]);
    const applied = await api.ok<{ actualizados: number; message: string }>('POST', '/v1/productos/precios/aplicar', { ...params, cambios: preview.cambios });
    expect(applied).toEqual({ actualizados: 3, message: 'Se actualizaron 3 precios' });
    expect(await prices(api)).toEqual([
      ['Pastor', 25, []],
      ['Suadero', 28.5, []],
      ['Café', 13.33, [13.33, 27.23]], // the base price follows the lowest presentation
      ['Agua', 0, []],
    ]);
  });

  it('is all or nothing: a price changed after the preview rolls back every row already written', async () => {
    const { api, agua } = await menuFixture();
    const params = { tipo: 'porcentaje', direccion: 'aumentar', valor: 10, redondeo: 'entero' };
    const preview = await api.ok<BulkPricePreview>('POST', '/v1/productos/precios/preview', params);
    // The last row of the preview changes in between: Pastor, Suadero and Café are written first, then Agua fails.
    await api.ok('PUT', `/v1/productos/${agua.id}`, { precio: 21 });
    const before = await prices(api);
    const refused = await api.call('POST', '/v1/productos/precios/aplicar', { ...params, cambios: preview.cambios });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PRICES_CHANGED' });
    expect(await prices(api)).toEqual(before);
  });

  it('refuses changes that are not what the computation gives, or that leave rows out', async () => {
    const { api } = await menuFixture();
    const params = { tipo: 'porcentaje', direccion: 'aumentar', valor: 10, redondeo: 'ninguno' };
    const preview = await api.ok<BulkPricePreview>('POST', '/v1/productos/precios/preview', params);
    const before = await prices(api);
    const tampered = preview.cambios.map((c, index) => (index === 0 ? { ...c, precio_nuevo: 1 } : c));
    expect((await api.call('POST', '/v1/productos/precios/aplicar', { ...params, cambios: tampered })).statusCode).toBe(400);
    expect((await api.call('POST', '/v1/productos/precios/aplicar', { ...params, cambios: preview.cambios.slice(1) })).statusCode).toBe(409);
    expect(await prices(api)).toEqual(before);
  });

  it('validates the parameters', async () => {
    const { api } = await menuFixture();
    const cases: [Record<string, unknown>, string][] = [
      [{ tipo: 'porcentaje', direccion: 'aumentar', valor: 0 }, 'valor'],
      [{ tipo: 'porcentaje', direccion: 'aumentar', valor: 5000 }, 'valor'],
      [{ tipo: 'otro', direccion: 'aumentar', valor: 5 }, 'tipo'],
      [{ tipo: 'monto', direccion: 'subir', valor: 5 }, 'direccion'],
      [{ tipo: 'monto', direccion: 'aumentar', valor: 5, redondeo: 'raro' }, 'redondeo'],
      [{ tipo: 'monto', direccion: 'aumentar', valor: 5, categorias: ['00000000-0000-4000-8000-000000000000'] }, 'categorias'],
    ];
    for (const [body, field] of cases) {
      const response = await api.call('POST', '/v1/productos/precios/preview', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ field });
    }
  });

  it('keeps other categories untouched by id', async () => {
    const { api, tacos }: { api: MenuApi; tacos: Category } = await menuFixture();
    const preview = await api.ok<BulkPricePreview>('POST', '/v1/productos/precios/preview', { tipo: 'monto', direccion: 'aumentar', valor: 1.5, redondeo: 'ninguno', categorias: [tacos.id] });
    expect(preview.cambios.map((c) => [c.nombre, c.precio_nuevo])).toEqual([
      ['Pastor', 26.5],
      ['Suadero', 30],
    ]);
  });
});
