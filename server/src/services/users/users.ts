// Staff users of a commerce (usuarios). Rules:
//  - email (platform-wide, login identifier) and username are unique, both stored lower-case;
//  - a user's module set must lie within what the CALLER may use (the plan's, narrowed by the caller's own
//    set), so nobody grants more than the plan, nor more than they have themselves; null = all of the plan;
//  - the owner cannot be disabled, deleted or have their modules changed here; nobody disables or deletes
//    themselves;
//  - disabling a user revokes every session of theirs in the same transaction (their next request is a 401;
//    sessions are also refused while the user is inactive), and so does a new password;
//  - the owner's email, username, status and modules are changed by the owner alone (a staff user who could
//    change the owner's email could recover the password and sign in as the owner);
//  - a staff caller manages only users whose modules lie within their own set (changing the email of a user
//    with more permissions would hand those permissions over the same way);
//  - module changes need no revocation: each request reads the user's current set (services/sessions.ts).
import { isUuid } from '@shared/ids';
import { asBody, type Body } from '../input';
import { and, asc, eq, ne, or } from 'drizzle-orm';
import type { ModuleId, Permission } from '../../../../shared/constants';
import { MODULES, PERMISSIONS } from '../../../../shared/constants';
import type { ModulePermissions, UserStatus } from '../../../../shared/types/account';
import type { StaffUser } from '../../../../shared/types/staff';
import { newUserSchema, userPasswordSchema, userSchema } from '../../../../shared/validation/user';
import type { Db, DbOrTx } from '../../db/database';
import { users } from '../../db/schema/users';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { SERVER_MSG } from '../../messages';
import { hashPassword } from '../passwords';
import { assertEmailNotReserved } from '../operator';
import type { PanelSession } from '../sessions';
import { revokeUserSessions } from '../sessions';
import { assertValid } from '../validation';

export const USER_MSG = {
  notFound: 'No se encontró el usuario',
  ownerLocked: 'El propietario de la cuenta no se puede desactivar ni eliminar',
  ownerModules: 'Los permisos del propietario de la cuenta no se pueden cambiar',
  ownerPassword: 'La contraseña del propietario se cambia en Datos del comercio > Cambiar contraseña',
  notYourself: 'No puedes desactivar ni eliminar tu propio usuario',
  ownerOnlyFields: 'Solo el propietario de la cuenta puede cambiar su correo, usuario, contraseña, estatus o permisos',
  morePermissions: 'No puedes modificar a un usuario que tiene permisos que tú no tienes',
  moduleOutsidePlan: (module: string) => `El módulo ${module} no está incluido en tu plan`,
  permissionOutsidePlan: (module: string, permission: string) => `El permiso ${permission} de ${module} no está incluido en tu plan`,
  deleted: 'Usuario eliminado',
  passwordSet: 'Contraseña actualizada; el usuario debe iniciar sesión de nuevo',
} as const;

export type { StaffUser };

type UserRow = typeof users.$inferSelect;



export function toStaffUser(row: UserRow): StaffUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    username: row.username,
    status: row.status,
    role: row.role,
    modules: row.modules ?? null,
    created_at: row.created_at.toISOString(),
  };
}

const isModule = (value: unknown): value is ModuleId => MODULES.some((m) => m === value);
const isPermission = (value: unknown): value is Permission => PERMISSIONS.some((p) => p === value);

/** Whether every module and permission of `inner` is in `outer` (null = all of the plan, beyond any staff set). */
function within(inner: readonly ModulePermissions[] | null, outer: readonly ModulePermissions[]): boolean {
  if (inner === null) return false;
  const byId = new Map(outer.map((m) => [m.id, new Set(m.permisos)]));
  return inner.every((m) => m.permisos.every((p) => byId.get(m.id)?.has(p) ?? false));
}

/** 403 unless the caller may manage `target`: the owner manages everyone; staff only users within their own set. */
function assertCanManage(caller: PanelSession, target: UserRow): void {
  if (caller.role === 'owner' || target.id === caller.userId) return;
  if (target.role === 'owner') throw forbidden(USER_MSG.ownerOnlyFields);
  if (!within(target.modules ?? null, caller.modules)) throw forbidden(USER_MSG.morePermissions);
}

