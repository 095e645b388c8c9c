// The module × permission matrix of a staff user, as plain functions (unit-tested): what can be granted is
// what the logged-in account has (its plan, narrowed by its own set).
import { PERMISSIONS, type ModuleId, type Permission } from '@shared/constants';
import type { ModulePermissions } from '@shared/types/account';

export type Grants = Partial<Record<ModuleId, Permission[]>>;

export function grantsOf(modules: readonly ModulePermissions[] | null, available: readonly ModulePermissions[]): Grants {
  const source = modules ?? available;
  return Object.fromEntries(source.map((m) => [m.id, [...m.permisos]]));
}

export function toggleGrant(grants: Grants, module: ModuleId, permission: Permission, on: boolean): Grants {
  const current = new Set(grants[module] ?? []);
  if (on) current.add(permission);
  else current.delete(permission);
  // Every other permission needs 'list': a screen you cannot see cannot be edited.
  if (on && permission !== 'list') current.add('list');
  if (!on && permission === 'list') current.clear();
  return { ...grants, [module]: PERMISSIONS.filter((p) => current.has(p)) };
}

export function toggleModule(grants: Grants, module: ModuleId, available: readonly ModulePermissions[], on: boolean): Grants {
  const all = available.find((m) => m.id === module)?.permisos ?? [];
  return { ...grants, [module]: on ? [...all] : [] };
}

/** The body's `modules`: only modules with at least one permission, in the plan's order. */
export function grantsToModules(grants: Grants, available: readonly ModulePermissions[]): ModulePermissions[] {
  return available
    .map((m) => ({ id: m.id, permisos: PERMISSIONS.filter((p) => m.permisos.includes(p) && (grants[m.id] ?? []).includes(p)) }))
    .filter((m) => m.permisos.length > 0);
}

/** 'Todos los módulos' or 'n módulos'. */
export function modulesSummary(modules: readonly ModulePermissions[] | null): string {
  if (modules === null) return 'Todos los módulos del plan';
  return modules.length === 1 ? '1 módulo' : `${modules.length} módulos`;
}
