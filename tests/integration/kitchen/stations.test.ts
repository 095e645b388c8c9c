// Kitchen stations (docs/kitchen.md): the commerce's list, replaced as a whole; ids of another commerce's
// menu or stations are refused and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitchenStation } from '@shared/kitchen/stations';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { createOrderingCommerce, type OrderingCommerce } from '../orders/support';

let t: TestApp;
let shop: OrderingCommerce;
let other: OrderingCommerce;
beforeAll(async () => {
  t = await createTestApp();
  shop = await createOrderingCommerce(t.app, t.handle);
  other = await createOrderingCommerce(t.app, t.handle);
});
afterAll(async () => t?.close());

const list = (who: OrderingCommerce = shop) => t.app.inject({ method: 'GET', url: '/v1/cocina/estaciones', headers: who.auth.headers });
const save = (estaciones: unknown, who: OrderingCommerce = shop) => t.app.inject({ method: 'PUT', url: '/v1/cocina/estaciones', headers: who.auth.headers, payload: { estaciones } });

describe('kitchen stations', () => {
  it('starts empty, saves in order, keeps ids on a second save and deletes the ones left out', async () => {
    expect((await list()).json()).toEqual([]);
    const first = await save([
      { name: 'Parrilla', categoryIds: [shop.menu.categoryId], productIds: [] },
      { name: 'Barra', categoryIds: [], productIds: [shop.menu.gringaId] },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const [grill, bar] = first.json<KitchenStation[]>();
    expect(grill).toMatchObject({ name: 'Parrilla', categoryIds: [shop.menu.categoryId], productIds: [] });
    expect(bar).toMatchObject({ name: 'Barra', productIds: [shop.menu.gringaId] });

    const second = await save([{ id: bar!.id, name: 'Bebidas', categoryIds: [], productIds: [shop.menu.tacoId, shop.menu.tacoId] }]);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual([{ id: bar!.id, name: 'Bebidas', categoryIds: [], productIds: [shop.menu.tacoId] }]);
    expect((await list()).json()).toEqual(second.json());
  });

  it.each([
    ['no name', [{ name: ' ', categoryIds: [], productIds: [] }], 'Escribe el nombre de la estación'],
    ['two stations with one name', [{ name: 'Barra', categoryIds: [], productIds: [] }, { name: 'barra', categoryIds: [], productIds: [] }], 'Cada estación necesita un nombre distinto'],
    ['a category id that is no uuid', [{ name: 'Barra', categoryIds: ['x'], productIds: [] }], 'Categoría inválida'],
    ['not a list', { name: 'Barra' }, null],
  ])('refuses %s with a 400 and changes nothing', async (_case, estaciones, message) => {
    const before = (await list()).json();
    const refused = await save(estaciones);
    expect(refused.statusCode, refused.body).toBe(400);
    if (message) expect(refused.json<{ message: string }>().message).toContain(message);
    expect((await list()).json()).toEqual(before);
  });

  it("refuses another commerce's categories, products and stations", async () => {
    const theirs = (await save([{ name: 'Suya', categoryIds: [], productIds: [] }], other)).json<KitchenStation[]>()[0]!;
    const before = (await list()).json();
    const category = await save([{ name: 'Parrilla', categoryIds: [other.menu.categoryId], productIds: [] }]);
    expect(category.statusCode).toBe(400);
    expect(category.json<{ message: string }>().message).toBe('Una de las categorías ya no existe en tu menú');
    const product = await save([{ name: 'Parrilla', categoryIds: [], productIds: [other.menu.tacoId] }]);
    expect(product.json<{ message: string }>().message).toBe('Uno de los productos ya no existe en tu menú');
    const station = await save([{ id: theirs.id, name: 'Robada', categoryIds: [], productIds: [] }]);
    expect(station.statusCode).toBe(400);
    expect((await list()).json()).toEqual(before);
    expect((await list(other)).json()).toEqual([theirs]);
  });
});
