// Online payment routes in the tenant-isolation table (docs/payments.md): B's id_path does not reach A's order's
// payment, B's session does not see A's payments, settings or refunds, nor link A's order, and a webhook on B's
// path is checked with B's secret (B has none: 400); Clip's, unsigned, reads only B's links with B's keys (none: 400).
import { onlinePayments } from '../../../../server/src/db/schema/online-payment';
import type { IsolationContext, IsolationRow } from '../isolation-types';
import { ordersOfA } from './orders';

/** A paid online payment of A's order whose refund failed (written straight: A has no provider here). */
async function failedRefundOfA(ctx: IsolationContext): Promise<Record<string, string>> {
  const ids = await ordersOfA(ctx);
  const [row] = await ctx.handle.db
    .insert(onlinePayments)
    .values({
      id_comercio: ctx.commerce.commerceId,
      id_pedido: ids.orderId!,
      proveedor: 'stripe',
      referencia: `cs_test_${ids.orderId}`,
      pago_id: `pi_${ids.orderId}`,
      url: 'https://checkout.stripe.com/c/pay/cs_test',
      monto_cents: 5000,
      estatus: 'pagado',
      reembolso_estatus: 'fallido',
      reembolso_error: 'Secreto de A',
    })
    .returning({ id: onlinePayments.id });
  return { ...ids, paymentId: row!.id };
}

const base = (path: string): string => `/v1/public/comercio/${path}`;

export const rows: IsolationRow[] = [
  { name: 'POST public order payment', method: 'POST', family: 'public', path: (ids) => base(`${ids.idPath}/pedido/${ids.orderId}/pago`), setup: ordersOfA },
  { name: 'GET public order payment', method: 'GET', family: 'public', path: (ids) => base(`${ids.idPath}/pedido/${ids.orderId}/pago`), setup: ordersOfA },
  { name: 'POST Stripe webhook', method: 'POST', family: 'public', path: (ids) => base(`${ids.idPath}/pagos/webhook/stripe`), body: () => ({ id: 'evt_1', type: 'checkout.session.completed' }), refusedWith: [400] },
  { name: 'POST Clip webhook', method: 'POST', family: 'public', path: (ids) => base(`${ids.idPath}/pagos/webhook/clip`), body: () => ({ payment_request_id: '11111111-2222-3333-4444-555555555555' }), refusedWith: [400] },
  { name: 'POST Mercado Pago webhook', method: 'POST', family: 'public', path: (ids) => base(`${ids.idPath}/pagos/webhook/mercadopago?data.id=1&type=payment`), body: () => ({ data: { id: '1' } }), refusedWith: [400] },
  { name: 'GET /v1/cobros-en-linea/pagos', method: 'GET', family: 'v1', path: () => '/v1/cobros-en-linea/pagos', setup: ordersOfA },
  { name: 'GET /v1/cobros-en-linea/pagos.csv', method: 'GET', family: 'v1', path: () => '/v1/cobros-en-linea/pagos.csv', setup: failedRefundOfA },
  { name: 'GET /v1/cobros-en-linea/ajustes', method: 'GET', family: 'v1', path: () => '/v1/cobros-en-linea/ajustes' },
  { name: 'PUT /v1/cobros-en-linea/ajustes', method: 'PUT', family: 'v1', path: () => '/v1/cobros-en-linea/ajustes', body: () => ({ minutos_expiracion: 45 }) },
  { name: 'POST /v1/cobros-en-linea/pagos/:id/reembolso', method: 'POST', family: 'v1', path: (ids) => `/v1/cobros-en-linea/pagos/${ids.paymentId}/reembolso`, setup: failedRefundOfA },
  { name: 'POST /v1/pedidos/:id/enlace-pago', method: 'POST', family: 'v1', path: (ids) => `/v1/pedidos/${ids.orderId}/enlace-pago`, setup: ordersOfA },
];
