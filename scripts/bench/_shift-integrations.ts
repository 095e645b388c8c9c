// The shift's integrations phase (scripts/bench/shift.ts, docs/benchmarks.md): the demo commerce with WhatsApp
// (module NOTIFICACIONES_CLIENTE_WHATSAPP, the steps below) and Loyverse (module LOYVERSE, the shift's products
// linked, a receipt when an order is delivered or paid, whichever comes first) connected to the tests' fakes
// (testkit/fakes/), on a server of its own. The shift's orders arrive on the shift's curve and go through their
// steps (accepted, then ready and delivered, every `cancelEvery`-th cancelled, every `payEvery`-th paid online
// first) while the faults that reach the outbox strike: the server restarted (as the shift does: the other
// disruptions of the shift stay between the counter PC and the server and never touch a delivery), Green-API
// answering 503 and then 429 for a while, Loyverse 503 for a while and losing its answer after making a receipt,
// and both providers down from late in the shift until the last order is through. The outbox runs on the
// shift's clock (12 hours in the bench's minutes: backoff, leases and the per-minute WhatsApp limit live in shift
// time). After both providers are back: every (order, chosen step) exactly one message at the fake, every
// delivered or paid order exactly one receipt, the outbox drained, and how long that took.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { and, count, eq, inArray, isNull, max, sum } from 'drizzle-orm';
import { whatsappStepOf, type WhatsAppStep } from '@shared/orders/whatsapp-notice';
import type { OrderStatus } from '@shared/constants';
import type { LoyverseMapping } from '@shared/types/loyverse';
import { outboxJobs } from '../../server/src/db/schema/outbox';
import { liveEvents, orders } from '../../server/src/db/schema/orders';
import { markOrderPayment } from '../../server/src/services/payments/apply';
import { CUSTOMER_MESSAGE_KIND } from '../../server/src/services/whatsapp/customer-messages';
import { LOYVERSE_RECEIPT_KIND } from '../../server/src/services/loyverse/receipts';
import { startFakeLoyverse, uid, type FakeLoyverse, type FakeVariant } from '../../testkit/fakes/loyverse';
import { startFakeWhatsAppGateway, type FakeWhatsAppGateway } from '../../testkit/fakes/whatsapp-gateway';
import { freePort, retrying, startShiftServer, type ShiftServer } from './_shift-world';
import { arrivalAt, shiftClock, until, wait } from './_shift-time';

export interface IntegrationsPhaseOptions {
  orders: number;
  /** The 12 hours compressed into this many ms of order arrivals. */
  durationMs: number;
  /** Server restarts spread over the shift as the shift spreads its own, plus one while both providers are down. */
  serverRestarts: number;
  cancelEvery: number;
  /** Every n-th order that is not cancelled is paid online before it is ready (its receipt may go then). */
  payEvery: number;
  /** The steps the owner chose for WhatsApp. */
  steps: WhatsAppStep[];
  /** How long the outbox may take to drain once both providers are back. */
  drainTimeoutMs: number;
  /** How often the server's outbox runs a pass (OUTBOX_EVERY_MS). */
  outboxEveryMs: number;
  log?: (line: string) => void;
}

export const INTEGRATIONS_DEFAULTS: Omit<IntegrationsPhaseOptions, 'orders' | 'durationMs'> = {
  serverRestarts: 2,
  cancelEvery: 5,
  payEvery: 3,
  steps: ['received', 'accepted', 'ready', 'delivered', 'canceled'],
  drainTimeoutMs: 900_000,
  // The product's 2 s between passes would be almost 5 minutes of a 5-minute shift's clock, and a pass takes one
  // minute's 20 WhatsApp messages at most: passes every half second come about once a minute of the shift.
  outboxEveryMs: 500,
};

