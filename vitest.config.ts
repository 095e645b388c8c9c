import { defineConfig } from 'vitest/config';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import LongestFirstSequencer from './tests/support/longest-first-sequencer';

const alias = { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) };

// The suite is bound by CPU (docs/architecture.md, "Tests"): one worker per core for unit and integration, and
// for e2e one more than the cores, since an e2e file waits on its server or its page part of the time. On the
// 2-core machines it runs on today that is 2 and 3; a machine with more cores uses them with no change here.
// Each e2e worker has a server process and a Chromium of its own, up to about 1.5 GB together (resident
// memory at the busiest moment of a full run, 2 December): at most one per 2 GB of memory, and 8 at most.
const CORES = availableParallelism();
const E2E_WORKERS = Math.max(1, Math.min(CORES + 1, Math.floor(totalmem() / 2 ** 31), 8));

const UNIT_TEST = /\.test\.tsx?$/;
// What a unit file does that another file sharing its worker's modules would see: module mocks, stubbed
// environment or globals, a module registry reset, fake timers, a DOM environment. Such a file runs
// isolated; the others share their worker's modules.
const CHANGES_MODULES_OR_GLOBALS = /vi\.(mock|doMock|stubEnv|stubGlobal|resetModules|useFakeTimers)\b/;
const ASKS_AN_ENVIRONMENT = /@vitest-environment/;

function unitFiles(dir = 'tests/unit'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return unitFiles(path);
    return UNIT_TEST.test(entry.name) ? [path] : [];
  });
}

// A larger young generation for the workers that run the server and PGlite in-process: fewer scavenges of
// the short-lived objects every request makes (integration: 264 → 256 CPU-s, 139 → 134 s).
const WORKER_NODE_ARGS = ['--max-semi-space-size=64'];

// A jsdom file that changes nothing else (no mock, stub, registry reset or fake timers) can share a worker's
// modules and DOM with the other jsdom files: they render into document.body and clean it up after each test.
const DOM_ENVIRONMENT = /@vitest-environment jsdom\b/;
const unitSources = unitFiles().map((file) => [file, readFileSync(file, 'utf8')] as const);
const sharesTheDom = (source: string) => DOM_ENVIRONMENT.test(source) && !CHANGES_MODULES_OR_GLOBALS.test(source);
const domUnitFiles = unitSources.filter(([, source]) => sharesTheDom(source)).map(([file]) => file);
const isolatedUnitFiles = unitSources
  .filter(([, source]) => (CHANGES_MODULES_OR_GLOBALS.test(source) || ASKS_AN_ENVIRONMENT.test(source)) && !sharesTheDom(source))
  .map(([file]) => file);

// Three suites: unit (pure code), integration (real HTTP through the app on a real database),
// e2e (real Chromium against the built panel). `npm test` runs all three. How they are split over the
// machine, and why: docs/architecture.md, "Tests".
export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, so every file ran
    // alone. One per core keeps them all busy.
    maxWorkers: CORES,
    // The files that take longest start first, also in a fresh clone without Vitest's timing cache.
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      // Unit files share their worker's modules (72 of 91 files: 87 → 62 CPU-s for the project), except
      // the ones that change shared state (above), which run isolated in their own project.
      { resolve: { alias }, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: [...isolatedUnitFiles, ...domUnitFiles], environment: 'node', isolate: false, execArgv: WORKER_NODE_ARGS } },
      { resolve: { alias }, test: { name: 'unit-isolated', include: isolatedUnitFiles, environment: 'node', execArgv: WORKER_NODE_ARGS } },
      // The jsdom files that change nothing but the DOM share modules too (7 files: 90 → 54 CPU-s, 49 → 30 s):
      // each isolated one loaded React, antd and a new jsdom for itself.
      { resolve: { alias }, test: { name: 'unit-dom', include: domUnitFiles, environment: 'jsdom', isolate: false, execArgv: WORKER_NODE_ARGS } },
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
          // One file more than the cores at a time (E2E_WORKERS, three on 2 cores), each on a server no other
          // running file holds (global-setup.ts forks one server process per worker; worker-server.ts claims
          // one): a file waits on its server or its page part of the time, and on 2 cores with two files the
          // cores were 78–93 % busy in this phase, with three 94–99 %
          // (225 → 205 s). Three used to stay off: a busier server checks a socket's token later, and the board
          // read its orders before the server had subscribed it, so an order accepted meanwhile kept ringing
          // (the shift test, one run in six). The board now reads them once subscribed (docs/architecture.md, "Tests").
          maxWorkers: E2E_WORKERS,
          // expect.poll's default deadline is 1 s: right for pure code, a fixed time for a browser and a
          // server on a busy 2-core machine (the state the poll waits for came a moment later and the test
          // failed). It gets the same 15 s as every page wait (support/browser.ts); a passing poll returns
          // as soon as its condition holds.
          expect: { poll: { timeout: 15_000 } },
          setupFiles: ['tests/e2e/support/worker-server.ts', 'tests/e2e/support/traces.ts'],
          // As in integration: a worker loads playwright-core and the support modules once, not once per file
          // (0.5 CPU-s a file). The setup files still run before every file, so each file claims its server.
          isolate: false,
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
