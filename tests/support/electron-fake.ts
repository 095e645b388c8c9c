// One in-memory stand-in for the `electron` module, shared by every main-process test:
//   vi.mock('electron', async () => (await import('../../support/electron-fake')).electronModule);
// ipcRenderer.invoke is wired to ipcMain.handle with a configurable sender frame URL, so preload and
// gateway can be exercised together exactly as Electron would route a call.

type Listener = (...args: never[]) => unknown;

class Emitter {
  private readonly listeners = new Map<string, Listener[]>();
  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  once(event: string, listener: Listener): this {
    return this.on(event, listener);
  }
  listenerCount(event: string): number {
    return this.listeners.get(event)?.length ?? 0;
  }
  /** Emits with an Electron-like event object; returns whether a listener called preventDefault(). */
  emit(event: string, ...args: unknown[]): boolean {
    let prevented = false;
    const eventObject = { preventDefault: () => (prevented = true) };
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => unknown)(eventObject, ...args);
    return prevented;
  }
  /** Emits raw arguments (no event object), for Emitter-style events like Notification 'click'. */
  emitRaw(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => unknown)(...args);
  }
}

export interface FakePrintCall {
  options: Record<string, unknown>;
}

export class FakeWebContents extends Emitter {
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
  printers: { name: string; displayName: string; description: string; options: Record<string, string> }[] = [];
  printCalls: FakePrintCall[] = [];
  printOutcome: { success: boolean; failureReason: string } = { success: true, failureReason: '' };
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.windowOpenHandler = handler;
  }
  /** What the page's window.open(url) would get. */
  requestWindowOpen(url: string): { action: string } {
    if (!this.windowOpenHandler) throw new Error('no window open handler');
    return this.windowOpenHandler({ url });
  }
  async getPrintersAsync() {
    return this.printers;
  }
  print(options: Record<string, unknown>, callback: (success: boolean, reason: string) => void): void {
    this.printCalls.push({ options });
    callback(this.printOutcome.success, this.printOutcome.failureReason);
  }
}

export class FakeBrowserWindow extends Emitter {
  static instances: FakeBrowserWindow[] = [];
  readonly webContents = new FakeWebContents();
  loadedUrls: string[] = [];
  title: string;
  visible = false;
  focused = false;
  destroyed = false;
  flashing = false;
  constructor(readonly options: Record<string, unknown>) {
    super();
    this.title = typeof options.title === 'string' ? options.title : '';
    FakeBrowserWindow.instances.push(this);
  }
  async loadURL(url: string): Promise<void> {
    this.loadedUrls.push(url);
  }
  show(): void {
    this.visible = true;
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
    return false;
  }
  restore(): void {}
  setTitle(title: string): void {
    this.title = title;
  }
  getTitle(): string {
    return this.title;
  }
  flashFrame(flag: boolean): void {
    this.flashing = flag;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  destroy(): void {
    this.destroyed = true;
  }
}

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
  };

  const ipcMain = {
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
  };

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
  };

  const app = Object.assign(new Emitter(), {
    isPackaged: false,
    getVersion: () => '0.1.0',
    getAppPath: () => '/app',
    getPath: () => state.userDataDir,
    setBadgeCount: (count: number) => {
      state.badgeCounts.push(count);
      return true;
    },
    requestSingleInstanceLock: () => state.singleInstance,
    whenReady: async () => undefined,
    quit: () => void state.quitCalls++,
  });

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
      this.emitRaw('click');
    }
  }

  const sessionState = {
    headersListener: null as null | ((details: { responseHeaders?: Record<string, string[]> }, callback: (r: { responseHeaders: Record<string, string[]> }) => void) => void),
    permissionRequest: null as null | ((contents: unknown, permission: string, callback: (granted: boolean) => void) => void),
    permissionCheck: null as null | ((contents: unknown, permission: string) => boolean),
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
    state.rendererUrl = 'http://localhost:8080/control-pedidos';
    state.exposed.length = 0;
    state.invokeCalls.length = 0;
    state.openedExternal.length = 0;
    state.badgeCounts.length = 0;
    state.notifications.length = 0;
    state.userDataDir = '/tmp/panel-comercio-user-data';
    state.singleInstance = true;
    state.quitCalls = 0;
    FakeBrowserWindow.instances.length = 0;
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
    Notification: FakeNotification,
    BrowserWindow: FakeBrowserWindow,
    session: { defaultSession },
  };
  return { ...module, state, sessionState, reset, module: { ...module, default: module } };
}

export type ElectronFake = ReturnType<typeof createElectronFake>;

/** The singleton behind vi.mock('electron'). Call electronFake.reset() in beforeEach. */
export const electronFake = createElectronFake();
export const electronModule = electronFake.module;
