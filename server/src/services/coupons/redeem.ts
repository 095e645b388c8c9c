// Coupon redemption inside the order transaction: the coupon row is locked (FOR UPDATE) so two
// orders racing for the last use cannot both get it; the use is recorded in the same transaction.
import { and, count, eq } from 'drizzle-orm';
import type { DiscountType } from '../../../../shared/constants';
import { formatMoney } from '../../../../shared/money';
import { fromCents } from '../../../../shared/money';
import type { DbOrTx, Tx } from '../../db/database';
import { couponUsages, coupons } from '../../db/schema/marketing';
import { OrderRefusal } from '../orders/errors';

export const COUPON_MSG = {
  notFound: 'El cupón no existe',
  inactive: 'El cupón no está activo',
  notYetValid: 'El cupón aún no está vigente',
  expired: 'El cupón ha expirado',
  minimumPurchase: (amount: string) => `La compra mínima para usar este cupón es de ${amount}`,
  usedUp: 'El cupón ya alcanzó su límite de usos',
  customerLimit: 'Ya usaste este cupón el número máximo de veces permitido',
} as const;

export interface CouponRedemption {
  couponId: string;
  coupon_code: string;
  coupon_type: DiscountType;
  /** As stored: cents for 'amount', hundredths of a percent for 'percent'. */
  coupon_value: number;
  discount_cents: number;
}

function refuse(message: string): never {
  throw new OrderRefusal(422, 'COUPON_INVALID', message);
}

export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The discount on the products' subtotal, never more than the subtotal. */
export function couponDiscount(type: DiscountType, value: number, subtotalCents: number): number {
  const raw = type === 'amount' ? value : Math.round((subtotalCents * value) / 10_000);
  return Math.max(0, Math.min(subtotalCents, raw));
}

export interface RedeemInput {
  commerceId: string;
  code: string;
  phone: string;
  subtotalCents: number;
  at: Date;
}

/** Checks the coupon and locks it; the use is recorded by recordCouponUse once the order exists. */
export function reserveCoupon(tx: Tx, input: RedeemInput): Promise<CouponRedemption> {
  return checkCoupon(tx, input, true);
}

/**
 * The one coupon rule: whether it applies and the discount, or an OrderRefusal with the Spanish reason.
 * `lock` holds the row until the order's transaction ends; the checkout's preview reads without it and,
 * before a phone number is known, skips the per-customer limit (the order checks it again).
 */
export async function checkCoupon(db: DbOrTx, input: Omit<RedeemInput, 'phone'> & { phone: string | null }, lock: boolean): Promise<CouponRedemption> {
  const code = normalizeCouponCode(input.code);
  const query = db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id_comercio, input.commerceId), eq(coupons.codigo, code)));
  const [coupon] = lock ? await query.for('update') : await query;
  if (!coupon) refuse(COUPON_MSG.notFound);
  if (!coupon.activo) refuse(COUPON_MSG.inactive);
  if (coupon.fecha_inicio && input.at < coupon.fecha_inicio) refuse(COUPON_MSG.notYetValid);
  if (coupon.fecha_fin && input.at > coupon.fecha_fin) refuse(COUPON_MSG.expired);
  if (coupon.compra_minima_cents != null && input.subtotalCents < coupon.compra_minima_cents) {
    refuse(COUPON_MSG.minimumPurchase(formatMoney(fromCents(coupon.compra_minima_cents))));
  }
  if (coupon.limite_total != null) {
    const [used] = await db.select({ n: count() }).from(couponUsages).where(eq(couponUsages.id_cupon, coupon.id));
    if ((used?.n ?? 0) >= coupon.limite_total) refuse(COUPON_MSG.usedUp);
  }
  if (coupon.limite_por_cliente != null && input.phone !== null) {
    const [usedByCustomer] = await db
      .select({ n: count() })
      .from(couponUsages)
      .where(and(eq(couponUsages.id_cupon, coupon.id), eq(couponUsages.numero_celular, input.phone)));
    if ((usedByCustomer?.n ?? 0) >= coupon.limite_por_cliente) refuse(COUPON_MSG.customerLimit);
  }
  return {
    couponId: coupon.id,
    coupon_code: coupon.codigo,
    coupon_type: coupon.tipo,
    coupon_value: coupon.valor,
    discount_cents: couponDiscount(coupon.tipo, coupon.valor, input.subtotalCents),
  };
}

export async function recordCouponUse(
  tx: Tx,
  redemption: CouponRedemption,
  use: { commerceId: string; orderId: string; phone: string },
): Promise<void> {
  await tx.insert(couponUsages).values({
    id_comercio: use.commerceId,
    id_cupon: redemption.couponId,
    id_pedido: use.orderId,
    numero_celular: use.phone,
    monto_cents: redemption.discount_cents,
  });
}
