import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { electronBinaryPath, electronMissingMessage, platformExecutable, runDesktop, type DesktopDeps } from '../../../scripts/desktop';

function fakeDeps(overrides: Partial<DesktopDeps> = {}) {
  const logs: string[] = [];
  const errors: string[] = [];
  const launched: { binary: string; env: NodeJS.ProcessEnv }[] = [];
  let built = 0;
  const deps: DesktopDeps = {
    build: async () => void built++,
    findBinary: () => null,
    runInstall: async () => 1,
    installFromZip: async () => undefined,
    launch: async (binary, env) => {
      launched.push({ binary, env });
      return 0;
    },
    env: {},
    log: (message) => void logs.push(message),
    error: (message) => void errors.push(message),
    ...overrides,
  };
  return { deps, logs, errors, launched, built: () => built };
}

describe('npm run desktop', () => {
  it('says in Spanish and English that the binary could not be downloaded, how to fix it, and exits non-zero', async () => {
    const { deps, errors, launched, built } = fakeDeps({ runInstall: async () => 1 });
    expect(await runDesktop(deps)).toBe(1);
    expect(built()).toBe(1);
    expect(launched).toEqual([]);
    const [message] = errors;
    expect(message).toContain('No se pudo descargar el binario de Electron');
    expect(message).toContain("Electron's binary could not be downloaded");
    expect(message).toContain('ELECTRON_MIRROR=');
    expect(message).toContain('ELECTRON_ZIP=');
    expect(message).toContain('install.js salió con código 1');
  });

  it('reports a fetch that throws (no network) the same way', async () => {
    const { deps, errors } = fakeDeps({
      runInstall: async () => {
        throw new Error('getaddrinfo ENOTFOUND github.com');
      },
    });
    expect(await runDesktop(deps)).toBe(1);
    expect(errors[0]).toContain('getaddrinfo ENOTFOUND github.com');
  });

  it('fetches the binary on first use, then starts Electron with PANEL_URL', async () => {
    let installed = false;
    const { deps, launched } = fakeDeps({
      findBinary: () => (installed ? '/x/electron' : null),
      runInstall: async () => {
        installed = true;
        return 0;
      },
    });
    expect(await runDesktop(deps)).toBe(0);
    expect(launched).toHaveLength(1);
    expect(launched[0]?.binary).toBe('/x/electron');
    expect(launched[0]?.env.PANEL_URL).toBe('http://localhost:8080');
  });

  it('installs from ELECTRON_ZIP instead of downloading, and keeps a configured PANEL_URL', async () => {
    const zips: string[] = [];
    let installed = false;
    const { deps, launched } = fakeDeps({
      env: { ELECTRON_ZIP: '/descargas/electron.zip', PANEL_URL: 'https://panel.mx' },
      findBinary: () => (installed ? '/x/electron' : null),
      runInstall: async () => {
        throw new Error('must not download');
      },
      installFromZip: async (zip) => {
        zips.push(zip);
        installed = true;
      },
    });
    expect(await runDesktop(deps)).toBe(0);
    expect(zips).toEqual(['/descargas/electron.zip']);
    expect(launched[0]?.env.PANEL_URL).toBe('https://panel.mx');
  });

  it('finds the binary the way electron/index.js does (path.txt + dist/)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'electron-pkg-'));
    expect(electronBinaryPath(dir)).toBeNull();
    await writeFile(path.join(dir, 'path.txt'), platformExecutable());
    expect(electronBinaryPath(dir)).toBeNull();
    const binary = path.join(dir, 'dist', platformExecutable());
    await mkdir(path.dirname(binary), { recursive: true });
    await writeFile(binary, '');
    expect(electronBinaryPath(dir)).toBe(binary);
  });

  it('names the exact zip to download in the message', () => {
    expect(electronMissingMessage('sin red', 'electron-v41.7.1-linux-x64.zip')).toContain('ELECTRON_ZIP=/ruta/a/electron-v41.7.1-linux-x64.zip');
  });
});
