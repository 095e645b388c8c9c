// Clip through its REST API (docs/payments.md, "Clip"); Clip publishes no Node SDK, so this is fetch against the
// configured base URL (AppConfig.providerUrls.clip, CLIP_API_BASE_URL). Every call carries
// `Authorization: Basic base64(api_key:secret_key)` (Clip's «token de autenticación»). The calls:
//   POST /v2/checkout                       a payment link (Clip's redirected checkout) in MXN pesos
//   GET  /v2/checkout/:payment_request_id   the link read back: the only source of «pagado»
//   POST /refunds                           a whole or partial refund of the link's transaction (pesos)
// Clip's checkout webhook carries no signature, so a notification only names a payment_request_id to read again.
import type { OnlinePaymentStatus } from '../../../../shared/online-payment';
import { type CheckoutRequest, type CreatedCheckout, type PaymentProviderClient, type PaymentReading, ProviderError, providerMessage } from './provider';

const TIMEOUT_MS = 20_000;

/** What «Probar conexión» asks for: a payment link that cannot exist, so a right key answers 404 and a wrong one 401. */
export const CLIP_PROBE_ID = '00000000-0000-0000-0000-000000000000';

/** A payment link as Clip answers it (create and read). */
export interface ClipCheckout {
  payment_request_id?: string;
  payment_request_url?: string;
  status?: string;
  amount?: number | string;
  currency?: string;
  transaction_id?: string | null;
  payment_id?: string | null;
  receipt_no?: string | null;
  me_reference_id?: string | null;
  metadata?: { me_reference_id?: string | null } | null;
}

interface ClipRefund {
  id?: string;
  status?: string;
  receipt_no?: string;
  message?: string;
}

/**
 * Clip's words for a link. The read answers them with a `CHECKOUT_` prefix (CHECKOUT_CREATED…) where the webhook
 * says CREATED, PENDING (a first attempt was declined; the customer can still pay), COMPLETED, CANCELED (five
 * declined attempts) or EXPIRED: the prefix is dropped before mapping.
 */
const STATUS: Record<string, OnlinePaymentStatus> = {
  CREATED: 'pendiente',
  PENDING: 'pendiente',
  COMPLETED: 'pagado',
  REFUNDED: 'pagado',
  CANCELED: 'fallido',
  CANCELLED: 'fallido',
  DECLINED: 'fallido',
  EXPIRED: 'expirado',
};

export function clipStatusWord(status: string | undefined): string {
  return (status ?? '').trim().toUpperCase().replace(/^CHECKOUT_/, '');
}

/** Pesos with at most two decimals, as Clip takes amounts (never cents). */
export function clipPesos(amountCents: number): number {
  return amountCents / 100;
}

function centsOf(amount: number | string | undefined): number | null {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 100) : null;
}

/** The refund's reference: Clip names a payment by its transaction, or by its receipt when only that is known. */
const RECEIPT_PREFIX = 'recibo:';

export function readingOfClipCheckout(checkout: ClipCheckout): PaymentReading {
  const word = clipStatusWord(checkout.status);
  const transaction = checkout.transaction_id ?? checkout.payment_id ?? null;
  return {
    estatus: STATUS[word] ?? 'pendiente',
    pagoId: transaction ?? (checkout.receipt_no ? `${RECEIPT_PREFIX}${checkout.receipt_no}` : null),
    montoCents: (checkout.currency ?? 'MXN').toUpperCase() === 'MXN' ? centsOf(checkout.amount) : null,
    // Clip's checkout read does not report its fee (it shows in its settlements).
    comisionCents: null,
    paymentId: checkout.metadata?.me_reference_id ?? checkout.me_reference_id ?? null,
    detalle: word || 'sin estado',
    reembolsado: word === 'REFUNDED',
  };
}

/** Clip's own words out of an error answer (`message`, `detail`, `error`), else the status. */
function clipErrorMessage(status: number, body: unknown, text: string): string {
  if (body && typeof body === 'object') {
    const { message, detail, error, error_code: code } = body as Record<string, unknown>;
    const words = [message, detail, error].find((value) => typeof value === 'string' && value.trim() !== '') as string | undefined;
    if (words) return typeof code === 'string' ? `${words} (${code})` : words;
    if (Array.isArray(detail) && detail.length > 0) return detail.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join('; ');
  }
  return text.trim() ? `HTTP ${status}: ${text.trim().slice(0, 200)}` : `HTTP ${status}`;
}

export function clipAuthorization(apiKey: string, secretKey: string): string {
  return `Basic ${Buffer.from(`${apiKey}:${secretKey}`).toString('base64')}`;
}

export function clipClient(apiKey: string, secretKey: string, baseUrl: string): PaymentProviderClient {
  const authorization = clipAuthorization(apiKey, secretKey);

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
        body: body !== undefined ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError('clip', `No se pudo conectar con Clip (${providerMessage(error)})`);
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (!response.ok) throw new ProviderError('clip', clipErrorMessage(response.status, parsed, text), response.status);
    return parsed as T;
  }

  return {
    code: 'clip',
    async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
      // Clip documents no idempotency key for a checkout: a second press is answered from our stored link (checkout.ts).
      const created = await call<ClipCheckout>('POST', '/v2/checkout', {
        amount: clipPesos(request.amountCents),
        currency: 'MXN',
        purchase_description: `Pedido ${request.folio}`,
        redirection_url: { success: request.returnUrl, error: request.returnUrl, default: request.returnUrl },
        metadata: { me_reference_id: request.paymentId },
        webhook_url: request.notificationUrl,
        expires_at: request.expiresAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      });
      if (!created?.payment_request_id || !created.payment_request_url) throw new ProviderError('clip', 'Clip no devolvió la dirección de pago');
      return { referencia: created.payment_request_id, url: created.payment_request_url };
    },
    async readPayment(paymentRequestId: string): Promise<PaymentReading> {
      const checkout = await call<ClipCheckout>('GET', `/v2/checkout/${encodeURIComponent(paymentRequestId)}`);
      return readingOfClipCheckout(checkout ?? {});
    },
    async refund(pagoId: string, idempotencyKey: string, amountCents: number) {
      const reference = pagoId.startsWith(RECEIPT_PREFIX) ? { type: 'receipt', id: pagoId.slice(RECEIPT_PREFIX.length) } : { type: 'transaction', id: pagoId };
      const refund = await call<ClipRefund>('POST', '/refunds', { reference, amount: clipPesos(amountCents), reason: 'Pedido cancelado o modificado' }, { 'idempotency-key': idempotencyKey });
      if ((refund?.status ?? '').toLowerCase() === 'declined') throw new ProviderError('clip', `Clip rechazó el reembolso${refund.message ? `: ${refund.message}` : ''}`);
      return { id: refund?.id ?? refund?.receipt_no ?? '' };
    },
    async checkAccount() {
      try {
        await call<ClipCheckout>('GET', `/v2/checkout/${CLIP_PROBE_ID}`);
      } catch (error) {
        // A link that does not exist, asked with keys Clip accepted: the keys work.
        if (error instanceof ProviderError && error.status === 404) return 'Conexión correcta con Clip (aceptó la API key y la clave secreta)';
        throw error;
      }
      return 'Conexión correcta con Clip';
    },
  };
}
