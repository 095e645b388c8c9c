// A table wider than the screen scrolls sideways inside antd's '.ant-table-content'; keyboard users can only
// scroll it if it takes the focus (WCAG 2.1.1, axe 'scrollable-region-focusable'). antd gives no prop for
// that element, so the screen marks it after each render (docs/accessibility.md).
import { useEffect, useRef } from 'react';

export function useFocusableScroll<T extends HTMLElement = HTMLDivElement>(label: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    for (const region of ref.current?.querySelectorAll<HTMLElement>('.ant-table-content') ?? []) {
      if (region.tabIndex >= 0) continue;
      region.tabIndex = 0;
      region.setAttribute('role', 'region');
      region.setAttribute('aria-label', label);
    }
  });
  return ref;
}
