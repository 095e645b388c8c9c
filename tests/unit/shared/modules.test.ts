import { describe, expect, it } from 'vitest';
import { MODULES } from '@shared/constants';
import type { ModuleId } from '@shared/constants';
import { MODULE_ROOT_PATHS, hasModule, hasPermission, isFounder, isFreemium, isTrial, landingPath, upsellPath, usageColor } from '@shared/modules';
import type { ModulePermissions } from '@shared/types/account';

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

const owned = (...ids: ModuleId[]): ModulePermissions[] => ids.map((id) => ({ id, permisos: ['list'] }));

describe('MODULE_ROOT_PATHS and landingPath (the screens table)', () => {
  it('is the SPEC table in its order', () => {
    expect(MODULE_ROOT_PATHS.map((entry) => [entry.module, entry.path])).toEqual(SPEC_TABLE);
  });

  it.each(SPEC_TABLE.map(([module, path], index) => [module, path, index] as const))(
    'lands on %s (%s) when it is the first module owned',
    (_module, path, index) => {
      // own this module and every later one, in reverse order to show list order does not matter
      const later = SPEC_TABLE.slice(index).map(([id]) => id).reverse();
      expect(landingPath(owned(...later))).toBe(path);
    },
  );

  it("is '/' without modules or with only modules that have no root path", () => {
    expect(landingPath([])).toBe('/');
    expect(landingPath(owned('IMPRESION_AUTOMATICA', 'PDF_TO_MENU'))).toBe('/');
  });

  it('every module in the table is a known module', () => {
    for (const [module] of SPEC_TABLE) expect(MODULES).toContain(module);
  });
});

describe('module and permission checks (docs/domain.md (Permisos))', () => {
  const account = { modulesAndPermissions: [{ id: 'HORARIOS' as const, permisos: ['list' as const, 'edit' as const] }] };

  it('hasModule and hasPermission', () => {
    expect(hasModule(account, 'HORARIOS')).toBe(true);
    expect(hasModule(account, 'HISTORIAL')).toBe(false);
    expect(hasModule(null, 'HORARIOS')).toBe(false);
    expect(hasPermission(account, 'HORARIOS', 'edit')).toBe(true);
    expect(hasPermission(account, 'HORARIOS', 'delete')).toBe(false);
    expect(hasPermission(account, 'HISTORIAL', 'delete')).toBe(false);
    expect(hasPermission(undefined, 'HORARIOS', 'list')).toBe(false);
  });

  it('upsell path and plan kinds', () => {
    expect(upsellPath('CUPONES')).toBe('/suscripcion/CUPONES');
    expect(isFreemium('FREEMIUM')).toBe(true);
    expect(isTrial('TRIAL')).toBe(true);
    expect(isFounder('FUNDADOR')).toBe(true);
    expect(isFreemium('PROFESIONAL') || isTrial('PROFESIONAL') || isFounder('PROFESIONAL')).toBe(false);
  });
});

describe('usageColor (docs/domain.md (Constantes): >=90 red, >=75 orange, >=50 amber, else green; capped at 100)', () => {
  it.each([
    [-5, 'green'],
    [0, 'green'],
    [49.99, 'green'],
    [50, 'amber'],
    [74.99, 'amber'],
    [75, 'orange'],
    [89.99, 'orange'],
    [90, 'red'],
    [100, 'red'],
    [250, 'red'],
  ])('%s%% -> %s', (percent, color) => {
    expect(usageColor(percent)).toBe(color);
  });
});
