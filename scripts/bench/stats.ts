// `npm run bench -- stats [orders]`: generates N orders (default 100,000) by SQL in an in-memory PGlite,
// then times GET /v1/estadisticas and the four reports and compares every total they give with sums
// computed independently from the generator's formulas and with a plain SQL sum
// (testkit/stats/expected-totals.ts); `mismatches` lists any difference and `ok` is false then.
import { performance } from 'node:perf_hooks';
import { createCommerce, createTestApp, login } from '../../testkit/test-app';
import { generateOrders } from '../../testkit/stats/generate';
import { compareTotals, expectedTotals } from '../../testkit/stats/expected-totals';

export async function run(args: string[]): Promise<unknown> {
  const n = Number(args[0] ?? 100_000);
  const testApp = await createTestApp();
  try {
    const commerce = await createCommerce(testApp.handle, { plan: 'PLUS' });
    const auth = await login(testApp.app, commerce.email, commerce.password);
    const started = performance.now();
    await generateOrders(testApp.handle, commerce.commerceId, n);
    const generateMs = Math.round(performance.now() - started);
    const expected = expectedTotals(n);
    const { checks, mismatches, timingsMs } = await compareTotals(testApp, auth.headers, commerce.commerceId, expected);
    return { ok: mismatches.length === 0, orders: n, driver: testApp.handle.driver, generateMs, timingsMs, expectedSalesCents: expected.sales, checks, mismatches };
  } finally {
    await testApp.close();
  }
}
