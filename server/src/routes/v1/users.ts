// Staff users (usuarios), module USUARIOS. Paths, relative to /v1:
//   GET    /usuarios                  → StaffUser[] (owner first): { id, email, name, username, status, role, modules, created_at }
//   GET    /usuarios/{id}             → StaffUser
//   POST   /usuarios                  { email, name, username, password, status?, modules? } → 201 StaffUser
//   PUT    /usuarios/{id}             { email?, name?, username?, status?, modules? }         → StaffUser
//   PUT    /usuarios/{id}/contrasena  { password, password_confirmation } (recuperar-contrasena) → { message }
//   DELETE /usuarios/{id}                                                                     → { id, message }
//   GET    /usuarios/{id}/sucursales                  → UserLocationsAnswer (owner only, docs/locations.md)
//   PUT    /usuarios/{id}/sucursales  { grants: [{ id_comercio, modules }] } → UserLocationsAnswer (owner only)
// modules: null = all of the plan; otherwise [{ id, permisos }] within the caller's own modules.
// 409 EMAIL_TAKEN / USERNAME_TAKEN; 403 for disabling/deleting the owner or oneself.
import type { FastifyPluginAsync } from 'fastify';
import { getSession } from '../../plugins/auth';
import { createUser, deleteUser, getUser, listUsers, setUserPassword, updateUser, USER_MSG, withDefaultStatus } from '../../services/users/users';
import { idParams, partialBody, yupPart } from '../../plugins/validators';
import { newUserSchema, userPasswordSchema, userSchema } from '@shared/validation/user';
import { setUserLocationGrants, userLocationGrants } from '../../services/users/grants';

const grantsBody = {
  type: 'object',
  required: ['grants'],
  properties: {
    grants: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        required: ['id_comercio'],
        properties: {
          id_comercio: { type: 'string', format: 'uuid' },
          modules: { type: ['array', 'null'], maxItems: 64, items: { type: 'object', required: ['id', 'permisos'], properties: { id: { type: 'string', maxLength: 60 }, permisos: { type: 'array', maxItems: 8, items: { type: 'string', maxLength: 20 } } } } },
        },
      },
    },
  },
} as const;

type IdParams = { Params: { id: string } };

const userRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  app.get('/usuarios', { config: { access: { module: 'USUARIOS', permission: 'list' } } }, async (request) => listUsers(db, getSession(request).commerceId));

  app.get<IdParams>('/usuarios/:id', { schema: { params: idParams('id') }, config: { access: { module: 'USUARIOS', permission: 'list' } } }, async (request) => getUser(db, getSession(request).commerceId, request.params.id));

  app.post('/usuarios', { schema: { body: yupPart(newUserSchema, { prepare: withDefaultStatus }) }, config: { access: { module: 'USUARIOS', permission: 'create' } } }, async (request, reply) => {
    reply.code(201);
    return createUser(db, getSession(request), request.body, app.deps.config.operatorEmails);
  });

  app.put<IdParams>('/usuarios/:id', { schema: { params: idParams('id'), body: partialBody(userSchema) }, config: { access: { module: 'USUARIOS', permission: 'edit' } } }, async (request) => updateUser(db, getSession(request), request.params.id, request.body, app.deps.config.operatorEmails));

  app.put<IdParams>('/usuarios/:id/contrasena', { schema: { params: idParams('id'), body: userPasswordSchema }, config: { access: { module: 'USUARIOS', permission: 'edit' } } }, async (request) => {
    await setUserPassword(db, getSession(request), request.params.id, request.body);
    return { message: USER_MSG.passwordSet };
  });

  app.get<IdParams>('/usuarios/:id/sucursales', { schema: { params: idParams('id') }, config: { access: 'owner' } }, async (request) => userLocationGrants(db, getSession(request), request.params.id));

  app.put<IdParams>('/usuarios/:id/sucursales', { schema: { params: idParams('id'), body: grantsBody }, config: { access: 'owner' } }, async (request) => setUserLocationGrants(db, getSession(request), request.params.id, request.body));

  app.delete<IdParams>('/usuarios/:id', { schema: { params: idParams('id') }, config: { access: { module: 'USUARIOS', permission: 'delete' } } }, async (request) => {
    await deleteUser(db, getSession(request), request.params.id);
    return { id: request.params.id, message: USER_MSG.deleted };
  });
};

export default userRoutes;
