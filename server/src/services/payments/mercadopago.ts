// Mercado Pago through its official SDK (docs/payments.md): Checkout Pro preferences in MXN pesos (decimal
// unit_price), payments read back by id (status, amount, fee_details), refunds (whole or part), GET /users/me for
// «Probar conexión», and the x-signature check of notifications (the SDK's WebhookSignatureValidator: HMAC-SHA256
// of `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`). The SDK's base URL is one static value
// (AppConfig.BASE_URL): the client's base URL (AppConfig.providerUrls.mercadoPago) sets it before each call.
import { MercadoPagoConfig, Payment, PaymentRefund, Preference, User, WebhookSignatureValidator } from 'mercadopago';
// A file path, not the folder: Node's ESM loader (the built server) does not resolve directory imports.
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import type { OnlinePaymentStatus } from '../../../../shared/online-payment';
import { type CheckoutRequest, type CreatedCheckout, type PaymentProviderClient, type PaymentReading, ProviderError, providerMessage } from './provider';

function configOf(accessToken: string, baseUrl: string): MercadoPagoConfig {
  // The SDK reads this static on every request; set from the caller's AppConfig.providerUrls before each call.
  (AppConfig as { BASE_URL: string }).BASE_URL = baseUrl;
  return new MercadoPagoConfig({ accessToken, options: { timeout: 20_000, maxRetries: 1 } });
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    throw new ProviderError('mercadoPago', providerMessage(error), typeof status === 'number' ? status : null);
  }
}

const STATUS: Record<string, OnlinePaymentStatus> = {
  approved: 'pagado',
  authorized: 'pendiente',
  pending: 'pendiente',
  in_process: 'pendiente',
  in_mediation: 'pagado',
  rejected: 'fallido',
  cancelled: 'fallido',
  refunded: 'pagado',
  charged_back: 'pagado',
};

export function mercadoPagoClient(accessToken: string, baseUrl: string): PaymentProviderClient {
  return {
    code: 'mercadoPago',
    async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
      const config = configOf(accessToken, baseUrl);
      const preference = await call(() =>
        new Preference(config).create({
          body: {
            items: [{ id: request.orderId, title: `Pedido ${request.folio}`, quantity: 1, currency_id: 'MXN', unit_price: request.amountCents / 100 }],
            external_reference: request.paymentId,
            back_urls: { success: request.returnUrl, pending: request.returnUrl, failure: request.returnUrl },
            auto_return: 'approved',
            notification_url: request.notificationUrl,
            expires: true,
            expiration_date_to: request.expiresAt.toISOString(),
            metadata: { pago: request.paymentId, pedido: request.orderId, comercio: request.commerceId },
          },
          requestOptions: { idempotencyKey: `checkout-${request.paymentId}` },
        }),
      );
      if (!preference.id || !preference.init_point) throw new ProviderError('mercadoPago', 'Mercado Pago no devolvió la dirección de pago');
      return { referencia: preference.id, url: preference.init_point };
    },
    async readPayment(paymentId: string): Promise<PaymentReading> {
      const payment = await call(() => new Payment(configOf(accessToken, baseUrl)).get({ id: paymentId }));
      const status = payment.status ?? '';
      const fee = (payment.fee_details ?? []).reduce((sum, detail) => sum + Math.round((detail.amount ?? 0) * 100), 0);
      return {
        estatus: STATUS[status] ?? 'pendiente',
        pagoId: payment.id != null ? String(payment.id) : paymentId,
        montoCents: payment.currency_id === 'MXN' && typeof payment.transaction_amount === 'number' ? Math.round(payment.transaction_amount * 100) : null,
        comisionCents: payment.fee_details ? fee : null,
        paymentId: payment.external_reference ?? null,
        detalle: [status, payment.status_detail].filter(Boolean).join('/'),
        reembolsado: status === 'refunded',
      };
    },
    async refund(pagoId: string, idempotencyKey: string, amountCents: number) {
      // Mercado Pago takes pesos with at most two decimals; the amount makes it a partial refund when it is less.
      const refund = await call(() => new PaymentRefund(configOf(accessToken, baseUrl)).create({ payment_id: pagoId, body: { amount: amountCents / 100 }, requestOptions: { idempotencyKey } }));
      return { id: String(refund.id ?? '') };
    },
    async checkAccount() {
      const user = await call(() => new User(configOf(accessToken, baseUrl)).get());
      return `Conexión correcta con Mercado Pago${user.nickname ? ` (cuenta ${user.nickname})` : ''}`;
    },
  };
}

/** Throws when the notification's x-signature is not Mercado Pago's for this data.id and x-request-id. */
export function verifyMercadoPagoSignature(input: { signature: string | undefined; requestId: string | undefined; dataId: string; secret: string }): void {
  WebhookSignatureValidator.validate({ xSignature: input.signature, xRequestId: input.requestId, dataId: input.dataId, secret: input.secret, toleranceSeconds: 600 });
}
