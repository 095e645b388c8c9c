// The cash drawer (docs/kitchen.md «Cajón»): off by default; switched on, a recorded cash payment sends
// ESC p (pin 2, 50 ms) and nothing else to that printer; the panel asks for it only after the server answered
// a request that recorded cash.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rmSync } from 'node:fs';
import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { defaultPrintSettings } from '@shared/printing';
import { createPrintingService, type PrintingServiceHandle } from '../../../main/services/printing';
import { startPrinterEmulator, type PrinterEmulator } from '../../../scripts/printer-emulator/emulator';
import { cashPaymentRecorded, listenForCashPayments } from '../../../renderer/src/features/settings/printing/cash-drawer';
import { tempDir } from '../../integration/printing/support';

let dataDir = '';
let printer: PrinterEmulator | null = null;
let service: PrintingServiceHandle | null = null;
afterEach(async () => {
  await service?.close();
  await printer?.close();
  service = null;
  printer = null;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function cashierPrinter(cashDrawer: boolean | undefined): Promise<void> {
  dataDir = tempDir('cajon-');
  printer = await startPrinterEmulator({ port: 0 });
  service = createPrintingService({ dataDir, timeoutPerLineMs: 1_000 });
  const settings = defaultPrintSettings();
  settings.Printer1 = { ...settings.Printer1, printer: { kind: 'network', host: '127.0.0.1', port: printer.port }, ...(cashDrawer === undefined ? {} : { cashDrawer }) };
  await service.saveSettings(settings);
}

describe('cash drawer kick', () => {
  it('is off by default: nothing is sent and nothing fails', async () => {
    await cashierPrinter(undefined);
    expect((await service!.getSettings()).Printer1.cashDrawer).toBe(false);
    expect(await service!.openCashDrawer()).toEqual({ ok: true, jobs: 0 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(printer!.jobs()).toHaveLength(0);
  });

  it('switched on: ESC p 0 25 250 alone, no paper moved', async () => {
    await cashierPrinter(true);
    expect(await service!.openCashDrawer()).toEqual({ ok: true, jobs: 1 });
    await printer!.waitForJobs(1, 10_000);
    const job = printer!.jobs()[0]!;
    expect([...job.bytes]).toEqual([0x1b, 0x70, 0x00, 25, 250]);
    expect(job.decoded.drawerKicks).toEqual([{ pin: 0, onMs: 50, offMs: 500 }]);
    expect(job.decoded.text).toBe('');
    expect(job.decoded.cuts).toBe(0);
  });

  it('says so when the printer does not answer', async () => {
    await cashierPrinter(true);
    await printer!.setOnline(false);
    expect(await service!.openCashDrawer()).toEqual({ ok: false, jobs: 0, message: 'No se pudo abrir el cajón de dinero' });
  });
});

describe('cash payment recorded', () => {
  it.each([
    ['a table paid partly in cash', 'payTable', { uuid: 'm1', body: { pagos: [{ metodo: 'tarjeta', monto: 100 }, { metodo: 'efectivo', monto: 50 }], propina: 0 } }, true],
    ['a table paid by card', 'payTable', { uuid: 'm1', body: { pagos: [{ metodo: 'tarjeta', monto: 150 }], propina: 0 } }, false],
    ['a table closed in cash', 'closeTable', { table: '4', payment_method: 'efectivo' }, true],
    ['a phone order paid in cash at the counter', 'createPhoneOrder', { metodo_entrega: 'takeAway', metodo_pago: 'efectivo', cliente_paga_con: 200 }, true],
    ['a delivery whose rider collects the cash', 'createPhoneOrder', { metodo_entrega: 'delivery', metodo_pago: 'efectivo', cliente_paga_con: 200 }, false],
    ['a cash movement of the shift', 'addMovement', { id: 's1', tipo: 'salida', monto: 50, motivo: 'Hielo' }, true],
    ['any other request', 'changeOrderStatus', { status: 'accepted' }, false],
  ])('%s', (_name, endpoint, args, expected) => {
    expect(cashPaymentRecorded(endpoint, args)).toBe(expected);
  });

  it('opens the drawer once per answered request, not for a refused one', async () => {
    const listener = createListenerMiddleware();
    const openDrawer = vi.fn(async () => ({ ok: true, jobs: 1 }));
    listenForCashPayments(listener, openDrawer);
    const store = configureStore({ reducer: (state: object = {}) => state, middleware: (getDefault) => getDefault().prepend(listener.middleware) });
    const mutation = (status: 'fulfilled' | 'rejected') => ({ type: `api/executeMutation/${status}`, payload: {}, meta: { requestStatus: status, arg: { type: 'mutation', endpointName: 'addMovement', originalArgs: { id: 's1', tipo: 'entrada', monto: 20, motivo: 'Cambio' } } } });
    store.dispatch(mutation('rejected'));
    store.dispatch(mutation('fulfilled'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(openDrawer).toHaveBeenCalledTimes(1);
  });
});
