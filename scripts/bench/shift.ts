// `npm run bench -- shift [--orders 600] [--minutes 5]`
// A 12-hour counter shift, compressed: orders with lunch and dinner peaks placed by customers on a real
// server; the print agent (its own process) follows them and prints the counter ticket on arrival and
// the kitchen ticket on acceptance; the panel is open in Chromium and rings; another panel accepts
// what rang. Meanwhile: network drops between the counter PC and the server, server restarts, agent
// restarts (kill -9 and a normal close), panel reloads, and both printers switched off for a while.
// Reports orders shown on the board, orders that rang until accepted, tickets per (order, trigger,
// printer) — exactly 1 expected; a repeat marked «REIMPRESIÓN» counts as a reprint, not a double — the panel's JS heap after GC at start and end, and the agent's RSS.
// With kitchen stations (the bench's default; docs/kitchen.md): the kitchen printer is the grill's station
// (the first product), a third printer the bar's (the second product, in every odd order), both on acceptance;
// every `cancelEvery`-th order is cancelled once its station tickets printed, and each station's tickets and
// «CANCELADO» tickets are counted apart, as is the counter's «CANCELADO» (it printed the whole order).
// Then the watched/unwatched phase (_shift-unwatched.ts): the counter PC away, orders taken after the
// automatic pause took effect (0 expected), time to pause and time to resume. Then the integrations phase
// (_shift-integrations.ts): WhatsApp messages and Loyverse receipts exactly once per order and step under faults.
// tests/e2e/printing/shift.test.ts runs a short version and asserts 0 lost, 0 doubled.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Browser } from 'playwright-core';
import WebSocket from 'ws';
import type { PrinterEmulator } from '../printer-emulator/emulator';
import type { KitchenStation } from '@shared/kitchen/stations';
import { createAgentBridge, type AgentBridge, type SocketLike } from '../../renderer/src/bridge/agent-client';
import { ensurePanelBuilt } from '../lib/build-panel';
import { AgentProcess, NetworkLink, copyBuiltPanel, freePort, openPanel, retrying, startPrinters, startShiftServer, type ShiftPanel, type ShiftServer } from './_shift-world';
import { ALARM_STORAGE_KEY, parseStoredAlarm } from '../../renderer/src/features/orders/alarm/alarm-store';
import { runUnwatchedPhase, UNWATCHED_DEFAULTS } from './_shift-unwatched';
import { arrivalAt, until, wait } from './_shift-time';
import { INTEGRATIONS_DEFAULTS, runIntegrationsPhase } from './_shift-integrations';

export interface ShiftOptions {
  orders: number;
  /** The 12 hours compressed into this many ms of order arrivals. */
  durationMs: number;
  serverRestarts: number;
  agentRestarts: number;
  panelReloads: number;
  printerOffs: number;
  networkDrops: number;
  printerOffMs: number;
  dropMs: number;
  /** How long the cashier waits for the panel to ring before another panel accepts the order anyway. */
  ringWaitMs: number;
  /** How each agent restart ends the process, in turn: SIGKILL like a crash, SIGTERM like a normal close. */
  agentSignals: NodeJS.Signals[];
  /** After the last order, how long tickets may take to arrive (printers back on, retries). */
  settleTimeoutMs: number;
  /** The world was opened with kitchen stations (openShiftWorld's `stations`): odd orders have a bar line. */
  stations?: boolean;
  /** Every n-th order is cancelled after its kitchen tickets printed (0 or absent: none). */
  cancelEvery?: number;
  log?: (line: string) => void;
}

export const FULL_SHIFT: ShiftOptions = {
  orders: 600,
  durationMs: 300_000,
  serverRestarts: 2,
  agentRestarts: 2,
  panelReloads: 3,
  printerOffs: 2,
  networkDrops: 3,
  printerOffMs: 6_000,
  dropMs: 4_000,
  agentSignals: ['SIGKILL', 'SIGTERM'],
  ringWaitMs: 20_000,
  settleTimeoutMs: 120_000,
  stations: true,
  cancelEvery: 5,
};

type Disruption = 'serverRestart' | 'agentRestart' | 'panelReload' | 'printerOff' | 'networkDrop';

