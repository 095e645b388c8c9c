// Online payment (docs/payments.md): «Pago en línea» (payment_provider) sends the customer to the commerce's
// provider (Stripe Checkout, Mercado Pago Checkout Pro or Clip's payment link) and the order is paid when the provider's webhook,
// checked against its API, says so. «Enlace de pago» is the counter's: a cashier sends a link for a phone order;
// customers are not offered it at checkout (they pay online with payment_provider), so enlace_pago and
// activar_pago_enlace stay false on every save (docs/domain.md, "Lo que se ofrece y lo que todavía no").
import type { FlowPaymentMethod, PaymentMethod } from './constants';
import type { PaymentMethodsMap } from './types/commerce';

/** Warning 7 («Conecta un proveedor de pagos») waits for its own change: docs/payments.md. */
export const ONLINE_PAYMENT_CONNECTED = false;

/** Flow payment methods customers are not offered at checkout. */
export const UNOFFERED_PAYMENT_METHODS = ['enlace_pago'] as const satisfies readonly FlowPaymentMethod[];

/** Payment providers the product charges through (integration codes, shared/validation/integrations.ts). */
export const PAYMENT_PROVIDER_CODES = ['stripe', 'mercadoPago', 'clip'] as const;
export type PaymentProviderCode = (typeof PAYMENT_PROVIDER_CODES)[number];
export const PAYMENT_PROVIDER_LABELS: Record<PaymentProviderCode, string> = { stripe: 'Stripe', mercadoPago: 'Mercado Pago', clip: 'Clip' };

export function isPaymentProviderCode(value: unknown): value is PaymentProviderCode {
  return (PAYMENT_PROVIDER_CODES as readonly unknown[]).includes(value);
}

/** Methods whose money arrives through a provider: the order waits for the provider to say it is paid. */
export function isOnlinePaymentMethod(method: PaymentMethod | string): boolean {
  return method === 'payment_provider' || method === 'enlace_pago';
}

export type OnlinePaymentOrigin = 'checkout' | 'enlace';
/** pendiente: created, not paid; pagado: the provider confirmed it; fallido: refused; expirado: not paid in time. */
export type OnlinePaymentStatus = 'pendiente' | 'pagado' | 'fallido' | 'expirado';
export type RefundStatus = 'pendiente' | 'hecho' | 'fallido';
/** When a new online order rings and prints: once paid (default), or on arrival like any order. */
export type RingMoment = 'pago' | 'llegada';

export const ONLINE_PAYMENT_STATUS_LABELS: Record<OnlinePaymentStatus, string> = {
  pendiente: 'Pago pendiente',
  pagado: 'Pagado',
  fallido: 'Pago rechazado',
  expirado: 'Tiempo de pago vencido',
};
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = { pendiente: 'Reembolso en curso', hecho: 'Reembolsado', fallido: 'Reembolso fallido' };

/** GET /v1/public/comercio/:id_path/pedido/:id/pago: what the customer's status page says about the payment. */
export interface PublicOrderPayment {
  estatus: OnlinePaymentStatus | 'sin_pago';
  proveedor: PaymentProviderCode | null;
  /** The provider's page, while the payment can still be made. */
  url: string | null;
  expira_at: string | null;
  reembolso: RefundStatus | null;
  mensaje: string;
}

/** One row of «Cobros en línea» (GET /v1/cobros-en-linea/pagos). */
export interface OnlinePaymentRow {
  id: string;
  id_pedido: string;
  folio: string;
  nombre: string;
  proveedor: PaymentProviderCode;
  origen: OnlinePaymentOrigin;
  referencia: string;
  pago_id: string | null;
  url: string;
  monto: number;
  comision: number | null;
  estatus: OnlinePaymentStatus;
  detalle: string | null;
  pagado_at: string | null;
  reembolso_estatus: RefundStatus | null;
  /** The part asked for by an edit that lowered the total (pesos); null: the whole rest (the order ended). */
  reembolso_monto: number | null;
  /** Refunded so far (pesos). */
  reembolsado: number;
  reembolso_error: string | null;
  reembolso_por: string | null;
  reembolsado_at: string | null;
  created_at: string;
}

