// The desktop app once Electron is ready: one panel window, one IPC gateway, the printing service
// with the electron-store settings and Electron's printers, the updater, tray, notifications and the
// counter-PC behaviour (close to tray, start at login, no sleep while open, crash recovery). Each
// rule lives in the module it imports; this file only connects them to the real Electron objects.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, ipcMain, Menu, nativeImage, net, Notification, powerMonitor, powerSaveBlocker, session, shell, Tray } from 'electron';
import Store from 'electron-store';
import electronUpdater from 'electron-updater';
import { SYSTEM_RESUMED_MESSAGE, type DesktopState } from '@shared/ipc/contract';
import type { PrintingService } from '@shared/printing';
import { createBadge, OVERLAY_DOT_PNG_DATA_URL, type BadgeController } from './badge';
import type { DesktopConfig } from './config';
import { systemDefaultPrinter } from './default-printer';
import { createDispatcher } from './dispatch';
import { createElectronPrintAdapter } from './electron-print';
import { consoleLogger as log, createHandlers } from './handlers/index';
import { registerIpcGateway } from './ipc-gateway';
import { createNotifier } from './notifier';
import { isAllowedExternalUrl } from './origin';
import { applySessionPolicy, buildContentSecurityPolicy } from './security';
import { httpProxyOf, tunnelThrough } from './proxy-tunnel';
import { createPrintingService, defaultSharedPrintDir } from './services/printing/index';
import { createElectronSettingsStore } from './services/settings-store';
import { createUpdater } from './services/updater';
import { openStoreSafely } from './settings-file';
import { appMenuTemplate } from './shell/app-menu';
import { createAutoPrintSwitch } from './shell/auto-print-switch';
import { createQuitGate, hideOnClose } from './shell/close-to-tray';
import { watchRenderer } from './shell/crash-recovery';
import { createLoginItem } from './shell/login-item';
import { createServiceHoursBlocker } from './shell/power-save';
import { createTray, type TrayController } from './shell/tray';
import { createPanelWindow, PANEL_TITLE } from './window';

const STORE_NAME = 'panel-comercio';
const KEY_CLOSE_NOTICE = 'closeToTrayNoticeShown';

function createPrintWindow(contentSize: { width: number; height: number }): BrowserWindow {
  return new BrowserWindow({
    show: false,
    ...contentSize,
    useContentSize: true,
    // JavaScript only for main's measurement of the ticket (executeJavaScript); the page itself
    // carries a CSP that forbids scripts (main/electron-print.ts).
    webPreferences: { sandbox: true, contextIsolation: true, nodeIntegration: false, javascript: true, partition: 'print-ticket' },
  });
}

/**
 * The tray icon. Windows: the .ico, whose 16/24/32 px images Windows picks by the screen's scale (a 512 px PNG
 * scaled down is blurry). macOS and Linux: the 32 px PNG at menu-bar size.
 */
function trayIcon(appPath: string) {
  if (process.platform === 'win32') return nativeImage.createFromPath(path.join(appPath, 'assets', 'icons', 'icon.ico'));
  const image = nativeImage.createFromPath(path.join(appPath, 'assets', 'icons', 'linux', '32x32.png'));
  const size = process.platform === 'linux' ? 22 : 16;
  return image.isEmpty() ? image : image.resize({ width: size, height: size });
}

export interface DesktopApp {
  printing: PrintingService;
  state(): DesktopState;
}

