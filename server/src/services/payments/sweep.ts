// The payments' sweep (docs/payments.md), on every instance: an online order not paid in time is cancelled with
// a reason the customer's page shows (after one last read of the provider when it can be read by reference),
// a payment link not paid in time stops being offered, and refunds still «pendiente» are made.
import { and, eq, lt, sql } from 'drizzle-orm';
import { onlinePayments, orders } from '../../db/schema/index';
import { publishEvent } from '../../live/publisher';
import { applyReading } from './apply';
import type { PaymentDeps } from './checkout';
import { clientFor, providerCredentials } from './credentials';
import { performPendingRefunds } from './refunds';
import { startRepeatingPass, type RepeatingPass } from '../repeating-pass';

export const EXPIRED_REASON = 'No se recibió el pago en línea a tiempo';

/** Re-reads a Stripe session or a Clip link before giving up on it (a webhook may be late); Mercado Pago is read by payment id only. */
async function paidMeanwhile(deps: PaymentDeps, row: typeof onlinePayments.$inferSelect): Promise<boolean> {
  if (row.proveedor === 'mercadoPago') return false;
  const credentials = await providerCredentials(deps.db, deps.secretsKey, row.id_comercio, row.proveedor);
  if (!credentials) return false;
  try {
    const reading = await clientFor(row.proveedor, credentials, deps.providerUrls).readPayment(row.referencia);
    if (reading.estatus !== 'pagado') return false;
    return (await applyReading(deps.db, { commerceId: row.id_comercio, provider: row.proveedor, reading, referencia: row.referencia })) === 'pagado';
  } catch {
    return false;
  }
}

export async function expireUnpaid(deps: PaymentDeps, at: Date = new Date()): Promise<number> {
  const due = await deps.db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.estatus, 'pendiente'), lt(onlinePayments.expira_at, at)))
    .limit(50);
  let expired = 0;
  for (const row of due) {
    if (await paidMeanwhile(deps, row)) continue;
    await deps.db.transaction(async (tx) => {
      const marked = await tx
        .update(onlinePayments)
        .set({ estatus: 'expirado', updated_at: at })
        .where(and(eq(onlinePayments.id, row.id), eq(onlinePayments.estatus, 'pendiente')))
        .returning({ id: onlinePayments.id });
      if (marked.length === 0 || row.origen !== 'checkout') return;
      // The customer's order, still waiting and unpaid, is cancelled (a counter's link leaves its order alone).
      const cancelled = await tx
        .update(orders)
        .set({ estatus_pedido: 'canceled', estatus: 'canceled', motivo_estatus: EXPIRED_REASON, updated_at: at })
        .where(and(eq(orders.id, row.id_pedido), eq(orders.estatus_pedido, 'pending'), sql`${orders.estatus_pago} <> 'pagado'`))
        .returning({ id: orders.id });
      if (cancelled.length > 0) await publishEvent(tx, row.id_comercio, 'changeOrderStatus', { orderId: row.id_pedido, status: 'canceled' });
      expired += 1;
    });
  }
  return expired;
}

export async function sweepPayments(deps: PaymentDeps, at: Date = new Date()): Promise<void> {
  await expireUnpaid(deps, at);
  await performPendingRefunds(deps);
}

export type PaymentSweeper = RepeatingPass;

export function startPaymentSweeper(deps: PaymentDeps, options: { everyMs: number; onError: (error: unknown) => void }): PaymentSweeper {
  return startRepeatingPass(() => sweepPayments(deps), options);
}
