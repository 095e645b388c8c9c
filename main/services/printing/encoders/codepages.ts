// In-repo code page tables for the three ESC/POS code pages we support. node-thermal-printer's own
// text path jumps to another code page (even a Greek one) when a character is missing, which leaves
// the printer in a state the rest of the ticket does not expect; we encode text ourselves instead and
// keep one table for both the encoder and the emulator's decoder.
import type { CodePage } from '@shared/printing';

/** ESC t n selector of each code page (Epson numbering). */
export const CODE_PAGE_SELECTOR: Record<CodePage, number> = { PC850: 2, WPC1252: 16, PC858: 19 };

/** node-thermal-printer's CharacterSet name of each code page (it emits ESC t n on start). */
export const CODE_PAGE_LIBRARY_NAME: Record<CodePage, 'PC850_MULTILINGUAL' | 'WPC1252' | 'PC858_EURO'> = {
  PC850: 'PC850_MULTILINGUAL',
  WPC1252: 'WPC1252',
  PC858: 'PC858_EURO',
};

// High half (0x80-0xFF) of IBM code page 850, one character per byte.
const CP850_HIGH =
  'ÇüéâäàåçêëèïîìÄÅ' +
  'ÉæÆôöòûùÿÖÜø£Ø×ƒ' +
  'áíóúñÑªº¿®¬½¼¡«»' +
  '░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐' +
  '└┴┬├─┼ãÃ╚╔╩╦╠═╬¤' +
  'ðÐÊËÈıÍÎÏ┘┌█▄¦Ì▀' +
  'ÓßÔÒõÕµþÞÚÛÙýÝ¯´' +
  '\u00AD±‗¾¶§÷¸°¨·¹³²■\u00A0';

// Code page 858 is 850 with the euro sign in place of the dotless i (0xD5).
const CP858_HIGH = CP850_HIGH.slice(0, 0x55) + '€' + CP850_HIGH.slice(0x56);

// Windows-1252: 0x80-0x9F differ from Latin-1 (five bytes are unassigned), 0xA0-0xFF are Latin-1.
const UNASSIGNED = '\uFFFD';
const CP1252_HIGH =
  '€' + UNASSIGNED + '‚ƒ„…†‡ˆ‰Š‹Œ' + UNASSIGNED + 'Ž' + UNASSIGNED +
  UNASSIGNED + '‘’“”•–—˜™š›œ' + UNASSIGNED + 'žŸ' +
  Array.from({ length: 0x60 }, (_, i) => String.fromCharCode(0xa0 + i)).join('');

const HIGH_HALF: Record<CodePage, string> = { PC850: CP850_HIGH, PC858: CP858_HIGH, WPC1252: CP1252_HIGH };

function reverseTable(high: string): Map<string, number> {
  const map = new Map<string, number>();
  Array.from(high).forEach((char, index) => {
    if (char !== UNASSIGNED) map.set(char, 0x80 + index);
  });
  return map;
}

const ENCODE_TABLES: Record<CodePage, Map<string, number>> = {
  PC850: reverseTable(CP850_HIGH),
  PC858: reverseTable(CP858_HIGH),
  WPC1252: reverseTable(CP1252_HIGH),
};

// Characters a page may lack, written the way a cashier would read them.
const TRANSLITERATIONS: Record<string, string> = {
  '€': 'EUR',
  '‘': "'",
  '’': "'",
  '‚': ',',
  '“': '"',
  '”': '"',
  '„': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '•': '*',
  '™': 'TM',
};

function printableChars(char: string, table: Map<string, number>, out: string[]): void {
  const code = char.codePointAt(0) ?? 0x3f;
  if (code < 0x20 || code === 0x7f) return; // control characters could inject printer commands
  if (code < 0x80 || table.has(char)) {
    out.push(char);
    return;
  }
  const replacement = TRANSLITERATIONS[char];
  if (replacement !== undefined) {
    for (const c of replacement) printableChars(c, table, out);
    return;
  }
  // Drop accents the page cannot show (e.g. 'ǹ' -> 'n'); anything else becomes '?'.
  const stripped = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  if (stripped !== char && stripped.length > 0) {
    for (const c of stripped) printableChars(c, table, out);
    return;
  }
  out.push('?');
}

/**
 * The text as the printer will show it in a code page: characters the page lacks replaced, control
 * characters dropped. Wrap this (not the original) so line widths match the paper.
 */
export function printableText(text: string, codePage: CodePage): string {
  const out: string[] = [];
  for (const char of text.normalize('NFC')) printableChars(char, ENCODE_TABLES[codePage], out);
  return out.join('');
}

/** Text to the bytes of a code page. Control characters are dropped so text can never inject commands. */
export function encodeText(text: string, codePage: CodePage): Buffer {
  const table = ENCODE_TABLES[codePage];
  return Buffer.from(Array.from(printableText(text, codePage), (char) => (char.codePointAt(0) ?? 0) < 0x80 ? (char.codePointAt(0) ?? 0x3f) : (table.get(char) ?? 0x3f)));
}

/** One byte of a code page back to Unicode (ASCII below 0x80). */
export function decodeByte(byte: number, codePage: CodePage): string {
  if (byte < 0x80) return String.fromCharCode(byte);
  return HIGH_HALF[codePage][byte - 0x80] ?? UNASSIGNED;
}

/** The code page an ESC t n selector names, or null for pages we carry no table for. */
export function codePageFromSelector(selector: number): CodePage | null {
  for (const [page, value] of Object.entries(CODE_PAGE_SELECTOR) as [CodePage, number][]) {
    if (value === selector) return page;
  }
  return null;
}

/** Whether a character prints as itself in a code page. */
export function canEncode(char: string, codePage: CodePage): boolean {
  return (char.codePointAt(0) ?? 0) < 0x80 || ENCODE_TABLES[codePage].has(char);
}
