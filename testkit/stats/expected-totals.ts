// The totals of generated orders (generate.ts) computed independently in TypeScript from the generator's
// formulas, and compared with what GET /v1/estadisticas and the reports answer and with a plain SQL sum.
// One comparison for the small test (scale.test.ts) and the at-scale run (`npm run bench -- stats`).
import { sql } from 'drizzle-orm';
import { zonedParts } from '../../shared/dates';
import { rowsOf } from '../../server/src/services/reports/filters';
import type { TestApp } from '../test-app';
import { generatedOrder } from './generate';

export const GENERATED_RANGE = 'desde=2026-01-01&hasta=2026-01-31';

export interface ExpectedTotals {
  sales: number;
  count: number;
  all: number;
  tips: number;
  fees: number;
  change: number;
  qty: number;
  lines: number;
  byPayment: Map<string, number>;
  byDay: Map<string, number>;
}

export function expectedTotals(n: number): ExpectedTotals {
  const expected: ExpectedTotals = { sales: 0, count: 0, all: 0, tips: 0, fees: 0, change: 0, qty: 0, lines: 0, byPayment: new Map(), byDay: new Map() };
  for (let i = 1; i <= n; i += 1) {
    const o = generatedOrder(i, n);
    expected.all += 1;
    if (o.estatus === 'pending' || o.estatus === 'canceled' || o.estatus === 'rejected') continue; // sales: shared/orders/sales.ts
    expected.sales += o.total;
    expected.count += 1;
    expected.tips += o.propina;
    expected.fees += o.envio;
    if (o.pago === 'efectivo') expected.change += Math.max(0, o.pagaCon - o.total);
    expected.qty += o.cantidad;
    expected.lines += o.subtotal;
    expected.byPayment.set(o.pago, (expected.byPayment.get(o.pago) ?? 0) + o.total);
    const p = zonedParts(o.at, 'America/Mexico_City');
    const day = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
    expected.byDay.set(day, (expected.byDay.get(day) ?? 0) + o.total);
  }
  return expected;
}

export interface TotalCheck {
  name: string;
  expected: number;
  actual: number;
}

interface Dashboard {
  ventas: number;
  pedidos: number;
  pedidos_totales: number;
  por_metodo_pago: { clave: string; ventas: number }[];
  ventas_por_dia: { fecha: string; ventas: number }[];
  ventas_por_hora: { ventas: number }[];
}

const cents = (pesos: number | undefined): number => Math.round((pesos ?? Number.NaN) * 100);

/**
 * Every figure the dashboard and the reports give for the generated month, beside its independent value;
 * `timingsMs` has each endpoint's time. A request that does not answer 200 throws.
 */
export async function compareTotals(testApp: TestApp, headers: Record<string, string>, commerceId: string, expected: ExpectedTotals) {
  const timingsMs: Record<string, number> = {};
  const get = async <T>(name: string, url: string): Promise<T> => {
    const started = performance.now();
    const response = await testApp.app.inject({ method: 'GET', url, headers });
    timingsMs[name] = Math.round(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${url} → ${response.statusCode} ${response.body.slice(0, 300)}`);
    return response.json<T>();
  };
  const checks: TotalCheck[] = [];
  const check = (name: string, value: number, actual: number) => checks.push({ name, expected: value, actual });

  const [plain] = rowsOf<{ cents: string | number }>(
    await testApp.handle.db.execute(sql`SELECT sum(total_cents)::text AS cents FROM orders WHERE id_comercio = ${commerceId} AND estatus_pedido NOT IN ('pending', 'canceled', 'rejected')`),
  );
  check('suma SQL de ventas', expected.sales, Number(plain?.cents));

  const d = await get<Dashboard>('estadisticas', `/v1/estadisticas?periodo=personalizado&${GENERATED_RANGE}`);
  check('estadísticas: ventas', expected.sales, cents(d.ventas));
  check('estadísticas: pedidos', expected.count, d.pedidos);
  check('estadísticas: pedidos totales', expected.all, d.pedidos_totales);
  for (const row of d.por_metodo_pago) check(`estadísticas: ventas ${row.clave}`, expected.byPayment.get(row.clave) ?? 0, cents(row.ventas));
  for (const row of d.ventas_por_dia) check(`estadísticas: ventas ${row.fecha}`, expected.byDay.get(row.fecha) ?? 0, cents(row.ventas));
  check('estadísticas: suma por hora', expected.sales, d.ventas_por_hora.reduce((sum, h) => sum + cents(h.ventas), 0));

  const cash = await get<{ totales: Record<string, number> }>('corte-caja', `/v1/reportes/corte-caja?${GENERATED_RANGE}`);
  check('corte: ventas', expected.sales, cents(cash.totales.ventas));
  check('corte: propinas', expected.tips, cents(cash.totales.propinas));
  check('corte: envíos', expected.fees, cents(cash.totales.envios));
  check('corte: cambio', expected.change, cents(cash.totales.cambio));
  const products = await get<{ totales: Record<string, number> }>('productos-vendidos', `/v1/reportes/productos-vendidos?${GENERATED_RANGE}`);
  check('productos: cantidad', expected.qty, products.totales.cantidad ?? Number.NaN);
  check('productos: importe', expected.lines, cents(products.totales.importe));
  const orders = await get<{ total_filas: number; filas: unknown[] }>('pedidos', `/v1/reportes/pedidos?${GENERATED_RANGE}&pageSize=50`);
  check('reporte de pedidos: filas', expected.all, orders.total_filas);
  check('reporte de pedidos: página', Math.min(50, expected.all), orders.filas.length);
  await get('clientes-frecuentes', `/v1/reportes/clientes-frecuentes?${GENERATED_RANGE}`);

  const mismatches = checks.filter((entry) => entry.expected !== entry.actual);
  return { checks: checks.length, mismatches, timingsMs };
}
