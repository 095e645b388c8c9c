// Draws the app icon (a ticket on the brand colour) without any image library: a tiny supersampled
// rasteriser, a PNG encoder on node:zlib, PNG-in-ICO for Windows and a BMP sidebar for the NSIS
// installer. Run: npx tsx assets/icons/generate-icons.ts  (outputs are committed).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

type Rgba = [number, number, number, number];
/** Coverage test in unit coordinates (0..1 across the icon). */
type Shape = { color: Rgba; inside(x: number, y: number): boolean };

const BRAND: Rgba = [228, 87, 46, 255]; // chile red-orange
const PAPER: Rgba = [255, 255, 255, 255];
const INK: Rgba = [45, 52, 54, 255];
const ACCENT: Rgba = [0, 168, 120, 255];

function roundedRect(x0: number, y0: number, x1: number, y1: number, r: number, color: Rgba): Shape {
  return {
    color,
    inside(x, y) {
      if (x < x0 || x > x1 || y < y0 || y > y1) return false;
      const cx = Math.min(Math.max(x, x0 + r), x1 - r);
      const cy = Math.min(Math.max(y, y0 + r), y1 - r);
      return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
    },
  };
}

/** A receipt: straight top, zigzag torn bottom edge. */
function ticket(x0: number, y0: number, x1: number, y1: number, teeth: number, depth: number, color: Rgba): Shape {
  const width = (x1 - x0) / teeth;
  return {
    color,
    inside(x, y) {
      if (x < x0 || x > x1 || y < y0) return false;
      const phase = ((x - x0) % width) / width;
      const edge = y1 - depth * (1 - Math.abs(phase * 2 - 1));
      return y <= edge;
    },
  };
}

function circle(cx: number, cy: number, r: number, color: Rgba): Shape {
  return { color, inside: (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r };
}

const ICON_SCENE: Shape[] = [
  roundedRect(0.02, 0.02, 0.98, 0.98, 0.2, BRAND),
  ticket(0.27, 0.16, 0.73, 0.86, 6, 0.05, PAPER),
  roundedRect(0.34, 0.27, 0.66, 0.33, 0.03, INK),
  roundedRect(0.34, 0.41, 0.6, 0.45, 0.02, INK),
  roundedRect(0.34, 0.51, 0.64, 0.55, 0.02, INK),
  roundedRect(0.34, 0.61, 0.54, 0.65, 0.02, INK),
  circle(0.66, 0.7, 0.075, ACCENT),
];

/** Renders shapes (painter's order) into RGBA with 4×4 supersampling for smooth edges. */
function render(width: number, height: number, shapes: Shape[], background: Rgba = [0, 0, 0, 0], unit = Math.min(width, height), offsetX = 0, offsetY = 0): Buffer {
  const pixels = Buffer.alloc(width * height * 4);
  const samples = 4;
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px - offsetX + (sx + 0.5) / samples) / unit;
          const y = (py - offsetY + (sy + 0.5) / samples) / unit;
          let color = background;
          for (const shape of shapes) if (shape.inside(x, y)) color = shape.color;
          const alpha = color[3] / 255;
          sum[0] += color[0] * alpha;
          sum[1] += color[1] * alpha;
          sum[2] += color[2] * alpha;
          sum[3] += alpha;
        }
      }
      const offset = (py * width + px) * 4;
      const coverage = sum[3]!;
      pixels[offset] = coverage ? Math.round(sum[0]! / coverage) : 0;
      pixels[offset + 1] = coverage ? Math.round(sum[1]! / coverage) : 0;
      pixels[offset + 2] = coverage ? Math.round(sum[2]! / coverage) : 0;
      pixels[offset + 3] = Math.round((coverage / (samples * samples)) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function encodePng(width: number, height: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) rgba.copy(rows, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** ICO with PNG-compressed entries (supported by Windows Vista and later, and by electron-builder). */
export function encodeIco(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + images.length * 16;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry[0] = size >= 256 ? 0 : size;
    entry[1] = size >= 256 ? 0 : size;
    entry.writeUInt16LE(1, 4); // planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

/** 24-bit bottom-up BMP, the format NSIS wants for installer art. */
export function encodeBmp(width: number, height: number, rgba: Buffer): Buffer {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + rowSize * height);
  file.write('BM', 0, 'ascii');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.writeUInt32LE(rowSize * height, 34);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const source = ((height - 1 - y) * width + x) * 4;
      const target = 54 + y * rowSize + x * 3;
      file[target] = rgba[source + 2]!;
      file[target + 1] = rgba[source + 1]!;
      file[target + 2] = rgba[source]!;
    }
  }
  return file;
}

function main(): void {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const png = (size: number) => encodePng(size, size, render(size, size, ICON_SCENE));
  const linuxDir = path.join(here, 'linux');
  mkdirSync(linuxDir, { recursive: true });
  for (const size of [16, 32, 48, 64, 128, 256, 512]) writeFileSync(path.join(linuxDir, `${size}x${size}.png`), png(size));
  writeFileSync(path.join(here, 'icon.png'), png(512));
  writeFileSync(path.join(here, 'icon-256.png'), png(256));
  writeFileSync(path.join(here, 'icon.ico'), encodeIco([16, 24, 32, 48, 64, 128, 256].map((size) => ({ size, png: png(size) }))));

  // NSIS sidebar 164×314: the icon centred on the brand colour.
  const sidebar = { width: 164, height: 314 };
  const mark = 120;
  const rgba = render(sidebar.width, sidebar.height, ICON_SCENE.slice(1), BRAND, mark, (sidebar.width - mark) / 2, 70);
  const installerDir = path.join(here, '..', 'installer');
  mkdirSync(installerDir, { recursive: true });
  writeFileSync(path.join(installerDir, 'sidebar.bmp'), encodeBmp(sidebar.width, sidebar.height, rgba));
  console.log('Iconos escritos en assets/icons y assets/installer');
}

main();
