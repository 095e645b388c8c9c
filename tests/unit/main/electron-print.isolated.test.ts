// Silent printing through Electron against the faithful fake: print callbacks answer on a later
// macrotask, may fail or never answer; a job reaches the printer only if its window is still alive.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createElectronPrintAdapter,
  DEFAULT_PRINT_TIMEOUT_MS,
  PRINT_TIMEOUT_MESSAGE,
  TICKET_PAGE_SIZE,
  TICKET_TOO_LARGE_MESSAGE,
  ticketPageSize,
  toElectronPrinter,
  withPrintCsp,
  type ElectronPrintDeps,
} from '../../../main/electron-print';
import { parseLpstatDefault } from '../../../main/default-printer';
import { electronFake, FakeBrowserWindow, type FakePrintOutcome } from '../../support/electron-fake';

vi.mock('electron', async () => (await import('../../support/electron-fake')).electronModule);

beforeEach(() => electronFake.reset());
afterEach(() => vi.useRealTimers());

function setup(printOutcome: FakePrintOutcome = { success: true, failureReason: '' }, deps: Partial<ElectronPrintDeps> = {}, documentSize = { width: 205, height: 400 }) {
  const panel = new FakeBrowserWindow({});
  const printWindows: FakeBrowserWindow[] = [];
  const adapter = createElectronPrintAdapter({
    getPanelContents: () => panel.webContents as never,
    createPrintWindow: (contentSize) => {
      const window = new FakeBrowserWindow({ show: false, ...contentSize, useContentSize: true });
      window.webContents.printOutcome = printOutcome;
      window.webContents.documentSize = documentSize;
      printWindows.push(window);
      return window as never;
    },
    ...deps,
  });
  return { panel, printWindows, adapter };
}

const html = '<!doctype html><html><head><title>Ticket</title></head><body><p>Folio TAQ-0001 – Ñandú</p></body></html>';

describe('printer list (Electron 41 PrinterInfo: name, displayName, description, options; no isDefault)', () => {
  it('marks the CUPS server default from printer-type, keeps the CUPS state, and the OS default name when options say nothing', async () => {
    const { panel, adapter } = setup(undefined, { systemDefaultPrinter: async () => 'Cocina' });
    panel.webContents.printers = [
      // printer-type 0x1004 | 0x20000 (CUPS_PRINTER_DEFAULT)
      { name: 'EPSON_TM_T20', displayName: 'EPSON TM-T20', description: '', options: { 'printer-state': '3', 'printer-type': String(0x1004 | 0x20000) } },
      { name: 'Cocina', displayName: 'Cocina', description: '', options: {} },
      { name: 'Barra', displayName: 'Barra', description: '', options: { 'printer-type': String(0x1004) } },
    ];
    expect(await adapter.listPrinters()).toEqual([
      { name: 'EPSON_TM_T20', isDefault: true, status: 3 },
      { name: 'Cocina', isDefault: true },
      { name: 'Barra', isDefault: false },
    ]);
  });

  it('reads an explicit default flag in options and survives a failing OS lookup', async () => {
    expect(toElectronPrinter({ name: 'X', displayName: 'X', description: '', options: { isDefault: 'true' } })).toEqual({ name: 'X', isDefault: true });
    const { panel, adapter } = setup(undefined, {
      systemDefaultPrinter: async () => {
        throw new Error('lpstat missing');
      },
    });
    panel.webContents.printers = [{ name: 'Caja', displayName: 'Caja', description: '', options: {} }];
    expect(await adapter.listPrinters()).toEqual([{ name: 'Caja', isDefault: false }]);
    expect(parseLpstatDefault('system default destination: EPSON_TM_T20\n')).toBe('EPSON_TM_T20');
    expect(parseLpstatDefault('no system default destination\n')).toBeNull();
  });
});

describe('page size from the paper and the measured ticket', () => {
  it('is the printable width of 58 or 80 mm paper and the ticket height plus a short feed', () => {
    expect(ticketPageSize(80, { width: 205, height: 400 })).toEqual({ width: 71_000, height: Math.ceil(400 * 25_400 / 96) + 4_000 });
    // 205 px (54 mm) on a 48 mm roll is shrunk to fit, and so is its height.
    const small = ticketPageSize(58, { width: 205, height: 400 });
    expect(small.width).toBe(48_000);
    expect(small.height).toBe(Math.ceil(400 * 25_400 / 96 * (48_000 / (205 * 25_400 / 96))) + 4_000);
    expect(ticketPageSize(80, { width: 205, height: 5_000 }).height).toBe(TICKET_PAGE_SIZE.height);
    expect(ticketPageSize(58, null)).toEqual({ width: 48_000, height: 301_000 });
  });

  it('prints silently on the chosen printer with the page of its paper (58 mm from the saved settings)', async () => {
    const { adapter, printWindows } = setup(undefined, { paperWidthFor: async (name) => (name === 'Caja58' ? 58 : null) }, { width: 205, height: 300 });
    await adapter.printHtml(html, 'Caja58', { pageSize: TICKET_PAGE_SIZE });
    const [window] = printWindows;
    const loaded = decodeURIComponent(window!.loadedUrls[0]!.replace('data:text/html;charset=utf-8,', ''));
    expect(loaded).toBe(withPrintCsp(html));
    expect(loaded).toContain("Content-Security-Policy\" content=\"default-src 'none'");
    expect(window!.webContents.printCalls[0]?.options).toMatchObject({
      silent: true,
      deviceName: 'Caja58',
      margins: { marginType: 'none' },
      pageSize: ticketPageSize(58, { width: 205, height: 300 }),
    });
    expect(electronFake.state.printed.map((job) => job.deviceName)).toEqual(['Caja58']);
    expect(window!.isDestroyed()).toBe(true);
  });

  it("uses the service's page width when the paper is unknown, and an explicit paper width first", async () => {
    const { adapter, printWindows } = setup();
    await adapter.printHtml(html, 'EPSON', { pageSize: TICKET_PAGE_SIZE });
    await adapter.printHtml(html, 'EPSON', { pageSize: TICKET_PAGE_SIZE, paperWidthMm: 58 });
    expect(printWindows.map((window) => (window.webContents.printCalls[0]?.options.pageSize as { width: number }).width)).toEqual([71_000, 48_000]);
  });
});

