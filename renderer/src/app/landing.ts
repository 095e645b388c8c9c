// Where '/' sends an account: the first module landing (the SPEC's order, shared LANDING_MODULES; each
// module's screen marked `landing` in routes.tsx) whose every module on the way is held, checked against the
// route table (routeModules.ts). A landing below a module the account lacks (ORDENES_TELEFONICAS without
// HISTORIAL, PROVEEDORES_ENTREGA without TARIFAS) is skipped, so '/' never redirects to a path that the
// catch-all would send back to '/'.
import { hasModule } from '@shared/modules';
import type { AccountDetails } from '@shared/types/account';
import { isOwnerOnlyPath, moduleLandings, modulesOnPath } from './routeModules';

/** Screens with a module but no landing of their own, tried after the module landings. */
const EXTRA_LANDINGS: readonly string[] = ['/historial-pedidos', '/configuracion-cobro-en-linea', '/integraciones'];

/** The landing path, or '/' when the account can open no module screen. Staff never land on an owner's screen. */
export function reachableLanding(account: Pick<AccountDetails, 'modulesAndPermissions'> & Partial<Pick<AccountDetails, 'role'>>): string {
  const candidates = [...moduleLandings().map((entry) => entry.path), ...EXTRA_LANDINGS];
  for (const path of candidates) {
    if (account.role === 'staff' && isOwnerOnlyPath(path)) continue;
    const needed = modulesOnPath(path);
    if (needed.length > 0 && needed.every((module) => hasModule(account, module))) return path;
  }
  return '/';
}
