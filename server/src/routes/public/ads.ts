// GET /v1/public/comercio/{id_path}/anuncios → PublicAd[]: the commerce's active ads whose dates include
// the present moment (filtered by the server; day-only dates are the commerce's local days). No auth.
// 404 { message } for an unknown commerce. Never cached, so a newly scheduled ad shows at once.
import type { FastifyPluginAsync } from 'fastify';
import { adsOnShow } from '../../services/ads/ads';
import { publicAdsReply } from '../../http/reply-schemas/public';
import { idParams } from '../../plugins/validators';

const publicAdRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id_path: string } }>('/comercio/:id_path/anuncios', { schema: { params: idParams('id_path'), response: { 200: publicAdsReply } }, config: { access: 'public' } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return adsOnShow(app.deps.db, request.params.id_path);
  });
};

export default publicAdRoutes;
