// `npm run bench -- stats [orders]`: generates N orders (default 100,000) by SQL in an in-memory PGlite,
// then times GET /v1/estadisticas and the four reports and checks their totals against sums computed
// independently from the generator's formulas (tests/integration/stats/generate.ts).
import { performance } from 'node:perf_hooks';
import { zonedParts } from '../../shared/dates';
import { createCommerce, createTestApp, login } from '../../tests/integration/support/test-app';
import { generatedOrder, generateOrders } from '../../tests/integration/stats/generate';

export async function run(args: string[]): Promise<unknown> {
  const n = Number(args[0] ?? 100_000);
  const testApp = await createTestApp();
  try {
    const commerce = await createCommerce(testApp.handle, { plan: 'PLUS' });
    const auth = await login(testApp.app, commerce.email, commerce.password);
    let t = performance.now();
    await generateOrders(testApp.handle, commerce.commerceId, n);
    const generateMs = Math.round(performance.now() - t);

    let sales = 0;
    let change = 0;
    const days = new Set<string>();
    for (let i = 1; i <= n; i += 1) {
      const o = generatedOrder(i, n);
      if (o.estatus === 'canceled' || o.estatus === 'rejected') continue;
      sales += o.total;
      if (o.pago === 'efectivo') change += Math.max(0, o.pagaCon - o.total);
      const p = zonedParts(o.at, 'America/Mexico_City');
      days.add(`${p.year}-${p.month}-${p.day}`);
    }

    const range = 'desde=2026-01-01&hasta=2026-01-31';
    const timings: Record<string, number> = {};
    const get = async <T>(name: string, url: string): Promise<T> => {
      t = performance.now();
      const response = await testApp.app.inject({ method: 'GET', url, headers: auth.headers });
      timings[name] = Math.round(performance.now() - t);
      if (response.statusCode !== 200) throw new Error(`${url} → ${response.statusCode} ${response.body}`);
      return response.json<T>();
    };
    const dashboard = await get<{ ventas: number }>('estadisticas', `/v1/estadisticas?periodo=personalizado&${range}`);
    const corte = await get<{ totales: { ventas: number; cambio: number } }>('corte-caja', `/v1/reportes/corte-caja?${range}`);
    await get('pedidos', `/v1/reportes/pedidos?${range}`);
    await get('clientes-frecuentes', `/v1/reportes/clientes-frecuentes?${range}`);
    await get('productos-vendidos', `/v1/reportes/productos-vendidos?${range}`);
    const checks = {
      dashboardSales: Math.round(dashboard.ventas * 100) === sales,
      cashClosingSales: Math.round(corte.totales.ventas * 100) === sales,
      cashChange: Math.round(corte.totales.cambio * 100) === change,
    };
    return { orders: n, driver: testApp.handle.driver, generateMs, timingsMs: timings, expectedSalesCents: sales, checks, ok: Object.values(checks).every(Boolean) };
  } finally {
    await testApp.close();
  }
}
