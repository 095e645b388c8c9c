// Health and readiness for load balancers, and the graceful stop of one instance (docs/scaling.md):
//   GET /healthz  200 while the process runs;
//   GET /readyz   200 when the database answers and the instance is not stopping, else 503;
// drain(): readiness turns 503, live sockets close with 1012 (service restart; the panel reconnects on
// any code but 1000 — through the proxy, to another instance — and refetches its orders), then Fastify
// stops accepting connections and finishes the requests in flight.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { closeAllSockets } from './live/index';

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';
/** WebSocket close code "Service Restart" (RFC 6455 registry). */
export const DRAIN_CLOSE_CODE = 1012;
export const DRAIN_CLOSE_REASON = 'El servidor se reinicia; reconectando';

interface Lifecycle {
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export function registerHealth(app: FastifyInstance): void {
  app.decorate('lifecycle', { draining: false });
  app.get(HEALTH_PATH, { config: { access: 'public' } }, async () => ({ status: 'ok' }));
  app.get(READY_PATH, { config: { access: 'public' } }, async (_request, reply) => {
    if (app.lifecycle.draining) return reply.code(503).send({ status: 'draining', message: 'El servidor se está apagando' });
    try {
      await app.deps.db.execute(sql`SELECT 1`);
    } catch {
      return reply.code(503).send({ status: 'unavailable', message: 'Sin conexión con la base de datos' });
    }
    return { status: 'ready' };
  });
}

/** Stops one instance gracefully; resolves when every request in flight has been answered. */
export async function drain(app: FastifyInstance): Promise<void> {
  app.lifecycle.draining = true;
  closeAllSockets(app, DRAIN_CLOSE_CODE, DRAIN_CLOSE_REASON);
  await app.close();
}
