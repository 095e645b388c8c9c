// Starts the scheduled orders' alarm clock (scheduler.ts) with the server and stops it on close.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startOrderScheduler, type OrderScheduler } from './scheduler';

/** How often due orders are looked for: a scheduled order rings at most this late. */
export const SCHEDULER_EVERY_MS = 10_000;

async function scheduledOrdersPlugin(app: FastifyInstance): Promise<void> {
  let scheduler: OrderScheduler | null = null;
  app.addHook('onReady', async () => {
    scheduler = startOrderScheduler(app.deps.db, {
      everyMs: SCHEDULER_EVERY_MS,
      onError: (error) => app.log.error({ err: error }, 'pedidos programados: no se pudieron disparar'),
    });
  });
  app.addHook('onClose', async () => {
    await scheduler?.stop();
  });
}

export const scheduledOrdersRuntime = fp(scheduledOrdersPlugin, { name: 'scheduled-orders' });
