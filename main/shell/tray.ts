// The tray icon keeps the app reachable while the window is hidden: open the panel, switch
// auto-print on or off, quit. Printing goes on while the window is hidden (docs/desktop.md).
import type { Menu as ElectronMenu, MenuItemConstructorOptions, NativeImage, Tray as ElectronTray } from 'electron';

export const TRAY_TEXT = {
  tooltip: 'Panel Comercio',
  open: 'Abrir Panel Comercio',
  autoPrint: 'Impresión automática',
  quit: 'Salir',
} as const;

export interface TrayDeps {
  Tray: new (image: NativeImage | string) => ElectronTray;
  Menu: { buildFromTemplate(template: MenuItemConstructorOptions[]): ElectronMenu };
  icon: NativeImage | string;
  openPanel(): void;
  autoPrint: { enabled(): boolean; set(enabled: boolean): void };
  quit(): void;
}

export interface TrayController {
  /** Rebuilds the menu (e.g. after auto-print was switched elsewhere). */
  refresh(): void;
  destroy(): void;
}

export function createTray(deps: TrayDeps): TrayController {
  const tray = new deps.Tray(deps.icon);
  tray.setToolTip(TRAY_TEXT.tooltip);
  const refresh = () => {
    tray.setContextMenu(
      deps.Menu.buildFromTemplate([
        { label: TRAY_TEXT.open, click: () => deps.openPanel() },
        {
          label: TRAY_TEXT.autoPrint,
          type: 'checkbox',
          checked: deps.autoPrint.enabled(),
          click: (item) => {
            deps.autoPrint.set(item.checked);
            refresh();
          },
        },
        { type: 'separator' },
        { label: TRAY_TEXT.quit, click: () => deps.quit() },
      ]),
    );
  };
  refresh();
  // Windows and Linux: a click on the icon opens the panel (macOS shows the menu).
  tray.on('click', () => deps.openPanel());
  return {
    refresh,
    destroy: () => {
      if (!tray.isDestroyed()) tray.destroy();
    },
  };
}
