// Menu endpoints in the tenant-isolation table: every path with an id of commerce A, and every body that
// names A's categories, products or extras, must not reach A's data with commerce B's session.
import type { IsolationContext, IsolationRow } from '../isolation-types';

async function asA<T>(ctx: IsolationContext, method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>): Promise<T> {
  const response = await ctx.app.inject({ method, url, payload, headers: ctx.auth.headers });
  if (response.statusCode >= 300) throw new Error(`setup ${method} ${url} → ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

/** A category with one product (price $10) and an extra group with one option, all of commerce A. */
async function menuOfA(ctx: IsolationContext): Promise<Record<string, string>> {
  const category = await asA<{ id: string }>(ctx, 'POST', '/v1/categorias', { nombre: 'Categoría secreta de A' });
  const extra = await asA<{ id: string; opciones: { id: string }[] }>(ctx, 'POST', '/v1/extras', {
    nombre: 'Salsas de A',
    minimo: 0,
    maximo: 1,
    opciones: [{ nombre: 'Salsa secreta', precio: 2 }],
  });
  const product = await asA<{ id: string }>(ctx, 'POST', '/v1/productos', { nombre: 'Producto secreto de A', id_categoria: category.id, precio: 10, extras: [extra.id] });
  const section = await asA<{ id: string }>(ctx, 'POST', '/v1/secciones', { nombre: 'Sección secreta de A', productos: [product.id] });
  return { categoryId: category.id, productId: product.id, extraId: extra.id, optionId: extra.opciones[0].id, sectionId: section.id };
}

const TXT_MENU = Buffer.from('POSTRES\nFlan $40').toString('base64');

export const rows: IsolationRow[] = [
  // Shared menu (docs/master-menu.md): B cannot follow A's menu (another account: 404), nor read A's locations.
  { name: 'GET /v1/menu/maestro', method: 'GET', family: 'v1', path: () => '/v1/menu/maestro' },
  { name: 'PUT /v1/menu/maestro', method: 'PUT', family: 'v1', path: () => '/v1/menu/maestro', body: (ids) => ({ menu_maestro_id: ids.commerceId }), refusedWith: [400] },
  { name: 'GET /v1/categorias', method: 'GET', family: 'v1', path: () => '/v1/categorias', setup: menuOfA },
  { name: 'GET /v1/categorias/:id', method: 'GET', family: 'v1', path: (ids) => `/v1/categorias/${ids.categoryId}`, setup: menuOfA },
  { name: 'POST /v1/categorias', method: 'POST', family: 'v1', path: () => '/v1/categorias', body: () => ({ nombre: 'Nueva' }) },
  { name: 'PUT /v1/categorias/:id', method: 'PUT', family: 'v1', path: (ids) => `/v1/categorias/${ids.categoryId}`, body: () => ({ nombre: 'Cambiada' }), setup: menuOfA },
  { name: 'DELETE /v1/categorias/:id', method: 'DELETE', family: 'v1', path: (ids) => `/v1/categorias/${ids.categoryId}`, setup: async (ctx) => ({ categoryId: (await asA<{ id: string }>(ctx, 'POST', '/v1/categorias', { nombre: 'Vacía de A' })).id }) },
  {
    name: 'PUT /v1/categorias/orden',
    method: 'PUT',
    family: 'v1',
    path: () => '/v1/categorias/orden',
    // A's full set of categories, so the same body is valid for A.
    setup: async (ctx) => {
      await menuOfA(ctx);
      const list = await ctx.app.inject({ method: 'GET', url: '/v1/categorias', headers: ctx.auth.headers });
      return Object.fromEntries(list.json<{ id: string }[]>().map((c, index) => [`category${index}`, c.id]));
    },
    body: (ids) => ({ ids: Object.entries(ids).filter(([key]) => key.startsWith('category')).map(([, id]) => id).reverse() }),
  },

  { name: 'GET /v1/productos', method: 'GET', family: 'v1', path: () => '/v1/productos', setup: menuOfA },
  { name: 'GET /v1/productos?id_categoria', method: 'GET', family: 'v1', path: (ids) => `/v1/productos?id_categoria=${ids.categoryId}`, setup: menuOfA },
  { name: 'GET /v1/productos/:id', method: 'GET', family: 'v1', path: (ids) => `/v1/productos/${ids.productId}`, setup: menuOfA },
  { name: 'POST /v1/productos (A category)', method: 'POST', family: 'v1', path: () => '/v1/productos', body: (ids) => ({ nombre: 'Intruso', id_categoria: ids.categoryId, precio: 1 }), setup: menuOfA },
  { name: 'POST /v1/productos (A extras)', method: 'POST', family: 'v1', path: () => '/v1/productos', body: (ids) => ({ nombre: 'Intruso', id_categoria: ids.categoryId, precio: 1, extras: [ids.extraId] }), setup: menuOfA },
  { name: 'PUT /v1/productos/:id', method: 'PUT', family: 'v1', path: (ids) => `/v1/productos/${ids.productId}`, body: () => ({ precio: 1 }), setup: menuOfA },
  { name: 'PATCH /v1/productos/:id/agotado', method: 'PATCH', family: 'v1', path: (ids) => `/v1/productos/${ids.productId}/agotado`, body: () => ({ agotado: true }), setup: menuOfA },
  { name: 'DELETE /v1/productos/:id', method: 'DELETE', family: 'v1', path: (ids) => `/v1/productos/${ids.productId}`, setup: menuOfA },
  { name: 'PUT /v1/productos/orden', method: 'PUT', family: 'v1', path: () => '/v1/productos/orden', body: (ids) => ({ id_categoria: ids.categoryId, ids: [ids.productId] }), setup: menuOfA },

  { name: 'GET /v1/extras', method: 'GET', family: 'v1', path: () => '/v1/extras', setup: menuOfA },
  { name: 'GET /v1/extras/:id', method: 'GET', family: 'v1', path: (ids) => `/v1/extras/${ids.extraId}`, setup: menuOfA },
  { name: 'POST /v1/extras (A products)', method: 'POST', family: 'v1', path: () => '/v1/extras', body: (ids) => ({ nombre: 'X', minimo: 0, maximo: 1, opciones: [{ nombre: 'Y', precio: 0 }], productos: [ids.productId] }), setup: menuOfA },
  { name: 'PUT /v1/extras/:id', method: 'PUT', family: 'v1', path: (ids) => `/v1/extras/${ids.extraId}`, body: () => ({ nombre: 'Cambiado' }), setup: menuOfA },
  { name: 'PATCH /v1/extras/:id/opciones/:optionId/agotado', method: 'PATCH', family: 'v1', path: (ids) => `/v1/extras/${ids.extraId}/opciones/${ids.optionId}/agotado`, body: () => ({ agotado: true }), setup: menuOfA },
  { name: 'DELETE /v1/extras/:id', method: 'DELETE', family: 'v1', path: (ids) => `/v1/extras/${ids.extraId}`, setup: menuOfA },

  { name: 'GET /v1/secciones', method: 'GET', family: 'v1', path: () => '/v1/secciones', setup: menuOfA },
  { name: 'GET /v1/secciones/:id', method: 'GET', family: 'v1', path: (ids) => `/v1/secciones/${ids.sectionId}`, setup: menuOfA },
  { name: 'POST /v1/secciones (A products)', method: 'POST', family: 'v1', path: () => '/v1/secciones', body: (ids) => ({ nombre: 'Intrusa', productos: [ids.productId] }), setup: menuOfA },
  { name: 'PUT /v1/secciones/:id', method: 'PUT', family: 'v1', path: (ids) => `/v1/secciones/${ids.sectionId}`, body: () => ({ nombre: 'Cambiada' }), setup: menuOfA },
  { name: 'DELETE /v1/secciones/:id', method: 'DELETE', family: 'v1', path: (ids) => `/v1/secciones/${ids.sectionId}`, setup: menuOfA },

  {
    name: 'POST /v1/productos/precios/preview',
    method: 'POST',
    family: 'v1',
    path: () => '/v1/productos/precios/preview',
    body: (ids) => ({ tipo: 'porcentaje', direccion: 'aumentar', valor: 10, redondeo: 'ninguno', categorias: [ids.categoryId] }),
    setup: menuOfA,
  },
  {
    name: 'POST /v1/productos/precios/aplicar',
    method: 'POST',
    family: 'v1',
    path: () => '/v1/productos/precios/aplicar',
    body: (ids) => ({
      tipo: 'porcentaje',
      direccion: 'aumentar',
      valor: 10,
      redondeo: 'ninguno',
      categorias: [ids.categoryId],
      cambios: [{ id_producto: ids.productId, id_presentacion: null, precio_anterior: 10, precio_nuevo: 11 }],
    }),
    setup: menuOfA,
  },

  { name: 'POST /v1/menu/importar/extraer', method: 'POST', family: 'v1', path: () => '/v1/menu/importar/extraer', body: () => ({ archivo: TXT_MENU, tipo: 'txt' }), setup: menuOfA },
  { name: 'POST /v1/menu/importar/inteligente', method: 'POST', family: 'v1', path: () => '/v1/menu/importar/inteligente', body: () => ({ archivo: TXT_MENU, tipo: 'txt' }), setup: menuOfA },
  {
    name: 'POST /v1/menu/importar/confirmar',
    method: 'POST',
    family: 'v1',
    path: () => '/v1/menu/importar/confirmar',
    // Same category name as A's: B's import must create its own category, never fill A's.
    body: () => ({ rows: [{ categoria: 'Categoría secreta de A', nombre: 'Flan', precio: 40 }] }),
    setup: menuOfA,
  },
];