/** The requested set, checked against what the caller may use; empty permission lists are dropped. */
export function modulesWithin(requested: unknown, allowed: readonly ModulePermissions[], caller: Pick<PanelSession, 'role'>): ModulePermissions[] | null {
  // null (= everything of the plan) only from the owner; anyone else hands on at most their own set.
  if (requested === null || requested === undefined) return caller.role === 'owner' ? null : allowed.map((m) => ({ id: m.id, permisos: [...m.permisos] }));
  if (!Array.isArray(requested)) throw badRequest('modules: debe ser una lista', 'modules');
  const byId = new Map(allowed.map((m) => [m.id, new Set(m.permisos)]));
  const result = new Map<ModuleId, Set<Permission>>();
  for (const item of requested.map(asBody)) {
    if (!isModule(item.id)) throw badRequest('modules: Selecciona una opción válida', 'modules');
    const permitted = byId.get(item.id);
    const permisos = Array.isArray(item.permisos) ? item.permisos : [];
    if (permisos.length === 0) continue;
    if (!permitted) throw badRequest(USER_MSG.moduleOutsidePlan(item.id), 'modules');
    const set = result.get(item.id) ?? new Set<Permission>();
    for (const permission of permisos) {
      if (!isPermission(permission)) throw badRequest('modules: Selecciona una opción válida', 'modules');
      if (!permitted.has(permission)) throw badRequest(USER_MSG.permissionOutsidePlan(item.id, permission), 'modules');
      set.add(permission);
    }
    result.set(item.id, set);
  }
  // Keep the plan's module order and PERMISSIONS order so stored sets compare and read predictably.
  return allowed
    .filter((m) => result.has(m.id))
    .map((m) => ({ id: m.id, permisos: PERMISSIONS.filter((p) => result.get(m.id)!.has(p)) }));
}

export async function listUsers(db: DbOrTx, commerceId: string): Promise<StaffUser[]> {
  const rows = await db.select().from(users).where(eq(users.id_comercio, commerceId)).orderBy(asc(users.created_at), asc(users.username));
  // The owner first, then staff in creation order.
  return rows.map(toStaffUser).sort((a, b) => (a.role === b.role ? 0 : a.role === 'owner' ? -1 : 1));
}

async function findRow(db: DbOrTx, commerceId: string, id: string): Promise<UserRow> {
  if (!isUuid(id)) throw notFound(USER_MSG.notFound);
  const [row] = await db.select().from(users).where(and(eq(users.id, id), eq(users.id_comercio, commerceId)));
  if (!row) throw notFound(USER_MSG.notFound);
  return row;
}

export async function getUser(db: DbOrTx, commerceId: string, id: string): Promise<StaffUser> {
  return toStaffUser(await findRow(db, commerceId, id));
}

/** ADMIN_EMAILS: emails only the server's operators may hold (services/operator.ts). */
type ReservedEmails = readonly string[] | null;

