// Moving between menu, cart, checkout and confirmation replaces the whole page: the new page's heading takes
// the focus so keyboard users start at its top and screen readers read where they are (docs/accessibility.md).
import { useEffect, useRef } from 'react';

export function useHeadingFocus<T extends HTMLElement = HTMLHeadingElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
