// The Fastify app in layers (fastify/demo style): external plugins (CORS, static files), app plugins
// (JSON parser, error handler, decorations), then the route families. Tests build it and use app.inject().
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { resolveAppConfig, type AppConfigOptions } from './app-config';
import { serverEnv } from './config';
import type { DbHandle } from './db/database';
import { registerHealth } from './lifecycle';
import { orderRuntime } from './live/plugin';
import { backupRuntime } from './services/backup/plugin';
import { autoPauseRuntime } from './services/auto-pause/plugin';
import { outboxRuntime } from './services/outbox/plugin';
import { scheduledOrdersRuntime } from './services/orders/scheduling/plugin';
import { SERVER_MSG } from './messages';
import { corsOriginAllowed } from './plugins/cors-origins';
import { registerDataAtRest } from './plugins/data-at-rest';
import { registerErrorHandler, registerJsonParser, sendError } from './plugins/error-handler';
import { registerValidators } from './plugins/validators';
import { registerRoutes } from './routes/index';
import openApi from './http/openapi';
import { registerPanelStatic } from './static-files';
import { PANEL_HTML_HEADERS } from './html-headers';
import { isPublicUploadPath, UPLOAD_HEADERS } from './routes/v1/upload-image';
import { createPlanCatalog } from './services/plan-catalog';
import { createPublicLimiters } from './services/public-limits';
import { createAttemptLimiter } from './services/rate-limit';
import './types';

export interface BuildAppOptions {
  handle: DbHandle;
  config?: AppConfigOptions;
  /** Fastify logger: true (info), false (silent, default) or pino options. */
  logger?: FastifyServerOptions['logger'];
}

/** Paths that are API or files, never the panel's SPA fallback. */
const NON_PANEL_PREFIXES = ['/v1/', '/v2/', '/ws', '/uploads/', '/m/'];
const CORS_HEADERS = ['content-type', 'authorization', 'id_comercio', 'x-api-key', 'x-panel-session', 'x-pedido-prueba', 'idempotency-key'];
const CORS_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const CODE_REQUEST_LIMIT = { max: 5, windowMs: 15 * 60_000 };

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const config = await resolveAppConfig(options.config);
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: serverEnv().TRUST_PROXY === '1',
  });

  // Layer 1: app-wide behaviour.
  app.decorate('deps', {
    handle: options.handle,
    db: options.handle.db,
    config,
    plans: createPlanCatalog(options.handle.db),
    loginLimiter: createAttemptLimiter(options.handle.db, 'login', config.loginRateLimit.max, config.loginRateLimit.windowMs),
    codeLimiter: createAttemptLimiter(options.handle.db, 'code', CODE_REQUEST_LIMIT.max, CODE_REQUEST_LIMIT.windowMs),
    publicLimits: createPublicLimiters(options.handle.db, config.publicLimits),
  });
  app.decorateRequest('session', null);
  registerJsonParser(app);
  registerValidators(app);
  registerErrorHandler(app);
  registerDataAtRest(app);

  // Layer 2: external plugins.
  await app.register(cors, {
    // The allowed origins depend on the request's own Host (a same-origin page), so options are chosen per request.
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      callback(null, { origin: origin !== undefined && corsOriginAllowed(request, origin, config), allowedHeaders: CORS_HEADERS, methods: CORS_METHODS });
    },
  });
  // Public uploads are images only, never sniffed or run (docs/security.md); documents are served elsewhere.
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    allowedPath: (path) => isPublicUploadPath(path),
    setHeaders: (reply) => {
      reply.headers(UPLOAD_HEADERS);
    },
  });
  const panelIndex = config.staticDir ? join(config.staticDir, 'index.html') : null;
  if (config.staticDir && panelIndex && existsSync(panelIndex)) {
    await registerPanelStatic(app, config.staticDir);
  }

  await app.register(orderRuntime);
  await app.register(autoPauseRuntime);
  registerHealth(app);
  await app.register(backupRuntime);
  await app.register(scheduledOrdersRuntime);
  await app.register(outboxRuntime);

  // Layer 3: routes, and the published API's document and page collecting them (docs/api.md).
  await app.register(openApi);
  await registerRoutes(app);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPanel =
      request.method === 'GET' && panelIndex !== null && existsSync(panelIndex) && !NON_PANEL_PREFIXES.some((prefix) => path.startsWith(prefix));
    if (wantsPanel) return reply.headers(PANEL_HTML_HEADERS).type('text/html; charset=utf-8').sendFile('index.html');
    return sendError(reply, 404, { message: SERVER_MSG.notFound });
  });

  return app;
}
