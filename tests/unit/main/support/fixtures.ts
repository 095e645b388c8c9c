// Shared test data (the sample order: tests/support/sample-order.ts) and an in-memory PrintingService that records every call (unit tests only;
// the agent integration test uses the real main/services/printing).
import { defaultPrintLocationsChoice, defaultPrintSettings, type PrintSettings, type PrintingService } from '@shared/printing';
import type { CashShift } from '@shared/counter';
import type { AppServices } from '../../../../main/handlers/index';
import type { Logger } from '../../../../main/handlers/types';

export const PANEL_ORIGIN = 'http://localhost:8080';

/** A closed shift as GET /v1/caja/turnos returns it: fondo 500 + cash 1,250.50 + in 200 − out 150 = 1,800.50. */
export function cashShift(): CashShift {
  return {
    id: 'turno-1',
    abierto_at: '2026-11-21T14:00:00.000Z',
    cerrado_at: '2026-11-22T04:10:00.000Z',
    fondo_inicial: 500,
    efectivo_contado: 1790.5,
    efectivo_esperado: 1800.5,
    diferencia: -10,
    nota: 'Faltó cambio en monedas',
    resumen: {
      fondo_inicial: 500,
      ventas_por_metodo: { efectivo: 1250.5, tarjeta: 980, transferencia: 320, en_linea: 145.9, por_confirmar: 0 },
      entradas: 200,
      salidas: 150,
      propinas: 86.5,
      descuentos: 40,
      cambio_entregado: 312.5,
      pedidos_por_tipo: { delivery: 9, takeAway: 14, inRestaurant: 11 },
      pedidos: 34,
      ventas_total: 2696.4,
      efectivo_esperado: 1800.5,
    },
    movimientos: [
      { id: 'm1', tipo: 'entrada', monto: 200, motivo: 'Cambio del banco', created_at: '2026-11-21T16:00:00.000Z' },
      { id: 'm2', tipo: 'salida', monto: 150, motivo: 'Compra de hielo y tortillas para la cena', created_at: '2026-11-21T23:00:00.000Z' },
    ],
  };
}

export interface RecordedCall {
  method: string;
  args: unknown[];
}

export function createFakePrinting(overrides: Partial<PrintingService> = {}): PrintingService & { calls: RecordedCall[] } {
  let settings: PrintSettings = defaultPrintSettings();
  const calls: RecordedCall[] = [];
  const record = (method: string, args: unknown[]) => calls.push({ method, args });
  const service: PrintingService = {
    async listPrinters() {
      record('listPrinters', []);
      return [{ name: 'Emulador', connection: { kind: 'network', host: '127.0.0.1', port: 9100 }, source: 'network', isDefault: false, online: true }];
    },
    async probeNetworkPrinter(host, port) {
      record('probeNetworkPrinter', [host, port]);
      return true;
    },
    async getSettings() {
      record('getSettings', []);
      return settings;
    },
    async saveSettings(next) {
      record('saveSettings', [next]);
      settings = next;
      return settings;
    },
    async getStatus() {
      record('getStatus', []);
      return [];
    },
    async printOrder(input) {
      record('printOrder', [input]);
      return { ok: true, jobs: 1 };
    },
    async printTestPage(slot, shop) {
      record('printTestPage', [slot, shop]);
      return { ok: true, jobs: 1 };
    },
    async renderPreviewHtml(input) {
      record('renderPreviewHtml', [input]);
      return '<div>ticket</div>';
    },
    async printBill(input) {
      record('printBill', [input]);
      return { ok: true, jobs: 1 };
    },
    async printReceipt(input) {
      record('printReceipt', [input]);
      return { ok: true, jobs: 1 };
    },
    async printCashClose(input) {
      record('printCashClose', [input]);
      return { ok: true, jobs: 1 };
    },
    async openCashDrawer() {
      record('openCashDrawer', []);
      return { ok: true, jobs: 1 };
    },
    async startAutoPrint(session) {
      record('startAutoPrint', [session]);
      return { running: true, connected: false, commerceId: session.commerceId, since: null, stopReason: null, message: null };
    },
    async stopAutoPrint() {
      record('stopAutoPrint', []);
      return { running: false, connected: false, commerceId: null, since: null, stopReason: 'signedOut', message: null };
    },
    async getAutoPrintState() {
      record('getAutoPrintState', []);
      return { running: false, connected: false, commerceId: null, since: null, stopReason: null, message: null };
    },
    async getPrintLocations() {
      record('getPrintLocations', []);
      return { available: [], choice: defaultPrintLocationsChoice(), following: [] };
    },
    async savePrintLocations(choice) {
      record('savePrintLocations', [choice]);
      return { available: [], choice, following: [] };
    },
    async getRecentJobs() {
      record('getRecentJobs', []);
      return [];
    },
    async retryWaitingJobs() {
      record('retryWaitingJobs', []);
    },
    async close() {
      record('close', []);
    },
    ...overrides,
  };
  return Object.assign(service, { calls });
}

export function createAppServices(): AppServices & { notified: { title: string; body: string }[]; opened: string[]; badges: number[] } {
  const notified: { title: string; body: string }[] = [];
  const opened: string[] = [];
  const badges: number[] = [];
  return {
    notified,
    opened,
    badges,
    info: () => ({ platform: 'linux', isDesktop: true, agent: false, version: '0.1.0' }),
    updater: { check: async () => ({ status: 'up-to-date', version: '0.1.0' }) },
    notifier: {
      notify: async (input) => {
        notified.push(input);
        return 'clicked';
      },
    },
    shell: { openExternal: async (url) => void opened.push(url) },
    badge: { setCount: (count) => void badges.push(count) },
  };
}

export function silentLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const push = (message: string) => void lines.push(message);
  return { lines, info: push, warn: push, error: push };
}
