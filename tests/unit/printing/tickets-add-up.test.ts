// Property test: 1,000 generated orders printed on every format (ESC/POS decoded, PDF read back with
// pdfjs, HTML read with jsdom) at 58 and 80 mm. The item amounts sum to the subtotal, subtotal −
// discount + fee + tip = total, and every line stays within the paper.
import { describe, expect, it } from 'vitest';
import type { TicketCommerce } from '@shared/printing';
import type { OrderDetail } from '@shared/types/order';
import { buildTicket } from '../../../main/services/printing/ticket/build-ticket';
import { encodeEscPos } from '../../../main/services/printing/encoders/escpos';
import { renderTicketPdf } from '../../../main/services/printing/encoders/pdf';
import { renderTicketHtml } from '../../../main/services/printing/encoders/html';
import type { TicketDoc } from '../../../main/services/printing/ticket/model';
import { decodeEscPos } from '../../../testkit/escpos-decoder';
import { generatedOrder, generatedSettings, randomSource } from '../../support/generated-orders';
import { readHtmlLines, readPdf, ticketFigures, type TicketFigures } from '../../support/ticket-reading';

const ORDERS = 1_000;
const BATCHES = 4;
const commerce: TicketCommerce = { nombre: 'Taquería Doña Pingüina', direccion: 'Calle Niños Héroes 12, Coyoacán', telefono: '5598765432', logotipo: null, zona_horaria: 'America/Mexico_City' };

function cents(pesos: number): number {
  return Math.round(pesos * 100);
}

function expectAddsUp(figures: TicketFigures, order: OrderDetail, format: string): void {
  const where = `${format} ${order.pedido.folio}`;
  expect(figures.items, where).toEqual(order.productos.map((line) => cents(line.subtotal)));
  expect(figures.items.reduce((a, b) => a + b, 0), where).toBe(figures.subtotal);
  expect(figures.subtotal, where).toBe(cents(order.pedido.subtotal));
  expect(figures.subtotal! - figures.discount + figures.fee + figures.tip, where).toBe(figures.total);
  expect(figures.total, where).toBe(cents(order.pedido.total));
}

function expectEscPosWithinColumns(doc: TicketDoc, folio: string): string[] {
  const decoded = decodeEscPos(encodeEscPos(doc));
  expect(decoded.unknown, folio).toEqual([]);
  for (const line of decoded.lines) expect(line.text.length * line.width, `${folio}: '${line.text}'`).toBeLessThanOrEqual(doc.layout.columns);
  return decoded.lines.map((line) => line.text);
}

async function expectPdfWithinPage(doc: TicketDoc, folio: string): Promise<string[]> {
  const pdf = await readPdf(new Uint8Array(await renderTicketPdf(doc)));
  for (const run of pdf.runs) {
    expect(run.x, `${folio}: '${run.text}'`).toBeGreaterThanOrEqual(0);
    expect(run.right, `${folio}: '${run.text}'`).toBeLessThanOrEqual(pdf.pageWidth + 0.5);
  }
  return pdf.lines;
}

describe(`tickets add up over ${ORDERS} generated orders`, () => {
  for (let batch = 0; batch < BATCHES; batch += 1) {
    it(`batch ${batch + 1}/${BATCHES}: ESC/POS, PDF and HTML`, { timeout: 600_000 }, async () => {
      const random = randomSource(20261124 + batch);
      const perBatch = ORDERS / BATCHES;
      for (let i = 0; i < perBatch; i += 1) {
        const order = generatedOrder(random, batch * perBatch + i);
        const settings = generatedSettings(random);
        const doc = buildTicket(order, commerce, settings, { kitchen: false });
        const folio = `${order.pedido.folio} ${settings.paperWidthMm} mm`;

        expectAddsUp(ticketFigures(expectEscPosWithinColumns(doc, folio)), order, 'ESC/POS');
        expectAddsUp(ticketFigures(await expectPdfWithinPage(doc, folio)), order, 'PDF');
        expectAddsUp(ticketFigures(readHtmlLines(await renderTicketHtml(doc)).lines), order, 'HTML');
      }
    });
  }
});

describe('ticket lines', () => {
  const random = randomSource(7);
  const base = generatedOrder(random, 1);
  const order: OrderDetail = {
    pedido: { ...base.pedido, metodo_entrega: 'delivery', calle: 'Av. Peñón', numero_exterior: '123', numero_interior: null, colonia: 'Jardín Balbuena', direccion_completa: 'Av. Peñón 123, Jardín Balbuena, CDMX', subtotal: 330, costo_envio: 0, propina: 0, coupon_amount: null, coupon_code: null, total: 330 },
    productos: [
      {
        id: 'l1', id_pedido: 'x', id_producto: 'p1', id_categoria: null, presentacion: null, nombre: 'Quesadilla de pastor', cantidad: 2, precio: 165, subtotal: 330, instrucciones: 'Sin cebolla',
        extras: [
          { id: 'e1', id_extra: 'x1', nombre: 'Aguacate', cantidad: 1, precio: 20, subtotal: 20 },
          { id: 'e2', id_extra: 'x2', nombre: 'Salsa verde', cantidad: 1, precio: 0, subtotal: 0 },
        ],
      },
    ],
  };
  const settings = { ...generatedSettings(random), paperWidthMm: 80 as const, marginLeft: 0, marginRight: 0, textSize: 'small' as const };

  it('prints the line amount once and marks paid extras as included per unit; free extras show no price', () => {
    const text = decodeEscPos(encodeEscPos(buildTicket(order, commerce, settings, { kitchen: false }))).text;
    expect(text).toMatch(/2 x Quesadilla de pastor +\$330\.00/);
    expect(text).toContain('  + Aguacate (+$20.00 c/u)');
    expect(text).toMatch(/ {2}\+ Salsa verde\n/);
    expect(text).not.toMatch(/Salsa verde.*\$/);
  });

  it('prints the delivery address once', () => {
    const text = decodeEscPos(encodeEscPos(buildTicket(order, commerce, settings, { kitchen: false }))).text.replace(/\s+/g, ' ');
    expect(text.split('Jardín Balbuena').length - 1).toBe(1);
    expect(text).toContain('Dirección: Av. Peñón 123, Jardín Balbuena, CDMX');
  });

  it('kitchen ticket: no prices, quantities and extras in bold, the note set apart', async () => {
    const doc = buildTicket(order, commerce, settings, { kitchen: true });
    const decoded = decodeEscPos(encodeEscPos(doc));
    expect(decoded.text).not.toContain('$');
    expect(decoded.text).not.toContain('Subtotal');
    const item = decoded.lines.find((line) => line.text.includes('2 x Quesadilla'));
    expect(item?.bold).toBe(true);
    expect(item?.height).toBeGreaterThan(1);
    expect(decoded.lines.find((line) => line.text.includes('+ Aguacate'))?.bold).toBe(true);
    const note = decoded.lines.find((line) => line.text.includes('NOTA: Sin cebolla'));
    expect(note?.bold).toBe(true);
    expect(note?.text).toContain('***');
    const html = readHtmlLines(await renderTicketHtml(doc));
    expect(html.lines.join('\n')).not.toContain('$');
    expect(html.boldLines.some((line) => line.includes('2 x Quesadilla'))).toBe(true);
    const pdf = await readPdf(new Uint8Array(await renderTicketPdf(doc)));
    expect(pdf.lines.join('\n')).not.toContain('$');
  });
});
