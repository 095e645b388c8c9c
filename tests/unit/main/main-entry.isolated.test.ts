// The BUILT desktop entry (dist/main/main.js from scripts/build-desktop.ts, with electron-store and
// electron-updater bundled) started against the Electron fake the way Electron starts it: module
// evaluation first, 'ready' after. It must reach its first window, wire every channel behind the
// sender check, hide to the tray on close, quit from the tray, and fail loudly in Spanish.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS, SYSTEM_RESUMED_MESSAGE, type IpcEnvelope } from '@shared/ipc/contract';
import { IPC_MSG } from '@shared/ipc/messages';
import { defaultPrintSettings } from '@shared/printing';
import { electronFake, FakeBrowserWindow, FakeTray, menuItems, type FakeMenu } from '../../support/electron-fake';
import { AUTO_PRINT_PAUSED_MESSAGE } from '../../../main/shell/auto-print-switch';
import { buildDesktopForTest, type BuiltDesktop } from './support/built-entry';

vi.mock('electron', async () => (await import('../../support/electron-fake')).electronModule);
vi.mock('@sentry/electron/main', async () => (await import('../../support/electron-fake')).sentryMainModule());

const invoke = (channel: string, ...args: unknown[]) => electronFake.ipcRenderer.invoke(channel, ...args) as Promise<IpcEnvelope>;
const flushMacrotasks = async (turns = 5) => {
  for (let turn = 0; turn < turns; turn += 1) await new Promise((resolve) => setImmediate(resolve));
};

let built: BuiltDesktop;
const userDataDirs: string[] = [];

async function freshUserData(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'desktop-user-data-'));
  userDataDirs.push(dir);
  return dir;
}

async function launchApp(prepare?: (userData: string) => Promise<void>): Promise<string> {
  electronFake.app.emit('will-quit'); // closes the previous launch's printing ledger, if any
  electronFake.reset();
  const userData = await freshUserData();
  electronFake.state.userDataDir = userData;
  // The printer-owner folder shared with the print agents of this PC: one per launch here.
  vi.stubEnv('PANEL_PRINT_SHARED_DIR', path.join(userData, 'impresion-compartida'));
  await prepare?.(userData);
  await built.launch();
  return userData;
}

beforeAll(async () => {
  vi.stubEnv('PANEL_URL', '');
  vi.stubEnv('UPDATE_URL', '');
  vi.stubEnv('SENTRY_DSN', '');
  built = await buildDesktopForTest();
}, 120_000);

