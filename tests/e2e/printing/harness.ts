// What the printing e2e tests run besides the panel: a printer emulator, the print agent with a printing
// service on a temp data folder (short retry backoff), restartable like the real process, and customers
// placing orders through the public endpoint as scripts/simulate.ts does.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { formatMoney } from '@shared/money';
import type { OrderDetail } from '@shared/types/order';
import { startAgent, type AgentHandle } from '../../../main/agent';
import { createPrintingService, type PrintingServiceHandle } from '../../../main/services/printing/index';
import { DEMO_ID_PATH } from '../../../server/src/db/seed/demo/commerce';
import { buildOrder, createRandom, fetchCatalogue, type Catalogue, type Random } from '../../../scripts/simulate';
import { startPrinterEmulator, type EmulatorJob, type PrinterEmulator } from '../../../scripts/printer-emulator/emulator';
import { launchBrowser } from '../support/browser';

export const AGENT_TOKEN = 'e2e-printing-token-0123456789';
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

export interface PrintingRig {
  emulator: PrinterEmulator;
  dataDir: string;
  agent(): AgentHandle;
  printing(): PrintingServiceHandle;
  /** Stops the agent and its printing service (as the process would die) and starts both again on the same folder, port and token. */
  restartAgent(): Promise<void>;
  close(): Promise<void>;
}

export async function startPrintingRig(panelOrigin: string): Promise<PrintingRig> {
  const emulator = await startPrinterEmulator({ port: 0 });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'e2e-agent-'));
  const start = async (port: number) => {
    const printing = createPrintingService({ dataDir, retry: { baseMs: 200, maxMs: 1000 } });
    const agent = await startAgent({ port, dataDir, panelOrigin, token: AGENT_TOKEN, printing, log: quiet, env: {} });
    return { printing, agent };
  };
  let current = await start(0);
  const stop = async () => {
    await current.agent.close();
    await current.printing.close();
  };
  return {
    emulator,
    dataDir,
    agent: () => current.agent,
    printing: () => current.printing,
    async restartAgent() {
      const port = current.agent.port;
      await stop();
      current = await start(port);
    },
    async close() {
      await stop().catch(() => undefined);
      await emulator.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A printing e2e file's start: the rig (emulator and agent) and one browser, opened before the file's tests
 * and closed after them. Read `browser` and `rig` inside the tests (or in a later beforeAll).
 */
export function useBrowserAndPrintingRig(): { readonly browser: Browser; readonly rig: PrintingRig } {
  let browser: Browser | undefined;
  let rig: PrintingRig | undefined;
  beforeAll(async () => {
    rig = await startPrintingRig(new URL(inject('baseUrl')).origin);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await rig?.close();
  });
  const opened = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useBrowserAndPrintingRig: se lee dentro de las pruebas, después de beforeAll');
    return value;
  };
  return {
    get browser() {
      return opened(browser);
    },
    get rig() {
      return opened(rig);
    },
  };
}

/** Customers of the demo commerce ordering through POST /v1/public/comercio/{id_path}/pedido. */
export class Customers {
  private constructor(
    private readonly baseUrl: string,
    private readonly catalogue: Catalogue,
    private readonly random: Random,
  ) {}

  static async connect(baseUrl: string, seed: number): Promise<Customers> {
    const catalogue = await fetchCatalogue(baseUrl, DEMO_ID_PATH);
    if (!catalogue.comercio.abierto) throw new Error('El comercio demo está cerrado: no acepta pedidos');
    return new Customers(baseUrl, catalogue, createRandom(seed));
  }

  async place(): Promise<OrderDetail> {
    const body = buildOrder(this.catalogue, this.random);
    if (!body) throw new Error('El comercio demo no recibe pedidos');
    const response = await fetch(`${this.baseUrl}/v1/public/comercio/${DEMO_ID_PATH}/pedido`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status !== 201) throw new Error(`POST pedido: ${response.status} ${text}`);
    return JSON.parse(text) as OrderDetail;
  }

  async placeMany(count: number, gapMs = 0): Promise<OrderDetail[]> {
    const placed: OrderDetail[] = [];
    for (let i = 0; i < count; i += 1) {
      placed.push(await this.place());
      if (gapMs > 0) await sleep(gapMs);
    }
    return placed;
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function ticketFolio(job: EmulatorJob): string | null {
  return /Pedido (\S+)/.exec(job.text)?.[1] ?? null;
}

/** Tickets per folio among the emulator's jobs. */
export function ticketsByFolio(jobs: readonly EmulatorJob[]): Map<string, EmulatorJob[]> {
  const byFolio = new Map<string, EmulatorJob[]>();
  for (const job of jobs) {
    const folio = ticketFolio(job);
    if (!folio) continue;
    byFolio.set(folio, [...(byFolio.get(folio) ?? []), job]);
  }
  return byFolio;
}

/** Polls until every folio has a ticket; rejects with the missing ones after `timeoutMs`. */
export async function waitForFolios(emulator: PrinterEmulator, folios: readonly string[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const printed = ticketsByFolio(emulator.jobs());
    const missing = folios.filter((folio) => !printed.has(folio));
    if (missing.length === 0) return;
    if (Date.now() > deadline) throw new Error(`Faltan ${missing.length} tickets: ${missing.slice(0, 10).join(', ')}`);
    await sleep(200);
  }
}

/** The ticket's text as one line per paragraph: wrapped lines joined, so names and notes read whole. */
export function flatText(job: EmulatorJob): string {
  return job.text.replace(/\s+/g, ' ');
}

/** What a correct ticket of this order shows: folio, customer name and total in MXN. */
export function ticketProblems(job: EmulatorJob, detail: OrderDetail): string[] {
  const text = flatText(job);
  const problems: string[] = [];
  if (!text.includes(`Pedido ${detail.pedido.folio}`)) problems.push(`sin folio ${detail.pedido.folio}`);
  if (!text.includes(`Cliente: ${detail.pedido.nombre}`)) problems.push(`sin cliente ${detail.pedido.nombre}`);
  const total = /TOTAL MXN (\S+)/.exec(text)?.[1];
  if (total !== formatMoney(detail.pedido.total)) problems.push(`total ${total ?? '(ninguno)'} en vez de ${formatMoney(detail.pedido.total)}`);
  return problems;
}
