// Loading what the printing side knows, through the desktop bridge: saved settings, installed printers
// (with docs/domain.md (Textos exactos) 'Error al leer las impresoras instaladas' on failure) and each printer's status, refreshed
// on an interval while the screen is open.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DesktopBridge } from '@shared/ipc/contract';
import { MSG } from '@shared/messages';
import type { AutoPrintState, DiscoveredPrinter, PrintJobSummary, PrintSettings, PrinterStatus } from '@shared/printing';

export const STATUS_REFRESH_MS = 10_000;

export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

interface Loadable<T> {
  data: T | null;
  loading: boolean;
  error: string | null;
  reload(): void;
}

/** Runs `load` when `active` turns true and on reload(); drops answers that arrive after a newer request. */
function useLoad<T>(active: boolean, load: () => Promise<T>, errorMessage: string, key: unknown): Loadable<T> {
  const [state, setState] = useState<{ data: T | null; loading: boolean; error: string | null }>({ data: null, loading: active, error: null });
  const [revision, setRevision] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    if (!active) {
      setState({ data: null, loading: false, error: null });
      return;
    }
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    loadRef.current().then(
      (data) => current && setState({ data, loading: false, error: null }),
      (error: unknown) => current && setState((previous) => ({ data: previous.data, loading: false, error: errorText(error, errorMessage) })),
    );
    return () => {
      current = false;
    };
  }, [active, revision, errorMessage, key]);
  const reload = useCallback(() => setRevision((value) => value + 1), []);
  return { ...state, reload };
}

export function useSavedPrintSettings(bridge: DesktopBridge, active: boolean): Loadable<PrintSettings> {
  return useLoad(active, () => bridge.getSettings(), MSG.printFailed, bridge);
}

export function useInstalledPrinters(bridge: DesktopBridge, active: boolean): Loadable<DiscoveredPrinter[]> {
  // Whatever went wrong underneath, the cashier sees the message of docs/domain.md (Textos exactos) for this call.
  return useLoad(active, () => bridge.listPrinters().catch(() => Promise.reject(new Error(MSG.installedPrintersError))), MSG.installedPrintersError, bridge);
}

/** Status of the three printers, refreshed every STATUS_REFRESH_MS while `active`. */
export function usePrinterStatuses(bridge: DesktopBridge, active: boolean, intervalMs = STATUS_REFRESH_MS): Loadable<PrinterStatus[]> {
  const status = useLoad(active, () => bridge.getStatus(), MSG.printFailed, bridge);
  const { reload } = status;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(reload, intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs, reload]);
  return status;
}

/** The desktop side's auto-print state and its latest jobs, refreshed like the statuses. */
export function useAutoPrintActivity(bridge: DesktopBridge, active: boolean, intervalMs = STATUS_REFRESH_MS): Loadable<{ state: AutoPrintState; jobs: PrintJobSummary[] }> {
  const activity = useLoad(active, async () => ({ state: await bridge.getAutoPrintState(), jobs: await bridge.getRecentJobs() }), MSG.printFailed, bridge);
  const { reload } = activity;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(reload, intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs, reload]);
  return activity;
}
