// Issue #19 item 5: every single-module staff account lands on a screen from '/' — no redirect loop back to
// '/', no no-permission screen, and the status bar asks only for what the account may read.
import { isValidElement } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MODULES, PERMISSIONS } from '@shared/constants';
import type { AccountDetails } from '@shared/types/account';
import { toRouteObjects } from '../../../renderer/src/app/buildRoutes';
import { reachableLanding } from '../../../renderer/src/app/landing';
import { AUTHENTICATED_ROUTES } from '../../../renderer/src/app/routes';
import { accountWith } from './accounts';

/** Follows the route table's redirects from a path; returns the screen id reached and the paths visited. */
function land(account: AccountDetails, start: string): { screen: string; visited: string[] } {
  const routes: RouteObject[] = [{ path: '/', children: toRouteObjects(AUTHENTICATED_ROUTES, account) }];
  const visited: string[] = [];
  let path = start;
  for (;;) {
    if (visited.includes(path)) throw new Error(`Ciclo de redirecciones: ${[...visited, path].join(' → ')}`);
    visited.push(path);
    const matches = matchRoutes(routes, path);
    if (!matches) throw new Error(`Sin ruta para ${path}`);
    const leaf = matches[matches.length - 1].route;
    if (isValidElement<{ to: string }>(leaf.element) && leaf.element.type === Navigate) {
      path = leaf.element.props.to;
      continue;
    }
    if (leaf.id !== 'landing') return { screen: leaf.id ?? '', visited };
    // The landing screen ('/') sends the account on to its reachable landing path, or stays (no modules).
    const next = reachableLanding(account);
    if (next === '/') return { screen: 'landing', visited };
    path = next;
  }
}

const staffWith = (modules: readonly (typeof MODULES)[number][], permisos = [...PERMISSIONS]) =>
  accountWith('PLUS', [], { role: 'staff', modulesAndPermissions: modules.map((id) => ({ id, permisos: [...permisos] })) });

describe('landing for every module combination', () => {
  it.each(MODULES.map((module) => [module]))('a staff account with only %s lands on a screen without a loop', (module) => {
    for (const permisos of [[...PERMISSIONS], ['list' as const]]) {
      const { screen, visited } = land(staffWith([module], permisos), '/');
      expect(screen).not.toMatch(/^no-permission/);
      expect(screen).not.toBe('');
      expect(visited.filter((p) => p === '/')).toHaveLength(1);
    }
  });

  it('a child module without its parent module is skipped instead of looping', () => {
    expect(reachableLanding(staffWith(['ORDENES_TELEFONICAS']))).toBe('/');
    expect(reachableLanding(staffWith(['ORDENES_TELEFONICAS', 'HISTORIAL']))).toBe('/control-pedidos');
    expect(reachableLanding(staffWith(['PROVEEDORES_ENTREGA']))).toBe('/');
    expect(reachableLanding(staffWith(['PROVEEDORES_ENTREGA', 'CUPONES']))).toBe('/cupones');
    expect(reachableLanding(staffWith(['INTEGRACIONES']))).toBe('/integraciones');
  });

  it('every pair of modules lands on a screen too', () => {
    for (const a of MODULES) {
      for (const b of MODULES) {
        if (a >= b) continue;
        expect(land(staffWith([a, b]), '/').screen).not.toMatch(/^no-permission/);
      }
    }
    // Several hundred route trees are built: CPU work that a loaded 2-core machine stretches past the
    // default 5 s; the limit guards against a hang, not speed.
  }, 60_000);
});
