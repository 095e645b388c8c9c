// Kitchen endpoints in the tenant-isolation table (docs/kitchen.md): stations are the session's own
// commerce's; B naming A's station in a save is refused.
import type { IsolationContext, IsolationRow } from '../isolation-types';

/** A's station, routing A's first category. */
async function stationOfA(ctx: IsolationContext): Promise<Record<string, string>> {
  const saved = await ctx.app.inject({ method: 'PUT', url: '/v1/cocina/estaciones', headers: ctx.auth.headers, payload: { estaciones: [{ name: 'Parrilla A', categoryIds: [], productIds: [] }] } });
  if (saved.statusCode !== 200) throw new Error(`setup station → ${saved.statusCode} ${saved.body}`);
  return { stationId: saved.json<{ id: string }[]>()[0]!.id };
}

export const rows: IsolationRow[] = [
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
