// Refunds (docs/payments.md): cancelling or rejecting an order paid online asks for a refund of what is left
// of the payment, and an edit that lowers a paid order's total asks for the difference, both through the
// provider that charged it, in the transaction that changes the order (who and when are recorded); the refund
// itself is made right after, and again by the sweep while it stays «pendiente». A refused refund is «fallido»
// with the provider's words until someone presses «Reintentar reembolso». Each refund made is a row of
// online_payment_refunds (what the cash close adds up). The provider's idempotency key is the row and request
// time, so two instances making the same refund make one. A table bill's link paid after its visit was closed
// (table-bill.ts) is refunded whole by the same machinery, asked by the system (no user).
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { isUuid } from '../../../../shared/ids';
import type { DbOrTx, Tx } from '../../db/database';
import { onlinePaymentRefunds, onlinePayments, orders } from '../../db/schema/index';
import { HttpError, notFound } from '../../errors';
import { publishEvent } from '../../live/publisher';
import type { PaymentDeps } from './checkout';
import { clientFor, providerCredentials } from './credentials';
import { providerMessage } from './provider';

export const REFUND_MSG = {
  notFailed: 'Solo se reintenta un reembolso que falló',
  missing: 'No se encontró el pago',
  noCredentials: 'El proveedor de pago ya no está conectado en Integraciones',
} as const;

/** An order's estatus_pago follows its payment, with its live event when it changes (apply.ts re-exports it). */
export async function markOrderPayment(tx: Tx, commerceId: string, orderId: string, estatus: 'pagado' | 'pendiente' | 'cancelado'): Promise<void> {
  const changed = await tx
    .update(orders)
    .set({ estatus_pago: estatus, updated_at: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.id_comercio, commerceId), sql`${orders.estatus_pago} <> ${estatus}`))
    .returning({ id: orders.id });
  if (changed.length > 0) await publishEvent(tx, commerceId, 'orderPaymentChanged', { orderId, estatus_pago: estatus });
}

/**
 * Inside the caller's transaction: what is left of one paid payment is to be refunded whole, asked by `actor`
 * (null: the system) now. Made by the sweep (or «Reintentar reembolso» once it failed) like any other refund.
 * A whole refund already asked for is left as it is, so asking twice refunds once.
 */
export async function requestWholeRefund(tx: DbOrTx, commerceId: string, paymentId: string, actor: string | null): Promise<boolean> {
  const asked = await tx
    .update(onlinePayments)
    .set({ reembolso_estatus: 'pendiente', reembolso_monto_cents: null, reembolso_error: null, reembolso_por: actor, reembolso_solicitado_at: sql`now()`, updated_at: sql`now()` })
    .where(
      and(
        eq(onlinePayments.id, paymentId),
        eq(onlinePayments.id_comercio, commerceId),
        eq(onlinePayments.estatus, 'pagado'),
        lt(onlinePayments.reembolsado_cents, onlinePayments.monto_cents),
        or(isNull(onlinePayments.reembolso_estatus), eq(onlinePayments.reembolso_estatus, 'hecho'), sql`${onlinePayments.reembolso_monto_cents} IS NOT NULL`),
      ),
    )
    .returning({ id: onlinePayments.id });
  return asked.length > 0;
}

/** Inside the transaction that cancels or rejects the order: what is left of its paid online payments is to be refunded. */
export async function requestRefundOnEnd(tx: DbOrTx, commerceId: string, orderId: string, actor: string | null): Promise<number> {
  const asked = await tx
    .update(onlinePayments)
    .set({ reembolso_estatus: 'pendiente', reembolso_monto_cents: null, reembolso_error: null, reembolso_por: actor, reembolso_solicitado_at: sql`now()`, updated_at: sql`now()` })
    .where(
      and(
        eq(onlinePayments.id_comercio, commerceId),
        eq(onlinePayments.id_pedido, orderId),
        // A table bill's link only names the visit's first order; that order ending or changing refunds nothing.
        isNull(onlinePayments.id_mesa),
        eq(onlinePayments.estatus, 'pagado'),
        lt(onlinePayments.reembolsado_cents, onlinePayments.monto_cents),
        // Already asked for the whole rest: nothing to change (a part still pending becomes the whole rest).
        or(isNull(onlinePayments.reembolso_estatus), eq(onlinePayments.reembolso_estatus, 'hecho'), sql`${onlinePayments.reembolso_monto_cents} IS NOT NULL`),
      ),
    )
    .returning({ id: onlinePayments.id });
  return asked.length;
}

/**
 * Inside the transaction of an edit of an order paid online: when the new total is below what the provider
 * still holds, the difference is to be refunded (by `actor`, now). Answers the cents asked for (0: nothing).
 * Asked again by a later edit, the amount is recomputed from what was refunded so far, so it never doubles.
 */
export async function requestRefundOnEdit(tx: DbOrTx, commerceId: string, orderId: string, newTotalCents: number, actor: string | null): Promise<number> {
  const [paid] = await tx
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.id_comercio, commerceId), eq(onlinePayments.id_pedido, orderId), isNull(onlinePayments.id_mesa), eq(onlinePayments.estatus, 'pagado')))
    .orderBy(desc(onlinePayments.pagado_at))
    .limit(1)
    .for('update');
  if (!paid) return 0;
  // A whole refund already asked for (the order ended) is not turned into a part.
  if (paid.reembolso_estatus === 'pendiente' && paid.reembolso_monto_cents == null) return 0;
  const difference = paid.monto_cents - paid.reembolsado_cents - newTotalCents;
  if (difference <= 0) return 0;
  await tx
    .update(onlinePayments)
    .set({ reembolso_estatus: 'pendiente', reembolso_monto_cents: difference, reembolso_error: null, reembolso_por: actor, reembolso_solicitado_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(onlinePayments.id, paid.id));
  return difference;
}

