// The panel window: sandboxed, isolated, never throttled in the background (orders must ring and
// print while minimised), and locked to the panel origin.
import { BrowserWindow, type BrowserWindowConstructorOptions, type WebContents } from 'electron';
import { isHttpUrl, isSameOrigin } from './origin';

export interface PanelWindowConfig {
  panelUrl: string;
  panelOrigin: string;
  preloadPath: string;
  iconPath?: string;
  openExternal(url: string): Promise<void>;
  /** Started by the OS at login: stay in the tray until the cashier opens it. */
  startHidden?: boolean;
}

export const PANEL_TITLE = 'Panel Comercio';
const RELOAD_AFTER_FAILURE_MS = 5_000;
/** Chromium's ERR_ABORTED: a navigation we cancelled ourselves, not a network failure. */
const ERR_ABORTED = -3;

export function panelWindowOptions(config: Pick<PanelWindowConfig, 'preloadPath' | 'iconPath'>): BrowserWindowConstructorOptions {
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
    },
  };
}

/**
 * In-window navigation may only stay on the panel origin. External http(s) links (WhatsApp support,
 * help centre, the public menu) open in the system browser; every other scheme is dropped.
 */
export function lockNavigation(contents: WebContents, panelOrigin: string, openExternal: (url: string) => Promise<void>): void {
  const openOutside = (url: string) => {
    if (isHttpUrl(url)) void openExternal(url).catch(() => undefined);
  };
  const guard = (event: { preventDefault(): void }, url: string) => {
    if (isSameOrigin(url, panelOrigin)) return;
    event.preventDefault();
    openOutside(url);
  };
  contents.on('will-navigate', guard);
  contents.on('will-redirect', guard);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    openOutside(url);
    return { action: 'deny' };
  });
}

export function createPanelWindow(config: PanelWindowConfig): BrowserWindow {
  const window = new BrowserWindow(panelWindowOptions(config));
  lockNavigation(window.webContents, config.panelOrigin, config.openExternal);
  if (!config.startHidden) window.once('ready-to-show', () => window.show());
  // A counter PC often boots before the server is reachable: keep retrying instead of a blank window.
  window.webContents.on('did-fail-load', (_event, errorCode, _description, _url, isMainFrame) => {
    if (!isMainFrame || errorCode === ERR_ABORTED) return;
    setTimeout(() => {
      if (!window.isDestroyed()) void window.loadURL(config.panelUrl).catch(() => undefined);
    }, RELOAD_AFTER_FAILURE_MS);
    if (!window.isVisible() && !config.startHidden) window.show();
  });
  void window.loadURL(config.panelUrl).catch(() => undefined);
  return window;
}
