// A dialog or drawer that unmounts as it closes (a route left, a form done) gives the focus back to what
// opened it. antd does so only for one that closes while still mounted (`open={false}`); unmounted at once,
// the focus fell to the page and a keyboard or screen-reader user started again from the top.
import { useEffect, useState } from 'react';

export function useFocusReturn(): void {
  // Read while rendering the first time: the opener still has the focus (the dialog takes it after).
  const [opener] = useState(() => {
    const active = typeof document === 'undefined' ? null : document.activeElement;
    return active instanceof HTMLElement && active !== document.body ? active : null;
  });
  useEffect(
    () => () => {
      if (!opener) return;
      // After the dialog's nodes are gone; only if nothing else took the focus meanwhile.
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if ((!active || active === document.body) && opener.isConnected) opener.focus();
      });
    },
    [opener],
  );
}
