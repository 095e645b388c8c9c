import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) };

// Three suites: unit (pure code), integration (real HTTP through the app on a real database),
// e2e (real Chromium against the built panel). `npm test` runs all three. How they are split over the
// machine, and why: docs/architecture.md, "Tests".
export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, so every file ran
    // alone. Two workers keep both cores busy.
    maxWorkers: 2,
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' } },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // The files share a worker's modules: the server's module graph and PGlite's compiled WebAssembly
          // are loaded once per worker instead of once per file (that start-up was most of each file's time).
          // Every file still builds its own app on its own database (tests/integration/support/test-app.ts);
          // a file that changes process.env or a registry puts it back in afterAll.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // One file at a time for now. The set-up runs files in parallel (global-setup.ts starts one server per
          // worker, worker-server.ts picks it) and three workers took the e2e phase to about two thirds of its
          // serial time; three parallel-only failures were test timing bugs, seen in traces (E2E_TRACE_DIR) and
          // fixed, but 2 of 4 full runs with three workers still failed, on other steps (trial activation's
          // reload, a zone's select option at 390 px): serial until those are found (docs/architecture.md, "Tests").
          maxWorkers: 1,
          // expect.poll's default deadline is 1 s: right for pure code, a fixed time for a browser and a
          // server on a busy 2-core machine (the state the poll waits for came a moment later and the test
          // failed). It gets the same 15 s as every page wait (support/browser.ts); a passing poll returns
          // as soon as its condition holds.
          expect: { poll: { timeout: 15_000 } },
          setupFiles: ['tests/e2e/support/worker-server.ts', 'tests/e2e/support/traces.ts'],
          // No retries: a test that fails once is a bug in the test or the panel, not noise (docs/architecture.md, "Tests").
          retry: 0,
          // Chromium beside the CPU-heavy integration files on a 2-core machine made tests time out: the e2e
          // files start after unit and integration have finished.
          sequence: { groupOrder: 1 },
          globalSetup: ['tests/e2e/support/global-setup.ts'],
        },
      },
    ],
  },
});
