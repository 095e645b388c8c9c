// The cashier's tickets: the bill of a table (all open orders) and the payment receipt, read back
// from ESC/POS, PDF and HTML; amounts add up like on the order ticket.
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@shared/dates';
import { defaultPrinterSettings, type PaymentReceiptInput, type TicketCommerce } from '@shared/printing';
import { buildBillTicket, buildPaymentReceipt, receiptFigures } from '../../../main/services/printing/ticket/cashier-tickets';
import { encodeEscPos } from '../../../main/services/printing/encoders/escpos';
import { renderTicketPdf } from '../../../main/services/printing/encoders/pdf';
import { renderTicketHtml } from '../../../main/services/printing/encoders/html';
import { decodeEscPos } from '../../../testkit/escpos-decoder';
import { generatedOrder, randomSource } from '../../support/generated-orders';
import { readHtmlLines, readPdf, ticketFigures } from '../../support/ticket-reading';

const commerce: TicketCommerce = { nombre: 'Fonda Doña Pingüina', direccion: 'Calle Niños Héroes 12', telefono: '5598765432', logotipo: null, zona_horaria: 'America/Mexico_City' };
const now = new Date('2026-11-21T20:30:00Z');

function tableOrders(count: number, seed: number) {
  const random = randomSource(seed);
  return Array.from({ length: count }, (_, i) => {
    const order = generatedOrder(random, i);
    return { ...order, pedido: { ...order.pedido, metodo_entrega: 'inRestaurant' as const, numero_mesa: 7 } };
  });
}

const cents = (pesos: number) => Math.round(pesos * 100);

describe('bill (cuenta)', () => {
  it.each([58, 80] as const)('lists every open order of the table and sums them at %i mm on every format', async (paper) => {
    const orders = tableOrders(3, paper);
    const settings = { ...defaultPrinterSettings('Printer1'), paperWidthMm: paper };
    const doc = buildBillTicket({ commerce, table: 7, orders }, settings, now);
    const expectedItems = orders.flatMap((o) => o.productos.map((l) => cents(l.subtotal)));
    const expectedTotal = orders.reduce((sum, o) => sum + cents(o.pedido.total), 0);
    const decoded = decodeEscPos(encodeEscPos(doc));
    for (const line of decoded.lines) expect(line.text.length * line.width).toBeLessThanOrEqual(doc.layout.columns);
    expect(decoded.text).toContain('CUENTA');
    expect(decoded.text).toContain('Mesa: 7');
    for (const order of orders) expect(decoded.text).toContain(`Pedido ${order.pedido.folio}`);
    const readings = [decoded.lines.map((l) => l.text), (await readPdf(new Uint8Array(await renderTicketPdf(doc)))).lines, readHtmlLines(await renderTicketHtml(doc)).lines];
    for (const lines of readings) {
      const figures = ticketFigures(lines);
      expect(figures.items).toEqual(expectedItems);
      expect(figures.subtotal).toBe(expectedItems.reduce((a, b) => a + b, 0));
      expect(figures.subtotal! - figures.discount + figures.fee + figures.tip).toBe(figures.total);
      expect(figures.total).toBe(expectedTotal);
    }
  });

  it('a closed table\'s bill printed again keeps the time it was paid as «Fecha» and says when it was printed', () => {
    const paidAt = '2026-11-21T19:05:00Z';
    const doc = buildBillTicket({ commerce, table: 7, orders: tableOrders(2, 5), reprint: true, issuedAt: paidAt }, defaultPrinterSettings('Printer1'), now);
    const text = decodeEscPos(encodeEscPos(doc)).text;
    expect(text).toContain(`Fecha: ${formatDateTime(paidAt, commerce.zona_horaria)}`);
    expect(text).toContain(`Impreso: ${formatDateTime(now.toISOString(), commerce.zona_horaria)}`);
    expect(formatDateTime(paidAt, commerce.zona_horaria)).not.toBe(formatDateTime(now.toISOString(), commerce.zona_horaria));
  });
});

describe('payment receipt', () => {
  const input: PaymentReceiptInput = {
    commerce,
    table: 7,
    orders: [
      { folio: 'A-1', total: 250.5 },
      { folio: 'A-2', total: 99.4 },
    ],
    payment: { method: 'efectivo', amountReceived: 400, tip: 35, paidAt: '2026-11-21T20:45:00Z' },
  };

  it('change = received − (orders + tip)', () => {
    expect(receiptFigures(input)).toMatchObject({ consumption: 349.9, tip: 35, totalPaid: 384.9, amountReceived: 400, change: 15.1 });
  });

  it('prints method, amount received, change and tip on every format', async () => {
    const doc = buildPaymentReceipt(input, defaultPrinterSettings('Printer1'), now);
    const escpos = decodeEscPos(encodeEscPos(doc)).text.replace(/ +/g, ' ');
    const pdf = (await readPdf(new Uint8Array(await renderTicketPdf(doc)))).lines.join('\n');
    const html = readHtmlLines(await renderTicketHtml(doc)).lines.join('\n');
    for (const text of [escpos, pdf, html]) {
      expect(text).toContain('COMPROBANTE DE PAGO');
      expect(text).toContain('Pedidos: A-1, A-2');
      expect(text).toMatch(/Consumo \$349\.90/);
      expect(text).toMatch(/Propina \$35\.00/);
      expect(text).toMatch(/Total pagado MXN \$384\.90/);
      expect(text).toMatch(/Método de pago Efectivo/);
      expect(text).toMatch(/Recibido \$400\.00/);
      expect(text).toMatch(/Cambio \$15\.10/);
    }
  });

  it('card payment: no received amount and no change', () => {
    const doc = buildPaymentReceipt({ ...input, payment: { method: 'tarjeta', amountReceived: null, tip: 0 } }, defaultPrinterSettings('Printer1'), now);
    const text = decodeEscPos(encodeEscPos(doc)).text;
    expect(text).not.toContain('Recibido');
    expect(text).not.toContain('Cambio');
    expect(text).not.toContain('Propina');
    expect(text).toMatch(/Tarjeta/);
  });
});
