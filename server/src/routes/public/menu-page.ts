// GET /m/{id_path} and /m/{id_path}/mesa/{tableUuid}: the customer-facing menu page (dist/renderer/menu.html,
// a separate light Vite entry). The page reads the ids from the URL and calls /v1/public/...; its scripts and
// styles are served by the static plugin from the same folder. '/m/' is excluded from the panel's SPA fallback.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { MENU_HTML_HEADERS } from '../../html-headers';
import { sendError } from '../../plugins/error-handler';

const PAGE_MISSING = 'El menú en línea no está disponible: falta compilar la página (npm run build:renderer)';

const menuPageRoutes: FastifyPluginAsync = async (app) => {
  const staticDir = app.deps.config.staticDir;

  app.get('/m/*', async (_request, reply) => {
    // Read on each request: a rebuilt page is served without restarting, and the file is small.
    const html = staticDir ? await readFile(join(staticDir, 'menu.html'), 'utf8').catch(() => null) : null;
    if (html === null) return sendError(reply, 404, { message: PAGE_MISSING });
    return reply.headers(MENU_HTML_HEADERS).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
};

export default menuPageRoutes;
