// The menu import chain on PDFs drawn by the tests: pdfjs text extraction, line rebuilding, and the shared parser.
import { describe, expect, it } from 'vitest';
import { parseMenuText, type ImportRow } from '@shared/menu-import';
import { extractPdfText, PdfReadError } from '../../../server/src/services/menu-import/pdf-text';
import { cafeteriaMenuPdf, fondaMenuPdf, taqueriaMenuPdf, twoColumnMenuPdf } from './support/menu-pdfs';

async function parsePdf(pdf: Buffer): Promise<ImportRow[]> {
  return parseMenuText(await extractPdfText(new Uint8Array(pdf)));
}

function summary(rows: ImportRow[]) {
  return rows.map((r) => ({ categoria: r.categoria, nombre: r.nombre, precio: r.precio, presentaciones: r.presentaciones.map((p) => `${p.nombre}=${p.precio}`) }));
}

describe('menu import from PDF', () => {
  it('reads the taquería menu: headings, products, descriptions, presentations, two pages', async () => {
    const rows = await parsePdf(await taqueriaMenuPdf());
    expect(summary(rows)).toEqual([
      { categoria: 'Tacos', nombre: 'Taco al pastor', precio: 25, presentaciones: [] },
      { categoria: 'Tacos', nombre: 'Taco de suadero', precio: 28, presentaciones: [] },
      { categoria: 'Tacos', nombre: 'Taco de bistec', precio: 30, presentaciones: [] },
      { categoria: 'Tacos', nombre: 'Gringa de pastor', precio: 65, presentaciones: [] },
      { categoria: 'Antojitos', nombre: 'Flautas', precio: 45, presentaciones: ['Orden 3 pzas=45', '5 pzas=70'] },
      { categoria: 'Antojitos', nombre: 'Quesadilla de flor de calabaza', precio: 38.5, presentaciones: [] },
      { categoria: 'Antojitos', nombre: 'Volcán de chorizo', precio: 42, presentaciones: [] },
      { categoria: 'Bebidas', nombre: 'Agua fresca', precio: 20, presentaciones: ['Chico=20', 'Grande=35'] },
      { categoria: 'Bebidas', nombre: 'Refresco 600 ml', precio: 30, presentaciones: [] },
      { categoria: 'Bebidas', nombre: 'Cerveza nacional', precio: 45, presentaciones: [] },
    ]);
    expect(rows[0].descripcion).toBe('con piña, cebolla y cilantro');
    expect(rows[2].descripcion).toBe('tortilla de maíz hecha a mano');
    expect(rows.every((r) => r.warnings.length === 0)).toBe(true);
  });

  it('reads the cafetería menu with Chico/Mediano/Grande presentations', async () => {
    const rows = await parsePdf(await cafeteriaMenuPdf());
    expect(summary(rows)).toEqual([
      { categoria: 'Bebidas Calientes', nombre: 'Americano', precio: 35, presentaciones: ['Chico=35', 'Mediano=40', 'Grande=45'] },
      { categoria: 'Bebidas Calientes', nombre: 'Capuchino', precio: 42, presentaciones: ['Chico=42', 'Mediano=48', 'Grande=55'] },
      { categoria: 'Bebidas Calientes', nombre: 'Latte de vainilla', precio: 45, presentaciones: ['Chico=45', 'Mediano=52', 'Grande=58'] },
      { categoria: 'Bebidas Frías', nombre: 'Frappé de moka', precio: 55, presentaciones: ['Chico=55', 'Mediano=62', 'Grande=70'] },
      { categoria: 'Bebidas Frías', nombre: 'Té helado', precio: 30, presentaciones: ['Chico=30', 'Grande=40'] },
      { categoria: 'Panadería', nombre: 'Croissant de mantequilla', precio: 38, presentaciones: [] },
      { categoria: 'Panadería', nombre: 'Concha', precio: 18, presentaciones: [] },
    ]);
    expect(rows[5].descripcion).toBe('horneado cada mañana');
  });

  it('reads MXN prices, decimal commas, thousands separators and dotted leaders', async () => {
    const rows = await parsePdf(await fondaMenuPdf());
    expect(summary(rows)).toEqual([
      { categoria: 'Comida corrida', nombre: 'Caldo de res', precio: 95.5, presentaciones: [] },
      { categoria: 'Comida corrida', nombre: 'Enchiladas verdes', precio: 110, presentaciones: [] },
      { categoria: 'Comida corrida', nombre: 'Chiles rellenos', precio: 125.5, presentaciones: [] },
      { categoria: 'Para llevar', nombre: 'Charola de mole para 20 personas', precio: 1850, presentaciones: [] },
      { categoria: 'Para llevar', nombre: 'Barbacoa por kilo', precio: 1250, presentaciones: [] },
      { categoria: 'Para llevar', nombre: 'Tortillas 1 kg', precio: 28, presentaciones: [] },
    ]);
    expect(rows[1].descripcion).toBe('bañadas en salsa verde con crema y queso');
  });

  it('reads a two-column menu column by column', async () => {
    const rows = await parsePdf(await twoColumnMenuPdf());
    expect(rows.map((r) => [r.categoria, r.nombre, r.precio])).toEqual([
      ['Tacos', 'Pastor', 22],
      ['Tacos', 'Bistec', 26],
      ['Tacos', 'Campechano', 28],
      ['Tortas', 'Torta de milanesa', 75],
      ['Tortas', 'Torta ahogada', 80],
      ['Bebidas', 'Horchata', 30],
      ['Bebidas', 'Jamaica', 30],
      ['Bebidas', 'Refresco', 28],
      ['Postres', 'Flan', 40],
      ['Postres', 'Arroz con leche', 35],
    ]);
    expect(rows[0].descripcion).toBe('con piña y cilantro');
  });

  it('refuses a file that is not a PDF', async () => {
    await expect(extractPdfText(new TextEncoder().encode('esto no es un pdf'))).rejects.toBeInstanceOf(PdfReadError);
  });
});
