// Menu products (module MENU). Paths, relative to /v1 (money in pesos):
//   GET    /productos[?id_categoria=]   list in menu order (404 for a category not of the commerce) → Product[]
//   GET    /productos/{id}                                               → Product
//   POST   /productos     { nombre, id_categoria, descripcion?, imagen? (URL from POST /v1/subir/imagen),
//                          precio (required without presentations), presentaciones?: [{ id?, nombre, precio }],
//                          extras?: [extra group ids], agotado?, activo? }   → 201 Product
//   PUT    /productos/orden  { id_categoria, ids: [every product id of that category, in order] } → Product[]
//   PUT    /productos/{id}   same fields, any subset; lists sent replace the stored ones → Product
//   PATCH  /productos/{id}/agotado  { agotado: boolean }              → Product (public menu shows it at once)
//   DELETE /productos/{id}                                            → { id, message }
// With presentations the base `precio` follows the lowest presentation price.
// Permissions: list / create / order / edit / delete on MENU. Ids of another commerce answer 404.
// In a location that follows a master menu only prices and agotado change; the rest answers 409 MASTER_MENU (docs/master-menu.md).
import type { FastifyPluginAsync } from 'fastify';
import { getSession } from '../../plugins/auth';
import { findCategory } from '../../services/menu/categories';
import { createProduct, deleteProduct, getProduct, loadProducts, reorderProducts, setProductSoldOut } from '../../services/menu/products';
import { saveProduct } from '../../services/menu/master-menu/local-edits';
import { idParams, OBJECT_BODY, partialBody } from '../../plugins/validators';
import { productSchema } from '@shared/validation/menu';

type IdParams = { Params: { id: string } };

const CATEGORY_FILTER = { type: 'object', properties: { id_categoria: { type: 'string', maxLength: 80 } } } as const;

const productRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  app.get<{ Querystring: { id_categoria?: string } }>('/productos', { schema: { querystring: CATEGORY_FILTER }, config: { access: { module: 'MENU', permission: 'list' } } }, async (request) => {
    const commerceId = getSession(request).commerceId;
    const categoryId = request.query.id_categoria;
    // A category of another commerce (or no category at all) is 404, like any foreign id.
    if (categoryId !== undefined) await findCategory(db, commerceId, categoryId);
    return loadProducts(db, commerceId, { categoryId });
  });

  app.get<IdParams>('/productos/:id', { schema: { params: idParams('id') }, config: { access: { module: 'MENU', permission: 'list' } } }, async (request) => getProduct(db, getSession(request).commerceId, request.params.id));

  app.post('/productos', { schema: { body: productSchema }, config: { access: { module: 'MENU', permission: 'create' } } }, async (request, reply) => {
    reply.code(201);
    return createProduct(db, getSession(request).commerceId, request.body);
  });

  app.put('/productos/orden', { schema: { body: OBJECT_BODY }, config: { access: { module: 'MENU', permission: 'order' } } }, async (request) => reorderProducts(db, getSession(request).commerceId, request.body));

  app.put<IdParams>('/productos/:id', { schema: { params: idParams('id'), body: partialBody(productSchema) }, config: { access: { module: 'MENU', permission: 'edit' } } }, async (request) =>
    saveProduct(db, getSession(request).commerceId, request.params.id, request.body),
  );

  app.patch<IdParams>('/productos/:id/agotado', { schema: { params: idParams('id'), body: OBJECT_BODY }, config: { access: { module: 'MENU', permission: 'edit' } } }, async (request) =>
    setProductSoldOut(db, getSession(request).commerceId, request.params.id, request.body),
  );

  app.delete<IdParams>('/productos/:id', { schema: { params: idParams('id') }, config: { access: { module: 'MENU', permission: 'delete' } } }, async (request) => {
    await deleteProduct(db, getSession(request).commerceId, request.params.id);
    return { id: request.params.id, message: 'Producto eliminado' };
  });
};

export default productRoutes;
