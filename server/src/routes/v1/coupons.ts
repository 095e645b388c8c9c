// Coupons (cupones), module CUPONES. Paths, relative to /v1:
//   GET    /cupones        list with usage counts (usos)            → Coupon[]
//   GET    /cupones/{id}                                          → Coupon
//   POST   /cupones        { codigo, tipo: amount|percent, valor, fecha_inicio?, fecha_fin?, compra_minima?,
//                            limite_total?, limite_por_cliente?, activo? }   → 201 Coupon; 409 COUPON_CODE_TAKEN
//   PUT    /cupones/{id}   same fields (those left out keep their value)   → Coupon
//   DELETE /cupones/{id}                                          → { id, message }
// Codes are stored upper-case and are unique per commerce. Public orders apply them through order intake.
import type { FastifyPluginAsync } from 'fastify';
import { getSession } from '../../plugins/auth';
import { COUPON_ADMIN_MSG, createCoupon, deleteCoupon, getCoupon, listCoupons, updateCoupon, withNormalizedCode } from '../../services/coupons/admin';
import { idParams, partialBody, yupPart } from '../../plugins/validators';
import { couponSchema } from '@shared/validation/coupon';

type IdParams = { Params: { id: string } };

const couponRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  app.get('/cupones', { config: { access: { module: 'CUPONES', permission: 'list' } } }, async (request) => listCoupons(db, getSession(request).commerceId));

  app.get<IdParams>('/cupones/:id', { schema: { params: idParams('id') }, config: { access: { module: 'CUPONES', permission: 'list' } } }, async (request) => getCoupon(db, getSession(request).commerceId, request.params.id));

  app.post('/cupones', { schema: { body: yupPart(couponSchema, { prepare: withNormalizedCode }) }, config: { access: { module: 'CUPONES', permission: 'create' } } }, async (request, reply) => {
    reply.code(201);
    return createCoupon(db, getSession(request).commerceId, request.body);
  });

  app.put<IdParams>('/cupones/:id', { schema: { params: idParams('id'), body: partialBody(couponSchema, { prepare: withNormalizedCode }) }, config: { access: { module: 'CUPONES', permission: 'edit' } } }, async (request) =>
    updateCoupon(db, getSession(request).commerceId, request.params.id, request.body),
  );

  app.delete<IdParams>('/cupones/:id', { schema: { params: idParams('id') }, config: { access: { module: 'CUPONES', permission: 'delete' } } }, async (request) => {
    await deleteCoupon(db, getSession(request).commerceId, request.params.id);
    return { id: request.params.id, message: COUPON_ADMIN_MSG.deleted };
  });
};

export default couponRoutes;
