import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// The panel (renderer) is built to dist/renderer and served by the API server at /.
export default defineConfig({
  root: 'renderer',
  base: '/',
  plugins: [react()],
  resolve: { alias: { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) } },
  build: { outDir: '../dist/renderer', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1500 },
  server: { port: 5173, proxy: { '/v1': 'http://localhost:8080', '/v2': 'http://localhost:8080', '/ws': { target: 'ws://localhost:8080', ws: true } } },
});
