// After a move to another screen that took the focus with it (the button that was clicked belonged to the
// screen that left, so the focus fell back to the page), the new screen's heading takes the focus: keyboard
// users go on from the top of what they now see, and screen readers read where they are. A focus that is
// still somewhere (a menu link, a drawer, a control useFocusReturn gave it back to) is left alone, and so is
// the first load, where the skip link must stay the first Tab (docs/accessibility.md).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Frames to wait for a screen to show its heading (its data may still be loading) before settling for the content region. */
const HEADING_WAIT_FRAMES = 60;

function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

const visible = (elements: NodeListOf<HTMLElement>) => [...elements].filter((element) => element.checkVisibility());

/**
 * The innermost screen's heading: screens nest (Menú holds Nuevo producto), and each one's PageHeader marks its
 * title, so the last marked one in document order is the screen the route just opened. Screens without a
 * PageHeader fall back to their first heading.
 */
function screenHeading(content: HTMLElement): HTMLElement | null {
  return visible(content.querySelectorAll<HTMLElement>('[data-page-heading]')).at(-1) ?? visible(content.querySelectorAll<HTMLElement>('h1, h2, h3'))[0] ?? null;
}

/** Focuses the heading of the screen in `#<contentId>` (or the region itself) when a route change lost the focus. */
export function useRouteFocus(contentId: string): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    let frame = 0;
    let waited = 0;
    // Runs after the frame in which a closing drawer or form gives the focus back to its opener.
    const look = () => {
      if (!focusIsLost()) return;
      const content = document.getElementById(contentId);
      if (!content) return;
      const heading = screenHeading(content);
      if (!heading && waited < HEADING_WAIT_FRAMES) {
        waited += 1;
        frame = requestAnimationFrame(look);
        return;
      }
      const target = heading ?? content;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    };
    frame = requestAnimationFrame(() => (frame = requestAnimationFrame(look)));
    return () => cancelAnimationFrame(frame);
  }, [pathname, contentId]);
}
