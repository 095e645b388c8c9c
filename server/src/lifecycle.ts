// Health and readiness for load balancers, and the graceful stop of one instance (docs/scaling.md):
//   GET /healthz  200 while the process runs;
//   GET /readyz   200 when the database answers and is not damaged, its notices (LISTEN) arrive, the disk of
//                 DATA_DIR has room and the instance is not stopping, else 503 with the reason;
// drain(): readiness turns 503, live sockets close with 1012 (service restart; the panel reconnects on
// any code but 1000 — through the proxy, to another instance — and refetches its orders), then Fastify
// stops accepting connections and finishes the requests in flight.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MEMORY_DATA_DIR } from './db/database';
import { freeDiskBytes, LOW_DISK_BYTES } from './db/disk-space';
import { databaseHealthFor, FAULT_MSG } from './db/faults';
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
    const problem = await readinessProblem(app);
    return problem ? reply.code(503).send(problem) : { status: 'ready' };
  });
}

/** Why this instance must not take traffic now, or null (docs/scaling.md, "Health"). */
async function readinessProblem(app: FastifyInstance): Promise<{ status: string; message: string } | null> {
  const { handle, config } = app.deps;
  if (app.lifecycle.draining) return { status: 'draining', message: 'El servidor se está apagando' };
  const health = databaseHealthFor(handle);
  const damage = health.damaged();
  if (damage) return { status: 'damaged', message: `${FAULT_MSG.damaged}: ${damage}` };
  const free = config.dataDir === MEMORY_DATA_DIR ? null : freeDiskBytes(config.dataDir);
  // The embedded database's disk is measured; a PostgreSQL server's is not, so its last disk-full error counts.
  const measured = handle.driver === 'pglite' && free !== null;
  if ((free !== null && free < LOW_DISK_BYTES) || (!measured && health.recentDiskFull())) return { status: 'disk-full', message: FAULT_MSG.diskFull };
  try {
    await handle.db.execute(sql`SELECT 1`);
  } catch {
    return { status: 'unavailable', message: 'Sin conexión con la base de datos' };
  }
  // Events written now would reach no panel of this instance.
  if (!handle.listenerConnected()) return { status: 'live-down', message: 'Sin conexión de avisos con la base de datos (LISTEN); reconectando' };
  return null;
}

/** Stops one instance gracefully; resolves when every request in flight has been answered. */
export async function drain(app: FastifyInstance): Promise<void> {
  app.lifecycle.draining = true;
  closeAllSockets(app, DRAIN_CLOSE_CODE, DRAIN_CLOSE_REASON);
  await app.close();
}
