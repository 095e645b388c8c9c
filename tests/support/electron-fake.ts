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
// ipcRenderer.invoke is wired to ipcMain.handle with a configurable sender frame URL, so preload and
// gateway can be exercised together exactly as Electron would route a call.

type Listener = (...args: never[]) => unknown;
type AnyCall = (...args: unknown[]) => unknown;

/** The `Event` object Electron passes to preventable listeners. */
export interface FakeEvent {
  defaultPrevented: boolean;
  preventDefault(): void;
}

export function fakeEvent(): FakeEvent {
  const event = {
    defaultPrevented: false,
    preventDefault: () => void (event.defaultPrevented = true),
  };
  return event;
}

const nextMacrotask = () => new Promise<void>((resolve) => setImmediate(resolve));

class Emitter {
  private readonly listeners = new Map<string, Listener[]>();
  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  addListener(event: string, listener: Listener): this {
    return this.on(event, listener);
  }
  once(event: string, listener: Listener): this {
    const wrapper = ((...args: unknown[]) => {
      this.off(event, wrapper);
      return (listener as AnyCall)(...args);
    }) as Listener;
    return this.on(event, wrapper);
  }
  off(event: string, listener: Listener): this {
    this.listeners.set(event, (this.listeners.get(event) ?? []).filter((item) => item !== listener));
    return this;
  }
  removeListener(event: string, listener: Listener): this {
    return this.off(event, listener);
  }
  removeAllListeners(event?: string): this {
    if (event) this.listeners.delete(event);
    else this.listeners.clear();
    return this;
  }
  listenerCount(event: string): number {
    return this.listeners.get(event)?.length ?? 0;
  }
  /** Emits with an Electron-like event object first; returns whether a listener called preventDefault(). */
  emit(event: string, ...args: unknown[]): boolean {
    const eventObject = fakeEvent();
    for (const listener of [...(this.listeners.get(event) ?? [])]) (listener as AnyCall)(eventObject, ...args);
    return eventObject.defaultPrevented;
  }
  /** Emits raw arguments (no event object), for events like 'closed', 'unresponsive' or Notification 'click'. */
  emitRaw(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) (listener as AnyCall)(...args);
  }
}

export interface FakePrintCall {
  options: Record<string, unknown>;
}

/** How the next print() answers: like Electron's callback, or never (a hung driver). */
export type FakePrintOutcome = { success: boolean; failureReason: string } | 'never';

const PAGE_SIZE_NAMES = ['A0', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'Legal', 'Letter', 'Tabloid'];
/** Chromium's minimum custom page dimension (see webContents.print in electron.d.ts). */
const MIN_PAGE_MICRONS = 353;

export interface FakePrintedJob {
  deviceName: string;
  pageSize: unknown;
  url: string | undefined;
}

let nextContentsId = 1;

