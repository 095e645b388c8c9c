// Module gating comes from one table: the route table (routes.tsx). Navigation entries, the modules'
// root paths (shared/modules.ts, landing order) and the e2e route table all agree with it.
import { describe, expect, it } from 'vitest';
import { MODULE_ROOT_PATHS } from '@shared/modules';
import { gatingModuleOf, modulesOnPath } from '../../../renderer/src/app/routeModules';
import { BOTTOM_BAR_ITEMS, SETTINGS_ITEMS, SIDEBAR_ITEMS } from '../../../renderer/src/shell/navItems';
import { PANEL_PATHS } from '../../e2e/support/route-table';

describe('modules on a path', () => {
  it('lists the modules on the way, parent first, with parameters matched', () => {
    expect(modulesOnPath('/tarifas/delivery-partners')).toEqual(['TARIFAS', 'PROVEEDORES_ENTREGA']);
    expect(modulesOnPath('/menu/productos/procesar-menu')).toEqual(['MENU', 'PDF_TO_MENU']);
    expect(modulesOnPath('/control-pedidos/self-service/mesa-1/4')).toEqual(['HISTORIAL', 'SELF_SERVICE']);
    expect(modulesOnPath('/perfil-social')).toEqual([]);
    expect(modulesOnPath('/no-existe')).toEqual([]);
  });

  it('gates every navigation entry with the module of its route', () => {
    const gated = Object.fromEntries([...SIDEBAR_ITEMS, ...SETTINGS_ITEMS, ...BOTTOM_BAR_ITEMS].map((entry) => [entry.path, entry.module ?? null]));
    expect(gated).toMatchObject({
      '/control-pedidos': 'HISTORIAL',
      '/historial-pedidos': 'HISTORIAL',
      '/estadisticas': 'ESTADISTICAS',
      '/configuracion-cobro-en-linea': 'COBROS_EN_LINEA',
      '/integraciones': 'INTEGRACIONES',
      '/perfil-social': null,
      '/configuracion-inicial': null,
    });
    for (const [path, module] of Object.entries(gated)) expect(module ?? undefined).toBe(gatingModuleOf(path));
  });

  it("each module's root path is a route that needs exactly that module last", () => {
    for (const { module, path } of MODULE_ROOT_PATHS) expect(modulesOnPath(path).at(-1)).toBe(module);
  });

  it('the e2e route table carries the same modules as the routes', () => {
    for (const row of PANEL_PATHS.filter((r) => !r.toLanding)) expect(row.modules ?? []).toEqual(modulesOnPath(row.url ?? row.path));
  });
});
