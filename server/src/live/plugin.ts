// Order runtime of one app: websocket support, the live hub on /ws and the courier service. Registered
// once in app.ts before the routes; route handlers reach it as app.orderRuntime.
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { envNumber, serverEnv } from '../config';
import { CourierService } from '../services/couriers/service';
import { DEFAULT_SANDBOX_TIMINGS, SandboxCourier } from '../services/couriers/sandbox';
import { PickerCourier } from '../services/couriers/picker';
import { listenForIntakeChanges } from '../services/orders/intake-cache';
import { authenticateToken } from '../services/sessions';
import { printTriggerDetail } from '../services/printing/events';
import { hasModulePermission } from '../plugins/access';
import type { LiveHub } from './hub';
import { registerLive, type LiveSession } from './index';

export interface OrderRuntime {
  hub: LiveHub;
  couriers: CourierService;
  /** Picker, for the commerces that connected it (its webhook route and tests reach it here). */
  picker: PickerCourier;
}

declare module 'fastify' {
  interface FastifyInstance {
    orderRuntime: OrderRuntime;
  }
}

async function orderRuntimePlugin(app: FastifyInstance): Promise<void> {
  const { handle, db, plans } = app.deps;
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  const env = serverEnv();
  const hub = await registerLive(app, {
    handle,
    heartbeatMs: envNumber(env.LIVE_HEARTBEAT_MS, 30_000),
    loadPrintTrigger: (notification) => printTriggerDetail(db, notification, app.deps.config.publicUrl),
    async authenticate(token): Promise<LiveSession | null> {
      const session = await authenticateToken(db, plans, token);
      if (!session) return null;
      return {
        sessionId: session.sessionId,
        userId: session.userId,
        commerceId: session.commerceId,
        accountId: session.accountId,
        // The board's module, or the kitchen screen's: both follow the commerce's orders live.
        hasHistorial: session.modules.some((m) => m.id === 'HISTORIAL' || m.id === 'COCINA'),
        mayPrint: hasModulePermission(session, 'IMPRESION_AUTOMATICA', 'list'),
      };
    },
  });

  // Order intake caches each commerce's menu and rules; every instance drops its copy on change.
  const stopIntakeListener = await listenForIntakeChanges(handle);
  app.addHook('onClose', async () => stopIntakeListener());

  const couriers = new CourierService(
    db,
    new SandboxCourier({
      assignAfterMs: envNumber(env.SANDBOX_COURIER_ASSIGN_MS, DEFAULT_SANDBOX_TIMINGS.assignAfterMs),
      stepMs: envNumber(env.SANDBOX_COURIER_STEP_MS, DEFAULT_SANDBOX_TIMINGS.stepMs),
    }),
    (message, error) => app.log.warn({ err: error }, message),
  );
  const picker = new PickerCourier(db, app.deps.config.secretsKey, { publicUrl: app.deps.config.publicUrl, pollMs: 30_000, baseUrl: app.deps.config.providerUrls.picker, log: (message, error) => app.log.warn({ err: error }, message) });
  couriers.add(picker);
  app.addHook('onClose', async () => couriers.close());
  app.decorate('orderRuntime', { hub, couriers, picker });
}

export const orderRuntime = fp(orderRuntimePlugin, { name: 'order-runtime' });
