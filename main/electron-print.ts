// ElectronPrintAdapter for main/services/printing: printer list from Chromium and silent HTML
// printing through a hidden, script-less window (SPEC §9 page 71000 × 301000 microns).
import type { BrowserWindow, PrinterInfo, WebContents } from 'electron';
import { PRINT } from '@shared/constants';

export interface ElectronPrinter {
  name: string;
  isDefault: boolean;
  status?: number;
}

export interface ElectronPrintAdapterImpl {
  listPrinters(): Promise<ElectronPrinter[]>;
  printHtml(html: string, deviceName: string, options: { pageSize: { width: 71000; height: 301000 } }): Promise<void>;
}

export const TICKET_PAGE_SIZE = { width: PRINT.pageWidthMicrons, height: PRINT.pageMaxHeightMicrons } as const;

/** Chromium reports CUPS / spooler details in a free-form options map; read the two we use. */
export function toElectronPrinter(info: PrinterInfo): ElectronPrinter {
  const options = (info.options ?? {}) as Record<string, unknown>;
  const state = Number(options['printer-state']);
  const isDefault = options['is-default'] === 'true' || options['printer-is-default'] === 'true';
  return { name: info.name, isDefault, ...(Number.isFinite(state) ? { status: state } : {}) };
}

export interface PrintWindowFactory {
  (): BrowserWindow;
}

export function createElectronPrintAdapter(getPanelContents: () => WebContents | null, createPrintWindow: PrintWindowFactory): ElectronPrintAdapterImpl {
  return {
    async listPrinters() {
      const contents = getPanelContents();
      if (!contents) return [];
      return (await contents.getPrintersAsync()).map(toElectronPrinter);
    },
    async printHtml(html, deviceName, { pageSize }) {
      const window = createPrintWindow();
      try {
        await window.loadURL(`data:text/html;charset=utf-8,${encodeURIComponent(html)}`);
        await new Promise<void>((resolve, reject) => {
          window.webContents.print(
            { silent: true, deviceName, pageSize, printBackground: true, margins: { marginType: 'none' } },
            (success, failureReason) => (success ? resolve() : reject(new Error(failureReason || 'print failed'))),
          );
        });
      } finally {
        if (!window.isDestroyed()) window.destroy();
      }
    },
  };
}
