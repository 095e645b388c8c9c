// GET /v1/public/comercio/:id_path/cupon?codigo=&subtotal=  (public: the customer's checkout, no session)
// Answers the discount a coupon gives on the products' subtotal or the Spanish reason it does not apply,
// with the same rule the order uses (services/coupons/redeem.ts). The order decides again when placed.
import type { FastifyPluginAsync } from 'fastify';
import { fromCents, toCents } from '../../../../shared/money';
import type { CouponPreview } from '../../../../shared/types/coupon-preview';
import { badRequest, notFound } from '../../errors';
import { couponPreviewReply } from '../../http/reply-schemas/public';
import { checkCoupon, normalizeCouponCode } from '../../services/coupons/redeem';
import { ORDER_MSG, OrderRefusal } from '../../services/orders/errors';
import { intakeCacheFor } from '../../services/orders/intake-cache';

const params = {
  type: 'object',
  required: ['id_path'],
  properties: { id_path: { type: 'string', minLength: 1, maxLength: 80 } },
} as const;

const MAX_SUBTOTAL = 10_000_000;
const query = {
  type: 'object',
  required: ['codigo', 'subtotal'],
  properties: { codigo: { type: 'string', minLength: 1, maxLength: 40 }, subtotal: { type: 'number', minimum: 0, maximum: MAX_SUBTOTAL } },
} as const;
export const COUPON_PREVIEW_MSG = {
  code: 'Escribe el código del cupón',
  subtotal: 'El subtotal debe ser un número entre 0 y 10,000,000',
} as const;

const couponPreviewRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id_path: string }; Querystring: { codigo: string; subtotal: number } }>(
    '/comercio/:id_path/cupon',
    { config: { access: 'public' }, schema: { params, querystring: query, response: { 200: couponPreviewReply } } },
    async (request): Promise<CouponPreview> => {
      const { codigo, subtotal: pesos } = request.query;
      if (!normalizeCouponCode(codigo)) throw badRequest(COUPON_PREVIEW_MSG.code, 'codigo');
      const commerce = await intakeCacheFor(app.deps.db).byPath(request.params.id_path);
      if (!commerce) throw notFound(ORDER_MSG.commerceNotFound);
      const code = normalizeCouponCode(codigo);
      // Guessing codes through the preview is limited per address: only answers that did not apply count,
      // so a customer checking a real code as the subtotal changes is never stopped (docs/security.md).
      const { publicLimits } = app.deps;
      await publicLimits.assertCouponGuessesLeft(commerce.id, request.ip);
      try {
        const redemption = await checkCoupon(app.deps.db, { commerceId: commerce.id, code, phone: null, subtotalCents: toCents(pesos), at: new Date() }, false);
        return { aplica: true, codigo: redemption.coupon_code, descuento: fromCents(redemption.discount_cents) };
      } catch (error) {
        if (!(error instanceof OrderRefusal && error.code === 'COUPON_INVALID')) throw error;
        await publicLimits.recordCouponMiss(commerce.id, request.ip);
        return { aplica: false, codigo: code, motivo: error.message };
      }
    },
  );
};

export default couponPreviewRoutes;
