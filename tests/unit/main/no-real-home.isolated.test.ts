// Tests and benchmarks never write into the home folder of whoever runs them. Given only a data folder, the
// printing service and the print agent keep the shared printing state (the auto-print state with its session
// token, the job ledger, the printer-owner lock) under it; only the desktop app and the agent's command line
// pick ~/.panel-comercio/impresion (defaultSharedPrintDir), and the files that start those set
// PANEL_PRINT_SHARED_DIR to a temporary folder (scripts/static-checks.ts checks it). Here HOME is a temporary
// folder that must stay empty.
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAgent } from '../../../main/agent';
import { createPrintingService, defaultSharedPrintDir } from '../../../main/services/printing/index';

let root: string;
let home: string;
let dataDir: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'sin-home-'));
  home = path.join(root, 'home');
  dataDir = path.join(root, 'datos');
  await Promise.all([mkdir(home), mkdir(dataDir)]);
  vi.stubEnv('HOME', home);
  vi.stubEnv('USERPROFILE', home);
  vi.stubEnv('PANEL_PRINT_SHARED_DIR', undefined);
});

afterEach(async () => {
  vi.unstubAllEnvs();
  await rm(root, { recursive: true, force: true });
});

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('the real home folder', () => {
  it('is where only the desktop app and the agent command line keep the shared printing folder', () => {
    expect(defaultSharedPrintDir()).toBe(path.join(home, '.panel-comercio', 'impresion'));
  });

  it('is not touched by a printing service that keeps an auto-print session', async () => {
    const service = createPrintingService({ dataDir, logger: () => undefined, resyncMs: 600_000 });
    try {
      await service.startAutoPrint({ apiBaseUrl: 'http://127.0.0.1:9', token: 'token-de-sesion', commerceId: 'com_1' });
      await service.stopAutoPrint();
    } finally {
      await service.close();
    }
    expect(await readdir(dataDir)).toContain('auto-print-state.json');
    expect(await readdir(home)).toEqual([]);
  });

  it('is not touched by a print agent started with a data folder', async () => {
    const agent = await startAgent({ port: 0, dataDir, log: quiet });
    await agent.close();
    expect(await readdir(home)).toEqual([]);
  });
});
