// The figures of a cash shift (docs/counter.md), computed by the database for [opened, end): sales by
// method, tips, discounts, change handed out, orders by delivery type, and the cash the drawer should
// hold. Sales follow the one shared definition (shared/orders/sales.ts). Orders settled at a table
// count through their table payment (which may mix methods and carries the tip left at the table), in
// the shift the payment was taken; every other sale counts by its own payment method. Online money is also
// told by provider (what the provider kept of the payments it confirmed for the shift's sales), and the
// refunds the providers made during the shift are listed apart (an edit's refund is already out of its
// order's total; a cancelled order is no sale) (docs/payments.md).
import { CHANNEL_ORIGINS, type ChannelOrigin } from '../../../../shared/types/api-keys';
import { sql } from 'drizzle-orm';
import type { CashShiftSummary, ProviderMoney } from '../../../../shared/counter';
import type { PaymentProviderCode } from '../../../../shared/online-payment';
import { fromCents } from '../../../../shared/money';
import { SALE_STATUSES } from '../../../../shared/orders/sales';
import type { DbOrTx } from '../../db/database';
import { COUNTS_AS_ONLINE_MONEY } from '../payments/queries';
import { rowsOf } from '../reports/filters';

export interface ShiftWindow {
  commerceId: string;
  shiftId: string;
  start: Date;
  end: Date;
  fondoCents: number;
}

const saleList = sql.join(SALE_STATUSES.map((s) => sql`${s}`), sql`, `);

interface OrderTotals {
  efectivo: string;
  tarjeta: string;
  transferencia: string;
  en_linea: string;
  por_confirmar: string;
  propinas: string;
  descuentos: string;
  cambio: string;
  delivery: number;
  take_away: number;
  in_restaurant: number;
  pedidos: number;
}

interface TableTotals {
  efectivo: string;
  tarjeta: string;
  transferencia: string;
  /** A table bill paid by link (docs/counter.md). */
  en_linea: string;
  propinas: string;
  cambio: string;
  pedidos: number;
}

