// Column arithmetic shared by the builder and the ESC/POS encoder.
import type { PaperWidthMm } from '@shared/printing';

export const COLUMNS_BY_PAPER: Record<PaperWidthMm, number> = { 58: 32, 80: 48 };
/** Printable millimetres per character column in font A (48 mm / 32 columns on 58 mm paper). */
export const MM_PER_COLUMN = 1.5;
/** Never squeeze a ticket below this many columns, whatever the margins say. */
export const MIN_COLUMNS = 16;

/** Margins are millimetres; each full column they cover is taken from the line width. */
export function marginColumns(marginMm: number): number {
  if (!Number.isFinite(marginMm) || marginMm <= 0) return 0;
  return Math.round(marginMm / MM_PER_COLUMN);
}

export function contentColumns(paper: PaperWidthMm, marginLeftMm: number, marginRightMm: number): number {
  const columns = COLUMNS_BY_PAPER[paper] - marginColumns(marginLeftMm) - marginColumns(marginRightMm);
  return Math.max(MIN_COLUMNS, columns);
}

/** Word wrap to a width; words longer than the width are cut. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let current = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      let rest = word;
      while (rest.length > width) {
        if (current) {
          lines.push(current);
          current = '';
        }
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
      }
      if (!current) current = rest;
      else if (current.length + 1 + rest.length <= width) current += ` ${rest}`;
      else {
        lines.push(current);
        current = rest;
      }
    }
    lines.push(current);
  }
  return lines;
}

/** Left text and right value on one line of `width`; the left side wraps when both do not fit. */
export function leftRightLines(left: string, right: string, width: number, indent = 0): string[] {
  const pad = ' '.repeat(indent);
  const room = width - right.length - 1 - indent;
  if (room < 4) return [...wrapText(left, width - indent).map((l) => pad + l), right.padStart(width)];
  const leftLines = wrapText(left, room);
  const last = leftLines.pop() ?? '';
  return [...leftLines.map((l) => pad + l), pad + last.padEnd(room) + ' ' + right];
}