/** Totals of online money in a period, by provider (cash close, statistics). */
export interface OnlinePaymentTotals {
  proveedor: PaymentProviderCode;
  cobrado: number;
  reembolsado: number;
  comisiones: number;
  pagos: number;
}

export interface OnlinePaymentsAnswer {
  pagos: OnlinePaymentRow[];
  totales: OnlinePaymentTotals[];
}

export interface OnlinePaymentSettings {
  proveedor: PaymentProviderCode | null;
  sonar_al: RingMoment;
  minutos_expiracion: number;
  /** Providers with a saved configuration (Integraciones). */
  conectados: PaymentProviderCode[];
}

/** POST /v1/pedidos/:id/enlace-pago answer. */
export interface PaymentLinkAnswer {
  url: string;
  proveedor: PaymentProviderCode;
  estatus: OnlinePaymentStatus;
}

/** Why the switches are disabled, and what the server answers when one is turned on. */
export const ONLINE_PAYMENT_MSG = {
  unavailable: 'El enlace de pago se envía desde el mostrador («Enviar enlace de pago»); los clientes pagan en línea con «Pago en línea»',
  refused: 'El enlace de pago se envía desde el mostrador: este método no se ofrece a los clientes, usa «Pago en línea»',
  refusedAtCheckout: 'El pago en línea todavía no está disponible: elige otro método de pago',
  noProvider: 'El comercio no tiene un proveedor de pago en línea conectado: elige otro método de pago',
} as const;

export function isUnofferedPaymentMethod(method: unknown): boolean {
  return (UNOFFERED_PAYMENT_METHODS as readonly unknown[]).includes(method);
}

/** The same map with the methods that are not offered switched off (a new object; null stays null). */
export function offeredPaymentMethods<T extends Partial<PaymentMethodsMap> | null | undefined>(map: T): T {
  if (map == null || typeof map !== 'object') return map;
  const next = { ...map };
  for (const method of UNOFFERED_PAYMENT_METHODS) if (method in next) next[method] = false;
  return next;
}

const FLOW_METHOD_FIELDS = ['metodos_pago_envio_domicilio', 'metodos_pago_comer_restaurant', 'metodos_pago_pasar_recoger'] as const;

type OnlinePaymentFields = Partial<Record<(typeof FLOW_METHOD_FIELDS)[number], PaymentMethodsMap | null>> & { activar_pago_enlace?: boolean | null };

/**
 * The settings as they are offered: activar_pago_enlace off and no flow with enlace_pago or payment_provider.
 * A commerce saved with them on before keeps its stored values until its next save, but customers are never
 * offered them (the public menu and the intake read the commerce through this).
 */
export function withoutUnofferedPayments<T extends OnlinePaymentFields>(settings: T): T {
  const next: T = { ...settings };
  if ('activar_pago_enlace' in next && next.activar_pago_enlace) next.activar_pago_enlace = false;
  for (const field of FLOW_METHOD_FIELDS) {
    if (field in next) next[field] = offeredPaymentMethods(next[field]) as T[typeof field];
  }
  return next;
}

/** The first field of `settings` that turns on what is not offered ('activar_pago_enlace', 'metodos_pago_…enlace_pago'…), or null. */
export function unofferedPaymentField(settings: OnlinePaymentFields): string | null {
  if (settings.activar_pago_enlace === true) return 'activar_pago_enlace';
  for (const field of FLOW_METHOD_FIELDS) {
    const map = settings[field];
    const method = map ? UNOFFERED_PAYMENT_METHODS.find((key) => map[key] === true) : undefined;
    if (method) return `${field}.${method}`;
  }
  return null;
}
