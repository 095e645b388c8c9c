// PDF read back with pdfjs-dist (tests/support/pdf.ts; no system tool), HTML ticket content and sizes, builder rules.
import { describe, expect, it } from 'vitest';
import { PRINT } from '@shared/constants';
import { defaultPrinterSettings } from '@shared/printing';
import { buildTicket } from '../../../main/services/printing/ticket/build-ticket';
import { buildTestPage } from '../../../main/services/printing/ticket/test-page';
import { renderTicketPdf, PDF_TITLE_SIZE } from '../../../main/services/printing/encoders/pdf';
import { renderTicketHtml, escapeHtml } from '../../../main/services/printing/encoders/html';
import { readPdf } from '../../support/pdf';
import { commerce, orderDetail } from '../../support/sample-order';

const pdfText = (pdf: Buffer) => readPdf(pdf);

describe('PDF ticket', () => {
  it.each([58, 80] as const)('reads back with every Spanish character at %i mm, with the embedded font and the SPEC width', async (paper) => {
    const settings = { ...defaultPrinterSettings('Printer1'), paperWidthMm: paper };
    const { text, width, fonts } = await pdfText(await renderTicketPdf(buildTicket(orderDetail(), commerce, settings)));
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of ['Taquería Doña Pingüina', 'Calle Niños Héroes 12, Coyoacán', 'Pedido TAQ-0042', '21/11/2026 12:05', 'Begoña Núñez', 'Champiñones al ajillo', 'Cupón AÑONUEVO', 'TOTAL MXN', '$250.00', '¿Me mandan cubiertos? ¡Gracias! Pago en €? no', 'Sigue tu pedido']) {
      expect(flat).toContain(expected);
    }
    expect(width).toBeCloseTo(PRINT.ticketWidthFactor * paper, 1);
    const names = fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, '')).sort();
    expect(names).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
    expect(fonts.every((font) => font.embedded && font.subset)).toBe(true);
  });

  it('maps text sizes to the SPEC PDF title sizes', () => {
    expect(PDF_TITLE_SIZE).toEqual({ xxs: 7, small: 7, medium: 9, large: 11, xxl: 13 });
  });

  it('prints the test page with the code page line', async () => {
    const doc = buildTestPage(commerce, defaultPrinterSettings('Printer1'), new Date('2026-11-21T18:05:00Z'));
    const { text } = await pdfText(await renderTicketPdf(doc));
    expect(text).toContain('Página de prueba');
    expect(text.replace(/\s+/g, '')).toContain('ñáéíóúü¿¡Ñ');
  });

  it("prints a kitchen slot's test page in the kitchen layout, without prices", async () => {
    const at = new Date('2026-11-21T18:05:00Z');
    const customer = (await pdfText(await renderTicketPdf(buildTestPage(commerce, defaultPrinterSettings('Printer1'), at)))).text;
    const kitchen = (await pdfText(await renderTicketPdf(buildTestPage(commerce, { ...defaultPrinterSettings('Printer2'), kitchen: true }, at)))).text;
    expect(customer).toContain('$');
    expect(kitchen).toContain('Página de prueba');
    expect(kitchen).not.toContain('$');
  });
});

describe('HTML ticket', () => {
  it('is 205 px wide and uses the SPEC title px for each text size', async () => {
    for (const size of ['xxs', 'small', 'medium', 'large', 'xxl'] as const) {
      const html = await renderTicketHtml(buildTicket(orderDetail(), commerce, { ...defaultPrinterSettings('Printer1'), textSize: size }));
      expect(html).toContain(`width: ${PRINT.previewWidthPx}px`);
      expect(html).toContain(`.title { font-size: ${PRINT.htmlTitlePx[size]}px; }`);
    }
  });

  it('carries the ticket content, a QR and escapes every text', async () => {
    const order = orderDetail({ nombre: '<script>alert("x")</script> & Peña', comentario: 'Sin "picante"' });
    const html = await renderTicketHtml(buildTicket(order, { ...commerce, logotipo: 'javascript:alert(1)' }, defaultPrinterSettings('Printer1')));
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Peña');
    expect(html).toContain('Sin &quot;picante&quot;');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<svg');
    expect(html).toContain('Taquería Doña Pingüina');
    expect(html).toContain('$250.00');
    expect(escapeHtml(`<a href='x'>`)).toBe('&lt;a href=&#39;x&#39;&gt;');
  });

  it('shows the logo only when the printer asks for it', async () => {
    const withLogo = { ...commerce, logotipo: 'https://cdn.example.mx/logo.png' };
    expect(await renderTicketHtml(buildTicket(orderDetail(), withLogo, defaultPrinterSettings('Printer1')))).toContain('src="https://cdn.example.mx/logo.png"');
    expect(await renderTicketHtml(buildTicket(orderDetail(), withLogo, defaultPrinterSettings('Printer2')))).not.toContain('logo.png');
  });
});

