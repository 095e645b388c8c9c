// Route access: every /v1 and /v2 route declares in its options `config: { access }` what the caller needs
// (docs/security.md). An app-level onRoute hook collects every declaration into one table (routeAccessTable)
// and one function, authorize(), enforces it in the families' onRequest hooks before the body is even read.
// A route of these families without a declaration is refused (fail closed) and fails the authorization test.
import type { FastifyInstance, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import type { ModuleId, Permission } from '@shared/constants';
import { forbidden } from '../errors';
import { SERVER_MSG } from '../messages';
import { declaredHandler } from './validators';
import { isServerOperator } from '../services/operator';
import type { PanelSession } from '../services/sessions';

/** A module of the plan with one of its permissions (list, create, order, edit, delete). */
export interface ModuleAccess {
  module: ModuleId;
  permission: Permission;
}

/**
 *  - { module, permission }: the caller's modules (the plan's, narrowed by their user) include it;
 *  - 'owner': only the commerce's owner (account, billing, bank and tax data);
 *  - 'operator': only the server's operator (backups: every commerce's data; services/operator.ts);
 *  - 'signedIn': any signed-in user of the commerce (the route itself may check more, e.g. PUT /v1/comercio);
 *  - 'public': no session at all (/v1/public, /v1/auth families only).
 */
export type RouteAccess = ModuleAccess | 'owner' | 'operator' | 'signedIn' | 'public';

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess | null;
  /** The route's request schema (the fuzz test generates hostile requests from it). */
  schema: FastifySchema | null;
  /** The handler (tests/integration/security/route-schemas.test.ts reads which request parts it uses). */
  handler: RouteOptions['handler'];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (docs/security.md). Required on every /v1 and /v2 route. */
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every registered /v1 and /v2 route with its declared access (null = none declared). */
    routeAccessTable: RouteAccessEntry[];
  }
}

export const ACCESS_MSG = {
  ownerOnly: 'Solo el propietario de la cuenta puede realizar esta acción',
  operatorOnly: 'Solo el operador del servidor puede ver y hacer los respaldos del servidor',
  undeclared: 'Esta ruta no declara quién puede usarla',
} as const;

/** Shorthand for `{ module, permission }`. */
export function can(module: ModuleId, permission: Permission): ModuleAccess {
  return { module, permission };
}

export function isGuardedPath(url: string): boolean {
  return url.startsWith('/v1/') || url.startsWith('/v2/');
}

/** Registers the collecting onRoute hook; call before any route is registered. */
export function collectRouteAccess(app: FastifyInstance): void {
  const table: RouteAccessEntry[] = [];
  app.decorate('routeAccessTable', table);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isGuardedPath(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      table.push({ method, url: route.url, access: route.config?.access ?? null, schema: route.schema ?? null, handler: declaredHandler(route) });
    }
  });
}

/**
 * Whether a session satisfies a module access; the 403 message says why not: the plan lacks the module, or
 * (staff whose plan has it) the user's permissions do.
 */
export function moduleRefusal(session: Pick<PanelSession, 'modules'> & Partial<Pick<PanelSession, 'planModules'>>, access: ModuleAccess): string | null {
  const entry = session.modules.find((m) => m.id === access.module);
  if (!entry) return session.planModules?.includes(access.module) ? SERVER_MSG.permissionDenied : SERVER_MSG.moduleNotInPlan;
  if (!entry.permisos.includes(access.permission)) return SERVER_MSG.permissionDenied;
  return null;
}

export function hasModulePermission(session: Pick<PanelSession, 'modules'>, module: ModuleId, permission: Permission): boolean {
  return moduleRefusal(session, { module, permission }) === null;
}

/** The access declared by the route this request matched. */
export function declaredAccess(request: FastifyRequest): RouteAccess | null {
  return request.routeOptions.config?.access ?? null;
}

/** Enforces the route's declaration for a signed-in caller (private families). Throws 403. */
export async function authorize(request: FastifyRequest, session: PanelSession): Promise<void> {
  const access = declaredAccess(request);
  if (access === null || access === 'public') {
    request.log.error({ url: request.routeOptions.url }, 'ruta privada sin declaración de acceso');
    throw forbidden(ACCESS_MSG.undeclared);
  }
  if (access === 'signedIn') return;
  if (access === 'owner') {
    if (session.role !== 'owner') throw forbidden(ACCESS_MSG.ownerOnly);
    return;
  }
  if (access === 'operator') {
    const { db, config } = request.server.deps;
    if (!(await isServerOperator(db, config.operatorEmails, session))) throw forbidden(ACCESS_MSG.operatorOnly);
    return;
  }
  const refusal = moduleRefusal(session, access);
  if (refusal) throw forbidden(refusal);
}

/** onRequest hook of the public families: their routes must say they are public. */
export async function requirePublicDeclaration(request: FastifyRequest): Promise<void> {
  if (declaredAccess(request) !== 'public') {
    request.log.error({ url: request.routeOptions.url }, 'ruta pública sin declaración de acceso');
    throw forbidden(ACCESS_MSG.undeclared);
  }
}
