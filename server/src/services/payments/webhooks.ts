// Provider notifications (docs/payments.md). A notification is only a reason to look: its signature is checked
// with the commerce's sealed webhook secret (Stripe-Signature through the SDK's constructEvent; Mercado Pago's
// x-signature through the SDK's validator), then the payment is read from the provider's API and that reading is
// applied (apply.ts), recorded under the event's id so a second delivery changes nothing. Clip signs nothing: its
// notification only names one of our own links, which is read from Clip's API, and the event is keyed by what
// Clip's API said (never by anything in the body), so a forged or repeated notification changes nothing.
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { onlinePayments } from '../../db/schema/index';
import { badRequest, HttpError } from '../../errors';
import { applyReading, type ApplyOutcome } from './apply';
import type { PaymentDeps } from './checkout';
import { clientFor, providerCredentials } from './credentials';
import { verifyMercadoPagoSignature } from './mercadopago';
import { ProviderError, type PaymentReading } from './provider';
import { verifiedStripeEvent } from './stripe';

export const WEBHOOK_MSG = {
  notConnected: (name: string) => `${name} no está conectado en este comercio (falta la llave o el secreto del webhook)`,
  badSignature: (name: string) => `La firma de ${name} no es válida`,
  noDataId: 'Falta data.id en la notificación',
  noPaymentRequestId: 'Falta payment_request_id en la notificación de Clip',
  providerFailed: (name: string, message: string) => `No se pudo consultar el pago en ${name}: ${message}`,
} as const;

const SESSION_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.async_payment_failed', 'checkout.session.expired']);

async function readOrFail(work: () => Promise<PaymentReading>, name: string): Promise<PaymentReading> {
  try {
    return await work();
  } catch (error) {
    // The provider delivers again on a non-2xx: the next delivery reads again.
    if (error instanceof ProviderError) throw new HttpError(502, WEBHOOK_MSG.providerFailed(name, error.message), { code: 'PROVIDER_ERROR' });
    throw error;
  }
}

export async function handleStripeWebhook(deps: PaymentDeps, commerceId: string, rawBody: string, signature: string | undefined): Promise<ApplyOutcome | 'ignorado'> {
  const credentials = await providerCredentials(deps.db, deps.secretsKey, commerceId, 'stripe');
  if (!credentials?.webhookSecret) throw badRequest(WEBHOOK_MSG.notConnected('Stripe'));
  let event: Stripe.Event;
  try {
    event = verifiedStripeEvent(rawBody, signature ?? '', credentials.webhookSecret);
  } catch {
    throw badRequest(WEBHOOK_MSG.badSignature('Stripe'), 'stripe-signature');
  }
  let sessionId: string | null = null;
  if (SESSION_EVENTS.has(event.type)) sessionId = (event.data.object as { id?: string }).id ?? null;
  else if (event.type === 'charge.refunded') {
    const intent = (event.data.object as { payment_intent?: string | { id: string } | null }).payment_intent;
    const pagoId = typeof intent === 'string' ? intent : (intent?.id ?? null);
    if (pagoId) {
      const [row] = await deps.db
        .select({ referencia: onlinePayments.referencia })
        .from(onlinePayments)
        .where(and(eq(onlinePayments.id_comercio, commerceId), eq(onlinePayments.proveedor, 'stripe'), eq(onlinePayments.pago_id, pagoId)));
      sessionId = row?.referencia ?? null;
    }
  }
  if (!sessionId) return 'ignorado';
  const client = clientFor('stripe', credentials, deps.providerUrls);
  const reading = await readOrFail(() => client.readPayment(sessionId), 'Stripe');
  // An asynchronous method (OXXO) that failed leaves the session complete and unpaid: that is a refusal.
  const adjusted = event.type === 'checkout.session.async_payment_failed' && reading.estatus !== 'pagado' ? { ...reading, estatus: 'fallido' as const } : reading;
  return applyReading(deps.db, { commerceId, provider: 'stripe', reading: adjusted, referencia: sessionId, eventId: event.id });
}

export interface MercadoPagoNotification {
  query: Record<string, unknown>;
  body: unknown;
  signature: string | undefined;
  requestId: string | undefined;
}

export async function handleMercadoPagoWebhook(deps: PaymentDeps, commerceId: string, notification: MercadoPagoNotification): Promise<ApplyOutcome | 'ignorado'> {
  const credentials = await providerCredentials(deps.db, deps.secretsKey, commerceId, 'mercadoPago');
  if (!credentials?.webhookSecret) throw badRequest(WEBHOOK_MSG.notConnected('Mercado Pago'));
  const body = (notification.body ?? {}) as { id?: unknown; type?: unknown; action?: unknown; data?: { id?: unknown } };
  const fromQuery = notification.query['data.id'];
  const rawId = typeof fromQuery === 'string' ? fromQuery : body.data?.id;
  const dataId = typeof rawId === 'string' || typeof rawId === 'number' ? String(rawId) : '';
  if (!dataId) throw badRequest(WEBHOOK_MSG.noDataId, 'data.id');
  try {
    // Mercado Pago signs the data.id of the notification's URL, lower-cased when alphanumeric.
    verifyMercadoPagoSignature({ signature: notification.signature, requestId: notification.requestId, dataId: dataId.toLowerCase(), secret: credentials.webhookSecret });
  } catch {
    throw badRequest(WEBHOOK_MSG.badSignature('Mercado Pago'), 'x-signature');
  }
  const type = typeof notification.query.type === 'string' ? notification.query.type : body.type;
  if (type !== 'payment') return 'ignorado';
  const client = clientFor('mercadoPago', credentials, deps.providerUrls);
  const reading = await readOrFail(() => client.readPayment(dataId), 'Mercado Pago');
  const eventId = body.id != null ? `notificacion:${String(body.id)}` : `${dataId}:${notification.requestId ?? ''}`;
  return applyReading(deps.db, { commerceId, provider: 'mercadoPago', reading, eventId });
}

/**
 * Clip's checkout webhook (`payment_request_id`, `resource_status`…, unsigned). Only a link this commerce created
 * with Clip is read (an unknown id is not passed on to Clip), and what Clip's API answers is applied.
 */
export async function handleClipWebhook(deps: PaymentDeps, commerceId: string, body: { payment_request_id?: unknown }): Promise<ApplyOutcome | 'ignorado'> {
  const credentials = await providerCredentials(deps.db, deps.secretsKey, commerceId, 'clip');
  if (!credentials) throw badRequest(WEBHOOK_MSG.notConnected('Clip'));
  const requestId = typeof body.payment_request_id === 'string' ? body.payment_request_id.trim() : '';
  if (!requestId) throw badRequest(WEBHOOK_MSG.noPaymentRequestId, 'payment_request_id');
  const [row] = await deps.db
    .select({ id: onlinePayments.id })
    .from(onlinePayments)
    .where(and(eq(onlinePayments.id_comercio, commerceId), eq(onlinePayments.proveedor, 'clip'), eq(onlinePayments.referencia, requestId)));
  if (!row) return 'sin_pago';
  const reading = await readOrFail(() => clientFor('clip', credentials, deps.providerUrls).readPayment(requestId), 'Clip');
  // The same state of the same link, notified again (or forged), is one event.
  return applyReading(deps.db, { commerceId, provider: 'clip', reading, referencia: requestId, eventId: `${requestId}:${reading.detalle}:${reading.pagoId ?? ''}` });
}
