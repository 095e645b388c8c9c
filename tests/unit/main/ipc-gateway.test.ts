import { beforeEach, describe, expect, it } from 'vitest';
import { CHANNELS, type IpcEnvelope } from '@shared/ipc/contract';
import { IPC_MSG } from '@shared/ipc/messages';
import { MSG } from '@shared/messages';
import { defaultPrintSettings } from '@shared/printing';
import { createDispatcher } from '../../../main/dispatch';
import { createHandlers } from '../../../main/handlers/index';
import { registerIpcGateway } from '../../../main/ipc-gateway';
import { createElectronFake } from '../../support/electron-fake';
import { commerce, orderDetail } from '../../support/sample-order';
import { cashShift, createAppServices, createFakePrinting, PANEL_ORIGIN, silentLogger } from './support/fixtures';

function setup(printing = createFakePrinting()) {
  const electron = createElectronFake();
  const log = silentLogger();
  const unregister = registerIpcGateway({
    ipcMain: electron.ipcMain,
    panelOrigin: PANEL_ORIGIN,
    dispatch: createDispatcher(createHandlers(printing, createAppServices()), log),
    log,
  });
  const call = (senderUrl: string | null, channel: string, ...args: unknown[]) =>
    electron.ipcMain.invokeAs(senderUrl, channel, ...args) as Promise<IpcEnvelope>;
  return { electron, printing, log, unregister, call };
}

