// The shift benchmark's watched/unwatched phase (scripts/bench/shift.ts; docs/availability.md, "Pausa
// automática"): after the shift, the counter PC (panel and print agent) loses the server while customers
// keep ordering. Reports the time until the store paused itself, the orders taken after the pause took
// effect (0 expected), and the time from the PC's return until orders are taken again, the cashier
// acknowledging in the panel as soon as a device is back. Runs on the server's own configuration (evaluation
// every AUTO_PAUSE_EVERY_MS, 30 s by default) with N at its minimum, 1 minute.
import { performance } from 'node:perf_hooks';
import type { AutoPauseView } from '../../shared/auto-pause';
import type { Availability } from '../../shared/availability';
import type { OrderDetail } from '../../shared/types/order';
import { DEMO_ID_PATH } from '../../server/src/db/seed/demo/commerce';
import type { ShiftWorld } from './shift';

export interface UnwatchedOptions {
  /** Customers' orders while the counter is away, one every this many ms. */
  orderEveryMs: number;
  /** Give up waiting for the pause (or the resume) after this long. */
  timeoutMs: number;
  log?: (line: string) => void;
}

export const UNWATCHED_DEFAULTS: UnwatchedOptions = { orderEveryMs: 2_000, timeoutMs: 240_000 };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export async function runUnwatchedPhase(world: ShiftWorld, options: UnwatchedOptions = UNWATCHED_DEFAULTS) {
  const log = options.log ?? (() => undefined);
  const { server, link, session } = world;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${session.token}`, id_comercio: session.id_comercio };
  const pauseView = async () => (await (await fetch(`${server.url}/v1/pausa-automatica`, { headers })).json()) as AutoPauseView;
  const publicReason = async () =>
    ((await (await fetch(`${server.url}/v1/public/comercio/${DEMO_ID_PATH}/menu`)).json()) as { comercio: { disponibilidad: Availability } }).comercio.disponibilidad.motivo;
  const settings = await fetch(`${server.url}/v1/pausa-automatica`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ activo: true, minutos_sin_dispositivo: 1, pedidos_sin_aceptar: 50, minutos_sin_aceptar: 120 }),
  });
  if (!settings.ok) throw new Error(`ajustes de la pausa automática: ${settings.status}`);

  // Unwatched: the counter PC drops off the network; customers keep ordering straight at the server.
  const taken: { createdAt: number }[] = [];
  let refused = 0;
  let placing = true;
  const customers = (async () => {
    for (let n = 1; placing; n += 1) {
      try {
        const detail: OrderDetail = await server.placeOrder(100_000 + n);
        taken.push({ createdAt: Date.parse(detail.pedido.created_at) });
      } catch {
        refused += 1;
      }
      await wait(options.orderEveryMs);
    }
  })();
  const droppedAt = performance.now();
  link.drop();
  log('mostrador sin red: esperando la pausa automática');
  let pausedSince: number | null = null;
  for (const deadline = droppedAt + options.timeoutMs; performance.now() < deadline && pausedSince === null; await wait(250)) {
    const estado = (await pauseView()).estado;
    if (estado.pausado && estado.desde) pausedSince = Date.parse(estado.desde);
  }
  const timeToPauseMs = pausedSince === null ? null : Math.round(performance.now() - droppedAt);
  const publicReasonWhilePaused = await publicReason();
  // A few more customers try once the pause is on.
  await wait(options.orderEveryMs * 5);

  // Watched again: the PC is back; the cashier acknowledges once the panel (or agent) is connected.
  const restoredAt = performance.now();
  link.restore();
  log('mostrador de vuelta: reconocer y reanudar');
  let acknowledgedAfterMs: number | null = null;
  let resumedAfterMs: number | null = null;
  for (const deadline = restoredAt + options.timeoutMs; performance.now() < deadline && resumedAfterMs === null; await wait(250)) {
    const estado = (await pauseView()).estado;
    if (acknowledgedAfterMs === null && estado.dispositivo_conectado) {
      await fetch(`${server.url}/v1/pausa-automatica/reconocer`, { method: 'POST', headers });
      acknowledgedAfterMs = Math.round(performance.now() - restoredAt);
    }
    if ((await publicReason()) !== 'unattended' && !(await pauseView()).estado.pausado) resumedAfterMs = Math.round(performance.now() - restoredAt);
  }
  placing = false;
  await customers;
  const takenAfterPause = pausedSince === null ? null : taken.filter((order) => order.createdAt >= pausedSince).length;
  return {
    nMinutes: 1,
    evaluationEverySec: 30,
    ordersTakenWhileUnwatched: taken.length,
    ordersTakenAfterPause: takenAfterPause,
    ordersRefused: refused,
    timeToPauseSec: timeToPauseMs === null ? null : Math.round(timeToPauseMs / 100) / 10,
    publicReasonWhilePaused,
    acknowledgedAfterReconnectSec: acknowledgedAfterMs === null ? null : Math.round(acknowledgedAfterMs / 100) / 10,
    timeToResumeSec: resumedAfterMs === null ? null : Math.round(resumedAfterMs / 100) / 10,
  };
}
