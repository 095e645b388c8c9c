// Spanish labels of the wire values, one copy for panel, server (reports) and tickets (docs/domain.md,
// "Textos exactos"). A screen that needs a longer wording for its context (e.g. the public menu's
// 'Tarjeta (terminal al entregar)') keeps its own, next to the screen.
import type { PaymentMethod, PaymentStatus } from './constants';
import { formatMoney } from './money';

export { DELIVERY_STATUS_LABELS, DELIVERY_TYPE_LABELS, ORDER_STATUS_LABELS } from './orders/status-machine';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  efectivo: 'Efectivo',
  tarjeta: 'Tarjeta',
  transferencia: 'Transferencia',
  enlace_pago: 'Enlace de pago',
  payment_provider: 'Pago en línea',
  toconfirm: 'Por confirmar',
};

/** How an order was paid, in words: «Efectivo + Tarjeta» for a table paid in several methods. */
export function paymentMethodsLabel(order: { metodo_pago: PaymentMethod; metodos_pago_mesa?: readonly PaymentMethod[] }): string {
  const methods = order.metodos_pago_mesa && order.metodos_pago_mesa.length > 0 ? order.metodos_pago_mesa : [order.metodo_pago];
  return methods.map((method) => PAYMENT_METHOD_LABELS[method] ?? method).join(' + ');
}

/**
 * A table payment in several methods, in words, or null when the order was paid in one: each method with its
 * amount when the parts came with the order («Efectivo $220.00 + Tarjeta $220.00»), else the methods.
 */
export function splitPaymentLabel(order: {
  metodo_pago: PaymentMethod;
  metodos_pago_mesa?: readonly PaymentMethod[];
  pagos_mesa?: readonly { metodo: PaymentMethod; monto: number }[];
}): string | null {
  const parts = order.pagos_mesa ?? [];
  if (new Set(parts.map((part) => part.metodo)).size > 1) {
    return parts.map((part) => `${PAYMENT_METHOD_LABELS[part.metodo] ?? part.metodo} ${formatMoney(part.monto)}`).join(' + ');
  }
  return (order.metodos_pago_mesa?.length ?? 0) > 1 ? paymentMethodsLabel(order) : null;
}

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pagado: 'Pagado',
  pendiente: 'Pendiente',
  cancelado: 'Cancelado',
};
