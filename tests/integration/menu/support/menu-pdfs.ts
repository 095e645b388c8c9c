// Realistic menus drawn with pdfkit by the tests themselves: positioned text, right-aligned prices,
// dotted leaders, column headers and several pages, like the PDFs restaurants export from their design tools.
import PDFDocument from 'pdfkit';

type Piece =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'note'; text: string }
  | { kind: 'item'; name: string; price?: string; leader?: boolean }
  | { kind: 'description'; text: string }
  | { kind: 'columns'; name: string; prices: string[] }
  | { kind: 'page' };

const LEFT = 50;
const RIGHT = 545;

function render(pieces: Piece[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 40, info: { Title: 'Menú' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    let y = 50;
    const advance = (amount: number) => {
      y += amount;
      if (y > 720) {
        doc.addPage();
        y = 50;
      }
    };
    for (const piece of pieces) {
      switch (piece.kind) {
        case 'page':
          doc.addPage();
          y = 50;
          break;
        case 'title':
          doc.font('Helvetica-Bold').fontSize(22).text(piece.text, LEFT, y, { lineBreak: false });
          advance(34);
          break;
        case 'heading':
          advance(8);
          doc.font('Helvetica-Bold').fontSize(15).text(piece.text, LEFT, y, { lineBreak: false });
          advance(24);
          break;
        case 'note':
          doc.font('Helvetica-Oblique').fontSize(9).text(piece.text, LEFT, y, { lineBreak: false });
          advance(16);
          break;
        case 'item': {
          doc.font('Helvetica').fontSize(11).text(piece.name, LEFT, y, { lineBreak: false });
          if (piece.price) {
            const priceWidth = doc.widthOfString(piece.price);
            if (piece.leader) {
              const start = LEFT + doc.widthOfString(piece.name) + 6;
              const dots = '.'.repeat(Math.max(3, Math.floor((RIGHT - priceWidth - 6 - start) / doc.widthOfString('.'))));
              doc.text(dots, start, y, { lineBreak: false });
            }
            doc.text(piece.price, RIGHT - priceWidth, y, { lineBreak: false });
          }
          advance(16);
          break;
        }
        case 'description':
          doc.font('Helvetica-Oblique').fontSize(9).fillColor('#555555').text(piece.text, LEFT + 8, y, { lineBreak: false }).fillColor('black');
          advance(15);
          break;
        case 'columns': {
          doc.font('Helvetica').fontSize(11).text(piece.name, LEFT, y, { lineBreak: false });
          piece.prices.forEach((price, index) => {
            doc.text(price, 360 + index * 65, y, { lineBreak: false });
          });
          advance(16);
          break;
        }
      }
    }
    doc.end();
  });
}

/** Taquería: uppercase headings, right-aligned prices, descriptions, presentations on one line, two pages. */
export function taqueriaMenuPdf(): Promise<Buffer> {
  return render([
    { kind: 'title', text: 'TAQUERÍA EL GÜERO' },
    { kind: 'note', text: 'Av. Gregorio Méndez 1402, Villahermosa, Tabasco · Tel. 993 312 4567' },
    { kind: 'heading', text: 'TACOS' },
    { kind: 'item', name: 'Taco al pastor', price: '$25.00' },
    { kind: 'description', text: 'con piña, cebolla y cilantro' },
    { kind: 'item', name: 'Taco de suadero', price: '$28.00' },
    { kind: 'item', name: 'Taco de bistec', price: '$30.00' },
    { kind: 'description', text: 'tortilla de maíz hecha a mano' },
    { kind: 'item', name: 'Gringa de pastor', price: '$65.00' },
    { kind: 'heading', text: 'ANTOJITOS' },
    { kind: 'item', name: 'Flautas' },
    { kind: 'item', name: 'Orden 3 pzas 45 | 5 pzas 70' },
    { kind: 'item', name: 'Quesadilla de flor de calabaza', price: '$38.50' },
    { kind: 'item', name: 'Volcán de chorizo', price: '$42.00' },
    { kind: 'page' },
    { kind: 'heading', text: 'BEBIDAS' },
    { kind: 'item', name: 'Agua fresca Chico $20 / Grande $35' },
    { kind: 'item', name: 'Refresco 600 ml', price: '$30.00' },
    { kind: 'item', name: 'Cerveza nacional', price: '$45.00' },
    { kind: 'note', text: 'Precios en pesos mexicanos, IVA incluido.' },
  ]);
}

