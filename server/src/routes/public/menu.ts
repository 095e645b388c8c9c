// Public menu read API (no auth). Paths, relative to /v1/public:
//   GET /comercio/{id_path}/menu               → PublicMenu (shared/types/public-menu.ts)
//   GET /comercio/{id_path}/mesa/{tableUuid}   → PublicTable { uuid, numero, status, valida }
// Always read fresh from the database; the ETag lets browsers revalidate cheaply (304 while nothing changed),
// and 'no-cache' makes them ask every time, so an edit or an 'agotado' switch shows at once.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { availabilityById } from '../../services/availability/availability';
import { getPublicMenu, getPublicTable, withAvailability } from '../../services/menu/public-menu';
import { publicMenuReply } from '../../http/reply-schemas/public-menu';
import { publicTableReply } from '../../http/reply-schemas/public';
import { idParams } from '../../plugins/validators';

function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

const publicMenuRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  app.get<{ Params: { id_path: string } }>('/comercio/:id_path/menu', { schema: { params: idParams('id_path'), response: { 200: publicMenuReply } }, config: { access: 'public' } }, async (request, reply) => {
    const found = await getPublicMenu(db, request.params.id_path, app.deps.config.secretsKey);
    // "Can I order now?" is the one answer the panel shows too (docs/availability.md).
    const disponibilidad = await availabilityById(db, found.comercio.id);
    const menu = withAvailability(found, disponibilidad);
    // 'abierto' depends on the clock, so it is part of the tag: a 304 never hides an opening or closing.
    // Serialised here with the route's reply schema, so the tag covers exactly the bytes sent.
    const body = String(reply.serialize(menu));
    const etag = etagOf(body);
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get<{ Params: { id_path: string; tableUuid: string } }>('/comercio/:id_path/mesa/:tableUuid', { schema: { params: idParams('id_path', 'tableUuid'), response: { 200: publicTableReply } }, config: { access: 'public' } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return getPublicTable(db, request.params.id_path, request.params.tableUuid);
  });
};

export default publicMenuRoutes;
