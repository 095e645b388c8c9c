// Counter-PC behaviour of the desktop shell, each module against the Electron fake: tray, close to
// tray, recovery after a renderer crash or hang, no sleep while open, start at login, the auto-print
// switch, the corrupt settings file and the start-up error text.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import Conf from 'conf';
import type { PrintingService } from '@shared/printing';
import { openStoreSafely, SETTINGS_RESET_WARNING } from '../../../main/settings-file';
import { createAutoPrintSwitch, AUTO_PRINT_PAUSED_MESSAGE } from '../../../main/shell/auto-print-switch';
import { CLOSE_TO_TRAY_NOTICE, createQuitGate, hideOnClose } from '../../../main/shell/close-to-tray';
import { FIRST_RELOAD_DELAY_MS, HANG_GRACE_MS, watchRenderer, type Timers } from '../../../main/shell/crash-recovery';
import { createLoginItem } from '../../../main/shell/login-item';
import { createServiceHoursBlocker } from '../../../main/shell/power-save';
import { createTray, TRAY_TEXT } from '../../../main/shell/tray';
import { StartupProblem, startupErrorMessage, failStartup, STARTUP_ERROR_TITLE } from '../../../main/startup-error';
import { electronFake, FakeBrowserWindow, FakeMenu, FakeTray } from '../../support/electron-fake';
import { silentLogger } from './support/fixtures';

vi.mock('electron', async () => (await import('../../support/electron-fake')).electronModule);

beforeEach(() => electronFake.reset());

const tempDirs: string[] = [];
afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

function manualTimers() {
  let now = 0;
  const pending = new Map<number, { at: number; callback: () => void }>();
  let next = 1;
  const timers: Timers & { advance(ms: number): void } = {
    setTimeout: (callback, ms) => {
      pending.set(next, { at: now + ms, callback });
      return next++;
    },
    clearTimeout: (handle) => void pending.delete(handle as number),
    now: () => now,
    advance(ms) {
      now += ms;
      for (const [id, entry] of [...pending]) {
        if (entry.at <= now) {
          pending.delete(id);
          entry.callback();
        }
      }
    },
  };
  return timers;
}

describe('tray', () => {
  it('opens the panel, switches auto-print and quits', () => {
    let opened = 0;
    let quit = 0;
    let autoPrint = true;
    createTray({
      Tray: electronFake.Tray as never,
      Menu: electronFake.Menu as never,
      icon: '/app/assets/icons/icon.png',
      openPanel: () => void opened++,
      autoPrint: { enabled: () => autoPrint, set: (value) => void (autoPrint = value) },
      quit: () => void quit++,
    });
    const [tray] = FakeTray.instances;
    expect(tray!.tooltip).toBe('Panel Comercio');
    const menu = () => tray!.menu as InstanceType<typeof FakeMenu>;
    expect(menu().items.find((item) => item.label === TRAY_TEXT.autoPrint)).toMatchObject({ type: 'checkbox', checked: true });
    menu().click(TRAY_TEXT.autoPrint);
    expect(autoPrint).toBe(false);
    expect(menu().items.find((item) => item.label === TRAY_TEXT.autoPrint)?.checked).toBe(false);
    menu().click(TRAY_TEXT.open);
    tray!.emit('click');
    expect(opened).toBe(2);
    menu().click(TRAY_TEXT.quit);
    expect(quit).toBe(1);
  });

  it('shows the new-order count while the window is hidden: in the tooltip and at the top of the menu', () => {
    let opened = 0;
    const tray = createTray({
      Tray: electronFake.Tray as never,
      Menu: electronFake.Menu as never,
      icon: '/app/assets/icons/icon.ico',
      openPanel: () => void opened++,
      autoPrint: { enabled: () => true, set: () => undefined },
      quit: () => undefined,
    });
    const [icon] = FakeTray.instances;
    tray.setCount(3);
    expect(icon!.tooltip).toBe('Panel Comercio: 3 pedidos nuevos');
    expect(icon!.menu!.items[0]?.label).toBe('3 pedidos nuevos');
    icon!.menu!.click('3 pedidos nuevos');
    expect(opened).toBe(1);
    tray.setCount(0);
    expect(icon!.tooltip).toBe('Panel Comercio');
    expect(icon!.menu!.items[0]?.label).toBe(TRAY_TEXT.open);
  });
});

