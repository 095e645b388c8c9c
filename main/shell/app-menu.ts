// The installed app's menu, in place of Electron's default one (File → Exit, View → Reload / Toggle Developer
// Tools, in English): editing and zoom only. No reload (a half-typed form would be lost), no DevTools (the panel
// origin holds the session token and window.desktop), no quit (it would stop auto-print: «Salir» is in the tray).
// Closing the window hides it to the tray. `npm run desktop` keeps Electron's default menu for development.
import type { MenuItemConstructorOptions } from 'electron';

export interface AppMenuActions {
  /** Hide the panel window to the tray (what closing it does). */
  hideWindow(): void;
}

export function appMenuTemplate(platform: NodeJS.Platform, actions: AppMenuActions): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin';
  const appMenu: MenuItemConstructorOptions = {
    label: 'Panel Comercio',
    submenu: [
      { role: 'about', label: 'Acerca de Panel Comercio' },
      { type: 'separator' },
      { role: 'hide', label: 'Ocultar Panel Comercio' },
      { role: 'hideOthers', label: 'Ocultar otras' },
      { role: 'unhide', label: 'Mostrar todas' },
    ],
  };
  return [
    ...(mac ? [appMenu] : []),
    {
      label: 'Editar',
      submenu: [
        { role: 'undo', label: 'Deshacer' },
        { role: 'redo', label: 'Rehacer' },
        { type: 'separator' },
        { role: 'cut', label: 'Cortar' },
        { role: 'copy', label: 'Copiar' },
        { role: 'paste', label: 'Pegar' },
        { role: 'selectAll', label: 'Seleccionar todo' },
      ],
    },
    {
      label: 'Ver',
      submenu: [
        { role: 'resetZoom', label: 'Tamaño original' },
        { role: 'zoomIn', label: 'Acercar' },
        { role: 'zoomOut', label: 'Alejar' },
        { type: 'separator' },
        { role: 'togglefullscreen', label: 'Pantalla completa' },
      ],
    },
    {
      label: 'Ventana',
      submenu: [
        { role: 'minimize', label: 'Minimizar' },
        { label: 'Cerrar ventana (sigue en la bandeja)', accelerator: 'CmdOrCtrl+W', click: () => actions.hideWindow() },
      ],
    },
  ];
}