export class FakeWebContents extends Emitter {
  readonly id = nextContentsId++;
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
  printers: { name: string; displayName: string; description: string; options: Record<string, string> }[] = [];
  printCalls: FakePrintCall[] = [];
  printOutcome: FakePrintOutcome = { success: true, failureReason: '' };
  /** What the page reports for document size (CSS px), read through executeJavaScript. */
  documentSize = { width: 205, height: 400 };
  /** When set, the next loadURL fails like a network error (did-fail-load + rejected promise). */
  loadFailure: { errorCode: number; errorDescription: string } | null = null;
  loadedUrls: string[] = [];
  reloads = 0;
  /** The owning window's hook: Electron emits 'ready-to-show' once the first page has rendered. */
  onFirstLoad: (() => void) | null = null;
  private destroyed = false;
  private pendingPrint: (() => void) | null = null;
  constructor(private readonly printed: FakePrintedJob[]) {
    super();
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.windowOpenHandler = handler;
  }
  /** What the page's window.open(url) would get. */
  requestWindowOpen(url: string): { action: string } {
    if (!this.windowOpenHandler) throw new Error('no window open handler');
    return this.windowOpenHandler({ url });
  }
  async loadURL(url: string): Promise<void> {
    this.loadedUrls.push(url);
    const failure = this.loadFailure;
    await nextMacrotask();
    if (failure) {
      this.emit('did-fail-load', failure.errorCode, failure.errorDescription, url, true);
      throw new Error(`${failure.errorDescription} (${failure.errorCode}) loading '${url}'`);
    }
    this.emitRaw('did-finish-load');
    const first = this.onFirstLoad;
    this.onFirstLoad = null;
    first?.();
  }
  getURL(): string {
    return this.loadedUrls.at(-1) ?? '';
  }
  reload(): void {
    this.reloads += 1;
    void this.loadURL(this.getURL()).catch(() => undefined);
  }
  async executeJavaScript(code: string): Promise<unknown> {
    await nextMacrotask();
    if (/scrollHeight|scrollWidth|getBoundingClientRect/.test(code)) return { ...this.documentSize };
    return undefined;
  }
  async getPrintersAsync() {
    await nextMacrotask();
    return this.printers.map((printer) => ({ ...printer, options: { ...printer.options } }));
  }
  print(options: Record<string, unknown> = {}, callback?: (success: boolean, failureReason: string) => void): void {
    const pageSize = options.pageSize as unknown;
    if (pageSize !== undefined) {
      const valid =
        typeof pageSize === 'string'
          ? PAGE_SIZE_NAMES.includes(pageSize)
          : typeof pageSize === 'object' && pageSize !== null &&
            Number((pageSize as { width?: unknown }).width) >= MIN_PAGE_MICRONS &&
            Number((pageSize as { height?: unknown }).height) >= MIN_PAGE_MICRONS;
      if (!valid) throw new Error('Unsupported pageSize');
      if (options.usePrinterDefaultPageSize) throw new Error('pageSize cannot be combined with usePrinterDefaultPageSize');
    }
    this.printCalls.push({ options });
    const outcome = this.printOutcome;
    const job: FakePrintedJob = { deviceName: String(options.deviceName ?? ''), pageSize, url: this.loadedUrls.at(-1) };
    const finish = (result: { success: boolean; failureReason: string }) => {
      // A destroyed webContents cancels Chromium's pending job: nothing is spooled, no callback.
      if (this.destroyed) return;
      if (result.success) this.printed.push(job);
      callback?.(result.success, result.failureReason);
    };
    if (outcome === 'never') {
      this.pendingPrint = () => finish({ success: true, failureReason: '' });
      return;
    }
    setImmediate(() => finish(outcome));
  }
  /** A hung job that finally goes through (what a late print would be). */
  completePendingPrint(): void {
    const pending = this.pendingPrint;
    this.pendingPrint = null;
    pending?.();
  }
  /** Electron's crash of the page: 'render-process-gone' (event, details). */
  crash(reason: 'crashed' | 'oom' | 'killed' | 'abnormal-exit' = 'crashed', exitCode = 1): void {
    this.emit('render-process-gone', { reason, exitCode });
  }
  /** Electron kills the renderer; 'render-process-gone' follows with reason 'killed'. */
  forcefullyCrashRenderer(): void {
    this.crash('killed', 9);
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  markDestroyed(): void {
    this.destroyed = true;
  }
}

export class FakeBrowserWindow extends Emitter {
  static instances: FakeBrowserWindow[] = [];
  /** Set by createElectronFake so windows report job output and app lifecycle to one place. */
  static hooks: { printed: FakePrintedJob[]; onClosed(window: FakeBrowserWindow): void } = { printed: [], onClosed: () => undefined };
  static getAllWindows(): FakeBrowserWindow[] {
    return FakeBrowserWindow.instances.filter((window) => !window.destroyed);
  }
  readonly webContents: FakeWebContents;
  title: string;
  visible = false;
  focused = false;
  destroyed = false;
  flashing = false;
  minimized = false;
  overlayIcons: { icon: unknown; description: string }[] = [];
  constructor(readonly options: Record<string, unknown> = {}) {
    super();
    this.webContents = new FakeWebContents(FakeBrowserWindow.hooks.printed);
    this.title = typeof options.title === 'string' ? options.title : '';
    this.visible = options.show !== false;
    this.webContents.onFirstLoad = () => {
      if (!this.destroyed) this.emit('ready-to-show');
    };
    FakeBrowserWindow.instances.push(this);
  }
  get loadedUrls(): string[] {
    return this.webContents.loadedUrls;
  }
  loadURL(url: string): Promise<void> {
    return this.webContents.loadURL(url);
  }
  show(): void {
    this.visible = true;
    this.minimized = false;
  }
  hide(): void {
    this.visible = false;
  }
  isVisible(): boolean {
    return this.visible;
  }
  focus(): void {
    this.focused = true;
  }
  isFocused(): boolean {
    return this.focused;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  minimize(): void {
    this.minimized = true;
  }
  restore(): void {
    this.minimized = false;
  }
  setTitle(title: string): void {
    this.title = title;
  }
  getTitle(): string {
    return this.title;
  }
  flashFrame(flag: boolean): void {
    this.flashing = flag;
  }
  setOverlayIcon(icon: unknown, description: string): void {
    this.overlayIcons.push({ icon, description });
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  /** Like the user clicking X: 'close' can be prevented; otherwise the window goes away. */
  close(): void {
    if (this.destroyed) return;
    if (this.emit('close')) return;
    this.destroy();
  }
  /** Force close: no 'close' event, only 'closed'. */
  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.visible = false;
    this.webContents.markDestroyed();
    this.emitRaw('closed');
    FakeBrowserWindow.hooks.onClosed(this);
  }
  /** The page stopped answering (BrowserWindow 'unresponsive' has no arguments). */
  hang(): void {
    this.emitRaw('unresponsive');
  }
  /** The page answers again. */
  recover(): void {
    this.emitRaw('responsive');
  }
}

export type InvokeListener = (event: { senderFrame: { url: string } | null }, ...args: unknown[]) => unknown;

export interface FakeNativeImage {
  path: string;
  isEmpty(): boolean;
}

const nativeImage = {
  createFromPath: (path: string): FakeNativeImage => ({ path, isEmpty: () => false }),
  createFromDataURL: (dataUrl: string): FakeNativeImage => ({ path: dataUrl, isEmpty: () => !dataUrl.startsWith('data:image/') }),
  createEmpty: (): FakeNativeImage => ({ path: '', isEmpty: () => true }),
};

interface FakeMenuItem {
  label?: string;
  type?: string;
  checked?: boolean;
  click?: (...args: unknown[]) => unknown;
}

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
    loginItem: { openAtLogin: false },
    powerSaveBlockers: new Map<number, string>(),
    /** 'ready' has been emitted. */
    ready: false,
    quitting: false,
    /** 'quit' has been emitted: the process would be gone. */
    exited: false,
  };
  FakeBrowserWindow.hooks = {
    printed: state.printed,
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

  const ipcRenderer = {
    async invoke(channel: string, ...args: unknown[]) {
      state.invokeCalls.push({ channel, args });
      return ipcMain.invokeAs(state.rendererUrl, channel, ...args);
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
    setLoginItemSettings: (settings: { openAtLogin?: boolean }) => {
      state.loginItem = { openAtLogin: Boolean(settings.openAtLogin) };
    },
    getLoginItemSettings: () => ({ ...state.loginItem, openAsHidden: false, wasOpenedAtLogin: false }),
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
    await nextMacrotask();
    emitReady();
  }

  class FakeNotification extends Emitter {
    static supported = true;
    shown = false;
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
  }

  class FakeMenu {
    static lastBuilt: FakeMenu | null = null;
    constructor(readonly items: FakeMenuItem[]) {}
    static buildFromTemplate(items: FakeMenuItem[]): FakeMenu {
      FakeMenu.lastBuilt = new FakeMenu(items.map((item) => ({ ...item })));
      return FakeMenu.lastBuilt;
    }
    static setApplicationMenu(): void {}
    /** Clicks the item with that label, as Electron would (menuItem, window, event). */
    click(label: string): void {
      const item = this.items.find((candidate) => candidate.label === label);
      if (!item?.click) throw new Error(`no menu item '${label}'`);
      if (item.type === 'checkbox') item.checked = !item.checked;
      item.click(item, undefined, {});
    }
  }

  class FakeTray extends Emitter {
    static instances: FakeTray[] = [];
    menu: FakeMenu | null = null;
    tooltip = '';
    destroyed = false;
    constructor(readonly image: unknown) {
      super();
      FakeTray.instances.push(this);
    }
    setContextMenu(menu: FakeMenu | null): void {
      this.menu = menu;
    }
    setToolTip(tooltip: string): void {
      this.tooltip = tooltip;
    }
    destroy(): void {
      this.destroyed = true;
    }
    isDestroyed(): boolean {
      return this.destroyed;
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

  const dialog = {
    showErrorBox(title: string, content: string) {
      state.errorBoxes.push({ title, content });
    },
  };

  const sessionState = {
    headersListener: null as null | ((details: { url?: string; resourceType?: string; responseHeaders?: Record<string, string[]> }, callback: (r: { responseHeaders?: Record<string, string[]>; cancel?: boolean }) => void) => void),
    permissionRequest: null as null | ((contents: unknown, permission: string, callback: (granted: boolean) => void, details?: { requestingUrl?: string }) => void),
    permissionCheck: null as null | ((contents: unknown, permission: string, requestingOrigin: string, details?: { requestingUrl?: string }) => boolean),
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
  };

  function reset(): void {
    handlers.clear();
    app.removeAllListeners();
    ipcMain.removeAllListeners();
    readyWaiters = [];
    Object.assign(state, {
      rendererUrl: 'http://localhost:8080/control-pedidos',
      userDataDir: '/tmp/panel-comercio-user-data',
      singleInstance: true,
      quitCalls: 0,
      loginItem: { openAtLogin: false },
      ready: false,
      quitting: false,
      exited: false,
    });
    for (const list of [state.exposed, state.invokeCalls, state.openedExternal, state.badgeCounts, state.notifications, state.exitCodes, state.errorBoxes, state.printed, state.appUserModelIds]) {
      list.length = 0;
    }
    state.powerSaveBlockers.clear();
    app.isPackaged = false;
    FakeBrowserWindow.instances.length = 0;
    FakeTray.instances.length = 0;
    FakeMenu.lastBuilt = null;
    FakeNotification.supported = true;
    sessionState.headersListener = null;
    sessionState.permissionRequest = null;
    sessionState.permissionCheck = null;
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
    Menu: FakeMenu,
    Tray: FakeTray,
    Notification: FakeNotification,
    BrowserWindow: FakeBrowserWindow,
    session: { defaultSession },
  };
  return { ...module, state, sessionState, reset, launch, emitReady, module: { ...module, default: module } };
}

export type ElectronFake = ReturnType<typeof createElectronFake>;

/** The singleton behind vi.mock('electron'). Call electronFake.reset() in beforeEach. */
export const electronFake = createElectronFake();
export const electronModule = electronFake.module;
export const FakeTray = electronFake.Tray;
export const FakeMenu = electronFake.Menu;
