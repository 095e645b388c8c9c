// Starting a payment (docs/payments.md): the customer's «Pagar» after checkout, or the counter's «Enviar enlace
// de pago». The amount is the order's total as the server stored it, never anything the client sent; a second
// press while a payment page is still open answers the same page.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { isUuid } from '../../../../shared/ids';
import { ONLINE_PAYMENT_MSG, PAYMENT_PROVIDER_LABELS, type OnlinePaymentOrigin, type PaymentLinkAnswer, type PaymentProviderCode } from '../../../../shared/online-payment';
import type { Db } from '../../db/database';
import { commerces, onlinePayments, orders } from '../../db/schema/index';
import { HttpError, notFound } from '../../errors';
import type { ProviderUrls } from '../provider-urls';
import { clientFor, providerCredentials } from './credentials';
import { ProviderError } from './provider';
import { checkoutProvider, storedPaymentSettings } from './settings';

export const PAYMENT_MSG = {
  orderMissing: 'No se encontró el pedido',
  notOnline: 'Este pedido no se paga en línea',
  alreadyPaid: 'Este pedido ya está pagado',
  ended: 'Este pedido ya no se puede pagar: fue cancelado o rechazado',
  expired: 'El tiempo para pagar este pedido terminó y el pedido se canceló',
  providerFailed: (name: string, message: string) => `${name} no pudo crear el pago: ${message}`,
} as const;

export interface PaymentDeps {
  db: Db;
  secretsKey: Buffer;
  /** AppConfig.providerUrls: where Stripe and Mercado Pago are reached. */
  providerUrls: ProviderUrls;
}

export interface StartPaymentInput {
  commerceId: string;
  orderId: string;
  idPath: string;
  /** The server's public origin (PUBLIC_URL, else the request's), for the return and notification addresses. */
  baseUrl: string;
  origen: OnlinePaymentOrigin;
  at?: Date;
}

export function statusPageUrl(baseUrl: string, idPath: string, orderId: string): string {
  return `${baseUrl}/m/${encodeURIComponent(idPath)}/pedido/${encodeURIComponent(orderId)}`;
}

/** The path segment of each provider's webhook route (routes/public/payment-webhooks.ts). */
const WEBHOOK_SEGMENTS: Record<PaymentProviderCode, string> = { stripe: 'stripe', mercadoPago: 'mercadopago', clip: 'clip' };

export function webhookUrl(baseUrl: string, idPath: string, provider: PaymentProviderCode): string {
  return `${baseUrl}/v1/public/comercio/${encodeURIComponent(idPath)}/pagos/webhook/${WEBHOOK_SEGMENTS[provider]}`;
}

const PROVIDER_NAMES = PAYMENT_PROVIDER_LABELS;

export async function startOrderPayment(deps: PaymentDeps, input: StartPaymentInput): Promise<PaymentLinkAnswer> {
  const { db } = deps;
  const at = input.at ?? new Date();
  if (!isUuid(input.orderId)) throw notFound(PAYMENT_MSG.orderMissing);
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.id_comercio, input.commerceId), isNull(orders.deleted_at)));
  if (!order) throw notFound(PAYMENT_MSG.orderMissing);
  if (order.estatus_pago === 'pagado') throw new HttpError(409, PAYMENT_MSG.alreadyPaid, { code: 'ALREADY_PAID' });
  if (order.estatus_pedido === 'rejected' || order.estatus_pedido === 'canceled') {
    const expired = await db
      .select({ id: onlinePayments.id })
      .from(onlinePayments)
      .where(and(eq(onlinePayments.id_pedido, order.id), eq(onlinePayments.estatus, 'expirado')));
    throw new HttpError(409, expired.length > 0 ? PAYMENT_MSG.expired : PAYMENT_MSG.ended, { code: 'ORDER_ENDED' });
  }
  if (input.origen === 'checkout' && order.metodo_pago !== 'payment_provider') throw new HttpError(409, PAYMENT_MSG.notOnline, { code: 'NOT_ONLINE' });

  const provider = await checkoutProvider(db, input.commerceId);
  if (!provider) throw new HttpError(409, ONLINE_PAYMENT_MSG.noProvider, { code: 'NO_PAYMENT_PROVIDER' });
  const settings = await storedPaymentSettings(db, input.commerceId);
  // A customer's checkout waits from when the order was placed; a link sent from the counter, from now.
  const expiresAt = new Date((input.origen === 'checkout' ? order.created_at.getTime() : at.getTime()) + settings.minutos_expiracion * 60_000);
  if (expiresAt <= at) throw new HttpError(409, PAYMENT_MSG.expired, { code: 'PAYMENT_EXPIRED' });

  // The page already open for this order and provider, for the same amount, is the answer to a second press.
  const [open] = await db
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.id_pedido, order.id),
        eq(onlinePayments.proveedor, provider),
        eq(onlinePayments.estatus, 'pendiente'),
        eq(onlinePayments.monto_cents, order.total_cents),
        gt(onlinePayments.expira_at, new Date(at.getTime() + 60_000)),
      ),
    )
    .orderBy(desc(onlinePayments.created_at))
    .limit(1);
  if (open) return { url: open.url, proveedor: provider, estatus: open.estatus };

  const credentials = await providerCredentials(db, deps.secretsKey, input.commerceId, provider);
  if (!credentials) throw new HttpError(409, ONLINE_PAYMENT_MSG.noProvider, { code: 'NO_PAYMENT_PROVIDER' });
  const paymentId = randomUUID();
  let created;
  try {
    created = await clientFor(provider, credentials, deps.providerUrls).createCheckout({
      paymentId,
      orderId: order.id,
      commerceId: input.commerceId,
      folio: order.folio,
      amountCents: order.total_cents,
      returnUrl: statusPageUrl(input.baseUrl, input.idPath, order.id),
      notificationUrl: webhookUrl(input.baseUrl, input.idPath, provider),
      expiresAt,
    });
  } catch (error) {
    if (error instanceof ProviderError) throw new HttpError(502, PAYMENT_MSG.providerFailed(PROVIDER_NAMES[provider], error.message), { code: 'PROVIDER_ERROR' });
    throw error;
  }
  await db.transaction(async (tx) => {
    await tx.insert(onlinePayments).values({
      id: paymentId,
      id_comercio: input.commerceId,
      id_pedido: order.id,
      proveedor: provider,
      origen: input.origen,
      referencia: created.referencia,
      url: created.url,
      monto_cents: order.total_cents,
      expira_at: expiresAt,
    });
    // docs/domain.md: the order carries the link it is paid through; a counter link makes it an «Enlace de pago» order.
    await tx
      .update(orders)
      .set({ enlace_pago: created.url, ...(input.origen === 'enlace' ? { metodo_pago: 'enlace_pago' as const } : {}), updated_at: new Date() })
      .where(eq(orders.id, order.id));
  });
  return { url: created.url, proveedor: provider, estatus: 'pendiente' };
}

/** «Enviar enlace de pago» from the counter: a link for the order with the commerce's provider. */
export async function startCounterPaymentLink(deps: PaymentDeps, input: { commerceId: string; orderId: string; baseUrl: string }): Promise<PaymentLinkAnswer> {
  const [commerce] = await deps.db.select({ idPath: commerces.id_path }).from(commerces).where(eq(commerces.id, input.commerceId));
  if (!commerce) throw notFound(PAYMENT_MSG.orderMissing);
  return startOrderPayment(deps, { ...input, idPath: commerce.idPath, origen: 'enlace' });
}
