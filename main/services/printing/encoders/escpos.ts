// ESC/POS bytes of a ticket. node-thermal-printer assembles the command stream (init, code page,
// alignment, bold, QR, cut); text goes through our own code page tables (see codepages.ts).
import thermal from 'node-thermal-printer';
import type { TextSize } from '@shared/constants';
import type { TicketBlock, TicketDoc } from '../ticket/model';
import { leftRightLines, wrapText } from '../ticket/layout';
import { CODE_PAGE_LIBRARY_NAME, encodeText, printableText } from './codepages';
import { monochrome, pngFromDataUrl, rasterCommand } from './raster';

const { ThermalPrinter, PrinterTypes } = thermal;
type Printer = InstanceType<typeof ThermalPrinter>;

/** Character magnification (width × height) of titles per text size; body text stays 1 × 1. */
export const ESCPOS_TITLE_SIZE: Record<TextSize, { width: number; height: number }> = {
  xxs: { width: 1, height: 1 },
  small: { width: 1, height: 2 },
  medium: { width: 2, height: 2 },
  large: { width: 2, height: 3 },
  xxl: { width: 3, height: 3 },
};

/** Font A is 12 dots wide at 203 dpi: margins are set in dots with GS L / GS W. */
const DOTS_PER_COLUMN = 12;
const LOGO_MAX_HEIGHT_DOTS = 120;

function characterSize(width: number, height: number): Buffer {
  return Buffer.from([0x1d, 0x21, ((width - 1) << 4) | (height - 1)]);
}

function twoBytes(value: number): [number, number] {
  return [value & 0xff, (value >> 8) & 0xff];
}

function asciiQrData(data: string): string {
  // QR payloads are URLs: keep them ASCII so the byte count the printer reads is the character count.
  return Array.from(data, (char) => ((char.codePointAt(0) ?? 0) < 0x80 ? char : encodeURIComponent(char))).join('');
}

function setAlign(printer: Printer, align: 'left' | 'center' | 'right'): void {
  if (align === 'center') printer.alignCenter();
  else if (align === 'right') printer.alignRight();
  else printer.alignLeft();
}

function writeLine(printer: Printer, doc: TicketDoc, line: string): void {
  printer.add(encodeText(line, doc.layout.codePage));
  printer.newLine();
}

/** Text as the code page will print it, so wrapping counts the characters that reach the paper. */
function printableBlock(block: TicketBlock, doc: TicketDoc): TicketBlock {
  const page = doc.layout.codePage;
  if (block.kind === 'text') return { ...block, text: printableText(block.text, page) };
  if (block.kind === 'row') return { ...block, left: printableText(block.left, page), right: printableText(block.right, page) };
  if (block.kind === 'qr') return { ...block, caption: printableText(block.caption, page) };
  return block;
}

function renderBlock(printer: Printer, doc: TicketDoc, original: TicketBlock): void {
  const columns = doc.layout.columns;
  const block = printableBlock(original, doc);
  switch (block.kind) {
    case 'text': {
      const size = block.title ? ESCPOS_TITLE_SIZE[doc.layout.textSize] : { width: 1, height: 1 };
      setAlign(printer, block.align);
      if (block.bold) printer.bold(true);
      if (block.title) printer.add(characterSize(size.width, size.height));
      for (const line of wrapText(block.text, Math.floor(columns / size.width))) writeLine(printer, doc, line);
      if (block.title) printer.add(characterSize(1, 1));
      if (block.bold) printer.bold(false);
      printer.alignLeft();
      return;
    }
    case 'row': {
      if (block.bold) printer.bold(true);
      const lines = block.right ? leftRightLines(block.left, block.right, columns, block.indent) : wrapText(block.left, columns - block.indent).map((l) => ' '.repeat(block.indent) + l);
      for (const line of lines) writeLine(printer, doc, line);
      if (block.bold) printer.bold(false);
      return;
    }
    case 'rule':
      writeLine(printer, doc, '-'.repeat(columns));
      return;
    case 'qr':
      printer.alignCenter();
      printer.printQR(asciiQrData(block.data), { cellSize: doc.layout.paperWidthMm === 80 ? 6 : 4, correction: 'M', model: 2 });
      printer.newLine();
      writeLine(printer, doc, block.caption);
      printer.alignLeft();
      return;
    case 'logo': {
      // PNG logos print as a raster image (the service turns web addresses into inline PNG data);
      // other formats are left out rather than holding up the ticket.
      const png = pngFromDataUrl(block.source);
      if (!png) return;
      try {
        const image = monochrome(png, Math.floor(columns * DOTS_PER_COLUMN * 0.6), LOGO_MAX_HEIGHT_DOTS);
        printer.alignCenter();
        printer.add(rasterCommand(image));
        printer.newLine();
        printer.alignLeft();
      } catch {
        // A broken image must never stop a ticket.
      }
      return;
    }
    case 'feed':
      for (let i = 0; i < block.lines; i += 1) printer.newLine();
      return;
  }
}

export function encodeEscPos(doc: TicketDoc): Buffer {
  const printer = new ThermalPrinter({ type: PrinterTypes.EPSON, interface: 'tcp://0.0.0.0', width: doc.layout.columns });
  printer.add(Buffer.from([0x1b, 0x40])); // ESC @: start from a known state
  printer.setCharacterSet(CODE_PAGE_LIBRARY_NAME[doc.layout.codePage]);
  if (doc.layout.marginLeftColumns > 0 || doc.layout.marginRightColumns > 0) {
    printer.add(Buffer.from([0x1d, 0x4c, ...twoBytes(doc.layout.marginLeftColumns * DOTS_PER_COLUMN)]));
    printer.add(Buffer.from([0x1d, 0x57, ...twoBytes(doc.layout.columns * DOTS_PER_COLUMN)]));
  }
  for (const block of doc.blocks) renderBlock(printer, doc, block);
  printer.cut();
  return Buffer.from(printer.getBuffer());
}

/**
 * ESC p 0 25 250: one pulse on the drawer connector's pin 2, 50 ms on, 500 ms off (docs/kitchen.md «Cajón»).
 * Sent alone, without init or cut, so no paper moves.
 */
export const DRAWER_KICK = Buffer.from([0x1b, 0x70, 0x00, 25, 250]);
