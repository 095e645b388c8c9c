// Shared test data and an in-memory PrintingService that records every call (unit tests only;
// the agent integration test uses the real main/services/printing).
import { defaultPrintSettings, type PrintSettings, type PrintingService, type TicketCommerce } from '@shared/printing';
import type { CashShift } from '@shared/counter';
import type { OrderDetail } from '@shared/types/order';
import type { AppServices } from '../../../../main/handlers/index';
import type { Logger } from '../../../../main/handlers/types';

export const PANEL_ORIGIN = 'http://localhost:8080';

export const commerce: TicketCommerce = {
  nombre: 'Taquería El Güero',
  direccion: 'Av. Juárez 123, Centro',
  telefono: '9931234567',
  logotipo: null,
  zona_horaria: 'America/Mexico_City',
};

export function orderDetail(): OrderDetail {
  return {
    pedido: {
      id: 'ord_1',
      folio: 'TAQ-0001',
      id_comercio: 'com_1',
      metodo_entrega: 'takeAway',
      metodo_pago: 'efectivo',
      estatus: 'pending',
      estatus_pedido: 'pending',
      estatus_pago: 'pendiente',
      enlace_pago: null,
      link_clip: null,
      nombre: 'Ana Núñez',
      numero_celular: '9931112233',
      country_code: '52',
      numero_mesa: null,
      colonia: null,
      calle: null,
      numero_exterior: null,
      numero_interior: null,
      direccion_completa: null,
      referencias: null,
      latitud: null,
      longitud: null,
      comentario: 'Sin cebolla',
      propina: 0,
      costo_envio: 0,
      subtotal: 90,
      total: 90,
      cliente_paga_con: 100,
      coupon_code: null,
      coupon_type: null,
      coupon_value: null,
      coupon_amount: null,
      delivery_type: null,
      delivery_driver_info: null,
      delivery_tracking_id: null,
      delivery_tracking_url: null,
      has_requested_rider: false,
      delivery_status: null,
      origin: 'menu',
      self_service: null,
      tiempo_preparacion: null,
      created_at: '2026-11-21T18:00:00.000Z',
      updated_at: '2026-11-21T18:00:00.000Z',
    },
    productos: [
      {
        id: 'l1',
        id_pedido: 'ord_1',
        id_producto: 'p1',
        id_categoria: null,
        presentacion: 'Orden',
        nombre: 'Tacos al pastor',
        cantidad: 3,
        precio: 30,
        subtotal: 90,
        instrucciones: null,
        extras: [],
      },
    ],
  };
}

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