/** Each kind spread over the shift, kinds offset from each other so they rarely coincide. */
function timeline(options: ShiftOptions): { at: number; kind: Disruption; nth: number }[] {
  const kinds: [Disruption, number, number][] = [
    ['panelReload', options.panelReloads, 0],
    ['networkDrop', options.networkDrops, 0.04],
    ['printerOff', options.printerOffs, 0.08],
    ['serverRestart', options.serverRestarts, 0.12],
    ['agentRestart', options.agentRestarts, 0.16],
  ];
  return kinds
    .flatMap(([kind, count, offset]) => Array.from({ length: count }, (_, nth) => ({ at: Math.min(0.95, (nth + 1) / (count + 1) + offset - 0.08) * options.durationMs, kind, nth })))
    .sort((a, b) => a.at - b.at);
}

/** How long the board may take to stop ringing for the last orders accepted (see the end of runShift). */
const RING_SETTLE_MS = 15_000;

/** The orders in the panel's alarm list, as the panel stored it. */
async function ringingIds(panel: ShiftPanel): Promise<string[]> {
  const raw = await panel.page.evaluate((key) => sessionStorage.getItem(key), ALARM_STORAGE_KEY);
  return parseStoredAlarm(raw)?.orderIds ?? [];
}

/** Each order still in the alarm's list, with the panel's log lines that name it and its sockets' and failed reads' lines. */
async function ringingOrders(panel: ShiftPanel, orders: { folio: string; orderId: string }[]) {
  const ids = await ringingIds(panel);
  const start = panel.witness.log[0]?.at ?? 0;
  const line = (entry: { at: number; kind: string; detail: string }) => `${((entry.at - start) / 1000).toFixed(2)} s ${entry.kind} ${entry.detail}`;
  return ids.filter((orderId) => orders.some((order) => order.orderId === orderId)).map((orderId) => ({
    orderId,
    folio: orders.find((order) => order.orderId === orderId)?.folio ?? null,
    log: panel.witness.log.filter((entry) => entry.detail.includes(orderId) || entry.kind === 'socket' || entry.kind === 'http').map(line).slice(-60),
  }));
}

/** Tickets per folio, and of those the ones marked «REIMPRESIÓN» (a repeat the kitchen can tell, docs/printing.md). */
interface TicketCounts {
  all: Map<string, number>;
  marked: Map<string, number>;
}

/** `kind`: the order's tickets, or its «CANCELADO» tickets (each counted apart: both name the folio). */
function ticketCounts(printer: PrinterEmulator, kind: 'order' | 'cancel' = 'order'): TicketCounts {
  const counts: TicketCounts = { all: new Map(), marked: new Map() };
  for (const job of printer.jobs()) {
    if (job.text.includes('*** CANCELADO ***') !== (kind === 'cancel')) continue;
    const folio = /Pedido (\S+)/.exec(job.text)?.[1];
    if (!folio) continue;
    counts.all.set(folio, (counts.all.get(folio) ?? 0) + 1);
    if (job.text.includes('REIMPRESIÓN')) counts.marked.set(folio, (counts.marked.get(folio) ?? 0) + 1);
  }
  return counts;
}

/** Lost: no ticket. Doubled: more than one unmarked ticket (nobody can tell the second). Reprinted: marked repeats. */
function exactlyOnce(expected: string[], counts: TicketCounts) {
  const unmarked = (folio: string) => (counts.all.get(folio) ?? 0) - (counts.marked.get(folio) ?? 0);
  const lost = expected.filter((folio) => !counts.all.has(folio));
  const doubled = expected.filter((folio) => unmarked(folio) > 1);
  const reprinted = expected.filter((folio) => counts.marked.has(folio));
  const unexpected = [...counts.all.keys()].filter((folio) => !expected.includes(folio));
  return {
    expected: expected.length,
    printed: [...counts.all.values()].reduce((a, b) => a + b, 0),
    lost: lost.length,
    doubled: doubled.length,
    reprints: [...counts.marked.values()].reduce((a, b) => a + b, 0),
    unexpected: unexpected.length,
    lostFolios: lost.slice(0, 20),
    doubledFolios: doubled.slice(0, 20),
    reprintedFolios: reprinted.slice(0, 20),
  };
}

