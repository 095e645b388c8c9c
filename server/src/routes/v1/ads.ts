// Ads (anuncios), module ANUNCIOS. Paths, relative to /v1:
//   GET    /anuncios                 → Ad[] (newest first)
//   GET    /anuncios/{id}            → Ad
//   POST   /anuncios                 { titulo, texto?, imagen? (URL from POST /v1/subir/imagen), enlace?,
//                                      fecha_inicio?, fecha_fin?, activo? }  → 201 Ad
//   PUT    /anuncios/{id}            same fields (those left out keep their value) → Ad
//   PUT    /anuncios/{id}/agenda     { fecha_inicio, fecha_fin, activo? } (agendar)  → Ad
//   DELETE /anuncios/{id}            → { id, message }
// Dates: 'YYYY-MM-DD' = local day of the commerce (see services/ads/dates.ts) or a full ISO timestamp.
import type { FastifyPluginAsync } from 'fastify';
import { getSession } from '../../plugins/auth';
import { AD_MSG, createAd, deleteAd, getAd, listAds, scheduleAd, updateAd } from '../../services/ads/ads';
import { idParams, partialBody } from '../../plugins/validators';
import { adScheduleSchema, adSchema } from '@shared/validation/ad';

type IdParams = { Params: { id: string } };

const adRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  app.get('/anuncios', { config: { access: { module: 'ANUNCIOS', permission: 'list' } } }, async (request) => listAds(db, getSession(request).commerceId));

  app.get<IdParams>('/anuncios/:id', { schema: { params: idParams('id') }, config: { access: { module: 'ANUNCIOS', permission: 'list' } } }, async (request) => getAd(db, getSession(request).commerceId, request.params.id));

  app.post('/anuncios', { schema: { body: adSchema }, config: { access: { module: 'ANUNCIOS', permission: 'create' } } }, async (request, reply) => {
    reply.code(201);
    return createAd(db, getSession(request).commerceId, request.body);
  });

  app.put<IdParams>('/anuncios/:id', { schema: { params: idParams('id'), body: partialBody(adSchema) }, config: { access: { module: 'ANUNCIOS', permission: 'edit' } } }, async (request) =>
    updateAd(db, getSession(request).commerceId, request.params.id, request.body),
  );

  app.put<IdParams>('/anuncios/:id/agenda', { schema: { params: idParams('id'), body: adScheduleSchema }, config: { access: { module: 'ANUNCIOS', permission: 'edit' } } }, async (request) =>
    scheduleAd(db, getSession(request).commerceId, request.params.id, request.body),
  );

  app.delete<IdParams>('/anuncios/:id', { schema: { params: idParams('id') }, config: { access: { module: 'ANUNCIOS', permission: 'delete' } } }, async (request) => {
    await deleteAd(db, getSession(request).commerceId, request.params.id);
    return { id: request.params.id, message: AD_MSG.deleted };
  });
};

export default adRoutes;
