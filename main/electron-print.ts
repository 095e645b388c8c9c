// ElectronPrintAdapter for main/services/printing: the printer list from Chromium and silent HTML
// printing through a hidden, sandboxed window. The page is as wide as the roll's printable width
// (58 or 80 mm paper) and as tall as the ticket measured in that window, so a driver feeds only the
// ticket. The window is destroyed on success, failure and timeout; destroying it cancels a job the
// driver never took, so a timed-out ticket cannot come out later (see docs/desktop.md).
import type { BrowserWindow, PrinterInfo, WebContents } from 'electron';
import { PRINT } from '@shared/constants';
import type { PaperWidthMm } from '@shared/printing';

export interface ElectronPrinter {
  name: string;
  isDefault: boolean;
  status?: number;
}

export interface PageSizeMicrons {
  width: number;
  height: number;
}

export interface PrintHtmlOptions {
  /** The size the printing service asks for; its width tells the paper when paperWidthMm is absent. */
  pageSize?: PageSizeMicrons;
  paperWidthMm?: PaperWidthMm;
  /** Upper bound for load + print; the window is destroyed when it passes. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface ElectronPrintAdapterImpl {
  listPrinters(): Promise<ElectronPrinter[]>;
  printHtml(html: string, deviceName: string, options?: PrintHtmlOptions): Promise<void>;
}

/** Printable width of the roll: the 71 mm page for 80 mm paper, 48 mm for 58 mm paper. */
export const PRINTABLE_WIDTH_MICRONS: Record<PaperWidthMm, number> = { 80: PRINT.pageWidthMicrons, 58: 48_000 };
export const TICKET_PAGE_SIZE = { width: PRINT.pageWidthMicrons, height: PRINT.pageMaxHeightMicrons } as const;
/** Blank paper after the last line so the cutter does not cut through it. */
const BOTTOM_FEED_MICRONS = 4_000;
const MIN_HEIGHT_MICRONS = 20_000;
const MICRONS_PER_CSS_PX = 25_400 / 96;
/** A spooler answers in seconds; a hung driver must not keep a window (and a late job) alive. */
export const DEFAULT_PRINT_TIMEOUT_MS = 20_000;
export const PRINT_TIMEOUT_MESSAGE = 'La impresora no respondió a tiempo';
/** Chromium refuses URLs longer than 2 MB (url/url_constants.h kMaxURLChars): the page would stay blank. */
export const MAX_DATA_URL_CHARS = 2 * 1024 * 1024;
export const TICKET_TOO_LARGE_MESSAGE = 'El ticket es demasiado grande para imprimirse (revisa el tamaño del logotipo)';

/** CUPS `printer-type` bit for the server's default destination (cups_ptype_e CUPS_PRINTER_DEFAULT). */
const CUPS_PRINTER_DEFAULT = 0x20000;

/**
 * Electron 36+ dropped PrinterInfo.isDefault and .status (electron.d.ts: name, displayName,
 * description, options only). The default is read from what the options carry (CUPS printer-type,
 * or an explicit flag some platforms add) or, failing that, from the OS default name.
 */
export function toElectronPrinter(info: PrinterInfo, systemDefaultName: string | null = null): ElectronPrinter {
  const options = (info.options ?? {}) as Record<string, unknown>;
  const state = Number(options['printer-state']);
  const type = Number(options['printer-type']);
  const flagged = ['isDefault', 'is-default', 'printer-is-default'].some((key) => String(options[key]) === 'true');
  const cupsDefault = Number.isInteger(type) && (type & CUPS_PRINTER_DEFAULT) !== 0;
  const isDefault = flagged || cupsDefault || (systemDefaultName !== null && systemDefaultName === info.name);
  return { name: info.name, isDefault, ...(Number.isFinite(state) && options['printer-state'] !== undefined ? { status: state } : {}) };
}

export function paperWidthFromPageSize(pageSize: PageSizeMicrons | undefined): PaperWidthMm | null {
  if (!pageSize) return null;
  return pageSize.width <= PRINTABLE_WIDTH_MICRONS[58] + 5_000 ? 58 : 80;
}

/** The page for a measured document: printable width, height of the content (shrunk to fit) + feed. */
export function ticketPageSize(paperWidthMm: PaperWidthMm, documentPx: { width: number; height: number } | null): PageSizeMicrons {
  const width = PRINTABLE_WIDTH_MICRONS[paperWidthMm];
  if (!documentPx || !(documentPx.height > 0)) return { width, height: PRINT.pageMaxHeightMicrons };
  // Chromium shrinks content wider than the page to fit it; the printed height shrinks with it.
  const contentWidth = Math.max(1, documentPx.width) * MICRONS_PER_CSS_PX;
  const scale = Math.min(1, width / contentWidth);
  const height = Math.ceil(documentPx.height * MICRONS_PER_CSS_PX * scale) + BOTTOM_FEED_MICRONS;
  return { width, height: Math.min(PRINT.pageMaxHeightMicrons, Math.max(MIN_HEIGHT_MICRONS, height)) };
}

/** Pages run no script of their own; only main's measurement (executeJavaScript) runs in them. */
export function withPrintCsp(html: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data: https: http:; style-src 'unsafe-inline'; font-src data:">`;
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}${meta}`) : `${meta}${html}`;
}

/**
 * The ticket's own box, from the top of the page to its bottom edge. The root element's scroll size would
 * be at least the window's viewport (CSSOM View), 600 px in a default window: a page that tall for a short
 * ticket, or a ticket split over several short pages when the window was taller than the ticket.
 */
export const TICKET_MEASURE_SCRIPT = `(() => {
  const ticket = document.querySelector('.ticket') || document.body.firstElementChild || document.body;
  const box = ticket.getBoundingClientRect();
  return { width: Math.ceil(Math.max(box.width, ticket.scrollWidth)), height: Math.ceil(box.bottom + window.scrollY) };
})()`;

/** The print window's content size: as wide as the page (CSS px) so the ticket lays out as it prints. */
export function printWindowSize(paperWidthMm: PaperWidthMm): { width: number; height: number } {
  return { width: Math.round(PRINTABLE_WIDTH_MICRONS[paperWidthMm] / MICRONS_PER_CSS_PX), height: 600 };
}

function isDocumentSize(value: unknown): value is { width: number; height: number } {
  return typeof value === 'object' && value !== null && Number.isFinite((value as { width?: unknown }).width) && Number.isFinite((value as { height?: unknown }).height);
}

export interface PrintWindowFactory {
  (contentSize: { width: number; height: number }): BrowserWindow;
}

export interface ElectronPrintDeps {
  getPanelContents(): WebContents | null;
  createPrintWindow: PrintWindowFactory;
  /** The OS default printer's name, when the platform can tell (lpstat -d, Win32_Printer). */
  systemDefaultPrinter?: () => Promise<string | null>;
  /** The paper of the printer slot printing on that queue (from the saved print settings). */
  paperWidthFor?: (deviceName: string) => Promise<PaperWidthMm | null>;
  log?: (message: string) => void;
}

export function createElectronPrintAdapter(deps: ElectronPrintDeps): ElectronPrintAdapterImpl {
  const log = deps.log ?? (() => undefined);
  return {
    async listPrinters() {
      const contents = deps.getPanelContents();
      if (!contents) return [];
      const [printers, defaultName] = await Promise.all([
        contents.getPrintersAsync(),
        (deps.systemDefaultPrinter?.() ?? Promise.resolve(null)).catch(() => null),
      ]);
      return printers.map((info) => toElectronPrinter(info, defaultName));
    },

    async printHtml(html, deviceName, options = {}) {
      if (options.signal?.aborted) throw new Error(PRINT_TIMEOUT_MESSAGE);
      const pageUrl = `data:text/html;charset=utf-8,${encodeURIComponent(withPrintCsp(html))}`;
      if (pageUrl.length > MAX_DATA_URL_CHARS) throw new Error(TICKET_TOO_LARGE_MESSAGE);
      const paperWidthMm =
        options.paperWidthMm ?? (await deps.paperWidthFor?.(deviceName).catch(() => null)) ?? paperWidthFromPageSize(options.pageSize) ?? 80;
      const window = deps.createPrintWindow(printWindowSize(paperWidthMm));
      let settled = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const destroy = () => {
        if (!window.isDestroyed()) window.destroy();
      };
      const job = new Promise<void>((resolve, reject) => {
        const finish = (error: Error | null) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          options.signal?.removeEventListener('abort', onAbort);
          destroy();
          if (error) reject(error);
          else resolve();
        };
        const onAbort = () => finish(new Error(PRINT_TIMEOUT_MESSAGE));
        timer = setTimeout(() => {
          log(`[impresión] ${deviceName}: sin respuesta; se cancela el trabajo`);
          finish(new Error(PRINT_TIMEOUT_MESSAGE));
        }, options.timeoutMs ?? DEFAULT_PRINT_TIMEOUT_MS);
        options.signal?.addEventListener('abort', onAbort, { once: true });

        void (async () => {
          await window.loadURL(pageUrl);
          if (settled) return;
          const measured: unknown = await window.webContents.executeJavaScript(TICKET_MEASURE_SCRIPT).catch(() => null);
          if (settled) return;
          const pageSize = ticketPageSize(paperWidthMm, isDocumentSize(measured) ? measured : null);
          window.webContents.print(
            { silent: true, deviceName, pageSize, printBackground: true, margins: { marginType: 'none' } },
            (success, failureReason) => finish(success ? null : new Error(failureReason || 'print failed')),
          );
        })().catch((error: unknown) => finish(error instanceof Error ? error : new Error(String(error))));
      });
      return job;
    },
  };
}