describe('close to tray', () => {
  function panelWithGate() {
    const window = new FakeBrowserWindow({});
    const gate = createQuitGate(electronFake.app);
    const notices: { title: string; body: string }[] = [];
    let shown = false;
    hideOnClose(window, { gate, noticeShown: () => shown, markNoticeShown: () => void (shown = true), notify: (notice) => void notices.push(notice) });
    return { window, gate, notices };
  }

  it('hides instead of closing, tells the cashier once, and the app does not quit', () => {
    const { window, notices } = panelWithGate();
    window.close();
    window.show();
    window.close();
    expect(window.isDestroyed()).toBe(false);
    expect(window.isVisible()).toBe(false);
    expect(notices).toEqual([CLOSE_TO_TRAY_NOTICE]);
    expect(electronFake.state.exited).toBe(false);
  });

  it('lets the window close when the app quits (before-quit) or an update installs (windows close before before-quit)', () => {
    const { window } = panelWithGate();
    electronFake.app.quit();
    expect(window.isDestroyed()).toBe(true);
    expect(electronFake.state.exited).toBe(true);

    electronFake.reset();
    const second = panelWithGate();
    second.gate.allowQuit(); // what the updater does right before quitAndInstall
    second.window.close();
    expect(second.window.isDestroyed()).toBe(true);
  });
});

describe('renderer crash and hang recovery', () => {
  function watched() {
    const window = new FakeBrowserWindow({});
    const timers = manualTimers();
    let reloads = 0;
    const recovered: string[] = [];
    watchRenderer(window as never, { reload: () => void reloads++, log: silentLogger(), timers, onRecover: (reason) => void recovered.push(reason) });
    return { window, timers, reloads: () => reloads, recovered };
  }

  it('reloads the panel after a crash, backing off when it crashes again at once', () => {
    const { window, timers, reloads, recovered } = watched();
    window.webContents.crash('crashed');
    timers.advance(FIRST_RELOAD_DELAY_MS - 1);
    expect(reloads()).toBe(0);
    timers.advance(1);
    expect(reloads()).toBe(1);
    window.webContents.crash('oom');
    timers.advance(FIRST_RELOAD_DELAY_MS);
    expect(reloads()).toBe(1);
    timers.advance(FIRST_RELOAD_DELAY_MS);
    expect(reloads()).toBe(2);
    expect(recovered).toEqual(['crashed', 'oom']);
  });

  it('ignores a clean exit', () => {
    const { window, timers, reloads } = watched();
    window.webContents.crash('clean-exit' as never, 0);
    timers.advance(60_000);
    expect(reloads()).toBe(0);
  });

  it('kills a page that stays unresponsive and reloads it; a page that answers again is left alone', () => {
    const { window, timers, reloads, recovered } = watched();
    window.hang();
    timers.advance(HANG_GRACE_MS - 1);
    window.recover();
    timers.advance(HANG_GRACE_MS);
    expect(reloads()).toBe(0);
    window.hang();
    timers.advance(HANG_GRACE_MS);
    timers.advance(FIRST_RELOAD_DELAY_MS);
    expect(recovered).toEqual(['killed']);
    expect(reloads()).toBe(1);
  });
});

