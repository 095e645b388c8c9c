import { defineConfig } from 'vitest/config';
import { availableParallelism, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import LongestFirstSequencer from './tests/support/longest-first-sequencer';

const alias = { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) };

// The suite is bound by CPU (docs/architecture.md, "Tests"): one worker per core for unit and integration, and
// for e2e one more than the cores, since an e2e file waits on its server or its page part of the time; a
// machine with more cores uses them with no change here. Each e2e worker has a server process and a Chromium
// of its own, up to about 1.5 GB together: at most one per 2 GB of memory, and 8 at most.
const CORES = availableParallelism();
const E2E_WORKERS = Math.max(1, Math.min(CORES + 1, Math.floor(totalmem() / 2 ** 31), 8));

// Unit files say by their name how they run (the static checks hold every file to its name):
// - `*.isolated.test.ts(x)`: the file changes what another file sharing its worker's modules would see (module
//   mocks, stubbed environment or globals, a module registry reset, fake timers) or asks an environment of its
//   own (`@vitest-environment`); it runs isolated.
// - `*.dom.test.ts(x)`: a jsdom file that changes nothing but the DOM; the jsdom files share a worker's modules
//   and DOM, rendering into document.body and cleaning it up after each test.
// - any other `*.test.ts(x)`: pure code, sharing its worker's modules.
const ISOLATED_UNIT_FILES = 'tests/unit/**/*.isolated.test.{ts,tsx}';
const DOM_UNIT_FILES = 'tests/unit/**/*.dom.test.{ts,tsx}';

// A larger young generation for the workers that run the server and PGlite in-process: fewer scavenges of
// the short-lived objects every request makes.
const WORKER_NODE_ARGS = ['--max-semi-space-size=64'];

// Three suites: unit (pure code), integration (real HTTP through the app on a real database),
// e2e (real Chromium against the built panel). `npm test` runs all three. How they are split over the
// machine, and why: docs/architecture.md, "Tests".
export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores (one worker on a 2-core machine, every file alone).
    // One per core keeps them all busy.
    maxWorkers: CORES,
    // The files that take longest start first, also in a fresh clone without Vitest's timing cache.
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      // Unit files share their worker's modules, except the isolated ones (above), which run in their own project.
      { resolve: { alias }, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: [ISOLATED_UNIT_FILES, DOM_UNIT_FILES], environment: 'node', isolate: false, execArgv: WORKER_NODE_ARGS } },
      { resolve: { alias }, test: { name: 'unit-isolated', include: [ISOLATED_UNIT_FILES], environment: 'node', execArgv: WORKER_NODE_ARGS } },
      // The jsdom files that change nothing but the DOM share modules too: isolated, each one would load
      // React, antd and a new jsdom for itself.
      { resolve: { alias }, test: { name: 'unit-dom', include: [DOM_UNIT_FILES], environment: 'jsdom', isolate: false, execArgv: WORKER_NODE_ARGS } },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          execArgv: WORKER_NODE_ARGS,
          // The files share a worker's modules: the server's module graph and PGlite's compiled WebAssembly
          // are loaded once per worker instead of once per file (that start-up was most of each file's time).
          // Every file still builds its own app on its own database (testkit/test-app.ts);
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
          // One file more than the cores at a time (E2E_WORKERS), each on a server no other running file holds
          // (global-setup.ts forks one server process per worker; worker-server.ts claims one): a file waits on
          // its server or its page part of the time, so one more file keeps the cores busy.
          maxWorkers: E2E_WORKERS,
          // expect.poll's default deadline is 1 s: right for pure code, too short for a browser and a server on
          // a busy machine. It gets the same 15 s as every page wait (support/browser.ts); a passing poll
          // returns as soon as its condition holds.
          expect: { poll: { timeout: 15_000 } },
          setupFiles: ['tests/e2e/support/worker-server.ts', 'tests/e2e/support/traces.ts'],
          // As in integration: a worker loads playwright-core and the support modules once, not once per file.
          // The setup files still run before every file, so each file claims its server.
          isolate: false,
          // No retries: a test that fails once is a bug in the test or the panel, not noise (docs/architecture.md, "Tests").
          retry: 0,
          // Chromium beside the CPU-heavy integration files would compete with them for the cores: the e2e
          // files start after unit and integration have finished.
          sequence: { groupOrder: 1 },
          globalSetup: ['tests/e2e/support/global-setup.ts'],
        },
      },
    ],
  },
});