describe('IPC gateway', () => {
  let ctx: ReturnType<typeof setup>;
  beforeEach(() => {
    ctx = setup();
  });

  it('registers exactly one handler per contract channel and removes them all', () => {
    expect(ctx.electron.ipcMain.channels().sort()).toEqual([...CHANNELS].sort());
    ctx.unregister();
    expect(ctx.electron.ipcMain.channels()).toEqual([]);
  });

  it('answers a call from any page of the panel origin', async () => {
    const reply = await ctx.call(`${PANEL_ORIGIN}/ajustes?tab=impresoras`, 'printing:getSettings');
    expect(reply).toEqual({ ok: true, result: defaultPrintSettings() });
    expect(ctx.printing.calls.map((call) => call.method)).toEqual(['getSettings']);
  });

  it.each([
    ['another site', 'https://evil.example/ajustes'],
    ['the same host on another port', 'http://localhost:8081/'],
    ['the same host over https', 'https://localhost:8080/'],
    ['a local file', 'file:///home/cajero/panel.html'],
    ['a data URL', 'data:text/html,<script>1</script>'],
    ['about:blank', 'about:blank'],
    ['a garbled URL', 'not a url'],
  ])('rejects a call from %s without touching the printing service', async (_label, senderUrl) => {
    const reply = await ctx.call(senderUrl, 'printing:printTestPage', 'Printer1', commerce);
    expect(reply).toEqual({ ok: false, error: { message: IPC_MSG.forbiddenSender } });
    expect(ctx.printing.calls).toEqual([]);
  });

  it('rejects a call with no sender frame (frame already gone)', async () => {
    const reply = await ctx.call(null, 'printing:listPrinters');
    expect(reply).toEqual({ ok: false, error: { message: IPC_MSG.forbiddenSender } });
    expect(ctx.printing.calls).toEqual([]);
    expect(ctx.log.lines.some((line) => line.includes('rechazado'))).toBe(true);
  });

  it.each([
    ['probeNetworkPrinter with a host containing spaces', 'printing:probeNetworkPrinter', ['mi impresora', 9100]],
    ['probeNetworkPrinter with port 70000', 'printing:probeNetworkPrinter', ['192.168.1.50', 70_000]],
    ['probeNetworkPrinter with the port as text', 'printing:probeNetworkPrinter', ['192.168.1.50', '9100']],
    ['getSettings with an extra argument', 'printing:getSettings', [{}]],
    ['saveSettings with a slot missing', 'printing:saveSettings', [{ Printer1: defaultPrintSettings().Printer1 }]],
    ['saveSettings with 0 copies', 'printing:saveSettings', [{ ...defaultPrintSettings(), Printer2: { ...defaultPrintSettings().Printer2, copies: 0 } }]],
    ['saveSettings with an unknown text size', 'printing:saveSettings', [{ ...defaultPrintSettings(), Printer1: { ...defaultPrintSettings().Printer1, textSize: 'huge' } }]],
    ['printOrder without commerce', 'printing:printOrder', [{ order: orderDetail() }]],
    ['printOrder with an unknown slot', 'printing:printOrder', [{ order: orderDetail(), commerce, slot: 'Printer9' }]],
    ['printTestPage with an unknown slot', 'printing:printTestPage', ['Printer4', commerce]],
    ['printTestPage with unsaved settings of another slot', 'printing:printTestPage', ['Printer3', commerce, defaultPrintSettings().Printer1]],
    ['printTestPage with unsaved settings of 0 copies', 'printing:printTestPage', ['Printer3', commerce, { ...defaultPrintSettings().Printer3, copies: 0 }]],
    ['a bill whose reprint flag is not a boolean', 'printing:printBill', [{ commerce, table: 4, orders: [orderDetail()], reprint: 'sí' }]],
    ['a receipt with both a method and mixed parts', 'printing:printReceipt', [{ commerce, table: 4, orders: [{ folio: 'A-1', total: 250 }], payment: { method: 'efectivo', parts: [{ method: 'efectivo', amount: 250 }], amountReceived: null, tip: 0 } }]],
    ['a mixed receipt whose parts do not add up to orders + tip', 'printing:printReceipt', [{ commerce, table: 4, orders: [{ folio: 'A-1', total: 250 }], payment: { parts: [{ method: 'efectivo', amount: 100 }, { method: 'tarjeta', amount: 100 }], amountReceived: 100, tip: 10 } }]],
    ['a mixed receipt with a zero part', 'printing:printReceipt', [{ commerce, table: 4, orders: [{ folio: 'A-1', total: 250 }], payment: { parts: [{ method: 'efectivo', amount: 250 }, { method: 'tarjeta', amount: 0 }], amountReceived: null, tip: 0 } }]],
    ['a cash close without its summary', 'printing:printCashClose', [{ commerce, shift: { ...cashShift(), resumen: undefined } }]],
    ['a cash close with a movement of unknown type', 'printing:printCashClose', [{ commerce, shift: { ...cashShift(), movimientos: [{ id: 'x', tipo: 'robo', monto: 10, motivo: 'x', created_at: '2026-11-21T16:00:00.000Z' }] } }]],
    ['openExternal with a javascript: URL', 'app:openExternal', ['javascript:alert(1)']],
    ['openExternal with a file: URL', 'app:openExternal', ['file:///etc/passwd']],
    ['notify without a title', 'app:notify', [{ body: 'Nuevo pedido' }]],
    ['setBadgeCount with a negative count', 'app:setBadgeCount', [-1]],
    ['setBadgeCount with a fraction', 'app:setBadgeCount', [1.5]],
  ])('refuses %s before reaching the handler', async (_label, channel, args) => {
    const reply = await ctx.call(PANEL_ORIGIN, channel, ...args);
    expect(reply).toEqual({ ok: false, error: { message: IPC_MSG.invalidArgs } });
    expect(ctx.printing.calls).toEqual([]);
  });

  it('accepts well-formed arguments', async () => {
    const settings = defaultPrintSettings();
    settings.Printer1 = { ...settings.Printer1, printer: { kind: 'network', host: '192.168.1.50', port: 9100 }, printerName: 'Cocina', copies: 2 };
    expect(await ctx.call(PANEL_ORIGIN, 'printing:saveSettings', settings)).toEqual({ ok: true, result: settings });
    expect(await ctx.call(PANEL_ORIGIN, 'printing:probeNetworkPrinter', '192.168.1.50', 9100)).toEqual({ ok: true, result: true });
    expect(await ctx.call(PANEL_ORIGIN, 'printing:printCashClose', { commerce, shift: { ...cashShift(), cerrado_at: null, efectivo_contado: null, diferencia: null, nota: null } })).toEqual({ ok: true, result: { ok: true, jobs: 1 } });
    const unsaved = { ...defaultPrintSettings().Printer3, printer: { kind: 'network' as const, host: '192.168.1.60', port: 9100 }, kitchen: true };
    expect(await ctx.call(PANEL_ORIGIN, 'printing:printTestPage', 'Printer3', commerce, unsaved)).toMatchObject({ ok: true });
    expect(await ctx.call(PANEL_ORIGIN, 'printing:printBill', { commerce, table: 4, orders: [orderDetail()], reprint: true })).toMatchObject({ ok: true });
    expect(await ctx.call(PANEL_ORIGIN, 'printing:printOrder', { order: orderDetail(), commerce, slot: 'Printer2', reprint: true })).toEqual({
      ok: true,
      result: { ok: true, jobs: 1 },
    });
  });

  it('keeps a docs/domain.md (Textos exactos) message from the printing service and hides any other error text', async () => {
    let failure = new Error(MSG.printNoPrinter);
    const { call } = setup(
      createFakePrinting({
        printTestPage: async () => {
          throw failure;
        },
        listPrinters: async () => {
          throw new Error('spawn lpstat ENOENT');
        },
      }),
    );
    expect(await call(PANEL_ORIGIN, 'printing:printTestPage', 'Printer1', commerce)).toEqual({ ok: false, error: { message: MSG.printNoPrinter } });
    failure = new Error('connect ECONNREFUSED 192.168.1.50:9100');
    expect(await call(PANEL_ORIGIN, 'printing:printTestPage', 'Printer1', commerce)).toEqual({ ok: false, error: { message: MSG.printFailed } });
    expect(await call(PANEL_ORIGIN, 'printing:listPrinters')).toEqual({ ok: false, error: { message: MSG.installedPrintersError } });
  });
});

describe('dispatcher', () => {
  it('refuses a channel outside the contract', async () => {
    const dispatch = createDispatcher(createHandlers(createFakePrinting(), createAppServices()), silentLogger());
    expect(await dispatch('fs:readFile', ['/etc/passwd'])).toEqual({ ok: false, error: { message: IPC_MSG.unknownChannel } });
    // The panel no longer asks for automatic tickets: the desktop side follows the orders itself.
    expect(await dispatch('printing:autoPrint', [{ trigger: 'onOrderAccepted', order: orderDetail(), commerce }])).toEqual({ ok: false, error: { message: IPC_MSG.unknownChannel } });
    expect(await dispatch('printing:getSettings', 'not-an-array')).toEqual({ ok: false, error: { message: IPC_MSG.invalidArgs } });
  });
});