describe('service hours and login item', () => {
  it('blocks system sleep while the commerce is open, once, and releases it when closed', () => {
    const blocker = createServiceHoursBlocker(electronFake.powerSaveBlocker);
    blocker.setCommerceOpen(true);
    blocker.setCommerceOpen(true);
    expect([...electronFake.state.powerSaveBlockers.values()]).toEqual(['prevent-app-suspension']);
    expect(blocker.isBlocking()).toBe(true);
    blocker.setCommerceOpen(false);
    expect(electronFake.state.powerSaveBlockers.size).toBe(0);
    expect(blocker.isBlocking()).toBe(false);
  });

  it('starts at login (hidden in the tray) on Windows and macOS through Electron; unsupported elsewhere', () => {
    electronFake.state.platform = 'win32';
    const windows = createLoginItem(electronFake.app as never, 'win32');
    expect(windows.supported).toBe(true);
    windows.set(true);
    // Windows matches the run key's args: read back with the same ones it was set with.
    expect(electronFake.state.loginItem.args).toEqual(['--hidden']);
    expect(windows.enabled()).toBe(true);
    expect(windows.startedAtLogin(['Panel Comercio.exe', '--hidden'])).toBe(true);
    expect(windows.startedAtLogin(['Panel Comercio.exe'])).toBe(false);
    windows.set(false);
    expect(windows.enabled()).toBe(false);
    // macOS 13+: no args, no openAsHidden; a login launch is told by wasOpenedAtLogin.
    electronFake.state.platform = 'darwin';
    const mac = createLoginItem(electronFake.app as never, 'darwin');
    mac.set(true);
    expect(mac.enabled()).toBe(true);
    expect(mac.startedAtLogin(['Panel Comercio'])).toBe(false);
    electronFake.state.wasOpenedAtLogin = true;
    expect(mac.startedAtLogin(['Panel Comercio'])).toBe(true);
    const other = createLoginItem(electronFake.app as never, 'freebsd');
    other.set(true);
    expect(other.supported).toBe(false);
    expect(other.enabled()).toBe(false);
  });

  it('starts at login on Linux through an XDG autostart entry for the AppImage', async () => {
    const configHome = await mkdtemp(path.join(os.tmpdir(), 'xdg-config-'));
    tempDirs.push(configHome);
    const linux = createLoginItem(electronFake.app as never, 'linux', { configHome, executable: '/home/caja/Aplicaciones/Panel Comercio.AppImage' });
    expect(linux.supported).toBe(true);
    expect(linux.enabled()).toBe(false);
    linux.set(true);
    expect(linux.enabled()).toBe(true);
    const entry = await readFile(path.join(configHome, 'autostart', 'panel-comercio.desktop'), 'utf8');
    expect(entry).toContain('Exec="/home/caja/Aplicaciones/Panel Comercio.AppImage" --hidden');
    // After an AppImage update at another path, the next start points the entry at it.
    createLoginItem(electronFake.app as never, 'linux', { configHome, executable: '/home/caja/Aplicaciones/Panel-Comercio-0.2.0.AppImage' });
    expect(await readFile(path.join(configHome, 'autostart', 'panel-comercio.desktop'), 'utf8')).toContain('Exec=/home/caja/Aplicaciones/Panel-Comercio-0.2.0.AppImage --hidden');
    linux.set(false);
    expect(linux.enabled()).toBe(false);
    expect(electronFake.state.loginItem.openAtLogin).toBe(false);
  });
});

