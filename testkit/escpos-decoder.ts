// ESC/POS back to text (test-only code), for the printer emulator and the tests: what a cashier would read on the
// paper. Handles init, print modes, sizes, alignment, bold, code pages (PC858, PC850, WPC1252),
// cuts, QR codes and feeds; raster and bit images are skipped; other commands are skipped by
// their documented length.
import type { CodePage } from '@shared/printing';
import { codePageFromSelector, decodeByte } from '../main/services/printing/encoders/codepages';

export interface DecodedLine {
  text: string;
  align: 'left' | 'center' | 'right';
  bold: boolean;
  /** Character magnification (1-8) at the end of the line. */
  width: number;
  height: number;
}

export interface DecodedTicket {
  /** Printed lines, trailing spaces removed. */
  lines: DecodedLine[];
  /** The lines joined with '\n'. */
  text: string;
  qrCodes: string[];
  cuts: number;
  images: number;
  /** Code pages selected with ESC t, in order. */
  codePages: (CodePage | number)[];
  /** Cash drawer pulses (ESC p m t1 t2): the drawer pin (0 = pin 2, 1 = pin 5) and on/off times in ms. */
  drawerKicks: { pin: number; onMs: number; offMs: number }[];
  /** Commands the decoder did not know (byte offsets), for diagnosis. */
  unknown: number[];
}

const ESC = 0x1b;
const GS = 0x1d;
const FS = 0x1c;
const LF = 0x0a;

// ESC commands whose parameters are a fixed number of bytes.
const ESC_FIXED: Record<number, number> = {
  0x20: 1, // ESC SP n  right-side character spacing
  0x24: 2, // ESC $ nL nH  absolute position
  0x25: 1, // ESC % n  user-defined characters on/off
  0x2d: 1, // ESC - n  underline
  0x32: 0, // ESC 2  default line spacing
  0x33: 1, // ESC 3 n  line spacing
  0x3c: 0, // ESC <  return home
  0x3d: 1, // ESC = n  select peripheral
  0x3f: 1, // ESC ? n  cancel user-defined character
  0x44: -1, // ESC D n1..nk NUL  tab positions
  0x47: 1, // ESC G n  double strike
  0x4a: 1, // ESC J n  feed dots
  0x4b: 0,
  0x4c: 0, // ESC L  page mode
  0x4d: 1, // ESC M n  font
  0x52: 1, // ESC R n  international character set
  0x53: 0, // ESC S  standard mode
  0x54: 1, // ESC T n  page mode direction
  0x55: 1, // ESC U n  unidirectional
  0x56: 1, // ESC V n  rotate
  0x57: 8, // ESC W  page mode area
  0x5c: 2, // ESC \ nL nH  relative position
  0x63: 2, // ESC c n m  panel / sensor settings (ESC c 3, 4, 5)
  0x64: 1, // ESC d n  feed lines (handled)
  0x65: 1, // ESC e n  reverse feed
  0x69: 0, // ESC i  partial cut (legacy)
  0x6d: 0, // ESC m  partial cut (legacy)
  0x70: 3, // ESC p m t1 t2  cash drawer
  0x72: 1, // ESC r n  color
  0x75: 1, // ESC u n  peripheral status
  0x76: 0, // ESC v  paper status
  0x7b: 1, // ESC { n  upside down
  0x42: 2, // ESC B n t  buzzer
};

// GS commands with a fixed parameter length.
const GS_FIXED: Record<number, number> = {
  0x21: 1, // GS ! n  size (handled)
  0x24: 2, // GS $  absolute vertical position
  0x2f: 1, // GS / m  print downloaded image
  0x3a: 0, // GS :  macro
  0x42: 1, // GS B n  reverse
  0x48: 1, // GS H n  HRI position
  0x49: 1, // GS I n  printer id
  0x4c: 2, // GS L nL nH  left margin
  0x50: 2, // GS P x y  motion units
  0x54: 1, // GS T n
  0x57: 2, // GS W nL nH  print area width
  0x5c: 2, // GS \  relative vertical position
  0x5e: 3, // GS ^  macro execution
  0x61: 1, // GS a n  automatic status back
  0x62: 1, // GS b n  smoothing
  0x66: 1, // GS f n  HRI font
  0x68: 1, // GS h n  barcode height
  0x72: 1, // GS r n  status
  0x77: 1, // GS w n  barcode width
};

function alignOf(n: number): DecodedLine['align'] {
  if (n === 1 || n === 0x31) return 'center';
  if (n === 2 || n === 0x32) return 'right';
  return 'left';
}

