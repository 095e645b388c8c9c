// The panel window: sandboxed, isolated, never throttled in the background (orders must ring and
// print while minimised), and locked to the panel origin. A load that fails, or a panel address that
// redirects out of its origin, shows a Spanish page with what happened and retries (load-error-page.ts).
import { BrowserWindow, type BrowserWindowConstructorOptions, type WebContents } from 'electron';
import { loadErrorPageUrl, type LoadProblem } from './load-error-page';
import { isHttpUrl, isSameOrigin } from './origin';

export interface PanelWindowConfig {
  panelUrl: string;
  panelOrigin: string;
  preloadPath: string;
  iconPath?: string;
  openExternal(url: string): Promise<void>;
  /** Started by the OS at login: stay in the tray until the cashier opens it. */
  startHidden?: boolean;
  /** False in the installed app: no DevTools on the panel origin (session token, window.desktop). */
  devTools?: boolean;
}

export const PANEL_TITLE = 'Panel Comercio';
export const FIRST_RETRY_MS = 5_000;
export const MAX_RETRY_MS = 60_000;
/** Chromium's ERR_ABORTED: a navigation we cancelled ourselves, not a network failure. */
const ERR_ABORTED = -3;

export function panelWindowOptions(config: Pick<PanelWindowConfig, 'preloadPath' | 'iconPath' | 'devTools'>): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 800,
    minWidth: 390,
    minHeight: 600,
    show: false,
    title: PANEL_TITLE,
    backgroundColor: '#ffffff',
    autoHideMenuBar: true,
    ...(config.iconPath ? { icon: config.iconPath } : {}),
    webPreferences: {
      preload: config.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      backgroundThrottling: false,
      autoplayPolicy: 'no-user-gesture-required',
      spellcheck: false,
      devTools: config.devTools ?? true,
    },
  };
}

interface NavigationDetails {
  url: string;
  isMainFrame?: boolean;
  preventDefault(): void;
}

/**
 * In-window navigation may only stay on the panel origin. External http(s) links (WhatsApp support,
 * help centre, the public menu) open in the system browser; every other scheme is dropped. A redirect
 * of the app's own load out of the origin is cancelled too, and reported (onOwnLoadRedirect), since
 * cancelling it ends that load without any 'did-fail-load'.
 */
export function lockNavigation(
  contents: WebContents,
  panelOrigin: string,
  openExternal: (url: string) => Promise<void>,
  ownLoad: { pending(): boolean; onRedirectOut(url: string): void } = { pending: () => false, onRedirectOut: () => undefined },
): void {
  const openOutside = (url: string) => {
    if (isHttpUrl(url)) void openExternal(url).catch(() => undefined);
  };
  contents.on('will-navigate', (details: NavigationDetails) => {
    if (isSameOrigin(details.url, panelOrigin)) return;
    details.preventDefault();
    openOutside(details.url);
  });
  contents.on('will-redirect', (details: NavigationDetails) => {
    if (isSameOrigin(details.url, panelOrigin)) return;
    details.preventDefault();
    if (details.isMainFrame !== false && ownLoad.pending()) ownLoad.onRedirectOut(details.url);
    else openOutside(details.url);
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    openOutside(url);
    return { action: 'deny' };
  });
}

export interface PanelWindow {
  window: BrowserWindow;
  /** Loads the panel again (after a crash, a wake-up); a failure shows the error page and retries. */
  reload(): void;
}

export function createPanelWindow(config: PanelWindowConfig): PanelWindow {
  const window = new BrowserWindow(panelWindowOptions(config));
  let loading = false;
  let redirectedTo: string | null = null;
  let retryDelay = FIRST_RETRY_MS;
  let retry: ReturnType<typeof setTimeout> | null = null;

  const fail = (problem: LoadProblem) => {
    if (window.isDestroyed()) return;
    void window.loadURL(loadErrorPageUrl(problem, config.panelUrl)).catch(() => undefined);
    if (!window.isVisible() && !config.startHidden) window.show();
    if (retry) clearTimeout(retry);
    // A counter PC often boots before the server is reachable: keep retrying, more slowly each time.
    retry = setTimeout(() => {
      retry = null;
      load();
    }, retryDelay);
    retryDelay = Math.min(MAX_RETRY_MS, retryDelay * 2);
  };
  const load = () => {
    if (window.isDestroyed()) return;
    loading = true;
    redirectedTo = null;
    let failure: LoadProblem | null = null;
    const onFail = (_event: unknown, errorCode: number, errorDescription: string, _url: string, isMainFrame: boolean) => {
      if (isMainFrame && errorCode !== ERR_ABORTED) failure = { errorCode, errorDescription };
    };
    window.webContents.on('did-fail-load', onFail);
    window.loadURL(config.panelUrl).then(
      () => {
        loading = false;
        window.webContents.off('did-fail-load', onFail);
        retryDelay = FIRST_RETRY_MS;
      },
      (error: unknown) => {
        loading = false;
        window.webContents.off('did-fail-load', onFail);
        const reason = error as { errno?: number; code?: string };
        fail(redirectedTo ? { redirectedTo } : (failure ?? { errorCode: reason.errno, errorDescription: reason.code ?? (error instanceof Error ? error.message : String(error)) }));
      },
    );
  };

  lockNavigation(window.webContents, config.panelOrigin, config.openExternal, {
    pending: () => loading,
    onRedirectOut: (url) => void (redirectedTo = url),
  });
  if (!config.startHidden) window.once('ready-to-show', () => window.show());
  // A navigation of the page itself (the «Reintentar» link, a reload) that fails: the same page and retry.
  window.webContents.on('did-fail-load', (_event, errorCode, errorDescription, url, isMainFrame) => {
    if (!isMainFrame || errorCode === ERR_ABORTED || loading || url.startsWith('data:')) return;
    fail({ errorCode, errorDescription });
  });
  window.on('closed', () => {
    if (retry) clearTimeout(retry);
  });
  load();
  return { window, reload: load };
}
