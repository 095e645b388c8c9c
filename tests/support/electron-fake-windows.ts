// Part of the one Electron fake (tests/support/electron-fake.ts, import from there): the event
// emitter with Electron's preventable Event, webContents (load, print, crash) and BrowserWindow
// (close / destroy sequence, visibility, overlay icon). Behaviour notes: electron-fake.ts header.

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

export const nextMacrotask = () => new Promise<void>((resolve) => setImmediate(resolve));

export class Emitter {
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

/** The renderer process and frames a navigation event names in its deprecated positional arguments. */
const FRAME_PROCESS_ID = 4;
const MAIN_FRAME_ROUTING_ID = 1;
const SUBFRAME_ROUTING_ID = 2;

/** A navigation event's details (WebContentsWillNavigateEventParams …): a preventable Event with the URL; frame "may be null". */
function navigationDetails(url: string, isMainFrame: boolean) {
  return Object.assign(fakeEvent(), { url, isSameDocument: false, isMainFrame, frame: null, initiator: null });
}

/** loadURL's rejection: the message, errno and code Electron gives it (web-contents.ts, _awaitNextLoad). */
function loadError(errno: number, code: string, url: string): Error {
  return Object.assign(new Error(`${code} (${errno}) loading '${url}'`), { errno, code, url });
}

export class FakeWebContents extends Emitter {
  readonly id = nextContentsId++;
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
  printers: { name: string; displayName: string; description: string; options: Record<string, string> }[] = [];
  printCalls: FakePrintCall[] = [];
  printOutcome: FakePrintOutcome = { success: true, failureReason: '' };
  /** The rendered size (CSS px) of the page's content (the ticket element), read through executeJavaScript. */
  documentSize = { width: 205, height: 400 };
  /**
   * The page's viewport (CSS px): the owning window's size, 800 × 600 unless given (electron.d.ts lines 3814
   * and 3989, BrowserWindowConstructorOptions height/width "Default is `600`" / "`800`").
   */
  viewport = { width: 800, height: 600 };
  /** When set, the next loadURL fails like a network error (did-fail-load + rejected promise). */
  loadFailure: { errorCode: number; errorDescription: string } | null = null;
  /** Server-side redirects the next loads meet: requested URL → the URL the server sends it to. */
  redirects = new Map<string, string>();
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
  /**
   * The page navigates one of its frames itself (a link, location.href, a form). Electron's navigation
   * throttle (shell/browser/electron_navigation_throttle.cc, WillStartRequest) emits 'will-navigate' only
   * for a renderer-initiated navigation of the main frame ("start navigation on the main frame",
   * electron.d.ts line 17229), then, unless that was prevented, 'will-frame-navigate' for any frame
   * ("in any frame", line 17206). True when either was prevented (the navigation is cancelled).
   */
  navigate(url: string, isMainFrame = true): boolean {
    if (isMainFrame && this.emitNavigation('will-navigate', url, isMainFrame)) return true;
    return this.emitNavigation('will-frame-navigate', url, isMainFrame);
  }
  /** A server redirect of a navigation the page started (any frame): 'will-redirect'; true when prevented. */
  redirect(url: string, isMainFrame = true): boolean {
    return this.emitNavigation('will-redirect', url, isMainFrame);
  }
  /**
   * What Electron 41 passes to a navigation listener. electron.d.ts declares Event<…EventParams> (url,
   * isSameDocument, isMainFrame, frame, initiator) first, then the deprecated positional url, isInPlace,
   * isMainFrame, frameProcessId, frameRoutingId for 'will-navigate' (line 17242) and 'will-redirect'
   * (line 17373); 'will-frame-navigate' is declared with the details only (line 17223). All three come from
   * the one WebContents::EmitNavigationEvent (shell/browser/api/electron_api_web_contents.cc), which
   * emits the details object and then `url, is_same_document, is_main_frame, frame_process_id,
   * frame_routing_id` for every navigation event: code reading the deprecated positional url gets the same
   * URL as details.url, in all three (deprecated is not removed).
   */
  private emitNavigation(event: 'will-navigate' | 'will-frame-navigate' | 'will-redirect', url: string, isMainFrame: boolean): boolean {
    const details = navigationDetails(url, isMainFrame);
    this.emitRaw(event, details, url, details.isSameDocument, isMainFrame, FRAME_PROCESS_ID, isMainFrame ? MAIN_FRAME_ROUTING_ID : SUBFRAME_ROUTING_ID);
    return details.defaultPrevented;
  }
  /** What the page's window.open(url) would get. */
  requestWindowOpen(url: string): { action: string } {
    if (!this.windowOpenHandler) throw new Error('no window open handler');
    return this.windowOpenHandler({ url });
  }
  async loadURL(url: string): Promise<void> {
    this.loadedUrls.push(url);
    // Chromium takes no URL longer than 2 MB (url/url_constants.h, kMaxURLChars): the load fails.
    const failure = url.length > 2 * 1024 * 1024 ? { errorCode: -300, errorDescription: 'ERR_INVALID_URL' } : this.loadFailure;
    await nextMacrotask();
    const target = this.redirects.get(url);
    if (target !== undefined) {
      // 'will-redirect' fires for every server redirect of a navigation, the app's own loadURL included
      // (electron.d.ts line 17364: "Emitted when a server side redirect occurs during navigation"), with
      // the details as an Event and the deprecated positional arguments after it (emitNavigation).
      if (this.emitNavigation('will-redirect', target, true)) {
        // "will prevent the navigation (not just the redirect)" (line 17370): it never commits, so no
        // did-finish-load, no did-fail-load and no 'ready-to-show'; only 'did-stop-loading', on which
        // loadURL rejects with ERR_FAILED (electron lib/browser/api/web-contents.ts, _awaitNextLoad's
        // stopLoadingListener).
        this.emitRaw('did-stop-loading');
        throw loadError(-2, 'ERR_FAILED', url);
      }
      this.loadedUrls.push(target);
    }
    if (failure) {
      this.emit('did-fail-load', failure.errorCode, failure.errorDescription, url, true);
      throw loadError(failure.errorCode, failure.errorDescription, url);
    }
    this.emitRaw('did-finish-load');
    const first = this.onFirstLoad;
    this.onFirstLoad = null;
    first?.();
  }
  /** Main → page (webContents.send): delivered to the preload's ipcRenderer.on listeners. */
  send(channel: string, ...args: unknown[]): void {
    if (this.destroyed) throw new Error('Object has been destroyed');
    FakeBrowserWindow.hooks.send(channel, args);
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
    // The root element's scroll size is at least the viewport in standards mode (CSSOM View, scrollWidth /
    // scrollHeight of the root element: "max(viewport width, scrolling area width)"); an element's own box
    // is its content.
    if (/documentElement\.scroll(Height|Width)/.test(code)) {
      return { width: Math.max(this.viewport.width, this.documentSize.width), height: Math.max(this.viewport.height, this.documentSize.height) };
    }
    if (/getBoundingClientRect/.test(code)) return { ...this.documentSize };
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
  static hooks: { printed: FakePrintedJob[]; onClosed(window: FakeBrowserWindow): void; send(channel: string, args: unknown[]): void } = {
    printed: [],
    onClosed: () => undefined,
    send: () => undefined,
  };
  /** Prepares the next window's page before its owner can load anything (a test's server redirects, failures). */
  static beforeNextLoad: ((contents: FakeWebContents) => void) | null = null;
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
  private overlay: { icon: unknown; description: string } | null = null;
  constructor(readonly options: Record<string, unknown> = {}) {
    super();
    this.webContents = new FakeWebContents(FakeBrowserWindow.hooks.printed);
    this.webContents.viewport = { width: Number(options.width ?? 800), height: Number(options.height ?? 600) };
    FakeBrowserWindow.beforeNextLoad?.(this.webContents);
    FakeBrowserWindow.beforeNextLoad = null;
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
    const wasVisible = this.visible;
    this.visible = true;
    this.minimized = false;
    if (!wasVisible) this.emitRaw('show');
  }
  /**
   * A hidden window has no taskbar button (Windows removes it; a new one comes with show()), so what was on
   * the button goes with it: the overlay set through setOverlayIcon "onto the current taskbar icon"
   * (electron.d.ts line 3336) and a flashFrame (line 2689) have nothing to appear on.
   */
  hide(): void {
    if (!this.visible) return;
    this.visible = false;
    this.overlay = null;
    this.flashing = false;
    this.emitRaw('hide');
  }
  /** What the taskbar shows of this window: nothing while it is hidden or skips the taskbar. */
  taskbarButton(): { overlay: { icon: unknown; description: string } | null; flashing: boolean } | null {
    if (!this.visible || this.options.skipTaskbar === true) return null;
    return { overlay: this.overlay, flashing: this.flashing };
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
    this.flashing = flag && this.taskbarButton() !== null;
  }
  setOverlayIcon(icon: unknown, description: string): void {
    this.overlayIcons.push({ icon, description });
    this.overlay = icon && this.taskbarButton() !== null ? { icon, description } : null;
  }
  /**
   * Windows shutdown, restart or sign-out: 'session-end' on the window, and "Once this event fires, there is
   * no way to prevent the session from ending" (electron.d.ts line 2366); no 'before-quit' or 'will-quit'.
   */
  endSession(reasons: string[] = ['shutdown']): void {
    this.emitRaw('session-end', Object.assign(fakeEvent(), { reasons }));
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

