// The owner's statistics over several locations (docs/locations.md, "Consolidated views"): the per-commerce dashboard
// (dashboard.ts, unchanged) runs once per location, each in its own time zone, and the results are shown side
// by side and summed here. Only what sums is summed (order counts and money, in integer cents); the average
// ticket is recomputed from the sums. Days and hours are each location's local ones, added up by label. The
// top products are merged from each location's own top list, so a product that is outside every
// location's top does not appear in the total's top either.
import type { Breakdown, StatsDashboard } from '../../../../shared/types/stats';
import type { ConsolidatedStats } from '../../../../shared/types/locations-reports';
import type { DbOrTx } from '../../db/database';
import type { AccountCommerce } from '../locations/account-commerces';
import { statsDashboard, TOP_PRODUCTS } from './dashboard';
import { resolvePeriod, type StatsPeriod } from './period';

const cents = (pesos: number) => Math.round(pesos * 100);

/** Sums by key; `order` sorts the summed entries. */
function sumBy<T, K>(entries: T[], keyOf: (entry: T) => K, add: (into: T, entry: T) => T, order: (a: T, b: T) => number): T[] {
  const summed = new Map<K, T>();
  for (const entry of entries) {
    const key = keyOf(entry);
    const seen = summed.get(key);
    summed.set(key, seen ? add(seen, entry) : { ...entry });
  }
  return [...summed.values()].sort(order);
}

function sumBreakdowns<K extends string>(lists: Breakdown<K>[][]): Breakdown<K>[] {
  return sumBy(
    lists.flat(),
    (entry) => entry.clave,
    (into, entry) => ({ clave: into.clave, pedidos: into.pedidos + entry.pedidos, ventas: (cents(into.ventas) + cents(entry.ventas)) / 100 }),
    (a, b) => b.ventas - a.ventas || b.pedidos - a.pedidos || a.clave.localeCompare(b.clave),
  );
}

/** The sum of several dashboards of the same period (each possibly in another time zone). */
export function sumDashboards(boards: StatsDashboard[]): StatsDashboard {
  const first = boards[0];
  if (!first) throw new Error('sumDashboards: no dashboards');
  const ventasCents = boards.reduce((sum, board) => sum + cents(board.ventas), 0);
  const pedidos = boards.reduce((sum, board) => sum + board.pedidos, 0);
  const addSales = <T extends { pedidos: number; ventas: number }>(into: T, entry: T): T => ({ ...into, pedidos: into.pedidos + entry.pedidos, ventas: (cents(into.ventas) + cents(entry.ventas)) / 100 });
  const zones = new Set(boards.map((board) => board.zona_horaria));
  return {
    periodo: first.periodo,
    desde: boards.reduce((min, board) => (board.desde < min ? board.desde : min), first.desde),
    hasta: boards.reduce((max, board) => (board.hasta > max ? board.hasta : max), first.hasta),
    // Locations on different clocks: the sum has no single zone of its own.
    zona_horaria: zones.size === 1 ? first.zona_horaria : '',
    ventas: ventasCents / 100,
    pedidos,
    ticket_promedio: pedidos > 0 ? Math.round(ventasCents / pedidos) / 100 : 0,
    pedidos_totales: boards.reduce((sum, board) => sum + board.pedidos_totales, 0),
    por_estatus: sumBreakdowns(boards.map((board) => board.por_estatus)),
    por_tipo_entrega: sumBreakdowns(boards.map((board) => board.por_tipo_entrega)),
    por_metodo_pago: sumBreakdowns(boards.map((board) => board.por_metodo_pago)),
    por_canal: sumBreakdowns(boards.map((board) => board.por_canal ?? [])),
    ventas_por_dia: sumBy(boards.flatMap((board) => board.ventas_por_dia), (day) => day.fecha, addSales, (a, b) => a.fecha.localeCompare(b.fecha)),
    ventas_por_hora: sumBy(boards.flatMap((board) => board.ventas_por_hora), (hour) => hour.hora, addSales, (a, b) => a.hora - b.hora),
    productos_top: sumBy(
      boards.flatMap((board) => board.productos_top),
      (product) => `${product.nombre}\u0000${product.presentacion ?? ''}`,
      (into, product) => ({ ...into, cantidad: into.cantidad + product.cantidad, importe: (cents(into.importe) + cents(product.importe)) / 100 }),
      (a, b) => b.cantidad - a.cantidad || b.importe - a.importe || a.nombre.localeCompare(b.nombre),
    ).slice(0, TOP_PRODUCTS),
  };
}

export interface ConsolidatedStatsRequest {
  periodo: StatsPeriod;
  desde?: string;
  hasta?: string;
  now: Date;
}

/** Each location's dashboard for the same named period or local days, and their sum. */
export async function consolidatedStats(db: DbOrTx, locations: readonly AccountCommerce[], request: ConsolidatedStatsRequest): Promise<ConsolidatedStats> {
  const sucursales: ConsolidatedStats['sucursales'] = [];
  // One location after another: each dashboard already runs its statements at once on a pool.
  for (const location of locations) {
    const period = resolvePeriod(request.periodo, location.zona_horaria, request.now, request);
    sucursales.push({ id: location.id, nombre: location.nombre, tablero: await statsDashboard(db, location.id, location.zona_horaria, period) });
  }
  return { sucursales, total: sumDashboards(sucursales.map((location) => location.tablero)) };
}
