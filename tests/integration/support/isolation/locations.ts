// Locations (docs/locations.md) in the tenant-isolation table: another account's session lists only its own
// locations, cannot copy A's location into its account, and cannot read or change A's staff grants.
import { randomBytes } from 'node:crypto';
import type { IsolationContext, IsolationRow } from '../isolation-types';

async function staffOfA(ctx: IsolationContext): Promise<Record<string, string>> {
  const suffix = randomBytes(3).toString('hex');
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/v1/usuarios',
    headers: ctx.auth.headers,
    payload: { email: `sucursal-${suffix}@a.mx`, name: 'Cajero secreto', username: `suc_${suffix}`, password: 'contrasena1' },
  });
  if (response.statusCode >= 300) throw new Error(`setup POST /v1/usuarios → ${response.statusCode} ${response.body}`);
  return { userId: response.json<{ id: string }>().id };
}

export const rows: IsolationRow[] = [
  { name: 'GET /v1/sucursales', method: 'GET', family: 'v1', path: () => '/v1/sucursales' },
  {
    name: 'POST /v1/sucursales',
    method: 'POST',
    family: 'v1',
    path: () => '/v1/sucursales',
    // Copying A's location names A's commerce: another account is refused (400 naming copiar_de).
    body: (ids) => ({ nombre: 'Sucursal Centro', id_path: `suc-${randomBytes(4).toString('hex')}`, direccion: 'Calle 1', zona_horaria: 'America/Mexico_City', copiar_de: ids.commerceId, copiar: ['menu'] }),
    refusedWith: [400],
  },
  { name: 'GET /v1/usuarios/:id/sucursales', method: 'GET', family: 'v1', path: (ids) => `/v1/usuarios/${ids.userId}/sucursales`, setup: staffOfA },
  {
    name: 'PUT /v1/usuarios/:id/sucursales',
    method: 'PUT',
    family: 'v1',
    path: (ids) => `/v1/usuarios/${ids.userId}/sucursales`,
    body: (ids) => ({ grants: [{ id_comercio: ids.commerceId, modules: null }] }),
    setup: staffOfA,
  },
];