export function decodeEscPos(input: Uint8Array): DecodedTicket {
  const bytes = Buffer.from(input);
  const lines: DecodedLine[] = [];
  const qrCodes: string[] = [];
  const codePages: (CodePage | number)[] = [];
  const unknown: number[] = [];
  const drawerKicks: DecodedTicket['drawerKicks'] = [];
  let cuts = 0;
  let images = 0;
  let current = '';
  let align: DecodedLine['align'] = 'left';
  let lineAlign: DecodedLine['align'] | null = null;
  let bold = false;
  let lineBold = false;
  let width = 1;
  let height = 1;
  let codePage: CodePage | null = null;

  const flush = () => {
    lines.push({ text: current.replace(/\s+$/, ''), align: lineAlign ?? align, bold: lineBold || bold, width, height });
    current = '';
    lineAlign = null;
    lineBold = false;
  };
  const reset = () => {
    align = 'left';
    bold = false;
    width = 1;
    height = 1;
    codePage = null;
  };
  const at = (index: number) => bytes[index] ?? 0;

  let i = 0;
  while (i < bytes.length) {
    const byte = at(i);
    if (byte === LF) {
      flush();
      i += 1;
      continue;
    }
    if (byte === ESC) {
      const command = at(i + 1);
      switch (command) {
        case 0x40: // ESC @
          reset();
          i += 2;
          continue;
        case 0x21: {
          // ESC ! n: bit 3 bold, bit 4 double height, bit 5 double width
          const n = at(i + 2);
          bold = (n & 0x08) !== 0;
          height = n & 0x10 ? 2 : 1;
          width = n & 0x20 ? 2 : 1;
          i += 3;
          continue;
        }
        case 0x45: // ESC E n
          bold = (at(i + 2) & 1) === 1;
          if (bold && current) lineBold = true;
          i += 3;
          continue;
        case 0x61: // ESC a n
          align = alignOf(at(i + 2));
          if (!current) lineAlign = null;
          i += 3;
          continue;
        case 0x74: {
          // ESC t n
          const selector = at(i + 2);
          codePage = codePageFromSelector(selector);
          codePages.push(codePage ?? selector);
          i += 3;
          continue;
        }
        case 0x64: {
          // ESC d n: print and feed n lines
          if (current) flush();
          i += 3;
          continue;
        }
        case 0x70: {
          // ESC p m t1 t2: pulse the cash drawer (times in units of 2 ms)
          drawerKicks.push({ pin: at(i + 2) & 1, onMs: at(i + 3) * 2, offMs: at(i + 4) * 2 });
          i += 5;
          continue;
        }
        case 0x2a: {
          // ESC * m nL nH d1..dk  bit image
          const mode = at(i + 2);
          const columns = at(i + 3) + at(i + 4) * 256;
          images += 1;
          i += 5 + columns * (mode === 32 || mode === 33 ? 3 : 1);
          continue;
        }
        default: {
          const length = ESC_FIXED[command];
          if (length === undefined) {
            unknown.push(i);
            i += 2;
          } else if (length === -1) {
            let j = i + 2;
            while (j < bytes.length && at(j) !== 0) j += 1;
            i = j + 1;
          } else i += 2 + length;
          continue;
        }
      }
    }
    if (byte === GS) {
      const command = at(i + 1);
      switch (command) {
        case 0x21: {
          // GS ! n: high nibble width - 1, low nibble height - 1
          const n = at(i + 2);
          width = ((n >> 4) & 0x07) + 1;
          height = (n & 0x07) + 1;
          i += 3;
          continue;
        }
        case 0x56: {
          // GS V m [n]
          const m = at(i + 2);
          if (current) flush();
          cuts += 1;
          i += m === 65 || m === 66 || m === 97 || m === 98 || m === 103 || m === 104 ? 4 : 3;
          continue;
        }
        case 0x28: {
          // GS ( fn pL pH ...: QR store data is GS ( k pL pH 31 50 30 d1..dk
          const fn = at(i + 2);
          const length = at(i + 3) + at(i + 4) * 256;
          const start = i + 5;
          if (fn === 0x6b && at(start) === 0x31 && at(start + 1) === 0x50) {
            qrCodes.push(bytes.subarray(start + 3, start + length).toString('latin1'));
          }
          if (fn === 0x4c && (at(start + 1) === 0x70 || at(start + 1) === 0x50 || at(start + 1) === 0x71)) images += at(start + 1) === 0x70 ? 1 : 0;
          i = start + length;
          continue;
        }
        case 0x38: {
          // GS 8 L p1 p2 p3 p4 ...: large raster/graphics data
          const length = at(i + 3) + at(i + 4) * 256 + at(i + 5) * 65536 + at(i + 6) * 16777216;
          images += 1;
          i += 7 + length;
          continue;
        }
        case 0x76: {
          // GS v 0 m xL xH yL yH d1..dk  raster image
          const bytesPerRow = at(i + 4) + at(i + 5) * 256;
          const rows = at(i + 6) + at(i + 7) * 256;
          images += 1;
          i += 8 + bytesPerRow * rows;
          continue;
        }
        case 0x2a: {
          // GS * x y d1..d(x*y*8)  downloaded bit image
          images += 1;
          i += 4 + at(i + 2) * at(i + 3) * 8;
          continue;
        }
        case 0x6b: {
          // GS k m ...: barcode (m <= 6: data until NUL; m >= 65: length byte)
          const m = at(i + 2);
          if (m <= 6) {
            let j = i + 3;
            while (j < bytes.length && at(j) !== 0) j += 1;
            i = j + 1;
          } else i += 4 + at(i + 3);
          continue;
        }
        default: {
          const length = GS_FIXED[command];
          if (length === undefined) {
            unknown.push(i);
            i += 2;
          } else i += 2 + length;
          continue;
        }
      }
    }
    if (byte === FS) {
      // FS commands: the few without parameters (FS . / FS &) and FS p n m (NV image) matter.
      const command = at(i + 1);
      if (command === 0x70) {
        images += 1;
        i += 4;
      } else if (command === 0x2e || command === 0x26) i += 2;
      else {
        unknown.push(i);
        i += 2;
      }
      continue;
    }
    if (byte === 0x0d || byte === 0x09 || byte === 0x0c || byte < 0x20) {
      // CR, HT, FF and other control bytes: no text.
      if (byte === 0x09) current += ' ';
      i += 1;
      continue;
    }
    if (!current) {
      lineAlign = align;
      lineBold = bold;
    }
    current += codePage ? decodeByte(byte, codePage) : byte < 0x80 ? String.fromCharCode(byte) : '\uFFFD';
    i += 1;
  }
  if (current) flush();
  return { lines, text: lines.map((line) => line.text).join('\n'), qrCodes, cuts, images, codePages, drawerKicks, unknown };
}
