// Turns the route tables of routes.tsx into react-router routes for one authentication state and account.
import { Navigate, type RouteObject } from 'react-router-dom';
import type { ModuleId } from '@shared/constants';
import { hasPermission, upsellPath } from '@shared/modules';
import type { AccountDetails } from '@shared/types/account';
import { isSetupEligible, moduleAccess } from './access';
import type { RouteEntry } from './routes';

function redirect(to: string): RouteObject['element'] {
  return <Navigate to={to} replace />;
}

/** A redirect that also covers every path below the entry (e.g. /anuncios/nuevo of a locked /anuncios). */
function redirectSubtree(entry: RouteEntry, to: string): RouteObject {
  if (entry.index) return { index: true, element: redirect(to) };
  return { path: entry.path, element: redirect(to), children: [{ path: '*', element: redirect(to) }] };
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
 * A module the account lacks leads to its upsell page for freemium plans and is absent for the others
 * (so the catch-all sends the visitor to /). A missing permission redirects to /.
 */
export function toRouteObjects(entries: readonly RouteEntry[], account: AccountDetails | null, parentModule?: ModuleId): RouteObject[] {
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
      if (access === 'hidden') continue;
      if (access === 'locked') {
        routes.push(redirectSubtree(entry, upsellPath(entry.module)));
        continue;
      }
    }
    if (account && entry.permission && module && !hasPermission(account, module, entry.permission)) {
      routes.push(redirectSubtree(entry, '/'));
      continue;
    }
    const children = entry.children ? toRouteObjects(entry.children, account, module) : undefined;
    const screen = entry.screen;
    const route: Omit<RouteObject, 'index' | 'path' | 'children'> = screen
      ? { id: entry.id, lazy: async () => ({ Component: (await screen()).default }) }
      : { id: entry.id };
    routes.push(withPath(entry, route, children));
  }
  return routes;
}