export interface ShiftWorld {
  server: ShiftServer;
  link: NetworkLink;
  agent: AgentProcess;
  bridge: AgentBridge;
  printers: { counter: PrinterEmulator; kitchen: PrinterEmulator; bar: PrinterEmulator };
  /** The kitchen stations (grill on the kitchen printer, bar on the third), or null: the kitchen prints the whole order. */
  stations: { grill: KitchenStation; bar: KitchenStation } | null;
  panel: ShiftPanel;
  session: { token: string; id_comercio: string };
  setupMs: number;
  close(): Promise<void>;
}

/**
 * Everything a shift needs, started side by side: printers, server, the agent process, Chromium with the
 * panel signed in and paired; resolves once the agent follows the orders (the panel handed it over). The
 * benchmark runs the full Chromium; the e2e test passes the headless shell the tests use, and the panel
 * build its run already made (`builtPanel`, a copy no build touches), so it neither builds nor copies.
 */
export async function openShiftWorld(launchBrowser?: () => Promise<Browser>, builtPanel?: string, options: { stations?: boolean } = {}): Promise<ShiftWorld> {
  const startedAt = performance.now();
  const root = mkdtempSync(path.join(tmpdir(), 'shift-'));
  // Otherwise a copy of the built panel: other runs may rebuild dist/renderer while the shift runs.
  const staticDir = builtPanel ?? path.join(root, 'panel');
  if (!builtPanel) await copyBuiltPanel(await ensurePanelBuilt({ quiet: true }), staticDir);
  const serverPort = await freePort();
  const link = await NetworkLink.open(serverPort);
  const panelOrigin = `http://localhost:${link.port}`;
  const printers = await startPrinters();
  const ports = { counterPort: printers.counter.port, kitchenPort: printers.kitchen.port, barPort: printers.bar.port };
  let stations: ShiftWorld['stations'] = null;
  const [server, agent] = options.stations
    ? await (async () => {
        // The stations exist on the server (with their ids) before the agent's settings name them.
        const started = await startShiftServer(root, staticDir, serverPort);
        const admin = await started.login();
        const [grill, bar] = await started.putStations(admin.token, admin.id_comercio, [
          { name: 'Parrilla', categoryIds: [], productIds: [started.productId] },
          { name: 'Barra', categoryIds: [], productIds: [started.secondProductId] },
        ]);
        if (!grill || !bar) throw new Error('Las estaciones no se guardaron');
        stations = { grill, bar };
        return [started, await AgentProcess.start(root, panelOrigin, ports, stations)] as const;
      })()
    : await Promise.all([startShiftServer(root, staticDir, serverPort), AgentProcess.start(root, panelOrigin, ports)]);
  const bridge = createAgentBridge({ port: agent.port, token: agent.token, createSocket: (url, protocols) => new WebSocket(url, protocols, { origin: panelOrigin }) as unknown as SocketLike, callTimeoutMs: 10_000 });
  let panel: ShiftPanel | null = null;
  const close = async () => {
    bridge.close();
    await panel?.browser.close().catch(() => undefined);
    agent.stop();
    await link.close().catch(() => undefined);
    await server.close().catch(() => undefined);
    await Promise.all([printers.counter.close(), printers.kitchen.close(), printers.bar.close()]);
    rmSync(root, { recursive: true, force: true });
  };
  try {
    const session = await server.login();
    panel = await openPanel(panelOrigin, session, agent.pairingFragment, server.announcementIds, launchBrowser);
    // The panel handed its session to the agent at sign-in: wait until the agent follows the orders.
    await retrying('el agente sigue los pedidos', async () => {
      if (!(await bridge.getAutoPrintState()).connected) throw new Error('aún no conectado');
    });
    return { server, link, agent, bridge, printers, stations, panel, session, setupMs: Math.round(performance.now() - startedAt), close };
  } catch (error) {
    await close();
    throw error;
  }
}

export type ShiftReport = Awaited<ReturnType<typeof runShift>>;

