// Merchant logos on thermal paper: a PNG scaled to fit the paper and thresholded to black and
// white, sent as one GS v 0 raster image.
import { PNG } from 'pngjs';

export interface MonoImage {
  widthDots: number;
  heightDots: number;
  /** Rows of packed bits, most significant bit first, 1 = black. */
  data: Buffer;
}

export function pngFromDataUrl(source: string): Buffer | null {
  const match = /^data:image\/png;base64,(.+)$/i.exec(source.trim());
  return match?.[1] ? Buffer.from(match[1], 'base64') : null;
}

/** Decodes a PNG and fits it in maxWidth × maxHeight dots (never enlarged), nearest neighbour. */
export function monochrome(png: Buffer, maxWidthDots: number, maxHeightDots: number): MonoImage {
  const image = PNG.sync.read(png);
  const scale = Math.min(1, maxWidthDots / image.width, maxHeightDots / image.height);
  const widthDots = Math.max(1, Math.min(maxWidthDots, Math.round(image.width * scale)));
  const heightDots = Math.max(1, Math.min(maxHeightDots, Math.round(image.height * scale)));
  const bytesPerRow = Math.ceil(widthDots / 8);
  const data = Buffer.alloc(bytesPerRow * heightDots);
  for (let y = 0; y < heightDots; y += 1) {
    const sourceY = Math.min(image.height - 1, Math.floor(y / scale));
    for (let x = 0; x < widthDots; x += 1) {
      const sourceX = Math.min(image.width - 1, Math.floor(x / scale));
      const offset = (sourceY * image.width + sourceX) * 4;
      const alpha = image.data[offset + 3] ?? 0;
      const luminance = 0.2126 * (image.data[offset] ?? 255) + 0.7152 * (image.data[offset + 1] ?? 255) + 0.0722 * (image.data[offset + 2] ?? 255);
      if (alpha > 127 && luminance < 128) data[y * bytesPerRow + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  return { widthDots, heightDots, data };
}

/** GS v 0 m xL xH yL yH d1...dk (normal density). */
export function rasterCommand(image: MonoImage): Buffer {
  const bytesPerRow = Math.ceil(image.widthDots / 8);
  return Buffer.concat([
    Buffer.from([0x1d, 0x76, 0x30, 0x00, bytesPerRow & 0xff, bytesPerRow >> 8, image.heightDots & 0xff, image.heightDots >> 8]),
    image.data,
  ]);
}
