// Menu categories (module MENU). Paths, relative to /v1:
//   GET    /categorias              list (orden)                → Category[]
//   POST   /categorias              create  { nombre, descripcion?, activo? }            → 201 Category
//   PUT    /categorias/orden        order   { ids: [every category id, in the new order] } → Category[]
//   PUT    /categorias/{id}         edit    { nombre?, descripcion?, activo? }           → Category
//   DELETE /categorias/{id}         delete; 409 CATEGORY_HAS_PRODUCTS while it has products → { id, message }
// Permissions: list / create / order / edit / delete on MENU. Ids of another commerce answer 404.
import type { FastifyPluginAsync } from 'fastify';
import { getSession } from '../../plugins/auth';
import { createCategory, deleteCategory, findCategory, listCategories, reorderCategories, updateCategory } from '../../services/menu/categories';
import { toCategoryWire } from '../../services/menu/mappers';
import { idParams, OBJECT_BODY, partialBody } from '../../plugins/validators';
import { categorySchema } from '@shared/validation/menu';

type IdParams = { Params: { id: string } };

const categoryRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  app.get('/categorias', { config: { access: { module: 'MENU', permission: 'list' } } }, async (request) => listCategories(db, getSession(request).commerceId));

  app.get<IdParams>('/categorias/:id', { schema: { params: idParams('id') }, config: { access: { module: 'MENU', permission: 'list' } } }, async (request) =>
    toCategoryWire(await findCategory(db, getSession(request).commerceId, request.params.id)),
  );

  app.post('/categorias', { schema: { body: categorySchema }, config: { access: { module: 'MENU', permission: 'create' } } }, async (request, reply) => {
    reply.code(201);
    return createCategory(db, getSession(request).commerceId, request.body);
  });

  app.put('/categorias/orden', { schema: { body: OBJECT_BODY }, config: { access: { module: 'MENU', permission: 'order' } } }, async (request) => reorderCategories(db, getSession(request).commerceId, request.body));

  app.put<IdParams>('/categorias/:id', { schema: { params: idParams('id'), body: partialBody(categorySchema) }, config: { access: { module: 'MENU', permission: 'edit' } } }, async (request) =>
    updateCategory(db, getSession(request).commerceId, request.params.id, request.body),
  );

  app.delete<IdParams>('/categorias/:id', { schema: { params: idParams('id') }, config: { access: { module: 'MENU', permission: 'delete' } } }, async (request) => {
    await deleteCategory(db, getSession(request).commerceId, request.params.id);
    return { id: request.params.id, message: 'Categoría eliminada' };
  });
};

export default categoryRoutes;
