// Shared steps of the location tests (docs/locations.md): an owner's second location, a staff user, logins.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { NewLocationResponse } from '@shared/locations';
import type { LoginSession } from '@shared/types/account';
import { DEV_API_KEY } from '../../../server/src/config';
import type { LoggedIn } from '../../../testkit/test-app';

/** The LoggedIn of one location's token of a login. */
export function atLocation(session: LoginSession, commerceId: string): LoggedIn {
  const entry = session.accountCommerceTokens?.find((item) => item.id_comercio === commerceId);
  if (!entry) throw new Error(`sin token para ${commerceId}`);
  return {
    session: { ...session, token: entry.token, id_comercio: commerceId },
    headers: { authorization: `Bearer ${entry.token}`, id_comercio: commerceId },
    v2Headers: { 'x-api-key': DEV_API_KEY, 'x-panel-session': entry.token },
  };
}

export async function addLocation(app: FastifyInstance, owner: LoggedIn, body: Record<string, unknown> = {}): Promise<NewLocationResponse & { headers: LoggedIn['headers'] }> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/sucursales',
    headers: owner.headers,
    payload: { nombre: 'Sucursal Centro', id_path: `centro-${randomBytes(3).toString('hex')}`, direccion: 'Av. Juárez 10', zona_horaria: 'America/Mexico_City', copiar_de: null, copiar: [], ...body },
  });
  if (response.statusCode !== 201) throw new Error(`POST /v1/sucursales → ${response.statusCode} ${response.body}`);
  const answer = response.json<NewLocationResponse>();
  return { ...answer, headers: { authorization: `Bearer ${answer.token}`, id_comercio: answer.location.id_comercio } };
}

export async function createStaff(app: FastifyInstance, owner: LoggedIn, modules: unknown = null): Promise<{ id: string; email: string; password: string }> {
  const suffix = randomBytes(3).toString('hex');
  const email = `cajero-${suffix}@sucursales.mx`;
  const password = 'contrasena1';
  const response = await app.inject({ method: 'POST', url: '/v1/usuarios', headers: owner.headers, payload: { email, name: 'Cajero', username: `cajero_${suffix}`, password, modules } });
  if (response.statusCode !== 201) throw new Error(`POST /v1/usuarios → ${response.statusCode} ${response.body}`);
  return { id: response.json<{ id: string }>().id, email, password };
}