/** How long an order's call may keep failing (a server restart on a loaded machine reopens its database slowly). */
const CALL_RETRY_MS = 180_000;
/** A status change not answered in this long is tried again (one sent as the server closed may never be answered). */
const CALL_TIMEOUT_MS = 30_000;

function withinMs<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`sin respuesta en ${ms / 1000} s`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Each step's text names the folio and the step, so the fake's messages can be counted per (order, step). */
const stepText = (step: WhatsAppStep) => `Pedido {folio} · paso ${step}`;
const STEP_MESSAGE = /Pedido (\S+) · paso (\w+)/;
const OUTBOX_KINDS = [CUSTOMER_MESSAGE_KIND, LOYVERSE_RECEIPT_KIND];

type Fault = 'serverRestart' | 'whatsappDown' | 'whatsappUp' | 'whatsappLimited' | 'whatsappUnlimited' | 'loyverseDown' | 'loyverseUp' | 'loyverseLosesAnswer' | 'whatsappLosesAnswer' | 'bothDown';

/** When each fault strikes, as a share of the shift. Both providers stay down from `bothDown` until the last order is through. */
function faultTimeline(options: IntegrationsPhaseOptions): { at: number; kind: Fault }[] {
  const restarts = Array.from({ length: options.serverRestarts }, (_, nth) => (nth + 1) / (options.serverRestarts + 1) + 0.04);
  const shares: [number, Fault][] = [
    ...restarts.map((at): [number, Fault] => [at, 'serverRestart']),
    [0.3, 'whatsappDown'],
    [0.42, 'whatsappUp'],
    [0.35, 'loyverseDown'],
    [0.5, 'loyverseUp'],
    [0.55, 'whatsappLimited'],
    [0.62, 'whatsappUnlimited'],
    ...[0.15, 0.25, 0.65, 0.75].map((at): [number, Fault] => [at, 'loyverseLosesAnswer']),
    // The gateway takes a message and the answer never arrives: the retry must find it, not send it again.
    ...[0.2, 0.45, 0.7].map((at): [number, Fault] => [at, 'whatsappLosesAnswer']),
    [0.85, 'bothDown'],
    [0.9, 'serverRestart'],
  ];
  return shares.map(([share, kind]) => ({ at: share * options.durationMs, kind })).sort((a, b) => a.at - b.at);
}

interface PhaseOrder {
  n: number;
  id: string;
  folio: string;
  /** The WhatsApp steps the order reached (the server answered 2xx). */
  steps: WhatsAppStep[];
  paid: boolean;
  delivered: boolean;
}

type Session = { token: string; id_comercio: string };

