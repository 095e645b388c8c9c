import { describe, expect, it } from 'vitest';
import { defaultPrinterSettings, type CodePage, type PaperWidthMm } from '@shared/printing';
import { buildTicket } from '../../../main/services/printing/ticket/build-ticket';
import { encodeEscPos, ESCPOS_TITLE_SIZE } from '../../../main/services/printing/encoders/escpos';
import { CODE_PAGE_SELECTOR, decodeByte, encodeText } from '../../../main/services/printing/encoders/codepages';
import { decodeEscPos } from '../../../testkit/escpos-decoder';
import { commerce, orderDetail, SPANISH_CHARS } from '../../support/sample-order';

const CODE_PAGES: CodePage[] = ['PC858', 'PC850', 'WPC1252'];
const PAPERS: [PaperWidthMm, number][] = [
  [58, 32],
  [80, 48],
];

describe('code page tables', () => {
  it.each(CODE_PAGES)('%s round-trips every Spanish character (the euro where the page has it)', (page) => {
    const encoded = encodeText(SPANISH_CHARS, page);
    const decoded = Array.from(encoded, (byte) => decodeByte(byte, page)).join('');
    expect(decoded).toBe(page === 'PC850' ? 'ñ á é í ó ú ü ¿ ¡ Ñ É EUR' : SPANISH_CHARS);
  });

  it('uses the bytes the printers expect', () => {
    expect([...encodeText('ñÑ¿¡', 'PC858')]).toEqual([0xa4, 0xa5, 0xa8, 0xad]);
    expect([...encodeText('€', 'PC858')]).toEqual([0xd5]);
    expect([...encodeText('ñ€', 'WPC1252')]).toEqual([0xf1, 0x80]);
    expect([...encodeText('é', 'PC850')]).toEqual([0x82]);
  });

  it('never lets text carry printer commands', () => {
    expect([...encodeText('a\x1b@\x1dV\nb', 'PC858')]).toEqual([0x61, 0x40, 0x56, 0x62]);
  });

  it('falls back to plain letters for characters outside the page', () => {
    const decoded = Array.from(encodeText('“Hola” — ǹ', 'PC858'), (byte) => decodeByte(byte, 'PC858')).join('');
    expect(decoded).toBe('"Hola" - n');
  });
});

