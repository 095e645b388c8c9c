// Pure parts of the business screens: the user's module × permission matrix, coupon and ad form values
// turned into request bodies, and how discounts and validity ranges read.
import { describe, expect, it } from 'vitest';
import type { ModulePermissions } from '@shared/types/account';
import type { Coupon } from '@shared/types/menu';
import { couponSchema } from '@shared/validation/coupon';
import { adSchema } from '@shared/validation/ad';
import { validationErrors } from '@shared/validation/errors';
import { couponToValues, EMPTY_COUPON, valuesToInput } from '../../../../renderer/src/features/coupons/CouponFormScreen';
import { discountLabel, localDayOf, validityLabel, validityState } from '../../../../renderer/src/features/coupons/format';
import { adValuesToInput } from '../../../../renderer/src/features/ads/AdFormScreen';
import { grantsOf, grantsToModules, modulesSummary, toggleGrant, toggleModule } from '../../../../renderer/src/features/users/permissions';

const PLAN: ModulePermissions[] = [
  { id: 'MENU', permisos: ['list', 'create', 'order', 'edit', 'delete'] },
  { id: 'HISTORIAL', permisos: ['list', 'create', 'order', 'edit'] },
  { id: 'CUPONES', permisos: ['list', 'create', 'order', 'edit', 'delete'] },
];

describe('permission matrix', () => {
  it('starts from the user set, or from everything of the plan when the user has all', () => {
    expect(grantsOf(null, PLAN).HISTORIAL).toEqual(['list', 'create', 'order', 'edit']);
    expect(grantsOf([{ id: 'MENU', permisos: ['list'] }], PLAN)).toEqual({ MENU: ['list'] });
  });

  it('adds Visualizar with any other permission and clears the module when Visualizar goes', () => {
    const withEdit = toggleGrant({}, 'MENU', 'edit', true);
    expect(withEdit.MENU).toEqual(['list', 'edit']);
    expect(toggleGrant(withEdit, 'MENU', 'edit', false).MENU).toEqual(['list']);
    expect(toggleGrant(withEdit, 'MENU', 'list', false).MENU).toEqual([]);
  });

  it('toggles a whole module to what the plan offers and sends only granted modules in plan order', () => {
    const grants = toggleModule(toggleGrant({}, 'CUPONES', 'list', true), 'HISTORIAL', PLAN, true);
    expect(grantsToModules(grants, PLAN)).toEqual([
      { id: 'HISTORIAL', permisos: ['list', 'create', 'order', 'edit'] },
      { id: 'CUPONES', permisos: ['list'] },
    ]);
    // A permission the plan lacks is never sent even if the grants hold it.
    expect(grantsToModules({ HISTORIAL: ['list', 'delete'] }, PLAN)).toEqual([{ id: 'HISTORIAL', permisos: ['list'] }]);
    expect(grantsToModules(toggleModule(grants, 'HISTORIAL', PLAN, false), PLAN)).toEqual([{ id: 'CUPONES', permisos: ['list'] }]);
  });

  it('summarises access', () => {
    expect(modulesSummary(null)).toBe('Todos los módulos del plan');
    expect(modulesSummary([{ id: 'MENU', permisos: ['list'] }])).toBe('1 módulo');
    expect(modulesSummary(PLAN)).toBe('3 módulos');
  });
});

describe('coupon form', () => {
  it('sends empty optional fields as null and the code upper-cased', async () => {
    const values = { ...EMPTY_COUPON, codigo: ' tacos10 ', valor: 10 as const };
    expect(await validationErrors(couponSchema, { ...values, codigo: 'TACOS10' })).toEqual({});
    expect(valuesToInput(values)).toEqual({
      codigo: 'TACOS10',
      tipo: 'amount',
      valor: 10,
      fecha_inicio: null,
      fecha_fin: null,
      compra_minima: null,
      limite_total: null,
      limite_por_cliente: null,
      activo: true,
    });
    expect(await validationErrors(couponSchema, EMPTY_COUPON)).toMatchObject({ codigo: 'Requerido', valor: 'Requerido' });
  });

  it('shows stored dates as the commerce local days', () => {
    const coupon: Coupon = {
      id: 'c1',
      id_comercio: 'x',
      codigo: 'NAVIDAD',
      tipo: 'percent',
      valor: 12.5,
      fecha_inicio: '2026-12-01T06:00:00.000Z',
      fecha_fin: '2026-12-25T05:59:59.999Z',
      compra_minima: 150,
      limite_total: null,
      limite_por_cliente: 1,
      usos: 3,
      activo: true,
    };
    expect(couponToValues(coupon, 'America/Mexico_City')).toMatchObject({ fecha_inicio: '2026-12-01', fecha_fin: '2026-12-24', compra_minima: 150, limite_total: '' });
    expect(localDayOf(null)).toBe('');
    expect(discountLabel(coupon)).toBe('12.5 % de descuento');
    expect(discountLabel({ tipo: 'amount', valor: 20 })).toBe('$20.00 de descuento');
    expect(validityLabel(coupon.fecha_inicio, coupon.fecha_fin, 'America/Mexico_City')).toBe('Del 01/12/2026 al 24/12/2026');
    expect(validityLabel(null, null)).toBe('Sin fechas');
  });

  it('tells scheduled, current, expired and inactive apart', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(validityState({ activo: true, fecha_inicio: null, fecha_fin: null }, now)).toBe('vigente');
    expect(validityState({ activo: true, fecha_inicio: '2026-07-01T06:00:00Z', fecha_fin: null }, now)).toBe('programado');
    expect(validityState({ activo: true, fecha_inicio: null, fecha_fin: '2026-06-01T06:00:00Z' }, now)).toBe('vencido');
    expect(validityState({ activo: false, fecha_inicio: null, fecha_fin: null }, now)).toBe('inactivo');
  });
});

describe('ad form', () => {
  it('validates title and link with the shared schema and trims the body', async () => {
    expect(await validationErrors(adSchema, { titulo: '', enlace: 'ejemplo.mx' })).toMatchObject({ titulo: 'Requerido', enlace: 'El enlace debe empezar con http:// o https://' });
    expect(
      adValuesToInput({ titulo: ' Promo ', texto: ' 2x1 ', imagen: null, enlace: ' ', fecha_inicio: '2026-01-01', fecha_fin: '', activo: true }),
    ).toEqual({ titulo: 'Promo', texto: '2x1', imagen: null, enlace: null, fecha_inicio: '2026-01-01', fecha_fin: null, activo: true });
  });
});
