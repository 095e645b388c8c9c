// Refunds (docs/payments.md): cancelling or rejecting an order paid online asks for a whole refund through the
// provider that charged it, in the transaction that ends the order (who and when are recorded); the refund
// itself is made right after, and again by the sweep while it stays «pendiente». A refused refund is «fallido»
// with the provider's words until someone presses «Reintentar reembolso». The provider's idempotency key is the
// row and request time, so two instances making the same refund make one.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { isUuid } from '../../../../shared/ids';
import type { DbOrTx } from '../../db/database';
import { onlinePayments } from '../../db/schema/index';
import { HttpError, notFound } from '../../errors';
import { markOrderPayment } from './apply';
import type { PaymentDeps } from './checkout';
import { clientFor, providerCredentials } from './credentials';
import { providerMessage } from './provider';

export const REFUND_MSG = {
  notFailed: 'Solo se reintenta un reembolso que falló',
  missing: 'No se encontró el pago',
  noCredentials: 'El proveedor de pago ya no está conectado en Integraciones',
} as const;

/** Inside the transaction that cancels or rejects the order: its paid online payments are to be refunded. */
export async function requestRefundOnEnd(tx: DbOrTx, commerceId: string, orderId: string, actor: string | null): Promise<number> {
  const asked = await tx
    .update(onlinePayments)
    .set({ reembolso_estatus: 'pendiente', reembolso_por: actor, reembolso_solicitado_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(onlinePayments.id_comercio, commerceId), eq(onlinePayments.id_pedido, orderId), eq(onlinePayments.estatus, 'pagado'), isNull(onlinePayments.reembolso_estatus)))
    .returning({ id: onlinePayments.id });
  return asked.length;
}

const inFlight = new Set<string>();

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
      const credentials = await providerCredentials(deps.db, deps.secretsKey, row.id_comercio, row.proveedor);
      const key = `refund-${row.id}-${row.reembolso_solicitado_at?.getTime() ?? 0}`;
      let outcome: { ok: true; id: string } | { ok: false; error: string };
      if (!credentials) outcome = { ok: false, error: REFUND_MSG.noCredentials };
      else {
        outcome = await clientFor(row.proveedor, credentials)
          .refund(row.pago_id, key)
          .then((refund) => ({ ok: true as const, id: refund.id }))
          .catch((error: unknown) => ({ ok: false as const, error: providerMessage(error) }));
      }
      await deps.db.transaction(async (tx) => {
        const now = new Date();
        const settled = await tx
          .update(onlinePayments)
          .set(
            outcome.ok
              ? { reembolso_estatus: 'hecho', reembolso_id: outcome.id, reembolso_error: null, reembolsado_at: now, updated_at: now }
              : { reembolso_estatus: 'fallido', reembolso_error: outcome.error.slice(0, 500), updated_at: now },
          )
          .where(and(eq(onlinePayments.id, row.id), eq(onlinePayments.reembolso_estatus, 'pendiente')))
          .returning({ id: onlinePayments.id });
        if (settled.length > 0 && outcome.ok) await markOrderPayment(tx, row.id_comercio, row.id_pedido, 'cancelado');
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