/** Cafetería: Title Case headings, a 'Chico / Mediano / Grande' column header, inline presentations. */
export function cafeteriaMenuPdf(): Promise<Buffer> {
  return render([
    { kind: 'title', text: 'Café La Esquina' },
    { kind: 'note', text: 'Horario: lunes a sábado de 7:00 a 21:00' },
    { kind: 'heading', text: 'Bebidas Calientes' },
    { kind: 'columns', name: '', prices: ['Chico', 'Mediano', 'Grande'] },
    { kind: 'columns', name: 'Americano', prices: ['$35', '$40', '$45'] },
    { kind: 'columns', name: 'Capuchino', prices: ['$42', '$48', '$55'] },
    { kind: 'columns', name: 'Latte de vainilla', prices: ['$45', '$52', '$58'] },
    { kind: 'heading', text: 'Bebidas Frías' },
    { kind: 'item', name: 'Frappé de moka' },
    { kind: 'item', name: 'Chico $55 / Mediano $62 / Grande $70' },
    { kind: 'item', name: 'Té helado Chico $30 / Grande $40' },
    { kind: 'heading', text: 'Panadería' },
    { kind: 'item', name: 'Croissant de mantequilla', price: '$38' },
    { kind: 'description', text: 'horneado cada mañana' },
    { kind: 'item', name: 'Concha', price: '$18' },
  ]);
}

/** Fonda: 'MXN' prices, decimal commas, thousands separators and dotted leaders. */
export function fondaMenuPdf(): Promise<Buffer> {
  return render([
    { kind: 'title', text: 'FONDA DOÑA LUPE' },
    { kind: 'heading', text: 'COMIDA CORRIDA' },
    { kind: 'item', name: 'Caldo de res', price: '95,50 MXN', leader: true },
    { kind: 'item', name: 'Enchiladas verdes', price: 'MXN 110,00', leader: true },
    { kind: 'description', text: 'bañadas en salsa verde con crema y queso' },
    { kind: 'item', name: 'Chiles rellenos', price: '$ 125,50 MXN', leader: true },
    { kind: 'heading', text: 'PARA LLEVAR' },
    { kind: 'item', name: 'Charola de mole para 20 personas', price: '$1.850,00 MXN', leader: true },
    { kind: 'item', name: 'Barbacoa por kilo', price: '$1,250.00', leader: true },
    { kind: 'item', name: 'Tortillas 1 kg', price: '28 MXN', leader: true },
  ]);
}

interface ColumnEntry {
  heading?: string;
  name?: string;
  price?: string;
  description?: string;
}

/** Two-column menu (the most common printed layout): a full-width title, then TACOS | BEBIDAS side by side. */
export function twoColumnMenuPdf(): Promise<Buffer> {
  const left: ColumnEntry[] = [
    { heading: 'TACOS' },
    { name: 'Pastor', price: '$22' },
    { description: 'con piña y cilantro' },
    { name: 'Bistec', price: '$26' },
    { name: 'Campechano', price: '$28' },
    { heading: 'TORTAS' },
    { name: 'Torta de milanesa', price: '$75' },
    { name: 'Torta ahogada', price: '$80' },
  ];
  const right: ColumnEntry[] = [
    { heading: 'BEBIDAS' },
    { name: 'Horchata', price: '$30' },
    { name: 'Jamaica', price: '$30' },
    { name: 'Refresco', price: '$28' },
    { heading: 'POSTRES' },
    { name: 'Flan', price: '$40' },
    { name: 'Arroz con leche', price: '$35' },
  ];
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 40 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(24).text('TAQUERÍA DOS COLUMNAS', 150, 50, { lineBreak: false });
    const column = (entries: ColumnEntry[], x: number, priceRight: number) => {
      let y = 100;
      for (const entry of entries) {
        if (entry.heading) {
          doc.font('Helvetica-Bold').fontSize(14).text(entry.heading, x, y + 6, { lineBreak: false });
          y += 28;
        } else if (entry.description) {
          doc.font('Helvetica-Oblique').fontSize(9).text(entry.description, x + 6, y, { lineBreak: false });
          y += 14;
        } else if (entry.name && entry.price) {
          doc.font('Helvetica').fontSize(11).text(entry.name, x, y, { lineBreak: false });
          doc.text(entry.price, priceRight - doc.widthOfString(entry.price), y, { lineBreak: false });
          y += 17;
        }
      }
    };
    column(left, 50, 270);
    column(right, 330, 560);
    doc.end();
  });
}
