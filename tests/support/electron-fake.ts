// One in-memory stand-in for the `electron` module, shared by every main-process test:
//   vi.mock('electron', async () => (await import('../../support/electron-fake')).electronModule);
// It follows Electron 41's documented behaviour (node_modules/electron/electron.d.ts) where the
// desktop code depends on it; docs/desktop.md lists what only a real Electron can confirm.
//  - `ready` / whenReady(): only after the entry module has finished evaluating (launch()), so an
//    entry that awaits whenReady() at its top level never gets a window, as in Electron.
//  - app.quit(): 'before-quit' (preventable) → every window gets 'close' (preventable; one
//    prevented close cancels the quit) → 'will-quit' (preventable) → 'quit'. No 'window-all-closed'.
//  - a window closed by the user: 'close' (preventable) → 'closed' → 'window-all-closed' when it
//    was the last one (the app quits by itself only when nobody listens to that event).
//  - webContents.print(): validates pageSize, answers its callback on a later macrotask, can fail
//    or never answer; a job "reaches the printer" only if its webContents is still alive then.
//  - render-process-gone / unresponsive / responsive with Electron's argument shapes.
//  - as strict as Electron where the kinder fake hid bugs (each cited where it is coded): the root
//    element's scroll size is at least the viewport; getLoginItemSettings compares args as Windows does;
//    loadURL meets 'will-redirect', and a cancelled navigation never commits nor emits did-fail-load;
//    navigation events come with Electron's arguments (details, then the deprecated positional url …),
//    'will-navigate' for the main frame only and 'will-frame-navigate' for any frame;
//    @sentry/electron/main settles after 'ready' and refuses to start then; 'session-end' comes without
//    'before-quit'; a hidden window has no taskbar button; Electron's default menu is set before 'ready'.
// ipcRenderer.invoke is wired to ipcMain.handle with a configurable sender frame URL, so preload and
// gateway can be exercised together exactly as Electron would route a call.

import {
  Emitter,
  fakeEvent,
  FakeBrowserWindow,
  nextMacrotask,
  type FakePrintedJob,
} from './electron-fake-windows';

import { ELECTRON_DEFAULT_MENU, FakeMenu, FakeTray, nativeImage } from './electron-fake-shell';

export { fakeEvent, FakeBrowserWindow, FakeWebContents } from './electron-fake-windows';
export { FakeMenu, FakeTray, menuItems, type FakeMenuItem, type FakeNativeImage } from './electron-fake-shell';
export type { FakeEvent, FakePrintCall, FakePrintedJob, FakePrintOutcome } from './electron-fake-windows';

export type InvokeListener = (event: { senderFrame: { url: string } | null }, ...args: unknown[]) => unknown;

