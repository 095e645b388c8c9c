import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { DEV_API_KEY } from './server/src/config';

// The panel (renderer) is built to dist/renderer and served by the API server at /.
// Each screen is its own lazy chunk (renderer/src/app/routes.tsx); vendor code is split so the login
// page loads React, the router, Redux and the antd parts it uses, not the whole product.
export default defineConfig({
  root: 'renderer',
  base: '/',
  plugins: [react()],
  resolve: { alias: { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) } },
  define: { __PANEL_DEV_API_KEY__: JSON.stringify(DEV_API_KEY) },
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // The public menu (/m/...) is its own light entry: plain React, no panel code.
    rollupOptions: { input: { main: fileURLToPath(new URL('./renderer/index.html', import.meta.url)), menu: fileURLToPath(new URL('./renderer/menu.html', import.meta.url)) } },
  },
  server: { port: 5173, proxy: { '/v1': 'http://localhost:8080', '/v2': 'http://localhost:8080', '/m/': 'http://localhost:8080', '/ws': { target: 'ws://localhost:8080', ws: true } } },
});
