// Reading payments back: what the customer's status page says (public), and «Cobros en línea»'s list with its
// totals by provider (docs/payments.md).
import { and, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import {
  PAYMENT_PROVIDER_CODES,
  PAYMENT_PROVIDER_LABELS,
  isOnlinePaymentMethod,
  type OnlinePaymentRow,
  type OnlinePaymentsAnswer,
  type OnlinePaymentTotals,
  type PublicOrderPayment,
} from '../../../../shared/online-payment';
import { isUuid } from '../../../../shared/ids';
import { fromCents } from '../../../../shared/money';
import type { DbOrTx } from '../../db/database';
import { onlinePayments, orders, users } from '../../db/schema/index';

/**
 * Paid online money of `online_payments p` (the cash close and the statistics): a table bill's link counts only once
 * it paid the table (id_cobro_mesa); one paid after its visit was closed at the counter is refunded, and its first
 * order is a sale of the counter's method.
 */
export const COUNTS_AS_ONLINE_MONEY = sql`p.estatus = 'pagado' AND (p.id_mesa IS NULL OR p.id_cobro_mesa IS NOT NULL)`;

export const PUBLIC_PAYMENT_MSG = {
  none: 'Falta pagar tu pedido en línea.',
  pending: (provider: string) => `Tu pago está pendiente. Si ya pagaste, esta página se actualiza en cuanto ${provider} lo confirme.`,
  paid: 'Pago recibido. ¡Gracias!',
  failed: 'El pago no se completó. Puedes intentarlo de nuevo.',
  expired: 'El tiempo para pagar terminó y tu pedido se canceló. No se hizo ningún cargo.',
  refundPending: 'Tu pedido se canceló: estamos devolviendo tu pago.',
  refundDone: 'Tu pedido se canceló y te devolvimos el pago a tu medio de pago.',
  refundFailed: 'Tu pedido se canceló; el comercio está revisando la devolución de tu pago.',
  notOnline: 'Este pedido se paga al recibirlo.',
} as const;

/** What the status page shows about the payment of an order; null when the order is not this commerce's. */
export async function publicOrderPayment(db: DbOrTx, commerceId: string, orderId: string): Promise<PublicOrderPayment | null> {
  if (!isUuid(orderId)) return null;
  const [order] = await db
    .select({ metodo: orders.metodo_pago, estatus: orders.estatus_pedido })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.id_comercio, commerceId), isNull(orders.deleted_at)));
  if (!order) return null;
  const [payment] = await db.select().from(onlinePayments).where(and(eq(onlinePayments.id_pedido, orderId), eq(onlinePayments.id_comercio, commerceId))).orderBy(desc(onlinePayments.created_at)).limit(1);
  const ended = order.estatus === 'canceled' || order.estatus === 'rejected';
  if (!payment) {
    const online = isOnlinePaymentMethod(order.metodo);
    return { estatus: 'sin_pago', proveedor: null, url: null, expira_at: null, reembolso: null, mensaje: online && !ended ? PUBLIC_PAYMENT_MSG.none : PUBLIC_PAYMENT_MSG.notOnline };
  }
  const refund = payment.reembolso_estatus;
  const mensaje =
    refund === 'hecho'
      ? PUBLIC_PAYMENT_MSG.refundDone
      : refund === 'pendiente'
        ? PUBLIC_PAYMENT_MSG.refundPending
        : refund === 'fallido'
          ? PUBLIC_PAYMENT_MSG.refundFailed
          : payment.estatus === 'pagado'
            ? PUBLIC_PAYMENT_MSG.paid
            : payment.estatus === 'expirado'
              ? PUBLIC_PAYMENT_MSG.expired
              : payment.estatus === 'fallido'
                ? PUBLIC_PAYMENT_MSG.failed
                : PUBLIC_PAYMENT_MSG.pending(PAYMENT_PROVIDER_LABELS[payment.proveedor]);
  return {
    estatus: payment.estatus,
    proveedor: payment.proveedor,
    url: payment.estatus === 'pendiente' && !ended ? payment.url : null,
    expira_at: payment.expira_at?.toISOString() ?? null,
    reembolso: refund,
    mensaje,
  };
}

const money = (cents: number | null) => (cents == null ? null : fromCents(cents));

/** «Cobros en línea»: the payments created in [desde, hasta) (the newest 500), and their totals by provider. */
export async function listOnlinePayments(db: DbOrTx, commerceId: string, range: { desde?: Date | null; hasta?: Date | null } = {}): Promise<OnlinePaymentsAnswer> {
  const rows = await db
    .select({ payment: onlinePayments, folio: orders.folio, nombre: orders.nombre, actor: users.name })
    .from(onlinePayments)
    .innerJoin(orders, eq(orders.id, onlinePayments.id_pedido))
    .leftJoin(users, eq(users.id, onlinePayments.reembolso_por))
    .where(
      and(
        eq(onlinePayments.id_comercio, commerceId),
        range.desde ? gte(onlinePayments.created_at, range.desde) : undefined,
        range.hasta ? lt(onlinePayments.created_at, range.hasta) : undefined,
      ),
    )
    .orderBy(desc(onlinePayments.created_at))
    .limit(500);
  const pagos: OnlinePaymentRow[] = rows.map(({ payment: p, folio, nombre, actor }) => ({
    id: p.id,
    id_pedido: p.id_pedido,
    folio,
    nombre,
    proveedor: p.proveedor,
    origen: p.origen,
    referencia: p.referencia,
    pago_id: p.pago_id,
    url: p.url,
    monto: fromCents(p.monto_cents),
    comision: money(p.comision_cents),
    estatus: p.estatus,
    detalle: p.detalle,
    pagado_at: p.pagado_at?.toISOString() ?? null,
    reembolso_estatus: p.reembolso_estatus,
    reembolso_monto: money(p.reembolso_monto_cents),
    reembolsado: fromCents(p.reembolsado_cents),
    reembolso_error: p.reembolso_error,
    reembolso_por: p.reembolso_estatus ? (actor ?? (p.reembolso_por ? 'Usuario eliminado' : 'Automático')) : null,
    reembolsado_at: p.reembolsado_at?.toISOString() ?? null,
    created_at: p.created_at.toISOString(),
  }));
  const totales: OnlinePaymentTotals[] = PAYMENT_PROVIDER_CODES.map((proveedor) => {
    const paid = rows.filter((r) => r.payment.proveedor === proveedor && r.payment.estatus === 'pagado');
    const cents = (pick: (p: typeof onlinePayments.$inferSelect) => number) => paid.reduce((sum, r) => sum + pick(r.payment), 0);
    return {
      proveedor,
      pagos: paid.length,
      cobrado: fromCents(cents((p) => p.monto_cents)),
      reembolsado: fromCents(cents((p) => p.reembolsado_cents)),
      comisiones: fromCents(cents((p) => p.comision_cents ?? 0)),
    };
  });
  return { pagos, totales };
}
