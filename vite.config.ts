import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { DEV_API_KEY } from './shared/dev-api-key';

const OUT_DIR = fileURLToPath(new URL('./dist/renderer', import.meta.url));
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

/**
 * Writes name.br and name.gz next to every text file of the build (node zlib, no dependency); the server
 * serves them with Content-Encoding (server/src/static-files.ts, docs/scaling.md).
 */
function precompress(): Plugin {
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
          if ((await stat(file)).size < 1024) return;
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

/** Higher priority wins when a module matches two tests. */
const VENDOR_CHUNKS = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  { name: 'vendor-redux', test: /node_modules[\\/](@reduxjs|redux|react-redux|reselect|immer|redux-thunk|use-sync-external-store)[\\/]/, priority: 20 },
  { name: 'vendor-antd', test: /node_modules[\\/](antd|@ant-design|rc-[^\\/]+|@rc-component)[\\/]/, priority: 10 },
];

// The panel (renderer) is built to dist/renderer and served by the API server at /.
// Each screen is its own lazy chunk (renderer/src/app/routes.tsx); vendor code is grouped by package
// (VENDOR_CHUNKS) so a boot fetches a few large files instead of a hundred small ones.
export default defineConfig({
  root: 'renderer',
  base: '/',
  plugins: [react(), precompress()],
  resolve: { alias: { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) } },
  define: { __PANEL_DEV_API_KEY__: JSON.stringify(DEV_API_KEY) },
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      // The public menu (/m/...) is its own light entry: plain React, no panel code.
      input: { main: fileURLToPath(new URL('./renderer/index.html', import.meta.url)), menu: fileURLToPath(new URL('./renderer/menu.html', import.meta.url)) },
      // Vendor code in three chunks split at package boundaries, so nothing in them imports app code and
      // no chunk cycle can form: the board's boot went from ~126 scripts to ~50 (docs/board.md, First paint).
      // The login screen and the public menu use no antd, so they do not load its chunk.
      output: { codeSplitting: { groups: VENDOR_CHUNKS } },
    },
  },
  server: { port: 5173, proxy: { '/v1': 'http://localhost:8080', '/v2': 'http://localhost:8080', '/m/': 'http://localhost:8080', '/ws': { target: 'ws://localhost:8080', ws: true } } },
});