describe('ticket content rules', () => {
  const texts = (doc: ReturnType<typeof buildTicket>) =>
    doc.blocks.map((block) => (block.kind === 'text' ? block.text : block.kind === 'row' ? `${block.left} ${block.right}` : block.kind)).join('\n');

  it('hides commerce data and the customer number per printer settings', () => {
    const settings = { ...defaultPrinterSettings('Printer2'), showClientNumber: false };
    const text = texts(buildTicket(orderDetail(), commerce, settings));
    expect(text).toContain('Taquería Doña Pingüina');
    expect(text).not.toContain('Coyoacán');
    expect(text).not.toContain('5598765432');
    expect(text).not.toContain('5512345678');
    expect(text).toContain('Begoña Núñez');
  });

  it('shows table and no address for eat-in orders, no QR without a tracking link, no change without paid-with', () => {
    const order = orderDetail({ metodo_entrega: 'inRestaurant', numero_mesa: 7, delivery_tracking_url: null, cliente_paga_con: null, costo_envio: 0, metodo_pago: 'tarjeta' });
    const doc = buildTicket(order, commerce, defaultPrinterSettings('Printer1'));
    const text = texts(doc);
    expect(text).toContain('Comer en el restaurante');
    expect(text).toContain('Mesa: 7');
    expect(text).not.toContain('Dirección');
    expect(text).not.toContain('Envío ');
    expect(text).not.toContain('Cambio');
    expect(text).toContain('Tarjeta');
    expect(doc.blocks.some((block) => block.kind === 'qr')).toBe(false);
  });

  it("prints the customer's self-invoice link as a QR with the link under it, never on a kitchen ticket (docs/invoices.md)", () => {
    const url = 'https://pedidos.ejemplo.mx/f/tsbpZUMSSm-m3Do3HRxzJg';
    const doc = buildTicket(orderDetail({ delivery_tracking_url: null, factura_url: url }), commerce, defaultPrinterSettings('Printer1'));
    expect(doc.blocks.filter((block) => block.kind === 'qr')).toEqual([{ kind: 'qr', data: url, caption: `¿Necesitas factura? Escanea o entra a ${url}` }]);
    const kitchen = buildTicket(orderDetail({ delivery_tracking_url: null, factura_url: url }), commerce, defaultPrinterSettings('Printer1'), { kitchen: true });
    expect(kitchen.blocks.some((block) => block.kind === 'qr')).toBe(false);
  });

  it("a panel reprint (the order detail with factura_url, docs/invoices.md) carries the same link and QR, marked «COPIA»", () => {
    const url = 'https://pedidos.ejemplo.mx/f/tsbpZUMSSm-m3Do3HRxzJg';
    const doc = buildTicket(orderDetail({ delivery_tracking_url: null, factura_url: url }), commerce, defaultPrinterSettings('Printer1'), { reprint: true });
    expect(texts(doc).trimStart().startsWith('COPIA')).toBe(true);
    expect(doc.blocks.filter((block) => block.kind === 'qr')).toEqual([{ kind: 'qr', data: url, caption: `¿Necesitas factura? Escanea o entra a ${url}` }]);
  });

  it('shows the address with references, delivery fee and change for delivery in cash', () => {
    const text = texts(buildTicket(orderDetail(), commerce, defaultPrinterSettings('Printer1')));
    expect(text).toContain('Dirección: Av. Peñón 123, Int. 4B, Jardín Balbuena');
    expect(text).toContain('Referencias: Portón café, frente a la pastelería');
    expect(text).toContain('Envío $30.00');
    expect(text).toContain('Propina $15.00');
    expect(text).toContain('Paga con $500.00');
    expect(text).toContain('Cambio $250.00');
  });

  it('58 mm has 32 columns and 80 mm 48', () => {
    expect(buildTicket(orderDetail(), commerce, defaultPrinterSettings('Printer1')).layout.columns).toBe(32);
    expect(buildTicket(orderDetail(), commerce, { ...defaultPrinterSettings('Printer1'), paperWidthMm: 80 }).layout.columns).toBe(48);
  });
});
