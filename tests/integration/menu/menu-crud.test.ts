// Menu CRUD through the real HTTP API on a real database: categories, products with presentations and extras,
// extra groups, sections, explicit order, validation errors and module permissions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, ExtraGroup, Product, Section } from '@shared/types/menu';
import { MSG } from '@shared/messages';
import { createCommerce, createTestApp, login, type TestApp } from '../../../testkit/test-app';
import { MenuApi } from './support/menu-api';

let testApp: TestApp;
let api: MenuApi;

beforeAll(async () => {
  testApp = await createTestApp();
  const commerce = await createCommerce(testApp.handle, { plan: 'PLUS' });
  api = new MenuApi(testApp.app, await login(testApp.app, commerce.email, commerce.password));
});

afterAll(async () => {
  await testApp?.close();
});

describe('categories', () => {
  it('creates, lists in order, edits and deletes', async () => {
    const tacos = await api.category('Tacos', { descripcion: 'De maíz' });
    const bebidas = await api.category('Bebidas');
    expect(tacos).toMatchObject({ nombre: 'Tacos', descripcion: 'De maíz', activo: true, orden: 0 });
    expect(bebidas.orden).toBe(1);

    const edited = await api.ok<Category>('PUT', `/v1/categorias/${bebidas.id}`, { nombre: 'Bebidas frías', activo: false });
    expect(edited).toMatchObject({ id: bebidas.id, nombre: 'Bebidas frías', activo: false, descripcion: null });

    const list = await api.ok<Category[]>('GET', '/v1/categorias');
    expect(list.map((c) => c.nombre)).toEqual(['Tacos', 'Bebidas frías']);

    await api.ok('DELETE', `/v1/categorias/${bebidas.id}`);
    expect((await api.ok<Category[]>('GET', '/v1/categorias')).map((c) => c.id)).toEqual([tacos.id]);
    expect((await api.call('GET', `/v1/categorias/${bebidas.id}`)).statusCode).toBe(404);
    await api.ok('DELETE', `/v1/categorias/${tacos.id}`);
  });

  it('answers "Requerido" for a missing name and refuses an unknown id with 404', async () => {
    const response = await api.call('POST', '/v1/categorias', { nombre: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'nombre' });
    expect(response.json<{ message: string }>().message).toContain(MSG.required);
    expect((await api.call('PUT', '/v1/categorias/00000000-0000-4000-8000-000000000000', { nombre: 'X' })).statusCode).toBe(404);
    expect((await api.call('PUT', '/v1/categorias/no-es-un-id', { nombre: 'X' })).statusCode).toBe(404);
  });

  it('refuses to delete a category that still has products', async () => {
    const category = await api.category('Postres');
    const product = await api.product({ nombre: 'Flan', id_categoria: category.id, precio: 45 });
    const refused = await api.call('DELETE', `/v1/categorias/${category.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CATEGORY_HAS_PRODUCTS' });
    await api.ok('DELETE', `/v1/productos/${product.id}`);
    await api.ok('DELETE', `/v1/categorias/${category.id}`);
  });

  it('reorders categories only with exactly the commerce set of ids', async () => {
    const a = await api.category('Uno');
    const b = await api.category('Dos');
    const c = await api.category('Tres');
    const reordered = await api.ok<Category[]>('PUT', '/v1/categorias/orden', { ids: [c.id, a.id, b.id] });
    expect(reordered.map((x) => x.nombre)).toEqual(['Tres', 'Uno', 'Dos']);
    expect(reordered.map((x) => x.orden)).toEqual([0, 1, 2]);

    for (const ids of [[c.id, a.id], [c.id, a.id, b.id, b.id], [c.id, a.id, '00000000-0000-4000-8000-000000000000']]) {
      const refused = await api.call('PUT', '/v1/categorias/orden', { ids });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'ids' });
    }
    expect((await api.ok<Category[]>('GET', '/v1/categorias')).map((x) => x.nombre)).toEqual(['Tres', 'Uno', 'Dos']);
    for (const x of [a, b, c]) await api.ok('DELETE', `/v1/categorias/${x.id}`);
  });
});

describe('products and extras', () => {
  let tacos: Category;
  let bebidas: Category;
  let salsas: ExtraGroup;

  beforeAll(async () => {
    tacos = await api.category('Tacos de la casa');
    bebidas = await api.category('Aguas');
    salsas = await api.extra({
      nombre: 'Salsas',
      minimo: 1,
      maximo: 2,
      obligatorio: true,
      opciones: [
        { nombre: 'Verde', precio: 0 },
        { nombre: 'Habanero', precio: 5.5 },
      ],
    });
  });

  it('creates a product with a price, image URL and extras, in pesos on the wire', async () => {
    const product = await api.product({
      nombre: 'Taco al pastor',
      descripcion: 'Con piña',
      imagen: 'http://localhost/uploads/pastor.png',
      id_categoria: tacos.id,
      precio: 25.5,
      extras: [salsas.id],
    });
    expect(product).toMatchObject({
      nombre: 'Taco al pastor',
      descripcion: 'Con piña',
      imagen: 'http://localhost/uploads/pastor.png',
      id_categoria: tacos.id,
      precio: 25.5,
      presentaciones: [],
      extras: [salsas.id],
      agotado: false,
      activo: true,
      orden: 0,
    });
    expect(await api.ok<Product>('GET', `/v1/productos/${product.id}`)).toEqual(product);
  });

  it('creates a product with presentations; the base price follows the lowest', async () => {
    const product = await api.product({
      nombre: 'Agua de horchata',
      id_categoria: bebidas.id,
      presentaciones: [
        { nombre: 'Chica', precio: 25 },
        { nombre: 'Grande', precio: 38.9 },
      ],
    });
    expect(product.precio).toBe(25);
    expect(product.presentaciones.map((p) => [p.nombre, p.precio])).toEqual([
      ['Chica', 25],
      ['Grande', 38.9],
    ]);

    // Editing keeps presentation ids sent back, adds new ones and drops missing ones.
    const [chica] = product.presentaciones;
    const edited = await api.ok<Product>('PUT', `/v1/productos/${product.id}`, {
      presentaciones: [
        { id: chica.id, nombre: 'Chica', precio: 27 },
        { nombre: 'Jarra', precio: 90 },
      ],
    });
    expect(edited.presentaciones.map((p) => [p.nombre, p.precio])).toEqual([
      ['Chica', 27],
      ['Jarra', 90],
    ]);
    expect(edited.presentaciones[0].id).toBe(chica.id);
    expect(edited.precio).toBe(27);
    expect(edited.nombre).toBe('Agua de horchata');
  });

  it('validates products: required fields, price without presentations, own category and extras', async () => {
    const noName = await api.call('POST', '/v1/productos', { id_categoria: tacos.id, precio: 10 });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ field: 'nombre' });

    const noPrice = await api.call('POST', '/v1/productos', { nombre: 'Sin precio', id_categoria: tacos.id });
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json()).toMatchObject({ field: 'precio' });

    const negative = await api.call('POST', '/v1/productos', { nombre: 'Negativo', id_categoria: tacos.id, precio: -1 });
    expect(negative.statusCode).toBe(400);

    const unknownCategory = await api.call('POST', '/v1/productos', { nombre: 'X', id_categoria: '00000000-0000-4000-8000-000000000000', precio: 1 });
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json()).toMatchObject({ field: 'id_categoria' });

    const unknownExtra = await api.call('POST', '/v1/productos', { nombre: 'X', id_categoria: tacos.id, precio: 1, extras: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknownExtra.statusCode).toBe(400);
    expect(unknownExtra.json()).toMatchObject({ field: 'extras' });
  });

  it('orders products inside a category with exactly its ids, and moves a product to the end of another category', async () => {
    const category = await api.category('Orden');
    const one = await api.product({ nombre: 'Uno', id_categoria: category.id, precio: 1 });
    const two = await api.product({ nombre: 'Dos', id_categoria: category.id, precio: 2 });
    const three = await api.product({ nombre: 'Tres', id_categoria: category.id, precio: 3 });
    const ordered = await api.ok<Product[]>('PUT', '/v1/productos/orden', { id_categoria: category.id, ids: [three.id, one.id, two.id] });
    expect(ordered.map((p) => p.nombre)).toEqual(['Tres', 'Uno', 'Dos']);
    expect((await api.ok<Product[]>('GET', `/v1/productos?id_categoria=${category.id}`)).map((p) => p.nombre)).toEqual(['Tres', 'Uno', 'Dos']);

    const missing = await api.call('PUT', '/v1/productos/orden', { id_categoria: category.id, ids: [three.id, one.id] });
    expect(missing.statusCode).toBe(400);

    const moved = await api.ok<Product>('PUT', `/v1/productos/${three.id}`, { id_categoria: bebidas.id });
    expect(moved.id_categoria).toBe(bebidas.id);
    const inBebidas = await api.ok<Product[]>('GET', `/v1/productos?id_categoria=${bebidas.id}`);
    expect(inBebidas[inBebidas.length - 1].id).toBe(three.id);
  });

  it('switches agotado on products and extra options', async () => {
    const product = await api.product({ nombre: 'Gringa', id_categoria: tacos.id, precio: 60 });
    expect((await api.ok<Product>('PATCH', `/v1/productos/${product.id}/agotado`, { agotado: true })).agotado).toBe(true);
    expect((await api.ok<Product>('PUT', `/v1/productos/${product.id}`, { agotado: false })).agotado).toBe(false);
    expect((await api.call('PATCH', `/v1/productos/${product.id}/agotado`, {})).statusCode).toBe(400);

    const habanero = salsas.opciones[1];
    const group = await api.ok<ExtraGroup>('PATCH', `/v1/extras/${salsas.id}/opciones/${habanero.id}/agotado`, { agotado: true });
    expect(group.opciones.find((o) => o.id === habanero.id)?.agotado).toBe(true);
    expect((await api.call('PATCH', `/v1/extras/${salsas.id}/opciones/00000000-0000-4000-8000-000000000000/agotado`, { agotado: true })).statusCode).toBe(404);
  });

  it('creates, edits and deletes extra groups with their rules and product links', async () => {
    const product = await api.product({ nombre: 'Quesadilla', id_categoria: tacos.id, precio: 35 });
    const group = await api.extra({ nombre: 'Tortilla', minimo: 0, maximo: 1, opciones: [{ nombre: 'Harina', precio: 3 }], productos: [product.id] });
    expect(group).toMatchObject({ nombre: 'Tortilla', minimo: 0, maximo: 1, obligatorio: false, productos: [product.id] });
    expect(group.opciones).toMatchObject([{ nombre: 'Harina', precio: 3, agotado: false }]);
    expect((await api.ok<Product>('GET', `/v1/productos/${product.id}`)).extras).toEqual([group.id]);

    const edited = await api.ok<ExtraGroup>('PUT', `/v1/extras/${group.id}`, {
      opciones: [
        { id: group.opciones[0].id, nombre: 'Harina', precio: 4 },
        { nombre: 'Maíz azul', precio: 2 },
      ],
    });
    expect(edited.opciones.map((o) => [o.nombre, o.precio])).toEqual([
      ['Harina', 4],
      ['Maíz azul', 2],
    ]);
    expect(edited.opciones[0].id).toBe(group.opciones[0].id);

    const list = await api.ok<(ExtraGroup & { productos: string[] })[]>('GET', '/v1/extras');
    expect(list.find((g) => g.id === group.id)?.productos).toEqual([product.id]);

    await api.ok('DELETE', `/v1/extras/${group.id}`);
    expect((await api.ok<Product>('GET', `/v1/productos/${product.id}`)).extras).toEqual([]);
  });

  it('validates extra groups: at least one option, minimum not above maximum, required needs a minimum', async () => {
    const noOptions = await api.call('POST', '/v1/extras', { nombre: 'Vacío', minimo: 0, maximo: 1, opciones: [] });
    expect(noOptions.statusCode).toBe(400);
    expect(noOptions.json()).toMatchObject({ field: 'opciones' });
    const minAboveMax = await api.call('POST', '/v1/extras', { nombre: 'Mal', minimo: 3, maximo: 1, opciones: [{ nombre: 'A', precio: 0 }] });
    expect(minAboveMax.statusCode).toBe(400);
    expect(minAboveMax.json()).toMatchObject({ field: 'minimo' });
    const requiredNoMin = await api.call('POST', '/v1/extras', { nombre: 'Mal', obligatorio: true, minimo: 0, maximo: 1, opciones: [{ nombre: 'A', precio: 0 }] });
    expect(requiredNoMin.statusCode).toBe(400);
  });
});

describe('sections', () => {
  it('creates, edits and deletes a section with its products', async () => {
    const category = await api.category('Para secciones');
    const a = await api.product({ nombre: 'Combo 1', id_categoria: category.id, precio: 99 });
    const b = await api.product({ nombre: 'Combo 2', id_categoria: category.id, precio: 129 });
    const section = await api.section({ nombre: 'Promociones', descripcion: 'Solo hoy', productos: [b.id, a.id] });
    expect(section).toMatchObject({ nombre: 'Promociones', descripcion: 'Solo hoy', productos: [b.id, a.id], activo: true });

    const edited = await api.ok<Section>('PUT', `/v1/secciones/${section.id}`, { productos: [a.id] });
    expect(edited).toMatchObject({ nombre: 'Promociones', productos: [a.id] });
    expect((await api.call('POST', '/v1/secciones', { nombre: '' })).statusCode).toBe(400);
    expect((await api.call('POST', '/v1/secciones', { nombre: 'Mala', productos: ['00000000-0000-4000-8000-000000000000'] })).statusCode).toBe(400);

    expect((await api.ok<Section[]>('GET', '/v1/secciones')).map((s) => s.id)).toContain(section.id);
    // Deleting a product takes it out of its sections.
    await api.ok('PUT', `/v1/secciones/${section.id}`, { productos: [b.id, a.id] });
    await api.ok('DELETE', `/v1/productos/${b.id}`);
    expect((await api.ok<Section>('GET', `/v1/secciones/${section.id}`)).productos).toEqual([a.id]);
    await api.ok('DELETE', `/v1/secciones/${section.id}`);
    expect((await api.call('GET', `/v1/secciones/${section.id}`)).statusCode).toBe(404);
  });
});

describe('permissions', () => {
  it('refuses menu editing to a user whose MENU module lacks the permission', async () => {
    const commerce = await createCommerce(testApp.handle, { plan: 'PLUS', modules: [{ id: 'MENU', permisos: ['list'] }] });
    const readOnly = new MenuApi(testApp.app, await login(testApp.app, commerce.email, commerce.password));
    expect((await readOnly.call('GET', '/v1/categorias')).statusCode).toBe(200);
    expect((await readOnly.call('POST', '/v1/categorias', { nombre: 'No' })).statusCode).toBe(403);
    expect((await readOnly.call('PUT', '/v1/categorias/orden', { ids: [] })).statusCode).toBe(403);
  });

  it('refuses bulk prices and menu import to a plan without those modules', async () => {
    const commerce = await createCommerce(testApp.handle, { plan: 'FREEMIUM' });
    const freemium = new MenuApi(testApp.app, await login(testApp.app, commerce.email, commerce.password));
    expect((await freemium.call('POST', '/v1/productos/precios/preview', { tipo: 'porcentaje', direccion: 'aumentar', valor: 10 })).statusCode).toBe(403);
    expect((await freemium.call('POST', '/v1/menu/importar/extraer', { archivo: 'eA==', tipo: 'txt' })).statusCode).toBe(403);
  });
});
