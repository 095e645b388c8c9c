// electron-builder.yml read and validated by electron-builder's own loader and schema (installers
// cannot be built here; README "Instaladores" lists what is checked by hand on each OS).
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config.js';
import FpmTarget from 'app-builder-lib/out/targets/FpmTarget.js';
import { DebugLogger } from 'builder-util';
import { buildDesktop, installerProblems, signingConfig } from '../../../scripts/build-desktop';

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

  it('offers a per-user Windows install only (no per-machine choice, no elevation: an update never waits on UAC)', async () => {
    expect((await loadConfig()).nsis).toMatchObject({ oneClick: true, perMachine: false, allowElevation: false });
  });

  it('builds the deb for Linux (sandbox helper and AppArmor profile), not an AppImage', async () => {
    expect((await loadConfig()).linux?.target).toEqual(['deb']);
  });

  it('packs the tray icons: the .ico for Windows and a 32 px PNG', async () => {
    const patterns = JSON.stringify((await loadConfig()).files);
    for (const file of ['assets/icons/icon.ico', 'assets/icons/linux/32x32.png']) {
      expect(patterns).toContain(file);
      expect(existsSync(path.join(root, file))).toBe(true);
    }
  });

  it('merges the signing the environment provides into a configuration electron-builder accepts', async () => {
    const env = {
      AZURE_SIGN_ENDPOINT: 'https://eus.codesigning.azure.net',
      AZURE_SIGN_ACCOUNT: 'panel',
      AZURE_SIGN_CERT_PROFILE: 'publico',
      AZURE_SIGN_PUBLISHER: 'Panel Comercio S.A. de C.V.',
      CSC_LINK: 'file:///claves/developer-id.p12',
      APPLE_API_KEY: '/claves/AuthKey.p8',
      APPLE_API_KEY_ID: 'ABC123',
      APPLE_API_ISSUER: 'issuer',
    };
    const signed = signingConfig(env);
    expect(signed.warnings).toEqual([]);
    expect(signed.config.win?.azureSignOptions).toEqual({ endpoint: env.AZURE_SIGN_ENDPOINT, codeSigningAccountName: 'panel', certificateProfileName: 'publico', publisherName: env.AZURE_SIGN_PUBLISHER });
    expect(signed.config.mac?.notarize).toBe(true);
    const config = await getConfig(root, path.join(root, 'electron-builder.yml'), signed.config);
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
    // Nothing set: an unsigned build, said twice.
    expect(signingConfig({}).warnings).toHaveLength(2);
    expect(signingConfig({}).config.win).toBeUndefined();
  });
});

describe('npm run dist', () => {
  it('refuses to build installers without an https PANEL_URL and UPDATE_URL (they would open localhost)', () => {
    expect(installerProblems({})).toEqual([
      'Falta PANEL_URL: la dirección del panel que abre la aplicación instalada (https://…).',
      'Falta UPDATE_URL: la carpeta https de donde la aplicación instalada toma sus actualizaciones.',
    ]);
    expect(installerProblems({ PANEL_URL: 'http://panel.mx', UPDATE_URL: 'http://dl.panel.mx' })).toEqual(['PANEL_URL debe usar https: http://panel.mx', 'UPDATE_URL debe usar https: http://dl.panel.mx']);
    expect(installerProblems({ BUILD_PANEL_URL: 'https://panel.mx', UPDATE_URL: 'https://dl.panel.mx/panel-comercio' })).toEqual([]);
    const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.dist).toContain('scripts/build-desktop.ts --installers');
  });
});
