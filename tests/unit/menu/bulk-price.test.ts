import { describe, expect, it } from 'vitest';
import { applyRounding, computeBulkPrices, computeNewPrice, type PriceItem } from '@shared/bulk-price';

describe('computeNewPrice', () => {
  it('raises and lowers by percent to the cent, half up', () => {
    expect(computeNewPrice(2500, { tipo: 'porcentaje', direccion: 'aumentar', valor: 10, redondeo: 'ninguno' })).toBe(2750);
    expect(computeNewPrice(2850, { tipo: 'porcentaje', direccion: 'aumentar', valor: 7.5, redondeo: 'ninguno' })).toBe(3064); // 30.6375
    expect(computeNewPrice(3333, { tipo: 'porcentaje', direccion: 'disminuir', valor: 15, redondeo: 'ninguno' })).toBe(2833); // 28.3305
    expect(computeNewPrice(1990, { tipo: 'porcentaje', direccion: 'aumentar', valor: 5, redondeo: 'ninguno' })).toBe(2090); // 20.895
  });

  it('raises and lowers by a fixed amount', () => {
    expect(computeNewPrice(2500, { tipo: 'monto', direccion: 'aumentar', valor: 3.5, redondeo: 'ninguno' })).toBe(2850);
    expect(computeNewPrice(2500, { tipo: 'monto', direccion: 'disminuir', valor: 5, redondeo: 'ninguno' })).toBe(2000);
  });

  it('never goes below zero and keeps free items free', () => {
    expect(computeNewPrice(2500, { tipo: 'monto', direccion: 'disminuir', valor: 40, redondeo: 'ninguno' })).toBe(0);
    expect(computeNewPrice(2500, { tipo: 'porcentaje', direccion: 'disminuir', valor: 150, redondeo: 'noventa' })).toBe(0);
    expect(computeNewPrice(0, { tipo: 'monto', direccion: 'aumentar', valor: 10, redondeo: 'entero' })).toBe(0);
  });

  it.each([
    ['ninguno', 4723, 4723],
    ['medio', 4723, 4700],
    ['medio', 4725, 4750],
    ['medio', 4776, 4800],
    ['entero', 4749, 4700],
    ['entero', 4750, 4800],
    ['noventa', 4723, 4690],
    ['noventa', 4741, 4790],
    ['noventa', 4790, 4790],
    ['noventa', 4810, 4790],
  ] as const)('rounding %s of %i cents -> %i', (mode, cents, expected) => {
    expect(applyRounding(cents, mode)).toBe(expected);
  });
});

describe('computeBulkPrices', () => {
  const items: PriceItem[] = [
    { id_producto: 'p1', id_presentacion: null, id_categoria: 'c1', nombre: 'Taco', presentacion: null, precio_cents: 2500 },
    { id_producto: 'p2', id_presentacion: 'pr1', id_categoria: 'c2', nombre: 'Café', presentacion: 'Chico', precio_cents: 3500 },
    { id_producto: 'p2', id_presentacion: 'pr2', id_categoria: 'c2', nombre: 'Café', presentacion: 'Grande', precio_cents: 4500 },
  ];

  it('changes every price, presentations included, when no category is chosen', () => {
    const changes = computeBulkPrices(items, { tipo: 'porcentaje', direccion: 'aumentar', valor: 10, redondeo: 'entero' });
    expect(changes.map((c) => c.nuevo_cents)).toEqual([2800, 3900, 5000]);
  });

  it('changes only the chosen categories', () => {
    const changes = computeBulkPrices(items, { tipo: 'monto', direccion: 'aumentar', valor: 2, redondeo: 'ninguno', categorias: ['c2'] });
    expect(changes.map((c) => [c.id_presentacion, c.precio_cents, c.nuevo_cents])).toEqual([
      ['pr1', 3500, 3700],
      ['pr2', 4500, 4700],
    ]);
  });
});
