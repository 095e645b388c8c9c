// Menu sections (module MENU). Paths, relative to /v1:
//   GET    /secciones              → Section[]
//   GET    /secciones/{id}         → Section
//   POST   /secciones  { nombre, descripcion?, productos?: [product ids, in display order], activo? } → 201 Section
//   PUT    /secciones/{id}  same fields, any subset                          → Section
//   DELETE /secciones/{id}                                                   → { id, message }
// Permissions: list / create / edit / delete on MENU. Ids of another commerce answer 404.
import type { FastifyPluginAsync } from 'fastify';
import { getSession } from '../../plugins/auth';
import { createSection, deleteSection, getSection, listSections, updateSection } from '../../services/menu/sections';
import { idParams, partialBody } from '../../plugins/validators';
import { sectionSchema } from '@shared/validation/menu';

type IdParams = { Params: { id: string } };

const sectionRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  app.get('/secciones', { config: { access: { module: 'MENU', permission: 'list' } } }, async (request) => listSections(db, getSession(request).commerceId));

  app.get<IdParams>('/secciones/:id', { schema: { params: idParams('id') }, config: { access: { module: 'MENU', permission: 'list' } } }, async (request) => getSection(db, getSession(request).commerceId, request.params.id));

  app.post('/secciones', { schema: { body: sectionSchema }, config: { access: { module: 'MENU', permission: 'create' } } }, async (request, reply) => {
    reply.code(201);
    return createSection(db, getSession(request).commerceId, request.body);
  });

  app.put<IdParams>('/secciones/:id', { schema: { params: idParams('id'), body: partialBody(sectionSchema) }, config: { access: { module: 'MENU', permission: 'edit' } } }, async (request) =>
    updateSection(db, getSession(request).commerceId, request.params.id, request.body),
  );

  app.delete<IdParams>('/secciones/:id', { schema: { params: idParams('id') }, config: { access: { module: 'MENU', permission: 'delete' } } }, async (request) => {
    await deleteSection(db, getSession(request).commerceId, request.params.id);
    return { id: request.params.id, message: 'Sección eliminada' };
  });
};

export default sectionRoutes;
