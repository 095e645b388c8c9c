import { describe, expect, it } from 'vitest';
import type { Channel } from '@shared/ipc/contract';
import { CHANNELS } from '@shared/ipc/contract';
import { defaultPrintSettings } from '@shared/printing';
import { createHandlers } from '../../../main/handlers/index';
import { commerce, orderDetail } from '../../support/sample-order';
import { cashShift, createAppServices, createFakePrinting } from './support/fixtures';

const order = orderDetail();

/** Every printing channel, the arguments the panel sends, and the service method that must receive them. */
const PRINTING_ROUTES: [Channel, unknown[], string][] = [
  ['printing:listPrinters', [], 'listPrinters'],
  ['printing:probeNetworkPrinter', ['192.168.1.50', 9100], 'probeNetworkPrinter'],
  ['printing:getSettings', [], 'getSettings'],
  ['printing:saveSettings', [defaultPrintSettings()], 'saveSettings'],
  ['printing:getStatus', [], 'getStatus'],
  ['printing:printOrder', [{ order, commerce, slot: 'Printer1', reprint: true }], 'printOrder'],
  ['printing:printTestPage', ['Printer3', commerce], 'printTestPage'],
  ['printing:renderPreviewHtml', [{ order, commerce, slot: 'Printer2' }], 'renderPreviewHtml'],
  ['printing:printBill', [{ commerce, table: 4, orders: [order] }], 'printBill'],
  ['printing:printReceipt', [{ commerce, table: '4', orders: [{ folio: 'A-1', total: 250 }], payment: { method: 'efectivo', amountReceived: 300, tip: 20 } }], 'printReceipt'],
  [
    'printing:printReceipt',
    [{ commerce, table: 4, orders: [{ folio: 'A-1', total: 250 }], payment: { parts: [{ method: 'efectivo', amount: 150 }, { method: 'tarjeta', amount: 120 }], amountReceived: 200, tip: 20 } }],
    'printReceipt',
  ],
  ['printing:printCashClose', [{ commerce, shift: cashShift() }], 'printCashClose'],
  ['printing:openCashDrawer', [], 'openCashDrawer'],
  ['printing:startAutoPrint', [{ apiBaseUrl: 'http://127.0.0.1:3000', token: 't0k3n', commerceId: 'c1' }], 'startAutoPrint'],
  ['printing:stopAutoPrint', [], 'stopAutoPrint'],
  ['printing:getAutoPrintState', [], 'getAutoPrintState'],
  ['printing:getPrintLocations', [], 'getPrintLocations'],
  ['printing:savePrintLocations', [{ follow: [{ id: 'c1', name: 'Tacos' }, { id: 'c2', name: 'Sushi' }], printers: { Printer1: 'c1', Printer2: 'c2', Printer3: null } }], 'savePrintLocations'],
  ['printing:getRecentJobs', [], 'getRecentJobs'],
  ['printing:retryWaitingJobs', [], 'retryWaitingJobs'],
];

describe('handlers', () => {
  it('provide one handler for every contract channel', () => {
    const handlers = createHandlers(createFakePrinting(), createAppServices());
    expect(Object.keys(handlers).sort()).toEqual([...CHANNELS].sort());
  });

  it.each(PRINTING_ROUTES)('%s routes to PrintingService.%s with the same arguments', async (channel, args, method) => {
    const printing = createFakePrinting();
    const handler = createHandlers(printing, createAppServices())[channel] as (...a: unknown[]) => Promise<unknown>;
    await handler(...args);
    expect(printing.calls).toEqual([{ method, args }]);
  });

  it('route app channels to the injected desktop services', async () => {
    const app = createAppServices();
    const handlers = createHandlers(createFakePrinting(), app);
    expect(await handlers['app:getVersion']()).toBe('0.1.0');
    expect(await handlers['app:getInfo']()).toEqual({ platform: 'linux', isDesktop: true, agent: false, version: '0.1.0' });
    expect(await handlers['app:checkForUpdates']()).toEqual({ status: 'up-to-date', version: '0.1.0' });
    expect(await handlers['app:notify']({ title: 'Nuevo pedido', body: 'Folio TAQ-0001' })).toBe('clicked');
    await handlers['app:setBadgeCount'](3);
    await handlers['app:openExternal']('https://wa.me/5219931234567');
    expect(app.notified).toEqual([{ title: 'Nuevo pedido', body: 'Folio TAQ-0001' }]);
    expect(app.badges).toEqual([3]);
    expect(app.opened).toEqual(['https://wa.me/5219931234567']);
  });
});
