// main/main.ts wired to the shared Electron fake: one window, every channel registered behind the
// sender check, the real printing service with the electron-store adapter, badge, notifications,
// external links, updater, session policy and the single-instance lock.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS, type IpcEnvelope } from '@shared/ipc/contract';
import { IPC_MSG } from '@shared/ipc/messages';
import { defaultPrintSettings } from '@shared/printing';
import { electronFake, FakeBrowserWindow } from '../../support/electron-fake';

vi.mock('electron', async () => (await import('../../support/electron-fake')).electronModule);
vi.mock('electron-store', () => ({
  default: class MemoryStore {
    private readonly data = new Map<string, unknown>();
    get(key: string) {
      return this.data.get(key);
    }
    set(key: string, value: unknown) {
      this.data.set(key, value);
    }
  },
}));
vi.mock('electron-updater', () => ({
  default: {
    autoUpdater: {
      autoDownload: false,
      autoInstallOnAppQuit: false,
      setFeedURL: () => undefined,
      checkForUpdates: async () => null,
      on: () => undefined,
    },
  },
}));

const invoke = (channel: string, ...args: unknown[]) => electronFake.ipcRenderer.invoke(channel, ...args) as Promise<IpcEnvelope>;

describe('Electron entry', () => {
  let userData: string;
  beforeAll(async () => {
    vi.stubEnv('PANEL_URL', '');
    vi.stubEnv('UPDATE_URL', '');
    vi.stubEnv('SENTRY_DSN', '');
    electronFake.reset();
    userData = await mkdtemp(path.join(os.tmpdir(), 'desktop-user-data-'));
    electronFake.state.userDataDir = userData;
    await import('../../../main/main');
  });
  afterAll(async () => {
    electronFake.app.emit('will-quit');
    vi.unstubAllEnvs();
    await rm(userData, { recursive: true, force: true });
  });
  beforeEach(() => {
    electronFake.state.rendererUrl = 'http://localhost:8080/control-pedidos';
  });

  it('opens one sandboxed panel window on the panel URL with the bundled preload', () => {
    expect(FakeBrowserWindow.instances).toHaveLength(1);
    const [window] = FakeBrowserWindow.instances;
    const preferences = window!.options.webPreferences as Record<string, unknown>;
    expect(preferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, backgroundThrottling: false });
    expect(String(preferences.preload).endsWith(path.join('preload', 'index.cjs'))).toBe(true);
    expect(window!.loadedUrls).toEqual(['http://localhost:8080']);
  });

  it('registers every contract channel and sets the session policy', () => {
    expect(electronFake.ipcMain.channels().sort()).toEqual([...CHANNELS].sort());
    expect(electronFake.sessionState.headersListener).not.toBeNull();
    expect(electronFake.sessionState.permissionCheck?.(null, 'notifications')).toBe(true);
    expect(electronFake.sessionState.permissionCheck?.(null, 'media')).toBe(false);
  });

  it('answers the panel through the real printing service and app services', async () => {
    expect(await invoke('app:getInfo')).toEqual({ ok: true, result: { platform: process.platform, isDesktop: true, agent: false, version: '0.1.0' } });
    expect(await invoke('printing:getSettings')).toEqual({ ok: true, result: defaultPrintSettings() });
    expect(await invoke('app:checkForUpdates')).toMatchObject({ ok: true, result: { status: 'disabled' } });
    expect(await invoke('app:setBadgeCount', 2)).toEqual({ ok: true });
    expect(FakeBrowserWindow.instances[0]!.getTitle()).toBe('(2) Panel Comercio');
    expect(electronFake.state.badgeCounts).toContain(2);
    await invoke('app:notify', { title: 'Nuevo pedido', body: 'TAQ-0001' });
    expect(electronFake.state.notifications.at(-1)?.options).toMatchObject({ title: 'Nuevo pedido', body: 'TAQ-0001' });
    await invoke('app:openExternal', 'https://wa.me/5219931234567');
    expect(electronFake.state.openedExternal).toContain('https://wa.me/5219931234567');
  });

  it('rejects the same calls from a page that is not the panel', async () => {
    electronFake.state.rendererUrl = 'https://evil.example/';
    expect(await invoke('printing:getSettings')).toEqual({ ok: false, error: { message: IPC_MSG.forbiddenSender } });
  });

  it('brings the existing window forward when the app is launched again', () => {
    const [window] = FakeBrowserWindow.instances;
    window!.focused = false;
    electronFake.app.emit('second-instance');
    expect(window!.isFocused()).toBe(true);
  });
});

describe('Electron entry, second launch', () => {
  it('quits at once without a window or handlers when another instance holds the lock', async () => {
    vi.resetModules();
    electronFake.reset();
    electronFake.state.singleInstance = false;
    await import('../../../main/main');
    expect(electronFake.state.quitCalls).toBe(1);
    expect(FakeBrowserWindow.instances).toHaveLength(0);
    expect(electronFake.ipcMain.channels()).toEqual([]);
  });
});
