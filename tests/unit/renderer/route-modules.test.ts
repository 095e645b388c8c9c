// Module gating comes from one table: the route table (routes.tsx). Navigation entries, the modules'
// landing screens (rows marked `landing`, in shared LANDING_MODULES' order) and the e2e route table all agree with it.
import { describe, expect, it } from 'vitest';
import { MODULES, type ModuleId } from '@shared/constants';
import { LANDING_MODULES } from '@shared/modules';
import { reachableLanding } from '../../../renderer/src/app/landing';
import { gatingModuleOf, moduleLandings, modulesOnPath } from '../../../renderer/src/app/routeModules';
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

  it("each module's landing is a route that needs exactly that module last", () => {
    for (const { module, path } of moduleLandings()) expect(modulesOnPath(path).at(-1)).toBe(module);
  });

  it('the e2e route table carries the same modules as the routes', () => {
    for (const row of PANEL_PATHS.filter((r) => !r.toLanding)) expect(row.modules ?? []).toEqual(modulesOnPath(row.url ?? row.path));
  });
});

/** The SPEC's screens table: the module, and the screen '/' opens when it is the first module the account has. */
const SPEC_TABLE: [ModuleId, string][] = [
  ['HISTORIAL', '/control-pedidos'],
  ['COCINA', '/cocina'],
  ['ESTADISTICAS', '/estadisticas'],
  ['MENU', '/menu'],
  ['COBROS_EN_LINEA', '/pedidos-en-linea'],
  ['ANUNCIOS', '/anuncios'],
  ['COMPARTIR', '/compartir-menu'],
  ['CUPONES', '/cupones'],
  ['ASISTENCIA_TECNICA', '/asistencia'],
  ['DATOS_COMERCIO', '/datos-del-comercio'],
  ['HORARIOS', '/horarios'],
  ['TARIFAS', '/tarifas'],
  ['CLIENTES', '/clientes'],
  ['USUARIOS', '/usuarios'],
  ['AJUSTES', '/ajustes'],
  ['PROVEEDORES_ENTREGA', '/tarifas/delivery-partners'],
  ['ORDENES_TELEFONICAS', '/control-pedidos/registrar-pedido'],
  ['SELF_SERVICE', '/mesas'],
];

const owner = (modules: readonly ModuleId[]) => ({ role: 'owner' as const, modulesAndPermissions: modules.map((id) => ({ id, permisos: ['list' as const] })) });

describe('module landings (the SPEC screens table)', () => {
  it('one landing per module, in the SPEC order', () => {
    expect(moduleLandings().map((entry) => [entry.module, entry.path])).toEqual(SPEC_TABLE);
    expect(LANDING_MODULES.every((module) => MODULES.includes(module))).toBe(true);
  });

  it.each(SPEC_TABLE.map(([module, path], index) => [module, path, index] as const))(
    'lands on %s (%s) when it is the first module owned',
    (module, path, index) => {
      // This module, the modules on its way (a sub-screen's parent) and every later one, in reverse order.
      const later = SPEC_TABLE.slice(index).map(([id]) => id).reverse();
      const account = owner([...later, ...modulesOnPath(path)]);
      const parentFirst = modulesOnPath(path)[0];
      // A sub-screen's parent module owns an earlier landing of its own: the parent's screen wins.
      const expected = parentFirst === module ? path : (SPEC_TABLE.find(([id]) => id === parentFirst)?.[1] ?? path);
      expect(reachableLanding(account)).toBe(expected);
    },
  );

  it("is '/' without modules or with only modules that have no landing", () => {
    expect(reachableLanding(owner([]))).toBe('/');
    expect(reachableLanding(owner(['IMPRESION_AUTOMATICA', 'PDF_TO_MENU']))).toBe('/');
  });
});
