// electron-builder.yml read and validated by electron-builder's own loader and schema (installers
// cannot be built here; README "Instaladores" lists what is checked by hand on each OS).
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config.js';
import FpmTarget from 'app-builder-lib/out/targets/FpmTarget.js';
import { DebugLogger } from 'builder-util';
import { buildDesktop } from '../../../scripts/build-desktop';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

async function loadConfig() {
  const config = await getConfig(root, path.join(root, 'electron-builder.yml'), null);
  await validateConfiguration(config, new DebugLogger(false));
  return config;
}

// Loading electron-builder takes seconds on a busy machine: a budget, no timing asserted.
describe('electron-builder.yml', { timeout: 60_000 }, () => {
  it("passes electron-builder's schema", async () => {
    await expect(loadConfig()).resolves.toBeTruthy();
  });

  it("extends the deb dependencies instead of replacing electron-builder's defaults", async () => {
    const config = await loadConfig();
    const defaults = (FpmTarget.prototype as unknown as { getDefaultDepends(target: string): string[] }).getDefaultDepends.call(null, 'deb');
    expect(defaults).toContain('libgtk-3-0');
    expect(config.deb?.depends).toEqual(expect.arrayContaining([...defaults, 'cups-client']));
  });

  it('ships a macOS zip beside the dmg for the updater', async () => {
    const targets = ((await loadConfig()).mac?.target ?? []) as { target: string }[];
    expect(targets.map((entry) => entry.target).sort()).toEqual(['dmg', 'zip']);
  });

  it('sets the security fuses: no RunAsNode, no NODE_OPTIONS or --inspect, cookie encryption, asar integrity', async () => {
    expect((await loadConfig()).electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('keeps files read by path outside app.asar and packs the ticket fonts the build copies', async () => {
    const config = await loadConfig();
    expect(config.asarUnpack).toEqual(expect.arrayContaining(['node_modules/pdfkit/js/data/**', 'dist/assets/fonts/**', 'node_modules/@sentry/electron/**']));
    // electron-builder normalises `files` into file sets ({ filter: [...] }).
    const patterns = JSON.stringify(config.files);
    for (const pattern of ['dist/main/**', 'dist/preload/**', 'dist/assets/**']) expect(patterns).toContain(pattern);
    expect(existsSync(path.join(root, 'node_modules', 'pdfkit', 'js', 'data'))).toBe(true);
    // Under dist/ like the real build (a fresh clone has no dist/ until something builds).
    await mkdir(path.join(root, 'dist'), { recursive: true });
    const outDir = await mkdtemp(path.join(root, 'dist', 'desktop-pack-'));
    try {
      await buildDesktop({ outDir, env: {}, log: () => undefined });
      // main/services/printing/encoders/pdf.ts looks for ../assets/fonts next to dist/main.
      expect(existsSync(path.join(outDir, 'assets', 'fonts', 'DejaVuSans.ttf'))).toBe(true);
      expect(existsSync(path.join(outDir, 'assets', 'fonts', 'DejaVuSans-Bold.ttf'))).toBe(true);
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });
});
