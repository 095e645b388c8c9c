// The built panel served precompressed with long-lived caching for hashed assets and revalidated HTML
// (server/src/static-files.ts). A small build-shaped folder stands in for dist/renderer.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from '../../../server/src/static-files';
import { createTestApp, type TestApp } from '../../../testkit/test-app';

let t: TestApp;
let dir: string;
const script = `export const panel = ${JSON.stringify('x'.repeat(4000))};\n`;
const html = '<!doctype html><html><head><script type="module" src="/assets/index-AbCd1234.js"></script></head><body></body></html>';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'static-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), html);
  await writeFile(join(dir, 'assets', 'index-AbCd1234.js'), script);
  await writeFile(join(dir, 'assets', 'index-AbCd1234.js.gz'), gzipSync(script));
  await writeFile(join(dir, 'assets', 'index-AbCd1234.js.br'), brotliCompressSync(script));
  t = await createTestApp({ config: { staticDir: dir } });
});

afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) => t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('static panel files', () => {
  it('serves hashed assets precompressed (brotli first, then gzip) and immutable', async () => {
    const brotli = await get('/assets/index-AbCd1234.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(brotli.rawPayload.equals(brotliCompressSync(script))).toBe(true);

    const gzipped = await get('/assets/index-AbCd1234.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.equals(gzipSync(script))).toBe(true);

    const plain = await get('/assets/index-AbCd1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE_CACHE);
  });

  it('revalidates index.html, also as the fallback of panel routes', async () => {
    for (const url of ['/', '/login', '/pedidos/en-proceso']) {
      const page = await get(url, 'gzip, br');
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe(REVALIDATE_CACHE);
      expect(page.body, url).toContain('/assets/index-AbCd1234.js');
    }
  });
});