describe('auto-print switch', () => {
  function fakeService() {
    const calls: string[] = [];
    const state = { running: false, connected: false, commerceId: null as string | null, since: null, stopReason: null, message: null as string | null };
    const service = {
      autoPrint: async () => (calls.push('auto'), { ok: true, jobs: 1 }),
      printOrder: async () => (calls.push('manual'), { ok: true, jobs: 1 }),
      startAutoPrint: async (session: { commerceId: string }) => {
        calls.push(`start:${session.commerceId}`);
        Object.assign(state, { running: true, commerceId: session.commerceId, message: null });
        return { ...state };
      },
      stopAutoPrint: async () => {
        calls.push('stop');
        Object.assign(state, { running: false, message: 'La impresión automática se detiene al cerrar sesión' });
        return { ...state };
      },
      getAutoPrintState: async () => ({ ...state }),
    } as unknown as PrintingService;
    const data = new Map<string, unknown>();
    const store = { get: (key: string) => data.get(key), set: (key: string, value: unknown) => void data.set(key, value) };
    return { service, store, calls };
  }
  const session = { apiBaseUrl: 'http://127.0.0.1:3000', token: 't', commerceId: 'com_1' };

  it('stops following orders while paused, keeps the session, and hands it back when switched on', async () => {
    const { service, store, calls } = fakeService();
    const toggle = createAutoPrintSwitch(service, store);
    await toggle.service.startAutoPrint(session);
    await toggle.set(false);
    expect(await toggle.service.getAutoPrintState()).toMatchObject({ running: false, message: AUTO_PRINT_PAUSED_MESSAGE });
    // A panel reload hands the session again: it is kept, not followed.
    expect(await toggle.service.startAutoPrint(session)).toMatchObject({ running: false, message: AUTO_PRINT_PAUSED_MESSAGE });
    expect(await toggle.service.printOrder({} as never)).toEqual({ ok: true, jobs: 1 });
    expect(createAutoPrintSwitch(service, store).enabled()).toBe(false);
    await toggle.set(true);
    expect(await toggle.service.getAutoPrintState()).toMatchObject({ running: true, commerceId: 'com_1' });
    expect(calls).toEqual(['start:com_1', 'stop', 'manual', 'start:com_1']);
  });

  it('does not resume a session the panel took back (logout) while paused', async () => {
    const { service, store, calls } = fakeService();
    const toggle = createAutoPrintSwitch(service, store);
    await toggle.service.startAutoPrint(session);
    await toggle.set(false);
    await toggle.service.stopAutoPrint();
    await toggle.set(true);
    expect(calls).toEqual(['start:com_1', 'stop', 'stop']);
  });
});

describe('settings file after a power cut', () => {
  // electron-store is conf with Electron's paths (the built-entry test runs the real bundle); conf
  // is what reads and throws on the damaged JSON.
  const Store = class<T extends Record<string, unknown>> extends Conf<T> {
    constructor({ name }: { name: string }) {
      super({ configName: name, cwd: electronFake.state.userDataDir, projectName: 'panel-comercio' });
    }
  };
  it('moves a damaged settings file aside and starts from defaults', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'desktop-store-'));
    tempDirs.push(dir);
    electronFake.state.userDataDir = dir;
    const file = path.join(dir, 'panel-comercio.json');
    await writeFile(file, '');
    expect(() => new Store({ name: 'panel-comercio' })).toThrow();
    const opened = openStoreSafely(() => new Store<Record<string, unknown>>({ name: 'panel-comercio' }), file, { now: () => new Date('2026-11-24T01:02:03.000Z') });
    expect(opened.warning).toBe(SETTINGS_RESET_WARNING);
    expect(opened.movedTo).toBe(path.join(dir, 'panel-comercio.danado-2026-11-24T01-02-03-000Z.json'));
    expect((await readdir(dir)).sort()).toEqual(['panel-comercio.danado-2026-11-24T01-02-03-000Z.json']);
    opened.store.set('autoPrintPaused', true);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ autoPrintPaused: true });
    expect(openStoreSafely(() => new Store({ name: 'panel-comercio' }), file).warning).toBeNull();
  });
});

describe('start-up error', () => {
  it('explains in Spanish what happened and what to do, then exits with code 1', () => {
    failStartup({ dialog: electronFake.dialog, app: electronFake.app, log: silentLogger() }, new Error('EACCES: permission denied'));
    expect(electronFake.state.errorBoxes).toEqual([{ title: STARTUP_ERROR_TITLE, content: startupErrorMessage(new Error('EACCES: permission denied')) }]);
    expect(electronFake.state.errorBoxes[0]!.content).toContain('Qué hacer');
    expect(electronFake.state.errorBoxes[0]!.content).toContain('EACCES');
    expect(electronFake.state.exitCodes).toEqual([1]);
    expect(startupErrorMessage(new StartupProblem('La dirección del panel no es válida: x', 'Qué hacer: corrige PANEL_URL.'))).toBe(
      'La dirección del panel no es válida: x\n\nQué hacer: corrige PANEL_URL.',
    );
  });
});
