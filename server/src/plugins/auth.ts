// Authentication and tenancy of the private (/v1) and v2 (/v2) route families (docs/security.md (Every route declares its access)):
//  - /v1: headers `Authorization: Bearer <token>` and `id_comercio`;
//  - /v2: headers `x-api-key` and `x-panel-session: <token>` (`id_comercio` optional).
// The session's commerce scopes every query. An id_comercio header or a :commerceId / :id_comercio path
// parameter naming another commerce answers 403 without saying whether that commerce exists.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ModuleId, Permission } from '@shared/constants';
import { forbidden, HttpError, unauthorized } from '../errors';
import { SERVER_MSG } from '../messages';
import { authenticateToken, type PanelSession } from '../services/sessions';
import { authorize, moduleRefusal } from './access';
import '../types';

export function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value ?? '');
  return match?.[1] ?? null;
}

function headerValue(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first && first.trim() !== '' ? first.trim() : null;
}

const COMMERCE_PARAMS = ['commerceId', 'id_comercio'] as const;

/** 403 when the request names a commerce other than the session's. */
export function assertCommerceScope(request: FastifyRequest, session: PanelSession, headerRequired: boolean): void {
  const header = headerValue(request, 'id_comercio');
  if (header === null && headerRequired) throw new HttpError(400, SERVER_MSG.missingCommerceHeader, { field: 'id_comercio' });
  if (header !== null && header !== session.commerceId) throw forbidden();
  const params = (request.params ?? {}) as Record<string, unknown>;
  for (const name of COMMERCE_PARAMS) {
    const value = params[name];
    if (typeof value === 'string' && value !== session.commerceId) throw forbidden();
  }
}

async function sessionFor(request: FastifyRequest, token: string | null): Promise<PanelSession> {
  if (!token) throw unauthorized(SERVER_MSG.loginRequired);
  const { db, plans } = request.server.deps;
  const session = await authenticateToken(db, plans, token);
  if (!session) throw unauthorized(SERVER_MSG.sessionExpired);
  return session;
}

/** onRequest hook of the /v1 family. */
export async function requirePrivateSession(request: FastifyRequest): Promise<void> {
  const session = await sessionFor(request, bearerToken(request.headers.authorization));
  assertCommerceScope(request, session, request.routeOptions.config?.commerceHeader !== 'optional');
  await authorize(request, session);
  request.session = session;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** onRequest hook of the /v2 family. */
export async function requireV2Session(request: FastifyRequest): Promise<void> {
  const apiKey = headerValue(request, 'x-api-key');
  if (!apiKey || !sameSecret(apiKey, request.server.deps.config.apiKey)) throw unauthorized(SERVER_MSG.invalidApiKey);
  const session = await sessionFor(request, headerValue(request, 'x-panel-session'));
  assertCommerceScope(request, session, false);
  await authorize(request, session);
  request.session = session;
}

/** The session of an authenticated route (401 if a route outside the private families asks). */
export function getSession(request: FastifyRequest): PanelSession {
  if (!request.session) throw unauthorized(SERVER_MSG.loginRequired);
  return request.session;
}

/**
 * @deprecated Declare `config: { access: { module, permission } }` on the route instead (docs/security.md);
 * kept only so a route written before the access table still checks something until it is converted.
 */
export function requireModule(module: ModuleId, permission: Permission = 'list'): preHandlerAsyncHookHandler {
  return async (request) => {
    const refusal = moduleRefusal(getSession(request), { module, permission });
    if (refusal) throw forbidden(refusal);
  };
}