async function assertFree(db: DbOrTx, email: string, username: string, current: UserRow | null, reserved: ReservedEmails): Promise<void> {
  assertEmailNotReserved(reserved, email, current?.email ?? null);
  const exceptId = current?.id ?? null;
  const [taken] = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(and(or(eq(users.email, email), eq(users.username, username)), exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw conflict(taken.email === email ? SERVER_MSG.emailTaken : SERVER_MSG.usernameTaken, taken.email === email ? 'EMAIL_TAKEN' : 'USERNAME_TAKEN');
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if (typeof current === 'object' && current !== null && (current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function identity(body: Body): { email: string; username: string; name: string; status: UserStatus } {
  return {
    email: String(body.email).trim().toLowerCase(),
    username: String(body.username).trim().toLowerCase(),
    name: String(body.name).trim(),
    status: body.status === 'inactivo' ? 'inactivo' : 'activo',
  };
}

/** A new user's body as checked (by the route, then here): the status defaults to active. */
export function withDefaultStatus(input: unknown): Body {
  return { status: 'activo', ...asBody(input) };
}

export async function createUser(db: DbOrTx, caller: PanelSession, input: unknown, reserved: ReservedEmails = null): Promise<StaffUser> {
  const body = withDefaultStatus(input);
  await assertValid(newUserSchema, body);
  const fields = identity(body);
  const modules = modulesWithin(body.modules, caller.modules, caller);
  await assertFree(db, fields.email, fields.username, null, reserved);
  try {
    const [row] = await db
      .insert(users)
      .values({ ...fields, id_comercio: caller.commerceId, role: 'staff', modules, password_hash: await hashPassword(String(body.password)) })
      .returning();
    return toStaffUser(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SERVER_MSG.emailTaken, 'EMAIL_TAKEN');
    throw error;
  }
}

/** PUT: the fields sent replace the stored ones; fields left out keep their value. */
export async function updateUser(db: Db, caller: PanelSession, id: string, input: unknown, reserved: ReservedEmails = null): Promise<StaffUser> {
  const current = await findRow(db, caller.commerceId, id);
  const sent = asBody(input);
  const body = { ...toStaffUser(current), ...sent };
  const fields = identity(body);
  if (current.role === 'owner' && caller.role !== 'owner') {
    const stored = toStaffUser(current);
    const touched = fields.email !== stored.email || fields.username !== stored.username || fields.status !== stored.status || ('modules' in sent && JSON.stringify(sent.modules ?? null) !== JSON.stringify(stored.modules));
    if (touched) throw forbidden(USER_MSG.ownerOnlyFields);
  } else {
    assertCanManage(caller, current);
  }
  await assertValid(userSchema, body);
  if (fields.status === 'inactivo' && current.status !== 'inactivo') {
    if (current.role === 'owner') throw forbidden(USER_MSG.ownerLocked);
    if (current.id === caller.userId) throw forbidden(USER_MSG.notYourself);
  }
  let modules = current.modules ?? null;
  if ('modules' in sent) {
    if (current.role === 'owner') {
      if (JSON.stringify(sent.modules ?? null) !== JSON.stringify(current.modules ?? null)) throw forbidden(USER_MSG.ownerModules);
    } else {
      modules = modulesWithin(sent.modules, caller.modules, caller);
    }
  }
  await assertFree(db, fields.email, fields.username, current, reserved);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ ...fields, modules })
        .where(and(eq(users.id, current.id), eq(users.id_comercio, caller.commerceId)))
        .returning();
      if (fields.status === 'inactivo') await revokeUserSessions(tx, current.id);
      return toStaffUser(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SERVER_MSG.emailTaken, 'EMAIL_TAKEN');
    throw error;
  }
}

export async function deleteUser(db: Db, caller: PanelSession, id: string): Promise<void> {
  const current = await findRow(db, caller.commerceId, id);
  if (current.role === 'owner') throw forbidden(USER_MSG.ownerLocked);
  if (current.id === caller.userId) throw forbidden(USER_MSG.notYourself);
  assertCanManage(caller, current);
  await db.transaction(async (tx) => {
    // Revoked first so open panels are told to log out; the rows then go with the user (cascade).
    await revokeUserSessions(tx, current.id);
    await tx.delete(users).where(and(eq(users.id, current.id), eq(users.id_comercio, caller.commerceId)));
  });
}

/** recuperar-contrasena/{userSelected}: the owner (or a user with edit on USUARIOS) sets a new password. */
export async function setUserPassword(db: Db, caller: PanelSession, id: string, input: unknown): Promise<void> {
  const current = await findRow(db, caller.commerceId, id);
  if (current.role === 'owner') throw forbidden(USER_MSG.ownerPassword);
  assertCanManage(caller, current);
  const body = asBody(input);
  await assertValid(userPasswordSchema, body);
  const passwordHash = await hashPassword(String(body.password));
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password_hash: passwordHash }).where(eq(users.id, current.id));
    await revokeUserSessions(tx, current.id);
  });
}
