// The build's precompression, shared by the panel's and the public menu's Vite builds (both write dist/renderer).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

export const OUT_DIR = fileURLToPath(new URL('../../dist/renderer', import.meta.url));
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

/**
 * Writes name.br and name.gz next to every text file of the build not compressed yet (node zlib, no dependency); the server
 * serves them with Content-Encoding (server/src/static-files.ts, docs/scaling.md).
 */
export function precompress(): Plugin {
  const gzipAsync = promisify(gzip);
  const brotliAsync = promisify(brotliCompress);
  async function filesUnder(dir: string): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true });
    const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)])));
    return nested.flat();
  }
  let outDir = OUT_DIR;
  return {
    name: 'panel-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const { size, mtimeMs } = await stat(file);
          if (size < 1024) return;
          // A second build into the same folder (the public menu's) leaves the first one's files as they are.
          const compressed = await stat(`${file}.br`).catch(() => null);
          if (compressed && compressed.mtimeMs >= mtimeMs) return;
          const content = await readFile(file);
          const [gz, br] = await Promise.all([
            gzipAsync(content, { level: 9 }),
            brotliAsync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length } }),
          ]);
          await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
        }),
      );
    },
  };
}

