// The automatic pause inside a running server (docs/availability.md, "Pausa automática"): presence of the
// live channel's panels (written when one subscribes and then every PRESENCE_WRITE_EVERY_MS while connected)
// and of the print agent (each poll), and the evaluation every `everyMs` with the app's clock. Every
// instance runs the same; the database decides. app.autoPause lets routes and tests drive it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { channelTarget } from '../../../../shared/live';
import type { CounterDeviceKind } from '../../db/schema/auto-pause';
import { alertOwner } from './alert';
import { evaluateAutoPause, type EvaluationOutcome } from './evaluate';
import { PRESENCE_WRITE_EVERY_MS, PresenceThrottle, writePresence } from './presence';

export interface AutoPauseRuntime {
  now(): Date;
  /** A device of the commerce was seen (throttled per process; `fresh`: a new connection, written at once). */
  seen(commerceId: string, kind: CounterDeviceKind, options?: { fresh?: boolean }): Promise<void>;
  /** Writes presence for every commerce with a panel on this instance's live channel. */
  heartbeat(at?: Date): Promise<void>;
  /** One evaluation pass (resume, pause, alert) at `at` (default the clock's now). */
  evaluate(at?: Date): Promise<EvaluationOutcome & { alerted: string[] }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    autoPause: AutoPauseRuntime;
  }
}

async function autoPausePlugin(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  const options = config.autoPause;
  const clock = options?.clock ?? (() => new Date());
  // The watch of this instance starts now: a server that was down saw nobody (evaluate.ts, decide).
  const watchingSince = clock();
  const throttle = new PresenceThrottle();
  const hub = app.orderRuntime.hub;
  const logFailure = (what: string) => (error: unknown) => app.log.warn({ err: error }, `pausa automática: ${what}`);

  const runtime: AutoPauseRuntime = {
    now: clock,
    async seen(commerceId, kind, seenOptions = {}) {
      const at = clock();
      if (seenOptions.fresh) throttle.forget(commerceId, kind);
      const due = throttle.due([commerceId], kind, at);
      if (due.length > 0) await writePresence(db, due, kind, at);
    },
    async heartbeat(at = clock()) {
      const commerceIds = hub.channelNames().flatMap((channel) => channelTarget(channel) ?? []);
      await writePresence(db, throttle.due(commerceIds, 'panel', at), 'panel', at);
    },
    async evaluate(at = clock()) {
      const outcome = await evaluateAutoPause(db, at, watchingSince);
      const alerted: string[] = [];
      for (const decision of outcome.paused) {
        if (await alertOwner(db, config.notifier, decision, at).catch((error: unknown) => (logFailure('aviso al dueño')(error), false))) alerted.push(decision.commerceId);
      }
      return { ...outcome, alerted };
    },
  };
  app.decorate('autoPause', runtime);

  // A panel that subscribes is a device back at once (the pause may then resume on acknowledgement).
  hub.onSubscribe((channel) => {
    const commerceId = channelTarget(channel);
    if (commerceId) void runtime.seen(commerceId, 'panel', { fresh: true }).catch(logFailure('presencia'));
  });

  if (!options || options.everyMs <= 0) return;
  let evaluating: Promise<unknown> | null = null;
  const heartbeat = setInterval(() => void runtime.heartbeat().catch(logFailure('presencia')), PRESENCE_WRITE_EVERY_MS);
  const evaluation = setInterval(() => {
    if (evaluating) return;
    evaluating = runtime
      .evaluate()
      .catch(logFailure('evaluación'))
      .finally(() => {
        evaluating = null;
      });
  }, options.everyMs);
  heartbeat.unref();
  evaluation.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    clearInterval(evaluation);
    hub.onSubscribe(null);
    await evaluating;
  });
}

export const autoPauseRuntime = fp(autoPausePlugin, { name: 'auto-pause-runtime', dependencies: ['order-runtime'] });
