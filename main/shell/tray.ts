// The tray icon keeps the app reachable while the window is hidden: open the panel, switch
// auto-print on or off, quit. Printing goes on while the window is hidden (docs/desktop.md).
import { overlayDescription } from '../badge';
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
  /**
   * New orders: in the tooltip and at the top of the menu. A window hidden in the tray has no taskbar button,
   * so the overlay badge and the flash are not seen; the tray icon is.
   */
  setCount(count: number): void;
  destroy(): void;
}

export function createTray(deps: TrayDeps): TrayController {
  const tray = new deps.Tray(deps.icon);
  tray.setToolTip(TRAY_TEXT.tooltip);
  let count = 0;
  const refresh = () => {
    tray.setContextMenu(
      deps.Menu.buildFromTemplate([
        ...(count > 0 ? [{ label: overlayDescription(count), click: () => deps.openPanel() }, { type: 'separator' as const }] : []),
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
    setCount(next) {
      if (tray.isDestroyed() || next === count) return;
      count = next;
      tray.setToolTip(count > 0 ? `${TRAY_TEXT.tooltip}: ${overlayDescription(count)}` : TRAY_TEXT.tooltip);
      // macOS shows text beside the menu-bar icon.
      if (process.platform === 'darwin') tray.setTitle(count > 0 ? String(count) : '');
      refresh();
    },
    destroy: () => {
      if (!tray.isDestroyed()) tray.destroy();
    },
  };
}
