import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
import { OUT_DIR, precompress } from './scripts/lib/vite-precompress';
import { DEV_API_KEY } from './shared/dev-api-key';

const appModule = (path: string) => fileURLToPath(new URL(`./renderer/src/${path}`, import.meta.url));
/** What a signed-in boot on the live board runs: the shell with antd's provider, then the board. */
const SHELL_ROOTS = ['shell/AppShell.tsx', 'app/PanelTheme.tsx'].map(appModule);
const BOARD_ROOTS = ['features/orders/OrdersScreen.tsx'].map(appModule);
/**
 * Modules that stay where Rollup puts them: the login page's (main entry and login screen), the public menu's
 * (its own entry: a module it shares with the shell must not pull the shell's chunk, and with it the panel's
 * entry, into the menu page), and the orders API that app/boot-prefetch.ts loads to ask for the orders before
 * anything else (inside the board's chunk it would wait for antd).
 */
const KEEP_ROOTS = ['main.tsx', 'public-menu/main.tsx', 'features/auth/LoginScreen.tsx', 'features/orders/api.ts'].map(appModule);

/** Modules reached by static imports from `roots`. */
function reach(ctx: Rolldown.ChunkingContext, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = roots.filter((id) => ctx.getModuleInfo(id));
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) if (!seen.has(next)) queue.push(next);
  }
  return seen;
}

/** Which boot chunk a module belongs to: one walk of the graph per build (keyed by the chunking context). */
const bootParts = new WeakMap<object, { shell: Set<string>; board: Set<string> }>();
function bootPart(ctx: Rolldown.ChunkingContext, id: string): 'shell' | 'board' | null {
  let parts = bootParts.get(ctx);
  if (!parts) {
    const kept = reach(ctx, KEEP_ROOTS);
    const shell = new Set([...reach(ctx, SHELL_ROOTS)].filter((module) => !kept.has(module)));
    const board = new Set([...reach(ctx, BOARD_ROOTS)].filter((module) => !kept.has(module) && !shell.has(module)));
    parts = { shell, board };
    bootParts.set(ctx, parts);
  }
  return parts.shell.has(id) ? 'shell' : parts.board.has(id) ? 'board' : null;
}

/**
 * Higher priority wins when a module matches two tests. Vendor code is split at package boundaries (no vendor
 * chunk imports app code). The board's boot then needs two more chunks instead of ~40 small ones: the shell's
 * modules, and the board's that the shell does not use. Neither holds a module of the login page, and each
 * part is closed under static imports (the shell's never imports the board's), so no chunk cycle can form;
 * their dependencies are left where they are (`includeDependenciesRecursively: false`), or the login page's
 * modules would follow them in.
 */
const VENDOR_CHUNKS: Rolldown.CodeSplittingGroup[] = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  { name: 'vendor-redux', test: /node_modules[\\/](@reduxjs|redux|react-redux|reselect|immer|redux-thunk|use-sync-external-store)[\\/]/, priority: 20 },
  { name: 'vendor-antd', test: /node_modules[\\/](antd|@ant-design|rc-[^\\/]+|@rc-component)[\\/]/, priority: 10 },
  { name: (id, ctx) => (bootPart(ctx, id) === 'shell' ? 'boot-shell' : null), debugName: 'boot-shell', priority: 6, includeDependenciesRecursively: false },
  { name: (id, ctx) => (bootPart(ctx, id) === 'board' ? 'boot-board' : null), debugName: 'boot-board', priority: 5, includeDependenciesRecursively: false },
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
      // The public menu (/m/...) is built apart, after this build, by vite.menu.config.ts (Preact, no panel code);
      // the dev server still serves renderer/menu.html with React.
      input: { main: fileURLToPath(new URL('./renderer/index.html', import.meta.url)) },
      // Vendor code in three chunks split at package boundaries, and the board's boot in two (VENDOR_CHUNKS):
      // the boot went from ~126 scripts to ~50, then to ~17 (docs/board.md, First paint). The login screen
      // and the public menu use no antd, so they do not load its chunk.
      output: { codeSplitting: { groups: VENDOR_CHUNKS } },
    },
  },
  server: { port: 5173, proxy: { '/v1': 'http://localhost:8080', '/v2': 'http://localhost:8080', '/m/': 'http://localhost:8080', '/ws': { target: 'ws://localhost:8080', ws: true } } },
});
