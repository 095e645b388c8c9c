// Mounted once in the logged-in shell: the desktop app's version sync (electron_app_version through
// PUT /v1/comercio; a failure logs out with SPEC §8's message) and the printer state behind the status
// bar's warnings 9–11. Renders nothing.
import { useEffect } from 'react';
import { MSG } from '@shared/messages';
import { useGetCommerceQuery, useUpdateCommerceMutation } from '../../app/coreApi';
import { loggedOut, selectCommerceId } from '../../app/session';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { getDesktopBridge, useDesktopVersionSync } from '../../bridge';
import { onPairingChange } from '../../bridge/pairing';
import { setStatusPrinterState } from '../../shell/statusInputs';
import { onPrinterWarningsRefresh, PRINTER_WARNINGS_REFRESH_MS, readPrinterState } from './printing/printer-warnings';

function usePrinterWarnings(): void {
  useEffect(() => {
    let active = true;
    let running = false;
    const update = async () => {
      if (running) return;
      running = true;
      try {
        const state = await readPrinterState(getDesktopBridge());
        if (active) setStatusPrinterState(state);
      } finally {
        running = false;
      }
    };
    void update();
    const timer = setInterval(() => void update(), PRINTER_WARNINGS_REFRESH_MS);
    const offPairing = onPairingChange(() => void update());
    const offRefresh = onPrinterWarningsRefresh(() => void update());
    return () => {
      active = false;
      clearInterval(timer);
      offPairing();
      offRefresh();
      setStatusPrinterState(null);
    };
  }, []);
}

export function DesktopIntegration() {
  const dispatch = useAppDispatch();
  const commerceId = useAppSelector(selectCommerceId);
  const { data: commerce } = useGetCommerceQuery(undefined, { skip: !commerceId });
  const [updateCommerce] = useUpdateCommerceMutation();
  useDesktopVersionSync(commerce && commerceId ? commerceId : null, {
    currentVersion: commerce?.electron_app_version ?? null,
    saveVersion: (version) => updateCommerce({ ...commerce, electron_app_version: version }).unwrap(),
    logout: (message) => dispatch(loggedOut(message ?? MSG.versionSyncLogout)),
  });
  usePrinterWarnings();
  return null;
}
