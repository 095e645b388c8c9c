// Feeds the status bar's printer warnings (docs/domain.md (Textos exactos): 9 main printer not found, 10 no main printer,
// 11 no printers detected) from the desktop app or the paired agent. In a plain browser: no printer warnings.
import type { DesktopBridge } from '@shared/ipc/contract';
import type { PrinterState } from '@shared/status-warnings';

export const PRINTER_WARNINGS_REFRESH_MS = 60_000;

/** Printer1's state and how many printers discovery sees; null when nobody prints for this panel. */
export async function readPrinterState(bridge: Pick<DesktopBridge, 'kind' | 'getStatus' | 'listPrinters'>): Promise<PrinterState | null> {
  if (bridge.kind === 'none') return null;
  try {
    const [statuses, discovered] = await Promise.all([bridge.getStatus(), bridge.listPrinters().catch(() => [])]);
    const main = statuses.find((status) => status.slot === 'Printer1');
    if (!main) return null;
    return { configured: main.configured, found: main.found, detectedCount: discovered.length };
  } catch {
    // A paired agent that is not running, or the app mid-restart: no printer warning rather than a wrong one.
    return null;
  }
}

const listeners = new Set<() => void>();

/** Ask the reporter to re-read now (after saving printing settings). */
export function refreshPrinterWarnings(): void {
  listeners.forEach((listener) => listener());
}

export function onPrinterWarningsRefresh(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