export async function startDesktopApp(config: DesktopConfig): Promise<DesktopApp> {
  const here = path.dirname(fileURLToPath(import.meta.url)); // dist/main
  const preloadPath = path.join(here, '..', 'preload', 'index.cjs');
  const iconPath = path.join(app.getAppPath(), 'assets', 'icons', 'icon.png');
  const gate = createQuitGate(app);
  const warnings: string[] = [];
  let panel: BrowserWindow | null = null;
  let badge: BadgeController | null = null;
  let tray: TrayController | null = null;

  applySessionPolicy(session.defaultSession, buildContentSecurityPolicy(config), config.panelOrigin);

  const userData = app.getPath('userData');
  const opened = openStoreSafely(() => new Store({ name: STORE_NAME }), path.join(userData, `${STORE_NAME}.json`));
  const store = opened.store;
  if (opened.warning) {
    warnings.push(opened.warning);
    log.warn(`[desktop] ${opened.warning} (copia: ${opened.movedTo})`);
  }

  // A connection problem of auto-print, told once per hour in a notification as well as in Ajustes.
  const warnedAt = new Map<string, number>();
  const warnOnce = (message: string) => {
    const last = warnedAt.get(message) ?? 0;
    if (Date.now() - last < 60 * 60_000) return;
    warnedAt.set(message, Date.now());
    void notifier.notify({ title: 'Impresión automática', body: message });
  };

  const focusPanel = () => {
    if (!panel || panel.isDestroyed()) return openPanel();
    if (panel.isMinimized()) panel.restore();
    panel.show();
    panel.focus();
  };
  const openExternal = async (url: string): Promise<void> => {
    const allow = { ownOrigins: [config.panelOrigin, config.serverOrigin], helpOrigins: config.helpOrigin ? [config.helpOrigin] : [] };
    if (isAllowedExternalUrl(url, allow)) await shell.openExternal(url);
    else log.warn(`[desktop] enlace externo bloqueado: ${url}`);
  };

  const settingsStore = createElectronSettingsStore(store);
  const service = createPrintingService({
    dataDir: userData,
    // Shared with the print agents of this PC: one printer owner, one job ledger (docs/printing.md).
    sharedDir: defaultSharedPrintDir(),
    logger: (message) => log.info(`[impresión] ${message}`),
    // Chromium's network stack: the certificates and proxy of the OS, like the panel itself.
    fetch: ((input, init) => net.fetch(input as string | Request, init)) as typeof fetch,
    onConnectionProblem: (message) => {
      if (message) warnOnce(message);
    },
    // Its live channel (Node's ws) through the proxy Chromium uses for that address, if any.
    liveSocketOptions: async (url) => {
      const proxy = httpProxyOf(await session.defaultSession.resolveProxy(url.replace(/^ws/, 'http')));
      return proxy ? { createConnection: tunnelThrough(proxy, url.startsWith('wss:')) } : undefined;
    },
    settingsStore,
    electron: createElectronPrintAdapter({
      getPanelContents: () => (panel && !panel.isDestroyed() ? panel.webContents : null),
      createPrintWindow,
      systemDefaultPrinter: () => systemDefaultPrinter(),
      paperWidthFor: async (deviceName) => {
        const settings = await settingsStore.get();
        const slot = Object.values(settings).find((printer) => printer.printer?.kind === 'system' && printer.printer.name === deviceName);
        return slot?.paperWidthMm ?? null;
      },
      log: (message) => log.warn(message),
    }),
  });
  const autoPrint = createAutoPrintSwitch(service, store, (message) => log.info(message));
  const printing = autoPrint.service;
  const notifier = createNotifier(Notification, focusPanel, iconPath);
  const loginItem = createLoginItem(app);
  const blocker = createServiceHoursBlocker(powerSaveBlocker);

  const updater = createUpdater({
    autoUpdater: () => electronUpdater.autoUpdater,
    // The installed app checks only the feed baked into it (https, main/services/updater.ts).
    feedUrl: app.isPackaged ? config.bakedUpdateUrl : config.updateUrl,
    currentVersion: app.getVersion(),
    isPackaged: app.isPackaged,
    log,
    isIdle: async () => (await service.pendingJobs()) === 0 && (await service.getStatus()).every((printer) => printer.pendingJobs === 0),
    beforeInstall: () => gate.allowQuit(),
    onUpdateDownloaded: (version) =>
      void notifier.notify({ title: 'Actualización lista', body: `La versión ${version} está lista. Usa "Reiniciar para actualizar" en el panel.` }),
  });

  const state = (): DesktopState => ({
    update: updater.state(),
    startAtLogin: loginItem.enabled(),
    startAtLoginSupported: loginItem.supported,
    warnings: [...warnings],
  });

  const handlers = createHandlers(printing, {
    info: () => ({ platform: process.platform, isDesktop: true, agent: false, version: app.getVersion() }),
    updater,
    notifier,
    shell: { openExternal },
    badge: { setCount: (count) => badge?.setCount(count) },
    desktop: {
      state,
      restartToUpdate: async () => {
        await updater.requestRestart();
        return state();
      },
      setStartAtLogin: async (enabled) => {
        loginItem.set(enabled);
        return state();
      },
      setCommerceOpen: (open) => {
        blocker.setCommerceOpen(open);
        updater.setCommerceOpen(open);
      },
    },
  });
  const unregister = registerIpcGateway({ ipcMain, panelOrigin: config.panelOrigin, dispatch: createDispatcher(handlers, log), log });

  function openPanel(): void {
    const startHidden = panel === null && loginItem.startedAtLogin();
    const { window, reload } = createPanelWindow({
      panelUrl: config.panelUrl,
      panelOrigin: config.panelOrigin,
      preloadPath,
      iconPath,
      openExternal,
      startHidden,
      devTools: !app.isPackaged,
    });
    panel = window;
    badge = createBadge(
      window,
      { app, overlayImage: () => nativeImage.createFromDataURL(OVERLAY_DOT_PNG_DATA_URL), onCount: (count) => tray?.setCount(count) },
      PANEL_TITLE,
    );
    // Windows shutdown, restart or sign-out: no 'before-quit' / 'will-quit' comes, and it cannot be delayed.
    window.on('session-end', () => void shutDown());
    hideOnClose(window, {
      gate,
      noticeShown: () => store.get(KEY_CLOSE_NOTICE) === true,
      markNoticeShown: () => store.set(KEY_CLOSE_NOTICE, true),
      notify: (notice) => void notifier.notify(notice),
    });
    watchRenderer(window, { reload, log });
    window.on('closed', () => {
      if (panel === window) {
        panel = null;
        badge = null;
      }
    });
  }

  let shuttingDown: Promise<void> | null = null;
  function shutDown(): Promise<void> {
    shuttingDown ??= (async () => {
      unregister();
      updater.stop();
      blocker.stop();
      tray?.destroy();
      // The ledger and the printer-owner lock are written and released here.
      await printing.close();
    })();
    return shuttingDown;
  }

  // The installed app: a Spanish menu without reload, DevTools or quit (main/shell/app-menu.ts).
  if (app.isPackaged) Menu.setApplicationMenu(Menu.buildFromTemplate(appMenuTemplate(process.platform, { hideWindow: () => panel?.hide() })));
  openPanel();
  tray = createTray({
    Tray,
    Menu,
    icon: trayIcon(app.getAppPath()),
    openPanel: focusPanel,
    autoPrint: {
      enabled: autoPrint.enabled,
      set: (enabled) => void autoPrint.set(enabled).catch((error: unknown) => log.error('[impresión] no se pudo cambiar la impresión automática', error)),
    },
    quit: () => app.quit(),
  });
  if (warnings.length > 0) void notifier.notify({ title: 'Panel Comercio', body: warnings.join('\n') });

  app.on('second-instance', focusPanel);
  app.on('activate', focusPanel);
  // The window only hides; when it is gone for another reason the app stays in the tray.
  app.on('window-all-closed', () => undefined);
  app.on('will-quit', () => void shutDown());
  // After a sleep the panel's sockets can be dead without a close event, and with background throttling off
  // 'visibilitychange' does not fire: the preload turns this into the 'online' the panel reconnects on.
  powerMonitor.on('resume', () => {
    log.info('[desktop] la computadora despertó; el panel se reconecta');
    if (panel && !panel.isDestroyed()) panel.webContents.send(SYSTEM_RESUMED_MESSAGE);
    service.wakeAutoPrint();
  });
  log.info(`[desktop] panel ${config.panelUrl}`);
  void updater.start();
  return { printing, state };
}
