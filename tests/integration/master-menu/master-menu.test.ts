// Shared menu between two locations of one account (docs/master-menu.md), through the real HTTP API on a
// real database: following copies the master's menu (same names taken over), every master change reaches the
// follower in the same request, the follower's own prices and sold-out survive master changes, the follower's
// public menu and order intake use its own prices, a commerce of another account cannot be followed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MenuSource } from '@shared/types/master-menu';
import type { Category, ExtraGroup, Product, Section } from '@shared/types/menu';
import type { OrderDetail } from '@shared/types/order';
import type { PublicMenu } from '@shared/types/public-menu';
import { commerces } from '../../../server/src/db/schema/index';
import { createTestApp, type TestApp } from '../../../testkit/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver';
import { registerEndpoint } from '../webhooks/support';
import { MenuApi } from '../menu/support/menu-api';
import { createOrderingCommerce, orderBody, placeOrder, type OrderingCommerce } from '../orders/support';

let t: TestApp;
let shopA: OrderingCommerce;
let shopB: OrderingCommerce;
let other: OrderingCommerce;
let a: MenuApi;
let b: MenuApi;
let receiver: WebhookReceiver;

const byName = <T extends { nombre: string }>(list: T[], nombre: string): T => {
  const found = list.find((item) => item.nombre === nombre);
  if (!found) throw new Error(`${nombre} not in ${list.map((item) => item.nombre).join(', ')}`);
  return found;
};

beforeAll(async () => {
  t = await createTestApp();
  shopA = await createOrderingCommerce(t.app, t.handle);
  shopB = await createOrderingCommerce(t.app, t.handle);
  other = await createOrderingCommerce(t.app, t.handle);
  await t.handle.db.update(commerces).set({ nombre: 'Sucursal Centro' }).where(eq(commerces.id, shopA.commerce.commerceId));
  // B becomes a second location of A's account (what «Agregar sucursal» makes).
  await t.handle.db.update(commerces).set({ nombre: 'Sucursal Norte', account_id: shopA.commerce.accountId }).where(eq(commerces.id, shopB.commerce.commerceId));
  a = new MenuApi(t.app, shopA.auth);
  b = new MenuApi(t.app, shopB.auth);
});

afterAll(async () => {
  await t?.close();
  await receiver?.down();
});

const follow = (api: MenuApi, masterId: string | null) => api.call('PUT', '/v1/menu/maestro', { menu_maestro_id: masterId });

describe('choosing the master menu', () => {
  it('refuses a commerce of another account (404 both ways) and the location itself (400)', async () => {
    const foreign = await follow(b, other.commerce.commerceId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: 'No se encontró la sucursal' });
    expect((await follow(new MenuApi(t.app, other.auth), shopA.commerce.commerceId)).statusCode).toBe(404);
    expect((await follow(b, shopB.commerce.commerceId)).statusCode).toBe(400);
    expect((await follow(b, 'no-es-un-id')).statusCode).toBe(404);
    expect((await b.call('PUT', '/v1/menu/maestro', { menu_maestro_id: 7 })).statusCode).toBe(400);
    const source = await b.ok<MenuSource>('GET', '/v1/menu/maestro');
    expect(source).toMatchObject({ menu_maestro_id: null, maestro: null, seguidores: [] });
    expect(source.sucursales).toEqual([{ id: shopA.commerce.commerceId, nombre: 'Sucursal Centro' }]);
  });

  it('copies the master menu, taking over same-name items (ids, different prices, sold-out) and deleting the rest', async () => {
    const productsBefore = await b.ok<Product[]>('GET', '/v1/productos');
    const tacoOfB = byName(productsBefore, 'Taco al pastor');
    await b.ok('PUT', `/v1/productos/${tacoOfB.id}`, { precio: 30 });
    await b.ok('PATCH', `/v1/productos/${tacoOfB.id}/agotado`, { agotado: true });
    await b.product({ nombre: 'Tamal solo de Norte', id_categoria: tacoOfB.id_categoria, precio: 20 });

    const source = (await follow(b, shopA.commerce.commerceId)).json<MenuSource>();
    expect(source).toMatchObject({ menu_maestro_id: shopA.commerce.commerceId, maestro: { nombre: 'Sucursal Centro' } });
    expect((await a.ok<MenuSource>('GET', '/v1/menu/maestro')).seguidores).toEqual([{ id: shopB.commerce.commerceId, nombre: 'Sucursal Norte' }]);

    const productsOfB = await b.ok<Product[]>('GET', '/v1/productos');
    const productsOfA = await a.ok<Product[]>('GET', '/v1/productos');
    expect(productsOfB.map((p) => p.nombre)).toEqual(productsOfA.map((p) => p.nombre));
    const taco = byName(productsOfB, 'Taco al pastor');
    expect(taco).toMatchObject({ id: tacoOfB.id, precio: 30, agotado: true });
    expect(byName(productsOfB, 'Gringa').presentaciones.map((p) => [p.nombre, p.precio])).toEqual([
      ['Chica', 45.5],
      ['Grande', 70],
    ]);
  });
});

