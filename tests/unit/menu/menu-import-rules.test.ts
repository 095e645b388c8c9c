// The rules around the menu parser: sections in the menu's case style, sold-out notes, footers, names on one
// line that are separate dishes, the doubts shown in review, and 'Separar'.
import { describe, expect, it } from 'vitest';
import { isPresentationLabel, parseMenuText } from '@shared/menu-import';
import { IMPORT_DOUBTS, isFurnitureLine, sectionInMenuStyle, soldOutNote, splitImportRow } from '@shared/menu-import-rules';

describe('menu import rules', () => {
  it('writes sections printed in capitals in the case style of the menu', () => {
    expect(sectionInMenuStyle('CALDOS Y POZOLE', false)).toBe('Caldos y pozole');
    expect(sectionInMenuStyle('CALDOS Y POZOLE', true)).toBe('Caldos y Pozole');
    expect(sectionInMenuStyle('Bebidas frías', false)).toBe('Bebidas frías');
    const titled = parseMenuText(['PLATOS FUERTES', 'Pollo En Mole $120', 'Carne Asada $150'].join('\n'));
    expect(titled.map((row) => row.categoria)).toEqual(['Platos Fuertes', 'Platos Fuertes']);
    const sentence = parseMenuText(['PLATOS FUERTES', 'Pollo en mole $120', 'Carne asada $150'].join('\n'));
    expect(sentence.map((row) => row.categoria)).toEqual(['Platos fuertes', 'Platos fuertes']);
  });

  it('keeps sold-out notes as a mark on the dish, not in its description', () => {
    expect(soldOutNote('Torta de frijol (agotado) $55')).toEqual({ rest: 'Torta de frijol $55', soldOut: true });
    const rows = parseMenuText(['TORTAS', 'Torta ahogada $75', 'Agotado por hoy', 'Torta de lomo $85', 'Torta de frijol (agotado) $55'].join('\n'));
    expect(rows.map((row) => [row.nombre, row.precio, row.agotado, row.descripcion])).toEqual([
      ['Torta ahogada', 75, true, ''],
      ['Torta de lomo', 85, false, ''],
      ['Torta de frijol', 55, true, ''],
    ]);
  });

  it('drops footers and page furniture, and a blank line ends a description', () => {
    for (const line of ['Precios en pesos mexicanos. Todos nuestros precios incluyen IVA.', 'Página 2 de 3', 'Cocina tapatía desde 1987', 'Síguenos en Instagram']) expect(isFurnitureLine(line)).toBe(true);
    expect(isFurnitureLine('Pozole rojo $110')).toBe(false);
    const rows = parseMenuText(['POSTRES', 'Flan $40', 'De la casa', '', 'Gracias por su visita'].join('\n'));
    expect(rows.map((row) => [row.nombre, row.descripcion])).toEqual([['Flan', 'De la casa']]);
  });

  it('reads names that share a line as separate dishes, flagged for review; sizes only from size words', () => {
    const rows = parseMenuText(['BIRRIA', 'Taco de birria $30 Sopes de tinga $60'].join('\n'));
    expect(rows.map((row) => [row.nombre, row.precio, row.presentaciones.length])).toEqual([
      ['Taco de birria', 30, 0],
      ['Sopes de tinga', 60, 0],
    ]);
    expect(rows.every((row) => row.warnings.includes(IMPORT_DOUBTS.sharedLine))).toBe(true);
    const sized = parseMenuText(['BEBIDAS', 'Agua fresca Chico $20 / Grande $35'].join('\n'));
    expect(sized[0]!.presentaciones).toEqual([
      { nombre: 'Chico', precio: 20 },
      { nombre: 'Grande', precio: 35 },
    ]);
    expect(sized[0]!.warnings).toEqual([]);
  });

  it('groups a size table header of several words by its capitals', () => {
    const rows = parseMenuText(['AGUAS', 'Medio litro Litro', 'Tamarindo $25 $40'].join('\n'));
    expect(rows[0]!.presentaciones).toEqual([
      { nombre: 'Medio litro', precio: 25 },
      { nombre: 'Litro', precio: 40 },
    ]);
  });

  it('splits a row into one product per presentation', () => {
    const base = { categoria: 'Birria', descripcion: 'En consomé', precio: 30, agotado: false, warnings: [] };
    expect(splitImportRow({ ...base, nombre: 'Birria', presentaciones: [{ nombre: 'Opción 1', precio: 30 }, { nombre: 'Pozole', precio: 45 }] }, isPresentationLabel).map((row) => [row.nombre, row.precio, row.descripcion])).toEqual([
      ['Birria', 30, 'En consomé'],
      ['Pozole', 45, ''],
    ]);
    expect(splitImportRow({ ...base, nombre: 'Pizza', presentaciones: [{ nombre: 'Chica', precio: 120 }, { nombre: 'Grande', precio: 210 }] }, isPresentationLabel).map((row) => row.nombre)).toEqual(['Pizza Chica', 'Pizza Grande']);
  });
});
