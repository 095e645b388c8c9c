import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createElectronPrintAdapter, TICKET_PAGE_SIZE, toElectronPrinter } from '../../../main/electron-print';
import { electronFake, FakeBrowserWindow } from '../../support/electron-fake';

vi.mock('electron', async () => (await import('../../support/electron-fake')).electronModule);

beforeEach(() => electronFake.reset());

function setup(printOutcome = { success: true, failureReason: '' }) {
  const panel = new FakeBrowserWindow({});
  const printWindows: FakeBrowserWindow[] = [];
  const adapter = createElectronPrintAdapter(
    () => panel.webContents as never,
    () => {
      const window = new FakeBrowserWindow({ show: false });
      window.webContents.printOutcome = printOutcome;
      printWindows.push(window);
      return window as never;
    },
  );
  return { panel, printWindows, adapter };
}

describe('Electron print adapter', () => {
  it("lists Chromium's printers with default flag and CUPS state", async () => {
    const { panel, adapter } = setup();
    panel.webContents.printers = [
      { name: 'EPSON_TM_T20', displayName: 'EPSON TM-T20', description: '', options: { 'printer-state': '3', 'printer-is-default': 'true' } },
      { name: 'Cocina', displayName: 'Cocina', description: '', options: {} },
    ];
    expect(await adapter.listPrinters()).toEqual([
      { name: 'EPSON_TM_T20', isDefault: true, status: 3 },
      { name: 'Cocina', isDefault: false },
    ]);
    expect(toElectronPrinter({ name: 'X', displayName: 'X', description: '', options: { 'is-default': 'true' } })).toEqual({ name: 'X', isDefault: true });
  });

  it('prints the ticket HTML silently on the chosen printer at 71000 × 301000 microns, then closes its window', async () => {
    const { adapter, printWindows } = setup();
    await adapter.printHtml('<p>Folio TAQ-0001 – Ñandú</p>', 'EPSON_TM_T20', { pageSize: TICKET_PAGE_SIZE });
    const [window] = printWindows;
    expect(decodeURIComponent(window!.loadedUrls[0]!.replace('data:text/html;charset=utf-8,', ''))).toBe('<p>Folio TAQ-0001 – Ñandú</p>');
    expect(window!.webContents.printCalls[0]?.options).toMatchObject({
      silent: true,
      deviceName: 'EPSON_TM_T20',
      pageSize: { width: 71_000, height: 301_000 },
    });
    expect(window!.isDestroyed()).toBe(true);
  });

  it('rejects with the failure reason and still closes the window', async () => {
    const { adapter, printWindows } = setup({ success: false, failureReason: 'Printer offline' });
    await expect(adapter.printHtml('<p>x</p>', 'Apagada', { pageSize: TICKET_PAGE_SIZE })).rejects.toThrow('Printer offline');
    expect(printWindows[0]!.isDestroyed()).toBe(true);
  });
});
