// Role presets (issue #19 item 5): each fills the matrix with permissions the plan has, never more than the
// granting user holds, every module kept has 'list', and an adjusted set reads as "Personalizado".
import { describe, expect, it } from 'vitest';
import { MODULES, PERMISSIONS, type ModuleId } from '@shared/constants';
import { matchingPreset, presetModules, ROLE_PRESET_IDS } from '@shared/roles';
import type { ModulePermissions } from '@shared/types/account';

const full: ModulePermissions[] = MODULES.map((id) => ({ id, permisos: [...PERMISSIONS] }));
/** A basic plan narrowed by a granting manager who cannot delete. */
const narrow: ModulePermissions[] = (['HISTORIAL', 'MENU', 'CUPONES', 'CLIENTES', 'USUARIOS'] as ModuleId[]).map((id) => ({
  id,
  permisos: ['list', 'create', 'edit'],
}));

function within(modules: readonly ModulePermissions[], available: readonly ModulePermissions[]): boolean {
  return modules.every((m) => {
    const held = available.find((a) => a.id === m.id);
    return !!held && m.permisos.every((p) => held.permisos.includes(p));
  });
}

describe('role presets', () => {
  it.each(ROLE_PRESET_IDS.map((id) => [id]))('%s asks only for what the granting user holds, with list on every module', (id) => {
    for (const available of [full, narrow]) {
      const modules = presetModules(id, available);
      expect(modules.length).toBeGreaterThan(0);
      expect(within(modules, available)).toBe(true);
      for (const m of modules) expect(m.permisos).toContain('list');
    }
  });

  it('Dueño is everything the granting user holds; a plan without a module never gets it', () => {
    expect(presetModules('dueno', full)).toEqual(full);
    expect(presetModules('dueno', narrow)).toEqual(narrow);
    expect(presetModules('dueno', narrow).map((m) => m.id)).not.toContain('ESTADISTICAS');
  });

  it('Gerente cannot delete nor manage users or integrations', () => {
    const modules = presetModules('gerente', full);
    expect(modules.some((m) => m.permisos.includes('delete'))).toBe(false);
    expect(modules.map((m) => m.id)).not.toContain('USUARIOS');
    expect(modules.map((m) => m.id)).not.toContain('INTEGRACIONES');
    expect(modules.find((m) => m.id === 'MENU')?.permisos).toEqual(['list', 'create', 'order', 'edit']);
  });

  it('Cajero and Repartidor get the orders, Cocina the kitchen screen; none gets settings', () => {
    for (const id of ['cajero', 'cocina', 'repartidor'] as const) {
      const ids = presetModules(id, full).map((m) => m.id);
      expect(ids).toContain(id === 'cocina' ? 'COCINA' : 'HISTORIAL');
      for (const setting of ['AJUSTES', 'USUARIOS', 'DATOS_COMERCIO', 'HORARIOS', 'TARIFAS', 'INTEGRACIONES'] as const) expect(ids).not.toContain(setting);
    }
    expect(presetModules('cajero', full).map((m) => m.id)).toEqual(expect.arrayContaining(['ORDENES_TELEFONICAS', 'SELF_SERVICE', 'CLIENTES']));
    // A cook sees and bumps the kitchen screen and reads the menu; the board (HISTORIAL) is the cashier's.
    expect(presetModules('cocina', full)).toEqual([
      { id: 'MENU', permisos: ['list'] },
      { id: 'COCINA', permisos: ['list', 'edit'] },
    ]);
  });

  it('recognises an untouched preset and calls an adjusted one "Personalizado" (null)', () => {
    for (const id of ROLE_PRESET_IDS) expect(matchingPreset(presetModules(id, full), full)).toBe(id);
    const adjusted = presetModules('cajero', full).filter((m) => m.id !== 'CUPONES');
    expect(matchingPreset(adjusted, full)).toBeNull();
    expect(matchingPreset([], full)).toBeNull();
  });
});