afterAll(async () => {
  electronFake.app.emit('will-quit');
  vi.unstubAllEnvs();
  await built.remove();
  await Promise.all(userDataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('built desktop entry', () => {
  beforeAll(async () => {
    await launchApp();
  }, 120_000);
  beforeEach(() => {
    electronFake.state.rendererUrl = 'http://localhost:8080/control-pedidos';
  });

  it('reaches its first window after ready: one sandboxed panel window on the panel URL with the bundled preload', async () => {
    await vi.waitFor(() => expect(FakeBrowserWindow.instances).toHaveLength(1));
    const [window] = FakeBrowserWindow.instances;
    const preferences = window!.options.webPreferences as Record<string, unknown>;
    expect(preferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, backgroundThrottling: false });
    expect(String(preferences.preload).endsWith(path.join('preload', 'index.cjs'))).toBe(true);
    expect(window!.loadedUrls).toEqual(['http://localhost:8080']);
    await vi.waitFor(() => expect(window!.isVisible()).toBe(true));
  });

  it('shares the printer-owner folder with the print agents of this PC', async () => {
    await vi.waitFor(() => expect(electronFake.ipcMain.channels().length).toBeGreaterThan(0));
    const shared = process.env.PANEL_PRINT_SHARED_DIR!;
    await vi.waitFor(async () => expect((await readdir(shared)).length).toBeGreaterThan(0));
  });

  it('registers every contract channel, the session policy and the tray', async () => {
    await vi.waitFor(() => expect(electronFake.ipcMain.channels().sort()).toEqual([...CHANNELS].sort()));
    expect(electronFake.sessionState.headersListener).not.toBeNull();
    expect(electronFake.sessionState.permissionCheck?.(null, 'notifications', 'http://localhost:8080')).toBe(true);
    expect(electronFake.sessionState.permissionCheck?.(null, 'media', 'http://localhost:8080')).toBe(false);
    expect(FakeTray.instances).toHaveLength(1);
    expect(FakeTray.instances[0]!.image).toMatchObject({ size: { width: 22, height: 22 } });
    expect(FakeTray.instances[0]!.menu?.items.map((item) => item.label ?? item.type)).toEqual([
      'Abrir Panel Comercio',
      'Impresión automática',
      'separator',
      'Salir',
    ]);
  });

  it('answers the panel through the real printing service and app services', async () => {
    expect(await invoke('app:getInfo')).toEqual({ ok: true, result: { platform: process.platform, isDesktop: true, agent: false, version: '0.1.0' } });
    expect(await invoke('printing:getSettings')).toEqual({ ok: true, result: defaultPrintSettings() });
    expect(await invoke('app:checkForUpdates')).toMatchObject({ ok: true, result: { status: 'disabled' } });
    expect(await invoke('app:getDesktopState')).toMatchObject({ ok: true, result: { update: { status: 'disabled' }, warnings: [] } });
    expect(await invoke('app:setBadgeCount', 2)).toEqual({ ok: true });
    expect(FakeBrowserWindow.instances[0]!.getTitle()).toBe('(2) Panel Comercio');
    // The answer waits for the click: the panel then opens the order it announced.
    const notified = invoke('app:notify', { title: 'Nuevo pedido', body: 'TAQ-0001' });
    await vi.waitFor(() => expect(electronFake.state.notifications.at(-1)?.options).toMatchObject({ title: 'Nuevo pedido', body: 'TAQ-0001' }));
    electronFake.state.notifications.at(-1)?.click();
    expect(await notified).toEqual({ ok: true, result: 'clicked' });
    await invoke('app:openExternal', 'https://wa.me/5219931234567');
    expect(electronFake.state.openedExternal).toContain('https://wa.me/5219931234567');
  });

  it('keeps the system awake only while the commerce is open', async () => {
    await invoke('app:setCommerceOpen', true);
    expect([...electronFake.state.powerSaveBlockers.values()]).toEqual(['prevent-app-suspension']);
    await invoke('app:setCommerceOpen', false);
    expect(electronFake.state.powerSaveBlockers.size).toBe(0);
  });

  it('rejects the same calls from a page that is not the panel', async () => {
    electronFake.state.rendererUrl = 'https://evil.example/';
    expect(await invoke('printing:getSettings')).toEqual({ ok: false, error: { message: IPC_MSG.forbiddenSender } });
  });

  it('brings the existing window forward when the app is launched again', () => {
    const [window] = FakeBrowserWindow.instances;
    window!.focused = false;
    electronFake.app.emit('second-instance', ['panel-comercio'], '/');
    expect(window!.isFocused()).toBe(true);
  });

  it('hides to the tray when the window is closed (printing goes on), with a notice only the first time', () => {
    const [window] = FakeBrowserWindow.instances;
    const before = electronFake.state.notifications.length;
    window!.close();
    expect(window!.isDestroyed()).toBe(false);
    expect(window!.isVisible()).toBe(false);
    expect(electronFake.state.notifications.slice(before).map((notice) => notice.options.title)).toEqual(['Panel Comercio sigue abierto']);
    window!.show();
    window!.close();
    expect(window!.isVisible()).toBe(false);
    expect(electronFake.state.notifications).toHaveLength(before + 1);
    expect(electronFake.state.exited).toBe(false);
    FakeTray.instances[0]!.menu!.click('Abrir Panel Comercio');
    expect(window!.isVisible()).toBe(true);
  });

  it('reloads the panel by itself after its renderer crashes', async () => {
    const [window] = FakeBrowserWindow.instances;
    const loads = window!.loadedUrls.length;
    window!.webContents.crash('crashed');
    await vi.waitFor(() => expect(window!.loadedUrls.length).toBe(loads + 1), { timeout: 15_000 });
    expect(window!.loadedUrls.at(-1)).toBe('http://localhost:8080');
  });

  it('pauses automatic tickets from the tray and resumes them', async () => {
    const menu = () => FakeTray.instances[0]!.menu!;
    menu().click('Impresión automática');
    expect(await invoke('printing:getAutoPrintState')).toMatchObject({ ok: true, result: { running: false, message: AUTO_PRINT_PAUSED_MESSAGE } });
    expect(menu().items.find((item) => item.label === 'Impresión automática')?.checked).toBe(false);
    menu().click('Impresión automática');
    const resumed = (await invoke('printing:getAutoPrintState')) as { ok: boolean; result?: { message?: string } };
    expect(resumed.result?.message).not.toBe(AUTO_PRINT_PAUSED_MESSAGE);
  });

  it('tells the panel when the computer wakes up, so it reconnects', () => {
    electronFake.powerMonitor.emitRaw('resume');
    expect(electronFake.state.sentToRenderer.map((message) => message.channel)).toEqual([SYSTEM_RESUMED_MESSAGE]);
  });

  it("keeps Electron's default menu in development (npm run desktop)", () => {
    const menu = electronFake.state.applicationMenu as InstanceType<typeof FakeMenu>;
    expect(menuItems(menu.items).map((item) => item.role)).toContain('toggleDevTools');
  });

  it('quits from the tray: the window really closes and the channels are removed', () => {
    FakeTray.instances[0]!.menu!.click('Salir');
    expect(electronFake.state.exited).toBe(true);
    expect(FakeBrowserWindow.instances[0]!.isDestroyed()).toBe(true);
    expect(electronFake.ipcMain.channels()).toEqual([]);
    expect(FakeTray.instances[0]!.isDestroyed()).toBe(true);
  });
});

// Each launch transforms a fresh copy of the 2 MB bundle: a generous budget, no timing asserted.
describe('built desktop entry, start-up that cannot fail silently', { timeout: 120_000 }, () => {
  it('moves a corrupt settings file aside, starts with defaults and says so', async () => {
    const userData = await launchApp((dir) => writeFile(path.join(dir, 'panel-comercio.json'), '{"printSettings": {"Printer1": '));
    await vi.waitFor(() => expect(FakeBrowserWindow.instances).toHaveLength(1));
    expect((await readdir(userData)).some((name) => /^panel-comercio\.danado-.*\.json$/.test(name))).toBe(true);
    expect(await invoke('printing:getSettings')).toEqual({ ok: true, result: defaultPrintSettings() });
    const state = (await invoke('app:getDesktopState')) as { ok: true; result: { warnings: string[] } };
    expect(state.result.warnings).toEqual(['La configuración de la aplicación estaba dañada y se restableció. Revisa tus impresoras en Ajustes.']);
    expect(electronFake.state.notifications.some((notice) => notice.options.body.includes('dañada'))).toBe(true);
  });

  it('shows a Spanish error dialog with what to do and exits when PANEL_URL is not valid', async () => {
    vi.stubEnv('PANEL_URL', 'file:///C:/panel/index.html');
    try {
      await launchApp();
      await vi.waitFor(() => expect(electronFake.state.exitCodes).toEqual([1]));
      expect(electronFake.state.errorBoxes).toHaveLength(1);
      const [box] = electronFake.state.errorBoxes;
      expect(box!.title).toBe('Panel Comercio no pudo iniciar');
      expect(box!.content).toContain('La dirección del panel no es válida');
      expect(box!.content).toContain('Qué hacer');
      expect(FakeBrowserWindow.instances).toHaveLength(0);
    } finally {
      vi.stubEnv('PANEL_URL', '');
    }
  });

  it('quits at once without a window or handlers when another instance holds the lock', async () => {
    electronFake.app.emit('will-quit');
    electronFake.reset();
    electronFake.state.userDataDir = await freshUserData();
    vi.stubEnv('PANEL_PRINT_SHARED_DIR', path.join(electronFake.state.userDataDir, 'impresion-compartida'));
    electronFake.state.singleInstance = false;
    await built.launch();
    await flushMacrotasks();
    expect(electronFake.state.quitCalls).toBe(1);
    expect(FakeBrowserWindow.instances).toHaveLength(0);
    expect(electronFake.ipcMain.channels()).toEqual([]);
  });
});

describe('built desktop entry on Windows', { timeout: 120_000 }, () => {
  it('sets the AppUserModelId before ready (toasts) and shows new orders as a taskbar overlay icon', async () => {
    const platform = Object.getOwnPropertyDescriptor(process, 'platform')!;
    Object.defineProperty(process, 'platform', { ...platform, value: 'win32' });
    try {
      await launchApp();
      expect(electronFake.state.appUserModelIds).toEqual(['mx.panelcomercio.desktop']);
      expect(electronFake.state.toastActivatorClsids).toEqual(['{6F0B5E43-8C1D-4A57-9E2A-3B7D41C9F0A8}']);
      await vi.waitFor(() => expect(electronFake.ipcMain.channels().length).toBeGreaterThan(0));
      const [window] = FakeBrowserWindow.instances;
      expect(await invoke('app:setBadgeCount', 3)).toEqual({ ok: true });
      expect(window!.overlayIcons.at(-1)?.description).toBe('3 pedidos nuevos');
      expect(electronFake.state.badgeCounts).toEqual([]);
      expect(await invoke('app:getDesktopState')).toMatchObject({ ok: true, result: { startAtLoginSupported: true, startAtLogin: false } });
      expect(await invoke('app:setStartAtLogin', true)).toMatchObject({ ok: true, result: { startAtLogin: true } });
    } finally {
      Object.defineProperty(process, 'platform', platform);
    }
  });
});

describe('the installed app on Windows', { timeout: 120_000 }, () => {
  const platform = Object.getOwnPropertyDescriptor(process, 'platform')!;
  beforeAll(async () => {
    Object.defineProperty(process, 'platform', { ...platform, value: 'win32' });
    vi.stubEnv('SENTRY_DSN', 'https://clave@o1.ingest.sentry.io/2');
    await launchApp(async () => {
      electronFake.app.isPackaged = true;
    });
    await vi.waitFor(() => expect(electronFake.ipcMain.channels().length).toBeGreaterThan(0));
  }, 120_000);
  afterAll(() => {
    Object.defineProperty(process, 'platform', platform);
    vi.stubEnv('SENTRY_DSN', '');
  });

  it('starts error reporting before ready (the SDK refuses it after)', () => {
    expect(electronFake.state.sentryInits.map((init) => init.dsn)).toEqual(['https://clave@o1.ingest.sentry.io/2']);
  });

  it("replaces Electron's default menu: Spanish, no DevTools, no reload, no quit", () => {
    const menu = electronFake.state.applicationMenu as InstanceType<typeof FakeMenu>;
    const items = menuItems(menu.items);
    expect(menu.items.map((item) => item.label)).toEqual(['Editar', 'Ver', 'Ventana']);
    const roles = items.map((item) => item.role).filter(Boolean);
    for (const role of ['toggleDevTools', 'reload', 'forceReload', 'quit', 'close']) expect(roles).not.toContain(role);
    expect(items.some((item) => /CmdOrCtrl\+R|Shift\+I/.test(item.accelerator ?? ''))).toBe(false);
    expect((FakeBrowserWindow.instances[0]!.options.webPreferences as Record<string, unknown>).devTools).toBe(false);
    // «Cerrar ventana» hides to the tray; auto-print goes on.
    const window = FakeBrowserWindow.instances[0]!;
    items.find((item) => item.label?.startsWith('Cerrar ventana'))!.click!();
    expect(window.isVisible()).toBe(false);
    expect(window.isDestroyed()).toBe(false);
  });

  it('uses the .ico in the tray and shows the new-order count there while the window is hidden', async () => {
    expect(String((FakeTray.instances[0]!.image as { path: string }).path).endsWith('icon.ico')).toBe(true);
    const window = FakeBrowserWindow.instances[0]!;
    window.hide();
    expect(await invoke('app:setBadgeCount', 2)).toEqual({ ok: true });
    expect(window.taskbarButton()).toBeNull();
    expect(FakeTray.instances[0]!.tooltip).toBe('Panel Comercio: 2 pedidos nuevos');
    FakeTray.instances[0]!.menu!.click('2 pedidos nuevos');
    expect(window.taskbarButton()?.overlay?.description).toBe('2 pedidos nuevos');
  });

  it('flushes and releases the printers when Windows ends the session (no before-quit comes)', async () => {
    const shared = process.env.PANEL_PRINT_SHARED_DIR!;
    // Following orders (a server that is not there): this app owns the printers and the job ledger.
    await invoke('printing:startAutoPrint', { apiBaseUrl: 'http://127.0.0.1:9', token: 'tok', commerceId: 'com_1' });
    await vi.waitFor(async () => expect(await readdir(shared)).toContain('auto-print.lock'));
    // A refused connection is said in words, in Ajustes and once in a notification.
    const refused = 'La impresión automática no puede conectarse: el servidor rechazó la conexión';
    await vi.waitFor(async () => expect(await invoke('printing:getAutoPrintState')).toMatchObject({ ok: true, result: { connectionProblem: refused } }));
    expect(electronFake.state.notifications.filter((notice) => notice.options.body === refused)).toHaveLength(1);
    // Woken up, it catches up at once, through Chromium's stack (net.fetch).
    electronFake.powerMonitor.emitRaw('resume');
    await vi.waitFor(() => expect(electronFake.state.netFetches.some((url) => url.startsWith('http://127.0.0.1:9/v1/'))).toBe(true));
    let beforeQuit = 0;
    electronFake.app.on('before-quit', () => void beforeQuit++);
    FakeBrowserWindow.instances[0]!.endSession();
    expect(electronFake.ipcMain.channels()).toEqual([]);
    expect(FakeTray.instances[0]!.isDestroyed()).toBe(true);
    // The ledger is closed and the printer-owner lock released.
    await vi.waitFor(async () => expect(await readdir(shared)).not.toContain('auto-print.lock'));
    expect(beforeQuit).toBe(0);
  });
});

describe('the fake starts an entry the way Electron does', { timeout: 60_000 }, () => {
  it('never becomes ready for an entry that awaits whenReady() at its top level (the start-up hang)', async () => {
    electronFake.reset();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'tla-entry-'));
    userDataDirs.push(dir);
    const entry = path.join(dir, 'entry.mjs');
    // What main/main.ts used to do: block its own evaluation on whenReady().
    await writeFile(entry, "const { app } = globalThis.__electronFake;\napp.entryStarted = true;\nawait app.whenReady();\napp.reachedWindow = true;\n");
    (globalThis as { __electronFake?: unknown }).__electronFake = electronFake;
    let settled = false;
    void electronFake.launch(() => import(/* @vite-ignore */ entry)).finally(() => (settled = true));
    // The entry is evaluating and blocked on whenReady(); give Electron's 'ready' every chance to come.
    await vi.waitFor(() => expect((electronFake.app as { entryStarted?: boolean }).entryStarted).toBe(true), { timeout: 30_000 });
    await flushMacrotasks(20);
    expect(settled).toBe(false);
    expect(electronFake.state.ready).toBe(false);
    expect((electronFake.app as { reachedWindow?: boolean }).reachedWindow).toBeUndefined();
  });
});
