// One order at a time from POST to commit: statements and round trips per order (PostgreSQL only, see
// _statement-profile.ts) and where the time goes, for docs/scaling.md.
import { DEMO_ID_PATH } from '../../server/src/db/seed/demo/commerce';
import { buildOrder, createRandom, fetchCatalogue } from '../simulate';
import type { BenchEnv } from './_orders-env';
import { profileStatements } from './_statement-profile';

export async function intakeProfile(env: BenchEnv, orders: number) {
  const catalogue = await fetchCatalogue(env.url, DEMO_ID_PATH);
  const random = createRandom(11);
  const bodies = Array.from({ length: orders + 5 }, () => buildOrder(catalogue, random)!);
  const post = (body: unknown) =>
    fetch(`${env.url}/v1/public/comercio/${DEMO_ID_PATH}/pedido`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  for (const body of bodies.slice(0, 5)) await (await post(body)).arrayBuffer();
  const stop = env.driver === 'pg' ? profileStatements() : null;
  let totalMs = 0;
  for (const body of bodies.slice(5)) {
    const t0 = performance.now();
    const response = await post(body);
    await response.arrayBuffer();
    totalMs += performance.now() - t0;
    if (response.status !== 201) throw new Error(`pedido rechazado: ${response.status}`);
  }
  const profile = stop?.();
  const perOrder = (value: number) => Math.round((value / orders) * 100) / 100;
  return {
    orders,
    sequential_ms_per_order: perOrder(totalMs),
    statements_per_order: profile ? perOrder(profile.statements) : 'solo con PostgreSQL',
    statements_by_kind_per_order: profile ? Object.fromEntries(Object.entries(profile.countByKind).map(([k, v]) => [k, perOrder(v)])) : undefined,
    db_ms_by_kind_per_order: profile ? Object.fromEntries(Object.entries(profile.msByKind).map(([k, v]) => [k, perOrder(v)])) : undefined,
  };
}
