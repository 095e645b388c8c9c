// Extra groups (module MENU). Paths, relative to /v1 (money in pesos):
//   GET    /extras                 → (ExtraGroup & { productos: [linked product ids] })[]
//   GET    /extras/{id}            → ExtraGroup & { productos }
//   POST   /extras  { nombre, minimo, maximo, obligatorio?, opciones: [{ id?, nombre, precio, agotado? }],
//                     productos?: [product ids to link] }                    → 201
//   PUT    /extras/{id}  same fields, any subset; opciones / productos sent replace the stored ones
//   PATCH  /extras/{id}/opciones/{optionId}/agotado  { agotado: boolean }  (public menu shows it at once)
//   DELETE /extras/{id}                                                    → { id, message }
// Permissions: list / create / edit / delete on MENU. Ids of another commerce answer 404.
// In a location that follows a master menu only option prices and agotado change; the rest answers 409 MASTER_MENU (docs/master-menu.md).
import type { FastifyPluginAsync } from 'fastify';
import { getSession } from '../../plugins/auth';
import {
  createExtraGroup,
  deleteExtraGroup,
  getExtraGroup,
  linkedProducts,
  loadExtraGroups,
  setExtraOptionSoldOut,
} from '../../services/menu/extras';
import { saveExtraGroup } from '../../services/menu/master-menu/local-edits';
import { idParams, OBJECT_BODY, partialBody } from '../../plugins/validators';
import { extraGroupSchema } from '@shared/validation/menu';

type IdParams = { Params: { id: string } };

const extraRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  app.get('/extras', { config: { access: { module: 'MENU', permission: 'list' } } }, async (request) => {
    const commerceId = getSession(request).commerceId;
    const [groups, links] = await Promise.all([loadExtraGroups(db, commerceId), linkedProducts(db, commerceId)]);
    return groups.map((group) => ({ ...group, productos: links.get(group.id) ?? [] }));
  });

  app.get<IdParams>('/extras/:id', { schema: { params: idParams('id') }, config: { access: { module: 'MENU', permission: 'list' } } }, async (request) => getExtraGroup(db, getSession(request).commerceId, request.params.id));

  app.post('/extras', { schema: { body: extraGroupSchema }, config: { access: { module: 'MENU', permission: 'create' } } }, async (request, reply) => {
    reply.code(201);
    return createExtraGroup(db, getSession(request).commerceId, request.body);
  });

  app.put<IdParams>('/extras/:id', { schema: { params: idParams('id'), body: partialBody(extraGroupSchema) }, config: { access: { module: 'MENU', permission: 'edit' } } }, async (request) =>
    saveExtraGroup(db, getSession(request).commerceId, request.params.id, request.body),
  );

  app.patch<{ Params: { id: string; optionId: string } }>('/extras/:id/opciones/:optionId/agotado', { schema: { params: idParams('id', 'optionId'), body: OBJECT_BODY }, config: { access: { module: 'MENU', permission: 'edit' } } }, async (request) =>
    setExtraOptionSoldOut(db, getSession(request).commerceId, request.params.id, request.params.optionId, request.body),
  );

  app.delete<IdParams>('/extras/:id', { schema: { params: idParams('id') }, config: { access: { module: 'MENU', permission: 'delete' } } }, async (request) => {
    await deleteExtraGroup(db, getSession(request).commerceId, request.params.id);
    return { id: request.params.id, message: 'Extra eliminado' };
  });
};

export default extraRoutes;