/** A call to the panel API as the demo's owner; throws on anything but 2xx. */
async function ownerCall<T>(server: ShiftServer, session: Session, method: 'GET' | 'PUT', url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: { authorization: `Bearer ${session.token}`, id_comercio: session.id_comercio, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The owner connects both providers: Green-API with the chosen steps, Loyverse with the shift's products linked to its variants. */
async function connectProviders(server: ShiftServer, session: Session, whatsapp: FakeWhatsAppGateway, loyverse: FakeLoyverse, steps: WhatsAppStep[]): Promise<void> {
  await ownerCall(server, session, 'PUT', '/v1/integrations/whatsapp/whatsappBusiness', { configuration: { secret_instance: whatsapp.idInstance, secret_api_key: whatsapp.apiTokenInstance } });
  const plantillas = Object.fromEntries(steps.map((step) => [step, stepText(step)]));
  await ownerCall(server, session, 'PUT', '/v1/whatsapp/ajustes', { pasos: steps, plantillas, alertas_dueno: false, telefono_alertas: '', minutos_sin_aceptar: 10 });
  await ownerCall(server, session, 'PUT', '/v1/integrations/pos/loyverse', { configuration: { store_id: loyverse.storeId, token: loyverse.token } });
  await ownerCall(server, session, 'PUT', '/v1/loyverse/recibos', { recibo_cuando: 'primero' });
  // One Loyverse item per product the shift orders: a variant for the product and one per presentation, linked by hand.
  const mapping = await ownerCall<LoyverseMapping>(server, session, 'GET', '/v1/loyverse/enlaces');
  const links: { id_producto: string; id_presentacion: string | null; variant_id: string }[] = [];
  for (const productId of [server.productId, server.secondProductId]) {
    const product = mapping.productos.find((row) => row.id === productId);
    if (!product) throw new Error(`El producto ${productId} no está en los enlaces de Loyverse`);
    const itemId = uid();
    const variant = (option: string | null): FakeVariant => ({ variant_id: uid(), item_id: itemId, option1_value: option, default_pricing_type: 'FIXED', default_price: 50, stores: [{ store_id: loyverse.storeId, pricing_type: 'FIXED', price: 50, available_for_sale: true }] });
    const base = variant(null);
    const perPresentation = product.presentaciones.map((presentation) => ({ presentation, variant: variant(presentation.nombre) }));
    loyverse.items.push({ id: itemId, item_name: product.nombre, category_id: null, modifier_ids: [], variants: [base, ...perPresentation.map((row) => row.variant)] });
    links.push({ id_producto: product.id, id_presentacion: null, variant_id: base.variant_id });
    for (const row of perPresentation) links.push({ id_producto: product.id, id_presentacion: row.presentation.id, variant_id: row.variant.variant_id });
  }
  for (const link of links) await ownerCall(server, session, 'PUT', '/v1/loyverse/enlaces', link);
}

/** The outbox's jobs of both kinds per status, and the live events not relayed yet (read from the server's database). */
async function outboxState(server: ShiftServer) {
  const handle = server.handle;
  if (!handle) throw new Error('el servidor se está reiniciando');
  const rows = await handle.db
    .select({ kind: outboxJobs.kind, status: outboxJobs.status, jobs: count(), attempts: sum(outboxJobs.attempts), maxAttempts: max(outboxJobs.attempts) })
    .from(outboxJobs)
    .where(inArray(outboxJobs.kind, OUTBOX_KINDS))
    .groupBy(outboxJobs.kind, outboxJobs.status);
  const [unrelayed] = await handle.db.select({ events: count() }).from(liveEvents).where(isNull(liveEvents.relayed_at));
  const jobs = (status: string) => rows.filter((row) => row.status === status).reduce((total, row) => total + row.jobs, 0);
  const perKind = Object.fromEntries(
    OUTBOX_KINDS.map((kind) => {
      const ofKind = rows.filter((row) => row.kind === kind);
      return [kind, { jobs: Object.fromEntries(ofKind.map((row) => [row.status, row.jobs])), attempts: ofKind.reduce((total, row) => total + Number(row.attempts ?? 0), 0), maxAttempts: Math.max(0, ...ofKind.map((row) => row.maxAttempts ?? 0)) }];
    }),
  );
  // Why jobs were given up (the last error and when, against when they were written), for a failed run.
  const givenUp = await handle.db
    .select({ kind: outboxJobs.kind, error: outboxJobs.last_error, attempts: outboxJobs.attempts, createdAt: outboxJobs.created_at, giveUpAt: outboxJobs.give_up_at })
    .from(outboxJobs)
    .where(and(inArray(outboxJobs.kind, OUTBOX_KINDS), eq(outboxJobs.status, 'failed')))
    .limit(5);
  return { pending: jobs('pending'), failed: jobs('failed'), unrelayedEvents: unrelayed?.events ?? 0, perKind, givenUpSamples: givenUp };
}

/** Expected against received, per key: missing (none), duplicates (more than one), unexpected (not expected). */
function exactlyOnce(expected: readonly string[], received: readonly string[]) {
  const counts = new Map<string, number>();
  for (const key of received) counts.set(key, (counts.get(key) ?? 0) + 1);
  const wanted = new Set(expected);
  const missing = expected.filter((key) => !counts.has(key));
  const duplicated = [...counts].filter(([key, times]) => wanted.has(key) && times > 1).map(([key]) => key);
  const unexpected = [...counts.keys()].filter((key) => !wanted.has(key));
  return { expected: expected.length, received: received.length, missing: missing.length, duplicates: duplicated.length, unexpected: unexpected.length, missingKeys: missing.slice(0, 20), duplicateKeys: duplicated.slice(0, 20), unexpectedKeys: unexpected.slice(0, 20) };
}

/** The order's status as the server's database has it now. */
async function statusOf(server: ShiftServer, orderId: string): Promise<string | null> {
  const [row] = (await server.handle?.db.select({ status: orders.estatus_pedido }).from(orders).where(eq(orders.id, orderId))) ?? [];
  return row?.status ?? null;
}

/** For a message the fake got more than once: when each copy came, and what its job went through (attempts, last error). */
async function repeatedMessages(server: ShiftServer, placed: readonly PhaseOrder[], keys: readonly string[], received: readonly string[], arrivals: readonly number[]) {
  const handle = server.handle;
  return Promise.all(
    keys.slice(0, 10).map(async (key) => {
      const [folio, step] = key.split(':');
      const orderId = placed.find((order) => order.folio === folio)?.id ?? '';
      const [job] = handle
        ? await handle.db
            .select({ attempts: outboxJobs.attempts, lastError: outboxJobs.last_error })
            .from(outboxJobs)
            .where(and(eq(outboxJobs.kind, CUSTOMER_MESSAGE_KIND), eq(outboxJobs.dedupe_key, `${orderId}:${step}`)))
        : [];
      return { key, atSec: received.flatMap((other, index) => (other === key ? [arrivals[index] ?? null] : [])), attempts: job?.attempts ?? null, lastError: job?.lastError ?? null };
    }),
  );
}

export async function runIntegrationsPhase(options: IntegrationsPhaseOptions) {
  const log = options.log ?? (() => undefined);
  const startedAt = performance.now();
  const root = mkdtempSync(path.join(tmpdir(), 'shift-integraciones-'));
  const [whatsapp, loyverse] = await Promise.all([startFakeWhatsAppGateway(), startFakeLoyverse()]);
  const clock = shiftClock(options.durationMs);
  const server = await startShiftServer(root, undefined, await freePort(), {
    providerUrls: { whatsapp: whatsapp.url, loyverse: loyverse.baseUrl },
    outbox: { everyMs: options.outboxEveryMs, clock: clock.now },
  });
  try {
    // The demo's own orders were relayed before the providers are connected: they send nothing.
    if (!(await until(async () => (await outboxState(server)).unrelayedEvents === 0, 60_000, 250))) throw new Error('Los eventos del demo no se relayaron');
    const session = await server.login();
    await connectProviders(server, session, whatsapp, loyverse, options.steps);
    const setupMs = performance.now() - startedAt;
    log(`integraciones: listo en ${Math.round(setupMs)} ms (reloj del turno ×${Math.round(clock.factor)})`);

    const placed: PhaseOrder[] = [];
    const failures: string[] = [];
    const answeredLate: string[] = [];
    const shiftStart = performance.now();
    // Shift minutes → real ms: the kitchen's 15 minutes, the hand-over's 3.
    const shiftMinutes = (minutes: number) => (minutes * 60_000) / clock.factor;
    const step = async (order: PhaseOrder, status: OrderStatus, minutes?: number): Promise<boolean> => {
      const code = await retrying(`${status} ${order.folio}`, () => withinMs(server.setStatus(session.token, session.id_comercio, order.id, status, minutes), CALL_TIMEOUT_MS), CALL_RETRY_MS).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
      // A 409 after an attempt that went unanswered: that attempt changed the order (the server was slow to say so).
      if (code === 409 && (await statusOf(server, order.id).catch(() => null)) === status) answeredLate.push(`${order.folio} ${status}`);
      else if (typeof code === 'string' || code >= 300) {
        failures.push(`${order.folio} ${status} (${Math.round((performance.now() - shiftStart) / 1000)} s): ${code}`);
        return false;
      }
      const reached = whatsappStepOf(status);
      if (reached) order.steps.push(reached);
      return true;
    };
    const pay = (order: PhaseOrder) =>
      retrying(`cobro ${order.folio}`, async () => {
        const handle = server.handle;
        if (!handle) throw new Error('el servidor se está reiniciando');
        await handle.db.transaction((tx) => markOrderPayment(tx, session.id_comercio, order.id, 'pagado'));
      }, CALL_RETRY_MS);
    const orderFlow = async (n: number) => {
      const detail = await retrying(`pedido ${n}`, () => server.placeOrder(n, n % 2 === 1), CALL_RETRY_MS).catch(() => null);
      if (!detail) return void failures.push(`pedido ${n} (${Math.round((performance.now() - shiftStart) / 1000)} s): no se pudo hacer`);
      const order: PhaseOrder = { n, id: detail.pedido.id, folio: detail.pedido.folio, steps: ['received'], paid: false, delivered: false };
      placed.push(order);
      if (!(await step(order, 'accepted', 15))) return;
      await wait(shiftMinutes(15));
      if (n % options.cancelEvery === 0) return void (await step(order, 'canceled'));
      if (n % options.payEvery === 0) {
        await pay(order).then(() => (order.paid = true)).catch((error: unknown) => failures.push(`${order.folio} cobro: ${String(error)}`));
      }
      if (!(await step(order, 'ready_to_pick_up'))) return;
      await wait(shiftMinutes(3));
      order.delivered = await step(order, 'delivered');
    };

    // When each message reached the fake (s from the shift's start), to place a repeated one among the faults.
    const arrivals: number[] = [];
    const stampArrivals = setInterval(() => {
      while (arrivals.length < whatsapp.messages.length) arrivals.push(Math.round((performance.now() - shiftStart) / 100) / 10);
    }, 200);
    const flows: Promise<void>[] = [];
    const placing = (async () => {
      for (let n = 0; n < options.orders; n += 1) {
        await wait(shiftStart + arrivalAt(n, options.orders, options.durationMs) - performance.now());
        flows.push(orderFlow(n + 1));
      }
    })();
    const faults: { kind: Fault | 'bothUp'; atSec: number; tookMs: number }[] = [];
    const apply = async (kind: Fault) => {
      switch (kind) {
        case 'serverRestart':
          return server.restart();
        case 'whatsappDown':
          return whatsapp.failNext(Number.MAX_SAFE_INTEGER);
        case 'whatsappUp':
          return whatsapp.failNext(0);
        case 'whatsappLimited':
          // Every call 429 with Retry-After 60 s (a minute of the shift).
          return whatsapp.limit(0, 60);
        case 'whatsappUnlimited':
          return whatsapp.limit(null);
        case 'loyverseDown':
          return loyverse.setDown(true);
        case 'loyverseUp':
          return loyverse.setDown(false);
        case 'loyverseLosesAnswer':
          return loyverse.loseNextAnswer();
        case 'whatsappLosesAnswer':
          return whatsapp.loseAnswers(2);
        case 'bothDown':
          whatsapp.failNext(Number.MAX_SAFE_INTEGER);
          return loyverse.setDown(true);
      }
    };
    for (const fault of faultTimeline(options)) {
      await wait(shiftStart + fault.at - performance.now());
      const began = performance.now();
      log(`integraciones ${(fault.at / 1000).toFixed(1)} s: ${fault.kind}`);
      await apply(fault.kind);
      faults.push({ kind: fault.kind, atSec: Math.round(fault.at / 100) / 10, tookMs: Math.round(performance.now() - began) });
    }
    await placing;
    await Promise.all(flows);
    const shiftMs = performance.now() - shiftStart;

    // Both back: from here the outbox must deliver everything still owed, once.
    const backAt = performance.now();
    whatsapp.failNext(0);
    loyverse.setDown(false);
    faults.push({ kind: 'bothUp', atSec: Math.round((backAt - shiftStart) / 100) / 10, tookMs: 0 });
    log(`integraciones: proveedores de vuelta; ${placed.length} pedidos`);
    const expectedMessages = placed.flatMap((order) => order.steps.filter((reached) => options.steps.includes(reached)).map((reached) => `${order.folio}:${reached}`));
    const expectedReceipts = placed.filter((order) => order.delivered || order.paid).map((order) => order.folio);
    const messageKeys = () => whatsapp.messages.map((message) => STEP_MESSAGE.exec(message.message)).map((match) => (match ? `${match[1]}:${match[2]}` : 'sin folio'));
    const receiptFolios = () => loyverse.receipts.map((receipt) => receipt.order ?? 'sin folio');
    let state = await retrying('estado de los envíos', () => outboxState(server));
    const backlogAtRecovery = state.pending;
    let loggedAt = performance.now();
    const drained = await until(
      async () => {
        state = await outboxState(server);
        if (performance.now() - loggedAt >= 5_000) {
          loggedAt = performance.now();
          log(`integraciones: ${state.pending} envíos pendientes (${JSON.stringify(state.perKind)})`);
        }
        return state.pending === 0 && state.unrelayedEvents === 0;
      },
      options.drainTimeoutMs,
      250,
    );
    const drainMs = performance.now() - backAt;
    clearInterval(stampArrivals);

    const messages = exactlyOnce(expectedMessages, messageKeys());
    const repeated = await repeatedMessages(server, placed, messages.duplicateKeys, messageKeys(), arrivals);
    const receipts = exactlyOnce(expectedReceipts, receiptFolios());
    const ok = drained && state.failed === 0 && failures.length === 0 && [messages, receipts].every((figures) => figures.missing === 0 && figures.duplicates === 0 && figures.unexpected === 0);
    return {
      ok,
      orders: {
        placed: placed.length,
        delivered: placed.filter((order) => order.delivered).length,
        paid: placed.filter((order) => order.paid).length,
        cancelled: placed.filter((order) => order.steps.includes('canceled')).length,
        failures: failures.length,
        answeredLate: answeredLate.length,
        failureSamples: failures.slice(0, 20),
      },
      whatsapp: { steps: options.steps, ...messages, repeated, gatewayRequests: whatsapp.requests.length },
      loyverse: {
        ...receipts,
        receiptPosts: loyverse.requests.filter((request) => request.method === 'POST' && request.path === '/receipts').length,
        // Lookups before a retry (was the receipt already made?): how a lost answer is not sent twice.
        receiptLookups: loyverse.requests.filter((request) => request.method === 'GET' && request.path === '/receipts').length,
      },
      outbox: { drained, ...state },
      // Bound by the outbox's passes (one step of an order per pass, at most 20 WhatsApp messages in a pass's minute
      // of the shift's clock) and by the backoff the outage left on the jobs (up to an hour of the shift).
      drainAfterRecovery: { ms: Math.round(drainMs), outboxPasses: Math.round(drainMs / options.outboxEveryMs), backlogAtRecovery },
      faults,
      clock: { factor: Math.round(clock.factor), outboxEveryMs: options.outboxEveryMs },
      durationSec: { setup: Math.round(setupMs / 100) / 10, shift: Math.round(shiftMs / 100) / 10, drain: Math.round(drainMs / 100) / 10 },
    };
  } finally {
    await server.close().catch(() => undefined);
    await Promise.all([whatsapp.close(), loyverse.close()]);
    rmSync(root, { recursive: true, force: true });
  }
}
