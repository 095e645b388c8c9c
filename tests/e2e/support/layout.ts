// Layout checks shared by the e2e files: text that does not show whole inside its box.
import type { Page } from 'playwright-core';

/**
 * The visible elements matching `selector` whose text does not lie whole inside the element: cut short with
 * "…", run past an edge, or wrapped onto a line below it. One description per element, empty when all fit.
 * (A text cut with "…" still lays out whole, so its overflow is what gives it away.)
 */
export function clippedTexts(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    for (const box of document.querySelectorAll<HTMLElement>(selector)) {
      if (!box.checkVisibility()) continue;
      const label = (box.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!label) continue;
      if (getComputedStyle(box).textOverflow === 'ellipsis' && box.scrollWidth > box.clientWidth + 1) {
        found.push(`${label}: cortado con «…»`);
        continue;
      }
      const outer = box.getBoundingClientRect();
      const texts = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      outside: for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          const inside = rect.left >= outer.left - 0.5 && rect.right <= outer.right + 0.5 && rect.top >= outer.top - 0.5 && rect.bottom <= outer.bottom + 0.5;
          if (inside) continue;
          found.push(`${label}: texto en x ${rect.left.toFixed(0)}–${rect.right.toFixed(0)}, y ${rect.top.toFixed(0)}–${rect.bottom.toFixed(0)}; caja x ${outer.left.toFixed(0)}–${outer.right.toFixed(0)}, y ${outer.top.toFixed(0)}–${outer.bottom.toFixed(0)}`);
          break outside;
        }
      }
    }
    return found;
  }, selector);
}
