// GET /m/{id_path} and /m/{id_path}/mesa/{tableUuid}: the customer-facing menu page, rendered by the server
// (services/menu-page, docs/public-menu.md) into the built template dist/renderer/menu.html (a separate light
// Vite entry) and hydrated by its script. Other /m/ pages (the order status page) get the template as it is;
// /m/{id_path}/portada.png is the generated share cover. '/m/' is excluded from the panel's SPA fallback.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { MENU_HTML_HEADERS } from '../../html-headers';
import { sendError } from '../../plugins/error-handler';
import { coverPng } from '../../services/menu-page/cover';
import { encodedPage, menuPage as renderedMenuPage, type PageEncoding } from '../../services/menu-page/menu-page';
import { menuPageCacheFor } from '../../services/menu-page/menu-cache';

const PAGE_MISSING = 'El menú en línea no está disponible: falta compilar la página (npm run build:renderer)';
const COVER_MAX_AGE_S = 3600;

const menuPageRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.deps;
  const staticDir = config.staticDir;

  // Read on each request: a rebuilt page is served without restarting, and the file is small.
  const template = async () => (staticDir ? await readFile(join(staticDir, 'menu.html'), 'utf8').catch(() => null) : null);
  const sendHtml = (reply: FastifyReply, html: string | Buffer, status = 200) =>
    reply.code(status).headers(MENU_HTML_HEADERS).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);

  const encodingOf = (request: FastifyRequest): PageEncoding | null => {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  };

  async function menuPage(request: FastifyRequest, reply: FastifyReply, idPath: string, tableUuid: string | null) {
    const page = await template();
    if (page === null) return sendError(reply, 404, { message: PAGE_MISSING });
    const rendered = await renderedMenuPage(db, { idPath, tableUuid, template: page, baseUrl: config.publicUrl ?? '', secretsKey: config.secretsKey });
    // Unknown commerce or table: the bare page, whose script shows the customer what happened (a table link
    // keeps answering 200, as printed QR codes of removed tables always did).
    if (rendered === null) return sendHtml(reply, page, tableUuid ? 200 : 404);
    const encoding = encodingOf(request);
    reply.header('vary', 'accept-encoding');
    if (!encoding) return sendHtml(reply, rendered.html);
    return sendHtml(reply.header('content-encoding', encoding), encodedPage(rendered, encoding));
  }

  app.get<{ Params: { id_path: string } }>('/m/:id_path', async (request, reply) => menuPage(request, reply, request.params.id_path, null));
  app.get<{ Params: { id_path: string; tableUuid: string } }>('/m/:id_path/mesa/:tableUuid', async (request, reply) =>
    menuPage(request, reply, request.params.id_path, request.params.tableUuid),
  );

  app.get<{ Params: { id_path: string } }>('/m/:id_path/portada.png', async (request, reply) => {
    const { entry } = await menuPageCacheFor(db, config.secretsKey).menu(request.params.id_path);
    const png = await coverPng(entry.menu.comercio.nombre);
    return reply.header('cache-control', `public, max-age=${COVER_MAX_AGE_S}`).type('image/png').send(png);
  });

  app.get('/m/*', async (_request, reply) => {
    const page = await template();
    if (page === null) return sendError(reply, 404, { message: PAGE_MISSING });
    return sendHtml(reply, page);
  });
};

export default menuPageRoutes;
