// The cash close ('corte de caja') and the mixed-payment receipt, read back from ESC/POS, PDF and HTML
// at 58 and 80 mm: the printed figures are the shift's figures and add up (docs/printing.md).
import { describe, expect, it } from 'vitest';
import { cashSummaryLines } from '@shared/cash-close-lines';
import { defaultPrinterSettings, type PaymentReceiptInput, type TicketCommerce } from '@shared/printing';
import { buildCashCloseTicket } from '../../../main/services/printing/ticket/cash-close-ticket';
import { buildPaymentReceipt, receiptFigures } from '../../../main/services/printing/ticket/cashier-tickets';
import type { TicketDoc } from '../../../main/services/printing/ticket/model';
import { encodeEscPos } from '../../../main/services/printing/encoders/escpos';
import { renderTicketPdf } from '../../../main/services/printing/encoders/pdf';
import { renderTicketHtml } from '../../../main/services/printing/encoders/html';
import { decodeEscPos } from '../../../testkit/escpos-decoder';
import { moneyAtEnd, readHtmlLines, readPdf } from '../../support/ticket-reading';
import { cashShift } from '../main/support/fixtures';

const commerce: TicketCommerce = { nombre: 'Fonda Doña Pingüina', direccion: 'Calle Niños Héroes 12', telefono: '5598765432', logotipo: null, zona_horaria: 'America/Mexico_City' };
const now = new Date('2026-11-22T04:15:00Z');

