// What a provider's answer does to a payment and its order (docs/payments.md). Only a reading of the provider's
// API reaches here (a webhook says "look again", never "paid"), so events that come twice or out of order end in
// the same state: a payment only moves forward (pendiente → pagado | fallido | expirado; fallido/expirado →
// pagado when the customer pays after all), «pagado» is never undone by an older event, and the order's
// estatus_pago follows in the same transaction with its live event.
import { and, eq, sql } from 'drizzle-orm';
import { isUuid } from '../../../../shared/ids';
import type { PaymentProviderCode } from '../../../../shared/online-payment';
import type { Db, Tx } from '../../db/database';
import { onlinePayments, orders, paymentWebhookEvents } from '../../db/schema/index';
import { publishEvent } from '../../live/publisher';
import type { PaymentReading } from './provider';
import { markOrderPayment } from './refunds';
import { settlePaidTableBill } from './table-bill';

type PaymentRow = typeof onlinePayments.$inferSelect;

// One implementation (refunds.ts); kept importable from here, where the payment's state machine lives.
export { markOrderPayment };

/** The order waits for its payment to ring (intake holds it with this fire time, docs/payments.md). */
export const HELD_UNTIL_PAID = new Date('9999-12-31T00:00:00Z');

export type ApplyOutcome = 'duplicado' | 'sin_pago' | 'sin_cambio' | 'actualizado' | 'pagado' | 'monto_distinto';

async function lockPayment(tx: Tx, commerceId: string, provider: PaymentProviderCode, match: { id?: string | null; referencia?: string | null }): Promise<PaymentRow | null> {
  const where = isUuid(match.id)
    ? and(eq(onlinePayments.id, match.id), eq(onlinePayments.id_comercio, commerceId), eq(onlinePayments.proveedor, provider))
    : match.referencia
      ? and(eq(onlinePayments.referencia, match.referencia), eq(onlinePayments.id_comercio, commerceId), eq(onlinePayments.proveedor, provider))
      : null;
  if (!where) return null;
  const [row] = await tx.select().from(onlinePayments).where(where).for('update');
  return row ?? null;
}

/** Rings and prints an order intake held for its payment (the scheduler's newOrder event, once). */
async function releaseHeldOrder(tx: Tx, commerceId: string, orderId: string): Promise<void> {
  const released = await tx
    .update(orders)
    .set({ fire_at: sql`now()`, fired_at: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.fire_at, HELD_UNTIL_PAID), sql`${orders.fired_at} IS NULL`))
    .returning({ id: orders.id, folio: orders.folio, estatus: orders.estatus_pedido, deleted: orders.deleted_at });
  const order = released[0];
  if (order && order.estatus === 'pending' && !order.deleted) await publishEvent(tx, commerceId, 'newOrder', { orderId: order.id, commerceId, folio: order.folio });
}

/**
 * Applies a reading of the provider's API. `eventId`: the webhook event that caused it; an event already applied
 * changes nothing (recorded in the same transaction, so a failed apply is retried by the provider's next delivery).
 */
export async function applyReading(
  db: Db,
  input: { commerceId: string; provider: PaymentProviderCode; reading: PaymentReading; referencia?: string | null; eventId?: string | null },
): Promise<ApplyOutcome> {
  const { commerceId, provider, reading } = input;
  return db.transaction(async (tx) => {
    if (input.eventId) {
      const fresh = await tx.insert(paymentWebhookEvents).values({ proveedor: provider, evento_id: input.eventId, id_comercio: commerceId }).onConflictDoNothing().returning();
      if (fresh.length === 0) return 'duplicado';
    }
    const row = await lockPayment(tx, commerceId, provider, { id: reading.paymentId, referencia: input.referencia });
    if (!row) return 'sin_pago';
    const now = new Date();
    const common = { pago_id: reading.pagoId ?? row.pago_id, comision_cents: reading.comisionCents ?? row.comision_cents, updated_at: now };
    if (row.estatus === 'pagado') {
      // Already paid: a later reading only adds what was missing (the fee) or the provider's refund.
      const refundedThere = reading.reembolsado && row.reembolso_estatus !== 'hecho';
      await tx
        .update(onlinePayments)
        .set({ ...common, ...(refundedThere ? { reembolso_estatus: 'hecho' as const, reembolsado_at: now, reembolso_error: null } : {}) })
        .where(eq(onlinePayments.id, row.id));
      // A table bill's link names the visit's first order only: the provider's refund does not touch that order.
      if (refundedThere && !row.id_mesa) await markOrderPayment(tx, commerceId, row.id_pedido, 'cancelado');
      return refundedThere ? 'actualizado' : 'sin_cambio';
    }
    if (reading.estatus === 'pagado') {
      // The provider's amount must be the order's: anything else is never «pagado» (docs/payments.md).
      if (reading.montoCents !== row.monto_cents) {
        await tx.update(onlinePayments).set({ ...common, detalle: `monto distinto: ${reading.montoCents ?? 'desconocido'} ≠ ${row.monto_cents}` }).where(eq(onlinePayments.id, row.id));
        return 'monto_distinto';
      }
      if (row.id_mesa) {
        // A table's bill (table-bill.ts): the table closes when the bill is still the one the link charged.
        await tx.update(onlinePayments).set({ ...common, estatus: 'pagado', detalle: reading.detalle, pagado_at: now }).where(eq(onlinePayments.id, row.id));
        await settlePaidTableBill(tx, { ...row, ...common, estatus: 'pagado' });
        return 'pagado';
      }
      const [order] = await tx.select({ estatus: orders.estatus_pedido }).from(orders).where(eq(orders.id, row.id_pedido));
      const ended = order?.estatus === 'canceled' || order?.estatus === 'rejected';
      await tx
        .update(onlinePayments)
        .set({
          ...common,
          estatus: 'pagado',
          detalle: reading.detalle,
          pagado_at: now,
          // Paid after the order ended (it expired, or the counter cancelled it meanwhile): the money goes back.
          ...(ended ? { reembolso_estatus: 'pendiente' as const, reembolso_solicitado_at: now } : {}),
        })
        .where(eq(onlinePayments.id, row.id));
      await markOrderPayment(tx, commerceId, row.id_pedido, 'pagado');
      if (!ended) await releaseHeldOrder(tx, commerceId, row.id_pedido);
      return 'pagado';
    }
    const next = reading.estatus === 'pendiente' ? row.estatus : reading.estatus;
    if (next === row.estatus && reading.detalle === row.detalle) return 'sin_cambio';
    await tx.update(onlinePayments).set({ ...common, estatus: next, detalle: reading.detalle }).where(eq(onlinePayments.id, row.id));
    return 'actualizado';
  });
}
