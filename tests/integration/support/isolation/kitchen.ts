// Kitchen endpoints in the tenant-isolation table (docs/kitchen.md): stations are the session's own
// commerce's; B naming A's station in a save is refused. The kitchen screen's queue, bumps, recalls and
// «Listo» list answer only the caller's own orders; B naming A's order or station is refused.
import { ordersOfA } from './orders';
import type { IsolationContext, IsolationRow } from '../isolation-types';

/** A's station, routing A's first category. */
async function stationOfA(ctx: IsolationContext): Promise<Record<string, string>> {
  const saved = await ctx.app.inject({ method: 'PUT', url: '/v1/cocina/estaciones', headers: ctx.auth.headers, payload: { estaciones: [{ name: 'Parrilla A', categoryIds: [], productIds: [] }] } });
  if (saved.statusCode !== 200) throw new Error(`setup station → ${saved.statusCode} ${saved.body}`);
  return { stationId: saved.json<{ id: string }[]>()[0]!.id };
}

/** A's accepted delivery order, bumped by A's only station (so it is «Listo»), and a second one still in A's queue. */
async function kitchenOfA(ctx: IsolationContext): Promise<Record<string, string>> {
  const orders = await ordersOfA(ctx);
  const { stationId } = await stationOfA(ctx);
  const accept = async (id: string) => {
    const accepted = await ctx.app.inject({ method: 'PUT', url: `/v1/pedido/${id}`, headers: ctx.auth.headers, payload: { action: 'changeStatus', status: 'accepted', tiempo_preparacion: 15 } });
    if (accepted.statusCode !== 200) throw new Error(`setup accept → ${accepted.statusCode} ${accepted.body}`);
  };
  await accept(orders.orderId!);
  await accept(orders.tableOrderId!);
  // The station prepares nothing yet: «Todas» still shows nothing for it, so route A's menu to it first.
  const routed = await ctx.app.inject({ method: 'PUT', url: '/v1/cocina/estaciones', headers: ctx.auth.headers, payload: { estaciones: [{ id: stationId, name: 'Parrilla A', categoryIds: [], productIds: [orders.productId] }] } });
  if (routed.statusCode !== 200) throw new Error(`setup route → ${routed.statusCode} ${routed.body}`);
  const bumped = await ctx.app.inject({ method: 'POST', url: '/v1/cocina/marcar', headers: ctx.auth.headers, payload: { pedido: orders.orderId, vista: stationId } });
  if (bumped.statusCode !== 200) throw new Error(`setup bump → ${bumped.statusCode} ${bumped.body}`);
  return { ...orders, stationId };
}

export const rows: IsolationRow[] = [
  { name: 'GET /v1/cocina/cola', method: 'GET', family: 'v1', path: () => '/v1/cocina/cola', setup: kitchenOfA },
  { name: 'GET /v1/cocina/listos', method: 'GET', family: 'v1', path: () => '/v1/cocina/listos', setup: kitchenOfA },
  {
    name: "POST /v1/cocina/marcar (A's order)",
    method: 'POST',
    family: 'v1',
    path: () => '/v1/cocina/marcar',
    body: (ids) => ({ pedido: ids.tableOrderId, vista: 'todas' }),
    setup: kitchenOfA,
  },
  {
    name: "POST /v1/cocina/deshacer (A's station)",
    method: 'POST',
    family: 'v1',
    path: () => '/v1/cocina/deshacer',
    body: (ids) => ({ vista: ids.stationId }),
    setup: kitchenOfA,
    refusedWith: [400],
  },
  { name: 'GET /v1/cocina/estaciones', method: 'GET', family: 'v1', path: () => '/v1/cocina/estaciones', setup: stationOfA },
  {
    name: 'PUT /v1/cocina/estaciones',
    method: 'PUT',
    family: 'v1',
    path: () => '/v1/cocina/estaciones',
    body: (ids) => ({ estaciones: [{ id: ids.stationId, name: 'Robada', categoryIds: [], productIds: [] }] }),
    setup: stationOfA,
    refusedWith: [400],
  },
];