export async function runShift(world: ShiftWorld, options: ShiftOptions) {
  const log = options.log ?? (() => undefined);
  const { server, link, agent, bridge, printers, panel, session } = world;
  const heapStartMb = await panel.heapAfterGcMb();
  const rss = { start: agent.rssMb(), max: agent.rssMb() ?? 0, end: null as number | null };
  log(`listo en ${world.setupMs} ms; heap ${heapStartMb} MB, RSS agente ${rss.start} MB`);

  const placed: { folio: string; orderId: string }[] = [];
  const accepted: { folio: string; orderId: string; rangFirst: boolean; bar: boolean }[] = [];
  const cancelled: { folio: string; bar: boolean }[] = [];
  const withStations = options.stations === true && world.stations !== null;
  let placeFailures = 0;
  let acceptFailures = 0;
  const shiftStart = performance.now();
  const flows: Promise<void>[] = [];
  const orderFlow = async (n: number) => {
    // With stations, odd orders also have the bar's product.
    const bar = withStations && n % 2 === 1;
    const detail = await retrying(`pedido ${n}`, () => server.placeOrder(n, bar), 90_000).catch(() => null);
    if (!detail) {
      placeFailures += 1;
      return;
    }
    const { folio, id: orderId } = detail.pedido;
    placed.push({ folio, orderId });
    // The cashier accepts once the panel rang for it (another panel after a while if this one could not).
    const rang = await until(() => panel.witness.rang.has(orderId), options.ringWaitMs, 200);
    const status = await retrying(`aceptar ${folio}`, () => server.setStatus(session.token, session.id_comercio, orderId, 'accepted', 15), 90_000).catch(() => 500);
    if (status >= 300) {
      acceptFailures += 1;
      return;
    }
    accepted.push({ folio, orderId, rangFirst: rang, bar });
    // Handed over once the kitchen tickets are out, so the board does not grow all shift.
    const printedOn = (printer: PrinterEmulator) => printer.jobs().some((job) => job.text.includes(`Pedido ${folio}`));
    await until(() => printedOn(printers.kitchen) && (!bar || printedOn(printers.bar)), 60_000, 250);
    if (options.cancelEvery && n % options.cancelEvery === 0) {
      // Cancelled after the kitchen printed it: a «CANCELADO» on every printer that printed it.
      const cancelStatus = await retrying(`cancelar ${folio}`, () => server.setStatus(session.token, session.id_comercio, orderId, 'canceled'), 60_000).catch(() => 500);
      if (cancelStatus < 300) cancelled.push({ folio, bar });
      return;
    }
    await retrying(`listo ${folio}`, () => server.setStatus(session.token, session.id_comercio, orderId, 'ready_to_pick_up'), 60_000).catch(() => 0);
    await retrying(`entregado ${folio}`, () => server.setStatus(session.token, session.id_comercio, orderId, 'delivered'), 60_000).catch(() => 0);
  };
  const placing = (async () => {
    for (let n = 0; n < options.orders; n += 1) {
      await wait(shiftStart + arrivalAt(n, options.orders, options.durationMs) - performance.now());
      flows.push(orderFlow(n + 1));
    }
  })();

  const disruptions: { kind: Disruption; atSec: number; tookMs: number }[] = [];
  for (const event of timeline(options)) {
    await wait(shiftStart + event.at - performance.now());
    const began = performance.now();
    log(`${(event.at / 1000).toFixed(1)} s: ${event.kind}`);
    switch (event.kind) {
      case 'serverRestart':
        await server.restart();
        break;
      case 'agentRestart':
        await agent.restart(options.agentSignals[event.nth % options.agentSignals.length] ?? 'SIGTERM');
        break;
      case 'panelReload':
        await panel.reload();
        break;
      case 'printerOff':
        await Promise.all([printers.counter.setOnline(false), printers.kitchen.setOnline(false), printers.bar.setOnline(false)]);
        await wait(options.printerOffMs);
        await Promise.all([printers.counter.setOnline(true), printers.kitchen.setOnline(true), printers.bar.setOnline(true)]);
        break;
      case 'networkDrop':
        link.drop();
        await wait(options.dropMs);
        link.restore();
        break;
    }
    rss.max = Math.max(rss.max, agent.rssMb() ?? 0);
    disruptions.push({ kind: event.kind, atSec: Math.round(event.at / 100) / 10, tookMs: Math.round(performance.now() - began) });
  }
  await placing;
  await Promise.all(flows);
  const shiftMs = performance.now() - shiftStart;

  // Every ticket out: all expected folios on both printers and no job still waiting in the agent.
  const settleStart = performance.now();
  const receivedFolios = () => placed.map((order) => order.folio);
  const acceptedFolios = () => accepted.map((order) => order.folio);
  const barFolios = () => accepted.filter((order) => order.bar).map((order) => order.folio);
  const cancelledFolios = () => cancelled.map((order) => order.folio);
  const barCancelledFolios = () => cancelled.filter((order) => order.bar).map((order) => order.folio);
  for (const deadline = Date.now() + options.settleTimeoutMs; Date.now() < deadline; await wait(250)) {
    const jobs = await bridge.getRecentJobs().catch(() => null);
    const agentIdle = jobs !== null && jobs.every((job) => job.state !== 'waiting');
    const counter = ticketCounts(printers.counter);
    const kitchen = ticketCounts(printers.kitchen);
    const barTickets = ticketCounts(printers.bar);
    const cancels = [ticketCounts(printers.counter, 'cancel'), ticketCounts(printers.kitchen, 'cancel')];
    const barCancels = ticketCounts(printers.bar, 'cancel');
    const stationsDone =
      barFolios().every((folio) => barTickets.all.has(folio)) && cancelledFolios().every((folio) => cancels.every((counts) => counts.all.has(folio))) && barCancelledFolios().every((folio) => barCancels.all.has(folio));
    if (agentIdle && stationsDone && receivedFolios().every((folio) => counter.all.has(folio)) && acceptedFolios().every((folio) => kitchen.all.has(folio))) break;
  }
  const settleMs = performance.now() - settleStart;

  // What the agent knows of the tickets that did not print (none expected): accepted, waiting, failed?
  const lostFolios = new Set([...exactlyOnce(receivedFolios(), ticketCounts(printers.counter)).lostFolios, ...exactlyOnce(acceptedFolios(), ticketCounts(printers.kitchen)).lostFolios]);
  const recentJobs = lostFolios.size === 0 ? [] : await bridge.getRecentJobs().catch(() => []);
  const agentJobsOfLost = recentJobs.filter((job) => lostFolios.has(job.folio)).map((job) => `${job.folio} ${job.trigger} ${job.state} ${job.error ?? ''}`.trim());
  const heapEndMb = await panel.heapAfterGcMb();
  rss.end = agent.rssMb();
  rss.max = Math.max(rss.max, rss.end ?? 0);
  // The last acceptances reach the board through its socket a moment after the server answered them (later
  // still after a reload or a drop): a count read once here could catch one on its way. An alarm that
  // stays on for RING_SETTLE_MS after everything printed is counted.
  // The shift's own orders only: the demo's pending orders from before the shift ring too (a new panel rings
  // for the pending orders it finds) and nobody accepts them here.
  const shiftIds = new Set(placed.map((order) => order.orderId));
  const ringing = async () => (await ringingIds(panel)).filter((id) => shiftIds.has(id)).length;
  const ringDeadline = Date.now() + RING_SETTLE_MS;
  let stillRinging = await ringing();
  while (stillRinging > 0 && Date.now() < ringDeadline) {
    await wait(250);
    stillRinging = await ringing();
  }
  // An alarm left on: which order, and what the panel lived through for it (events, failed reads, reconnects).
  const ringingAtEnd = stillRinging === 0 ? [] : await ringingOrders(panel, [...placed, ...accepted]);
  const received = exactlyOnce(receivedFolios(), ticketCounts(printers.counter));
  const acceptedTickets = exactlyOnce(acceptedFolios(), ticketCounts(printers.kitchen));
  // Per station: its tickets and its «CANCELADO» tickets, expected vs printed; the counter's «CANCELADO» too.
  const perStation = withStations
    ? {
        'Parrilla (Printer2)': { stationTickets: acceptedTickets, cancellations: exactlyOnce(cancelledFolios(), ticketCounts(printers.kitchen, 'cancel')) },
        'Barra (Printer3)': { stationTickets: exactlyOnce(barFolios(), ticketCounts(printers.bar)), cancellations: exactlyOnce(barCancelledFolios(), ticketCounts(printers.bar, 'cancel')) },
        'Mostrador (Printer1)': { cancellations: exactlyOnce(cancelledFolios(), ticketCounts(printers.counter, 'cancel')) },
      }
    : null;
  const stationFigures = perStation ? Object.values(perStation).flatMap((station) => Object.values(station) as ReturnType<typeof exactlyOnce>[]).filter((figures) => figures !== acceptedTickets) : [];
  return {
    orders: { placed: placed.length, placeFailures, accepted: accepted.length, acceptFailures, ...(options.cancelEvery ? { cancelled: cancelled.length } : {}) },
    board: {
      shown: placed.filter((order) => panel.witness.shown.has(order.folio)).length,
      notShown: placed.filter((order) => !panel.witness.shown.has(order.folio)).map((order) => order.folio).slice(0, 20),
      // Of those: the panel's socket got their newOrder event (then the board had them), or it did not (the
      // panel was reloading, cut off or reconnecting while they came and went: accepted from another panel).
      notShownHeard: placed.filter((order) => !panel.witness.shown.has(order.folio) && panel.witness.heard.has(order.orderId)).length,
      notShownUnheard: placed.filter((order) => !panel.witness.shown.has(order.folio) && !panel.witness.heard.has(order.orderId)).length,
      rangUntilAccepted: accepted.filter((order) => order.rangFirst).length,
      acceptedWithoutRinging: accepted.filter((order) => !order.rangFirst).map((order) => order.folio).slice(0, 20),
      stillRingingAtEnd: stillRinging,
      ringingAtEnd,
      failedReloads: panel.witness.failedReloads,
    },
    tickets: {
      lost: [received, acceptedTickets, ...stationFigures].reduce((sum, figures) => sum + figures.lost, 0),
      doubled: [received, acceptedTickets, ...stationFigures].reduce((sum, figures) => sum + figures.doubled, 0),
      reprints: [received, acceptedTickets, ...stationFigures].reduce((sum, figures) => sum + figures.reprints, 0),
      perTrigger: { 'onOrderReceived/Printer1 (mostrador)': received, 'onOrderAccepted/Printer2 (cocina)': acceptedTickets },
      ...(perStation ? { perStation } : {}),
    },
    agentLog: agent.logPath,
    agentJobsOfLost,
    panelHeapMb: { start: heapStartMb, end: heapEndMb, growth: Math.round((heapEndMb - heapStartMb) * 10) / 10 },
    agentRssMb: rss,
    disruptions,
    durationSec: { setup: Math.round(world.setupMs / 100) / 10, shift: Math.round(shiftMs / 100) / 10, settle: Math.round(settleMs / 100) / 10 },
  };
}

