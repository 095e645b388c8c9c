// New-order count in the window title ("(3) Panel Comercio"), the taskbar / dock badge and a taskbar
// flash when the window is in the background, so a cashier sees pending orders from across the room.
// Windows has no app badge (app.setBadgeCount does nothing there): it gets an overlay icon on the
// taskbar button instead; macOS and Linux (Unity launchers) use app.setBadgeCount.
import type { App, BrowserWindow, NativeImage } from 'electron';

export interface BadgeController {
  setCount(count: number): void;
}

/** A red dot with a white ring, 32 × 32 PNG (drawn once; the count is in the description and the title). */
export const OVERLAY_DOT_PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAYAAABzenr0AAAAeElEQVR42u2XQQ7AIAgEfY///0RfVe9NS8F0YZpA4tUZOeAyxp/qdFYJVCJzd+Exp3k+k4iC30S24VGwJZIOD0so4G4JJdwlgRFQwa8S6a83u5AFf+xCC7RAC2AEygZR+Sju3xARSBCRDBFKEbEcsZggVjPEcqquBXb5kFo51fnkAAAAAElFTkSuQmCC';

export function titleWithCount(pageTitle: string, count: number): string {
  return count > 0 ? `(${count}) ${pageTitle}` : pageTitle;
}

export function overlayDescription(count: number): string {
  return count === 1 ? '1 pedido nuevo' : `${count} pedidos nuevos`;
}

export interface BadgeDeps {
  app: Pick<App, 'setBadgeCount'>;
  platform?: NodeJS.Platform;
  /** Builds the overlay image (nativeImage.createFromDataURL in the app). */
  overlayImage?: () => NativeImage;
  /** The count, for the tray (seen while the window is hidden). */
  onCount?: (count: number) => void;
}

export function createBadge(window: BrowserWindow, deps: BadgeDeps, initialTitle: string): BadgeController {
  const platform = deps.platform ?? process.platform;
  let pageTitle = initialTitle;
  let count = 0;
  let overlay: NativeImage | null = null;
  const render = () => {
    if (!window.isDestroyed()) window.setTitle(titleWithCount(pageTitle, count));
  };
  // The page may change document.title on its own; keep its text and re-apply our count.
  window.on('page-title-updated', (event, title) => {
    event.preventDefault();
    pageTitle = title.replace(/^\(\d+\)\s*/, '') || initialTitle;
    render();
  });
  const applyOverlay = () => {
    if (window.isDestroyed() || !deps.overlayImage) return;
    overlay ??= deps.overlayImage();
    window.setOverlayIcon(count > 0 ? overlay : null, count > 0 ? overlayDescription(count) : '');
  };
  // Windows drops the taskbar button of a hidden window, its overlay with it: shown again, it needs both.
  if (platform === 'win32') {
    window.on('show', () => {
      if (count === 0) return;
      applyOverlay();
      if (!window.isFocused()) window.flashFrame(true);
    });
  }
  return {
    setCount(next) {
      count = next;
      render();
      if (platform === 'win32') applyOverlay();
      else deps.app.setBadgeCount(next);
      deps.onCount?.(next);
      if (!window.isDestroyed() && next > 0 && !window.isFocused()) window.flashFrame(true);
      if (!window.isDestroyed() && next === 0) window.flashFrame(false);
    },
  };
}