export function createElectronFake() {
  const handlers = new Map<string, InvokeListener>();
  const state = {
    /** The URL of the frame ipcRenderer.invoke pretends to come from (null = no frame). */
    rendererUrl: 'http://localhost:8080/control-pedidos' as string | null,
    exposed: [] as { key: string; api: unknown }[],
    invokeCalls: [] as { channel: string; args: unknown[] }[],
    openedExternal: [] as string[],
    badgeCounts: [] as number[],
    notifications: [] as FakeNotification[],
    userDataDir: '/tmp/panel-comercio-user-data',
    /** What app.requestSingleInstanceLock() answers (false = another instance is running). */
    singleInstance: true,
    quitCalls: 0,
    exitCodes: [] as number[],
    errorBoxes: [] as { title: string; content: string }[],
    printed: [] as FakePrintedJob[],
    appUserModelIds: [] as string[],
    toastActivatorClsids: [] as string[],
    loginItem: { openAtLogin: false, args: [] as string[] },
    /** macOS: this launch was the system opening the app at login. */
    wasOpenedAtLogin: false,
    /** The platform the fake behaves as (null = process.platform, read at each call). */
    platform: null as NodeJS.Platform | null,
    applicationMenu: undefined as unknown,
    powerSaveBlockers: new Map<number, string>(),
    /** URLs main asked for through net.fetch. */
    netFetches: [] as string[],
    /** What main sent the page (webContents.send). */
    sentToRenderer: [] as { channel: string; args: unknown[] }[],
    /** What @sentry/electron/main's init accepted. */
    sentryInits: [] as { dsn: string; release: string; tracesSampleRate: number }[],
    /** 'ready' has been emitted. */
    ready: false,
    quitting: false,
    /** 'quit' has been emitted: the process would be gone. */
    exited: false,
  };
  FakeMenu.hooks = {
    set: (menu) => void (state.applicationMenu = menu),
    get: () => (state.applicationMenu as FakeMenu | undefined) ?? null,
  };
  FakeBrowserWindow.hooks = {
    printed: state.printed,
    send: (channel, args) => {
      state.sentToRenderer.push({ channel, args });
      for (const listener of rendererListeners.get(channel) ?? []) listener({ sender: ipcRenderer }, ...args);
    },
    onClosed: () => {
      if (state.quitting || FakeBrowserWindow.getAllWindows().length > 0) return;
      if (app.listenerCount('window-all-closed') > 0) app.emitRaw('window-all-closed');
      else app.quit();
    },
  };

  const ipcMain = Object.assign(new Emitter(), {
    handle(channel: string, listener: InvokeListener) {
      if (handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
      handlers.set(channel, listener);
    },
    removeHandler(channel: string) {
      handlers.delete(channel);
    },
    channels: () => [...handlers.keys()],
    /** Calls a registered handler as if a frame at `senderUrl` had invoked it. */
    async invokeAs(senderUrl: string | null, channel: string, ...args: unknown[]) {
      const handler = handlers.get(channel);
      if (!handler) throw new Error(`No handler registered for '${channel}'`);
      return handler({ senderFrame: senderUrl === null ? null : { url: senderUrl } }, ...args);
    },
  });

  // Kept across reset(): a test file evaluates the preload once.
  const rendererListeners = new Map<string, ((event: unknown, ...args: unknown[]) => void)[]>();
  const ipcRenderer = {
    async invoke(channel: string, ...args: unknown[]) {
      state.invokeCalls.push({ channel, args });
      return ipcMain.invokeAs(state.rendererUrl, channel, ...args);
    },
    on(channel: string, listener: (event: unknown, ...args: unknown[]) => void) {
      rendererListeners.set(channel, [...(rendererListeners.get(channel) ?? []), listener]);
      return ipcRenderer;
    },
  };

  const contextBridge = {
    exposeInMainWorld(key: string, api: unknown) {
      state.exposed.push({ key, api });
    },
  };

  const shell = {
    async openExternal(url: string) {
      state.openedExternal.push(url);
    },
    async openPath() {
      return '';
    },
  };

  let readyWaiters: (() => void)[] = [];
  const app = Object.assign(new Emitter(), {
    isPackaged: false,
    getVersion: () => '0.1.0',
    getName: () => 'Panel Comercio',
    getAppPath: () => '/app',
    getPath: () => state.userDataDir,
    setBadgeCount: (count?: number) => {
      state.badgeCounts.push(count ?? 0);
      return true;
    },
    setAppUserModelId: (id: string) => void state.appUserModelIds.push(id),
    /** Throws on what is not a GUID, "Supplying an empty string or an unparsable value throws" (electron.d.ts line 1780). */
    setToastActivatorCLSID: (id: string) => {
      if (!/^\{?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\}?$/i.test(id)) throw new Error('Invalid CLSID');
      state.toastActivatorClsids.push(id);
    },
    setLoginItemSettings: (settings: { openAtLogin?: boolean; args?: string[] }) => {
      state.loginItem = { openAtLogin: Boolean(settings.openAtLogin), args: [...(settings.args ?? [])] };
    },
    /**
     * Windows: "If you provided `path` and `args` options to `app.setLoginItemSettings`, then you need to pass
     * the same arguments here for `openAtLogin` to be set correctly" (electron.d.ts line 1218); `args`
     * "Defaults to an empty array" (line 21587). macOS: openAsHidden "does not work on macOS 13 and up"
     * (line 1224), wasOpenedAtLogin tells a login launch (line 21526).
     */
    getLoginItemSettings: (options: { args?: string[] } = {}) => {
      const platform = state.platform ?? process.platform;
      const asked = options.args ?? [];
      const sameArgs = asked.length === state.loginItem.args.length && asked.every((arg, index) => arg === state.loginItem.args[index]);
      const openAtLogin = state.loginItem.openAtLogin && (platform !== 'win32' || sameArgs);
      return {
        openAtLogin,
        openAsHidden: false,
        wasOpenedAtLogin: platform === 'darwin' && state.wasOpenedAtLogin,
        executableWillLaunchAtLogin: platform === 'win32' && state.loginItem.openAtLogin,
      };
    },
    requestSingleInstanceLock: () => state.singleInstance,
    isReady: () => state.ready,
    whenReady: () => (state.ready ? Promise.resolve() : new Promise<void>((resolve) => readyWaiters.push(resolve))),
    /** Electron's quit sequence (see the header of this file). */
    quit: () => {
      state.quitCalls += 1;
      if (state.quitting || state.exited) return;
      if (app.emit('before-quit')) return;
      state.quitting = true;
      for (const window of FakeBrowserWindow.getAllWindows()) {
        window.close();
        if (!window.isDestroyed()) {
          state.quitting = false;
          return;
        }
      }
      if (app.emit('will-quit')) {
        state.quitting = false;
        return;
      }
      state.exited = true;
      app.emit('quit', 0);
    },
    /** Exits at once: no before-quit / will-quit, windows are destroyed without 'close'. */
    exit: (code = 0) => {
      state.exitCodes.push(code);
      state.exited = true;
      for (const window of FakeBrowserWindow.getAllWindows()) window.destroy();
    },
    relaunch: () => undefined,
  });

  function emitReady(): void {
    if (state.ready) return;
    state.ready = true;
    app.emit('ready', {});
    const waiters = readyWaiters;
    readyWaiters = [];
    for (const resolve of waiters) resolve();
  }

  /**
   * Starts an entry module the way Electron does: evaluate it completely (top-level awaits
   * included), then emit 'ready' on a later macrotask. Resolves once 'ready' was emitted; an entry
   * that blocks its own evaluation on whenReady() therefore never resolves, like the real app.
   */
  async function launch(importEntry: () => Promise<unknown>): Promise<void> {
    await importEntry();
    app.emit('will-finish-launching');
    if (state.applicationMenu === undefined) state.applicationMenu = FakeMenu.buildFromTemplate(ELECTRON_DEFAULT_MENU);
    // Electron's loop emits 'ready' once the entry script has run; what the entry started that needs I/O (a
    // dynamic import reads its file, see sentryMainModule) settles on a later turn, after 'ready'.
    emitReady();
  }

  /**
   * @sentry/electron/main refuses to start once the app is ready: "Sentry SDK should be initialized before
   * the Electron app 'ready' event is fired" (node_modules/@sentry/electron/esm/main/ipc.js,
   * configureProtocol, checked with app.isReady()).
   */
  const sentryMain = {
    init(options: { dsn: string; release: string; tracesSampleRate: number }): void {
      if (app.isReady()) throw new Error("Sentry SDK should be initialized before the Electron app 'ready' event is fired");
      state.sentryInits.push(options);
    },
  };

  class FakeNotification extends Emitter {
    static supported = true;
    shown = false;
    /** Taken away by the app (close()). */
    closed = false;
    static isSupported(): boolean {
      return FakeNotification.supported;
    }
    constructor(readonly options: { title: string; body: string }) {
      super();
      state.notifications.push(this);
    }
    show(): void {
      this.shown = true;
    }
    click(): void {
      this.emit('click');
    }
    close(): void {
      this.closed = true;
    }
    /**
     * The toast went away ('close', an Event with the reason): 'timedOut' leaves it clickable in the Windows
     * Action Center, 'userCanceled' is the person dismissing it.
     */
    dismiss(reason: 'userCanceled' | 'applicationHidden' | 'timedOut'): void {
      this.emitRaw('close', Object.assign(fakeEvent(), { reason }));
    }
    /** Windows only: the system could not show it ('failed', with the error's text). */
    fail(error: string): void {
      this.emit('failed', error);
    }
  }

  let nextBlockerId = 1;
  const powerSaveBlocker = {
    start(type: 'prevent-app-suspension' | 'prevent-display-sleep'): number {
      const id = nextBlockerId++;
      state.powerSaveBlockers.set(id, type);
      return id;
    },
    stop(id: number): boolean {
      return state.powerSaveBlockers.delete(id);
    },
    isStarted(id: number): boolean {
      return state.powerSaveBlockers.has(id);
    },
  };

  /**
   * net.fetch: "using Chrome's network stack. This differs from Node's `fetch()`" (electron.d.ts line 10088), so
   * it trusts the OS certificate store and proxy; here that store is Node's, which is all a test machine has.
   */
  const net = {
    fetch: (input: string | Request, init?: RequestInit) => {
      state.netFetches.push(String(input instanceof Request ? input.url : input));
      return fetch(input, init);
    },
  };

  /** 'suspend' / 'resume' come without arguments (electron.d.ts line 10694). */
  const powerMonitor = new Emitter();

  const dialog = {
    showErrorBox(title: string, content: string) {
      state.errorBoxes.push({ title, content });
    },
  };

  const sessionState = {
    headersListener: null as null | ((details: { url?: string; resourceType?: string; responseHeaders?: Record<string, string[]> }, callback: (r: { responseHeaders?: Record<string, string[]>; cancel?: boolean }) => void) => void),
    permissionRequest: null as null | ((contents: unknown, permission: string, callback: (granted: boolean) => void, details?: { requestingUrl?: string }) => void),
    permissionCheck: null as null | ((contents: unknown, permission: string, requestingOrigin: string, details?: { requestingUrl?: string }) => boolean),
    /** The system proxy for a URL, as Chromium would resolve it. */
    proxyFor: (_url: string): string => 'DIRECT',
  };
  const defaultSession = {
    webRequest: {
      onHeadersReceived(listener: NonNullable<typeof sessionState.headersListener>) {
        sessionState.headersListener = listener;
      },
    },
    setPermissionRequestHandler(handler: NonNullable<typeof sessionState.permissionRequest>) {
      sessionState.permissionRequest = handler;
    },
    setPermissionCheckHandler(handler: NonNullable<typeof sessionState.permissionCheck>) {
      sessionState.permissionCheck = handler;
    },
    /** Chromium's answer in PAC form ("DIRECT", "PROXY host:port; DIRECT"): Session.resolveProxy, electron.d.ts line 12932. */
    async resolveProxy(url: string): Promise<string> {
      return sessionState.proxyFor(url);
    },
  };

  function reset(): void {
    handlers.clear();
    app.removeAllListeners();
    ipcMain.removeAllListeners();
    powerMonitor.removeAllListeners();
    readyWaiters = [];
    Object.assign(state, {
      rendererUrl: 'http://localhost:8080/control-pedidos',
      userDataDir: '/tmp/panel-comercio-user-data',
      singleInstance: true,
      quitCalls: 0,
      loginItem: { openAtLogin: false, args: [] },
      wasOpenedAtLogin: false,
      platform: null,
      applicationMenu: undefined,
      ready: false,
      quitting: false,
      exited: false,
    });
    for (const list of [state.netFetches, state.sentToRenderer, state.sentryInits, state.exposed, state.invokeCalls, state.openedExternal, state.badgeCounts, state.notifications, state.exitCodes, state.errorBoxes, state.printed, state.appUserModelIds, state.toastActivatorClsids]) {
      list.length = 0;
    }
    state.powerSaveBlockers.clear();
    app.isPackaged = false;
    FakeBrowserWindow.instances.length = 0;
    FakeBrowserWindow.beforeNextLoad = null;
    FakeTray.instances.length = 0;
    FakeMenu.lastBuilt = null;
    FakeNotification.supported = true;
    sessionState.headersListener = null;
    sessionState.permissionRequest = null;
    sessionState.permissionCheck = null;
    sessionState.proxyFor = () => 'DIRECT';
  }

  const module = {
    ipcMain,
    ipcRenderer,
    contextBridge,
    shell,
    app,
    dialog,
    nativeImage,
    powerSaveBlocker,
    powerMonitor,
    net,
    Menu: FakeMenu,
    Tray: FakeTray,
    Notification: FakeNotification,
    BrowserWindow: FakeBrowserWindow,
    session: { defaultSession },
  };
  return { ...module, state, sessionState, reset, launch, emitReady, sentryMain, module: { ...module, default: module } };
}

export type ElectronFake = ReturnType<typeof createElectronFake>;

/** The singleton behind vi.mock('electron'). Call electronFake.reset() in beforeEach. */
export const electronFake = createElectronFake();
export const electronModule = electronFake.module;

/**
 * The module behind vi.mock('@sentry/electron/main'): like any module read from disk, it settles on a later
 * turn than the code that imports it, so a dynamic import started by the entry settles after 'ready'.
 */
export async function sentryMainModule() {
  await nextMacrotask();
  return { ...electronFake.sentryMain, default: electronFake.sentryMain };
}