export async function shiftSummary(db: DbOrTx, w: ShiftWindow): Promise<CashShiftSummary> {
  const start = w.start.toISOString();
  const end = w.end.toISOString();
  const [orders] = rowsOf<OrderTotals>(
    await db.execute(sql`
      SELECT coalesce(sum(o.total_cents) FILTER (WHERE o.metodo_pago = 'efectivo'), 0)::text AS efectivo,
             coalesce(sum(o.total_cents) FILTER (WHERE o.metodo_pago = 'tarjeta'), 0)::text AS tarjeta,
             coalesce(sum(o.total_cents) FILTER (WHERE o.metodo_pago = 'transferencia'), 0)::text AS transferencia,
             coalesce(sum(o.total_cents) FILTER (WHERE o.metodo_pago IN ('enlace_pago', 'payment_provider')), 0)::text AS en_linea,
             coalesce(sum(o.total_cents) FILTER (WHERE o.metodo_pago = 'toconfirm'), 0)::text AS por_confirmar,
             coalesce(sum(o.propina_cents), 0)::text AS propinas,
             coalesce(sum(o.coupon_amount_cents), 0)::text AS descuentos,
             coalesce(sum(greatest(o.cliente_paga_con_cents - o.total_cents, 0)) FILTER (WHERE o.metodo_pago = 'efectivo'), 0)::text AS cambio,
             count(*) FILTER (WHERE o.metodo_entrega = 'delivery')::int AS delivery,
             count(*) FILTER (WHERE o.metodo_entrega = 'takeAway')::int AS take_away,
             count(*) FILTER (WHERE o.metodo_entrega = 'inRestaurant')::int AS in_restaurant,
             count(*)::int AS pedidos
      FROM orders o
      WHERE o.id_comercio = ${w.commerceId} AND o.deleted_at IS NULL
        AND o.created_at >= ${start}::timestamptz AND o.created_at < ${end}::timestamptz
        AND o.estatus_pedido IN (${saleList}) AND NOT o.es_prueba
        AND NOT EXISTS (SELECT 1 FROM table_payments tp WHERE tp.id_comercio = o.id_comercio AND tp.pedidos ? o.id::text)`),
  );
  const [tables] = rowsOf<TableTotals>(
    await db.execute(sql`
      SELECT coalesce(sum((p->>'monto_cents')::int) FILTER (WHERE p->>'metodo' = 'efectivo'), 0)::text AS efectivo,
             coalesce(sum((p->>'monto_cents')::int) FILTER (WHERE p->>'metodo' = 'tarjeta'), 0)::text AS tarjeta,
             coalesce(sum((p->>'monto_cents')::int) FILTER (WHERE p->>'metodo' = 'transferencia'), 0)::text AS transferencia,
             coalesce(sum((p->>'monto_cents')::int) FILTER (WHERE p->>'metodo' = 'enlace_pago'), 0)::text AS en_linea,
             (SELECT coalesce(sum(propina_cents), 0) FROM table_payments
               WHERE id_comercio = ${w.commerceId} AND created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz)::text AS propinas,
             (SELECT coalesce(sum(cambio_cents), 0) FROM table_payments
               WHERE id_comercio = ${w.commerceId} AND created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz)::text AS cambio,
             (SELECT coalesce(sum(jsonb_array_length(pedidos)), 0) FROM table_payments
               WHERE id_comercio = ${w.commerceId} AND created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz)::int AS pedidos
      FROM table_payments tp CROSS JOIN LATERAL jsonb_array_elements(tp.pagos) p
      WHERE tp.id_comercio = ${w.commerceId} AND tp.created_at >= ${start}::timestamptz AND tp.created_at < ${end}::timestamptz`),
  );
  // Outside channels' orders (docs/api.md), each as its own channel.
  const channels = rowsOf<{ canal: ChannelOrigin; pedidos: number; total: string }>(
    await db.execute(sql`
      SELECT o.origin AS canal, count(*)::int AS pedidos, coalesce(sum(o.total_cents), 0)::text AS total
      FROM orders o
      WHERE o.id_comercio = ${w.commerceId} AND o.deleted_at IS NULL
        AND o.created_at >= ${start}::timestamptz AND o.created_at < ${end}::timestamptz
        AND o.estatus_pedido IN (${saleList}) AND NOT o.es_prueba
        AND o.origin IN (${sql.join(CHANNEL_ORIGINS.map((origin) => sql`${origin}`), sql`, `)})
      GROUP BY o.origin ORDER BY o.origin`),
  );
  const online = rowsOf<{ proveedor: PaymentProviderCode; cantidad: number; total: string }>(
    await db.execute(sql`
      SELECT p.proveedor, count(*)::int AS cantidad, coalesce(sum(p.monto_cents - p.reembolsado_cents), 0)::text AS total
      FROM online_payments p JOIN orders o ON o.id = p.id_pedido
      WHERE p.id_comercio = ${w.commerceId} AND ${COUNTS_AS_ONLINE_MONEY}
        AND o.deleted_at IS NULL AND o.created_at >= ${start}::timestamptz AND o.created_at < ${end}::timestamptz
        AND o.estatus_pedido IN (${saleList}) AND NOT o.es_prueba
      GROUP BY p.proveedor ORDER BY p.proveedor`),
  );
  const refunds = rowsOf<{ proveedor: PaymentProviderCode; cantidad: number; total: string }>(
    await db.execute(sql`
      SELECT proveedor, count(*)::int AS cantidad, coalesce(sum(monto_cents), 0)::text AS total
      FROM online_payment_refunds
      WHERE id_comercio = ${w.commerceId} AND created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz
      GROUP BY proveedor ORDER BY proveedor`),
  );
  const byProvider = (rows: typeof online): ProviderMoney[] => rows.map((row) => ({ proveedor: row.proveedor, cantidad: Number(row.cantidad), total: fromCents(Number(row.total)) }));
  const [moves] = rowsOf<{ entradas: string; salidas: string }>(
    await db.execute(sql`
      SELECT coalesce(sum(monto_cents) FILTER (WHERE tipo = 'entrada'), 0)::text AS entradas,
             coalesce(sum(monto_cents) FILTER (WHERE tipo = 'salida'), 0)::text AS salidas
      FROM cash_movements WHERE id_turno = ${w.shiftId}`),
  );
  const n = (value: string | number | undefined) => Number(value ?? 0);
  const byMethod = {
    efectivo: n(orders?.efectivo) + n(tables?.efectivo),
    tarjeta: n(orders?.tarjeta) + n(tables?.tarjeta),
    transferencia: n(orders?.transferencia) + n(tables?.transferencia),
    en_linea: n(orders?.en_linea) + n(tables?.en_linea),
    por_confirmar: n(orders?.por_confirmar),
  };
  // Table payments' tips are inside their parts; the orders' own tips are inside their totals.
  const total = byMethod.efectivo + byMethod.tarjeta + byMethod.transferencia + byMethod.en_linea + byMethod.por_confirmar;
  const entradas = n(moves?.entradas);
  const salidas = n(moves?.salidas);
  const tableOrders = n(tables?.pedidos);
  return {
    fondo_inicial: fromCents(w.fondoCents),
    ventas_por_metodo: {
      efectivo: fromCents(byMethod.efectivo),
      tarjeta: fromCents(byMethod.tarjeta),
      transferencia: fromCents(byMethod.transferencia),
      en_linea: fromCents(byMethod.en_linea),
      por_confirmar: fromCents(byMethod.por_confirmar),
    },
    entradas: fromCents(entradas),
    salidas: fromCents(salidas),
    propinas: fromCents(n(orders?.propinas) + n(tables?.propinas)),
    descuentos: fromCents(n(orders?.descuentos)),
    cambio_entregado: fromCents(n(orders?.cambio) + n(tables?.cambio)),
    pedidos_por_tipo: { delivery: n(orders?.delivery), takeAway: n(orders?.take_away), inRestaurant: n(orders?.in_restaurant) + tableOrders },
    pedidos: n(orders?.pedidos) + tableOrders,
    ventas_total: fromCents(total),
    efectivo_esperado: fromCents(w.fondoCents + byMethod.efectivo + entradas - salidas),
    ventas_por_canal: channels.map((row) => ({ canal: row.canal, pedidos: row.pedidos, total: fromCents(Number(row.total)) })),
    en_linea_por_proveedor: byProvider(online),
    reembolsos: byProvider(refunds),
  };
}
