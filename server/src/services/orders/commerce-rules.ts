// Rules about the commerce that decide whether an order can be taken at all, and its delivery fee.
import { eq } from 'drizzle-orm';
import type { InferSelectModel } from 'drizzle-orm';
import type { DeliveryType } from '../../../../shared/constants';
import { calculateDeliveryFee, haversineKm, type DeliveryFeeSettings } from '../../../../shared/fees';
import { fromCents, toCents } from '../../../../shared/money';
import { offeredPaymentMethods } from '../../../../shared/online-payment';
import { DELIVERY_TYPE_LABELS } from '../../../../shared/orders/status-machine';
import type { PublicOrderRules } from '../../../../shared/validation/public-order';
import type { DbOrTx } from '../../db/database';
import type { commerces } from '../../db/schema/commerces';
import { accounts } from '../../db/schema/accounts';
import { plans } from '../../db/schema/plans';
import { badRequest } from '../../errors';
import { ORDER_MSG, OrderRefusal } from './errors';
import { countAccountOrdersThisMonth } from '../order-limits';
import { effectivePlan } from '../plans';

export type CommerceRow = InferSelectModel<typeof commerces>;

const FLOW_ACTIVE: Record<DeliveryType, (c: CommerceRow) => boolean> = {
  delivery: (c) => c.activar_envio_domicilio,
  takeAway: (c) => c.activar_pasar_recoger,
  inRestaurant: (c) => c.activar_comer_restaurant,
};

/** One rules object per commerce row (rows are replaced, never changed, when the commerce changes). */
const rulesByRow = new WeakMap<CommerceRow, PublicOrderRules>();

/** The commerce's order rules; the same object for the same row, so its validation schema is built once. */
export function orderRulesOf(commerce: CommerceRow): PublicOrderRules {
  let rules = rulesByRow.get(commerce);
  if (!rules) rulesByRow.set(commerce, (rules = rulesOf(commerce)));
  return rules;
}

function rulesOf(commerce: CommerceRow): PublicOrderRules {
  return {
    form: commerce.config_form_entrega,
    // Only what is offered: enlace_pago and payment_provider stay off whatever was stored (shared/online-payment.ts).
    paymentMethods: {
      delivery: offeredPaymentMethods(commerce.metodos_pago_envio_domicilio),
      takeAway: offeredPaymentMethods(commerce.metodos_pago_pasar_recoger),
      inRestaurant: offeredPaymentMethods(commerce.metodos_pago_comer_restaurant),
    },
  };
}

/** A customer's line above the commerce's cap per product (cantidad_maxima_por_producto) is a 400 naming it. */
export function assertQuantitiesAllowed(commerce: Pick<CommerceRow, 'cantidad_maxima_por_producto'>, lines: readonly { cantidad: number }[]): void {
  const max = commerce.cantidad_maxima_por_producto;
  const index = lines.findIndex((line) => line.cantidad > max);
  if (index >= 0) throw badRequest(ORDER_MSG.quantityOverMax(max), `productos[${index}].cantidad`);
}

export function assertFlowActive(commerce: CommerceRow, flow: DeliveryType): void {
  if (!FLOW_ACTIVE[flow](commerce)) throw new OrderRefusal(422, 'FLOW_INACTIVE', ORDER_MSG.flowInactive(DELIVERY_TYPE_LABELS[flow]));
}

/** The monthly order limit of the commerce's effective plan (an ended trial counts as FREEMIUM); null = unlimited. */
export async function monthlyLimitOf(db: DbOrTx, commerce: CommerceRow, at: Date): Promise<number | null> {
  const [account] = await db.select({ trialEndsAt: accounts.trial_ends_at }).from(accounts).where(eq(accounts.id, commerce.account_id));
  const planId = effectivePlan(commerce.tipo_plan, account?.trialEndsAt ?? null, at);
  const [plan] = await db.select({ limit: plans.limite_pedidos_mensual }).from(plans).where(eq(plans.id, planId));
  return plan?.limit ?? null;
}

/** Refuses when the plan's monthly limit is reached. Call inside the order transaction after locking the commerce row. */
export async function assertUnderMonthlyLimit(db: DbOrTx, commerce: CommerceRow, at: Date): Promise<void> {
  const limit = await monthlyLimitOf(db, commerce, at);
  if (limit == null) return;
  const received = await countAccountOrdersThisMonth(db, commerce.id, at);
  if (received >= limit) throw new OrderRefusal(409, 'ORDER_LIMIT_REACHED', ORDER_MSG.limitReached);
}

export function feeSettingsOf(commerce: CommerceRow): DeliveryFeeSettings {
  const pesos = (cents: number | null) => (cents == null ? null : fromCents(cents));
  return {
    tipo_envio_domicilio: commerce.tipo_envio_domicilio,
    costo_envio_domicilio: pesos(commerce.costo_envio_domicilio_cents),
    colonias: commerce.colonias,
    zonas_envio: commerce.zonas_envio,
    informacion_envio: commerce.informacion_envio,
    costo_por_porcentaje: commerce.costo_por_porcentaje,
    compra_minima_envio_domicilio: pesos(commerce.compra_minima_envio_domicilio_cents),
    activar_envio_gratis_compra_minima: commerce.activar_envio_gratis_compra_minima,
    importe_envio_gratis_compra_minima: pesos(commerce.importe_envio_gratis_compra_minima_cents),
  };
}

export interface DeliveryFee {
  cents: number;
  /** True when the fee type hands delivery to a courier provider. */
  viaProvider: boolean;
}

/** The delivery fee of an order through THE shared calculator; refusals become Spanish 422 answers. */
export function deliveryFeeFor(
  commerce: CommerceRow,
  order: { subtotalCents: number; colonia: string | null; latitud: number | null; longitud: number | null; perKmIncluded: boolean },
): DeliveryFee {
  const origin = commerce.address;
  const distanceKm =
    origin?.latitude != null && origin.longitude != null && order.latitud != null && order.longitud != null
      ? haversineKm({ latitude: origin.latitude, longitude: origin.longitude }, { latitude: order.latitud, longitude: order.longitud })
      : null;
  const location = order.latitud != null && order.longitud != null ? { latitude: order.latitud, longitude: order.longitud } : null;
  const result = calculateDeliveryFee(feeSettingsOf(commerce), {
    subtotal: fromCents(order.subtotalCents),
    colonia: order.colonia,
    distanceKm,
    location,
    perKmIncluded: order.perKmIncluded,
  });
  if (result.ok) return { cents: toCents(result.fee), viaProvider: commerce.tipo_envio_domicilio === 'delivery_providers' };
  // The courier quotes its own fee when the rider is requested; the order itself carries none.
  if (result.reason === 'provider_quote') return { cents: 0, viaProvider: true };
  const code = result.reason === 'below_minimum' ? 'MINIMUM_PURCHASE' : 'DELIVERY_UNAVAILABLE';
  throw new OrderRefusal(422, code, result.message);
}
