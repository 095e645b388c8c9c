// Mounted once in the logged-in shell: the desktop app's version sync (electron_app_version through
// PUT /v1/comercio; a failure logs out with the message of docs/domain.md (Textos exactos)), the printer state behind the status
// bar's warnings 9–11, the commerce's open state for the desktop app (no sleep while open, updates
// after closing time) and its notices: "Reiniciar para actualizar" and start-up warnings. Renders nothing.
import { App, Button } from 'antd';
import { useEffect, useRef } from 'react';
import { MSG } from '@shared/messages';
import { useGetCommerceQuery, useUpdateCommerceMutation } from '../../app/coreApi';
import { loggedOut, selectCommerceId } from '../../app/session';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { getDesktopBridge, useDesktopVersionSync } from '../../bridge';
import { onPairingChange } from '../../bridge/pairing';
import { setStatusPrinterState } from '../../shell/statusInputs';
import { updateStatusText, useDesktopShell } from './desktop-shell';
import { onPrinterWarningsRefresh, PRINTER_WARNINGS_REFRESH_MS, readPrinterState } from './printing/printer-warnings';

const UPDATE_NOTICE_KEY = 'desktop-update-ready';

/** Tells the desktop app whether the commerce is open (it keeps the PC awake only then). */
function useDesktopCommerceOpen(open: boolean | undefined): void {
  useEffect(() => {
    const bridge = getDesktopBridge();
    if (open === undefined || bridge.kind !== 'desktop') return;
    void bridge.setCommerceOpen(open).catch(() => undefined);
  }, [open]);
}

/** A lasting notice with "Reiniciar para actualizar" once an update is downloaded; warnings once. */
function useDesktopNotices(): void {
  const { notification } = App.useApp();
  const { state, restartToUpdate } = useDesktopShell();
  const warned = useRef(new Set<string>());
  const update = state?.update;
  const readyVersion = update?.status === 'ready' ? update.version : null;
  const restartRequested = update?.status === 'ready' && update.restartRequested;
  useEffect(() => {
    if (!readyVersion || !update) return;
    notification.open({
      key: UPDATE_NOTICE_KEY,
      title: 'Actualización lista',
      description: updateStatusText(update),
      duration: 0,
      actions: restartRequested ? null : (
        <Button type="primary" size="small" data-testid="notice-restart-to-update" onClick={() => void restartToUpdate().catch(() => undefined)}>
          Reiniciar para actualizar
        </Button>
      ),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the notice follows the version and the request only
  }, [readyVersion, restartRequested, notification]);
  useEffect(() => {
    for (const warning of state?.warnings ?? []) {
      if (warned.current.has(warning)) continue;
      warned.current.add(warning);
      notification.warning({ key: `desktop-warning-${warned.current.size}`, title: 'Aplicación de escritorio', description: warning, duration: 0 });
    }
  }, [state?.warnings, notification]);
}

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
  useDesktopCommerceOpen(commerce?.servicio_activo);
  useDesktopNotices();
  return null;
}
