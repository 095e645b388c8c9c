// Logos: raster on thermal paper, image in the PDF, and the download cache for web addresses.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { defaultPrinterSettings } from '@shared/printing';
import { buildTicket } from '../../../main/services/printing/ticket/build-ticket';
import { encodeEscPos } from '../../../main/services/printing/encoders/escpos';
import { renderTicketPdf } from '../../../main/services/printing/encoders/pdf';
import { monochrome } from '../../../main/services/printing/encoders/raster';
import { decodeEscPos } from '../../../testkit/escpos-decoder';
import { createLogoResolver, MAX_LOGO_BYTES } from '../../../main/services/printing/logos';
import { commerce, orderDetail } from '../../support/sample-order';

/** A 400 × 100 PNG: left half black, right half white. */
function logoPng(): Buffer {
  const png = new PNG({ width: 400, height: 100 });
  for (let y = 0; y < 100; y += 1) {
    for (let x = 0; x < 400; x += 1) {
      const offset = (y * 400 + x) * 4;
      const value = x < 200 ? 0 : 255;
      png.data[offset] = value;
      png.data[offset + 1] = value;
      png.data[offset + 2] = value;
      png.data[offset + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

const dataUrl = `data:image/png;base64,${logoPng().toString('base64')}`;
let dir = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'logo-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('logo printing', () => {
  it('scales the logo into the paper and keeps black as black', () => {
    const image = monochrome(logoPng(), 230, 120);
    expect(image.widthDots).toBe(230);
    expect(image.heightDots).toBe(57);
    expect(image.data[0]).toBe(0xff); // left edge black
    expect(image.data[Math.ceil(230 / 8) - 1]).toBe(0); // right edge white
  });

  it('prints a raster image on the main printer and none where the logo is off', () => {
    const withLogo = { ...commerce, logotipo: dataUrl };
    const main = decodeEscPos(encodeEscPos(buildTicket(orderDetail(), withLogo, defaultPrinterSettings('Printer1'))));
    expect(main.images).toBe(1);
    expect(main.lines[0]?.text).toBe('');
    expect(main.text).toContain('Taquería Doña Pingüina');
    expect(main.unknown).toEqual([]);
    const other = decodeEscPos(encodeEscPos(buildTicket(orderDetail(), withLogo, defaultPrinterSettings('Printer2'))));
    expect(other.images).toBe(0);
  });

  it('embeds the logo in the PDF', async () => {
    const file = path.join(dir, 'logo.pdf');
    writeFileSync(file, await renderTicketPdf(buildTicket(orderDetail(), { ...commerce, logotipo: dataUrl }, defaultPrinterSettings('Printer1'))));
    const rows = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2);
    const images = rows.map((row) => row.trim().split(/\s+/)).filter((columns) => columns[2] === 'image');
    expect(images.map((columns) => columns.slice(3, 5))).toEqual([['400', '100']]);
  });
});

describe('logo download cache', () => {
  it('downloads a PNG once, then serves it from the data folder even when the server is gone', async () => {
    let hits = 0;
    const server = http.createServer((_req, res) => {
      hits += 1;
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(logoPng());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/logo.png`;
    const first = await createLogoResolver({ dataDir: dir })(url);
    expect(first).toBe(dataUrl);
    await new Promise((resolve) => server.close(resolve));
    expect(await createLogoResolver({ dataDir: dir })(url)).toBe(dataUrl);
    expect(hits).toBe(1);
  });

  it('gives no logo (and no error) for unreachable addresses, other schemes and non-images', async () => {
    const resolve = createLogoResolver({ dataDir: dir, timeoutMs: 500 });
    expect(await resolve('http://127.0.0.1:1/logo.png')).toBeNull();
    expect(await resolve('file:///etc/passwd')).toBeNull();
    expect(await resolve(null)).toBeNull();
    const html = createLogoResolver({ dataDir: dir, fetchImpl: async () => new Response('<html>', { headers: { 'content-type': 'text/html' } }) });
    expect(await html('https://example.mx/logo')).toBeNull();
  });

  it('keeps a small inline logo and drops one over the size cap (it would not fit the print window URL)', async () => {
    const logged: string[] = [];
    const resolve = createLogoResolver({ dataDir: dir, logger: (message) => void logged.push(message) });
    const small = `data:image/png;base64,${Buffer.alloc(1_000).toString('base64')}`;
    expect(await resolve(small)).toBe(small);
    expect(await resolve(`data:image/png;base64,${Buffer.alloc(MAX_LOGO_BYTES + 1).toString('base64')}`)).toBeNull();
    expect(logged.join('\n')).toContain('demasiado grande');
  });
});
