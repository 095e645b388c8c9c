// Statistics and reports in the tenant-isolation table: B's dashboard, reports and files never carry
// any order of A (A's order is created now, so it falls in the default period of each endpoint).
import { randomBytes } from 'node:crypto';
import type { IsolationContext, IsolationRow } from '../isolation-types';
import { insertOrders } from '../../stats/fixtures';

async function orderOfA(ctx: IsolationContext): Promise<Record<string, string>> {
  const suffix = randomBytes(3).toString('hex');
  const nombre = `Cliente secreto estadisticas ${suffix}`;
  const celular = `994${String(Date.now()).slice(-7)}`;
  const producto = `Producto secreto ${suffix}`;
  await insertOrders(ctx.handle, ctx.commerce.commerceId, [
    {
      folio: `SEC-${suffix}`,
      at: new Date().toISOString(),
      entrega: 'delivery',
      pago: 'efectivo',
      estatus: 'delivered',
      nombre,
      celular,
      subtotal: 10000,
      total: 10000,
      lines: [{ nombre: producto, cantidad: 1, precio_cents: 10000 }],
    },
  ]);
  return { nombre, celular, producto };
}

const reports = ['pedidos', 'corte-caja', 'clientes-frecuentes', 'productos-vendidos'] as const;

export const rows: IsolationRow[] = [
  { name: 'GET /v1/estadisticas hoy', method: 'GET', family: 'v1', path: () => '/v1/estadisticas?periodo=hoy', setup: orderOfA },
  { name: 'GET /v1/estadisticas mes', method: 'GET', family: 'v1', path: () => '/v1/estadisticas?periodo=mes', setup: orderOfA },
  // The owner's location views (docs/locations.md, "Consolidated views"): B's own `todas` never carries A, naming A's commerce is a 404.
  { name: 'GET /v1/estadisticas/consolidado', method: 'GET', family: 'v1', path: () => '/v1/estadisticas/consolidado?periodo=mes', setup: orderOfA },
  { name: 'GET /v1/estadisticas/sucursales', method: 'GET', family: 'v1', path: () => '/v1/estadisticas/sucursales', setup: orderOfA },
  { name: 'GET /v1/estadisticas todas', method: 'GET', family: 'v1', path: () => '/v1/estadisticas?periodo=mes&comercio=todas', setup: orderOfA },
  { name: 'GET /v1/estadisticas comercio A', method: 'GET', family: 'v1', path: (ids) => `/v1/estadisticas?periodo=mes&comercio=${ids.commerceId}`, setup: orderOfA },
  { name: 'GET /v1/reportes/pedidos todas csv', method: 'GET', family: 'v1', path: () => '/v1/reportes/pedidos?format=csv&comercio=todas', setup: orderOfA },
  { name: 'GET /v1/reportes/pedidos comercio A', method: 'GET', family: 'v1', path: (ids) => `/v1/reportes/pedidos?comercio=${ids.commerceId}`, setup: orderOfA },
  { name: 'GET /v1/pedidos/historial todas', method: 'GET', family: 'v1', path: () => '/v1/pedidos/historial?comercio=todas', setup: orderOfA },
  { name: 'GET /v1/pedidos/historial/export todas csv', method: 'GET', family: 'v1', path: () => '/v1/pedidos/historial/export?format=csv&comercio=todas', setup: orderOfA },
  { name: 'GET /v1/pedidos/historial/export comercio A', method: 'GET', family: 'v1', path: (ids) => `/v1/pedidos/historial/export?format=csv&comercio=${ids.commerceId}`, setup: orderOfA },
  ...reports.flatMap((reporte): IsolationRow[] =>
    (['json', 'csv'] as const).map((format) => ({
      name: `GET /v1/reportes/${reporte} ${format}`,
      method: 'GET',
      family: 'v1',
      path: () => `/v1/reportes/${reporte}?format=${format}`,
      setup: orderOfA,
    })),
  ),
];
