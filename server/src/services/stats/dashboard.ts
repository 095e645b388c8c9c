// The statistics dashboard (estadisticas), every figure aggregated by the database: one GROUP BY per
// breakdown over the (id_comercio, created_at) index, days and hours bucketed with AT TIME ZONE in the
// commerce's zone. Money is summed in integer cents and returned in pesos.
// Definitions: ventas = sum of total of sales (shared/orders/sales.ts); pedidos = number of
// sales; ticket promedio = ventas / pedidos. "Por estatus" counts every order of the period, including
// canceled and rejected ones, so the merchant sees what was lost.
import { sql } from 'drizzle-orm';
import type { DeliveryType, OrderStatus, PaymentMethod } from '../../../../shared/constants';
import type { Breakdown, StatsDashboard } from '../../../../shared/types/stats';
import type { DbOrTx } from '../../db/database';
import { IS_SALE, ORDERS_WITH_LINES, orderWhere, pesos, rowsOf, type OrderFilter } from '../reports/filters';
import { addDays, daysBetween, type ResolvedPeriod } from './period';

export type { Breakdown, StatsDashboard };

export const TOP_PRODUCTS = 10;

interface GroupRow {
  clave: string;
  pedidos: number;
  cents: number | string;
}

export async function statsDashboard(db: DbOrTx, commerceId: string, timeZone: string, period: ResolvedPeriod): Promise<StatsDashboard> {
  const base: OrderFilter = { commerceId, start: period.start, end: period.end };
  const all = orderWhere(base);
  const sales = orderWhere({ ...base, salesOnly: true });
  const local = sql`(o.created_at AT TIME ZONE ${timeZone})`;

  const grouped = async (column: string, where: typeof all) =>
    rowsOf<GroupRow>(
      await db.execute(sql`
        SELECT ${sql.raw(`o.${column}`)} AS clave, count(*)::int AS pedidos, coalesce(sum(o.total_cents), 0)::float8 AS cents
        FROM orders o WHERE ${where} GROUP BY 1 ORDER BY 2 DESC, 1`),
    ).map((r) => ({ clave: r.clave, pedidos: Number(r.pedidos), ventas: pesos(r.cents) }));

  const [totals] = rowsOf<{ pedidos: number; cents: number | string; todos: number }>(
    await db.execute(sql`
      SELECT count(*) FILTER (WHERE ${IS_SALE})::int AS pedidos,
             coalesce(sum(o.total_cents) FILTER (WHERE ${IS_SALE}), 0)::float8 AS cents,
             count(*)::int AS todos
      FROM orders o WHERE ${all}`),
  );
  const byStatus = await grouped('estatus_pedido', all);
  const byDelivery = await grouped('metodo_entrega', sales);
  const byPayment = await grouped('metodo_pago', sales);

  const byDay = rowsOf<{ fecha: string; pedidos: number; cents: number | string }>(
    await db.execute(sql`
      SELECT to_char(${local}, 'YYYY-MM-DD') AS fecha, count(*)::int AS pedidos, sum(o.total_cents)::float8 AS cents
      FROM orders o WHERE ${sales} GROUP BY 1`),
  );
  const byHour = rowsOf<{ hora: number; pedidos: number; cents: number | string }>(
    await db.execute(sql`
      SELECT extract(hour FROM ${local})::int AS hora, count(*)::int AS pedidos, sum(o.total_cents)::float8 AS cents
      FROM orders o WHERE ${sales} GROUP BY 1`),
  );
  // Lines reached from the period's orders only (ORDERS_WITH_LINES): an extra predicate on l.id_comercio
  // made the planner pick a nested loop over every line (27 s instead of 0.2 s for 20,000 orders on PGlite).
  const top = rowsOf<{ nombre: string; presentacion: string | null; cantidad: number | string; cents: number | string }>(
    await db.execute(sql`
      SELECT l.nombre, l.presentacion, sum(l.cantidad)::float8 AS cantidad, sum(l.subtotal_cents)::float8 AS cents
      FROM ${ORDERS_WITH_LINES}
      WHERE ${sales}
      GROUP BY l.nombre, l.presentacion
      ORDER BY 3 DESC, 4 DESC, 1
      LIMIT ${TOP_PRODUCTS}`),
  );

  const dayMap = new Map(byDay.map((r) => [r.fecha, r]));
  const days = daysBetween(period.desde, period.hasta) + 1;
  const ventas_por_dia = Array.from({ length: days }, (_, i) => {
    const fecha = addDays(period.desde, i);
    const row = dayMap.get(fecha);
    return { fecha, pedidos: Number(row?.pedidos ?? 0), ventas: pesos(row?.cents) };
  });
  const hourMap = new Map(byHour.map((r) => [Number(r.hora), r]));
  const ventas_por_hora = Array.from({ length: 24 }, (_, hora) => {
    const row = hourMap.get(hora);
    return { hora, pedidos: Number(row?.pedidos ?? 0), ventas: pesos(row?.cents) };
  });

  const pedidos = Number(totals?.pedidos ?? 0);
  const ventasCents = Math.round(Number(totals?.cents ?? 0));
  return {
    periodo: period.periodo,
    desde: period.desde,
    hasta: period.hasta,
    zona_horaria: timeZone,
    ventas: ventasCents / 100,
    pedidos,
    ticket_promedio: pedidos > 0 ? Math.round(ventasCents / pedidos) / 100 : 0,
    pedidos_totales: Number(totals?.todos ?? 0),
    por_estatus: byStatus as Breakdown<OrderStatus>[],
    por_tipo_entrega: byDelivery as Breakdown<DeliveryType>[],
    por_metodo_pago: byPayment as Breakdown<PaymentMethod>[],
    ventas_por_dia,
    ventas_por_hora,
    productos_top: top.map((r) => ({ nombre: r.nombre, presentacion: r.presentacion, cantidad: Number(r.cantidad), importe: pesos(r.cents) })),
  };
}
