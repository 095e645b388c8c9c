// Who calls a /v2 route (docs/api.md, docs/security.md): a commerce's API key (`Authorization: Bearer pck_…`)
// on the routes that name the scope they accept (`config.apiKeyScope`), or the v2 scheme the panel's own
// clients use (`x-api-key` + `x-panel-session`), unchanged. A key call is scoped to the key's commerce (a path
// naming another commerce is a 403), counted against the key's limit per minute and written to the key's log.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ApiKeyScope } from '../../../../shared/types/api-keys';
import { commerces } from '../../db/schema/commerces';
import { forbidden, HttpError, unauthorized } from '../../errors';
import { assertCommerceScope, bearerToken, requireV2Session } from '../../plugins/auth';
import type { PanelSession } from '../sessions';
import { createAttemptLimiter, type AttemptLimiter } from '../rate-limit';
import type { DbOrTx } from '../../db/database';
import { recordApiKeyCall } from './calls';
import { API_KEY_MSG, API_KEY_PREFIX, keyOfSecret, touchApiKey } from './keys';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The API-key scope a /v2 route accepts a commerce's key with (docs/api.md); absent: keys are refused. */
    apiKeyScope?: ApiKeyScope;
  }
}

/** The key a request was authenticated with (for its log entry once answered). */
interface KeyCaller {
  keyId: string;
  keyName: string;
  commerceId: string;
}

const keyCallers = new WeakMap<FastifyRequest, KeyCaller>();
const WINDOW_MS = 60_000;
/** One limiter per database: each key's bucket carries the key's own maximum. */
const limiters = new WeakMap<DbOrTx, AttemptLimiter>();

function limiterFor(db: DbOrTx): AttemptLimiter {
  let limiter = limiters.get(db);
  if (!limiter) {
    limiter = createAttemptLimiter(db, 'apikey', Number.MAX_SAFE_INTEGER, WINDOW_MS);
    limiters.set(db, limiter);
  }
  return limiter;
}

/** The API key of the request, when it carries one of this server's commerce keys. */
function commerceKeyOf(request: FastifyRequest): string | null {
  const token = bearerToken(request.headers.authorization);
  return token !== null && token.startsWith(API_KEY_PREFIX) ? token : null;
}

/** The session a key call runs under: the key's commerce, no user, no module (routes check the scope). */
function keySession(keyId: string, commerceId: string, planId: PanelSession['planId']): PanelSession {
  return { sessionId: `api-key:${keyId}`, token: '', userId: keyId, commerceId, accountId: commerceId, role: 'staff', planId, modules: [], planModules: [] };
}

/** onRequest hook of the /v2 family. */
export async function requireV2Caller(request: FastifyRequest): Promise<void> {
  const secret = commerceKeyOf(request);
  if (secret === null) return requireV2Session(request);
  const { db } = request.server.deps;
  const key = await keyOfSecret(db, secret);
  if (!key) throw unauthorized(API_KEY_MSG.invalid);
  keyCallers.set(request, { keyId: key.id, keyName: key.nombre, commerceId: key.id_comercio });
  const [commerce] = await db.select({ tipo_plan: commerces.tipo_plan }).from(commerces).where(eq(commerces.id, key.id_comercio));
  if (!commerce) throw unauthorized(API_KEY_MSG.invalid);
  const session = keySession(key.id, key.id_comercio, commerce.tipo_plan);
  assertCommerceScope(request, session, false);
  const scope = request.routeOptions.config?.apiKeyScope;
  if (scope === undefined) throw forbidden(API_KEY_MSG.routeNotOpen);
  if (!key.scopes.includes(scope)) throw forbidden(API_KEY_MSG.scope(scope));
  const retryAfterSeconds = await limiterFor(db).take({ key: key.id, max: key.limite_por_minuto });
  if (retryAfterSeconds > 0) throw new HttpError(429, API_KEY_MSG.rateLimited, { code: 'RATE_LIMITED', details: { retryAfterSeconds } });
  await touchApiKey(db, key.id, new Date());
  request.session = session;
}

/** onResponse hook of the /v2 family: a call made with a key goes to the key's log, refusals included. */
export async function logApiKeyCall(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const caller = keyCallers.get(request);
  if (!caller) return;
  keyCallers.delete(request);
  try {
    await recordApiKeyCall(request.server.deps.db, {
      commerceId: caller.commerceId,
      keyId: caller.keyId,
      keyName: caller.keyName,
      method: request.method,
      route: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
      status: reply.statusCode,
    });
  } catch (error) {
    // The call was answered already; a log row that could not be written must not turn into an error.
    request.log.warn({ err: error }, 'no se pudo registrar la llamada de la clave de API');
  }
}
