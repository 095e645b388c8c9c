// What a page did just before a failure, for the failure print-out (traces.ts): the last pointer events
// with what they landed on, layout shifts with what moved, and loads. A click that "did nothing" under
// load is then told apart: it landed elsewhere (a shift moved the target), it never arrived, or the screen
// was drawn anew after it (its state lost). Recorded in the page, so a failure costs one evaluate.
import type { BrowserContext } from 'playwright-core';

const KEPT = 25;

/** Runs in every page and frame before its own scripts (an init script): fills window.__e2eEvents. */
function recordPageEvents(kept: number): void {
  const events: string[] = [];
  (window as unknown as { __e2eEvents: string[] }).__e2eEvents = events;
  const note = (event: string) => {
    events.push(`${Math.round(performance.now())} ms ${event}`);
    if (events.length > kept) events.shift();
  };
  const describe = (node: Node | null): string => {
    if (!(node instanceof Element)) return node ? node.nodeName : '(nada)';
    const named = node.closest('[data-testid]');
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);
    return `<${node.tagName.toLowerCase()}> «${text}»${named ? ` en ${named.getAttribute('data-testid')}` : ''}`;
  };
  note(`carga ${location.pathname}`);
  // Chromium sends no click when the pressed node leaves its place before the release (removed, replaced or
  // moved in the page): the release says whether it is gone or has moved.
  let pressed: { node: Element; top: number; left: number } | null = null;
  const sincePress = (): string => {
    if (!pressed) return '';
    if (!pressed.node.isConnected) return ' (el nodo presionado ya no está en la página)';
    const box = pressed.node.getBoundingClientRect();
    const moved = Math.round(box.left) !== pressed.left || Math.round(box.top) !== pressed.top;
    return moved ? ` (el nodo presionado se movió de (${pressed.left}, ${pressed.top}) a (${Math.round(box.left)}, ${Math.round(box.top)}))` : '';
  };
  for (const type of ['pointerdown', 'pointerup', 'click']) {
    document.addEventListener(type, (event) => {
      const { clientX, clientY, target } = event as MouseEvent;
      const since = type === 'pointerup' ? sincePress() : '';
      if (type === 'pointerdown' && target instanceof Element) {
        const box = target.getBoundingClientRect();
        pressed = { node: target, top: Math.round(box.top), left: Math.round(box.left) };
      }
      note(`${type} (${Math.round(clientX)}, ${Math.round(clientY)}) ${describe(target as Node)}${since}`);
    }, true);
  }
  type Shift = PerformanceEntry & { value: number; sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const moved = (entry.sources ?? []).map((s) => `${describe(s.node)} (${Math.round(s.previousRect.x)}, ${Math.round(s.previousRect.y)})→(${Math.round(s.currentRect.x)}, ${Math.round(s.currentRect.y)})`);
        note(`desplazamiento ${entry.value.toFixed(3)}: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {
    // A browser without layout-shift entries: the pointer events still tell most of the story.
  }
}

export async function recordEvents(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordPageEvents, KEPT);
}
