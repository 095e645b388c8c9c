// Electron entry. Electron emits 'ready' only after this module has finished evaluating, so nothing
// here may wait for it at the top level (an ESM top-level `await app.whenReady()` never resolves:
// electron/electron#40719). Start-up runs from whenReady().then(…); any failure shows a Spanish
// dialog and exits (main/startup-error.ts). The wiring itself is main/desktop-app.ts.
import * as SentryMain from '@sentry/electron/main';
import { app, dialog } from 'electron';
import { readDesktopConfig } from './config';
import { startDesktopApp } from './desktop-app';
import { consoleLogger as log } from './handlers/index';
import { initMainSentry } from './sentry';
import { failStartup } from './startup-error';
import { trustSystemCertificates } from './system-certificates';

/** Windows groups the taskbar button and routes notifications by this id (same as electron-builder's appId). */
export const APP_USER_MODEL_ID = 'mx.panelcomercio.desktop';
/** The COM class Windows activates for a click on this app's toasts (Action Center included). */
export const TOAST_ACTIVATOR_CLSID = '{6F0B5E43-8C1D-4A57-9E2A-3B7D41C9F0A8}';

// On Linux a dialog shown before 'ready' only reaches stderr: wait for it (it still comes, since
// nothing here blocks the module's evaluation).
const fail = (error: unknown) => {
  if (app.isReady()) failStartup({ dialog, app, log }, error);
  else void app.whenReady().then(() => failStartup({ dialog, app, log }, error));
};

try {
  if (process.platform === 'win32') {
    app.setAppUserModelId(APP_USER_MODEL_ID);
    // A fixed one: Electron writes it into the Start-menu shortcut, and a random one per run (its default)
    // would rewrite the shortcut NSIS made at every start (electron.d.ts, setToastActivatorCLSID).
    app.setToastActivatorCLSID(TOAST_ACTIVATOR_CLSID);
  }
  if (!app.requestSingleInstanceLock()) {
    // A second launch only brings the running panel forward (see 'second-instance').
    app.quit();
  } else {
    const config = readDesktopConfig();
    // The live channel of auto-print trusts what the OS trusts (antivirus and proxy roots included).
    trustSystemCertificates(undefined, (message) => log.warn(message));
    // Before 'ready', or the SDK refuses to start (main/sentry.ts).
    initMainSentry(SentryMain, config.sentryDsn, app.getVersion(), log);
    void app
      .whenReady()
      .then(() => startDesktopApp(config))
      .catch(fail);
  }
} catch (error) {
  fail(error);
}
