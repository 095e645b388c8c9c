// Limits on what the public may do without an account (docs/security.md, "Límites del público"): orders per
// commerce from one client address and for one phone, coupon previews that do not apply, sign-ups per address.
// Counted in PostgreSQL (rate-limit.ts), so they hold across instances; a refusal is a 429 with Retry-After.
import type { PublicLimits } from '../config';
import type { DbOrTx } from '../db/database';
import { HttpError } from '../errors';
import { createAttemptLimiter } from './rate-limit';

export const PUBLIC_LIMIT_MSG = {
  orders: 'Recibimos demasiados pedidos seguidos desde tu conexión o tu teléfono. Espera unos minutos e inténtalo de nuevo.',
  coupons: 'Demasiados cupones probados. Espera unos minutos e inténtalo de nuevo.',
  signups: 'Demasiados registros desde tu conexión. Espera un rato e inténtalo de nuevo.',
} as const;

export interface PublicLimiters {
  /**
   * Counts one order to the commerce while `place` runs; throws 429 past a limit. An order refused (4xx) is
   * given back: a customer correcting a refused order (closed, sold out, wrong address) is not using up the
   * limit, which is there for orders that ring and print. `phone` '' (an order without phone) counts by
   * address only.
   */
  placeOrder<T>(commerceId: string, ip: string, phone: string, place: () => Promise<T>): Promise<T>;
  /** Throws 429 while this address has used up its coupon misses in the commerce. */
  assertCouponGuessesLeft(commerceId: string, ip: string): Promise<void>;
  /** Counts a coupon preview that did not apply. */
  recordCouponMiss(commerceId: string, ip: string): Promise<void>;
  /** Counts one sign-up; throws 429 past the limit. */
  takeSignup(ip: string): Promise<void>;
}

function refusal(message: string, retryAfterSeconds: number): HttpError {
  return new HttpError(429, message, { code: 'RATE_LIMITED', details: { retryAfterSeconds } });
}

/** No limits (env PUBLIC_LIMITS=off, for load tests from one address). */
const UNLIMITED: PublicLimiters = {
  placeOrder: (_commerceId, _ip, _phone, place) => place(),
  assertCouponGuessesLeft: async () => {},
  recordCouponMiss: async () => {},
  takeSignup: async () => {},
};

export function createPublicLimiters(db: DbOrTx, limits: PublicLimits | null): PublicLimiters {
  if (!limits) return UNLIMITED;
  const orders = createAttemptLimiter(db, 'order', limits.ordersPerIp, limits.ordersWindowMs);
  const coupons = createAttemptLimiter(db, 'coupon', limits.couponMissesPerIp, limits.couponWindowMs);
  const signups = createAttemptLimiter(db, 'signup', limits.signupsPerIp, limits.signupWindowMs);
  return {
    async placeOrder(commerceId, ip, phone, place) {
      // An order without phone (eaten in) counts by address only: one shared bucket would stop every table.
      const buckets = phone ? [`${commerceId}|ip:${ip}`, { key: `${commerceId}|phone:${phone}`, max: limits.ordersPerPhone }] : [`${commerceId}|ip:${ip}`];
      const wait = await orders.take(...buckets);
      if (wait > 0) throw refusal(PUBLIC_LIMIT_MSG.orders, wait);
      try {
        return await place();
      } catch (error) {
        if (error instanceof HttpError && error.statusCode < 500) await orders.giveBack(...buckets);
        throw error;
      }
    },
    async assertCouponGuessesLeft(commerceId, ip) {
      const bucket = `${commerceId}|ip:${ip}`;
      if (await coupons.isBlocked(bucket)) throw refusal(PUBLIC_LIMIT_MSG.coupons, await coupons.retryAfterSeconds(bucket));
    },
    async recordCouponMiss(commerceId, ip) {
      await coupons.recordFailure(`${commerceId}|ip:${ip}`);
    },
    async takeSignup(ip) {
      const wait = await signups.take(`ip:${ip}`);
      if (wait > 0) throw refusal(PUBLIC_LIMIT_MSG.signups, wait);
    },
  };
}
