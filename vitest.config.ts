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
          // Real Chromium against a real server on a 2-core CI machine: a test that passes alone can time out
          // under the whole suite's load. A retry absorbs that; a deterministic failure still fails.
          retry: 2,
          globalSetup: ['tests/e2e/support/global-setup.ts'],
        },
      },
    ],
  },
});
