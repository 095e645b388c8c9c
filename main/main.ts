// Electron entry: one panel window, one IPC gateway, the printing service with the electron-store
// settings and Electron's printers, the updater and notifications. Everything testable lives in the
// modules it wires; this file only connects them to the real Electron objects.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, ipcMain, Notification, session, shell } from 'electron';
import Store from 'electron-store';
import electronUpdater from 'electron-updater';
import { createBadge, type BadgeController } from './badge';
import { readDesktopConfig } from './config';
import { createDispatcher } from './dispatch';
import { createElectronPrintAdapter } from './electron-print';
import { consoleLogger as log, createHandlers } from './handlers/index';
import { registerIpcGateway } from './ipc-gateway';
import { createNotifier } from './notifier';
import { isHttpUrl } from './origin';
import { applySessionPolicy, buildContentSecurityPolicy } from './security';
import { initMainSentry } from './sentry';
import { createPrintingService } from './services/printing/index';
import { createElectronSettingsStore } from './services/settings-store';
import { createUpdater } from './services/updater';
import { createPanelWindow, PANEL_TITLE } from './window';

const here = path.dirname(fileURLToPath(import.meta.url)); // dist/main
const preloadPath = path.join(here, '..', 'preload', 'index.cjs');
const iconPath = path.join(app.getAppPath(), 'assets', 'icons', 'icon.png');
const config = readDesktopConfig();

let panel: BrowserWindow | null = null;
let badge: BadgeController | null = null;

function focusPanel(): void {
  if (!panel || panel.isDestroyed()) return;
  if (panel.isMinimized()) panel.restore();
  panel.show();
  panel.focus();
}

const openExternal = async (url: string): Promise<void> => {
  if (isHttpUrl(url) || url.startsWith('mailto:')) await shell.openExternal(url);
};

function createPrintWindow(): BrowserWindow {
  return new BrowserWindow({
    show: false,
    webPreferences: { sandbox: true, contextIsolation: true, nodeIntegration: false, javascript: false, partition: 'print-ticket' },
  });
}

async function start(): Promise<void> {
  applySessionPolicy(session.defaultSession, buildContentSecurityPolicy(config));

  const store = new Store({ name: 'panel-comercio' });
  const printing = createPrintingService({
    dataDir: app.getPath('userData'),
    logger: (message) => log.info(`[impresión] ${message}`),
    settingsStore: createElectronSettingsStore(store),
    electron: createElectronPrintAdapter(() => (panel && !panel.isDestroyed() ? panel.webContents : null), createPrintWindow),
  });
  const notifier = createNotifier(Notification, focusPanel, iconPath);
  const updater = createUpdater({
    autoUpdater: electronUpdater.autoUpdater,
    feedUrl: config.updateUrl ?? (typeof store.get('updateUrl') === 'string' ? String(store.get('updateUrl')) : null),
    currentVersion: app.getVersion(),
    isPackaged: app.isPackaged,
    log,
    onUpdateDownloaded: (version) =>
      notifier.notify({ title: 'Actualización lista', body: `La versión ${version} se instalará al cerrar la aplicación.` }),
  });

  const handlers = createHandlers(printing, {
    info: () => ({ platform: process.platform, isDesktop: true, agent: false, version: app.getVersion() }),
    updater,
    notifier,
    shell: { openExternal },
    badge: { setCount: (count) => badge?.setCount(count) },
  });
  const unregister = registerIpcGateway({ ipcMain, panelOrigin: config.panelOrigin, dispatch: createDispatcher(handlers, log), log });

  const openPanel = () => {
    panel = createPanelWindow({ panelUrl: config.panelUrl, panelOrigin: config.panelOrigin, preloadPath, iconPath, openExternal });
    badge = createBadge(panel, app, PANEL_TITLE);
    panel.on('closed', () => {
      panel = null;
      badge = null;
    });
  };
  openPanel();
  app.on('activate', () => {
    if (!panel) openPanel();
  });
  app.on('will-quit', () => {
    unregister();
    void printing.close();
  });
  log.info(`[desktop] panel ${config.panelUrl}`);
  void updater.start();
}

if (!app.requestSingleInstanceLock()) {
  // A second launch only brings the running panel forward (see 'second-instance').
  app.quit();
} else {
  app.on('second-instance', focusPanel);
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  await initMainSentry(config.sentryDsn, app.getVersion(), log);
  await app.whenReady();
  await start();
}
