import { describe, expect, it } from 'vitest';
import { hasModule, hasPermission, isFounder, isFreemium, isTrial, upsellPath, usageColor } from '@shared/modules';

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