/** Each format's text as one line (a label wrapped on narrow paper reads on), checked within the paper. */
async function readings(doc: TicketDoc): Promise<{ format: string; text: string }[]> {
  const decoded = decodeEscPos(encodeEscPos(doc));
  for (const line of decoded.lines) expect(line.text.length * line.width).toBeLessThanOrEqual(doc.layout.columns);
  const pdf = await readPdf(new Uint8Array(await renderTicketPdf(doc)));
  for (const run of pdf.runs) expect(run.right).toBeLessThanOrEqual(pdf.pageWidth + 0.5);
  const html = readHtmlLines(await renderTicketHtml(doc)).lines;
  return [
    { format: 'ESC/POS', lines: decoded.lines.map((line) => line.text) },
    { format: 'PDF', lines: pdf.lines },
    { format: 'HTML', lines: html },
  ].map(({ format, lines }) => ({ format, text: lines.join(' ').replace(/\s+/g, ' ') }));
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The amount printed right after a label, in cents; null when the label is not followed by one. */
function amountOf(text: string, label: string): number | null {
  const match = new RegExp(`(?:^| )${escapeRegExp(label)} (-?\\$[\\d,]+\\.\\d{2})(?= |$)`).exec(text);
  return match ? moneyAtEnd(match[1]!) : null;
}
const cents = (pesos: number) => Math.round(pesos * 100);

describe('cash close (corte de caja)', () => {
  it.each([58, 80] as const)('prints the shift summary at %i mm and its cash adds up on every format', async (paper) => {
    const shift = cashShift();
    const doc = buildCashCloseTicket({ commerce, shift }, { ...defaultPrinterSettings('Printer1'), paperWidthMm: paper }, now);
    for (const { format, text } of await readings(doc)) {
      expect(text, format).toContain('CORTE DE CAJA');
      expect(text, format).toMatch(/Apertura: /);
      expect(text, format).toMatch(/Cierre: /);
      // The same lines, in the same words, as the cash screen shows.
      for (const line of cashSummaryLines(shift)) {
        if (line.value.startsWith('$') || line.value.startsWith('-$')) expect(amountOf(text, line.label), `${format} ${line.label}`).toBe(moneyAtEnd(line.value));
      }
      const fondo = amountOf(text, 'Fondo inicial')!;
      const cash = amountOf(text, 'Ventas en efectivo')!;
      const cashIn = amountOf(text, 'Entradas de efectivo')!;
      const cashOut = amountOf(text, 'Salidas de efectivo')!;
      expect(fondo + cash + cashIn + cashOut, format).toBe(amountOf(text, 'Efectivo esperado'));
      const byMethod = ['Ventas en efectivo', 'Ventas con tarjeta', 'Ventas por transferencia', 'Ventas en línea'].map((label) => amountOf(text, label)!);
      expect(byMethod.reduce((a, b) => a + b, 0), format).toBe(amountOf(text, 'Ventas totales'));
      expect(amountOf(text, 'Efectivo contado')! - amountOf(text, 'Efectivo esperado')!, format).toBe(amountOf(text, 'Diferencia'));
      expect(text, format).toMatch(/Entrada: Cambio del banco \$200\.00/);
      // PDF sets the amount beside the first line of a wrapped reason: check the words and the amount.
      expect(text, format).toMatch(/Salida: Compra de hielo/);
      expect(text.split('-$150.00').length - 1, format).toBe(2); // 'Salidas de efectivo' and the movement
      expect(text, format).toContain('Faltó cambio en monedas');
      expect(text, format).not.toContain('turno abierto');
    }
  });

  it('an open shift prints as a partial close with its live summary', async () => {
    const shift = { ...cashShift(), cerrado_at: null, efectivo_contado: null, diferencia: null, nota: null, movimientos: [] };
    const doc = buildCashCloseTicket({ commerce, shift }, defaultPrinterSettings('Printer1'), now);
    for (const { format, text } of await readings(doc)) {
      expect(text, format).toContain('CORTE PARCIAL (turno abierto)');
      expect(text, format).toContain('Cierre: turno abierto');
      expect(text, format).not.toContain('Efectivo contado');
      expect(amountOf(text, 'Efectivo esperado'), format).toBe(cents(1800.5));
    }
  });
});

describe('mixed payment receipt', () => {
  const input: PaymentReceiptInput = {
    commerce,
    table: 7,
    orders: [
      { folio: 'A-1', total: 250.5 },
      { folio: 'A-2', total: 99.4 },
    ],
    payment: {
      parts: [
        { method: 'efectivo', amount: 200 },
        { method: 'tarjeta', amount: 150 },
        { method: 'transferencia', amount: 34.9 },
      ],
      amountReceived: 500,
      tip: 35,
      paidAt: '2026-11-21T20:45:00Z',
    },
  };

  it('change comes from the cash part only', () => {
    expect(receiptFigures(input)).toMatchObject({ totalPaid: 384.9, cashDue: 200, amountReceived: 500, change: 300 });
  });

  it.each([58, 80] as const)('lists each method with its amount at %i mm; the parts add up to the total paid', async (paper) => {
    const doc = buildPaymentReceipt(input, { ...defaultPrinterSettings('Printer1'), paperWidthMm: paper }, now);
    for (const { format, text } of await readings(doc)) {
      expect(text, format).toContain('Pagos:');
      expect(text, format).not.toContain('Método de pago');
      const parts = ['Efectivo', 'Tarjeta', 'Transferencia'].map((label) => amountOf(text, label)!);
      expect(parts, format).toEqual([20_000, 15_000, 3_490]);
      expect(parts.reduce((a, b) => a + b, 0), format).toBe(amountOf(text, 'Total pagado MXN'));
      expect(amountOf(text, 'Consumo')! + amountOf(text, 'Propina')!, format).toBe(amountOf(text, 'Total pagado MXN'));
      expect(amountOf(text, 'Efectivo recibido'), format).toBe(50_000);
      expect(amountOf(text, 'Cambio'), format).toBe(30_000);
    }
  });

  it('a mixed payment without cash shows no received amount and no change', () => {
    const doc = buildPaymentReceipt(
      { ...input, payment: { parts: [{ method: 'tarjeta', amount: 300 }, { method: 'transferencia', amount: 119.9 }], amountReceived: 500, tip: 35 } },
      defaultPrinterSettings('Printer1'),
      now,
    );
    const text = decodeEscPos(encodeEscPos(doc)).text;
    expect(text).toContain('Pagos:');
    expect(text).not.toContain('Recibido');
    expect(text).not.toContain('Cambio');
  });
});
