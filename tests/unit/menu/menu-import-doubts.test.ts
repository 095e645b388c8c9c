// The menu reader's honesty: what it is not sure of carries a warning (a row reads «OK» only without any), and
// the page reader's heading marks (by size, or by a font of their own).
import { describe, expect, it } from 'vitest';
import { parseMenuText } from '@shared/menu-import';
import { IMPORT_DOUBTS } from '@shared/menu-import-rules';
import { pageLines, type PositionedText } from '../../../server/src/services/menu-import/page-layout';

const rowsOf = (lines: string[]) => parseMenuText(lines.join('\n')).map((row) => [row.categoria, row.nombre, row.precio, row.descripcion, row.warnings]);

describe('menu import doubts', () => {
  it('reads a bare number as text in a menu written with "$": an address before the dishes, a description running on', () => {
    const rows = rowsOf(['Mariscos La Ola', 'Mercado del Mar, local 14', 'COMBOS', 'Combo pozolero $155', 'Combo familiar $560', 'Pozole grande para 4', 'personas y 8 tostadas', 'Combo chico $99', 'Combo mini $79', 'Combo doble $199', 'Combo triple $249', 'Combo fiesta $899', 'Combo niño $69']);
    expect(rows.map(([, nombre]) => nombre)).toEqual(['Combo pozolero', 'Combo familiar', 'Combo chico', 'Combo mini', 'Combo doble', 'Combo triple', 'Combo fiesta', 'Combo niño']);
    expect(rows[1]![3]).toBe('Pozole grande para 4 personas y 8 tostadas');
    // A bare price standing on its own line stays a price, flagged.
    const flagged = parseMenuText(['TACOS', 'Pastor $25', 'Suadero $28', 'Bistec $30', 'Tripa $32', 'Cabeza $30', '', 'Campechano 35'].join('\n'));
    expect(flagged.at(-1)).toMatchObject({ nombre: 'Campechano', precio: 35 });
    expect(flagged.at(-1)!.warnings).toContain(IMPORT_DOUBTS.barePrice);
  });

  it('separates a name set tight against its price', () => {
    expect(parseMenuText('CÓCTELES\nChico Grande\nCóctel de camarón$95 $140').map((row) => [row.nombre, row.presentaciones])).toEqual([
      ['Cóctel de camarón', [{ nombre: 'Chico', precio: 95 }, { nombre: 'Grande', precio: 140 }]],
    ]);
  });

  it('flags the rows whose section is a guess: after a column break, after a skipped line, under a new size table', () => {
    const afterBreak = parseMenuText(['BEBIDAS', 'Refresco $28', '', 'Pozole verde $90'].join('\n'));
    expect(afterBreak.map((row) => row.warnings)).toEqual([[], [IMPORT_DOUBTS.sectionAfterBreak]]);
    const skipped = parseMenuText(['BEBIDAS', 'Refresco $28', '', 'Caldos y pozole', 'Pozole verde $90', 'Menudo $105'].join('\n'));
    expect(skipped.map((row) => row.warnings)).toEqual([[], [IMPORT_DOUBTS.skippedLine], [IMPORT_DOUBTS.skippedLine]]);
    const sizeTable = parseMenuText(['Pizzas:', 'Chica Grande', 'Margarita $120 $210', 'Aguas frescas', 'Medio litro Litro', 'Tamarindo $25 $40'].join('\n'));
    expect(sizeTable.map((row) => [row.categoria, row.warnings])).toEqual([
      ['Pizzas', [IMPORT_DOUBTS.headingLikeDescription]],
      ['Pizzas', [IMPORT_DOUBTS.headingLikeDescription]],
    ]);
  });

  it('a short plain description before a priced line is a doubt only in a menu without marked headings', () => {
    const unmarked = parseMenuText(['Postres', 'Jericalla $40', 'Tortas ahogadas', 'Torta ahogada $75'].join('\n'));
    expect(unmarked.map((row) => row.warnings)).toEqual([[IMPORT_DOUBTS.headingLikeDescription], [IMPORT_DOUBTS.headingLikeDescription]]);
    const marked = parseMenuText(['POSTRES', 'Jericalla $40', 'Receta de Guadalajara', 'Arroz con leche $35', 'BEBIDAS', 'Refresco $28'].join('\n'));
    expect(marked.map((row) => row.warnings)).toEqual([[], [], []]);
  });
});

describe('page reader headings', () => {
  const run = (text: string, y: number, height: number, font: string, x = 40): PositionedText => ({ text, x, y, width: text.length * height * 0.5, height, font });
  const dishes = (top: number) => [run('Sopes de tinga ..... $60', top, 10.5, 'regular'), run('Tres piezas con crema', top - 12, 8.5, 'italic'), run('Tostada de pata ..... $38', top - 26, 10.5, 'regular'), run('Menudo ..... $105', top - 40, 10.5, 'regular')];

  it('marks a heading set a point larger in a font of its own, not the subtitle in the descriptions\' font', () => {
    const items = [run('Zapopan, Jalisco', 700, 11, 'italic', 250), run('Caldos y pozole', 660, 11.5, 'bold'), ...dishes(640), run('Chico Grande', 560, 9, 'bold', 120), run('Bebidas', 540, 14, 'regular'), ...dishes(520)];
    const lines = pageLines(items, 612);
    expect(lines).toContain('Caldos y pozole:');
    expect(lines).toContain('Bebidas:');
    expect(lines).toContain('Zapopan, Jalisco');
    expect(lines).toContain('Chico Grande');
    expect(lines).toContain('Tres piezas con crema');
  });
});
