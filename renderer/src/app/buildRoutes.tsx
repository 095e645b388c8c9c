// Turns the route tables of routes.tsx into react-router routes for one authentication state and account.
import { Navigate, type RouteObject } from 'react-router-dom';
import type { ModuleId } from '@shared/constants';
import { hasPermission, upsellPath } from '@shared/modules';
import type { AccountDetails } from '@shared/types/account';
import { isSetupEligible, moduleAccess } from './access';
import { inPanelTheme } from './inPanelTheme';
import type { RouteEntry } from './routes';

function redirect(to: string): RouteObject['element'] {
  return <Navigate to={to} replace />;
}

/** A redirect that also covers every path below the entry (e.g. /anuncios/nuevo of a locked /anuncios). */
function redirectSubtree(entry: RouteEntry, to: string): RouteObject {
  if (entry.index) return { index: true, element: redirect(to) };
  return { path: entry.path, element: redirect(to), children: [{ path: '*', element: redirect(to) }] };
}

/** The no-permission screen for the entry and every path below it (e.g. /ajustes and /ajustes/lo-que-sea). */
function noPermissionSubtree(entry: RouteEntry): RouteObject {
  const key = entry.id ?? entry.path ?? 'index';
  const lazy = async () => ({ Component: (await import('./NoPermission')).default });
  if (entry.index) return { index: true, id: `no-permission:${key}`, lazy };
  return { path: entry.path, id: `no-permission:${key}`, lazy, children: [{ path: '*', id: `no-permission:${key}:*`, lazy }] };
}

function withPath(entry: RouteEntry, route: Omit<RouteObject, 'index' | 'path' | 'children'>, children?: RouteObject[]): RouteObject {
  if (entry.index) return { ...route, index: true } as RouteObject;
  return { ...route, path: entry.path, children } as RouteObject;
}

/** Whether the entry exists at all for this account (plan-only routes, founder exclusion, setup cutoff). */
function isOffered(entry: RouteEntry, account: AccountDetails | null): boolean {
  if (!account) return !entry.plans && !entry.setupOnly;
  if (entry.plans && !entry.plans.includes(account.planId)) return false;
  if (entry.excludePlans?.includes(account.planId)) return false;
  if (entry.setupOnly && !isSetupEligible(account)) return false;
  return true;
}

/**
 * Route objects for the given entries. Without an account (unauthenticated, onboarding) no gating applies.
 * A module the account lacks leads to its upsell page for freemium plans; otherwise a module or permission
 * the account lacks, or an owner-only page for staff, shows the no-permission screen (never a silent redirect).
 */
export function toRouteObjects(entries: readonly RouteEntry[], account: AccountDetails | null, parentModule?: ModuleId, themeEachScreen = false): RouteObject[] {
  const routes: RouteObject[] = [];
  for (const entry of entries) {
    if (!isOffered(entry, account)) continue;
    const module = entry.module ?? parentModule;
    if (entry.redirect) {
      routes.push(withPath(entry, { element: redirect(entry.redirect) }));
      continue;
    }
    if (account && entry.module) {
      const access = moduleAccess(account, entry.module);
      if (access === 'hidden') {
        routes.push(noPermissionSubtree(entry));
        continue;
      }
      if (access === 'locked') {
        routes.push(redirectSubtree(entry, upsellPath(entry.module)));
        continue;
      }
    }
    const forbidden =
      (entry.ownerOnly && account?.role !== 'owner') || (entry.permission && module && !hasPermission(account, module, entry.permission));
    if (account && forbidden) {
      routes.push(noPermissionSubtree(entry));
      continue;
    }
    const children = entry.children ? toRouteObjects(entry.children, account, module, themeEachScreen) : undefined;
    const screen = entry.screen;
    // Screens outside the signed-in shell bring antd's provider themselves, except those without antd (`plain`).
    const inTheme = themeEachScreen && !entry.plain;
    const load = screen ? async () => (await screen()).default : null;
    const route: Omit<RouteObject, 'index' | 'path' | 'children'> = load
      ? { id: entry.id, lazy: async () => ({ Component: inTheme ? await inPanelTheme(load) : await load() }) }
      : { id: entry.id };
    routes.push(withPath(entry, route, children));
  }
  return routes;
}
