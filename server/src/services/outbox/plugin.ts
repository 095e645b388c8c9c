// Runs the outbox with the server (docs/outbox.md): every `everyMs` a relay pass, then a sending pass.
// Every instance runs it; the database shares the work. app.outbox lets routes and tests run a pass now.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OUTBOX_CONSUMERS, OUTBOX_HANDLERS } from './registry';
import { relayLiveEvents } from './relay';
import type { OutboxConsumer, OutboxHandler } from './types';
import { sendDueJobs, type SendPassResult } from './worker';

export interface OutboxOptions {
  everyMs: number;
  /** The clock passes run at (tests move it to reach a retry's time). */
  clock?: () => Date;
  /** Replace the registry's consumers and handlers (tests of the outbox itself). */
  consumers?: readonly OutboxConsumer[];
  handlers?: readonly OutboxHandler[];
}

export interface OutboxRuntime {
  /** One relay pass and one sending pass, at the runtime's clock or `at`. */
  runOnce(at?: Date): Promise<{ relayed: number; queued: number } & SendPassResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxRuntime;
  }
}

async function outboxPlugin(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  const options = config.outbox;
  const clock = options?.clock ?? (() => new Date());
  const consumers = options?.consumers ?? OUTBOX_CONSUMERS;
  const handlers = options?.handlers ?? OUTBOX_HANDLERS;
  const logFailure = (what: string) => (error: unknown) => app.log.warn({ err: error }, `envíos: ${what}`);
  // Passes of one instance never overlap: a pass that is still sending makes the timer's next one wait.
  let running: Promise<unknown> = Promise.resolve();
  const runOnce: OutboxRuntime['runOnce'] = (at) => {
    const pass = running.then(async () => {
      const now = at ?? clock();
      const relay = await relayLiveEvents(db, consumers, now);
      const sent = await sendDueJobs(db, handlers, now, logFailure('aviso de fallo'), config.secretsKey);
      return { relayed: relay.events, queued: relay.jobs, ...sent };
    });
    running = pass.catch(() => undefined);
    return pass;
  };
  app.decorate('outbox', { runOnce });

  if (!options || options.everyMs <= 0) return;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const tick = () => {
    void runOnce()
      .catch(logFailure('pasada'))
      .finally(() => {
        if (!stopped) schedule();
      });
  };
  const schedule = () => {
    timer = setTimeout(tick, options.everyMs);
    timer.unref();
  };
  app.addHook('onReady', async () => schedule());
  app.addHook('onClose', async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  });
}

export const outboxRuntime = fp(outboxPlugin, { name: 'outbox-runtime' });
