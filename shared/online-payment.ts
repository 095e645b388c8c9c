// Online payment is not connected yet (docs/domain.md, "Lo que se ofrece y lo que todavía no"): no provider is
// ever called (server/src/services/integrations/adapters.ts), so «Enlace de pago» and «Pago en línea» are not
// offered to customers and cannot be turned on. The SPEC's fields stay (metodos_pago_* keep their enlace_pago
// and payment_provider keys, activar_pago_enlace stays on the commerce); they just hold false on every save.
import type { FlowPaymentMethod } from './constants';
import type { PaymentMethodsMap } from './types/commerce';

/** No online payment provider is called yet (server/src/services/integrations/adapters.ts). */
export const ONLINE_PAYMENT_CONNECTED = false;

/** Flow payment methods that need an online payment provider the product does not call yet. */
export const UNOFFERED_PAYMENT_METHODS = ['enlace_pago', 'payment_provider'] as const satisfies readonly FlowPaymentMethod[];

/** Why the switches are disabled, and what the server answers when one is turned on. */
export const ONLINE_PAYMENT_MSG = {
  unavailable: 'Disponible cuando el cobro en línea esté conectado',
  refused: 'El cobro en línea todavía no está conectado: este método de pago no se puede activar',
  refusedAtCheckout: 'El pago en línea todavía no está disponible: elige otro método de pago',
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