function option(args: string[], name: string, fallback: number): number {
  const index = args.indexOf(`--${name}`);
  const value = index >= 0 ? Number(args[index + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * `--only integrations`: that phase alone (a server of its own, no panel or agent). Any other run: the shift, the
 * watched/unwatched phase, then the integrations phase. A wrong count in the integrations phase sets the exit code.
 */
export async function run(args: string[]): Promise<unknown> {
  const orders = option(args, 'orders', FULL_SHIFT.orders);
  const minutes = option(args, 'minutes', FULL_SHIFT.durationMs / 60_000);
  const log = (line: string) => process.stderr.write(`[turno] ${line}\n`);
  const integrationsPhase = async () => {
    const report = await runIntegrationsPhase({ ...INTEGRATIONS_DEFAULTS, orders, durationMs: minutes * 60_000, log });
    if (!report.ok) process.exitCode = 1;
    return report;
  };
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
  if (only === 'integrations') return { integrations: await integrationsPhase() };
  const world = await openShiftWorld(undefined, undefined, { stations: FULL_SHIFT.stations });
  let watched: { shift: ShiftReport; unwatched: Awaited<ReturnType<typeof runUnwatchedPhase>> };
  try {
    const shift = await runShift(world, { ...FULL_SHIFT, orders, durationMs: minutes * 60_000, log });
    // Watched/unwatched: the counter away, the store pausing itself, and back (_shift-unwatched.ts).
    watched = { shift, unwatched: await runUnwatchedPhase(world, { ...UNWATCHED_DEFAULTS, log }) };
  } finally {
    await world.close();
  }
  // WhatsApp and Loyverse under the outbox's faults, on a server of their own (_shift-integrations.ts).
  return { ...watched.shift, unwatched: watched.unwatched, integrations: await integrationsPhase() };
}