describe('ESC/POS ticket', () => {
  for (const [paper, columns] of PAPERS) {
    for (const page of CODE_PAGES) {
      it(`decodes back to the ticket text at ${paper} mm in ${page}`, () => {
        const settings = { ...defaultPrinterSettings('Printer1'), paperWidthMm: paper, codePage: page };
        const bytes = encodeEscPos(buildTicket(orderDetail(), commerce, settings));
        const decoded = decodeEscPos(bytes);
        expect(decoded.unknown).toEqual([]);
        expect(decoded.codePages[0]).toBe(page);
        expect(bytes.includes(Buffer.from([0x1b, 0x74, CODE_PAGE_SELECTOR[page]]))).toBe(true);
        const text = decoded.text;
        for (const expected of [
          'Taquería Doña Pingüina',
          'Calle Niños Héroes 12, Coyoacán',
          'Tel: 5598765432',
          'Pedido TAQ-0042',
          'Fecha: 21/11/2026 12:05',
          'Envío a domicilio',
          'Cliente: Begoña Núñez',
          'Tel: +52 5512345678',
          'Guacamole',
          'Champiñones al ajillo',
          'Cupón AÑONUEVO',
          '-$40.00',
          'TOTAL MXN',
          '$250.00',
          'Método de pago',
          'Efectivo',
          'Paga con',
          '$500.00',
          'Cambio',
          '¿Me mandan cubiertos? ¡Gracias!',
          '¡Gracias por su compra!',
        ]) {
          expect(text.replace(/\n/g, ' ')).toContain(expected);
        }
        expect(text.replace(/\n/g, ' ')).toContain(page === 'PC850' ? 'en EUR?' : 'en €?');
        expect(decoded.qrCodes).toEqual(['https://rastreo.example.mx/p/trk-1']);
        expect(decoded.cuts).toBe(1);
        const bodyLines = decoded.lines.filter((line) => line.width === 1);
        for (const line of bodyLines) expect(line.text.length).toBeLessThanOrEqual(columns);
        expect(decoded.lines.some((line) => line.text === '-'.repeat(columns))).toBe(true);
        const totalLine = decoded.lines.find((line) => line.text.startsWith('TOTAL MXN'));
        expect(totalLine?.bold).toBe(true);
        expect(totalLine?.text.length).toBe(columns);
      });
    }
  }

  it('prints titles at the magnification of the text size and centres the header', () => {
    for (const size of ['xxs', 'small', 'medium', 'large', 'xxl'] as const) {
      const settings = { ...defaultPrinterSettings('Printer1'), textSize: size };
      const decoded = decodeEscPos(encodeEscPos(buildTicket(orderDetail(), commerce, settings)));
      const title = decoded.lines.find((line) => line.text.startsWith('Pedido'));
      expect(title).toMatchObject({ align: 'center', bold: true, width: ESCPOS_TITLE_SIZE[size].width, height: ESCPOS_TITLE_SIZE[size].height });
    }
  });

  it('kitchen tickets carry no prices; reprints say COPIA', () => {
    const kitchen = decodeEscPos(encodeEscPos(buildTicket(orderDetail(), commerce, defaultPrinterSettings('Printer2'), { kitchen: true, reprint: true })));
    expect(kitchen.text).not.toContain('$');
    expect(kitchen.text).toContain('COPIA');
    expect(kitchen.text.replace(/\n/g, ' ')).toContain('2 x Tacos de suadero (Orden de 5)');
    expect(kitchen.text.replace(/\s+/g, ' ')).toContain('*** NOTA: Sin cebolla, con piña y jalapeño ***');
  });

  it('margins take columns off every line and set the print area', () => {
    const settings = { ...defaultPrinterSettings('Printer1'), marginLeft: 3, marginRight: 3 };
    const doc = buildTicket(orderDetail(), commerce, settings);
    expect(doc.layout.columns).toBe(28);
    const bytes = encodeEscPos(doc);
    expect(bytes.includes(Buffer.from([0x1d, 0x4c, 24, 0]))).toBe(true);
    const decoded = decodeEscPos(bytes);
    expect(decoded.lines.some((line) => line.text === '-'.repeat(28))).toBe(true);
    for (const line of decoded.lines.filter((l) => l.width === 1)) expect(line.text.length).toBeLessThanOrEqual(28);
  });
});

describe('ESC/POS decoder', () => {
  it('follows modes, skips images and reads QR and cuts', () => {
    const raster = [0x1d, 0x76, 0x30, 0x00, 2, 0, 2, 0, 0xff, 0x0a, 0x1b, 0x40];
    const bitImage = [0x1b, 0x2a, 0, 3, 0, 0x0a, 0x1b, 0x45];
    const qrData = Buffer.from('https://x.mx/a');
    const qr = [0x1d, 0x28, 0x6b, qrData.length + 3, 0, 0x31, 0x50, 0x30, ...qrData];
    const bytes = Buffer.from([
      0x1b, 0x40, 0x1b, 0x74, 19,
      0x1b, 0x61, 1, 0x1b, 0x21, 0x38, ...Buffer.from('Se'), 0xa4, ...Buffer.from('or'), 0x0a,
      0x1b, 0x21, 0x00, 0x1b, 0x61, 0x00, ...raster, ...bitImage,
      0x1b, 0x74, 16, 0xbf, ...Buffer.from('Qu'), 0xe9, ...Buffer.from('?'), 0x0a,
      0x1b, 0x74, 2, 0x1d, 0x21, 0x11, 0xa8, 0x0a, 0x1d, 0x21, 0x00,
      ...qr, 0x1b, 0x64, 3, 0x1d, 0x56, 0x41, 3, 0x1b, 0x70, 0, 25, 250,
    ]);
    const decoded = decodeEscPos(bytes);
    expect(decoded.lines.map((line) => line.text)).toEqual(['Señor', '¿Qué?', '¿']);
    expect(decoded.lines[0]).toMatchObject({ align: 'center', bold: true, width: 2, height: 2 });
    expect(decoded.lines[1]).toMatchObject({ align: 'left', bold: false, width: 1, height: 1 });
    expect(decoded.lines[2]).toMatchObject({ width: 2, height: 2 });
    expect(decoded.images).toBe(2);
    expect(decoded.qrCodes).toEqual(['https://x.mx/a']);
    expect(decoded.cuts).toBe(1);
    expect(decoded.codePages).toEqual(['PC858', 'WPC1252', 'PC850']);
    expect(decoded.unknown).toEqual([]);
  });
});