describe('a master change reaches the follower', () => {
  it('propagates create, update, reorder and delete of categories, products, extras and sections', async () => {
    const bebidas = await a.category('Bebidas');
    const agua = await a.product({ nombre: 'Agua de jamaica', id_categoria: bebidas.id, precio: 18 });
    const hielo = await a.extra({ nombre: 'Hielo', minimo: 0, maximo: 1, opciones: [{ nombre: 'Con hielo', precio: 0 }], productos: [agua.id] });
    await a.section({ nombre: 'Lo más pedido', productos: [agua.id] });

    let categoriesOfB = await b.ok<Category[]>('GET', '/v1/categorias');
    expect(categoriesOfB.map((c) => c.nombre)).toEqual(['Tacos', 'Bebidas']);
    const aguaOfB = byName(await b.ok<Product[]>('GET', '/v1/productos'), 'Agua de jamaica');
    expect(aguaOfB).toMatchObject({ precio: 18, id_categoria: byName(categoriesOfB, 'Bebidas').id });
    const hieloOfB = byName(await b.ok<(ExtraGroup & { productos: string[] })[]>('GET', '/v1/extras'), 'Hielo');
    expect(aguaOfB.extras).toEqual([hieloOfB.id]);
    expect(hieloOfB.productos).toEqual([aguaOfB.id]);
    expect(byName(await b.ok<Section[]>('GET', '/v1/secciones'), 'Lo más pedido').productos).toEqual([aguaOfB.id]);

    await a.ok('PUT', `/v1/productos/${agua.id}`, { nombre: 'Agua de jamaica grande', precio: 22 });
    await a.ok('PUT', `/v1/extras/${hielo.id}`, { opciones: [{ id: hielo.opciones[0]!.id, nombre: 'Con hielo', precio: 0 }, { nombre: 'Sin hielo', precio: 0 }] });
    await a.ok('PUT', '/v1/categorias/orden', { ids: [bebidas.id, shopA.menu.categoryId] });
    expect(await b.ok<Product>('GET', `/v1/productos/${aguaOfB.id}`)).toMatchObject({ nombre: 'Agua de jamaica grande', precio: 22 });
    expect(byName(await b.ok<ExtraGroup[]>('GET', '/v1/extras'), 'Hielo').opciones.map((o) => o.nombre)).toEqual(['Con hielo', 'Sin hielo']);
    categoriesOfB = await b.ok<Category[]>('GET', '/v1/categorias');
    expect(categoriesOfB.map((c) => c.nombre)).toEqual(['Bebidas', 'Tacos']);

    await a.ok('DELETE', `/v1/productos/${agua.id}`);
    await a.ok('DELETE', `/v1/extras/${hielo.id}`);
    expect((await b.call('GET', `/v1/productos/${aguaOfB.id}`)).statusCode).toBe(404);
    expect((await b.ok<ExtraGroup[]>('GET', '/v1/extras')).map((g) => g.nombre)).not.toContain('Hielo');
    expect(byName(await b.ok<Section[]>('GET', '/v1/secciones'), 'Lo más pedido').productos).toEqual([]);
    await a.ok('DELETE', `/v1/categorias/${bebidas.id}`);
    expect((await b.ok<Category[]>('GET', '/v1/categorias')).map((c) => c.nombre)).toEqual(['Tacos']);
  });

  it("tells the follower's webhooks that its menu changed when the master's did (menu.changed)", async () => {
    receiver = await startWebhookReceiver();
    await registerEndpoint(t.app, shopB.auth, receiver, '/norte', ['menu.changed']);
    await a.category('Postres');
    for (let pass = 0; pass < 5; pass += 1) await t.app.outbox.runOnce();
    const data = receiver.accepted('/norte').map((delivery) => delivery.body.data);
    expect(data).toEqual([{ cambio: 'menu_maestro_sincronizado', id_maestro: shopA.commerce.commerceId }]);
  });

  it('keeps the follower price and sold-out through a master change; an unchanged price follows the master', async () => {
    const tacoOfB = byName(await b.ok<Product[]>('GET', '/v1/productos'), 'Taco al pastor');
    const gringaOfB = byName(await b.ok<Product[]>('GET', '/v1/productos'), 'Gringa');
    await a.ok('PUT', `/v1/productos/${shopA.menu.tacoId}`, { nombre: 'Taco al pastor con piña', precio: 27 });
    await a.ok('PATCH', `/v1/productos/${shopA.menu.tacoId}/agotado`, { agotado: false });
    await a.ok('PUT', `/v1/productos/${shopA.menu.gringaId}`, {
      presentaciones: [
        { id: shopA.menu.presentationChica, nombre: 'Chica', precio: 48 },
        { id: shopA.menu.presentationGrande, nombre: 'Grande', precio: 72 },
      ],
    });
    expect(await b.ok<Product>('GET', `/v1/productos/${tacoOfB.id}`)).toMatchObject({ nombre: 'Taco al pastor con piña', precio: 30, agotado: true });
    expect((await b.ok<Product>('GET', `/v1/productos/${gringaOfB.id}`)).presentaciones.map((p) => p.precio)).toEqual([48, 72]);

    // The follower sets a presentation price of its own; the master's next change leaves it alone.
    await b.ok('PUT', `/v1/productos/${gringaOfB.id}`, { presentaciones: gringaOfB.presentaciones.map((p) => ({ ...p, precio: p.nombre === 'Grande' ? 80 : 48 })) });
    await a.ok('PUT', `/v1/productos/${shopA.menu.gringaId}`, {
      presentaciones: [
        { id: shopA.menu.presentationChica, nombre: 'Chica', precio: 49 },
        { id: shopA.menu.presentationGrande, nombre: 'Grande', precio: 75 },
      ],
    });
    const gringa = await b.ok<Product>('GET', `/v1/productos/${gringaOfB.id}`);
    expect(gringa.presentaciones.map((p) => p.precio)).toEqual([49, 80]);
    expect(gringa.precio).toBe(49);
  });

  it('lets the follower change only prices and sold-out (409 with the master named)', async () => {
    const tacoOfB = byName(await b.ok<Product[]>('GET', '/v1/productos'), 'Taco al pastor con piña');
    const refused = await b.call('POST', '/v1/productos', { nombre: 'Nuevo', id_categoria: tacoOfB.id_categoria, precio: 10 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'MASTER_MENU', message: 'Este menú se administra desde Sucursal Centro. Aquí solo puedes cambiar precios y agotados.' });
    expect((await b.call('PUT', `/v1/productos/${tacoOfB.id}`, { nombre: 'Otro nombre' })).statusCode).toBe(409);
    expect((await b.call('DELETE', `/v1/productos/${tacoOfB.id}`)).statusCode).toBe(409);
    expect((await b.call('POST', '/v1/categorias', { nombre: 'Nueva' })).statusCode).toBe(409);
    expect((await b.call('POST', '/v1/secciones', { nombre: 'Nueva' })).statusCode).toBe(409);
    // The whole record sent back by the form, with only the price changed, passes.
    expect(await b.ok<Product>('PUT', `/v1/productos/${tacoOfB.id}`, { ...tacoOfB, precio: 31 })).toMatchObject({ precio: 31, nombre: 'Taco al pastor con piña' });
    // The master's own structure stays its own: A follows nobody and edits freely.
    expect((await follow(a, shopB.commerce.commerceId)).statusCode).toBe(400);
  });
});

