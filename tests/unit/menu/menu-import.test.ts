import { describe, expect, it } from 'vitest';
import { DEFAULT_IMPORT_CATEGORY, IMPORT_WARNINGS, parseAmount, parseMenuText } from '@shared/menu-import';

const byName = (text: string) => new Map(parseMenuText(text).map((row) => [row.nombre, row]));

describe('parseAmount', () => {
  it.each([
    ['25', 25],
    ['25.00', 25],
    ['45,50', 45.5],
    ['1,200', 1200],
    ['1.200', 1200],
    ['1,234.50', 1234.5],
    ['1.234,50', 1234.5],
    ['12,5', 12.5],
  ])('%s -> %s', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it('refuses what is not an amount', () => {
    expect(parseAmount('1/2')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('10%')).toBeNull();
  });
});

describe('parseMenuText', () => {
  it('reads uppercase headings, products, descriptions and dotted leaders', () => {
    const rows = parseMenuText(['TACOS', 'Taco al pastor ........ $25', 'Con piña, cebolla y cilantro', 'Taco de suadero .... $28.50', 'BEBIDAS', 'Horchata $30'].join('\n'));
    expect(rows).toEqual([
      { categoria: 'Tacos', nombre: 'Taco al pastor', descripcion: 'Con piña, cebolla y cilantro', precio: 25, presentaciones: [], agotado: false, warnings: [] },
      { categoria: 'Tacos', nombre: 'Taco de suadero', descripcion: '', precio: 28.5, presentaciones: [], agotado: false, warnings: [] },
      { categoria: 'Bebidas', nombre: 'Horchata', descripcion: '', precio: 30, presentaciones: [], agotado: false, warnings: [] },
    ]);
  });

  it('reads several presentations on one line with "/" and "|" and bare numbers', () => {
    const rows = byName(['ANTOJITOS', 'Flautas', 'Orden 3 pzas 45 | 5 pzas 70', 'Agua fresca Chico $20 / Grande $35'].join('\n'));
    expect(rows.get('Flautas')?.presentaciones).toEqual([
      { nombre: 'Orden 3 pzas', precio: 45 },
      { nombre: '5 pzas', precio: 70 },
    ]);
    expect(rows.get('Flautas')?.precio).toBe(45);
    expect(rows.get('Agua fresca')?.presentaciones).toEqual([
      { nombre: 'Chico', precio: 20 },
      { nombre: 'Grande', precio: 35 },
    ]);
  });

  it('reads MXN forms, decimal commas and thousands separators', () => {
    const rows = byName(['POSTRES', 'Flan napolitano 45,50 MXN', 'Pastel entero MXN 1,200', 'Pay de queso $ 38,00', 'Charola de postres $1.234,50 MXN'].join('\n'));
    expect(rows.get('Flan napolitano')?.precio).toBe(45.5);
    expect(rows.get('Pastel entero')?.precio).toBe(1200);
    expect(rows.get('Pay de queso')?.precio).toBe(38);
    expect(rows.get('Charola de postres')?.precio).toBe(1234.5);
  });

  it('does not take quantities for prices', () => {
    const rows = byName(['REFRESCOS', 'Coca-Cola 600 ml $30', 'Combo 2 tacos y refresco $80'].join('\n'));
    expect(rows.get('Coca-Cola 600 ml')?.precio).toBe(30);
    expect(rows.get('Combo 2 tacos y refresco')?.precio).toBe(80);
  });

  it('uses a column header for rows of prices', () => {
    const rows = parseMenuText(['CAFÉ', 'Chico Mediano Grande', 'Capuchino $40 $45 $50', 'Latte 45 50 55'].join('\n'));
    expect(rows.map((r) => r.categoria)).toEqual(['Café', 'Café']);
    expect(rows[1].presentaciones).toEqual([
      { nombre: 'Chico', precio: 45 },
      { nombre: 'Mediano', precio: 50 },
      { nombre: 'Grande', precio: 55 },
    ]);
  });

  it('reads Title Case headings and colon headings', () => {
    const rows = parseMenuText(['Platos Fuertes', 'Enchiladas suizas $120', 'Bañadas en salsa verde.', 'Postres', 'Flan $45', 'Bebidas calientes:', 'Café de olla $30'].join('\n'));
    expect(rows.map((r) => [r.categoria, r.nombre])).toEqual([
      ['Platos Fuertes', 'Enchiladas suizas'],
      ['Postres', 'Flan'],
      ['Bebidas calientes', 'Café de olla'],
    ]);
    expect(rows[0].descripcion).toBe('Bañadas en salsa verde.');
  });

  it('warns about products without price or category', () => {
    const rows = parseMenuText(['Quesadilla $35', 'TORTAS', 'Torta cubana', 'Precio según temporada', 'Torta de milanesa $70'].join('\n'));
    expect(rows[0].categoria).toBe(DEFAULT_IMPORT_CATEGORY);
    expect(rows[0].warnings).toContain(IMPORT_WARNINGS.noCategory);
    const noPrice = rows.find((r) => r.nombre === 'Torta cubana');
    expect(noPrice?.precio).toBeNull();
    expect(noPrice?.warnings).toContain(IMPORT_WARNINGS.noPrice);
  });

  it('attaches presentation lines under a product name and a price on its own line', () => {
    const rows = parseMenuText(['BEBIDAS', 'Café americano', 'Chico $35', 'Grande $45', 'Té chai', '$40'].join('\n'));
    expect(rows).toHaveLength(2);
    expect(rows[0].presentaciones).toEqual([
      { nombre: 'Chico', precio: 35 },
      { nombre: 'Grande', precio: 45 },
    ]);
    expect(rows[1]).toMatchObject({ nombre: 'Té chai', precio: 40, presentaciones: [] });
  });

  it('reads sizes between bare prices, a dash description and "c/u"', () => {
    const rows = byName(['PIZZAS', 'Pizza hawaiana mediana 150 grande 190', 'Taco al pastor - con piña y cebolla $25 c/u', 'Paquete 1 orden de tacos y refresco $99'].join('\n'));
    expect(rows.get('Pizza hawaiana')?.presentaciones).toEqual([
      { nombre: 'mediana', precio: 150 },
      { nombre: 'grande', precio: 190 },
    ]);
    expect(rows.get('Taco al pastor')).toMatchObject({ descripcion: 'con piña y cebolla', precio: 25 });
    expect(rows.get('Paquete 1 orden de tacos y refresco')?.precio).toBe(99);
  });

  it('skips contact lines before the menu', () => {
    const rows = parseMenuText(['Taquería Los Compadres', 'Tel. 993 123 4567 · WhatsApp 993 765 4321', 'Horario: 9:00 a 18:00', 'TACOS', 'Pastor $25'].join('\n'));
    expect(rows.map((r) => [r.categoria, r.nombre, r.precio])).toEqual([['Tacos', 'Pastor', 25]]);
  });

  it('ignores an empty text', () => {
    expect(parseMenuText('')).toEqual([]);
    expect(parseMenuText('\n\n  \n')).toEqual([]);
  });
});
