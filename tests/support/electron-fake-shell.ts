// Part of the one Electron fake (tests/support/electron-fake.ts, import from there): nativeImage, Menu (with
// Electron's default menu) and Tray.
import { Emitter } from './electron-fake-windows';

export interface FakeNativeImage {
  path: string;
  size: { width: number; height: number } | null;
  isEmpty(): boolean;
  resize(options: { width?: number; height?: number }): FakeNativeImage;
}

function fakeImage(path: string, empty: boolean, size: FakeNativeImage['size'] = null): FakeNativeImage {
  return {
    path,
    size,
    isEmpty: () => empty,
    resize: ({ width = 0, height = 0 }) => fakeImage(path, empty, { width, height }),
  };
}

export const nativeImage = {
  createFromPath: (path: string): FakeNativeImage => fakeImage(path, false),
  createFromDataURL: (dataUrl: string): FakeNativeImage => fakeImage(dataUrl, !dataUrl.startsWith('data:image/')),
  createEmpty: (): FakeNativeImage => fakeImage('', true),
};

export interface FakeMenuItem {
  label?: string;
  type?: string;
  role?: string;
  accelerator?: string;
  checked?: boolean;
  enabled?: boolean;
  submenu?: FakeMenuItem[];
  click?: (...args: unknown[]) => unknown;
}

/**
 * The menu Electron sets by itself at 'will-finish-launching' (before 'ready') when the app has set none
 * (electron lib/browser/init.ts and default-menu.ts; "The default menu will be created automatically if the
 * app does not set one", electron.d.ts line 9444): File → Exit (role quit), View → Reload, Force Reload,
 * Toggle Developer Tools (Ctrl+Shift+I), in English (lib/browser/api/menu-item-roles.ts).
 */
export const ELECTRON_DEFAULT_MENU: FakeMenuItem[] = [
  { label: 'File', submenu: [{ role: 'quit', label: 'Exit' }] },
  { label: 'Edit', submenu: ['undo', 'redo', 'cut', 'copy', 'paste', 'delete', 'selectAll'].map((role) => ({ role })) },
  { label: 'View', submenu: [{ role: 'reload', accelerator: 'CmdOrCtrl+R' }, { role: 'forceReload' }, { role: 'toggleDevTools', accelerator: 'Ctrl+Shift+I' }, { role: 'resetZoom' }, { role: 'zoomIn' }, { role: 'zoomOut' }, { role: 'togglefullscreen' }] },
  { label: 'Window', submenu: [{ role: 'minimize' }, { role: 'zoom' }, { role: 'close' }] },
];

/** Every item of a menu, submenus included. */
export function menuItems(items: readonly FakeMenuItem[]): FakeMenuItem[] {
  return items.flatMap((item) => [item, ...menuItems(item.submenu ?? [])]);
}

export class FakeMenu {
  /** Set by createElectronFake: where the application menu lives (its state). */
  static hooks: { set(menu: FakeMenu | null): void; get(): FakeMenu | null } = { set: () => undefined, get: () => null };
  static lastBuilt: FakeMenu | null = null;
  constructor(readonly items: FakeMenuItem[]) {}
  static buildFromTemplate(items: FakeMenuItem[]): FakeMenu {
    FakeMenu.lastBuilt = new FakeMenu(items.map((item) => ({ ...item, ...(item.submenu ? { submenu: item.submenu.map((sub) => ({ ...sub })) } : {}) })));
    return FakeMenu.lastBuilt;
  }
  static setApplicationMenu(menu: FakeMenu | null): void {
    FakeMenu.hooks.set(menu);
  }
  static getApplicationMenu(): FakeMenu | null {
    return FakeMenu.hooks.get();
  }
  /** Clicks the item with that label, as Electron would (menuItem, window, event). */
  click(label: string): void {
    const item = this.items.find((candidate) => candidate.label === label);
    if (!item?.click) throw new Error(`no menu item '${label}'`);
    if (item.type === 'checkbox') item.checked = !item.checked;
    item.click(item, undefined, {});
  }
}

export class FakeTray extends Emitter {
  static instances: FakeTray[] = [];
  menu: FakeMenu | null = null;
  tooltip = '';
  title = '';
  destroyed = false;
  constructor(readonly image: unknown) {
    super();
    FakeTray.instances.push(this);
  }
  setContextMenu(menu: FakeMenu | null): void {
    this.menu = menu;
  }
  setToolTip(tooltip: string): void {
    this.tooltip = tooltip;
  }
  setTitle(title: string): void {
    this.title = title;
  }
  destroy(): void {
    this.destroyed = true;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
}
