// Order endpoints in the tenant-isolation table: every path or body naming an order, table or product of
// commerce A must not reach A's data with commerce B's session; lists answer only the caller's own data.
import { eq } from 'drizzle-orm';
import { commerces } from '../../../../server/src/db/schema/commerces';
import { ALWAYS_OPEN, createTable, seedMenu } from '../../orders/support';
import type { IsolationContext, IsolationRow } from '../isolation-types';

let nextTableNumber = 100;
/** Each fixture order is another customer (own phone and address), as the public's limits expect (docs/security.md). */
let nextCustomer = 0;
const ON = { efectivo: true, tarjeta: true, transferencia: false, enlace_pago: false, payment_provider: false };

/** Opens commerce A, gives it a menu and a table, and places one delivery order and one table order. */
export async function ordersOfA(ctx: IsolationContext): Promise<Record<string, string>> {
  const commerceId = ctx.commerce.commerceId;
  await ctx.handle.db
    .update(commerces)
    .set({
      horarios: ALWAYS_OPEN,
      servicio_activo: true,
      activar_envio_domicilio: true,
      activar_comer_restaurant: true,
      metodos_pago_envio_domicilio: ON,
      metodos_pago_comer_restaurant: ON,
      tipo_envio_domicilio: 'gratis',
    })
    .where(eq(commerces.id, commerceId));
  const menu = await seedMenu(ctx.handle, commerceId);
  const tableUuid = await createTable(ctx.handle, commerceId, nextTableNumber++);
  const base = { nombre: 'Cliente secreto de A', metodo_pago: 'efectivo', productos: [{ id_producto: menu.tacoId, cantidad: 1 }] };
  const place = async (payload: Record<string, unknown>) => {
    nextCustomer += 1;
    const customer = { numero_celular: `993123${String(nextCustomer).padStart(4, '0')}` };
    const remoteAddress = `10.77.${Math.floor(nextCustomer / 250)}.${(nextCustomer % 250) + 1}`;
    const response = await ctx.app.inject({ method: 'POST', url: `/v1/public/comercio/${ctx.commerce.idPath}/pedido`, payload: { ...customer, ...payload }, remoteAddress });
    if (response.statusCode !== 201) throw new Error(`setup order → ${response.statusCode} ${response.body}`);
    return response.json<{ pedido: { id: string } }>().pedido.id;
  };
  const orderId = await place({ ...base, metodo_entrega: 'delivery', calle: 'Calle de A', colonia: 'Centro', numero_exterior: '1', referencias: 'Casa' });
  const tableOrderId = await place({ ...base, table_uuid: tableUuid });
  return { orderId, tableOrderId, tableUuid, productId: menu.tacoId };
}

export const rows: IsolationRow[] = [
  { name: 'GET /v2/commerce/:commerceId/orders', method: 'GET', family: 'v2', path: (ids) => `/v2/commerce/${ids.commerceId}/orders?orders_in_process=true`, setup: ordersOfA },
  { name: 'GET /v2/commerce/:commerceId/orders/:orderId', method: 'GET', family: 'v2', path: (ids) => `/v2/commerce/${ids.commerceId}/orders/${ids.orderId}`, setup: ordersOfA },
  { name: 'POST /v2/orders/v2/close (A table)', method: 'POST', family: 'v2', path: () => '/v2/orders/v2/close', body: (ids) => ({ table: ids.tableUuid, payment_method: 'efectivo' }), setup: ordersOfA },
  { name: 'PATCH /v2/commerce/:commerceId/tables/:tableUuid', method: 'PATCH', family: 'v2', path: (ids) => `/v2/commerce/${ids.commerceId}/tables/${ids.tableUuid}`, body: () => ({ status: 'a' }), setup: ordersOfA },
  { name: 'PUT /v1/pedido/:id changeStatus', method: 'PUT', family: 'v1', path: (ids) => `/v1/pedido/${ids.orderId}`, body: () => ({ action: 'changeStatus', status: 'accepted' }), setup: ordersOfA },
  { name: 'PUT /v1/pedido/:id changePaymentMethod', method: 'PUT', family: 'v1', path: (ids) => `/v1/pedido/${ids.orderId}`, body: () => ({ action: 'changePaymentMethod', paymentMethod: 'tarjeta' }), setup: ordersOfA },
  { name: 'PUT /v1/pedido/:id/edicion', method: 'PUT', family: 'v1', path: (ids) => `/v1/pedido/${ids.orderId}/edicion`, body: (ids) => ({ version: 1, productos: [{ id_producto: ids.productId, cantidad: 2 }] }), setup: ordersOfA },
  { name: 'POST /v1/pedido/:id/edicion/vista-previa', method: 'POST', family: 'v1', path: (ids) => `/v1/pedido/${ids.orderId}/edicion/vista-previa`, body: (ids) => ({ version: 1, productos: [{ id_producto: ids.productId, cantidad: 2 }] }), setup: ordersOfA },
  { name: 'GET /v1/pedido/:id/versiones', method: 'GET', family: 'v1', path: (ids) => `/v1/pedido/${ids.orderId}/versiones`, setup: ordersOfA },
  { name: 'POST /v1/pedido/:id/agotado', method: 'POST', family: 'v1', path: (ids) => `/v1/pedido/${ids.orderId}/agotado`, body: (ids) => ({ id_producto: ids.productId }), setup: ordersOfA },
  { name: 'DELETE /v1/pedido/:id', method: 'DELETE', family: 'v1', path: (ids) => `/v1/pedido/${ids.orderId}`, setup: ordersOfA },
  { name: 'POST /v1/delivery/order (A order)', method: 'POST', family: 'v1', path: () => '/v1/delivery/order', body: (ids) => ({ id_pedido: ids.orderId }), setup: ordersOfA },
  { name: 'POST /v1/delivery/request/:id', method: 'POST', family: 'v1', path: (ids) => `/v1/delivery/request/${ids.orderId}`, setup: ordersOfA },
  { name: 'POST /v1/delivery/request-cancel/:id', method: 'POST', family: 'v1', path: (ids) => `/v1/delivery/request-cancel/${ids.orderId}`, setup: ordersOfA },
  { name: 'GET /v1/delivery/cotizacion/:id', method: 'GET', family: 'v1', path: (ids) => `/v1/delivery/cotizacion/${ids.orderId}`, setup: ordersOfA },
  { name: 'GET /v1/pedidos/historial', method: 'GET', family: 'v1', path: () => '/v1/pedidos/historial?q=secreto', setup: ordersOfA },
  { name: 'GET /v1/pedidos/historial/export csv', method: 'GET', family: 'v1', path: () => '/v1/pedidos/historial/export?format=csv', setup: ordersOfA },
  {
    name: 'POST /v1/pedidos/telefonico (A product)',
    method: 'POST',
    family: 'v1',
    path: () => '/v1/pedidos/telefonico',
    body: (ids) => ({ metodo_entrega: 'takeAway', nombre: 'Intruso', numero_celular: '9939999999', metodo_pago: 'efectivo', productos: [{ id_producto: ids.productId, cantidad: 1 }] }),
    setup: ordersOfA,
  },
  { name: 'GET /v1/clientes/buscar', method: 'GET', family: 'v1', path: () => '/v1/clientes/buscar?telefono=993123', setup: ordersOfA },
  { name: 'GET /v1/mesas', method: 'GET', family: 'v1', path: () => '/v1/mesas', setup: ordersOfA },
  { name: 'GET /v1/mesas/:uuid/pedidos', method: 'GET', family: 'v1', path: (ids) => `/v1/mesas/${ids.tableUuid}/pedidos`, setup: ordersOfA },
];
