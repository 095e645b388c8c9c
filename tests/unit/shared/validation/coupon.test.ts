import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { couponSchema, normalizeCouponCode, validationErrors } from '@shared/validation';

const coupon = {
  codigo: 'TACOS10',
  tipo: 'percent',
  valor: 10,
  fecha_inicio: '2026-11-01',
  fecha_fin: '2026-11-30',
  compra_minima: 150,
  limite_total: 100,
  limite_por_cliente: 1,
  activo: true,
};

describe('couponSchema', () => {
  it('accepts a valid coupon and optional fields left empty', async () => {
    expect(await validationErrors(couponSchema, coupon)).toEqual({});
    expect(
      await validationErrors(couponSchema, {
        ...coupon,
        tipo: 'amount',
        valor: 250,
        fecha_inicio: null,
        fecha_fin: '',
        compra_minima: '',
        limite_total: null,
        limite_por_cliente: '',
      }),
    ).toEqual({});
  });

  it.each([
    ['codigo', { codigo: '' }, MSG.required],
    ['codigo', { codigo: 'AB' }, 'Usa de 3 a 20 letras mayúsculas o números, sin espacios'],
    ['codigo', { codigo: 'A'.repeat(21) }, 'Usa de 3 a 20 letras mayúsculas o números, sin espacios'],
    ['codigo', { codigo: 'tacos10' }, 'Usa de 3 a 20 letras mayúsculas o números, sin espacios'],
    ['codigo', { codigo: 'TACOS 10' }, 'Usa de 3 a 20 letras mayúsculas o números, sin espacios'],
    ['tipo', { tipo: 'gift' }, 'Selecciona una opción válida'],
    ['valor', { valor: 0 }, 'Debe ser mayor a 0'],
    ['valor', { valor: '' }, MSG.required],
    ['valor', { valor: 101 }, 'El valor máximo es 100'],
    ['fecha_fin', { fecha_fin: '2026-10-31' }, 'La fecha de fin debe ser igual o posterior a la de inicio'],
    ['fecha_inicio', { fecha_inicio: 'mañana' }, 'Fecha inválida'],
    ['compra_minima', { compra_minima: -1 }, 'El valor mínimo es 0'],
    ['limite_total', { limite_total: 0 }, 'Debe ser un número entero mayor a 0'],
    ['limite_por_cliente', { limite_por_cliente: 1.5 }, 'Debe ser un número entero mayor a 0'],
  ])('refuses a bad %s: %j', async (field, change, message) => {
    expect((await validationErrors(couponSchema, { ...coupon, ...change }))[field]).toBe(message);
  });

  it('allows amounts above 100 and a one-day range', async () => {
    expect(await validationErrors(couponSchema, { ...coupon, tipo: 'amount', valor: 150 })).toEqual({});
    expect(await validationErrors(couponSchema, { ...coupon, fecha_fin: coupon.fecha_inicio })).toEqual({});
  });

  it('normalizes a typed code', () => {
    expect(normalizeCouponCode('  tacos10 ')).toBe('TACOS10');
  });
});
