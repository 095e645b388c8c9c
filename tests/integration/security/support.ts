// Shared parts of the security tests: the demo commerce with staff users of any module set, real ids to put
// in a route's path parameters (write-tracker.ts proves a refused request changed nothing).
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MODULES, PERMISSIONS, type ModuleId, type Permission } from '@shared/constants';
import type { ModulePermissions } from '@shared/types/account';
import { DEV_API_KEY } from '../../../server/src/config';
import type { DbHandle } from '../../../server/src/db/database';
import { DEMO_ID_PATH } from '../../../server/src/db/seed/demo/index';
import {
  ads,
  categories,
  commerces,
  coupons,
  customers,
  extraGroups,
  extraOptions,
  helpArticles,
  orders,
  products,
  restaurantTables,
  sections,
  users,
} from '../../../server/src/db/schema/index';
import type { RouteAccessEntry } from '../../../server/src/plugins/access';
import { createSession } from '../../../server/src/services/sessions';

export interface Caller {
  userId: string;
  token: string;
  headers: Record<string, string>;
  v2Headers: Record<string, string>;
}

export interface DemoCommerce {
  commerceId: string;
  ownerId: string;
  idPath: string;
}

export async function demoCommerce(handle: DbHandle): Promise<DemoCommerce> {
  const [row] = await handle.db.select({ id: commerces.id }).from(commerces).where(eq(commerces.id_path, DEMO_ID_PATH)).limit(1);
  if (!row) throw new Error('demo commerce missing (createTestApp({ seedDemo: true }))');
  const [owner] = await handle.db.select({ id: users.id }).from(users).where(eq(users.id_comercio, row.id)).limit(1);
  return { commerceId: row.id, ownerId: owner!.id, idPath: DEMO_ID_PATH };
}

export function callerHeaders(commerceId: string, token: string): Pick<Caller, 'headers' | 'v2Headers'> {
  return {
    headers: { authorization: `Bearer ${token}`, id_comercio: commerceId },
    v2Headers: { 'x-api-key': DEV_API_KEY, 'x-panel-session': token, id_comercio: commerceId },
  };
}

/** A staff user of the commerce with exactly `modules` (null = all of the plan) and a session. */
export async function staffCaller(handle: DbHandle, commerceId: string, modules: ModulePermissions[] | null): Promise<Caller> {
  const suffix = randomBytes(5).toString('hex');
  const [user] = await handle.db
    .insert(users)
    .values({
      id_comercio: commerceId,
      email: `staff-${suffix}@prueba.mx`,
      username: `staff_${suffix}`,
      name: `Staff ${suffix}`,
      // Never logged in with a password: the session is created directly.
      password_hash: 'sin-contrasena',
      role: 'staff',
      modules,
    })
    .returning({ id: users.id });
  const { token } = await createSession(handle.db, { userId: user!.id, commerceId, ttlHours: 24 });
  return { userId: user!.id, token, ...callerHeaders(commerceId, token) };
}

/** Every module with every permission, minus one permission of one module. */
export function everythingExcept(module: ModuleId, permission: Permission): ModulePermissions[] {
  return MODULES.map((id) => ({ id, permisos: PERMISSIONS.filter((p) => id !== module || p !== permission) })).filter((m) => m.permisos.length > 0);
}

export function everything(): ModulePermissions[] {
  return MODULES.map((id) => ({ id, permisos: [...PERMISSIONS] }));
}

/** Real ids of the demo commerce, by the kind of resource a path names. */
export async function resourceIds(handle: DbHandle, commerceId: string): Promise<Record<string, string>> {
  const db = handle.db;
  const first = async (table: typeof products | typeof categories | typeof extraGroups | typeof sections | typeof coupons | typeof ads | typeof customers) => {
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id_comercio, commerceId)).limit(1);
    return row?.id ?? randomUUID();
  };
  const [option] = await db.select({ id: extraOptions.id, group: extraOptions.id_grupo }).from(extraOptions).where(eq(extraOptions.id_comercio, commerceId)).limit(1);
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id_comercio, commerceId)).limit(1);
  const [table] = await db.select({ uuid: restaurantTables.uuid }).from(restaurantTables).where(eq(restaurantTables.id_comercio, commerceId)).limit(1);
  const [article] = await db.select({ id: helpArticles.id }).from(helpArticles).limit(1);
  const target = await staffCaller(handle, commerceId, null);
  return {
    productos: await first(products),
    categorias: await first(categories),
    extras: option?.group ?? (await first(extraGroups)),
    optionId: option?.id ?? randomUUID(),
    secciones: await first(sections),
    cupones: await first(coupons),
    anuncios: await first(ads),
    clientes: await first(customers),
    usuarios: target.userId,
    pedido: order?.id ?? randomUUID(),
    orderId: order?.id ?? randomUUID(),
    tableUuid: table?.uuid ?? randomUUID(),
    uuid: table?.uuid ?? randomUUID(),
    asistencia: article?.id ?? randomUUID(),
    reporte: 'pedidos',
    providerType: 'delivery',
    providerCode: 'sandbox',
    commerceId,
    id_comercio: commerceId,
  };
}

/** The route's URL with every `:param` filled: by its name, else by the path's first segment. */
export function fillPath(url: string, ids: Record<string, string>): string {
  const segment = url.split('/')[2] ?? '';
  return url.replace(/:(\w+)/g, (_match, name: string) => ids[name] ?? ids[segment] ?? randomUUID());
}

export function isModuleAccess(entry: RouteAccessEntry): entry is RouteAccessEntry & { access: { module: ModuleId; permission: Permission } } {
  return typeof entry.access === 'object' && entry.access !== null;
}

export function familyOf(url: string): 'v1' | 'v2' {
  return url.startsWith('/v2/') ? 'v2' : 'v1';
}
