// Public menu read API: what customers see, in the merchant's order, fresh after every edit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, ExtraGroup, Product } from '@shared/types/menu';
import type { PublicMenu, PublicTable } from '@shared/types/public-menu';
import { restaurantTables } from '../../../server/src/db/schema/index';
import { createCommerce, createTestApp, login, type TestApp } from '../../../testkit/test-app';
import type { CommerceFixture } from '../../../testkit/commerce-fixture';
import { MenuApi } from './support/menu-api';

const ALWAYS_OPEN = [0, 1, 2, 3, 4, 5, 6].map((dia) => ({ dia, horario_apertura: '00:00', horario_cierre: '24:00' }));
const CASH_ONLY = { efectivo: true, tarjeta: false, transferencia: false, enlace_pago: false, payment_provider: false };

let testApp: TestApp;
let api: MenuApi;
let commerce: CommerceFixture;
let tacos: Category;
let bebidas: Category;
let hidden: Category;
let pastor: Product;
let suadero: Product;
let horchata: Product;
let salsas: ExtraGroup;

async function publicMenu(idPath = commerce.idPath, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'GET', url: `/v1/public/comercio/${idPath}/menu`, headers });
}

beforeAll(async () => {
  testApp = await createTestApp();
  commerce = await createCommerce(testApp.handle, {
    plan: 'PLUS',
    nombre: 'Taquería Pública',
    commerce: {
      horarios: ALWAYS_OPEN,
      activar_envio_domicilio: true,
      activar_pasar_recoger: true,
      metodos_pago_envio_domicilio: CASH_ONLY,
      metodos_pago_pasar_recoger: { ...CASH_ONLY, tarjeta: true },
      tipo_envio_domicilio: 'estandar',
      costo_envio_domicilio_cents: 3500,
      activar_campo_agregar_propina: true,
      tip_display_mode: 'percentage',
      logotipo: 'http://localhost/uploads/logo.png',
    },
  });
  api = new MenuApi(testApp.app, await login(testApp.app, commerce.email, commerce.password));
  tacos = await api.category('Tacos');
  bebidas = await api.category('Bebidas');
  hidden = await api.category('Fuera de temporada', { activo: false });
  salsas = await api.extra({ nombre: 'Salsas', minimo: 0, maximo: 2, opciones: [{ nombre: 'Verde', precio: 0 }, { nombre: 'Habanero', precio: 5 }] });
  pastor = await api.product({ nombre: 'Taco al pastor', id_categoria: tacos.id, precio: 25, extras: [salsas.id] });
  suadero = await api.product({ nombre: 'Taco de suadero', id_categoria: tacos.id, precio: 28 });
  await api.product({ nombre: 'Taco inactivo', id_categoria: tacos.id, precio: 1, activo: false });
  horchata = await api.product({ nombre: 'Horchata', id_categoria: bebidas.id, presentaciones: [{ nombre: 'Chica', precio: 20 }, { nombre: 'Grande', precio: 35 }] });
  await api.product({ nombre: 'Pozole', id_categoria: hidden.id, precio: 90 });
  await api.section({ nombre: 'Lo más pedido', productos: [suadero.id, pastor.id] });
});

afterAll(async () => {
  await testApp?.close();
});

