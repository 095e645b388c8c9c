// New-order count in the window title ("(3) Panel Comercio"), the dock/launcher badge and a taskbar
// flash when the window is in the background, so a cashier sees pending orders from across the room.
import type { App, BrowserWindow } from 'electron';

export interface BadgeController {
  setCount(count: number): void;
}

export function titleWithCount(pageTitle: string, count: number): string {
  return count > 0 ? `(${count}) ${pageTitle}` : pageTitle;
}

export function createBadge(window: BrowserWindow, app: Pick<App, 'setBadgeCount'>, initialTitle: string): BadgeController {
  let pageTitle = initialTitle;
  let count = 0;
  const render = () => {
    if (!window.isDestroyed()) window.setTitle(titleWithCount(pageTitle, count));
  };
  // The page may change document.title on its own; keep its text and re-apply our count.
  window.on('page-title-updated', (event, title) => {
    event.preventDefault();
    pageTitle = title.replace(/^\(\d+\)\s*/, '') || initialTitle;
    render();
  });
  return {
    setCount(next) {
      count = next;
      render();
      app.setBadgeCount(next);
      if (!window.isDestroyed() && next > 0 && !window.isFocused()) window.flashFrame(true);
      if (!window.isDestroyed() && next === 0) window.flashFrame(false);
    },
  };
}
