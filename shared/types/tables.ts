// Wire shapes of the cashier's tables (docs/counter.md), one declaration for the server and the panel.
// A table's floor state is TableFloor (shared/counter.ts).
import type { TablePartMethod } from '../counter';
import type { PaymentLinkAnswer } from '../online-payment';
import type { TableStatus } from './menu';
import type { Order, OrderDetail } from './order';

/** GET/POST /v1/mesas/:uuid/cuenta: the open orders of the table's visit and what they add up to. */
export interface TableBill {
  mesa: { uuid: string; numero: number };
  pedidos: OrderDetail[];
  /** Sum of the open orders' totals, pesos. */
  consumo: number;
  cuenta_pedida_at: string | null;
}

/** A visit that ended (paid, released or closed by the SPEC calls): the table and its orders as left. */
export interface SettledVisit {
  table: { uuid: string; numero: number; status: TableStatus };
  pedidos: Order[];
}

/** POST /v1/mesas/:uuid/cobrar. */
export interface TablePaymentResult extends SettledVisit {
  pago: { id: string; consumo: number; propina: number; total: number; cambio: number; pagos: { metodo: TablePartMethod; monto: number }[] };
}

/**
 * GET /v1/mesas/cuentas-cerradas?mesa=<uuid> | ?pedido=<id>: a table visit settled with payment, as it was
 * paid, so its bill and receipt can be printed again («COPIA») from the table or the order history.
 */
export interface ClosedTableBill {
  mesa: { uuid: string; numero: number };
  pago: {
    id: string;
    /** When the table was paid (ISO). */
    pagado_at: string;
    consumo: number;
    propina: number;
    total: number;
    /** Cash handed over, null when no part was cash. */
    efectivo_recibido: number | null;
    cambio: number;
    pagos: { metodo: TablePartMethod; monto: number }[];
  };
  /** The orders the payment settled, with their lines, oldest first. */
  pedidos: OrderDetail[];
}

/** POST /v1/mesas/:uuid/enlace-pago: the link for the bill as it is now (the same link while it is open). */
export interface TableBillLink extends PaymentLinkAnswer {
  /** The bill it charges, pesos (the server's total of the visit's open orders). */
  monto: number;
}

/** GET /v1/mesas/:uuid/enlace-pago: what the table's bill screen shows about paying by link. */
export interface TableBillLinkState {
  /** A payment provider is connected: «Enviar enlace de pago» is offered. */
  conectado: boolean;
  /** The table's latest link (any visit); `mesa_cerrada`: its payment closed the table. */
  ultimo: (TableBillLink & { mesa_cerrada: boolean }) | null;
  /** Paid online for this visit without closing it: the bill changed after the link was sent. */
  pagos_sin_aplicar: { monto: number; cuenta: number; proveedor: PaymentLinkAnswer['proveedor'] }[];
}