describe('the hidden print window is always destroyed', () => {
  it('rejects with the failure reason and destroys the window', async () => {
    const { adapter, printWindows } = setup({ success: false, failureReason: 'Print job failed' });
    await expect(adapter.printHtml(html, 'Apagada')).rejects.toThrow('Print job failed');
    expect(printWindows[0]!.isDestroyed()).toBe(true);
    expect(electronFake.state.printed).toEqual([]);
  });

  it('destroys the window when the page cannot load', async () => {
    const printWindows: FakeBrowserWindow[] = [];
    const failing = createElectronPrintAdapter({
      getPanelContents: () => null,
      createPrintWindow: () => {
        const window = new FakeBrowserWindow({ show: false });
        window.webContents.loadFailure = { errorCode: -2, errorDescription: 'ERR_FAILED' };
        printWindows.push(window);
        return window as never;
      },
    });
    await expect(failing.printHtml(html, 'EPSON')).rejects.toThrow('ERR_FAILED');
    expect(printWindows.at(-1)!.isDestroyed()).toBe(true);
  });

  it('times out a job whose callback never comes, destroys the window, and the job never prints late', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { adapter, printWindows } = setup('never');
    const job = adapter.printHtml(html, 'Colgada');
    const outcome = job.then(
      () => 'printed',
      (error: Error) => error.message,
    );
    await vi.waitFor(() => expect(printWindows[0]?.webContents.printCalls).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(DEFAULT_PRINT_TIMEOUT_MS);
    expect(await outcome).toBe(PRINT_TIMEOUT_MESSAGE);
    expect(printWindows[0]!.isDestroyed()).toBe(true);
    // The driver wakes up later: the job was cancelled with its window, nothing comes out.
    printWindows[0]!.webContents.completePendingPrint();
    expect(electronFake.state.printed).toEqual([]);
  });

  it('stops and destroys the window when the printing service aborts the job', async () => {
    const { adapter, printWindows } = setup('never');
    const controller = new AbortController();
    const job = adapter.printHtml(html, 'Colgada', { signal: controller.signal, timeoutMs: 60_000 });
    await vi.waitFor(() => expect(printWindows[0]?.webContents.printCalls).toHaveLength(1));
    controller.abort();
    await expect(job).rejects.toThrow(PRINT_TIMEOUT_MESSAGE);
    expect(printWindows[0]!.isDestroyed()).toBe(true);
  });

  it('leaves no window behind after many jobs, whatever their outcome', async () => {
    const outcomes: FakePrintOutcome[] = [{ success: true, failureReason: '' }, { success: false, failureReason: 'Print job canceled' }];
    for (let index = 0; index < 10; index += 1) {
      const { adapter } = setup(outcomes[index % 2]);
      await adapter.printHtml(html, 'EPSON').catch(() => undefined);
    }
    expect(FakeBrowserWindow.getAllWindows().filter((window) => window.options.show === false)).toEqual([]);
  });
});

describe('the fake print() behaves like Electronʼs', () => {
  it('answers on a later macrotask, and refuses a page smaller than Chromium allows', async () => {
    const window = new FakeBrowserWindow({ show: false });
    let answered = false;
    window.webContents.print({ silent: true, pageSize: { width: 71_000, height: 100_000 } }, () => (answered = true));
    expect(answered).toBe(false);
    await vi.waitFor(() => expect(answered).toBe(true));
    expect(() => window.webContents.print({ pageSize: { width: 100, height: 100 } })).toThrow('Unsupported pageSize');
  });

  it("answers the root element's scroll size as at least the 800 × 600 viewport, an element's box as its content", async () => {
    const window = new FakeBrowserWindow({ show: false });
    window.webContents.documentSize = { width: 205, height: 300 };
    expect(await window.webContents.executeJavaScript('({ h: document.documentElement.scrollHeight })')).toEqual({ width: 800, height: 600 });
    expect(await window.webContents.executeJavaScript("document.querySelector('.ticket').getBoundingClientRect()")).toEqual({ width: 205, height: 300 });
  });
});

describe('a ticket too large for a data: URL', () => {
  it('is refused in words before any window opens (an oversized inline logo)', async () => {
    const { adapter, printWindows } = setup();
    const logo = `data:image/png;base64,${'A'.repeat(2 * 1024 * 1024)}`;
    await expect(adapter.printHtml(`<html><body><img src="${logo}"></body></html>`, 'Caja')).rejects.toThrow(TICKET_TOO_LARGE_MESSAGE);
    expect(printWindows).toEqual([]);
  });
});

describe('the print window', () => {
  it('is as wide as the page and the page as tall as the ticket, not the window', async () => {
    const { adapter, printWindows } = setup(undefined, {}, { width: 205, height: 150 });
    await adapter.printHtml(html, 'Caja', { paperWidthMm: 58 });
    await adapter.printHtml(html, 'Caja', { paperWidthMm: 80 });
    expect(printWindows.map((window) => window.options.width)).toEqual([181, 268]);
    expect(printWindows.map((window) => window.webContents.printCalls[0]?.options.pageSize)).toEqual([
      ticketPageSize(58, { width: 205, height: 150 }),
      ticketPageSize(80, { width: 205, height: 150 }),
    ]);
  });
});