const inFlight = new Set<string>();

type RefundOutcome = { ok: true; id: string } | { ok: false; error: string };

/** Makes the pending refunds (of one order, or any), each once at a time in this process. */
export async function performPendingRefunds(deps: PaymentDeps, scope: { commerceId?: string; orderId?: string } = {}): Promise<number> {
  const rows = await deps.db
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.reembolso_estatus, 'pendiente'),
        scope.commerceId ? eq(onlinePayments.id_comercio, scope.commerceId) : undefined,
        scope.orderId ? eq(onlinePayments.id_pedido, scope.orderId) : undefined,
      ),
    )
    .limit(20);
  let done = 0;
  for (const row of rows) {
    if (inFlight.has(row.id) || !row.pago_id) continue;
    inFlight.add(row.id);
    try {
      const whole = row.reembolso_monto_cents == null;
      const amountCents = whole ? row.monto_cents - row.reembolsado_cents : Math.min(row.reembolso_monto_cents!, row.monto_cents - row.reembolsado_cents);
      const requestedAt = row.reembolso_solicitado_at;
      const key = `refund-${row.id}-${requestedAt?.getTime() ?? 0}`;
      let outcome: RefundOutcome;
      if (amountCents <= 0) outcome = { ok: true, id: '' };
      else {
        const credentials = await providerCredentials(deps.db, deps.secretsKey, row.id_comercio, row.proveedor);
        if (!credentials) outcome = { ok: false, error: REFUND_MSG.noCredentials };
        else {
          outcome = await clientFor(row.proveedor, credentials, deps.providerUrls)
            .refund(row.pago_id, key, amountCents)
            .then((refund) => ({ ok: true as const, id: refund.id }))
            .catch((error: unknown) => ({ ok: false as const, error: providerMessage(error) }));
        }
      }
      await deps.db.transaction(async (tx) => {
        const now = new Date();
        // Only the request this pass read: an edit or a cancel that asked again meanwhile keeps its own.
        const same = and(
          eq(onlinePayments.id, row.id),
          eq(onlinePayments.reembolso_estatus, 'pendiente'),
          sql`${onlinePayments.reembolso_monto_cents} IS NOT DISTINCT FROM ${row.reembolso_monto_cents}`,
        );
        const settled = await tx
          .update(onlinePayments)
          .set(
            outcome.ok
              ? { reembolso_estatus: 'hecho', reembolso_id: outcome.id || row.reembolso_id, reembolso_error: null, reembolsado_at: now, reembolsado_cents: sql`${onlinePayments.reembolsado_cents} + ${amountCents}`, updated_at: now }
              : { reembolso_estatus: 'fallido', reembolso_error: outcome.error.slice(0, 500), updated_at: now },
          )
          .where(same)
          .returning({ id: onlinePayments.id });
        if (settled.length === 0 || !outcome.ok) return;
        if (amountCents > 0) {
          await tx.insert(onlinePaymentRefunds).values({
            id_comercio: row.id_comercio,
            id_pago: row.id,
            proveedor: row.proveedor,
            monto_cents: amountCents,
            reembolso_id: outcome.id,
            motivo: whole ? 'cancelacion' : 'edicion',
            por: row.reembolso_por,
            created_at: now,
          });
        }
        // A part (an edit) leaves the order paid; the whole rest (the order ended) marks it refunded. A table
        // link only names its visit's first order, which was paid another way: that order is left alone.
        if (whole && !row.id_mesa) await markOrderPayment(tx, row.id_comercio, row.id_pedido, 'cancelado');
      });
      if (outcome.ok) done += 1;
    } finally {
      inFlight.delete(row.id);
    }
  }
  return done;
}

/** «Reintentar reembolso»: a failed refund is asked for again (by `actor`, now) and made at once. */
export async function retryRefund(deps: PaymentDeps, commerceId: string, paymentId: string, actor: string | null): Promise<void> {
  if (!isUuid(paymentId)) throw notFound(REFUND_MSG.missing);
  const [row] = await deps.db
    .select({ estado: onlinePayments.reembolso_estatus })
    .from(onlinePayments)
    .where(and(eq(onlinePayments.id, paymentId), eq(onlinePayments.id_comercio, commerceId)));
  if (!row) throw notFound(REFUND_MSG.missing);
  const asked = await deps.db
    .update(onlinePayments)
    .set({ reembolso_estatus: 'pendiente', reembolso_por: actor, reembolso_solicitado_at: new Date(), reembolso_error: null, updated_at: new Date() })
    .where(and(eq(onlinePayments.id, paymentId), eq(onlinePayments.id_comercio, commerceId), eq(onlinePayments.reembolso_estatus, 'fallido')))
    .returning({ id: onlinePayments.id });
  if (asked.length === 0) throw new HttpError(409, REFUND_MSG.notFailed, { code: 'REFUND_NOT_FAILED' });
  await performPendingRefunds(deps, { commerceId });
}
