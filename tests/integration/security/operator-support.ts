// The server operator's routes (backups, the copy folder) seen by a commerce owner who just signed up
// through the open sign-up: shared by the permission, tenant-isolation and copy-folder suites.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LoginSession } from '@shared/types/account';

/** Every route of the server's backups, with a body that would change something if it were let through. */
export const OPERATOR_ROUTES = [
  { method: 'GET', url: '/v1/respaldos' },
  { method: 'POST', url: '/v1/respaldos' },
  { method: 'PUT', url: '/v1/respaldos/carpeta-copia', payload: { carpeta: '/tmp' } },
  { method: 'PUT', url: '/v1/respaldos/carpeta-copia', payload: { carpeta: null } },
] as const;

/** A brand-new commerce through POST /v1/auth/registro, as anyone on the internet could make one. */
export async function signUpOwner(app: FastifyInstance): Promise<{ headers: Record<string, string>; session: LoginSession }> {
  const suffix = randomBytes(4).toString('hex');
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth/registro',
    payload: { nombre_comercio: `Registro ${suffix}`, nombre: 'Persona Nueva', email: `nuevo-${suffix}@prueba.mx`, password: 'registro2024', telefono: '9931234567', country_code: '52', terminos: true },
  });
  if (response.statusCode !== 201) throw new Error(`registro → ${response.statusCode} ${response.body}`);
  const session = response.json<LoginSession>();
  return { session, headers: { authorization: `Bearer ${session.token}`, id_comercio: session.id_comercio } };
}

/** The answers of every operator route to these headers, as "METHOD url → status message". */
export async function operatorRouteAnswers(app: FastifyInstance, headers: Record<string, string>): Promise<string[]> {
  const answers: string[] = [];
  for (const route of OPERATOR_ROUTES) {
    const response = await app.inject({ method: route.method, url: route.url, headers, ...('payload' in route ? { payload: route.payload } : {}) });
    answers.push(`${route.method} ${route.url} → ${response.statusCode} ${response.json<{ message?: string }>().message ?? ''}`);
  }
  return answers;
}