describe('the follower sells at its own prices', () => {
  it('shows its local price on the public menu and charges it at order intake', async () => {
    const menu = (await t.app.inject({ method: 'GET', url: `/v1/public/comercio/${shopB.idPath}/menu` })).json<PublicMenu>();
    const taco = menu.categorias.flatMap((c) => c.productos).find((p) => p.nombre === 'Taco al pastor con piña');
    expect(taco).toMatchObject({ precio: 31, agotado: true });
    await b.ok('PATCH', `/v1/productos/${taco!.id}/agotado`, { agotado: false });

    const response = await placeOrder(t.app, shopB.idPath, orderBody(shopB.menu, { productos: [{ id_producto: taco!.id, cantidad: 2, precio: 27, extras: [] }] }));
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json<OrderDetail>();
    expect(placed.productos[0]).toMatchObject({ nombre: 'Taco al pastor con piña', precio: 31, subtotal: 62 });
    const atMaster = await placeOrder(t.app, shopA.idPath, orderBody(shopA.menu));
    expect(atMaster.json<OrderDetail>().productos[0]).toMatchObject({ precio: 27 });
  });
});

describe('bulk prices and import at the follower', () => {
  it('lets the follower raise its prices in bulk (they become its own) and refuses a menu import', async () => {
    const params = { tipo: 'porcentaje', direccion: 'aumentar', valor: 10, redondeo: 'ninguno' };
    const preview = await b.ok<{ cambios: unknown[] }>('POST', '/v1/productos/precios/preview', params);
    await b.ok('POST', '/v1/productos/precios/aplicar', { ...params, cambios: preview.cambios });
    const lenguaOfB = byName(await b.ok<Product[]>('GET', '/v1/productos'), 'Taco de lengua');
    expect(lenguaOfB.precio).toBe(44);
    await a.ok('PUT', `/v1/productos/${shopA.menu.soldOutId}`, { precio: 41 });
    expect((await b.ok<Product>('GET', `/v1/productos/${lenguaOfB.id}`)).precio).toBe(44);
    expect((await a.ok<Product>('GET', `/v1/productos/${shopA.menu.soldOutId}`)).precio).toBe(41);

    const imported = await b.call('POST', '/v1/menu/importar/confirmar', { rows: [{ categoria: 'Postres', nombre: 'Flan', precio: 40 }] });
    expect(imported.statusCode).toBe(409);
    expect(imported.json()).toMatchObject({ code: 'MASTER_MENU' });
  });
});

describe('stopping', () => {
  it('keeps the current copy as the location own menu, no longer changed by the master', async () => {
    expect((await follow(b, null)).json<MenuSource>()).toMatchObject({ menu_maestro_id: null, maestro: null });
    const tacoOfB = byName(await b.ok<Product[]>('GET', '/v1/productos'), 'Taco al pastor con piña');
    await a.ok('PUT', `/v1/productos/${shopA.menu.tacoId}`, { nombre: 'Taco de la casa' });
    expect(await b.ok<Product>('GET', `/v1/productos/${tacoOfB.id}`)).toMatchObject({ nombre: 'Taco al pastor con piña', precio: 34.1 });
    expect((await b.call('POST', '/v1/categorias', { nombre: 'Propia' })).statusCode).toBe(201);
  });
});
