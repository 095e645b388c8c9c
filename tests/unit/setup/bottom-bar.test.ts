// The mobile bottom bar never shows empty (issue #19): staff whose modules have none of its usual entries get
// the first screens they may open; an account that can open nothing gets no bar at all.
import { describe, expect, it } from 'vitest';
import { MODULES, PERMISSIONS, type ModuleId } from '@shared/constants';
import { bottomBarEntries, BOTTOM_BAR_SIZE } from '../../../renderer/src/shell/navItems';
import { accountWith } from '../renderer/accounts';

const staff = (modules: readonly ModuleId[]) =>
  accountWith('PLUS', [], { role: 'staff', modulesAndPermissions: modules.map((id) => ({ id, permisos: [...PERMISSIONS] })) });

describe('bottomBarEntries', () => {
  it('keeps the usual entries for an owner', () => {
    expect(bottomBarEntries({ account: accountWith('PLUS'), hasBusinessId: false }).map((e) => e.label)).toEqual(['Configuración', 'Inicio', 'Menú', 'Pedidos', 'Anuncios']);
  });

  it('fills the bar for staff of any single module with screens they may open, never empty', () => {
    for (const module of MODULES) {
      const entries = bottomBarEntries({ account: staff([module]), hasBusinessId: false });
      expect(entries.length, `${module} has an empty bar`).toBeGreaterThan(0);
      expect(entries.length, module).toBeLessThanOrEqual(BOTTOM_BAR_SIZE);
      expect(entries.every((entry) => !entry.locked)).toBe(true);
    }
    // HORARIOS has no usual entry: the bar offers Horarios (and the screens every account opens).
    expect(bottomBarEntries({ account: staff(['HORARIOS']), hasBusinessId: false }).map((e) => e.label)).toContain('Horarios');
    expect(bottomBarEntries({ account: staff([]), hasBusinessId: false }).map((e) => e.label)).not.toContain('Menú');
  });
});
