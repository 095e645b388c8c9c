// What the product asks of a payment provider (docs/payments.md): create the page where the customer pays,
// read a payment back from the provider's API (the only source of «pagado»), refund it (whole or part), and read the
// account for «Probar conexión». One implementation per provider: stripe.ts, mercadopago.ts, clip.ts.
import type { OnlinePaymentStatus, PaymentProviderCode } from '../../../../shared/online-payment';

export interface CheckoutRequest {
  /** Our online_payments row id: the provider's external reference and the idempotency key of the create call. */
  paymentId: string;
  orderId: string;
  commerceId: string;
  folio: string;
  /** The server's total of the order, integer cents MXN. */
  amountCents: number;
  /** Where the provider sends the customer back (the order's status page). */
  returnUrl: string;
  /** Where the provider posts its notifications, when the provider takes it per checkout (Mercado Pago, Clip). */
  notificationUrl: string;
  expiresAt: Date;
}

export interface CreatedCheckout {
  /** Checkout Session id, preference id or Clip's payment_request_id. */
  referencia: string;
  url: string;
}

/** A payment as the provider's API reports it now. */
export interface PaymentReading {
  estatus: OnlinePaymentStatus;
  /** PaymentIntent id, Mercado Pago payment id or Clip's transaction (what a refund names), once there is one. */
  pagoId: string | null;
  /** What the provider charged, integer cents; null when it reports nothing yet. */
  montoCents: number | null;
  comisionCents: number | null;
  /** Our online_payments row id as the provider keeps it (metadata / external_reference). */
  paymentId: string | null;
  /** The provider's own status words. */
  detalle: string;
  /** The provider says the money went back already. */
  reembolsado: boolean;
}

export interface PaymentProviderClient {
  readonly code: PaymentProviderCode;
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  /** `reference`: a Checkout Session id (Stripe), a payment id (Mercado Pago) or a payment_request_id (Clip). */
  readPayment(reference: string): Promise<PaymentReading>;
  /** Refunds `amountCents` (integer cents MXN) of the payment. */
  refund(pagoId: string, idempotencyKey: string, amountCents: number): Promise<{ id: string }>;
  /** An authenticated read of the account; answers what to show, throws the provider's error. */
  checkAccount(): Promise<string>;
}

/** A provider refused or could not be reached: `message` is the provider's own words. */
export class ProviderError extends Error {
  constructor(
    readonly provider: PaymentProviderCode,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/** The providers' own API addresses; AppConfig.providerUrls (STRIPE_API_BASE_URL, MERCADOPAGO_API_BASE_URL, CLIP_API_BASE_URL) may point elsewhere. */
export const STRIPE_DEFAULT_BASE_URL = 'https://api.stripe.com';
export const MERCADOPAGO_DEFAULT_BASE_URL = 'https://api.mercadopago.com';
export const CLIP_DEFAULT_BASE_URL = 'https://api.payclip.com';

/** The provider's message out of whatever its SDK threw. */
export function providerMessage(error: unknown): string {
  if (error && typeof error === 'object') {
    const { message, error: code, cause } = error as { message?: unknown; error?: unknown; cause?: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
    if (typeof code === 'string') return code;
    if (cause instanceof Error) return cause.message;
  }
  return String(error);
}
