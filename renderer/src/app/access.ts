// Plan and permission gating (docs/domain.md (Permisos)). Access is module-based: the subscription lists modules and permissions.
import { useMemo } from 'react';
import type { ModuleId, Permission, PlanId } from '@shared/constants';
import { isSetupPageAvailable } from '@shared/setup-progress';
import { hasModule, hasPermission, upsellPath } from '@shared/modules';
import type { AccountDetails } from '@shared/types/account';
import { useGetAccountDetailsQuery } from './coreApi';
import { selectIsAuthenticated } from './session';
import { useAppSelector } from './store';

/** docs/domain.md (Permisos): the setup page shows only for commerces registered on or after the cutoff day, in their own time zone. */
export function isSetupEligible(account: Pick<AccountDetails, 'fecha_registro_timestamp' | 'zona_horaria'>): boolean {
  return isSetupPageAvailable(account.fecha_registro_timestamp, account.zona_horaria || undefined);
}

/** Whether the plan may visit a module it lacks through its upsell page (docs/domain.md: freemium sees every module). */
export function showsLockedModules(plan: PlanId): boolean {
  return plan === 'FREEMIUM';
}

export type ModuleAccess = 'available' | 'locked' | 'hidden';

/**
 * A module the account lacks: on freemium the owner sees the upsell; staff lack it by their permissions
 * (they cannot buy a plan), so they get the no-permission screen, which names permissions, not the plan.
 */
export function moduleAccess(account: AccountDetails | null | undefined, module: ModuleId | undefined): ModuleAccess {
  if (!module || !account) return 'available';
  if (hasModule(account, module)) return 'available';
  return showsLockedModules(account.planId) && account.role === 'owner' ? 'locked' : 'hidden';
}

/** Where a navigation entry for a module goes: its own path, or the module's upsell page when locked. */
export function gatedPath(account: AccountDetails | null | undefined, module: ModuleId | undefined, path: string): string {
  return module && moduleAccess(account, module) === 'locked' ? upsellPath(module) : path;
}

/** The account details of the logged-in commerce (cached and shared by every caller). */
export function useAccount(): AccountDetails | undefined {
  const authenticated = useAppSelector(selectIsAuthenticated);
  return useGetAccountDetailsQuery(undefined, { skip: !authenticated }).data;
}

/** `useCan('HORARIOS', 'edit')`: whether the account may do an action. False while account details load. */
export function useCan(module: ModuleId, permission: Permission): boolean {
  const account = useAccount();
  return useMemo(() => hasPermission(account, module, permission), [account, module, permission]);
}

/** docs/domain.md (Permisos) named actions. */
export const useCanToggleOpen = () => useCan('HORARIOS', 'edit');
export const useCanDeleteOrders = () => useCan('HISTORIAL', 'delete');
/** Asking for, bringing forward and cancelling riders (docs/domain.md (Módulos)). */
export const useCanUseRiders = () => useCan('PROVEEDORES_ENTREGA', 'edit');
