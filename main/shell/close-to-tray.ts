// Closing the window hides it: auto-print, notifications and the updater keep running in the tray.
// Only "Salir" (tray), the OS shutting down or an update install end the app. The first time, a
// notification explains where the app went.
export const CLOSE_TO_TRAY_NOTICE = {
  title: 'Panel Comercio sigue abierto',
  body: 'La impresión automática sigue funcionando. Para abrir el panel o salir, usa el icono de Panel Comercio junto al reloj.',
} as const;

export interface QuitGate {
  /** True once the app is really quitting (before-quit, update install). */
  isQuitting(): boolean;
  allowQuit(): void;
}

export function createQuitGate(app: { on(event: 'before-quit', listener: () => void): unknown }): QuitGate {
  let quitting = false;
  app.on('before-quit', () => {
    quitting = true;
  });
  return { isQuitting: () => quitting, allowQuit: () => void (quitting = true) };
}

export interface CloseToTrayDeps {
  gate: QuitGate;
  noticeShown(): boolean;
  markNoticeShown(): void;
  notify(notice: { title: string; body: string }): void;
}

export function hideOnClose(window: { on(event: 'close', listener: (event: { preventDefault(): void }) => void): unknown; hide(): void }, deps: CloseToTrayDeps): void {
  window.on('close', (event) => {
    if (deps.gate.isQuitting()) return;
    event.preventDefault();
    window.hide();
    if (!deps.noticeShown()) {
      deps.markNoticeShown();
      deps.notify(CLOSE_TO_TRAY_NOTICE);
    }
  });
}
