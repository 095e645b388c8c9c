// The trigger side of automatic printing (module IMPRESION_AUTOMATICA): asks the desktop side to print an
// order on 'onOrderReceived' or 'onOrderAccepted'. The main-process ledger makes each (order, trigger,
// printer) print once, so replays after a reconnect are harmless. Without a bridge it does nothing.
import type { AutoPrintTrigger, TicketCommerce } from '@shared/printing';
import type { Commerce } from '@shared/types/commerce';
import type { DesktopBridge } from '@shared/ipc/contract';
import type { OrderDetail } from '@shared/types/order';

/** Orders older than this are never auto-printed on a resync, so a fresh install does not print history. */
export const AUTO_PRINT_REPLAY_WINDOW_MS = 12 * 60 * 60 * 1000;

export function ticketCommerce(commerce: Pick<Commerce, 'nombre' | 'direccion' | 'telefono' | 'logotipo' | 'zona_horaria'>): TicketCommerce {
  return {
    nombre: commerce.nombre,
    direccion: commerce.direccion ?? '',
    telefono: commerce.telefono ?? '',
    logotipo: commerce.logotipo ?? null,
    zona_horaria: commerce.zona_horaria,
  };
}

export interface AutoPrinterDeps {
  /** Module IMPRESION_AUTOMATICA present. */
  enabled(): boolean;
  bridge(): DesktopBridge;
  commerce(): Promise<TicketCommerce | null>;
  loadDetail(orderId: string): Promise<OrderDetail | null>;
  /** Backoff of failed requests (agent restarting, printer service busy, detail fetch failed). */
  retry?: { baseMs: number; maxMs: number; maxAttempts: number };
}

/** About an hour of retries at the 30 s cap: long enough for an agent or app restart, bounded for deleted orders. */
export const AUTO_PRINT_RETRY = { baseMs: 1_000, maxMs: 30_000, maxAttempts: 120 };

export interface AutoPrinter {
  /** Queues one auto-print request; resolves when it was handed to the desktop side (or skipped). */
  request(trigger: AutoPrintTrigger, order: string | OrderDetail): Promise<void>;
}

export function createAutoPrinter(deps: AutoPrinterDeps): AutoPrinter {
  let chain: Promise<void> = Promise.resolve();
  // Both triggers of one order come in a row on a resync: load its detail once.
  let last: OrderDetail | null = null;
  const detailOf = async (order: string | OrderDetail): Promise<OrderDetail | null> => {
    if (typeof order !== 'string') return (last = order);
    if (last?.pedido.id === order) return last;
    const loaded = await deps.loadDetail(order);
    last = loaded;
    return loaded;
  };
  const run = async (trigger: AutoPrintTrigger, order: string | OrderDetail) => {
    // Checked before loading anything: without the module or a bridge nothing is fetched at all.
    if (!deps.enabled()) return;
    const bridge = deps.bridge();
    if (bridge.kind === 'none') return;
    const [detail, commerce] = await Promise.all([detailOf(order), deps.commerce()]);
    if (!detail || !commerce) throw new Error('Pedido o comercio no disponible');
    await bridge.autoPrint({ trigger, order: detail, commerce });
  };
  const retry = deps.retry ?? AUTO_PRINT_RETRY;
  const enqueue = (trigger: AutoPrintTrigger, order: string | OrderDetail, attempt: number): Promise<void> => {
    // One at a time, in arrival order; a failure never blocks the next request, and the failed one is
    // asked again with backoff so a ticket is not lost while the agent or the app restarts. Repeats are
    // harmless: the main-process ledger prints each (order, trigger, printer) once.
    const next = chain.then(() => run(trigger, order)).catch(() => {
      if (attempt + 1 >= retry.maxAttempts) return;
      const delay = Math.min(retry.maxMs, retry.baseMs * 2 ** attempt);
      setTimeout(() => void enqueue(trigger, order, attempt + 1), delay);
    });
    chain = next;
    return next;
  };
  return {
    request: (trigger, order) => enqueue(trigger, order, 0),
  };
}
