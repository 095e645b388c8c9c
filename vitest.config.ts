import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) };

// Three suites: unit (pure code), integration (real HTTP through the app on a real database),
// e2e (real Chromium against the built panel). `npm test` runs all three.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' } },
      {
        resolve: { alias },
        test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          // No retries: a test that fails once is a bug in the test or the panel, not noise (docs/architecture.md, "Tests").
          retry: 0,
          // The cause of the old time-outs: Chromium ran beside the integration files (PGlite is CPU-heavy) on a
          // 2-core machine. The e2e files now start after unit and integration have finished.
          sequence: { groupOrder: 1 },
          globalSetup: ['tests/e2e/support/global-setup.ts'],
        },
      },
    ],
  },
});
