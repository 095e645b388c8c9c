// The public menu page (renderer/menu.html → dist/renderer/menu.html), built after the panel into the same
// folder. Its components are written against React's API and run on Preact's compatibility layer here, which
// keeps the page's JavaScript within its budget on a phone (docs/public-menu.md, Speed); the server renders
// the same components with React (server/src/services/menu-page/render.tsx) and Preact hydrates them.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { OUT_DIR, precompress } from './scripts/lib/vite-precompress';

export default defineConfig({
  root: 'renderer',
  base: '/',
  plugins: [react(), precompress()],
  resolve: {
    alias: [
      { find: '@shared', replacement: fileURLToPath(new URL('./shared', import.meta.url)) },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: OUT_DIR,
    emptyOutDir: false,
    sourcemap: false,
    rollupOptions: { input: { menu: fileURLToPath(new URL('./renderer/menu.html', import.meta.url)) } },
  },
});
