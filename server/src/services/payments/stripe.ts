// Stripe through its official SDK (docs/payments.md): Checkout Sessions in MXN cents, the session read back
// with its PaymentIntent's charge and balance transaction (the fee), refunds (whole or part, in cents) of the PaymentIntent, and the
// balance for «Probar conexión». the base URL (AppConfig.providerUrls.stripe, STRIPE_API_BASE_URL) sets the SDK's host/port/protocol.
import Stripe from 'stripe';
import { type CheckoutRequest, type CreatedCheckout, type PaymentProviderClient, type PaymentReading, ProviderError, providerMessage } from './provider';

/** Stripe refuses a Checkout Session that expires sooner than 30 minutes or later than 24 hours. */
const MIN_SESSION_MS = 30 * 60_000 + 60_000;
const MAX_SESSION_MS = 24 * 60 * 60_000 - 60_000;

function sdk(secretKey: string, baseUrl: string): Stripe {
  const url = new URL(baseUrl);
  return new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  });
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    throw new ProviderError('stripe', providerMessage(error), typeof status === 'number' ? status : null);
  }
}

function feeOf(session: Stripe.Checkout.Session): number | null {
  const intent = session.payment_intent;
  if (!intent || typeof intent === 'string') return null;
  const charge = intent.latest_charge;
  if (!charge || typeof charge === 'string') return null;
  const balance = charge.balance_transaction;
  return balance && typeof balance !== 'string' ? balance.fee : null;
}

export function readingOfSession(session: Stripe.Checkout.Session): PaymentReading {
  const intent = session.payment_intent;
  const pagoId = typeof intent === 'string' ? intent : (intent?.id ?? null);
  const charge = intent && typeof intent !== 'string' ? intent.latest_charge : null;
  const refunded = Boolean(charge && typeof charge !== 'string' && charge.refunded);
  const estatus = session.payment_status === 'paid' ? 'pagado' : session.status === 'expired' ? 'expirado' : 'pendiente';
  return {
    estatus,
    pagoId,
    montoCents: session.currency === 'mxn' ? session.amount_total : null,
    comisionCents: feeOf(session),
    paymentId: session.client_reference_id,
    detalle: `${session.status ?? ''}/${session.payment_status}`,
    reembolsado: refunded,
  };
}

export function stripeClient(secretKey: string, baseUrl: string): PaymentProviderClient {
  const stripe = sdk(secretKey, baseUrl);
  return {
    code: 'stripe',
    async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
      const lifetime = Math.min(MAX_SESSION_MS, Math.max(MIN_SESSION_MS, request.expiresAt.getTime() - Date.now()));
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: request.paymentId,
            line_items: [{ quantity: 1, price_data: { currency: 'mxn', unit_amount: request.amountCents, product_data: { name: `Pedido ${request.folio}` } } }],
            success_url: request.returnUrl,
            cancel_url: request.returnUrl,
            expires_at: Math.floor((Date.now() + lifetime) / 1000),
            metadata: { pago: request.paymentId, pedido: request.orderId, comercio: request.commerceId },
            payment_intent_data: { metadata: { pago: request.paymentId, pedido: request.orderId, comercio: request.commerceId } },
          },
          { idempotencyKey: `checkout-${request.paymentId}` },
        ),
      );
      if (!session.url) throw new ProviderError('stripe', 'Stripe no devolvió la dirección de pago');
      return { referencia: session.id, url: session.url };
    },
    async readPayment(sessionId: string): Promise<PaymentReading> {
      const session = await call(() => stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent.latest_charge.balance_transaction'] }));
      return readingOfSession(session);
    },
    async refund(pagoId: string, idempotencyKey: string, amountCents: number) {
      const refund = await call(() => stripe.refunds.create({ payment_intent: pagoId, amount: amountCents }, { idempotencyKey }));
      if (refund.status === 'failed' || refund.status === 'canceled') throw new ProviderError('stripe', `Stripe no pudo reembolsar: ${refund.failure_reason ?? refund.status}`);
      return { id: refund.id };
    },
    async checkAccount() {
      const balance = await call(() => stripe.balance.retrieve());
      const mxn = balance.available.find((entry) => entry.currency === 'mxn');
      return `Conexión correcta con Stripe${mxn ? ` (saldo disponible: $${(mxn.amount / 100).toFixed(2)} MXN)` : ''}`;
    },
  };
}

/** Stripe's signature check (Stripe-Signature header, the endpoint's whsec_ secret); throws on a bad one. */
export function verifiedStripeEvent(rawBody: string, signature: string, webhookSecret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
}
