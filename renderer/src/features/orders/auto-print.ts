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
}

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
    if (!detail || !commerce) return;
    await bridge.autoPrint({ trigger, order: detail, commerce });
  };
  return {
    request(trigger, order) {
      // One at a time, in arrival order; a failure (agent gone, printer error) never blocks the next.
      const next = chain.then(() => run(trigger, order)).catch(() => undefined);
      chain = next;
      return next;
    },
  };
}