describe('GET /v1/public/comercio/{id_path}/menu', () => {
  it('answers the commerce public info with fee, payment and tip settings', async () => {
    const response = await publicMenu();
    expect(response.statusCode).toBe(200);
    const { comercio } = response.json<PublicMenu>();
    expect(comercio).toMatchObject({
      id_path: commerce.idPath,
      nombre: 'Taquería Pública',
      logotipo: 'http://localhost/uploads/logo.png',
      abierto: true,
      activar_envio_domicilio: true,
      activar_pasar_recoger: true,
      activar_comer_restaurant: false,
      metodos_pago_envio_domicilio: CASH_ONLY,
      tipo_envio_domicilio: 'estandar',
      costo_envio_domicilio: 35,
      activar_campo_agregar_propina: true,
      tip_display_mode: 'percentage',
      bank_transfer_details: null,
    });
    expect(comercio.config_form_entrega.calle).toEqual({ required: true, show: true });
    // Nothing private goes out.
    expect(response.body).not.toContain(commerce.email);
    expect(response.body).not.toContain('correo_contacto');
  });

  it('lists active categories in order with active products in order, presentations and extras', async () => {
    const menu = (await publicMenu()).json<PublicMenu>();
    expect(menu.categorias.map((c) => c.nombre)).toEqual(['Tacos', 'Bebidas']);
    expect(menu.categorias[0].productos.map((p) => p.nombre)).toEqual(['Taco al pastor', 'Taco de suadero']);
    expect(menu.categorias[1].productos[0]).toMatchObject({ nombre: 'Horchata', precio: 20 });
    expect(menu.categorias[1].productos[0].presentaciones.map((p) => [p.nombre, p.precio])).toEqual([
      ['Chica', 20],
      ['Grande', 35],
    ]);
    expect(menu.categorias[0].productos[0].extras).toEqual([salsas.id]);
    expect(menu.extras).toHaveLength(1);
    expect(menu.extras[0]).toMatchObject({ id: salsas.id, nombre: 'Salsas', minimo: 0, maximo: 2 });
    expect(menu.extras[0].opciones.map((o) => [o.nombre, o.precio, o.agotado])).toEqual([
      ['Verde', 0, false],
      ['Habanero', 5, false],
    ]);
    expect(menu.secciones).toEqual([expect.objectContaining({ nombre: 'Lo más pedido', productos: [suadero.id, pastor.id] })]);
  });

  it('shows agotado, new order and prices at once after an edit, and revalidates with the ETag', async () => {
    const first = await publicMenu();
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await publicMenu(commerce.idPath, { 'if-none-match': etag })).statusCode).toBe(304);

    await api.ok('PATCH', `/v1/productos/${pastor.id}/agotado`, { agotado: true });
    await api.ok('PATCH', `/v1/extras/${salsas.id}/opciones/${salsas.opciones[1].id}/agotado`, { agotado: true });
    await api.ok('PUT', '/v1/categorias/orden', { ids: [bebidas.id, tacos.id, hidden.id] });
    await api.ok('PUT', `/v1/productos/${horchata.id}`, { presentaciones: [{ id: horchata.presentaciones[0].id, nombre: 'Chica', precio: 22 }] });

    const after = await publicMenu(commerce.idPath, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    const menu = after.json<PublicMenu>();
    expect(menu.categorias.map((c) => c.nombre)).toEqual(['Bebidas', 'Tacos']);
    expect(menu.categorias[1].productos.find((p) => p.id === pastor.id)?.agotado).toBe(true);
    expect(menu.extras[0].opciones[1].agotado).toBe(true);
    expect(menu.categorias[0].productos[0].presentaciones).toEqual([{ id: horchata.presentaciones[0].id, nombre: 'Chica', precio: 22 }]);
  });

  it('says closed when the service is switched off', async () => {
    const closed = await createCommerce(testApp.handle, { commerce: { horarios: ALWAYS_OPEN, servicio_activo: false } });
    expect((await publicMenu(closed.idPath)).json<PublicMenu>().comercio.abierto).toBe(false);
    const noSchedule = await createCommerce(testApp.handle, { commerce: { horarios: [] } });
    const menu = (await publicMenu(noSchedule.idPath)).json<PublicMenu>();
    expect(menu.comercio.abierto).toBe(false);
    expect(menu.categorias).toEqual([]);
  });

  it('answers 404 for an unknown commerce', async () => {
    const response = await publicMenu('no-existe-este-comercio');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No se encontró el comercio' });
  });
});

describe('GET /v1/public/comercio/{id_path}/mesa/{tableUuid}', () => {
  it('answers the table number and that it takes orders, a paid one (status c) too', async () => {
    const other = await createCommerce(testApp.handle);
    const [open, paid, foreign] = await testApp.handle.db
      .insert(restaurantTables)
      .values([
        { id_comercio: commerce.commerceId, numero: 4 },
        { id_comercio: commerce.commerceId, numero: 5, status: 'c' },
        { id_comercio: other.commerceId, numero: 4 },
      ])
      .returning();
    const get = (uuid: string) => testApp.app.inject({ method: 'GET', url: `/v1/public/comercio/${commerce.idPath}/mesa/${uuid}` });
    expect((await get(open.uuid)).json<PublicTable>()).toEqual({ uuid: open.uuid, numero: 4, status: 'a', valida: true });
    expect((await get(paid.uuid)).json<PublicTable>()).toMatchObject({ numero: 5, status: 'c', valida: true });
    expect((await get(foreign.uuid)).statusCode).toBe(404);
    expect((await get('no-es-uuid')).statusCode).toBe(404);
  });
});
